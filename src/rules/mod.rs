//! The rules: one file each, and the registry that names them, gives their
//! default level, fix safety, one-line summary and documentation page.

mod duplicate_key;
mod duplicate_tool_name;
mod inert_dependent_hint;
mod invalid_hint;
mod missing_annotation;
mod non_maximal;
mod uncovered_method;
mod unknown_annotation;
mod unsound_claim;

use std::fmt;
use std::str::FromStr;

use crate::diagnostic::Diagnostic;
use crate::fix::Applicability;
use crate::level::Level;
use crate::manifest::Tool;
use crate::suggest;

/// A rule's identity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    /// `unsound-claim`.
    UnsoundClaim,
    /// `non-maximal`.
    NonMaximal,
    /// `missing-annotation`.
    MissingAnnotation,
    /// `inert-dependent-hint`.
    InertDependentHint,
    /// `invalid-hint`.
    InvalidHint,
    /// `unknown-annotation`.
    UnknownAnnotation,
    /// `duplicate-key`.
    DuplicateKey,
    /// `duplicate-tool-name`.
    DuplicateToolName,
    /// `uncovered-method`.
    UncoveredMethod,
    /// `parse-error`.
    ParseError,
    /// `unused-binding`.
    UnusedBinding,
    /// `unused-exception`.
    UnusedException,
    /// `invalid-allow`.
    InvalidAllow,
    /// `unresolved-ref`.
    UnresolvedRef,
}

/// How a rule inspects a manifest.
#[derive(Clone, Copy)]
pub enum Check {
    /// Looks at one tool at a time.
    Tool(fn(&Tool<'_, '_>, &Context, &mut Vec<Diagnostic>)),
    /// Looks at all the tools of a file together.
    File(fn(&[Tool<'_, '_>], &mut Vec<Diagnostic>)),
    /// Raised by the engine itself, not by inspecting tools.
    Engine,
}

/// How dependent hints under `readOnlyHint: true` are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum InertStyle {
    /// Written, with their read-only-consistent values (review pipelines
    /// reject tools without `destructiveHint`).
    #[default]
    Explicit,
    /// Not written: they are inactive, so any present one is flagged.
    Omit,
}

/// What the rules need to know of the run's configuration.
#[derive(Debug, Clone, Copy, Default)]
pub struct Context {
    /// Whether dependents under `readOnlyHint: true` are written or omitted.
    pub inert_style: InertStyle,
}

/// Which fixes a rule offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FixSafety {
    /// No fix.
    None,
    /// Only safe fixes (`--fix`).
    Safe,
    /// Only unsafe fixes (`--unsafe-fixes`).
    Unsafe,
    /// Safe where the fix claims nothing new, unsafe where it does.
    Mixed,
}

impl FixSafety {
    /// `none`, `safe`, `unsafe` or `safe/unsafe`, as the rule pages say.
    pub fn as_str(self) -> &'static str {
        match self {
            FixSafety::None => "none",
            FixSafety::Safe => "safe",
            FixSafety::Unsafe => "unsafe",
            FixSafety::Mixed => "safe/unsafe",
        }
    }

    /// Whether a fix of `applicability` is one the rule offers.
    pub fn offers(self, applicability: Applicability) -> bool {
        match self {
            FixSafety::None => false,
            FixSafety::Safe => applicability == Applicability::Safe,
            FixSafety::Unsafe => applicability == Applicability::Unsafe,
            FixSafety::Mixed => true,
        }
    }
}

/// Everything the registry knows about a rule.
pub struct RuleInfo {
    /// The rule.
    pub rule: Rule,
    /// Its kebab-case name.
    pub name: &'static str,
    /// The level it has unless configured otherwise.
    pub default_level: Level,
    /// The fixes it offers.
    pub fix: FixSafety,
    /// Categories, for code-scanning consumers.
    pub tags: &'static [&'static str],
    /// One line saying what it finds.
    pub summary: &'static str,
    /// Its page in `rules/`, the single source of its documentation.
    pub doc: &'static str,
    /// How it runs.
    pub check: Check,
}

/// Every rule, in the order they are listed and documented.
pub const REGISTRY: [RuleInfo; 14] = [
    RuleInfo {
        rule: Rule::UnsoundClaim,
        name: "unsound-claim",
        default_level: Level::Deny,
        fix: FixSafety::Unsafe,
        tags: &["correctness", "profile"],
        summary: "a hint claims a guarantee that the bound HTTP method does not justify",
        doc: include_str!("../../rules/unsound-claim.md"),
        check: Check::Tool(unsound_claim::check),
    },
    RuleInfo {
        rule: Rule::NonMaximal,
        name: "non-maximal",
        default_level: Level::Note,
        fix: FixSafety::Unsafe,
        tags: &["precision", "profile"],
        summary: "a sound state states less than the bound method justifies",
        doc: include_str!("../../rules/non-maximal.md"),
        check: Check::Tool(non_maximal::check),
    },
    RuleInfo {
        rule: Rule::MissingAnnotation,
        name: "missing-annotation",
        default_level: Level::Warn,
        fix: FixSafety::Mixed,
        tags: &["explicitness"],
        summary: "a hint is absent, so it silently takes its documented default",
        doc: include_str!("../../rules/missing-annotation.md"),
        check: Check::Tool(missing_annotation::check),
    },
    RuleInfo {
        rule: Rule::InertDependentHint,
        name: "inert-dependent-hint",
        default_level: Level::Warn,
        fix: FixSafety::Mixed,
        tags: &["explicitness"],
        summary: "a dependent hint contradicts readOnlyHint: true",
        doc: include_str!("../../rules/inert-dependent-hint.md"),
        check: Check::Tool(inert_dependent_hint::check),
    },
    RuleInfo {
        rule: Rule::InvalidHint,
        name: "invalid-hint",
        default_level: Level::Deny,
        fix: FixSafety::Unsafe,
        tags: &["correctness", "schema"],
        summary: "a hint's value is not a boolean",
        doc: include_str!("../../rules/invalid-hint.md"),
        check: Check::Tool(invalid_hint::check),
    },
    RuleInfo {
        rule: Rule::UnknownAnnotation,
        name: "unknown-annotation",
        default_level: Level::Warn,
        fix: FixSafety::Unsafe,
        tags: &["correctness", "schema"],
        summary: "an annotations key is a near miss of a known field",
        doc: include_str!("../../rules/unknown-annotation.md"),
        check: Check::Tool(unknown_annotation::check),
    },
    RuleInfo {
        rule: Rule::DuplicateKey,
        name: "duplicate-key",
        default_level: Level::Deny,
        fix: FixSafety::None,
        tags: &["correctness", "schema"],
        summary: "a key is repeated in a tool or its annotations",
        doc: include_str!("../../rules/duplicate-key.md"),
        check: Check::Tool(duplicate_key::check),
    },
    RuleInfo {
        rule: Rule::DuplicateToolName,
        name: "duplicate-tool-name",
        default_level: Level::Deny,
        fix: FixSafety::None,
        tags: &["correctness", "schema"],
        summary: "a tool's name repeats an earlier tool's in the same file",
        doc: include_str!("../../rules/duplicate-tool-name.md"),
        check: Check::File(duplicate_tool_name::check),
    },
    RuleInfo {
        rule: Rule::UncoveredMethod,
        name: "uncovered-method",
        default_level: Level::Note,
        fix: FixSafety::None,
        tags: &["profile"],
        summary: "a tool is bound to a method outside the Core profile",
        doc: include_str!("../../rules/uncovered-method.md"),
        check: Check::Tool(uncovered_method::check),
    },
    RuleInfo {
        rule: Rule::ParseError,
        name: "parse-error",
        default_level: Level::Deny,
        fix: FixSafety::None,
        tags: &["syntax"],
        summary: "a file does not parse",
        doc: include_str!("../../rules/parse-error.md"),
        check: Check::Engine,
    },
    RuleInfo {
        rule: Rule::UnusedBinding,
        name: "unused-binding",
        default_level: Level::Note,
        fix: FixSafety::None,
        tags: &["configuration"],
        summary: "a [[binding]] of the configuration binds no tool",
        doc: include_str!("../../rules/unused-binding.md"),
        check: Check::Engine,
    },
    RuleInfo {
        rule: Rule::UnusedException,
        name: "unused-exception",
        default_level: Level::Warn,
        fix: FixSafety::None,
        tags: &["configuration"],
        summary: "an [[exception]] or hintlint-allow comment accepts no finding",
        doc: include_str!("../../rules/unused-exception.md"),
        check: Check::Engine,
    },
    RuleInfo {
        rule: Rule::InvalidAllow,
        name: "invalid-allow",
        default_level: Level::Deny,
        fix: FixSafety::None,
        tags: &["configuration"],
        summary: "a hintlint-allow comment lacks a reason or names no rule",
        doc: include_str!("../../rules/invalid-allow.md"),
        check: Check::Engine,
    },
    RuleInfo {
        rule: Rule::UnresolvedRef,
        name: "unresolved-ref",
        default_level: Level::Note,
        fix: FixSafety::None,
        tags: &["openapi"],
        summary: "an OpenAPI $ref hintlint cannot follow (outside the document, or to nothing)",
        doc: include_str!("../../rules/unresolved-ref.md"),
        check: Check::Engine,
    },
];

impl RuleInfo {
    /// The first paragraph of the page's "What it does" section.
    pub fn description(&self) -> String {
        let section = self
            .doc
            .split_once("## What it does")
            .map_or(self.doc, |(_, rest)| rest);
        section
            .trim_start()
            .split("\n\n")
            .next()
            .unwrap_or(self.summary)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl Rule {
    /// The registry entry of the rule.
    pub fn info(self) -> &'static RuleInfo {
        // The registry lists the rules in declaration order.
        &REGISTRY[self as usize]
    }

    /// The rule's kebab-case name.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// Every rule name, in registry order.
    pub fn names() -> Vec<&'static str> {
        REGISTRY.iter().map(|info| info.name).collect()
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Rule {
    type Err = String;

    fn from_str(name: &str) -> Result<Rule, String> {
        if let Some(info) = REGISTRY.iter().find(|info| info.name == name) {
            return Ok(info.rule);
        }
        let hint = match suggest::closest(name, &Rule::names(), 3) {
            Some(near) => format!("; did you mean `{near}`?"),
            None => "; `hintlint rules` lists them".to_owned(),
        };
        Err(format!("unknown rule `{name}`{hint}"))
    }
}

/// The level of every rule for one run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Levels([Level; REGISTRY.len()]);

impl Default for Levels {
    fn default() -> Levels {
        Levels(REGISTRY.map(|info| info.default_level))
    }
}

impl Levels {
    /// The level of `rule`.
    pub fn get(&self, rule: Rule) -> Level {
        self.0[rule as usize]
    }

    /// Sets the level of `rule`.
    pub fn set(&mut self, rule: Rule, level: Level) {
        self.0[rule as usize] = level;
    }
}

/// Files at least this large are worked on by several cores at once.
pub const PARALLEL_BYTES: usize = 1 << 20;

/// Tools per piece of work when a large file's tools are checked in
/// parallel.
const TOOLS_PER_CHUNK: usize = 512;

/// Runs every rule that is not allowed over the tools of one manifest; the
/// tools of a large manifest are checked on several cores.
pub fn check_tools(tools: &[Tool<'_, '_>], levels: &Levels, context: &Context) -> Vec<Diagnostic> {
    let enabled: Vec<&RuleInfo> = REGISTRY
        .iter()
        .filter(|info| levels.get(info.rule) != Level::Allow)
        .collect();
    let per_tool = |chunk: &[Tool<'_, '_>]| {
        let mut found = Vec::new();
        for info in &enabled {
            if let Check::Tool(check) = info.check {
                chunk
                    .iter()
                    .for_each(|tool| check(tool, context, &mut found));
            }
        }
        found
    };
    let mut found = if tools.len() > TOOLS_PER_CHUNK {
        let chunks: Vec<&[Tool<'_, '_>]> = tools.chunks(TOOLS_PER_CHUNK).collect();
        crate::parallel::map(&chunks, |chunk| per_tool(chunk))
            .into_iter()
            .flatten()
            .collect()
    } else {
        per_tool(tools)
    };
    for info in &enabled {
        if let Check::File(check) = info.check {
            check(tools, &mut found);
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registry_order_matches_the_enum() {
        for (index, info) in REGISTRY.iter().enumerate() {
            assert_eq!(info.rule as usize, index, "{}", info.name);
            assert_eq!(info.name.parse::<Rule>(), Ok(info.rule));
        }
    }

    #[test]
    fn unknown_rule_names_get_a_suggestion() {
        let error = "unsound-claims".parse::<Rule>().unwrap_err();
        assert!(error.contains("did you mean `unsound-claim`"), "{error}");
    }
}
