//! One tool as the rules see it: its name, its annotations (last occurrence
//! of every key wins) and its HTTP binding, each with its source span.

use std::borrow::Cow;
use std::ops::Range;
use std::sync::OnceLock;

use crate::document::{Layout, Member, Object, Value};

use super::pointer;
use crate::base::hint::Hint;
pub use crate::base::method::{Binding, BoundMethod};
use crate::base::profile::{HintState, Method};
use crate::base::translators::Table;
use crate::code::wire::{Seed, Seeded};
use crate::tools::binding::meta;

/// A tool found in a manifest.
#[derive(Debug)]
pub struct Tool<'a, 'v> {
    /// The tool's JSON pointer (`/tools/3`, `/result/tools/3`, `/3` or ``).
    pub pointer: String,
    /// The text of the whole file, for fixes that follow its layout.
    pub text: &'a str,
    /// The tool object.
    pub object: &'v Object<'a>,
    /// Where "this tool" findings point: the `name` member, else the `{`.
    pub anchor: Range<usize>,
    /// The tool's `name` (for an OpenAPI operation: its `operationId`, else
    /// `METHOD /path`), when there is one.
    pub name: Option<Cow<'v, str>>,
    /// The member hints are written in (and fixes write to): `annotations`
    /// of a tool, `x-mcp-annotations` of an OpenAPI operation. Like
    /// `overrides` and `defaults`, set when the tool is made and never
    /// after: the hints read from them are kept (`hints`).
    pub annotations: Annotations<'a, 'v>,
    /// The key of that member.
    pub annotations_key: &'static str,
    /// Hints that override `annotations` (`x-speakeasy-mcp` of an OpenAPI
    /// operation), and their pointer.
    pub overrides: Option<Box<(&'v Object<'a>, String)>>,
    /// Hints a translator writes for the tool's method, under everything
    /// written in the document.
    pub defaults: Option<TranslatorDefaults<'v>>,
    /// Hints the SDK of a tool registered in code sends when the code does
    /// not write them, under everything written.
    pub seeded: Option<Box<Seeded>>,
    /// The hints the tool's platform has: all four for MCP, only
    /// `readOnlyHint` for a WebMCP tool. The others are never asked for
    /// nor written.
    pub carried: &'static [Hint],
    /// Where the hints a source reader computed were written, and what
    /// they came through (empty where they are read as written).
    pub provenance: &'v [crate::code::provenance::Provenance],
    /// The HTTP method the tool is bound to, if any.
    pub binding: Option<Binding<'v>>,
    /// The other methods the same object is bound to (one OpenAPI
    /// operation `$ref`'d under several method keys): `None` for one outside
    /// the Core. Fixes aim at a state sound for all of them.
    pub also_bound: Vec<Option<Method>>,
    /// For a tool registered in source code: what its handler does (its
    /// calls with effects), which `unsound-claim` judges its claims by and
    /// a `calls` binding binds it by.
    pub handler_effects: Option<Box<crate::base::method::HandlerEffects>>,
    /// The actions its input schema offers whose names hold a destructive
    /// verb of the configuration (`{"action": {"enum": ["list",
    /// "delete"]}}`), found when the tool is bound.
    pub destructive_actions: Vec<super::input_schema::DestructiveAction<'v>>,
    /// The four hints as clients read them ([`Tool::hint`]), worked out on
    /// first use: the rules ask for each many times.
    pub(crate) hints: OnceLock<[HintValue<'a, 'v>; 4]>,
}

/// The `annotations` member of a tool.
#[derive(Debug, Clone, Copy)]
pub enum Annotations<'a, 'v> {
    /// No `annotations` member.
    Absent,
    /// `annotations` holds a value that is not an object (`null`, `[]`, …).
    NotAnObject(&'v Member<'a>),
    /// An `annotations` object.
    Object(&'v Member<'a>, &'v Object<'a>),
}

/// The value of one hint as clients read it.
#[derive(Debug, Clone, Copy)]
pub enum HintValue<'a, 'v> {
    /// Not written: the documented default applies.
    Absent,
    /// A boolean, and where it comes from.
    Bool(bool, HintSource<'a, 'v>),
    /// Written, but not a boolean: clients ignore it and apply the default.
    Invalid(&'v Member<'a>),
}

/// Where a hint's boolean comes from.
#[derive(Debug, Clone, Copy)]
pub enum HintSource<'a, 'v> {
    /// Written in the document.
    Written(&'v Member<'a>),
    /// A translator's default for the tool's method.
    Default(TranslatorDefaults<'v>),
    /// Sent by the tool's SDK although the code does not write it
    /// (mcp-go's `mcp.NewTool` seeds all four hints).
    Seeded(&'static Seed),
}

/// The translator layer of a tool: the table and the method it applies to.
#[derive(Debug, Clone, Copy)]
pub struct TranslatorDefaults<'v> {
    /// The translator's table.
    pub table: &'v Table,
    /// The tool's method.
    pub method: Method,
}

impl TranslatorDefaults<'_> {
    /// `infobip's default for PUT sets destructiveHint: false`.
    pub fn describe(&self, hint: Hint, value: bool) -> String {
        format!(
            "{}'s default for {} sets {}: {value}",
            self.table.name,
            self.method,
            hint.key()
        )
    }
}

impl<'a, 'v> Tool<'a, 'v> {
    /// Reads the tool object at `pointer` of a file whose text is `text`.
    pub fn read(text: &'a str, pointer: String, object: &'v Object<'a>) -> Tool<'a, 'v> {
        let name_prop = object.last("name");
        let anchor = match name_prop {
            Some(prop) => prop.span(),
            None => object.span.start()..object.span.start() + 1,
        };
        let name = match name_prop.map(|prop| &prop.value) {
            Some(Value::String(lit)) => Some(Cow::Borrowed(lit.value.as_ref())),
            _ => None,
        };
        let annotations = match object.last("annotations") {
            None => Annotations::Absent,
            Some(prop) => match &prop.value {
                Value::Object(inner) => Annotations::Object(prop, inner),
                _ => Annotations::NotAnObject(prop),
            },
        };
        Tool {
            pointer,
            text,
            object,
            anchor,
            name,
            annotations,
            annotations_key: "annotations",
            overrides: None,
            defaults: None,
            seeded: None,
            carried: &Hint::ALL,
            provenance: &[],
            binding: meta::read(object),
            also_bound: Vec::new(),
            handler_effects: None,
            destructive_actions: Vec::new(),
            hints: OnceLock::new(),
        }
    }

    /// The objects hints are written in, strongest first: the overrides
    /// (`x-speakeasy-mcp`), then the annotations.
    pub fn hint_objects(&self) -> impl Iterator<Item = &'v Object<'a>> + use<'a, 'v> {
        let annotations = match self.annotations {
            Annotations::Object(_, object) => Some(object),
            Annotations::Absent | Annotations::NotAnObject(_) => None,
        };
        let overrides = self.overrides.as_deref().map(|(object, _)| *object);
        [overrides, annotations].into_iter().flatten()
    }

    /// The value of `hint` as clients read it.
    ///
    /// Layers, strongest first: the overrides (`x-speakeasy-mcp`), the
    /// annotations, the translator's default for the method.
    pub fn hint(&self, hint: Hint) -> HintValue<'a, 'v> {
        self.hints
            .get_or_init(|| Hint::ALL.map(|hint| self.look_up(hint)))[hint as usize]
    }

    /// [`Tool::hint`], looked up in the layers.
    fn look_up(&self, hint: Hint) -> HintValue<'a, 'v> {
        let written = self
            .hint_objects()
            .find_map(|object| object.last(hint.key()));
        if let Some(prop) = written {
            match prop.value {
                Value::Bool(value, _) => return HintValue::Bool(value, HintSource::Written(prop)),
                // Python's `None`, Go's `nil`, JavaScript's `undefined`: the
                // SDK sends nothing.
                _ if self.written_omitted(hint).is_some() => {}
                _ => return HintValue::Invalid(prop),
            }
        }
        if let Some(seeded) = self.seeded.as_deref()
            && let Some(value) = seeded.seed.get(hint)
        {
            return HintValue::Bool(value, HintSource::Seeded(seeded.seed));
        }
        match self.defaults {
            Some(defaults) => match defaults.table.written_for(defaults.method).get(hint) {
                Some(value) => HintValue::Bool(value, HintSource::Default(defaults)),
                None => HintValue::Absent,
            },
            None => HintValue::Absent,
        }
    }

    /// Where to point at a hint's value: the written value, or for a
    /// translator's default the method key that selects it (with a note
    /// saying so).
    pub fn locate(
        &self,
        hint: Hint,
        value: bool,
        source: HintSource<'_, '_>,
    ) -> (Range<usize>, Option<String>) {
        match source {
            HintSource::Written(prop) => (prop.value.span(), None),
            HintSource::Default(defaults) => (
                self.binding
                    .as_ref()
                    .and_then(|binding| binding.span.clone())
                    .unwrap_or_else(|| self.anchor.clone()),
                Some(defaults.describe(hint, value)),
            ),
            HintSource::Seeded(seed) => (
                self.seeded
                    .as_deref()
                    .map_or_else(|| self.anchor.clone(), |seeded| seeded.at.clone()),
                Some(seed.note(hint, value)),
            ),
        }
    }

    /// The hint's boolean when one is written.
    pub fn hint_bool(&self, hint: Hint) -> Option<bool> {
        match self.hint(hint) {
            HintValue::Bool(value, _) => Some(value),
            HintValue::Absent | HintValue::Invalid(_) => None,
        }
    }

    /// The value clients read now for a hint not written as a boolean,
    /// written out without claiming anything new: the default, except that
    /// the dependents of a read-only tool take their read-only-consistent
    /// values (which `readOnlyHint: true` already implies).
    pub fn value_in_effect(&self, hint: Hint) -> bool {
        match hint.read_only_consistent_value() {
            Some(consistent) if self.hint_bool(Hint::ReadOnly) == Some(true) => consistent,
            _ => hint.default_value(),
        }
    }

    /// The hint's effective value: the written boolean, else the default.
    pub fn effective(&self, hint: Hint) -> bool {
        self.hint_bool(hint).unwrap_or(hint.default_value())
    }

    /// The Core state clients apply (absent or invalid hints take defaults).
    pub fn state(&self) -> HintState {
        HintState::new(
            self.effective(Hint::ReadOnly),
            self.effective(Hint::Destructive),
            self.effective(Hint::Idempotent),
        )
    }

    /// The pointer to where `hint` is written: in the overrides when they
    /// hold it, else in the annotations.
    pub fn hint_pointer(&self, hint: Hint) -> String {
        match self.overrides.as_deref() {
            Some((object, pointer)) if object.last(hint.key()).is_some() => {
                pointer::child(pointer, hint.key())
            }
            _ => self.annotation_pointer(hint.key()),
        }
    }

    /// The pointer to a member of this tool's annotations.
    pub fn annotation_pointer(&self, key: &str) -> String {
        pointer::child(&pointer::child(&self.pointer, self.annotations_key), key)
    }

    /// The member that writes `hint` as a value its SDK omits from the
    /// wire (Python's `None`, Go's `nil`, JavaScript's `undefined`): the
    /// hint is absent, and a fix
    /// that writes it replaces this value rather than adding a second key.
    pub fn written_omitted(&self, hint: Hint) -> Option<&'v Member<'a>> {
        self.hint_objects().find_map(|object| {
            let prop = object.last(hint.key())?;
            let omitted = matches!(prop.value, Value::Undefined(_))
                || matches!(prop.value, Value::Null(_))
                    && matches!(&object.layout, Layout::Code(syntax) if syntax.omits_null());
            omitted.then_some(prop)
        })
    }

    /// The tool's name for messages: `` `name` ``; for a tool of source
    /// code named at run time, its registration's line (the diagnostic
    /// already names the file); else its pointer.
    pub fn label(&self) -> String {
        match &self.name {
            Some(name) => ["`", name, "`"].concat(),
            None if self.is_code() => format!(
                "the tool registered at line {} (named at run time)",
                self.line()
            ),
            None if self.pointer.is_empty() => "the tool".to_owned(),
            None => format!("the tool at {}", self.pointer),
        }
    }

    /// Whether the tool is registered in source code, where its pointer is
    /// hintlint's own numbering and messages say lines instead.
    pub fn is_code(&self) -> bool {
        matches!(self.object.layout, Layout::Code(_))
    }

    /// The 1-based line of the tool's anchor.
    fn line(&self) -> usize {
        self.line_at(self.anchor.start)
    }

    /// The 1-based line of `offset` in the tool's file.
    pub fn line_at(&self, offset: usize) -> usize {
        let before = self.text.get(..offset).unwrap_or(self.text);
        1 + before.bytes().filter(|&byte| byte == b'\n').count()
    }

    /// The method whose profile-maximal state fixes aim at: the tool's own
    /// Core method or, for an object bound to several methods, the one that
    /// justifies least (the justified sets are nested: GET ⊃ PUT = DELETE ⊃
    /// POST = PATCH), so that the fixed state is sound for every one of
    /// them. `None` when a method involved is outside the Core.
    pub fn fix_method(&self) -> Option<Method> {
        let own = self.core_method()?;
        if self.also_bound.is_empty() {
            // Nearly every tool: no list to build.
            return Some(own);
        }
        let methods: Option<Vec<Method>> = std::iter::once(Some(own))
            .chain(self.also_bound.iter().copied())
            .collect();
        Method::justifying_least(&methods?)
    }

    /// A note for findings on an object bound to several methods.
    pub fn shared_note(&self) -> Option<String> {
        if self.also_bound.is_empty() {
            return None;
        }
        let others: Vec<&str> = self
            .also_bound
            .iter()
            .map(|method| method.map_or("a method outside the Core", Method::as_str))
            .collect();
        let aim = match self.fix_method() {
            Some(method) => {
                format!("fixes aim at {method}'s profile-maximal state, the one sound for all")
            }
            None => {
                "no state is judged maximal for all of them, so no fix changes a claim".to_owned()
            }
        };
        let what = match self.annotations_key {
            "annotations" => "the caller may also choose",
            _ => "this operation is also served as",
        };
        Some(format!("{what} {}; {aim}", others.join(", ")))
    }

    /// Whether `hint` waits for a rename: a near-miss spelling of it
    /// (`readonlyHint`) is written where the hint itself is not, or, for a
    /// dependent hint, `readOnlyHint` is misspelt (the dependent's value
    /// depends on it). Nothing fills such a hint in; the rename comes first,
    /// so that the result does not depend on the order of the runs.
    pub fn misspelt(&self, hint: Hint) -> bool {
        self.misspelt_key(hint)
            || (hint.read_only_consistent_value().is_some() && self.misspelt_key(Hint::ReadOnly))
    }

    /// Whether the tool's platform has `hint` (WebMCP has `readOnlyHint`
    /// only).
    pub fn carries(&self, hint: Hint) -> bool {
        self.carried.contains(&hint)
    }

    /// Whether a near miss of `hint`'s own key is written without the key.
    fn misspelt_key(&self, hint: Hint) -> bool {
        self.hint_objects().any(|object| {
            object.last(hint.key()).is_none()
                && object.members.iter().any(|prop| {
                    crate::base::hint::near_miss(prop.key.value.as_ref()) == Some(hint.key())
                })
        })
    }

    /// For hints written outside the tool's own object (a YAML alias of an
    /// anchor defined elsewhere), a note saying so: findings point at the
    /// anchor, and editing it changes every alias of it.
    pub fn alias_note(&self) -> Option<String> {
        let Annotations::Object(_, annotations) = self.annotations else {
            return None;
        };
        // Source code says where its constants come from itself.
        if matches!(self.object.layout, crate::document::Layout::Code(_)) {
            return None;
        }
        let inside = self.object.span.start() <= annotations.span.start()
            && annotations.span.end() <= self.object.span.end();
        (!inside).then(|| {
            format!(
                "the hints of {} come from a YAML anchor defined elsewhere (through an \
                 alias): findings point at the anchor, and a fix there changes every alias \
                 of it",
                self.label()
            )
        })
    }

    /// Appends `hint` set to `value` as this tool's file writes it: `"readOnlyHint":
    /// true` in a manifest, `readOnlyHint=True` in a Python call,
    /// `mcp.WithReadOnlyHintAnnotation(true)` among mcp-go's options.
    pub fn push_spelled(&self, out: &mut String, hint: Hint, value: bool) {
        let object = match self.annotations {
            Annotations::Object(_, annotations) => annotations,
            Annotations::Absent | Annotations::NotAnObject(_) => self.object,
        };
        match &object.layout {
            crate::document::Layout::Code(syntax) => out.push_str(
                &crate::document::spelling::spelled(self.text, object, **syntax, hint.key(), value),
            ),
            // YAML writes keys plain.
            crate::document::Layout::YamlBlock(_) | crate::document::Layout::YamlFlow => {
                out.push_str(hint.key());
                out.push_str(if value { ": true" } else { ": false" });
            }
            crate::document::Layout::Json => {
                out.push('"');
                out.push_str(hint.key());
                out.push_str(if value { "\": true" } else { "\": false" });
            }
        }
    }

    /// The method fixes aim at: the one it is bound to, else, when its
    /// `readOnlyHint: true` is contradicted, the one its handler certainly
    /// calls (a fix then lowers the claim to that method's maximal state
    /// rather than cement it).
    pub fn aimed_method(&self) -> Option<Method> {
        self.fix_method().or_else(|| {
            if !self.read_only_contradicted() {
                return None;
            }
            Some(self.handler_effects.as_deref()?.method()?.0)
        })
    }

    /// Whether `readOnlyHint: true` is written and contradicted: its
    /// handler certainly calls a method that writes, or its name or
    /// description starts with a destructive verb (`delete_user`). No safe
    /// fix then writes the hints that depend on the claim.
    pub fn read_only_contradicted(&self) -> bool {
        if self.hint_bool(Hint::ReadOnly) != Some(true) {
            return false;
        }
        let writes = self
            .handler_effects
            .as_deref()
            .and_then(|effects| effects.method())
            .is_some_and(|(method, _)| method != Method::Get);
        let verbs = super::actions::DestructiveVerbs::default();
        let description = match self.object.get("description") {
            Some(Value::String(text)) => Some(text.value.as_ref()),
            _ => None,
        };
        let says_destructive = [self.name.as_deref(), description]
            .into_iter()
            .flatten()
            .any(|text| verbs.contains(&first_word(text)));
        writes || says_destructive
    }

    /// The Core method this tool is bound to, if it is bound to one.
    pub fn core_method(&self) -> Option<Method> {
        match self.binding.as_ref()?.method {
            BoundMethod::Core(method) => Some(method),
            BoundMethod::Uncovered(_) | BoundMethod::NotAString => None,
        }
    }
}

/// The first word of a name or sentence, lower-cased: `delete` of
/// `delete_user`, `deleteUser` and `Delete a user`.
fn first_word(text: &str) -> String {
    let start = text.trim_start_matches(|c: char| !c.is_ascii_alphabetic());
    let mut chars = start.chars();
    let first = chars.next().map(|c| c.to_ascii_lowercase());
    first
        .into_iter()
        .chain(chars.take_while(char::is_ascii_lowercase))
        .collect()
}
