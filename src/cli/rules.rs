//! `hintlint rules`: every rule, its default level, fix safety and summary.

use clap::Args;
use serde::Serialize;

use hintlint::rules::REGISTRY;

use super::TableFormat;

/// Arguments of `rules`.
#[derive(Debug, Args)]
pub struct RulesArgs {
    /// Output format.
    #[arg(long, value_enum, default_value = "human")]
    format: TableFormat,
}

#[derive(Serialize)]
struct RuleRow {
    name: &'static str,
    default_level: &'static str,
    fix: &'static str,
    summary: &'static str,
}

/// Prints the table.
pub fn run(args: &RulesArgs) -> i32 {
    match args.format {
        TableFormat::Human => {
            // Each column as wide as its widest cell, so that no value
            // (`safe/unsafe`) pushes the summary out of line.
            let width = |cell: fn(&hintlint::rules::RuleInfo) -> &'static str, title: &str| {
                REGISTRY
                    .iter()
                    .map(|info| cell(info).len())
                    .chain([title.len()])
                    .max()
                    .unwrap_or(0)
            };
            let name = width(|info| info.name, "rule");
            let level = width(|info| info.default_level.as_str(), "level");
            let fix = width(|info| info.fix.as_str(), "fix");
            super::output::line(&format!(
                "{:<name$}  {:<level$}  {:<fix$}  summary",
                "rule", "level", "fix"
            ));
            for info in &REGISTRY {
                super::output::line(&format!(
                    "{:<name$}  {:<level$}  {:<fix$}  {}",
                    info.name,
                    info.default_level.as_str(),
                    info.fix.as_str(),
                    info.summary
                ));
            }
        }
        TableFormat::Json => {
            let rows: Vec<RuleRow> = REGISTRY
                .iter()
                .map(|info| RuleRow {
                    name: info.name,
                    default_level: info.default_level.as_str(),
                    fix: info.fix.as_str(),
                    summary: info.summary,
                })
                .collect();
            super::output::line(&serde_json::to_string_pretty(&rows).unwrap_or_default());
        }
    }
    0
}
