//! `hintlint census` output: aligned text, JSON, or Markdown for a CI job
//! summary.

use crate::base::hint::Hint;
use crate::base::wording::{plural, visible};
use crate::lint::census::{HintTally, ListedTool, Tally, TreeCensus};
use crate::lint::census_merge::{Fleet, Repository};

/// Per hint, in the order hints are written: its key and how many tools
/// state it true, false, absent, invalid and inert, then send it true,
/// false or not at all.
fn hint_rows(tally: &Tally) -> Vec<(&'static str, [usize; 8])> {
    Hint::ALL
        .iter()
        .map(|hint| {
            let t: HintTally = tally.hints.get(hint.key()).copied().unwrap_or_default();
            (
                hint.key(),
                [
                    t.written_true,
                    t.written_false,
                    t.absent,
                    t.invalid,
                    t.inert,
                    t.wire.sent_true,
                    t.wire.sent_false,
                    t.wire.absent,
                ],
            )
        })
        .collect()
}

/// `45 tools in 7 files; 30 gated as destructive…`.
fn headline(tree: &TreeCensus) -> String {
    let not_judged = match tree.total.not_judged {
        0 => String::new(),
        count => format!(
            "; {} registered in code with hints hintlint cannot read statically (not counted)",
            plural(count, "more tool")
        ),
    };
    let unread = match tree.total.unread {
        0 => String::new(),
        count => format!("; {} hintlint could not read", plural(count, "place")),
    };
    let unparsed = match tree.total.unparsed {
        0 => String::new(),
        count => format!(
            "; {} that might register tools not parsed (syntax errors)",
            plural(count, "source file")
        ),
    };
    format!(
        "{} in {}; {} with all four hints written; {} gated as destructive by clients that \
         apply the defaults{not_judged}{unread}{unparsed}",
        plural(tree.total.tools, "tool"),
        plural(tree.files.len(), "file"),
        tree.total.all_four,
        tree.total.gated_destructive
    )
}

/// `Codex asks before a call of 12 of the 45 tools, VS Code of 40, …`, in
/// the clients table's order, with the tools a client never calls or
/// leaves to a model: `goose of 3 (a model judges 20)`; when there are
/// tools.
fn asked_by(tally: &Tally) -> Option<String> {
    if tally.tools == 0 {
        return None;
    }
    let mut line = String::new();
    for (index, client) in crate::findings::clients::CLIENTS.iter().enumerate() {
        let count = |counts: &std::collections::BTreeMap<String, usize>| {
            counts.get(client.name).copied().unwrap_or(0)
        };
        if index == 0 {
            line.push_str(&format!(
                "{} asks before a call of {} of the {}",
                client.name,
                count(&tally.asked_by),
                plural(tally.tools, "tool")
            ));
        } else {
            line.push_str(&format!(", {} of {}", client.name, count(&tally.asked_by)));
        }
        let others: Vec<String> = [
            (count(&tally.never_called_by), "never calls"),
            (count(&tally.judged_by), "a model judges"),
        ]
        .into_iter()
        .filter(|(count, _)| *count > 0)
        .map(|(count, what)| format!("{what} {count}"))
        .collect();
        if !others.is_empty() {
            line.push_str(&format!(" ({})", others.join(", ")));
        }
    }
    Some(line)
}

/// What a file is, after its name: ` (OpenAPI)`, ` (source, 2 not judged)`.
fn kind_suffix(kind: &str, tally: &Tally) -> String {
    let unread = match tally.unread {
        0 => String::new(),
        count => format!(", {count} unread"),
    };
    match (kind, tally.not_judged) {
        ("openapi", _) => " (OpenAPI)".to_owned(),
        ("source", 0) => format!(" (source{unread})"),
        ("source", count) => format!(" (source, {count} not judged{unread})"),
        _ => String::new(),
    }
}

/// The hints of `tally` by how they are stated and sent, then what each
/// client does with its tools.
fn hint_table(out: &mut String, tally: &Tally) {
    out.push_str(
        "  hint             true  false  absent  invalid  inert   sent: true  false  absent\n",
    );
    for (key, [yes, no, absent, invalid, inert, sent_yes, sent_no, unsent]) in hint_rows(tally) {
        out.push_str(&format!(
            "  {key:<15} {yes:>5} {no:>6} {absent:>7} {invalid:>8} {inert:>6} \
             {sent_yes:>11} {sent_no:>6} {unsent:>7}\n"
        ));
    }
    if let Some(line) = asked_by(tally) {
        out.push_str(&format!("  {line} (docs/clients.md)\n"));
    }
}

/// A tool of `census --tools`: its line, name, and each hint as sent,
/// marked `(sent)` where the code does not write it.
fn listed_line(out: &mut String, tool: &ListedTool) {
    let name = tool
        .name
        .as_deref()
        .map_or(std::borrow::Cow::Borrowed("(named at run time)"), visible);
    out.push_str(&format!("        line {:>5}  {name}:", tool.line));
    for (key, value) in &tool.sent {
        let value = match value {
            Some(value) => value.to_string(),
            None => "absent".to_owned(),
        };
        let unwritten = if tool.written.contains_key(key) || value == "absent" {
            ""
        } else {
            " (sent)"
        };
        out.push_str(&format!(" {key}={value}{unwritten}"));
    }
    out.push('\n');
}

/// One table per tree: the hints by how they are stated, then each file.
pub fn human(trees: &[TreeCensus]) -> String {
    let mut out = String::new();
    for tree in trees {
        out.push_str(&format!("{}: {}\n", visible(&tree.root), headline(tree)));
        hint_table(&mut out, &tree.total);
        for file in &tree.files {
            out.push_str(&format!(
                "  {:>5} tools  {:>5} gated  {}{}\n",
                file.tally.tools,
                file.tally.gated_destructive,
                visible(&file.path),
                kind_suffix(file.kind, &file.tally)
            ));
            for tool in file.listed.iter().flatten() {
                listed_line(&mut out, tool);
            }
        }
        for name in &tree.unparsable {
            out.push_str(&format!(
                "  not counted (does not parse): {}\n",
                visible(name)
            ));
        }
        out.push('\n');
    }
    out
}

/// A Markdown section per tree.
pub fn markdown(trees: &[TreeCensus]) -> String {
    let cell = |text: &str| visible(text).replace('|', "\\|").replace('`', "'");
    let mut out = String::new();
    for tree in trees {
        out.push_str(&format!(
            "### hint census: `{}`\n\n{}\n\n| hint | true | false | absent | invalid | inert | sent true | sent false | not sent |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n",
            cell(&tree.root),
            headline(tree)
        ));
        for (key, [yes, no, absent, invalid, inert, sent_yes, sent_no, unsent]) in
            hint_rows(&tree.total)
        {
            out.push_str(&format!(
                "| `{key}` | {yes} | {no} | {absent} | {invalid} | {inert} | {sent_yes} | \
                 {sent_no} | {unsent} |\n"
            ));
        }
        if let Some(line) = asked_by(&tree.total) {
            out.push_str(&format!("\n{line}.\n"));
        }
        if !tree.files.is_empty() {
            out.push_str(
                "\n| file | tools | all four | gated as destructive |\n|---|---:|---:|---:|\n",
            );
            for file in &tree.files {
                out.push_str(&format!(
                    "| `{}` | {} | {} | {} |\n",
                    cell(&file.path),
                    file.tally.tools,
                    file.tally.all_four,
                    file.tally.gated_destructive
                ));
            }
        }
        out.push('\n');
    }
    out
}

/// One JSON document: the trees with their files.
pub fn json(trees: &[TreeCensus]) -> String {
    format!("{:#}\n", serde_json::json!({ "trees": trees }))
}

/// `census --merge`, as text: a repository's row, written as it is read.
pub fn repository_row(repository: &Repository) -> String {
    format!(
        "{:>8} tools {:>8} all four {:>8} gated  {}\n",
        repository.total.tools,
        repository.total.all_four,
        repository.total.gated_destructive,
        visible(&repository.name)
    )
}

/// `census --merge`, as text: the fleet's total, after its rows.
pub fn fleet(fleet: &Fleet) -> String {
    let mut out = format!(
        "\nfleet: {} in {}; {} with all four hints written; {} gated as destructive by \
         clients that apply the defaults\n",
        plural(fleet.total.tools, "tool"),
        plural(fleet.repositories, "repository"),
        fleet.total.all_four,
        fleet.total.gated_destructive
    );
    if fleet.total.not_judged > 0 {
        out.push_str(&format!(
            "  {} registered in code with hints hintlint cannot read statically (not counted)\n",
            plural(fleet.total.not_judged, "more tool")
        ));
    }
    if fleet.total.unread > 0 {
        out.push_str(&format!(
            "  {} in code hintlint could not read\n",
            plural(fleet.total.unread, "place")
        ));
    }
    hint_table(&mut out, &fleet.total);
    if fleet.unparsable > 0 {
        out.push_str(&format!(
            "  {} the repositories' censuses could not count (they do not parse)\n",
            plural(fleet.unparsable, "file")
        ));
    }
    out
}

/// `census --merge --format json`: the document's opening, before the
/// repositories' rows.
pub const MERGED_JSON_START: &str = "{\n  \"repositories\": [";

/// `census --merge --format json`: a repository's row, one line each;
/// `first` is whether it opens the list.
pub fn repository_json(repository: &Repository, first: bool) -> String {
    let row = serde_json::json!({
        "name": repository.name,
        "total": repository.total,
        "unparsable": repository.unparsable,
    });
    format!("{}\n    {row}", if first { "" } else { "," })
}

/// `census --merge --format json`: the fleet's total, closing the
/// document.
pub fn fleet_json(fleet: &Fleet) -> String {
    let unreadable: Vec<serde_json::Value> = fleet
        .unreadable
        .iter()
        .map(|(path, reason)| serde_json::json!({ "path": path, "reason": reason }))
        .collect();
    let total = serde_json::json!({
        "repositories": fleet.repositories,
        "total": fleet.total,
        "unparsable": fleet.unparsable,
        "unreadable": unreadable,
    });
    let closing = if fleet.repositories == 0 {
        "]"
    } else {
        "\n  ]"
    };
    format!("{closing},\n  \"fleet\": {total}\n}}\n")
}
