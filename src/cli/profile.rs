//! `hintlint profile`: the 40-state oracle and its totals.

use clap::Args;
use serde::Serialize;

use hintlint::profile::{Guarantees, OracleRow, oracle, totals};

use super::TableFormat;

/// Arguments of `profile`.
#[derive(Debug, Args)]
pub struct ProfileArgs {
    /// Output format.
    #[arg(long, value_enum, default_value = "human")]
    format: TableFormat,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StateRow {
    method: &'static str,
    read_only_hint: bool,
    destructive_hint: bool,
    idempotent_hint: bool,
    active: Vec<&'static str>,
    justified: Vec<&'static str>,
    sound: bool,
    maximal: bool,
}

#[derive(Serialize)]
struct Totals {
    states: usize,
    sound: usize,
    unsound: usize,
    maximal: usize,
}

#[derive(Serialize)]
struct Document {
    states: Vec<StateRow>,
    totals: Totals,
}

/// Prints the oracle.
pub fn run(args: &ProfileArgs) -> i32 {
    let rows = oracle();
    let sums = totals(&rows);
    match args.format {
        TableFormat::Human => {
            super::output::line(&format!(
                "{:<7} {:<5} {:<5} {:<5} {:<26} {:<36} verdict",
                "method", "ro", "d", "i", "active", "justified"
            ));
            for row in &rows {
                super::output::line(&format!(
                    "{:<7} {:<5} {:<5} {:<5} {:<26} {:<36} {}",
                    row.method.as_str(),
                    row.state.read_only,
                    row.state.destructive,
                    row.state.idempotent,
                    row.active.to_string(),
                    row.justified.to_string(),
                    verdict(row)
                ));
            }
            super::output::line(&format!(
                "\n{} states: {} sound, {} unsound, {} profile-maximal",
                sums.states, sums.sound, sums.unsound, sums.maximal
            ));
        }
        TableFormat::Json => {
            let document = Document {
                states: rows.iter().map(state_row).collect(),
                totals: Totals {
                    states: sums.states,
                    sound: sums.sound,
                    unsound: sums.unsound,
                    maximal: sums.maximal,
                },
            };
            super::output::line(&serde_json::to_string_pretty(&document).unwrap_or_default());
        }
    }
    0
}

fn verdict(row: &OracleRow) -> &'static str {
    hintlint::translators::Verdict::of(row.sound, row.maximal).as_str()
}

fn names(set: Guarantees) -> Vec<&'static str> {
    set.iter().map(|guarantee| guarantee.as_str()).collect()
}

fn state_row(row: &OracleRow) -> StateRow {
    StateRow {
        method: row.method.as_str(),
        read_only_hint: row.state.read_only,
        destructive_hint: row.state.destructive,
        idempotent_hint: row.state.idempotent,
        active: names(row.active),
        justified: names(row.justified),
        sound: row.sound,
        maximal: row.maximal,
    }
}
