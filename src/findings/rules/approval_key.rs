//! `approval-key`: what a tool's `_meta` tells some clients about approval,
//! checked against itself and against the hints the other clients read:
//! a vendor's approval key that is not a boolean (the client ignores it),
//! a read-only tool that demands confirmation, a destructive tool that
//! waives it, and a key under a prefix the MCP specification reserves that
//! neither the specification nor one of its extensions defines.

use crate::base::hint::Hint;
use crate::base::level::Level;
use crate::document::{Member, Value};
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};
use crate::tools::manifest::{HintSource, HintValue, Tool, pointer};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::ApprovalKey,
    name: "approval-key",
    default_level: Level::Warn,
    fix: FixSafety::None,
    tags: &["consistency", "clients"],
    summary: "a `_meta` approval key is not a boolean, contradicts the tool's hints, or uses a prefix the MCP spec reserves",
    doc: include_str!("../../../rules/approval-key.md"),
    check: Check::Tool(check),
};

/// A `_meta` key a client reads to decide whether to ask before a call.
pub struct ApprovalKey {
    /// The key.
    pub key: &'static str,
    /// The member of the key's object that holds the boolean, for a key
    /// whose value is an object (`requiresReview` of action-metadata).
    pub member: Option<&'static str>,
    /// The client that reads it.
    pub client: &'static str,
    /// What `true` makes that client do.
    pub when_true: &'static str,
}

impl ApprovalKey {
    /// The key as messages show it: `` `key` `` or `` `key` › `member` ``.
    fn shown(&self) -> String {
        match self.member {
            Some(member) => format!("`{}` › `{member}`", self.key),
            None => format!("`{}`", self.key),
        }
    }

    /// The key written with `value`: `` `key: false` ``.
    fn written(&self, value: bool) -> String {
        match self.member {
            Some(member) => format!("`{}` › `{member}: {value}`", self.key),
            None => format!("`{}: {value}`", self.key),
        }
    }

    /// The name the boolean is written under: the member, or the key.
    fn leaf(&self) -> &'static str {
        self.member.unwrap_or(self.key)
    }
}

/// The key of the action-metadata extension.
const ACTION_METADATA: &str = "io.modelcontextprotocol/action-metadata";

/// The approval keys hintlint knows, with their sources on the rule's page.
pub const APPROVAL_KEYS: [ApprovalKey; 3] = [
    ApprovalKey {
        key: "anthropic/requiresUserInteraction",
        member: None,
        client: "Claude Code",
        when_true: "asks before every call, in every permission mode",
    },
    ApprovalKey {
        key: "cursor/requiresConfirmation",
        member: None,
        client: "Cursor",
        when_true: "asks before every call",
    },
    ApprovalKey {
        key: ACTION_METADATA,
        member: Some("requiresReview"),
        client: "an action-metadata client",
        when_true: "holds every call for review",
    },
];

/// The identifiers of the extensions of MCP, under the specification's own
/// prefix, whose keys a tool's `_meta` may carry: not misuse of the reserved
/// prefix. Their sources and the date they were read are on the rule's page.
pub const EXTENSIONS: [&str; 6] = [
    ACTION_METADATA,
    "io.modelcontextprotocol/ui",
    "io.modelcontextprotocol/tasks",
    "io.modelcontextprotocol/trust-annotations",
    crate::base::protocol::TOOL_RESOLUTION_KEY,
    crate::base::protocol::DISPLAY_TEMPLATES_KEY,
];

/// Keys under a reserved prefix that the MCP specification itself defines.
const SPECIFIED_KEYS: [&str; 1] = ["io.modelcontextprotocol/related-task"];

/// Whether the specification or one of its extensions defines `key`.
fn defined(key: &str) -> bool {
    SPECIFIED_KEYS.contains(&key) || EXTENSIONS.contains(&key)
}

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
            match known.member {
                None => approval(tool, context, member, known, pointer(key), found),
                Some(inner) => {
                    // The extension's other members are its own business.
                    if let Value::Object(fields) = &member.value
                        && let Some(field) = fields.last(inner)
                    {
                        let at = pointer::child(&pointer(key), inner);
                        approval(tool, context, field, known, at, found);
                    }
                }
            }
        } else if reserved(key) && !defined(key) {
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
    let shown = known.shown();
    let Value::Bool(demands, _) = member.value else {
        found.push(
            Diagnostic::new(
                Rule::ApprovalKey,
                format!(
                    "{}'s `_meta` key {shown} is not a boolean: {} ignores it",
                    tool.label(),
                    known.client
                ),
                member.value.span(),
                "not true or false",
            )
            .on(tool, pointer)
            .with_help(format!("write `\"{}\": true` or `false`", known.leaf())),
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
                "{} claims readOnlyHint: true, but {shown} makes {} ask before every call",
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
                    .with_help(format!(
                        "if the tool only reads, {}; if it must be confirmed, it is not \
                         read-only: readOnlyHint: false",
                        match known.member {
                            Some(member) => format!("write `{member}: false`"),
                            None => "drop the key".to_owned(),
                        }
                    ))
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
                "{} claims destructiveHint: true, but {} waives {}'s confirmation",
                tool.label(),
                known.written(false),
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
                        "remove `{}: false`{}, or, if the tool destroys nothing, say so in its \
                         hints",
                        known.leaf(),
                        // The draft of action-metadata names no default.
                        if known.member.is_none() {
                            " (false is the default)"
                        } else {
                            ""
                        }
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
    use super::{EXTENSIONS, defined, reserved};

    #[test]
    fn the_page_gives_every_extension_a_source() {
        let page = super::INFO.doc;
        for key in EXTENSIONS {
            assert!(
                page.lines()
                    .any(|line| line.starts_with(&format!("| `{key}` |"))),
                "{key} has no row on rules/approval-key.md"
            );
        }
    }

    #[test]
    fn the_extensions_keys_are_defined_and_their_neighbours_not() {
        assert!(defined("io.modelcontextprotocol/action-metadata"));
        assert!(defined("io.modelcontextprotocol/ui"));
        assert!(defined("io.modelcontextprotocol/tasks"));
        assert!(defined("io.modelcontextprotocol/trust-annotations"));
        assert!(defined("io.modelcontextprotocol/related-task"));
        assert!(!defined("io.modelcontextprotocol/action-metadata-v2"));
        assert!(!defined("io.modelcontextprotocol/UI"));
        assert!(!defined("dev.mcp/tasks"));
    }

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
