//! `hintlint.toml` as written: every value keeps its span, so that each
//! mistake can be shown in the file itself.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_spanned::Spanned;

/// The whole file.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawConfig {
    /// `[lints]`: rule name → level.
    #[serde(default)]
    pub lints: BTreeMap<Spanned<String>, Spanned<String>>,
    /// `[files]`.
    #[serde(default)]
    pub files: RawFiles,
    /// `[style]`.
    #[serde(default)]
    pub style: RawStyle,
    /// `[[binding]]` tables.
    #[serde(default)]
    pub binding: Vec<Spanned<RawBinding>>,
    /// `[[exception]]` tables.
    #[serde(default)]
    pub exception: Vec<Spanned<RawException>>,
    /// `[openapi]`.
    #[serde(default)]
    pub openapi: RawOpenapi,
    /// `[require]`.
    pub require: Option<Spanned<RawRequire>>,
    /// `[actions]`.
    #[serde(default)]
    pub actions: RawActions,
}

/// `[actions]`: the verbs that make an action destructive.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawActions {
    /// The verbs instead of the default ones.
    pub destructive_verbs: Option<Vec<Spanned<String>>>,
    /// Verbs added to them.
    #[serde(default)]
    pub extend_destructive_verbs: Vec<Spanned<String>>,
}

/// `[require]`: what a review profile requires written on every tool.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawRequire {
    /// A named review preset.
    pub preset: Option<Spanned<String>>,
    /// The hints that must be written.
    pub hints: Option<Spanned<Vec<Spanned<String>>>>,
    /// Whether a title is required.
    pub title: Option<bool>,
}

/// `[openapi]`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawOpenapi {
    /// The translator whose method defaults operations get.
    pub translator: Option<Spanned<String>>,
}

/// `[files]`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawFiles {
    /// Globs of the files to lint when walking.
    #[serde(default)]
    pub include: Vec<Spanned<String>>,
    /// Globs of files never to lint when walking.
    #[serde(default)]
    pub exclude: Vec<Spanned<String>>,
    /// Globs of files a walk reads besides `*.json` and `*.jsonc`.
    #[serde(default, rename = "extend-include")]
    pub extend_include: Vec<Spanned<String>>,
}

/// `[style]`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawStyle {
    /// `"explicit"` or `"omit"`.
    pub inert_style: Option<Spanned<String>>,
}

/// One `[[binding]]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawBinding {
    /// A tool-name glob, or a list of them (all tools for a preset when
    /// absent).
    pub tools: Option<Spanned<GlobList>>,
    /// The HTTP method.
    pub method: Option<Spanned<String>>,
    /// A preset that guesses the method (`"verbs"`).
    pub preset: Option<Spanned<String>>,
    /// The verbs preset's table changes: verb → method (or `"none"`).
    #[serde(default)]
    pub verbs: BTreeMap<Spanned<String>, Spanned<String>>,
    /// The level of `unsound-claim` findings resting on a guessed method.
    pub unsound_level: Option<Spanned<String>>,
    /// Globs of the files it applies to (all when empty).
    #[serde(default)]
    pub files: Vec<Spanned<String>>,
}

/// One `[[exception]]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawException {
    /// A tool name or glob.
    pub tool: Spanned<String>,
    /// The rule it accepts findings of.
    pub rule: Spanned<String>,
    /// The hint it is limited to.
    pub hint: Option<Spanned<String>>,
    /// Globs of the files it applies to (all when empty).
    #[serde(default)]
    pub files: Vec<Spanned<String>>,
    /// The evidence: why the finding is accepted.
    pub reason: Spanned<String>,
    /// Who answers for it.
    pub owner: Option<Spanned<String>>,
    /// The last day it holds: a TOML date (`2027-03-31`) or a string.
    pub expires: Option<Spanned<toml::Value>>,
}

/// A string or a list of strings.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum GlobList {
    /// One glob.
    One(String),
    /// Several globs.
    Many(Vec<String>),
}

impl GlobList {
    /// The globs, in order.
    pub fn items(&self) -> Vec<&str> {
        match self {
            GlobList::One(glob) => vec![glob.as_str()],
            GlobList::Many(globs) => globs.iter().map(String::as_str).collect(),
        }
    }
}
