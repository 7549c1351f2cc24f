//! `hintlint explain RULE`: the rule's page from `rules/`.

use clap::Args;

use hintlint::rules::Rule;

/// Arguments of `explain`.
#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The rule's name, e.g. `unsound-claim`.
    rule: String,
}

/// Prints the page, or a "did you mean" error.
pub fn run(args: &ExplainArgs) -> i32 {
    match args.rule.parse::<Rule>() {
        Ok(rule) => {
            let _ = super::output::stdout(rule.info().doc);
            0
        }
        Err(message) => super::usage_error(&message),
    }
}
