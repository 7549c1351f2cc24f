//! Review presets for `[require]`: the hints (and title) that published
//! directory and app-store review checklists require on every tool. A
//! preset is a configuration, not new semantics: it fills `hints` and
//! `title`, and sets the level of the rules its review enforces.

use crate::base::hint::Hint;
use crate::base::level::Level;
use crate::base::rule_id::Rule;

/// A published review checklist, as hintlint reads it.
#[derive(Debug)]
pub struct Preset {
    /// The name written in `[require] preset`.
    pub name: &'static str,
    /// The document the requirements come from.
    pub document: &'static str,
    /// When its requirements were read.
    pub read: &'static str,
    /// The hints it requires written on every tool.
    pub hints: &'static [Hint],
    /// Whether it requires a title.
    pub title: bool,
    /// The rules its review enforces, with the level they get (under
    /// `[lints]`, which may set another).
    pub lints: &'static [(Rule, Level)],
}

/// Every preset.
pub const PRESETS: [Preset; 2] = [
    Preset {
        name: "claude-connectors-directory",
        document: "Anthropic, Claude Connectors Directory review criteria and policy \
                   (every tool sets a title and the relevant hints; a tool that accepts \
                   both safe and unsafe HTTP methods is rejected)",
        read: "2026-10-02",
        hints: &[Hint::ReadOnly, Hint::Destructive],
        title: true,
        lints: &[(Rule::MethodCatchAll, Level::Deny)],
    },
    Preset {
        name: "chatgpt-apps",
        document: "OpenAI, Apps SDK app submission guidance (readOnlyHint, openWorldHint \
                   and destructiveHint set accurately on every tool, justifications no \
                   longer required; a tool destructive in any of its modes is destructive)",
        read: "2026-10-02",
        hints: &[Hint::ReadOnly, Hint::OpenWorld, Hint::Destructive],
        title: false,
        lints: &[(Rule::MultiActionTool, Level::Deny)],
    },
];

/// The preset named `name`.
pub fn find(name: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|preset| preset.name == name)
}

/// Every preset name.
pub fn names() -> Vec<&'static str> {
    PRESETS.iter().map(|preset| preset.name).collect()
}
