//! A mistake in `hintlint.toml`, shown as a snippet of the file.

use std::ops::Range;

use crate::base::suggest;
use crate::base::wording::lower_first;

/// What is wrong in the configuration, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    /// The config file as shown (`hintlint.toml`, `../hintlint.toml`).
    pub path: String,
    /// The file's text (empty when it could not be read).
    pub text: String,
    /// Where in the text, when known.
    pub span: Option<Range<usize>>,
    /// What is wrong, lower case, no final period.
    pub message: String,
    /// A "did you mean" or how to fix it.
    pub help: Option<String>,
}

impl ConfigError {
    /// An error at `span` of the config text.
    pub fn at(
        path: &str,
        text: &str,
        span: Range<usize>,
        message: impl Into<String>,
        help: Option<String>,
    ) -> ConfigError {
        ConfigError {
            path: path.to_owned(),
            text: text.to_owned(),
            span: Some(span),
            message: message.into(),
            help,
        }
    }

    /// An error about the file as a whole (it cannot be read, say).
    pub fn whole(path: &str, message: impl Into<String>) -> ConfigError {
        ConfigError {
            path: path.to_owned(),
            text: String::new(),
            span: None,
            message: message.into(),
            help: None,
        }
    }

    /// A TOML or shape error reported by the deserialiser.
    pub fn from_toml(path: &str, text: &str, error: &toml::de::Error) -> ConfigError {
        let message = error.message().trim().to_owned();
        let help = unknown_field_suggestion(&message).or_else(|| missing_field_help(&message));
        ConfigError {
            path: path.to_owned(),
            text: text.to_owned(),
            span: error.span(),
            message: lower_first(&message),
            help,
        }
    }
}

/// "did you mean" for serde's "unknown field `x`, expected one of `a`, `b`".
fn unknown_field_suggestion(message: &str) -> Option<String> {
    let rest = message.strip_prefix("unknown field `")?;
    let (unknown, expected) = rest.split_once('`')?;
    let candidates: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
    let near = suggest::closest(unknown, &candidates, 3)?;
    Some(format!("did you mean `{near}`?"))
}

/// How to add a field serde reports missing.
fn missing_field_help(message: &str) -> Option<String> {
    let field = message.strip_prefix("missing field `")?.split('`').next()?;
    Some(format!("add `{field} = …` to this table"))
}

#[cfg(test)]
mod tests {
    use super::unknown_field_suggestion;

    #[test]
    fn suggests_the_nearest_expected_field() {
        assert_eq!(
            unknown_field_suggestion("unknown field `lintz`, expected one of `lints`, `files`"),
            Some("did you mean `lints`?".to_owned())
        );
        assert_eq!(
            unknown_field_suggestion("unknown field `filez`, expected `tools` or `files`"),
            Some("did you mean `files`?".to_owned())
        );
        assert_eq!(unknown_field_suggestion("invalid type"), None);
    }
}
