//! A hint's provenance in words and as related places: where the value a
//! tool's hint holds was written, and each constant, spread, call or
//! mapper it came through (`readOnlyHint: true, written at
//! src/presets.ts:4:3, via `READ_ONLY` spread at src/tools/list.ts:12:5`).
//! `explain --tool` and the editor's hover show the words; a finding
//! about the hint names the places.

use std::collections::HashMap;

use crate::base::hint::Hint;
use crate::code::provenance::{Provenance, Spot};
use crate::findings::diagnostic::{Diagnostic, Related};
use crate::tools::manifest::Tool;

/// `path:line:column` of a spot, the path from the working folder when
/// it lies inside it (an editor's and `explain`'s paths are absolute).
fn place(spot: &Spot) -> String {
    let located = located(spot, String::new());
    let path = from_here(&located.path);
    format!("{path}:{}:{}", located.start.line, located.start.column)
}

/// A shown path from the working folder when it lies inside it (an
/// editor's and `explain`'s paths are absolute).
pub fn from_here(path: &str) -> String {
    let here = std::env::current_dir()
        .ok()
        .map(|here| format!("{}/", here.to_string_lossy().replace('\\', "/")));
    here.as_deref()
        .and_then(|here| path.strip_prefix(here))
        .unwrap_or(path)
        .to_owned()
}

/// The spot as a related place labelled `label`.
fn located(spot: &Spot, label: String) -> Related {
    Related::locate(spot.shown_path(), &spot.text, spot.span.clone(), label)
}

/// Where the value was written and what it came through, in words:
/// `written at a.ts:4:3, via `READ_ONLY` spread at b.ts:12:5`.
pub fn worded(provenance: &Provenance) -> String {
    let mut out = format!("written at {}", place(&provenance.written));
    for step in &provenance.via {
        out.push_str(&format!(", via {} at {}", step.what, place(&step.at)));
    }
    out
}

/// The places of `provenance` as a finding names them: where the value
/// (`shown`, `readOnlyHint: true`) was written, then each step.
pub fn related(provenance: &Provenance, shown: &str) -> Vec<Related> {
    let mut places = vec![located(
        &provenance.written,
        format!("`{shown}` written here"),
    )];
    for step in &provenance.via {
        places.push(located(
            &step.at,
            format!("`{}` comes through {}", provenance.key, step.what),
        ));
    }
    places
}

/// Names, on each finding about a hint whose value a tool of `tools` took
/// from elsewhere, the places it was written and came through. A finding
/// is about a hint when its pointer ends in the hint's key or its message
/// names it.
pub fn relate<'f>(tools: &[Tool<'_, '_>], diagnostics: impl Iterator<Item = &'f mut Diagnostic>) {
    if tools.iter().all(|tool| tool.provenance.is_empty()) {
        return;
    }
    // Each tool by its pointer (the first tool of a pointer held twice),
    // so that a finding finds its tool among the few prefixes of its own
    // pointer: a search of every tool per finding made a file of 20,000
    // tools quadratic.
    let mut by_pointer: HashMap<&str, usize> = HashMap::new();
    for (index, tool) in tools.iter().enumerate() {
        by_pointer.entry(tool.pointer.as_str()).or_insert(index);
    }
    for diagnostic in diagnostics {
        let Some(tool) = tool_of(&diagnostic.pointer, &by_pointer).and_then(|at| tools.get(at))
        else {
            continue;
        };
        for provenance in tool.provenance {
            let key = provenance.key.as_str();
            let about = diagnostic.pointer.ends_with(&format!("/{key}"))
                || diagnostic.message.contains(key);
            if about {
                let shown = Hint::from_key(key)
                    .and_then(|hint| tool.hint_bool(hint))
                    .map_or_else(|| key.to_owned(), |value| format!("{key}: {value}"));
                diagnostic.related.extend(related(provenance, &shown));
            }
        }
    }
}

/// The first tool (by index) whose pointer is `pointer` or a prefix of it
/// ending before a `/`: the tool a finding at `pointer` is about.
fn tool_of(pointer: &str, by_pointer: &HashMap<&str, usize>) -> Option<usize> {
    let prefixes = pointer
        .match_indices('/')
        .map(|(at, _)| &pointer[..at])
        .chain(std::iter::once(pointer));
    prefixes
        .filter_map(|prefix| by_pointer.get(prefix).copied())
        .min()
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::tool_of;

    #[test]
    fn a_finding_finds_the_first_tool_whose_pointer_is_its_own_or_a_prefix_before_a_slash() {
        let by_pointer: HashMap<&str, usize> = HashMap::from([("/1", 3), ("/10", 4), ("/1/x", 2)]);
        assert_eq!(tool_of("/1", &by_pointer), Some(3));
        assert_eq!(
            tool_of("/10/annotations/readOnlyHint", &by_pointer),
            Some(4)
        );
        // `/1/x` is the pointer of an earlier tool than `/1`'s.
        assert_eq!(tool_of("/1/x/title", &by_pointer), Some(2));
        assert_eq!(tool_of("/2/title", &by_pointer), None);
        // A tool at the root is every finding's, after any earlier tool.
        let root: HashMap<&str, usize> = HashMap::from([("", 0)]);
        assert_eq!(tool_of("/annotations", &root), Some(0));
        assert_eq!(tool_of("", &root), Some(0));
    }
}
