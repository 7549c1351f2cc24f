//! `approval-key`: what a tool's `_meta` tells some clients about approval,
//! checked against itself and against the hints the other clients read:
//! a vendor's approval key that is not a boolean (the client ignores it),
//! a read-only tool that demands confirmation, a destructive tool that
//! waives it, and a key under a prefix the MCP specification reserves.

use crate::diagnostic::Diagnostic;
use crate::document::{Member, Value};
use crate::hint::Hint;
use crate::level::Level;
use crate::manifest::{HintSource, HintValue, Tool, pointer};
use crate::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::ApprovalKey,
    name: "approval-key",
    default_level: Level::Warn,
    fix: FixSafety::None,
    tags: &["consistency", "clients"],
    summary: "a `_meta` approval key is not a boolean, contradicts the tool's hints, or uses a prefix the MCP spec reserves",
    doc: include_str!("../../rules/approval-key.md"),
    check: Check::Tool(check),
};

/// A `_meta` key a client reads to decide whether to ask before a call.
pub struct ApprovalKey {
    /// The key.
    pub key: &'static str,
    /// The client that reads it.
    pub client: &'static str,
    /// What `true` makes that client do.
    pub when_true: &'static str,
}

/// The approval keys hintlint knows, with their sources on the rule's page.
pub const APPROVAL_KEYS: [ApprovalKey; 2] = [
    ApprovalKey {
        key: "anthropic/requiresUserInteraction",
        client: "Claude Code",
        when_true: "asks before every call, in every permission mode",
    },
    ApprovalKey {
        key: "cursor/requiresConfirmation",
        client: "Cursor",
        when_true: "asks before every call",
    },
];

/// Keys under a reserved prefix that the MCP specification itself defines.
const SPECIFIED_KEYS: [&str; 1] = ["io.modelcontextprotocol/related-task"];

/// Checks the `_meta` object of `tool`.
pub fn check(tool: &Tool<'_, '_>, context: &Context, found: &mut Vec<Diagnostic>) {
    let Some(meta) = tool.object.last("_meta") else {
        return;
    };
    let Value::Object(object) = &meta.value else {
        return;
    };
    // Made only for a finding: nearly every tool's `_meta` has none.
    let pointer = |key: &str| pointer::child(&pointer::child(&tool.pointer, "_meta"), key);
    for member in &object.members {
        let key = member.key.value.as_ref();
        if let Some(known) = APPROVAL_KEYS.iter().find(|known| known.key == key) {
            approval(tool, context, member, known, pointer(key), found);
        } else if reserved(key) && !SPECIFIED_KEYS.contains(&key) {
            found.push(
                Diagnostic::new(
                    Rule::ApprovalKey,
                    format!(
                        "{}'s `_meta` key `{key}` uses a prefix the MCP specification reserves",
                        tool.label()
                    ),
                    member.key.span.range(),
                    "a reserved prefix",
                )
                .on(tool, pointer(key))
                .with_help("name your own keys under a prefix of your own (`example.com/…`)")
                .with_note(Some(
                    "a prefix with a `modelcontextprotocol` or `mcp` label is reserved for the \
                     MCP specification's own keys (Basic › General fields › `_meta`): a later \
                     version may give this key a meaning"
                        .to_owned(),
                )),
            );
        }
    }
}

/// Checks one approval key of `known`'s client.
fn approval(
    tool: &Tool<'_, '_>,
    context: &Context,
    member: &Member<'_>,
    known: &ApprovalKey,
    pointer: String,
    found: &mut Vec<Diagnostic>,
) {
    let key = known.key;
    let Value::Bool(demands, _) = member.value else {
        found.push(
            Diagnostic::new(
                Rule::ApprovalKey,
                format!(
                    "{}'s `_meta` key `{key}` is not a boolean: {} ignores it",
                    tool.label(),
                    known.client
                ),
                member.value.span(),
                "not true or false",
            )
            .on(tool, pointer)
            .with_help(format!("write `\"{key}\": true` or `false`")),
        );
        return;
    };
    let hint_label = |hint: Hint, diagnostic: Diagnostic| match tool.hint(hint) {
        HintValue::Bool(value, HintSource::Written(written)) => {
            diagnostic.with_label(written.span(), format!("{}: {value}", hint.key()))
        }
        _ => diagnostic,
    };
    let read_only = matches!(tool.hint(Hint::ReadOnly), HintValue::Bool(true, _));
    let destructive = matches!(tool.hint(Hint::Destructive), HintValue::Bool(true, _));
    if demands && read_only {
        let diagnostic = Diagnostic::new(
            Rule::ApprovalKey,
            format!(
                "{} claims readOnlyHint: true, but `{key}` makes {} ask before every call",
                tool.label(),
                known.client
            ),
            member.span(),
            format!("{} {}", known.client, known.when_true),
        )
        .on(tool, pointer);
        found.push(hint_label(Hint::ReadOnly, diagnostic).with_details(
            context.brief,
            |diagnostic| {
                diagnostic
                    .with_help(
                        "if the tool only reads, drop the key; if it must be confirmed, it is \
                         not read-only: readOnlyHint: false",
                    )
                    .with_note(Some(
                        "clients that read the hints auto-approve a read-only tool: the tool \
                         tells one client to ask and the others not to"
                            .to_owned(),
                    ))
            },
        ));
    } else if !demands && destructive && !read_only {
        let diagnostic = Diagnostic::new(
            Rule::ApprovalKey,
            format!(
                "{} claims destructiveHint: true, but `{key}: false` waives {}'s confirmation",
                tool.label(),
                known.client
            ),
            member.span(),
            "confirmation waived",
        )
        .on(tool, pointer);
        found.push(hint_label(Hint::Destructive, diagnostic).with_details(
            context.brief,
            |diagnostic| {
                diagnostic
                    .with_help(format!(
                        "remove `{key}: false` (false is the default), or, if the tool destroys \
                         nothing, say so in its hints"
                    ))
                    .with_note(Some(
                        "clients that read the hints ask before a destructive call: the tool \
                         tells one client to ask and another not to"
                            .to_owned(),
                    ))
            },
        ));
    }
}

/// Whether `key`'s prefix (before its last `/`) has a label the MCP
/// specification reserves: `modelcontextprotocol` or `mcp`
/// (`io.modelcontextprotocol/x`, `dev.mcp/x`, `tools.mcp.com/x`).
pub fn reserved(key: &str) -> bool {
    let Some((prefix, _)) = key.rsplit_once('/') else {
        return false;
    };
    prefix.split('.').any(|label| {
        label.eq_ignore_ascii_case("modelcontextprotocol") || label.eq_ignore_ascii_case("mcp")
    })
}

#[cfg(test)]
mod tests {
    use super::reserved;

    #[test]
    fn reserved_prefixes_have_an_mcp_label() {
        assert!(reserved("io.modelcontextprotocol/x"));
        assert!(reserved("dev.mcp/x"));
        assert!(reserved("tools.mcp.com/x"));
        assert!(!reserved("anthropic/requiresUserInteraction"));
        assert!(!reserved("mcpserver.example/x"));
        assert!(!reserved("progressToken"));
    }
}
