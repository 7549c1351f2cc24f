//! `hintlint explain RULE`: the rule's page from `rules/`, drawn for a
//! terminal when stdout is one (as `ruff rule` does), plain Markdown
//! otherwise.

use std::io::IsTerminal;

use clap::Args;

use hintlint::rules::Rule;

/// Arguments of `explain`.
#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The rule's name, e.g. `unsound-claim`; `hintlint rules` lists them.
    rule: Option<String>,
}

/// Prints the page, or a "did you mean" error.
pub fn run(args: &ExplainArgs) -> i32 {
    let Some(name) = &args.rule else {
        return super::usage_error(
            "explain needs a rule name, e.g. `hintlint explain unsound-claim`; \
             `hintlint rules` lists them",
        );
    };
    match name.parse::<Rule>() {
        Ok(rule) => {
            let doc = rule.info().doc;
            let text = if std::io::stdout().is_terminal() {
                super::markdown::for_terminal(doc)
            } else {
                doc.to_owned()
            };
            let _ = super::output::stdout(&text);
            0
        }
        Err(message) => super::usage_error(&message),
    }
}
