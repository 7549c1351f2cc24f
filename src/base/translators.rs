//! Translator method-default tables (docs/profile.md §8): what a translator
//! writes for each HTTP method, and how the Core judges it.

use crate::base::hint::Hint;
use crate::base::profile::{Guarantees, HintState, Method};

/// The hints a translator writes for one method (`None`: not written, the
/// documented default applies).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Written {
    /// `readOnlyHint`.
    pub read_only: Option<bool>,
    /// `destructiveHint`.
    pub destructive: Option<bool>,
    /// `idempotentHint`.
    pub idempotent: Option<bool>,
    /// `openWorldHint` (outside the Core decision).
    pub open_world: Option<bool>,
}

impl Written {
    const fn new(
        read_only: Option<bool>,
        destructive: Option<bool>,
        idempotent: Option<bool>,
    ) -> Written {
        Written {
            read_only,
            destructive,
            idempotent,
            open_world: None,
        }
    }

    /// The value written for `hint`.
    pub fn get(&self, hint: Hint) -> Option<bool> {
        match hint {
            Hint::ReadOnly => self.read_only,
            Hint::Destructive => self.destructive,
            Hint::Idempotent => self.idempotent,
            Hint::OpenWorld => self.open_world,
        }
    }

    /// Sets the value written for `hint`.
    pub fn set(&mut self, hint: Hint, value: bool) {
        match hint {
            Hint::ReadOnly => self.read_only = Some(value),
            Hint::Destructive => self.destructive = Some(value),
            Hint::Idempotent => self.idempotent = Some(value),
            Hint::OpenWorld => self.open_world = Some(value),
        }
    }

    /// The Core state clients apply: written values, else the defaults.
    pub fn state(&self) -> HintState {
        HintState::new(
            self.read_only.unwrap_or(Hint::ReadOnly.default_value()),
            self.destructive
                .unwrap_or(Hint::Destructive.default_value()),
            self.idempotent.unwrap_or(Hint::Idempotent.default_value()),
        )
    }

    /// `ro T, d F, i T` in the profile's notation, `–` when nothing is written.
    pub fn notation(&self) -> String {
        let parts: Vec<String> = [
            ("ro", self.read_only),
            ("d", self.destructive),
            ("i", self.idempotent),
            ("ow", self.open_world),
        ]
        .into_iter()
        .filter_map(|(short, value)| {
            value.map(|value| format!("{short} {}", if value { 'T' } else { 'F' }))
        })
        .collect();
        if parts.is_empty() {
            "–".to_owned()
        } else {
            parts.join(", ")
        }
    }
}

/// A translator's method-default table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// Its name, e.g. `infobip`.
    pub name: String,
    /// Where the table comes from.
    pub source: String,
    /// What it writes per Core method, in the profile's order.
    pub defaults: [(Method, Written); 5],
}

/// How the Core judges one method of a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Sound and profile-maximal.
    SoundMaximal,
    /// Sound, but states less than the method justifies.
    SoundNonMaximal,
    /// Claims something the method does not justify.
    Unsound,
}

impl Verdict {
    /// The verdict of a state that is `sound` and `maximal` (maximal
    /// states are sound).
    pub fn of(sound: bool, maximal: bool) -> Verdict {
        match (sound, maximal) {
            (true, true) => Verdict::SoundMaximal,
            (true, false) => Verdict::SoundNonMaximal,
            (false, _) => Verdict::Unsound,
        }
    }

    /// `PROFILE_MAXIMAL` (which is sound), `SOUND_NON_MAXIMAL` or
    /// `UNSOUND`: the words of `hintlint profile` too.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::SoundMaximal => "PROFILE_MAXIMAL",
            Verdict::SoundNonMaximal => "SOUND_NON_MAXIMAL",
            Verdict::Unsound => "UNSOUND",
        }
    }
}

/// The judgement of one method of a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MethodVerdict {
    /// The method.
    pub method: Method,
    /// What the table writes.
    pub written: Written,
    /// The resolved state.
    pub state: HintState,
    /// What the state actively asserts.
    pub active: Guarantees,
    /// What the method justifies.
    pub justified: Guarantees,
    /// The verdict.
    pub verdict: Verdict,
    /// Active guarantees the method does not justify.
    pub unsupported: Guarantees,
}

/// The judgement of a whole table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableVerdict {
    /// Per method, in the profile's order.
    pub methods: Vec<MethodVerdict>,
    /// Methods judged sound (out of 5).
    pub sound_methods: usize,
    /// Unsupported active guarantees, summed over the methods.
    pub unsupported: usize,
}

impl Table {
    /// What the table writes for `method`.
    pub fn written_for(&self, method: Method) -> Written {
        self.defaults
            .iter()
            .find(|(candidate, _)| *candidate == method)
            .map_or_else(Written::default, |(_, written)| *written)
    }

    /// Judges every method of the table.
    pub fn judge(&self) -> TableVerdict {
        let methods: Vec<MethodVerdict> = self
            .defaults
            .iter()
            .map(|(method, written)| {
                let state = written.state();
                let unsupported = state.active().without(method.justified());
                let verdict = if !unsupported.is_empty() {
                    Verdict::Unsound
                } else if state.is_maximal_for(*method) {
                    Verdict::SoundMaximal
                } else {
                    Verdict::SoundNonMaximal
                };
                MethodVerdict {
                    method: *method,
                    written: *written,
                    state,
                    active: state.active(),
                    justified: method.justified(),
                    verdict,
                    unsupported,
                }
            })
            .collect();
        TableVerdict {
            sound_methods: methods
                .iter()
                .filter(|method| method.verdict != Verdict::Unsound)
                .count(),
            unsupported: methods
                .iter()
                .map(|method| method.unsupported.iter().count())
                .sum(),
            methods,
        }
    }
}

const T: Option<bool> = Some(true);
const F: Option<bool> = Some(false);
const NONE: Option<bool> = None;

/// The names of the built-in tables (and their aliases).
pub const BUILTIN_NAMES: [&str; 6] = [
    "apisix",
    "infobip",
    "azure-app-service",
    "gram",
    "zilla",
    "api2mcp",
];

/// What a translator name given by the user (`--translator`, `[openapi]
/// translator`) names: `Ok(None)` for `none`, the built-in table, or an
/// error message with a "did you mean" (or the list of names).
pub fn resolve(name: &str) -> Result<Option<Table>, String> {
    if name == "none" {
        return Ok(None);
    }
    if let Some(table) = builtin(name) {
        return Ok(Some(table));
    }
    let mut known = BUILTIN_NAMES.to_vec();
    known.push("none");
    let hint = match crate::base::suggest::closest(name, &known, 3) {
        Some(near) => format!("; did you mean `{near}`?"),
        None => format!("; expected one of {}", known.join(", ")),
    };
    Err(format!("unknown translator `{name}`{hint}"))
}

/// A built-in table by name (`api7` is an alias of `apisix`).
pub fn builtin(name: &str) -> Option<Table> {
    let name = if name == "api7" { "apisix" } else { name };
    let (source, [get, put, delete, post, patch]) = match name {
        "apisix" => (
            "API7 / Apache APISIX openapi-to-mcp (documented; apisix/plugins/openapi-to-mcp/tools/generator.lua)",
            [
                Written::new(T, NONE, NONE),
                Written::new(NONE, NONE, T),
                Written::new(NONE, T, T),
                Written::default(),
                Written::default(),
            ],
        ),
        "infobip" => (
            "Infobip infobip-openapi-mcp (ToolAnnotationResolver.java, 1.0.0)",
            [
                Written::new(T, F, T),
                Written::new(F, F, T),
                Written::new(F, T, T),
                Written::new(F, F, F),
                Written::new(F, F, F),
            ],
        ),
        "azure-app-service" => (
            "Azure App Service built-in MCP (documented FAQ)",
            [
                Written::new(T, F, T),
                Written::new(F, F, T),
                Written::new(F, T, T),
                Written::new(F, F, F),
                Written::new(F, F, T),
            ],
        ),
        "gram" => (
            "Speakeasy Gram (extract_speakeasy.go)",
            [
                Written::new(T, F, T),
                Written::new(F, F, T),
                Written::new(F, T, T),
                Written::new(F, F, F),
                Written::new(F, F, F),
            ],
        ),
        "zilla" => (
            "aklivity zilla binding-mcp-openapi (openWorldHint: false on every method)",
            [
                Written::new(T, NONE, NONE),
                Written::new(NONE, NONE, T),
                Written::new(NONE, T, T),
                Written::default(),
                Written::default(),
            ],
        ),
        "api2mcp" => (
            "promptrails api2mcp",
            [
                Written::new(T, F, T),
                Written::new(NONE, T, T),
                Written::new(NONE, T, T),
                Written::new(F, F, F),
                Written::new(NONE, T, F),
            ],
        ),
        _ => return None,
    };
    let mut defaults = [
        (Method::Get, get),
        (Method::Post, post),
        (Method::Put, put),
        (Method::Patch, patch),
        (Method::Delete, delete),
    ];
    if name == "zilla" {
        for (_, written) in &mut defaults {
            written.open_world = F;
        }
    }
    Some(Table {
        name: name.to_owned(),
        source: source.to_owned(),
        defaults,
    })
}

/// Reads a table from JSON: `{"name": "…", "defaults": {"GET": {"readOnlyHint":
/// true, …}, …}}`. Methods absent from `defaults` write nothing.
pub fn parse(text: &str) -> Result<Table, String> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|error| format!("not a JSON table: {error}"))?;
    let object = value.as_object().ok_or("a table is a JSON object")?;
    if let Some(key) = object
        .keys()
        .find(|key| !["name", "source", "defaults"].contains(&key.as_str()))
    {
        return Err(format!(
            "unknown key `{key}`; a table has `name`, `source` and `defaults`"
        ));
    }
    let name = object
        .get("name")
        .and_then(serde_json::Value::as_str)
        .ok_or("the table needs a `name` string")?;
    let source = object
        .get("source")
        .and_then(serde_json::Value::as_str)
        .unwrap_or("a table file");
    let defaults = object
        .get("defaults")
        .and_then(serde_json::Value::as_object)
        .ok_or("the table needs a `defaults` object, keyed by HTTP method")?;
    let mut table = Table {
        name: name.to_owned(),
        source: source.to_owned(),
        defaults: Method::ALL.map(|method| (method, Written::default())),
    };
    for (key, hints) in defaults {
        let method = Method::parse(key).ok_or_else(|| {
            format!("`{key}` is outside the Core (GET, POST, PUT, PATCH, DELETE); the profile does not judge it")
        })?;
        let hints = hints
            .as_object()
            .ok_or_else(|| format!("the defaults of {method} are not an object"))?;
        let slot = table
            .defaults
            .iter_mut()
            .find(|(candidate, _)| *candidate == method)
            .map(|(_, written)| written)
            .ok_or_else(|| format!("{method} is not in the table"))?;
        for (hint_key, value) in hints {
            let hint = Hint::from_key(hint_key)
                .ok_or_else(|| format!("unknown hint `{hint_key}` for {method}"))?;
            let value = value
                .as_bool()
                .ok_or_else(|| format!("{hint_key} for {method} is not a boolean"))?;
            slot.set(hint, value);
        }
    }
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unsupported_guarantees_are_named_per_method() {
        let azure = builtin("azure-app-service").expect("built in").judge();
        let patch = azure
            .methods
            .iter()
            .find(|m| m.method == Method::Patch)
            .expect("PATCH");
        assert_eq!(patch.unsupported.to_string(), "ADDITIVE_ONLY, IDEMPOTENT");
        assert_eq!(patch.verdict, Verdict::Unsound);
        let apisix = builtin("apisix").expect("built in").judge();
        assert!(
            apisix
                .methods
                .iter()
                .all(|m| m.verdict == Verdict::SoundMaximal)
        );
    }

    #[test]
    fn tables_parse_from_json_and_reject_what_is_not_a_table() {
        let table = parse(r#"{"name": "mine", "defaults": {"get": {"readOnlyHint": true}, "POST": {"destructiveHint": false}}}"#)
            .expect("parses");
        let verdict = table.judge();
        assert_eq!((verdict.sound_methods, verdict.unsupported), (4, 1));
        assert!(
            parse(r#"{"name": "x", "defaults": {"HEAD": {}}}"#)
                .unwrap_err()
                .contains("outside the Core")
        );
        assert!(
            parse(r#"{"name": "x", "defaults": {"GET": {"readOnly": true}}}"#)
                .unwrap_err()
                .contains("unknown hint")
        );
        assert!(
            parse(r#"{"name": "x", "defaults": {"GET": {"readOnlyHint": "yes"}}}"#)
                .unwrap_err()
                .contains("not a boolean")
        );
        assert!(parse("[]").is_err());
    }
}
