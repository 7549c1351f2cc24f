//! `duplicate-tool-name`: a tool whose name repeats an earlier tool's in the
//! same file. Clients address tools by name and cannot tell the two apart.

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::DuplicateToolName,
    name: "duplicate-tool-name",
    default_level: Level::Deny,
    fix: FixSafety::None,
    tags: &["correctness", "schema"],
    summary: "a tool's name repeats an earlier tool's in the same file",
    doc: include_str!("../../../rules/duplicate-tool-name.md"),
    check: Check::File(check),
};

use crate::base::level::Level;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::Rule;
use crate::findings::rules::{AboutTool, Check, Context, FileMemory, FixSafety, RuleInfo};
use crate::tools::manifest::Tool;

/// Reports every tool whose name an earlier tool already used (in this
/// batch of the file's tools or one before).
pub fn check(
    tools: &[Tool<'_, '_>],
    context: &Context,
    memory: &mut FileMemory,
    found: &mut Vec<Diagnostic>,
) {
    for tool in tools {
        let Some(name) = tool.name.as_deref() else {
            continue;
        };
        let Some((first_anchor, first_pointer)) = memory.first_names.get(name) else {
            memory
                .first_names
                .insert(name.to_owned(), (tool.anchor.clone(), tool.pointer.clone()));
            continue;
        };
        found.push(
            Diagnostic::new(
                Rule::DuplicateToolName,
                format!("duplicate tool name `{name}`"),
                tool.anchor.clone(),
                "used again here",
            )
            .on(tool, tool.pointer.clone())
            .with_details(context.brief, |diagnostic| {
                diagnostic
                    .with_label(
                        first_anchor.clone(),
                        // Source code's pointers are hintlint's numbering.
                        if tool.is_code() {
                            format!("first used at line {}", tool.line_at(first_anchor.start))
                        } else {
                            format!("first used at `{first_pointer}`")
                        },
                    )
                    .with_help("give every tool a unique name: clients call tools by name")
            }),
        );
    }
}
