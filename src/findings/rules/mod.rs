//! The rules: one file each, and the registry that names them, gives their
//! default level, fix safety, one-line summary and documentation page.

mod approval_key;
mod duplicate_key;
mod duplicate_tool_name;
pub mod expired_exception;
mod inert_dependent_hint;
pub mod invalid_allow;
mod invalid_hint;
mod method_catch_all;
mod missing_annotation;
mod missing_title;
mod multi_action_tool;
mod non_maximal;
pub mod parse_error;
mod template_placeholder;
mod uncovered_method;
pub mod unjudged_tool;
mod unknown_annotation;
pub mod unread_tool;
pub mod unresolved_ref;
mod unsound_claim;

mod declaration;
pub use declaration::{Check, Context, FileMemory, FixSafety, InertStyle, RuleInfo, ToolCheck};
pub mod unused_binding;
pub mod unused_exception;

pub use crate::base::rule_id::Rule;
pub use crate::findings::about_tool::AboutTool;

use std::fmt;
use std::str::FromStr;

use crate::base::level::Level;
use crate::base::line_width::LineWidth;
use crate::base::suggest;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::report::Finding;
use crate::tools::manifest::Tool;

/// How many findings a file has before their texts are shared: a file of
/// fewer holds little, and not for long.
const SHARED_FROM_FINDINGS: usize = 1024;

/// Every rule, in the order they are listed and documented: the rules'
/// own declarations.
pub const REGISTRY: [RuleInfo; 22] = [
    unsound_claim::INFO,
    non_maximal::INFO,
    missing_annotation::INFO,
    missing_title::INFO,
    inert_dependent_hint::INFO,
    invalid_hint::INFO,
    unknown_annotation::INFO,
    duplicate_key::INFO,
    duplicate_tool_name::INFO,
    uncovered_method::INFO,
    parse_error::INFO,
    unused_binding::INFO,
    unused_exception::INFO,
    invalid_allow::INFO,
    unresolved_ref::INFO,
    unjudged_tool::INFO,
    unread_tool::INFO,
    method_catch_all::INFO,
    multi_action_tool::INFO,
    approval_key::INFO,
    expired_exception::INFO,
    template_placeholder::INFO,
];

impl RuleInfo {
    /// The rule's page in the repository at this version (SARIF's
    /// `helpUri`, the language server's `codeDescription`), when the build
    /// knows its repository ([`crate::base::homepage`]).
    pub fn page_url(&self) -> Option<String> {
        crate::base::homepage::file_url(&format!("rules/{}.md", self.name))
    }

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

/// Gives each diagnostic its rule's severity (or its own level), dropping
/// allowed ones.
pub fn with_severities(diagnostics: Vec<Diagnostic>, levels: &Levels) -> Vec<Finding> {
    let mut findings = Vec::with_capacity(diagnostics.len());
    findings.extend(diagnostics.into_iter().filter_map(|diagnostic| {
        let severity = diagnostic
            .level
            .unwrap_or_else(|| levels.get(diagnostic.rule))
            .severity()?;
        Some(Finding {
            severity,
            diagnostic,
            suppressed: None,
        })
    }));
    findings
}

/// Files at least this large are worked on by several cores at once.
pub const PARALLEL_BYTES: usize = 1 << 20;

/// `diagnostic`'s fixes of `tool` laid out as the file's formatter lays
/// them out at its line length (`--fix` then leaves lines its checks
/// accept).
fn fit_fixes(diagnostic: &mut Diagnostic, tool: &Tool<'_, '_>, width: LineWidth) {
    let crate::document::Layout::Code(syntax) = &tool.object.layout else {
        return;
    };
    for fix in [&mut diagnostic.fix, &mut diagnostic.safe_fix]
        .into_iter()
        .flatten()
    {
        crate::fix::layout::width::fit(tool.text, **syntax, width, fix);
    }
}

/// Tools per piece of work when a large file's tools are checked in
/// parallel.
const TOOLS_PER_CHUNK: usize = 512;

/// Runs every rule that is not allowed over the tools of one manifest (or
/// one batch of them, `memory` holding what the batches before left) and
/// gives the findings their severities; many tools are checked on several
/// cores (unless `context.one_core`).
pub fn check_tools(
    tools: &[Tool<'_, '_>],
    levels: &Levels,
    context: &Context,
    memory: &mut FileMemory,
) -> Vec<Finding> {
    let enabled: Vec<&RuleInfo> = REGISTRY
        .iter()
        .filter(|info| levels.get(info.rule) != Level::Allow)
        .collect();
    let per_tool_checks: Vec<ToolCheck> = enabled
        .iter()
        .filter_map(|info| match info.check {
            Check::Tool(check) => Some(check),
            Check::File(_) | Check::Engine => None,
        })
        .collect();
    // Tool by tool, so that the findings come out (nearly) in source order
    // and sorting them later moves almost nothing.
    let per_tool = |chunk: &[Tool<'_, '_>]| {
        let mut found = Vec::with_capacity(chunk.len());
        for tool in chunk {
            let first = found.len();
            for check in &per_tool_checks {
                check(tool, context, &mut found);
            }
            if let Some(width) = context.line_width {
                found[first..]
                    .iter_mut()
                    .for_each(|diagnostic| fit_fixes(diagnostic, tool, width));
            }
            if let Some(binding) = &tool.binding
                && let Some(guess) = binding.guess
            {
                found[first..]
                    .iter_mut()
                    .for_each(|diagnostic| diagnostic.rest_on_guess(guess));
            }
            if context.brief {
                found[first..]
                    .iter_mut()
                    .for_each(|diagnostic| diagnostic.keep_brief(context.fixes));
            }
            if !found[first..].is_sorted_by_key(Diagnostic::source_order) {
                found[first..].sort_by_key(Diagnostic::source_order);
            }
        }
        with_severities(found, levels)
    };
    let mut about_files = Vec::new();
    for info in &enabled {
        if let Check::File(check) = info.check {
            check(tools, context, memory, &mut about_files);
        }
    }
    if context.brief {
        about_files
            .iter_mut()
            .for_each(|diagnostic| diagnostic.keep_brief(context.fixes));
    }
    let mut about_files = with_severities(about_files, levels);
    if tools.len() <= TOOLS_PER_CHUNK || context.one_core {
        let mut found = per_tool(tools);
        found.append(&mut about_files);
        share_texts(&mut found, memory);
        return found;
    }
    let chunks: Vec<&[Tool<'_, '_>]> = tools.chunks(TOOLS_PER_CHUNK).collect();
    // Each chunk's findings join the file's as soon as the chunks before
    // it are done, and their memory serves the next chunks: the findings
    // are never held twice. Sized for two a tool, so that they are rarely
    // copied to grow (capacity never written costs no memory).
    let mut found = Vec::with_capacity(2 * tools.len() + about_files.len());
    crate::base::parallel::map_flushing_in_order(
        &chunks,
        |chunk| per_tool(chunk),
        |piece: &mut Vec<Finding>| {
            found.append(piece);
            *piece = Vec::new();
            true
        },
    );
    found.append(&mut about_files);
    share_texts(&mut found, memory);
    found
}

/// Makes the repeated texts of a file of many findings one copy each, so
/// that their own copies go before the next tools are checked.
fn share_texts(found: &mut [Finding], memory: &mut FileMemory) {
    memory.findings += found.len();
    if memory.findings < SHARED_FROM_FINDINGS {
        return;
    }
    for finding in found {
        memory.texts.share_in(&mut finding.diagnostic);
    }
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
