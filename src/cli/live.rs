//! The arguments that name a live server (`--server -- CMD`, `--url`),
//! shared by `check` and `diff`, and `--header` with `${NAME}` expansion.

use clap::Args;

/// How to reach a live server.
#[derive(Debug, Args)]
pub struct LiveArgs {
    /// Use what a running MCP server answers to tools/list: start the
    /// command after `--` over stdio.
    #[arg(long, requires = "command", conflicts_with = "url")]
    pub server: bool,
    /// Use what the MCP server at URL answers to tools/list (Streamable
    /// HTTP, falling back to the legacy HTTP+SSE transport).
    #[arg(long, value_name = "URL")]
    pub url: Option<String>,
    /// With --server, the server's command and arguments after `--`
    /// (without it, `check` and `census` take them as more paths).
    #[arg(last = true, value_name = "CMD")]
    pub command: Vec<String>,
    /// Seconds the whole exchange with a live server may take, from
    /// starting it to its last page (shutting down adds at most 2 s).
    #[arg(long, value_name = "SECONDS", default_value_t = 30,
          value_parser = clap::value_parser!(u64).range(1..=86_400))]
    pub timeout: u64,
    /// The largest answer a live server may send, in MiB: one message, an
    /// event of a stream, and all tools/list pages together.
    #[arg(long, value_name = "MIB", default_value_t = 16,
          value_parser = clap::value_parser!(u64).range(1..=4096))]
    pub max_answer_size: u64,
    /// An environment variable for the server, KEY=VALUE (repeatable).
    #[arg(long = "env", value_name = "KEY=VALUE")]
    pub env: Vec<String>,
    /// A header sent with every request to --url, 'Name: value'
    /// (repeatable); `${NAME}` is replaced by the environment variable NAME,
    /// so that secrets stay out of process lists and shell history.
    #[arg(long = "header", value_name = "'NAME: VALUE'", requires = "url")]
    pub header: Vec<String>,
}

impl LiveArgs {
    /// Whether a live server is the input.
    pub fn is_live(&self) -> bool {
        self.server || self.url.is_some()
    }
}

/// Parses `--header` values, expanding `${NAME}` from the environment
/// through `lookup`. Errors name the header and the variable, never a
/// value.
pub fn headers(
    given: &[String],
    lookup: impl Fn(&str) -> Option<String>,
) -> Result<Vec<(String, String)>, String> {
    given
        .iter()
        .map(|header| {
            let Some((name, value)) = header.split_once(':') else {
                return Err(format!(
                    "--header takes 'Name: value'; `{}` has no colon",
                    header.chars().take(40).collect::<String>()
                ));
            };
            let name = name.trim();
            let token = |c: char| c.is_ascii_alphanumeric() || "!#$%&'*+-.^_`|~".contains(c);
            if name.is_empty() || !name.chars().all(token) {
                return Err(format!("--header: `{name}` is not a header name"));
            }
            let value = expand(value.trim(), &lookup)
                .map_err(|missing| format!("--header {name}: {missing}"))?;
            if value.chars().any(|c| c == '\r' || c == '\n' || c == '\0') {
                return Err(format!("--header {name}: the value holds a line break"));
            }
            Ok((name.to_owned(), value))
        })
        .collect()
}

/// `value` with every `${NAME}` replaced by the variable's value.
fn expand(value: &str, lookup: &impl Fn(&str) -> Option<String>) -> Result<String, String> {
    let mut expanded = String::new();
    let mut rest = value;
    while let Some(start) = rest.find("${") {
        expanded.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find('}') else {
            return Err("`${` without a closing `}`".to_owned());
        };
        let name = &after[..end];
        let valid = name
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !valid {
            return Err(format!("`${{{name}}}` is not a variable name"));
        }
        let Some(found) = lookup(name) else {
            return Err(format!("the environment variable {name} is not set"));
        };
        expanded.push_str(&found);
        rest = &after[end + 1..];
    }
    expanded.push_str(rest);
    Ok(expanded)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lookup(name: &str) -> Option<String> {
        (name == "TOKEN").then(|| "s3cret".to_owned())
    }

    #[test]
    fn variables_are_expanded_and_values_never_shown() {
        assert_eq!(
            headers(&["Authorization: Bearer ${TOKEN}".to_owned()], lookup),
            Ok(vec![(
                "Authorization".to_owned(),
                "Bearer s3cret".to_owned()
            )])
        );
        let missing = headers(&["X-Key: ${KEY}".to_owned()], lookup).unwrap_err();
        assert_eq!(
            missing,
            "--header X-Key: the environment variable KEY is not set"
        );
        assert!(headers(&["no colon".to_owned()], lookup).is_err());
        assert!(headers(&["Bad Name: x".to_owned()], lookup).is_err());
        assert!(headers(&["X: ${TOKEN".to_owned()], lookup).is_err());
        assert!(headers(&["X: ${1X}".to_owned()], lookup).is_err());
        // A literal value is kept as written.
        assert_eq!(
            headers(&["X-Team:  red ".to_owned()], lookup),
            Ok(vec![("X-Team".to_owned(), "red".to_owned())])
        );
    }
}
