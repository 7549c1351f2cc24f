//! What MCP clients do with a tool's hints: a small table, each row read
//! from the client's own source at a named commit and dated, and the
//! decision each makes for the hints a tool sends. `docs/clients.md`
//! prints the table (a test holds the two together); `explain --tool`,
//! `census` and `missing-annotation` use it. A client whose behaviour no
//! source here shows is not listed.

use crate::hint::Hint;
use crate::manifest::{HintValue, Tool};

/// The hints a tool sends, as a client receives them: a boolean, or
/// nothing (not written, or not a boolean, which clients ignore).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Sent {
    /// `readOnlyHint`.
    pub read_only: Option<bool>,
    /// `destructiveHint`.
    pub destructive: Option<bool>,
    /// `idempotentHint`.
    pub idempotent: Option<bool>,
    /// `openWorldHint`.
    pub open_world: Option<bool>,
}

impl Sent {
    /// What `tool` sends: what it writes, else what its SDK or translator
    /// sends for it.
    pub fn of(tool: &Tool<'_, '_>) -> Sent {
        let sent = |hint: Hint| match tool.hint(hint) {
            HintValue::Bool(value, _) => Some(value),
            HintValue::Absent | HintValue::Invalid(_) => None,
        };
        Sent {
            read_only: sent(Hint::ReadOnly),
            destructive: sent(Hint::Destructive),
            idempotent: sent(Hint::Idempotent),
            open_world: sent(Hint::OpenWorld),
        }
    }
}

impl Sent {
    /// What is sent for `hint`.
    pub fn get(self, hint: Hint) -> Option<bool> {
        match hint {
            Hint::ReadOnly => self.read_only,
            Hint::Destructive => self.destructive,
            Hint::Idempotent => self.idempotent,
            Hint::OpenWorld => self.open_world,
        }
    }
}

/// What a client does before it calls a tool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Before {
    /// Calls it without asking.
    AutoApproves,
    /// Asks the person first.
    Asks,
}

impl Before {
    /// `auto-approves` or `asks before every call`.
    pub fn as_str(self) -> &'static str {
        match self {
            Before::AutoApproves => "auto-approves it",
            Before::Asks => "asks before every call",
        }
    }
}

/// What one client does with one tool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    /// Before a call.
    pub before: Before,
    /// Why, from the hints it reads.
    pub because: String,
    /// What else it does with the hints (after a call), when anything.
    pub also: Option<&'static str>,
}

/// One client, as its source was read.
pub struct Client {
    /// Its name.
    pub name: &'static str,
    /// What was read: repository and commit.
    pub revision: &'static str,
    /// The file, and the function or place in it.
    pub source: &'static str,
    /// When it was read.
    pub read: &'static str,
    /// The mode the decision is for, when the client has several.
    pub mode: &'static str,
    /// How it reads the hints, in a sentence.
    pub reads: &'static str,
    /// Its decision for the hints a tool sends.
    pub decide: fn(Sent) -> Decision,
}

/// Every listed client.
pub const CLIENTS: [Client; 2] = [
    Client {
        name: "Codex",
        revision: "openai/codex, commit 002500f2",
        source: "codex-rs/core/src/mcp_tool_call.rs, requires_mcp_tool_approval",
        read: "2026-12-01",
        mode: "its default `auto` approval mode for MCP tools (`prompt` always asks, `approve` never)",
        reads: "missing hints as the spec's defaults (destructive and open-world); destructiveHint: true wins over readOnlyHint: true; idempotentHint is not read",
        decide: codex,
    },
    Client {
        name: "VS Code",
        revision: "microsoft/vscode, commit b801fe97",
        source: "src/vs/workbench/contrib/mcp/common/mcpLanguageModelToolContribution.ts, prepareToolInvocation",
        read: "2026-12-01",
        mode: "agent mode, no tool allowed in advance (its prompt can allow a tool always)",
        reads: "only readOnlyHint: true and openWorldHint: true (a missing hint is false); destructiveHint and idempotentHint are not read",
        decide: vs_code,
    },
];

fn codex(sent: Sent) -> Decision {
    let (before, because) = if sent.destructive == Some(true) {
        (
            Before::Asks,
            "destructiveHint: true, which wins over readOnlyHint".to_owned(),
        )
    } else if sent.read_only == Some(true) {
        (Before::AutoApproves, "readOnlyHint: true".to_owned())
    } else {
        let mut asks = Vec::new();
        if sent.destructive.is_none() {
            asks.push("destructiveHint is not sent, which it reads as true");
        }
        match sent.open_world {
            None => asks.push("openWorldHint is not sent, which it reads as true"),
            Some(true) => asks.push("openWorldHint: true"),
            Some(false) => {}
        }
        match asks.is_empty() {
            true => (
                Before::AutoApproves,
                "destructiveHint: false and openWorldHint: false".to_owned(),
            ),
            false => (Before::Asks, asks.join("; ")),
        }
    };
    Decision {
        before,
        because,
        also: None,
    }
}

fn vs_code(sent: Sent) -> Decision {
    let (before, because) = match sent.read_only {
        Some(true) => (Before::AutoApproves, "readOnlyHint: true"),
        Some(false) => (Before::Asks, "readOnlyHint: false"),
        None => (
            Before::Asks,
            "readOnlyHint is not sent, which it reads as false",
        ),
    };
    Decision {
        before,
        because: because.to_owned(),
        also: (sent.open_world == Some(true))
            .then_some("asks the person to confirm the results before the model sees them"),
    }
}

/// The clients whose decisions before a call differ for `sent`, as
/// `Codex auto-approves it; VS Code asks before every call`, when they do.
pub fn disagreement(sent: Sent) -> Option<String> {
    let decisions: Vec<(&str, Decision)> = CLIENTS
        .iter()
        .map(|client| (client.name, (client.decide)(sent)))
        .collect();
    let first = decisions.first()?.1.before;
    if decisions
        .iter()
        .all(|(_, decision)| decision.before == first)
    {
        return None;
    }
    Some(
        decisions
            .iter()
            .map(|(name, decision)| {
                format!("{name} {} ({})", decision.before.as_str(), decision.because)
            })
            .collect::<Vec<_>>()
            .join("; "),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sent(read_only: Option<bool>, destructive: Option<bool>, open_world: Option<bool>) -> Sent {
        Sent {
            read_only,
            destructive,
            idempotent: None,
            open_world,
        }
    }

    #[test]
    fn codex_reads_silence_as_the_spec_defaults() {
        let decide = |s| codex(s).before;
        assert_eq!(decide(Sent::default()), Before::Asks);
        assert_eq!(decide(sent(Some(true), None, None)), Before::AutoApproves);
        assert_eq!(
            decide(sent(Some(true), Some(true), None)),
            Before::Asks,
            "destructive wins"
        );
        assert_eq!(
            decide(sent(None, Some(false), Some(false))),
            Before::AutoApproves
        );
        assert_eq!(decide(sent(None, Some(false), None)), Before::Asks);
    }

    #[test]
    fn vs_code_reads_only_read_only_before_a_call() {
        assert_eq!(vs_code(Sent::default()).before, Before::Asks);
        assert_eq!(
            vs_code(sent(Some(true), Some(true), None)).before,
            Before::AutoApproves
        );
        assert!(vs_code(sent(Some(true), None, Some(true))).also.is_some());
        assert!(vs_code(sent(Some(true), None, None)).also.is_none());
    }

    #[test]
    fn the_clients_disagree_on_some_hints_only() {
        assert_eq!(disagreement(Sent::default()), None, "both ask");
        assert_eq!(
            disagreement(sent(Some(true), None, None)),
            None,
            "both auto-approve"
        );
        let split = disagreement(sent(None, Some(false), Some(false))).expect("they disagree");
        assert!(split.starts_with("Codex auto-approves it"), "{split}");
        assert!(split.contains("VS Code asks before every call"), "{split}");
        assert!(disagreement(sent(Some(true), Some(true), None)).is_some());
    }
}
