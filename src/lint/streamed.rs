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
use crate::binding::bind::{Bound, bind};
use crate::document::Value;
use crate::document::json::{self, ToolArray};
use crate::manifest::{Tool, openapi, pointer, shape};
use crate::parse::ParseFailure;
use crate::report::{FileStatus, Finding, UsedEntries};
use crate::rules::{self, FileMemory};
use crate::source::SourceFile;

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

/// Reads `source` as strict JSON, judging the tools of its array batch by
/// batch.
pub(crate) fn judge<'t>(source: &'t SourceFile, context: FileContext<'_>) -> Outcome<'t> {
    let text = source.text.as_str();
    let sources = sources(context);
    let rules = rule_context(context, true);
    let mut judged = Judged {
        all_named: true,
        ..Judged::default()
    };
    let mut take = |array: ToolArray, first: usize, batch: Vec<Value<'t>>| {
        if first == 0 {
            judged.arrays += 1;
            judged.array = Some(array);
        }
        if judged.arrays > 1 || !judged.all_named {
            return;
        }
        let base = match array {
            ToolArray::Root => "",
            ToolArray::RootTools => "/tools",
        };
        let mut tools = Vec::with_capacity(batch.len());
        for (offset, value) in batch.iter().enumerate() {
            let Value::Object(object) = value else {
                judged.all_named = false;
                return;
            };
            if object.get("name").is_none() {
                judged.all_named = false;
                return;
            }
            judged.any_tool |= shape::looks_like_a_tool(object);
            let at = pointer::child(base, &(first + offset).to_string());
            tools.push(Tool::read(text, at, object));
        }
        judged.tools += tools.len();
        let (tools, bound) = bind(tools, &sources, &mut judged.used.bindings);
        judged.bound.paired += bound.paired;
        judged.bound.unpaired.extend(bound.unpaired);
        let levels = &context.options.levels;
        let found = rules::check_tools(&tools, levels, &rules, &mut judged.memory);
        judged.findings.extend(found);
    };
    let root = match json::read_streaming(text, &mut take) {
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
    settle(&mut findings, &[], &root, source, context, &mut used);
    let status = FileStatus::Manifest {
        tools: judged.tools,
        unpaired: judged.bound.unpaired,
        paired: judged.bound.paired,
        disabled: 0,
        registered: Vec::new(),
    };
    Outcome::Judged((status, findings, used))
}
