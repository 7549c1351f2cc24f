//! Drift between two captures of a server's tools (`hintlint diff`): tools
//! added and removed, and every hint whose value in effect changed,
//! classified as a stronger claim (a guarantee clients may now rely on:
//! needs review) or a weaker one.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::base::hint::Hint;
use crate::lint::options::Options;
use crate::lint::{FileContext, read_tools};
use crate::tools::manifest::HintValue;
use crate::tools::parse::{self, Dialect};

/// One hint of one tool as a capture states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Stated {
    /// The boolean written (`None`: absent, or not a boolean, so the
    /// documented default applies).
    pub written: Option<bool>,
    /// The value in effect: the written boolean, else the default.
    pub effective: bool,
    /// The value spec-conformant clients act on: under `readOnlyHint:
    /// true` a dependent hint is inactive and read-only implies its
    /// consistent value.
    pub read: bool,
}

/// The four hints of a tool, in `Hint::ALL` order.
pub type ToolHints = [Stated; 4];

/// The tools of one capture.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Capture {
    /// Every occurrence of each name, in order (a repeated name is more
    /// than one tool to clients that keep either).
    pub tools: BTreeMap<String, Vec<ToolHints>>,
    /// Tools whose hints hintlint cannot read statically (source code that
    /// computes them, an import it cannot follow): named, or located.
    pub unjudged: Vec<String>,
}

impl Capture {
    /// The hints of the first tool named `name`.
    pub fn get(&self, name: &str) -> Option<&ToolHints> {
        self.tools
            .get(name)
            .and_then(|occurrences| occurrences.first())
    }
}

/// How a hint changed between captures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChangeKind {
    /// The new value claims a guarantee the old one did not (a tool became
    /// read-only, non-destructive, idempotent or closed-world): clients may
    /// now auto-approve or retry it.
    Stronger,
    /// The new value gives up a guarantee.
    Weaker,
    /// Written out, left to the default or changed under `readOnlyHint:
    /// true`, with no change for spec-conformant clients.
    Restated,
}

/// One changed hint.
#[derive(Debug, Clone, Serialize)]
pub struct Change {
    /// The tool.
    pub tool: String,
    /// The hint's key.
    pub hint: &'static str,
    /// Before.
    pub old: Stated,
    /// After.
    pub new: Stated,
    /// Its classification.
    pub kind: ChangeKind,
}

/// Everything that changed.
#[derive(Debug, Default, Serialize)]
pub struct Drift {
    /// Tools only the new capture has, with the claims they make.
    pub added: Vec<Added>,
    /// Tools only the old capture has.
    pub removed: Vec<String>,
    /// Changed hints of tools both have, stronger claims first.
    pub changes: Vec<Change>,
    /// Tools of either capture whose hints cannot be compared (not read
    /// statically): the drift gate cannot vouch for them.
    pub not_comparable: Vec<String>,
}

/// A tool only the new capture has.
#[derive(Debug, Clone, Serialize)]
pub struct Added {
    /// The tool.
    pub tool: String,
    /// The guarantees it claims: the hints written with a value (as
    /// spec-conformant clients read it) other than the documented default.
    pub claims: Vec<String>,
}

impl Drift {
    /// The number of stronger claims.
    pub fn stronger(&self) -> usize {
        self.count(ChangeKind::Stronger)
    }

    /// Whether the drift gate fails: a stronger claim, or a tool whose
    /// claims cannot be compared.
    pub fn fails(&self) -> bool {
        self.stronger() > 0 || !self.not_comparable.is_empty()
    }

    /// The number of changes of `kind`.
    pub fn count(&self, kind: ChangeKind) -> usize {
        self.changes
            .iter()
            .filter(|change| change.kind == kind)
            .count()
    }
}

/// Reads the tools of a capture as `check` reads them (any manifest shape
/// hintlint recognises, or an OpenAPI document's operations; source code
/// with its imports followed from `path`, the file it was read from);
/// `Err` says why the text is none.
#[cfg_attr(not(feature = "source"), expect(unused_variables))]
pub fn read(
    text: &str,
    dialect: Dialect,
    place: Option<crate::base::files::Place<'_>>,
) -> Result<Capture, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    #[cfg(feature = "source")]
    if let Dialect::Code(language) = dialect {
        use crate::lint::judge::Registrations;
        let file = match crate::lint::judge::registrations(
            text,
            language,
            crate::lint::inputs::Origin::Named,
            place,
        ) {
            Registrations::None(_) => return Ok(Capture::default()),
            Registrations::Failed(failure) => return Err(failure.message),
            Registrations::Read(file) => file,
        };
        let mut capture = capture_of(&crate::lint::judge::tools(text, &file));
        capture.unjudged = file
            .unjudged
            .iter()
            .map(|unjudged| match &unjudged.name {
                Some(name) => name.value.clone().into_owned(),
                None => format!(
                    "an unnamed tool at line {}",
                    1 + memchr::memchr_iter(
                        b'\n',
                        text.as_bytes()
                            .get(..unjudged.opaque.span.start)
                            .unwrap_or_default()
                    )
                    .count()
                ),
            })
            .collect();
        return Ok(capture);
    }
    let root = parse::parse(text, dialect).map_err(|failure| failure.message)?;
    let options = Options::default();
    let (tools, _, _) =
        read_tools(text, &root, FileContext::named(&options)).map_err(str::to_owned)?;
    Ok(capture_of(&tools))
}

/// The hints of `tools`, by name, as clients read them.
fn capture_of(tools: &[crate::tools::manifest::Tool<'_, '_>]) -> Capture {
    let mut capture = Capture::default();
    for tool in tools {
        let Some(name) = tool.name.as_deref() else {
            continue;
        };
        let mut hints = Hint::ALL.map(|hint| {
            let written = match tool.hint(hint) {
                HintValue::Bool(value, _) => Some(value),
                HintValue::Absent | HintValue::Invalid(_) => None,
            };
            let effective = written.unwrap_or(hint.default_value());
            Stated {
                written,
                effective,
                read: effective,
            }
        });
        if hints[0].effective {
            for (hint, stated) in Hint::ALL.iter().zip(hints.iter_mut()) {
                if let Some(consistent) = hint.read_only_consistent_value() {
                    stated.read = consistent;
                }
            }
        }
        capture
            .tools
            .entry(name.to_owned())
            .or_default()
            .push(hints);
    }
    capture
}

/// The name a change of the `index`th of `count` tools named `name` is
/// shown under: the name, and which occurrence when it repeats.
fn occurrence(name: &str, index: usize, count: usize) -> String {
    if count > 1 {
        format!("{name} (occurrence {} of {count})", index + 1)
    } else {
        name.to_owned()
    }
}

/// Compares two captures.
pub fn compare(old: &Capture, new: &Capture) -> Drift {
    let mut drift = Drift::default();
    for (name, occurrences) in &new.tools {
        let Some(earlier) = old.tools.get(name) else {
            for hints in occurrences {
                drift.added.push(added(name, hints));
            }
            continue;
        };
        // Each occurrence is compared with the one in its place before (an
        // occurrence the old capture lacks, with its last one): a repeated
        // name cannot hide a stronger claim, whichever one a client keeps.
        for (index, hints) in occurrences.iter().enumerate() {
            let Some(before) = earlier.get(index).or(earlier.last()) else {
                continue;
            };
            let tool = occurrence(name, index, occurrences.len().max(earlier.len()));
            compare_tool(&tool, before, hints, &mut drift);
        }
    }
    drift.removed = old
        .tools
        .keys()
        .filter(|name| !new.tools.contains_key(*name))
        .cloned()
        .collect();
    drift.changes.sort_by_key(|change| change.kind);
    let mut not_comparable: Vec<String> =
        old.unjudged.iter().chain(&new.unjudged).cloned().collect();
    not_comparable.sort();
    not_comparable.dedup();
    drift.not_comparable = not_comparable;
    drift
}

/// The tool `name` only the new capture has, with its claims.
fn added(name: &str, hints: &ToolHints) -> Added {
    Added {
        tool: name.to_owned(),
        claims: Hint::ALL
            .iter()
            .zip(hints)
            .filter(|(hint, stated)| {
                stated.read != hint.default_value() && stated.written.is_some()
            })
            .map(|(hint, stated)| format!("{}: {}", hint.key(), stated.read))
            .collect(),
    }
}

/// The changed hints of one tool.
fn compare_tool(name: &str, before: &ToolHints, hints: &ToolHints, drift: &mut Drift) {
    for ((hint, old), new) in Hint::ALL.iter().zip(before).zip(hints) {
        // Judged as spec-conformant clients act on the hints: a dependent
        // hint written out under `readOnlyHint: true` claims nothing new.
        if old.written == new.written && old.effective == new.effective {
            // Unchanged itself: at most a consequence of a change of
            // `readOnlyHint`, which is reported.
            continue;
        }
        let kind = if old.read == new.read {
            ChangeKind::Restated
        } else if new.read != hint.default_value() {
            // Away from the default is toward the guarantee the hint
            // claims (the defaults claim nothing).
            ChangeKind::Stronger
        } else {
            ChangeKind::Weaker
        };
        drift.changes.push(Change {
            tool: name.to_owned(),
            hint: hint.key(),
            old: *old,
            new: *new,
            kind,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn capture(text: &str) -> Capture {
        read(text, Dialect::Json, None).expect("a manifest")
    }

    #[test]
    fn an_openapi_document_is_read_as_check_reads_it() {
        let capture = read(
            r#"{"openapi": "3.1.0", "paths": {"/a": {"get": {"operationId": "getA",
                "x-mcp-annotations": {"readOnlyHint": true}}}}}"#,
            Dialect::Json,
            None,
        )
        .expect("an OpenAPI document");
        assert_eq!(
            capture.get("getA").map(|hints| hints[0].written),
            Some(Some(true))
        );
    }

    #[test]
    fn changes_are_classified_by_the_value_in_effect() {
        let old = capture(
            r#"[{"name": "a", "inputSchema": {}, "annotations": {"destructiveHint": true}},
                {"name": "b", "inputSchema": {}, "annotations": {"readOnlyHint": true}},
                {"name": "c", "inputSchema": {}},
                {"name": "gone", "inputSchema": {}}]"#,
        );
        let new = capture(
            r#"[{"name": "a", "inputSchema": {}, "annotations": {"destructiveHint": false}},
                {"name": "b", "inputSchema": {}, "annotations": {"readOnlyHint": "yes"}},
                {"name": "c", "inputSchema": {}, "annotations": {"openWorldHint": true}},
                {"name": "new", "inputSchema": {}, "annotations": {"readOnlyHint": true}}]"#,
        );
        let drift = compare(&old, &new);
        let kinds: Vec<(&str, &str, ChangeKind)> = drift
            .changes
            .iter()
            .map(|change| (change.tool.as_str(), change.hint, change.kind))
            .collect();
        assert_eq!(
            kinds,
            [
                ("a", "destructiveHint", ChangeKind::Stronger),
                // An invalid value is the default: read-only is lost.
                ("b", "readOnlyHint", ChangeKind::Weaker),
                ("c", "openWorldHint", ChangeKind::Restated),
            ]
        );
        assert_eq!(drift.removed, ["gone"]);
        assert_eq!(drift.added.len(), 1);
        assert_eq!(drift.added[0].claims, ["readOnlyHint: true"]);
        assert_eq!(drift.stronger(), 1);
    }
}
