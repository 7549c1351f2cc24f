//! Judging a strict-JSON manifest batch by batch while it is read: the
//! tools of its array go to the rules as soon as a batch is read, and each
//! batch's part of the document is let go once judged, so that a large
//! manifest is never held whole. The batches are judged as the tools of a
//! manifest of the usual shape (an array of tools, or a `tools` array in
//! the root object); a document that turns out to be of another shape (an
//! OpenAPI document, a tool with a `tools` member, a second `tools`
//! member) is read again and judged whole, so that every finding is the
//! one judging it whole gives.

use super::{FileContext, rule_context, settle, sources};
use crate::document::Value;
use crate::document::json::{self, ToolArray};
use crate::document::source::SourceFile;
use crate::findings::report::{FileStatus, Finding, UsedEntries};
use crate::findings::rules::{self, FileMemory};
use crate::tools::binding::bind::{Bound, Sources, bind};
use crate::tools::manifest::{Tool, openapi, pointer, shape};
use crate::tools::parse::ParseFailure;

/// How reading a file batch by batch ended.
pub(crate) enum Outcome<'t> {
    /// Its tools were judged batch by batch: the file's status, findings
    /// and the configuration entries they used.
    Judged((FileStatus, Vec<Finding>, UsedEntries)),
    /// No array of tools was met: the document as read, to be judged whole.
    Read(Value<'t>),
    /// The text is not strict JSON.
    Failed(ParseFailure),
    /// Tools were judged, but the document is not of the shape they were
    /// judged in: it is to be read again and judged whole.
    Again,
}

/// What the batches judged so far came to.
#[derive(Default)]
struct Judged {
    /// Where the array of tools met is.
    array: Option<ToolArray>,
    /// How many arrays of tools were met.
    arrays: usize,
    /// How many tools were judged.
    tools: usize,
    /// Whether every element was an object with a `name`.
    all_named: bool,
    /// Whether some element looks like an MCP tool.
    any_tool: bool,
    findings: Vec<Finding>,
    used: UsedEntries,
    bound: Bound,
    memory: FileMemory,
}

/// A batch of tools as the reader hands it over.
type Batch<'t> = (ToolArray, usize, Vec<Value<'t>>);

/// How many batches may wait for their judging while reading goes on.
const WAITING_BATCHES: usize = 0;

/// What judging the batches needs besides them.
struct Judging<'o, 't> {
    text: &'t str,
    context: FileContext<'o>,
    sources: Sources<'o>,
    rules: rules::Context,
}

impl Judged {
    /// Judges one batch: `first` is the index of its first tool in `array`.
    fn take<'t>(&mut self, judging: &Judging<'_, 't>, (array, first, batch): Batch<'t>) {
        if first == 0 {
            self.arrays += 1;
            self.array = Some(array);
        }
        if self.arrays > 1 || !self.all_named {
            return;
        }
        let base = match array {
            ToolArray::Root => "",
            ToolArray::RootTools => "/tools",
        };
        let batch_end = batch.last().map_or(0, |value| value.span().end);
        let mut tools = Vec::with_capacity(batch.len());
        for (offset, value) in batch.iter().enumerate() {
            let Value::Object(object) = value else {
                self.all_named = false;
                return;
            };
            if object.get("name").is_none() {
                self.all_named = false;
                return;
            }
            self.any_tool = self.any_tool || shape::looks_like_a_tool(object);
            let at = pointer::item(base, first + offset);
            tools.push(Tool::read(judging.text, at, object));
        }
        self.tools += tools.len();
        let (mut tools, bound) = bind(tools, &judging.sources, &mut self.used.bindings);
        tools.retain(|tool| super::judged(tool, judging.context.only));
        self.bound.paired += bound.paired;
        self.bound.unpaired.extend(bound.unpaired);
        let levels = &judging.context.options.levels;
        let found = rules::check_tools(&tools, levels, &judging.rules, &mut self.memory);
        if first == 0 {
            self.reserve_like(&found, batch_end, judging.text.len());
        }
        self.findings.extend(found);
    }

    /// Reserves room for the findings of the whole array, judged by those
    /// of its first batch (which ends at byte `end` of a text of `length`),
    /// and half as many again (the first tools are not always typical): the
    /// list is then rarely moved to grow, which would
    /// copy it and fault in fresh pages each time. Room never written is
    /// never touched, so a generous guess costs no memory.
    fn reserve_like(&mut self, found: &[Finding], end: usize, length: usize) {
        let expected = found.len().saturating_mul(length) / end.max(1);
        self.findings.reserve(expected.saturating_add(expected / 2));
    }
}

/// Reads `source` as strict JSON, judging the tools of its array batch by
/// batch: a large text on a thread of its own while reading goes on.
pub(crate) fn judge<'t>(source: &'t SourceFile, context: FileContext<'_>) -> Outcome<'t> {
    let text = source.text.as_str();
    // A large text is read on one thread while the batches already read are
    // judged on another: each batch is judged on that one.
    let threaded = text.len() >= rules::PARALLEL_BYTES;
    let judging = Judging {
        text,
        context,
        sources: sources(context),
        rules: rules::Context {
            one_core: threaded,
            ..rule_context(context, true)
        },
    };
    let mut judged = Judged {
        all_named: true,
        ..Judged::default()
    };
    let read = if threaded {
        read_while_judging(&judging, &mut judged)
    } else {
        json::read_streaming(judging.text, &mut |array, first, batch| {
            judged.take(&judging, (array, first, batch));
        })
    };
    let root = match read {
        Ok(parsed) => parsed.root,
        Err(failure) => return Outcome::Failed(failure),
    };
    let Some(array) = judged.array else {
        return Outcome::Read(root);
    };
    let usual = judged.arrays == 1
        && judged.all_named
        && judged.any_tool
        && !openapi::is_openapi(&root)
        && match (&root, array) {
            (Value::Array(_), ToolArray::Root) => true,
            (Value::Object(object), ToolArray::RootTools) => {
                !shape::is_tool(object)
                    && object
                        .members
                        .iter()
                        .filter(|member| member.key.value == "tools")
                        .count()
                        == 1
            }
            _ => false,
        };
    if !usual {
        return Outcome::Again;
    }
    let mut findings = judged.findings;
    let mut used = judged.used;
    // Every finding was made brief as its tool was judged (when the report
    // is brief).
    let brief_from = findings.len();
    settle(
        &mut findings,
        brief_from,
        &[],
        &root,
        source,
        context,
        &mut used,
    );
    let status = FileStatus::Manifest {
        tools: judged.tools,
        unpaired: judged.bound.unpaired,
        paired: judged.bound.paired,
        disabled: 0,
        registered: Vec::new(),
        assumed: Vec::new(),
    };
    Outcome::Judged((status, findings, used))
}

/// Reads the text on this thread and judges the batches on another as
/// they come (a few may wait; reading pauses when they do).
fn read_while_judging<'t>(
    judging: &Judging<'_, 't>,
    judged: &mut Judged,
) -> Result<json::Parsed<'t>, ParseFailure> {
    std::thread::scope(|scope| {
        let (send, batches) = std::sync::mpsc::sync_channel::<Batch<'t>>(WAITING_BATCHES);
        let judge = scope.spawn(move || {
            for batch in batches {
                judged.take(judging, batch);
            }
        });
        let read = json::read_streaming(judging.text, &mut |array, first, batch| {
            // The judging thread ends only when the sender goes.
            let _ = send.send((array, first, batch));
        });
        drop(send);
        if let Err(panic) = judge.join() {
            std::panic::resume_unwind(panic);
        }
        read
    })
}

#[cfg(test)]
mod tests {
    use super::{Outcome, judge};
    use crate::document::source::SourceFile;
    use crate::lint::FileContext;
    use crate::lint::options::Options;

    fn outcome_of(text: &str) -> &'static str {
        let options = Options::default();
        let source = SourceFile::new("tools.json", text.to_owned());
        match judge(&source, FileContext::named(&options)) {
            Outcome::Judged(_) => "judged",
            Outcome::Read(_) => "read",
            Outcome::Failed(_) => "failed",
            Outcome::Again => "again",
        }
    }

    const TOOL: &str = r#"{"name": "t", "inputSchema": {}, "annotations": {"readOnlyHint": true}}"#;

    /// The usual shapes are judged batch by batch; the tests comparing with
    /// whole judging would pass if they were not.
    #[test]
    fn usual_manifests_are_judged_while_read() {
        assert_eq!(outcome_of(&format!("[{TOOL}]")), "judged");
        assert_eq!(
            outcome_of(&format!(r#"{{"tools": [{TOOL}, {TOOL}]}}"#)),
            "judged"
        );
    }

    #[test]
    fn other_documents_are_read_whole_or_again() {
        assert_eq!(outcome_of(r#"{"tools": []}"#), "read");
        assert_eq!(outcome_of(r#"[{"id": 1}]"#), "read");
        let openapi = format!(r#"{{"openapi": "3.1.0", "tools": [{TOOL}]}}"#);
        assert_eq!(outcome_of(&openapi), "again");
        assert_eq!(
            outcome_of(&format!(r#"{{"tools": [{TOOL}], "tools": []}}"#)),
            "again"
        );
        assert_eq!(outcome_of(&format!("[{TOOL}, 1]")), "again");
        assert_eq!(outcome_of(&format!("[{TOOL}")), "failed");
    }
}
