//! `hintlint mapping`: judge translators' method-default tables.

use std::path::PathBuf;

use clap::{ArgGroup, Args};
use serde::Serialize;

use hintlint::hint::Hint;
use hintlint::profile::Guarantees;
use hintlint::translators::{self, BUILTIN_NAMES, Table, TableVerdict, Verdict};

use super::TableFormat;

/// Arguments of `mapping`: a table file, a built-in table, or all of them.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("table").required(true).args(["file", "builtin", "all"])))]
pub struct MappingArgs {
    /// A table as JSON: {"name": "…", "defaults": {"GET": {"readOnlyHint": true, …}, …}}.
    file: Option<PathBuf>,
    /// A built-in table: apisix (alias api7), infobip, azure-app-service, gram, zilla, api2mcp.
    #[arg(long, value_name = "NAME")]
    builtin: Option<String>,
    /// Every built-in table.
    #[arg(long)]
    all: bool,
    /// Output format.
    #[arg(long, value_enum, default_value = "human")]
    format: TableFormat,
}

#[derive(Serialize)]
struct Document {
    tables: Vec<TableRow>,
}

#[derive(Serialize)]
struct TableRow {
    name: String,
    source: String,
    sound_methods: usize,
    unsupported: usize,
    methods: Vec<MethodRow>,
}

#[derive(Serialize)]
struct MethodRow {
    method: &'static str,
    written: serde_json::Map<String, serde_json::Value>,
    state: serde_json::Value,
    active: Vec<&'static str>,
    justified: Vec<&'static str>,
    verdict: &'static str,
    unsupported: Vec<&'static str>,
}

/// Prints the judgement; exit code 1 when a table has an unsound method.
pub fn run(args: &MappingArgs) -> i32 {
    let tables = match tables(args) {
        Ok(tables) => tables,
        Err(message) => return super::usage_error(&message),
    };
    let judged: Vec<(Table, TableVerdict)> = tables
        .into_iter()
        .map(|table| {
            let verdict = table.judge();
            (table, verdict)
        })
        .collect();
    match args.format {
        TableFormat::Human => {
            let _ = super::output::stdout(&human(&judged));
        }
        TableFormat::Json => {
            let document = Document {
                tables: judged
                    .iter()
                    .map(|(table, verdict)| row(table, verdict))
                    .collect(),
            };
            super::output::line(&serde_json::to_string_pretty(&document).unwrap_or_default());
        }
    }
    let unsound = judged
        .iter()
        .any(|(_, verdict)| verdict.sound_methods < verdict.methods.len());
    i32::from(unsound)
}

fn tables(args: &MappingArgs) -> Result<Vec<Table>, String> {
    if args.all {
        return Ok(BUILTIN_NAMES
            .iter()
            .filter_map(|name| translators::builtin(name))
            .collect());
    }
    if let Some(name) = &args.builtin {
        return translators::builtin(name)
            .map(|table| vec![table])
            .ok_or_else(|| {
                let hint = hintlint::suggest::closest(name, &BUILTIN_NAMES, 3)
                    .map_or(String::new(), |near| format!("; did you mean `{near}`?"));
                format!(
                    "unknown built-in table `{name}`{hint} (built in: {})",
                    BUILTIN_NAMES.join(", ")
                )
            });
    }
    let path = args
        .file
        .as_ref()
        .ok_or("name a table file, --builtin NAME or --all")?;
    let text = hintlint::files::read_text_file(path)
        .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
    translators::parse(&text)
        .map(|table| vec![table])
        .map_err(|message| format!("{}: {message}", path.display()))
}

fn names(set: Guarantees) -> Vec<&'static str> {
    set.iter().map(|guarantee| guarantee.as_str()).collect()
}

fn row(table: &Table, verdict: &TableVerdict) -> TableRow {
    TableRow {
        name: table.name.clone(),
        source: table.source.clone(),
        sound_methods: verdict.sound_methods,
        unsupported: verdict.unsupported,
        methods: verdict
            .methods
            .iter()
            .map(|method| MethodRow {
                method: method.method.as_str(),
                written: Hint::ALL
                    .iter()
                    .filter_map(|hint| {
                        Some((hint.key().to_owned(), method.written.get(*hint)?.into()))
                    })
                    .collect(),
                state: serde_json::json!({
                    "readOnlyHint": method.state.read_only,
                    "destructiveHint": method.state.destructive,
                    "idempotentHint": method.state.idempotent,
                }),
                active: names(method.active),
                justified: names(method.justified),
                verdict: method.verdict.as_str(),
                unsupported: names(method.unsupported),
            })
            .collect(),
    }
}

fn human(judged: &[(Table, TableVerdict)]) -> String {
    let mut out = String::from(
        "written: ro/d/i/ow = readOnlyHint/destructiveHint/idempotentHint/openWorldHint, T = true, \
         F = false, – = not written (the MCP default applies)\n\n",
    );
    for (table, verdict) in judged {
        out.push_str(&format!("{} — {}\n", table.name, table.source));
        out.push_str(&format!(
            "  {:<7} {:<22} {:<26} {:<36} {:<18} unsupported\n",
            "method", "written", "active", "justified", "verdict"
        ));
        for method in &verdict.methods {
            out.push_str(&format!(
                "  {:<7} {:<22} {:<26} {:<36} {:<18} {}\n",
                method.method.as_str(),
                method.written.notation(),
                method.active.to_string(),
                method.justified.to_string(),
                method.verdict.as_str(),
                if method.verdict == Verdict::Unsound {
                    method.unsupported.to_string()
                } else {
                    "–".to_owned()
                }
            ));
        }
        out.push_str(&format!(
            "  {}/5 methods sound, {}\n\n",
            verdict.sound_methods,
            hintlint::wording::plural(verdict.unsupported, "unsupported active guarantee")
        ));
    }
    if judged.len() > 1 {
        out.push_str(&format!(
            "{:<20} {:>13} {:>12}\n",
            "table", "sound methods", "unsupported"
        ));
        for (table, verdict) in judged {
            out.push_str(&format!(
                "{:<20} {:>11}/5 {:>12}\n",
                table.name, verdict.sound_methods, verdict.unsupported
            ));
        }
    }
    out
}
