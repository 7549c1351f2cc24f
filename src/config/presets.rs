//! Review presets for `[require]`: the hints (and title) that published
//! directory and app-store review checklists require on every tool. A
//! preset is a configuration, not new semantics: it only fills `hints` and
//! `title`.

use crate::hint::Hint;

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
}

/// Every preset.
pub const PRESETS: [Preset; 2] = [
    Preset {
        name: "claude-connectors-directory",
        document: "Anthropic, Claude Connectors Directory review criteria \
                   (connector-directory submission checklist)",
        read: "2026-11-30",
        hints: &[Hint::ReadOnly, Hint::Destructive],
        title: true,
    },
    Preset {
        name: "chatgpt-apps",
        document: "OpenAI, Apps SDK app submission (tool hint justifications)",
        read: "2026-11-30",
        hints: &[Hint::ReadOnly, Hint::OpenWorld, Hint::Destructive],
        title: false,
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
