//! The client's settings: only what the CLI also has — the level
//! overrides of `-A`/`-W`/`-D` — read from `initializationOptions` or
//! `workspace/didChangeConfiguration` (`{"hintlint": {…}}` or the object
//! itself). The retired `unsafeFixes` is ignored: unsafe fixes are always
//! offered as quick fixes, and never applied by fix-all.

use serde::Deserialize;

use crate::base::level::Level;
use crate::findings::rules::{Levels, Rule};

/// The settings an editor may give.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Settings {
    /// Rules turned off, as `-A` does.
    pub allow: Vec<String>,
    /// Rules made warnings, as `-W` does.
    pub warn: Vec<String>,
    /// Rules made errors, as `-D` does.
    pub deny: Vec<String>,
}

impl Settings {
    /// The settings in `value` (`{"hintlint": {…}}` or `{…}`); the
    /// defaults where it says nothing or is not such an object.
    pub fn from_value(value: Option<&serde_json::Value>) -> Settings {
        let Some(value) = value else {
            return Settings::default();
        };
        let value = value.get("hintlint").unwrap_or(value);
        serde_json::from_value(value.clone()).unwrap_or_default()
    }

    /// `levels` with the overrides applied (allow, then warn, then deny, as
    /// the flags are applied in order); unknown rule names are ignored.
    pub fn apply(&self, mut levels: Levels) -> Levels {
        for (names, level) in [
            (&self.allow, Level::Allow),
            (&self.warn, Level::Warn),
            (&self.deny, Level::Deny),
        ] {
            for name in names {
                if let Ok(rule) = name.parse::<Rule>() {
                    levels.set(rule, level);
                }
            }
        }
        levels
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_read_under_their_section_or_bare() {
        let nested = serde_json::json!({"hintlint": {"allow": ["missing-title"]}});
        let settings = Settings::from_value(Some(&nested));
        assert_eq!(settings.allow, ["missing-title"]);
        // The retired `unsafeFixes` is read as nothing, not as an error
        // that would drop the other settings.
        let retired = serde_json::json!({"unsafeFixes": true, "allow": ["missing-title"]});
        assert_eq!(Settings::from_value(Some(&retired)), settings);
        let bare = serde_json::json!({"deny": ["missing-annotation"]});
        assert_eq!(
            Settings::from_value(Some(&bare)).deny,
            ["missing-annotation"]
        );
        let levels = Settings::from_value(Some(&bare)).apply(Levels::default());
        assert_eq!(levels.get(Rule::MissingAnnotation), Level::Deny);
        assert_eq!(
            Settings::from_value(Some(&serde_json::json!(3))),
            Settings::default()
        );
    }
}
