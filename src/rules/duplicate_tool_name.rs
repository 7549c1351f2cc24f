//! `duplicate-tool-name`: a tool whose name repeats an earlier tool's in the
//! same file. Clients address tools by name and cannot tell the two apart.

use std::collections::HashMap;

use crate::diagnostic::Diagnostic;
use crate::manifest::Tool;
use crate::rules::Rule;

/// Reports every tool whose name an earlier tool already used.
pub fn check(tools: &[Tool<'_, '_>], found: &mut Vec<Diagnostic>) {
    let mut first_by_name: HashMap<&str, &Tool<'_, '_>> = HashMap::new();
    for tool in tools {
        let Some(name) = tool.name.as_deref() else {
            continue;
        };
        let Some(first) = first_by_name.get(name) else {
            first_by_name.insert(name, tool);
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
            .with_label(
                first.anchor.clone(),
                format!("first used at `{}`", first.pointer),
            )
            .with_help("give every tool a unique name: clients call tools by name"),
        );
    }
}
