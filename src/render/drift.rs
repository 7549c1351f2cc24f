//! `hintlint diff` output: aligned text, JSON, or Markdown for a CI job
//! summary.

use crate::base::wording::{plural, visible};
use crate::lint::drift::{ChangeKind, Drift, Stated};

/// `false`, or `true (default)` when the value is not written.
fn shown(stated: &Stated) -> String {
    match stated.written {
        Some(value) => value.to_string(),
        None => format!("{} (default)", stated.effective),
    }
}

/// How a kind of change is written: its mark, its name, its label in a
/// table, and what it means.
fn words(kind: ChangeKind) -> (&'static str, &'static str, &'static str, &'static str) {
    match kind {
        ChangeKind::Stronger => (
            "!",
            "stronger",
            "**stronger claim**",
            "stronger claim: review",
        ),
        ChangeKind::Weaker => ("~", "weaker", "weaker claim", "weaker claim"),
        ChangeKind::Restated => (
            "=",
            "restated",
            "restated",
            "no change for spec-conformant clients",
        ),
    }
}

/// `2 added, 1 removed, 1 stronger claim, 0 weaker claims`.
pub fn summary(drift: &Drift) -> String {
    let mut line = format!(
        "{} added, {} removed, {}, {}, {} restated",
        drift.added.len(),
        drift.removed.len(),
        plural(drift.stronger(), "stronger claim"),
        plural(drift.count(ChangeKind::Weaker), "weaker claim"),
        drift.count(ChangeKind::Restated),
    );
    if !drift.not_comparable.is_empty() {
        line.push_str(&format!(", {} not comparable", drift.not_comparable.len()));
    }
    line
}

/// What a tool that cannot be compared means for the gate.
const NOT_COMPARABLE: &str =
    "hints not read statically: lint the running server with --server, or write them as literals";

/// Aligned text, one line per change, then the summary.
pub fn human(drift: &Drift, old: &str, new: &str) -> String {
    let mut out = format!("comparing {} → {}\n", visible(old), visible(new));
    for added in &drift.added {
        let claims = if added.claims.is_empty() {
            "claims nothing (every hint at its default)".to_owned()
        } else {
            format!("claims {}", added.claims.join(", "))
        };
        out.push_str(&format!(
            "  + added     {}: {claims}\n",
            visible(&added.tool)
        ));
    }
    for removed in &drift.removed {
        out.push_str(&format!("  - removed   {}\n", visible(removed)));
    }
    for tool in &drift.not_comparable {
        out.push_str(&format!(
            "  ? not comparable {}: {NOT_COMPARABLE}\n",
            visible(tool)
        ));
    }
    for change in &drift.changes {
        let (mark, name, _, meaning) = words(change.kind);
        out.push_str(&format!(
            "  {mark} {name:<9} {}: {} {} → {} ({meaning})\n",
            visible(&change.tool),
            change.hint,
            shown(&change.old),
            shown(&change.new),
        ));
    }
    out.push_str(&summary(drift));
    out.push('\n');
    out
}

/// A Markdown section for a CI job summary.
pub fn markdown(drift: &Drift, old: &str, new: &str) -> String {
    let cell = |text: &str| visible(text).replace('|', "\\|").replace('`', "'");
    let mut out = format!(
        "### hintlint diff: `{}` → `{}`\n\n{}\n",
        cell(old),
        cell(new),
        summary(drift)
    );
    if drift.added.is_empty()
        && drift.removed.is_empty()
        && drift.changes.is_empty()
        && drift.not_comparable.is_empty()
    {
        out.push_str("\nNo tool or hint changed.\n");
        return out;
    }
    out.push_str("\n| change | tool | hint | old | new |\n|---|---|---|---|---|\n");
    for change in &drift.changes {
        let (_, _, kind, _) = words(change.kind);
        out.push_str(&format!(
            "| {kind} | `{}` | {} | {} | {} |\n",
            cell(&change.tool),
            change.hint,
            shown(&change.old),
            shown(&change.new)
        ));
    }
    for added in &drift.added {
        out.push_str(&format!(
            "| added | `{}` | | | {} |\n",
            cell(&added.tool),
            cell(&added.claims.join(", "))
        ));
    }
    for removed in &drift.removed {
        out.push_str(&format!("| removed | `{}` | | | |\n", cell(removed)));
    }
    for tool in &drift.not_comparable {
        out.push_str(&format!(
            "| **not comparable** | `{}` | | | {NOT_COMPARABLE} |\n",
            cell(tool)
        ));
    }
    out
}

/// One JSON document.
pub fn json(drift: &Drift, old: &str, new: &str) -> String {
    let document = serde_json::json!({
        "old": old,
        "new": new,
        "stronger": drift.stronger(),
        "weaker": drift.count(ChangeKind::Weaker),
        "added": drift.added,
        "removed": drift.removed,
        "changes": drift.changes,
        "not_comparable": drift.not_comparable,
    });
    format!("{document:#}\n")
}
