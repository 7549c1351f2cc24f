//! Rule levels (rustc's names) and the severities they print as.

use std::fmt;
use std::str::FromStr;

/// How seriously a rule's findings are taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Not run, not shown.
    Allow,
    /// Shown, never fails the run.
    Note,
    /// Shown as a warning, never fails the run.
    Warn,
    /// Shown as an error; fails the run (exit code 1).
    Deny,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Allow, Level::Note, Level::Warn, Level::Deny];

    /// The level's name as written in configuration and on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Allow => "allow",
            Level::Note => "note",
            Level::Warn => "warn",
            Level::Deny => "deny",
        }
    }

    /// The severity a finding at this level is shown with (`None` for
    /// `allow`, which shows nothing).
    pub fn severity(self) -> Option<Severity> {
        match self {
            Level::Allow => None,
            Level::Note => Some(Severity::Note),
            Level::Warn => Some(Severity::Warning),
            Level::Deny => Some(Severity::Error),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(text: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|level| level.as_str() == text)
            .ok_or_else(|| format!("unknown level `{text}`; expected allow, note, warn or deny"))
    }
}

/// How a shown finding is labelled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// From a `note`-level rule.
    Note,
    /// From a `warn`-level rule.
    Warning,
    /// From a `deny`-level rule.
    Error,
}

impl Severity {
    /// `error`, `warning` or `note`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
