//! What MCP clients do with a tool's hints: a small table, each row read
//! from the client's own source at a named commit and dated, and the
//! decision each makes for the hints a tool sends. `docs/clients.md`
//! prints the table (a test holds the two together); `explain --tool`,
//! `census` and `missing-annotation` use it, and [`crate::findings::facts`] carries
//! what a tool sends ([`Sent`]) for the editor. A client whose behaviour no
//! source here shows is not listed.

use crate::base::hint::Hint;
use crate::tools::manifest::{HintValue, Tool};

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
    /// The 81 ways a tool can send the four hints, each not sent, false or
    /// true: the `code`th (0–80, in base 3, `readOnlyHint` first).
    pub fn numbered(code: usize) -> Sent {
        let value = |place: u32| [None, Some(false), Some(true)][code / 3usize.pow(place) % 3];
        Sent {
            read_only: value(0),
            destructive: value(1),
            idempotent: value(2),
            open_world: value(3),
        }
    }

    /// Its number among the 81 ([`Sent::numbered`]).
    pub fn number(self) -> usize {
        let code = |value: Option<bool>| match value {
            None => 0,
            Some(false) => 1,
            Some(true) => 2,
        };
        code(self.read_only)
            + 3 * code(self.destructive)
            + 9 * code(self.idempotent)
            + 27 * code(self.open_world)
    }

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
    /// Has a language model judge each call: calls it without asking when
    /// the model judges the call read-only, asks otherwise.
    ModelJudges,
    /// Asks the person first.
    Asks,
    /// Does not call it (a restricted mode).
    Refuses,
}

impl Before {
    /// `auto-approves it`, `asks before every call`, …: the decision as a
    /// verb phrase after the client's name.
    pub fn as_str(self) -> &'static str {
        match self {
            Before::AutoApproves => "auto-approves it",
            Before::ModelJudges => "asks unless a model judges the call read-only",
            Before::Asks => "asks before every call",
            Before::Refuses => "never calls it",
        }
    }

    /// Whether a call may run without the person's say: auto-approved, or
    /// left to a model's judgement.
    pub fn may_run_unasked(self) -> bool {
        matches!(self, Before::AutoApproves | Before::ModelJudges)
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
    /// Whether `mode` is the client's usual one; a restricted mode (plan
    /// mode) is listed too, but [`disagreement`] does not compare it.
    pub usual: bool,
    /// How it reads the hints, in a sentence.
    pub reads: &'static str,
    /// Its decision for the hints a tool sends.
    pub decide: fn(Sent) -> Decision,
}

/// Every listed client.
pub const CLIENTS: [Client; 5] = [
    Client {
        name: "Codex",
        revision: "openai/codex, commit 002500f2",
        source: "codex-rs/core/src/mcp_tool_call.rs, requires_mcp_tool_approval",
        read: "2026-12-01",
        mode: "its default `auto` approval mode for MCP tools (`prompt` always asks, `approve` never)",
        usual: true,
        reads: "missing hints as the spec's defaults (destructive and open-world); destructiveHint: true wins over readOnlyHint: true; idempotentHint is not read",
        decide: codex,
    },
    Client {
        name: "VS Code",
        revision: "microsoft/vscode, commit b801fe97",
        source: "src/vs/workbench/contrib/mcp/common/mcpLanguageModelToolContribution.ts, prepareToolInvocation",
        read: "2026-12-01",
        mode: "agent mode, no tool allowed in advance (its prompt can allow a tool always)",
        usual: true,
        reads: "only readOnlyHint: true and openWorldHint: true (a missing hint is false); destructiveHint and idempotentHint are not read",
        decide: vs_code,
    },
    Client {
        name: "Gemini CLI",
        revision: "google-gemini/gemini-cli, commit 5411f113",
        source: "packages/core/src/policy/policy-engine.ts, PolicyEngine.check",
        read: "2026-12-02",
        mode: "its default approval mode, interactive, the server not trusted and no policy rule of the person's",
        usual: true,
        reads: "no built-in rule of this mode reads a hint, so an MCP tool gets the engine's default decision, ask_user; a policy rule's toolAnnotations match by strict equality (ruleMatches), so a rule on a hint never matches a tool that does not send it",
        decide: gemini_cli,
    },
    Client {
        name: "Gemini CLI (plan mode)",
        revision: "google-gemini/gemini-cli, commit 5411f113",
        source: "packages/core/src/policy/policies/plan.toml, the plan-mode rules for MCP tools",
        read: "2026-12-02",
        mode: "plan mode, interactive",
        usual: false,
        reads: "only readOnlyHint: true, by strict equality: a tool that sends it is asked about, every other MCP tool is denied by the catch-all rule",
        decide: gemini_cli_plan,
    },
    Client {
        name: "goose",
        revision: "aaif-goose/goose, commit 81aef283",
        source: "crates/goose/src/permission/permission_inspector.rs, PermissionInspector::inspect",
        read: "2026-12-02",
        mode: "Smart Approve mode, no permission set by the person",
        usual: true,
        reads: "only readOnlyHint: readOnlyHint: true is allowed; readOnlyHint: false is recorded as ask-before (PermissionManager::apply_tool_annotations, crates/goose/src/config/permission.rs, read at commit 1565ccfe); without readOnlyHint a model judges each call, and a call judged not read-only makes it ask from then on",
        decide: goose,
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

fn gemini_cli(_: Sent) -> Decision {
    Decision {
        before: Before::Asks,
        because: "no built-in rule of its default mode reads the hints".to_owned(),
        also: None,
    }
}

fn gemini_cli_plan(sent: Sent) -> Decision {
    let (before, because) = match sent.read_only {
        Some(true) => (Before::Asks, "readOnlyHint: true"),
        Some(false) => (Before::Refuses, "readOnlyHint: false"),
        None => (
            Before::Refuses,
            "readOnlyHint is not sent, which its rule for read-only tools does not match",
        ),
    };
    Decision {
        before,
        because: because.to_owned(),
        also: None,
    }
}

fn goose(sent: Sent) -> Decision {
    let (before, because) = match sent.read_only {
        Some(true) => (Before::AutoApproves, "readOnlyHint: true"),
        Some(false) => (Before::Asks, "readOnlyHint: false"),
        None => (Before::ModelJudges, "readOnlyHint is not sent"),
    };
    Decision {
        before,
        because: because.to_owned(),
        also: None,
    }
}

impl Client {
    /// Whether any hint a tool can send changes what the client does with
    /// it (a client that asks about every tool in its mode reads none).
    pub fn reads_hints(&self) -> bool {
        let outcome = |code: usize| {
            let decision = (self.decide)(Sent::numbered(code));
            (decision.before, decision.also)
        };
        let first = outcome(0);
        (1..81).any(|code| outcome(code) != first)
    }
}

/// Whether each client of [`CLIENTS`] reads the hints, worked out once
/// (each answer decides 81 cases, and a finding's note asks for all).
fn hint_readers() -> &'static [bool] {
    static READERS: std::sync::OnceLock<Vec<bool>> = std::sync::OnceLock::new();
    READERS.get_or_init(|| CLIENTS.iter().map(Client::reads_hints).collect())
}

/// The clients whose decisions before a call differ for `sent`, as
/// `Codex auto-approves it (…); VS Code asks before every call (…)`, when
/// they do. Only each client's usual mode is compared, and only clients
/// that read the hints.
pub fn disagreement(sent: Sent) -> Option<String> {
    static WORDED: std::sync::OnceLock<Vec<Option<String>>> = std::sync::OnceLock::new();
    WORDED
        .get_or_init(|| {
            (0..81)
                .map(|code| worded_disagreement(Sent::numbered(code)))
                .collect()
        })
        .get(sent.number())
        .cloned()
        .flatten()
}

/// [`disagreement`], worded afresh.
fn worded_disagreement(sent: Sent) -> Option<String> {
    let decisions: Vec<(&str, Decision)> = CLIENTS
        .iter()
        .zip(hint_readers())
        .filter(|(client, reads)| client.usual && **reads)
        .map(|(client, _)| (client.name, (client.decide)(sent)))
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

/// For a tool that sends neither `readOnlyHint` nor `destructiveHint`:
/// when writing `readOnlyHint: false, destructiveHint: true` has every
/// listed client ask before a call or never call it, the clients whose
/// decision for the silence differs from that (they read the silence
/// otherwise), each with that decision. `None` when the tool sends either
/// hint, or when some client would still call it unasked.
pub fn silence_read_otherwise(sent: Sent) -> Option<Vec<(&'static str, Decision)>> {
    if sent.read_only.is_some() || sent.destructive.is_some() {
        return None;
    }
    let written = Sent {
        read_only: Some(false),
        destructive: Some(true),
        ..sent
    };
    let mut otherwise = Vec::new();
    for client in &CLIENTS {
        let explicit = (client.decide)(written).before;
        if explicit.may_run_unasked() {
            return None;
        }
        let silent = (client.decide)(sent);
        if silent.before != explicit {
            otherwise.push((client.name, silent));
        }
    }
    Some(otherwise)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_81_ways_to_send_hints_are_numbered_both_ways() {
        let all: Vec<Sent> = (0..81).map(Sent::numbered).collect();
        for (code, sent) in all.iter().enumerate() {
            assert_eq!(sent.number(), code);
            assert_eq!(disagreement(*sent), worded_disagreement(*sent));
        }
        let distinct: std::collections::HashSet<_> =
            all.iter().map(|sent| format!("{sent:?}")).collect();
        assert_eq!(distinct.len(), 81);
    }

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
    fn gemini_cli_reads_no_hint_but_plan_mode_reads_read_only() {
        let [_, _, default, plan, _] = &CLIENTS;
        assert!(!default.reads_hints());
        assert_eq!(
            gemini_cli(sent(Some(true), None, None)).before,
            Before::Asks
        );
        assert!(plan.reads_hints());
        assert_eq!(
            gemini_cli_plan(sent(Some(true), Some(true), None)).before,
            Before::Asks
        );
        assert_eq!(gemini_cli_plan(Sent::default()).before, Before::Refuses);
        assert_eq!(
            gemini_cli_plan(sent(Some(false), Some(false), Some(false))).before,
            Before::Refuses
        );
    }

    #[test]
    fn goose_leaves_silence_to_a_model() {
        assert_eq!(goose(Sent::default()).before, Before::ModelJudges);
        assert_eq!(
            goose(sent(None, Some(true), Some(true))).before,
            Before::ModelJudges,
            "only readOnlyHint is read"
        );
        assert_eq!(goose(sent(Some(false), None, None)).before, Before::Asks);
        assert_eq!(
            goose(sent(Some(true), Some(true), None)).before,
            Before::AutoApproves
        );
    }

    #[test]
    fn the_clients_disagree_on_some_hints_only() {
        let silent = disagreement(Sent::default()).expect("goose leaves it to a model");
        assert!(silent.contains("Codex asks before every call"), "{silent}");
        assert!(
            silent.contains("goose asks unless a model judges the call read-only"),
            "{silent}"
        );
        assert!(
            !silent.contains("Gemini CLI"),
            "neither a client that reads no hint nor a restricted mode is compared: {silent}"
        );
        assert_eq!(
            disagreement(sent(Some(true), None, None)),
            None,
            "all auto-approve"
        );
        assert_eq!(
            disagreement(sent(Some(false), Some(true), None)),
            None,
            "all ask"
        );
        let split = disagreement(sent(None, Some(false), Some(false))).expect("they disagree");
        assert!(split.starts_with("Codex auto-approves it"), "{split}");
        assert!(split.contains("VS Code asks before every call"), "{split}");
        assert!(disagreement(sent(Some(true), Some(true), None)).is_some());
    }

    #[test]
    fn explicit_write_hints_keep_every_client_from_calling_unasked() {
        let otherwise = silence_read_otherwise(Sent::default()).expect("a silent tool");
        let names: Vec<&str> = otherwise.iter().map(|(name, _)| *name).collect();
        assert_eq!(names, ["goose"], "every other client decides alike");
        assert_eq!(otherwise[0].1.before, Before::ModelJudges);
        let open = silence_read_otherwise(sent(None, None, Some(false))).expect("still silent");
        assert_eq!(open.len(), 1, "{open:?}");
        assert_eq!(silence_read_otherwise(sent(Some(false), None, None)), None);
        assert_eq!(silence_read_otherwise(sent(None, Some(false), None)), None);
    }
}
