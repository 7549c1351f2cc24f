//! A file's `.editorconfig` properties, as EditorConfig resolves them:
//! the `.editorconfig` files of the file's folder and the folders above,
//! up to the first whose preamble says `root = true` and never above the
//! folders the caller gives (its project, [`super::paths::project_folders`]);
//! in each, the sections whose glob matches the file (`[*]`, `[*.php]`,
//! `[*.{kt,kts}]`, `[src/**.ts]`), a later section over an earlier one, a
//! nearer file over a farther one.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use super::files::TextSource;

/// The properties `.editorconfig` files set for one file, their names and
/// values lowercased.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Properties {
    /// Each property's value.
    values: HashMap<String, String>,
}

impl Properties {
    /// The value of the property `name` (lowercase), when one is set.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }
}

/// The properties for the file at `file` read from the `.editorconfig`
/// files of `folders` (the file's folder first, then each folder above,
/// as far as the lookup may go), stopping after the first that is `root`.
pub fn properties(file: &Path, folders: &[PathBuf], texts: &dyn TextSource) -> Properties {
    let mut found = Properties::default();
    for folder in folders {
        let Some(text) = texts.text(&folder.join(".editorconfig")) else {
            continue;
        };
        let relative = super::paths::relative_path(file, folder)
            .map(|path| path.to_string_lossy().replace('\\', "/"));
        let Some(relative) = relative else {
            continue;
        };
        let (root, values) = read(&text, &relative);
        for (name, value) in values {
            // A nearer file's value stands.
            found.values.entry(name).or_insert(value);
        }
        if root {
            break;
        }
    }
    found
}

/// One `.editorconfig` text read for the file at `relative` (its path
/// from the text's folder, `/`-separated): whether its preamble says
/// `root = true`, and the properties its matching sections set, the last
/// one standing.
fn read(text: &str, relative: &str) -> (bool, HashMap<String, String>) {
    let mut root = false;
    let mut in_preamble = true;
    let mut matching = false;
    let mut values = HashMap::new();
    let mut budget = WORK;
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with(['#', ';']) {
            continue;
        }
        if let Some(section) = line
            .strip_prefix('[')
            .and_then(|rest| rest.strip_suffix(']'))
        {
            in_preamble = false;
            matching = section_matches(section.trim(), relative, &mut budget);
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let key = key.trim().to_ascii_lowercase();
        let value = value
            .split([';', '#'])
            .next()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase();
        if in_preamble {
            root |= key == "root" && value == "true";
        } else if matching {
            values.insert(key, value);
        }
    }
    (root, values)
}

/// The most alternatives a section's braces expand to: a glob with more is
/// matched against none of them.
const MAX_ALTERNATIVES: usize = 64;

/// The longest section glob read: a longer one matches nothing.
const MAX_GLOB: usize = 1024;

/// The steps the sections of one `.editorconfig` may take to match (bytes
/// of braces expanded, cells of the glob tables): past it, the sections
/// left match nothing, so that a hostile file's thousands of starred,
/// braced globs cannot hold a lint up.
const WORK: usize = 1 << 24;

/// Whether a section's glob matches the file at `relative`: a glob with no
/// `/` matches a file of that name in any folder below, one with a `/`
/// is taken from the `.editorconfig`'s folder; `*` stays within a folder,
/// `**` crosses them, `{a,b}` is either.
/// `budget`: the steps left ([`WORK`]), which this takes from.
fn section_matches(section: &str, relative: &str, budget: &mut usize) -> bool {
    if section.len() > MAX_GLOB {
        return false;
    }
    let Some(alternatives) = expand(section, budget) else {
        return false;
    };
    alternatives.iter().any(|glob| {
        let (glob, path) = match glob.strip_prefix('/') {
            Some(anchored) => (anchored, relative),
            None if glob.contains('/') => (glob.as_str(), relative),
            None => (
                glob.as_str(),
                relative.rsplit('/').next().unwrap_or(relative),
            ),
        };
        let cost = (glob.len() + 1) * (path.len() + 1);
        match budget.checked_sub(cost) {
            Some(left) => {
                *budget = left;
                glob_matches(glob.as_bytes(), path.as_bytes())
            }
            None => {
                *budget = 0;
                false
            }
        }
    })
}

/// Whether `glob` (braces expanded) matches all of `path`: `*` and `?`
/// within one folder, `**` across folders, `[abc]` and `[!abc]` one of
/// (or none of) the bytes listed; anything else itself. A table over
/// (glob, path) positions, filled from the ends: no glob, however many
/// stars it holds, takes more than their product of steps.
fn glob_matches(glob: &[u8], path: &[u8]) -> bool {
    let columns = path.len() + 1;
    // `table[g * columns + p]`: whether `glob[g..]` matches `path[p..]`.
    let mut table = vec![false; (glob.len() + 1) * columns];
    table[glob.len() * columns + path.len()] = true;
    for g in (0..glob.len()).rev() {
        let (step, any_folders) = match (glob[g], glob.get(g + 1)) {
            (b'*', Some(b'*')) => (2, true),
            (b'*', _) => (1, false),
            _ => (0, false),
        };
        for p in (0..=path.len()).rev() {
            let at = |g: usize, p: usize| table[g * columns + p];
            let matched = if step > 0 {
                // A star matches nothing, or one more byte (not a `/`
                // unless it is `**`) and stays.
                at(g + step, p)
                    || (p < path.len() && (any_folders || path[p] != b'/') && at(g, p + 1))
            } else {
                match one(&glob[g..], path.get(p).copied()) {
                    Some(width) => at(g + width, p + 1),
                    None => false,
                }
            };
            table[g * columns + p] = matched;
        }
    }
    table[0]
}

/// Whether the glob's first element (`?`, `[set]`, a byte) matches `byte`:
/// how many bytes of the glob it took.
fn one(glob: &[u8], byte: Option<u8>) -> Option<usize> {
    let byte = byte?;
    match glob.first()? {
        b'?' => (byte != b'/').then_some(1),
        b'[' if glob[1..].contains(&b']') => {
            let close = glob.iter().skip(1).position(|&at| at == b']')? + 1;
            let (negated, set) = match glob[1..close].strip_prefix(b"!") {
                Some(set) => (true, set),
                None => (false, &glob[1..close]),
            };
            (byte != b'/' && set.contains(&byte) != negated).then_some(close + 1)
        }
        first => (*first == byte).then_some(1),
    }
}

/// `glob` with its braces expanded (`*.{kt,kts}` → `*.kt`, `*.kts`);
/// `None` past [`MAX_ALTERNATIVES`], for braces that do not close, or once
/// `budget` is spent (each expansion takes its length from it).
fn expand(glob: &str, budget: &mut usize) -> Option<Vec<String>> {
    *budget = budget.checked_sub(glob.len() + 1)?;
    let Some(open) = glob.find('{') else {
        return Some(vec![glob.to_owned()]);
    };
    let mut depth = 0usize;
    let mut close = None;
    let mut commas = Vec::new();
    for (at, ch) in glob[open..].char_indices() {
        match ch {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    close = Some(open + at);
                    break;
                }
            }
            ',' if depth == 1 => commas.push(open + at),
            _ => {}
        }
    }
    let close = close?;
    let (head, tail) = (&glob[..open], &glob[close + 1..]);
    let mut bounds = vec![open];
    bounds.extend(commas);
    bounds.push(close);
    let mut out = Vec::new();
    for pair in bounds.windows(2) {
        let choice = &glob[pair[0] + 1..pair[1]];
        for expanded in expand(&format!("{head}{choice}{tail}"), budget)? {
            out.push(expanded);
            if out.len() > MAX_ALTERNATIVES {
                return None;
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_match_by_glob_and_the_last_one_stands() {
        let text = "root = true\n[*]\nindent_size = 2\nmax_line_length = 100\n\
                    [*.{kt,kts}]\nindent_size = 4\n[src/legacy/**.php]\nmax_line_length = off\n";
        let (root, kotlin) = read(text, "app/Main.kts");
        assert!(root);
        assert_eq!(kotlin.get("indent_size").map(String::as_str), Some("4"));
        assert_eq!(
            kotlin.get("max_line_length").map(String::as_str),
            Some("100")
        );
        let (_, legacy) = read(text, "src/legacy/old/Tools.php");
        assert_eq!(
            legacy.get("max_line_length").map(String::as_str),
            Some("off")
        );
        let (_, other) = read(text, "lib/legacy/Tools.php");
        assert_eq!(
            other.get("max_line_length").map(String::as_str),
            Some("100")
        );
        // A property in no section is the preamble's, which holds only `root`.
        let (root, none) = read("indent_size = 3\n[Makefile]\nindent_style = tab\n", "a.py");
        assert!(!root && none.is_empty());
    }

    /// [`section_matches`] with a whole budget.
    fn matches(section: &str, relative: &str) -> bool {
        let mut budget = WORK;
        section_matches(section, relative, &mut budget)
    }

    #[test]
    fn braces_expand_and_do_not_explode() {
        let expanded = |glob: &str| {
            let mut budget = WORK;
            expand(glob, &mut budget)
        };
        assert_eq!(
            expanded("*.{kt,{kts,java}}"),
            Some(vec![
                "*.kt".to_owned(),
                "*.kts".to_owned(),
                "*.java".to_owned()
            ])
        );
        assert_eq!(expanded("*.{kt"), None);
        assert_eq!(expanded(&"{a,b}".repeat(10)), None);
        assert!(matches("/*.php", "Tools.php"));
        assert!(!matches("/*.php", "src/Tools.php"));
        assert!(matches("*.php", "src/Tools.php"));
        assert!(matches("src/**/*.[pP]hp", "src/a/b/Tools.Php"));
        assert!(!matches("src/*.php", "src/a/Tools.php"));
        assert!(matches("Tool?.php", "Tools.php"));
        assert!(!matches("Tools.[!p]hp", "Tools.php"));
        // Many stars against a long path end at once.
        let stars = "*a".repeat(200);
        assert!(!matches(&stars, &"a".repeat(150)));
    }

    #[test]
    fn a_hostile_file_spends_its_budget_and_matches_no_more() {
        // A megabyte of braced, starred sections (each 32 alternatives of
        // a thousand bytes), then one that would match.
        let glob = format!("{}{}", "{a,b}".repeat(5), "*a".repeat(490));
        let mut text = String::new();
        while text.len() < 1 << 20 {
            text.push_str(&format!("[{glob}]\nindent_size = 3\n"));
        }
        text.push_str("[*.php]\nmax_line_length = 90\n");
        let path = format!("src/{}/Tools.php", "deep/".repeat(30));
        let (_, values) = read(&text, &path);
        assert_eq!(values.get("max_line_length"), None);
        assert_eq!(values.get("indent_size"), None);
        // A file of ordinary size keeps its last section.
        let (_, values) = read(
            "[*]\nindent_size = 3\n[*.php]\nmax_line_length = 90\n",
            &path,
        );
        assert_eq!(
            values.get("max_line_length").map(String::as_str),
            Some("90")
        );
    }
}
