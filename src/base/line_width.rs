//! The line length a file's formatter keeps, read where the project's
//! tools keep it: `ruff.toml`, `.ruff.toml` and `pyproject.toml`'s
//! `[tool.ruff]` or `[tool.black]` `line-length` for Python; `.prettierrc`
//! (JSON or YAML), `.prettierrc.json`, `.prettierrc.yaml`, `package.json`'s
//! `prettier` and `.editorconfig`'s `max_line_length` for JavaScript and
//! TypeScript; `rustfmt.toml` and `.rustfmt.toml`'s `max_width` for Rust;
//! `.editorconfig`'s `max_line_length` for PHP (php-cs-fixer's
//! `.php-cs-fixer(.dist).php` keeps no length: PSR-12's soft limit is the
//! default) and for Kotlin (ktlint's settings live there, with
//! `ktlint_code_style`). Each is looked for from the file's folder up to
//! its repository root, never above ([`super::paths::project_folders`]),
//! the nearest first; with none, the formatter's default (Black's and
//! ruff's 88, prettier's 80, rustfmt's 100, PSR-12's 120, ktlint's 140 for
//! `ktlint_official` and 100 for `intellij_idea` and `android_studio`).
//! `max_line_length = off` is no limit.

use std::path::Path;

use super::files::TextSource;
use super::paths::project_folders;

/// The formatters whose layout a fix follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Formatter {
    /// Black and `ruff format`.
    Ruff,
    /// prettier.
    Prettier,
    /// rustfmt.
    Rustfmt,
    /// PSR-12's layout, as php-cs-fixer and PHP_CodeSniffer keep it.
    Psr12,
    /// ktlint; `official`: its `ktlint_official` code style (trailing
    /// commas on call sites), else `intellij_idea` or `android_studio`.
    Ktlint {
        /// Whether the code style is `ktlint_official`.
        official: bool,
    },
}

impl Formatter {
    /// The formatter of a file with extension `ext`, when fixes there are
    /// laid out to a width.
    pub fn of_extension(ext: &str) -> Option<Formatter> {
        match ext {
            "py" | "pyi" => Some(Formatter::Ruff),
            "js" | "jsx" | "mjs" | "cjs" | "ts" | "tsx" | "mts" | "cts" => {
                Some(Formatter::Prettier)
            }
            "rs" => Some(Formatter::Rustfmt),
            "php" => Some(Formatter::Psr12),
            "kt" | "kts" => Some(Formatter::Ktlint { official: true }),
            _ => None,
        }
    }

    /// The formatter's own default line length.
    pub fn default_width(self) -> usize {
        match self {
            Formatter::Ruff => 88,
            Formatter::Prettier => 80,
            Formatter::Rustfmt => 100,
            Formatter::Psr12 => 120,
            Formatter::Ktlint { official: true } => 140,
            Formatter::Ktlint { official: false } => 100,
        }
    }
}

/// A file's formatter and the line length it keeps there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineWidth {
    /// The formatter whose layout fixes follow.
    pub formatter: Formatter,
    /// Its line length: the project's setting, else its default.
    pub width: usize,
}

/// The formatter of the file at `path` and the line length it keeps
/// there; `None` for a file no fix is laid out to a width in.
pub fn line_width(path: &Path, texts: &dyn TextSource) -> Option<LineWidth> {
    let (formatter, width) = formatter_width(path, texts)?;
    Some(LineWidth { formatter, width })
}

/// [`line_width`]'s formatter and width.
fn formatter_width(path: &Path, texts: &dyn TextSource) -> Option<(Formatter, usize)> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    let mut formatter = Formatter::of_extension(&ext)?;
    let folder = path.parent().unwrap_or(Path::new("."));
    let folder = if folder.as_os_str().is_empty() {
        Path::new(".")
    } else {
        folder
    };
    let mut editorconfig = None;
    let mut style = None;
    for folder in project_folders(folder) {
        let read = |name: &str| texts.text(&folder.join(name));
        if matches!(formatter, Formatter::Psr12 | Formatter::Ktlint { .. }) {
            let Some(text) = read(".editorconfig") else {
                continue;
            };
            if style.is_none() {
                style = setting(&text, &ext, "ktlint_code_style");
            }
            if editorconfig.is_none() {
                editorconfig = max_line_length(&text, &ext);
            }
            continue;
        }
        let found = match formatter {
            Formatter::Ruff => ruff_setting(&read),
            Formatter::Prettier => prettier_setting(&read),
            Formatter::Rustfmt => ["rustfmt.toml", ".rustfmt.toml"]
                .into_iter()
                .find_map(|name| {
                    let text = read(name)?;
                    Some(toml_width(&text, &[], "max_width"))
                }),
            Formatter::Psr12 | Formatter::Ktlint { .. } => None,
        };
        if let Some(found) = found {
            return Some((formatter, found.unwrap_or(formatter.default_width())));
        }
        if formatter == Formatter::Prettier && editorconfig.is_none() {
            editorconfig = read(".editorconfig").and_then(|text| max_line_length(&text, &ext));
        }
    }
    if let (Formatter::Ktlint { .. }, Some(style)) = (formatter, style) {
        formatter = Formatter::Ktlint {
            official: style == "ktlint_official",
        };
    }
    Some((formatter, editorconfig.unwrap_or(formatter.default_width())))
}

/// A folder's ruff or Black configuration: `Some(width)` when there is one
/// (`Some(None)`: it keeps the default), `None` to look further up.
fn ruff_setting(read: &dyn Fn(&str) -> Option<std::sync::Arc<str>>) -> Option<Option<usize>> {
    for name in [".ruff.toml", "ruff.toml"] {
        if let Some(text) = read(name) {
            return Some(toml_width(&text, &[], "line-length"));
        }
    }
    let text = read("pyproject.toml")?;
    let table: toml::Table = text.parse().ok()?;
    let tool = table.get("tool")?.as_table()?;
    if tool.contains_key("ruff") {
        return Some(toml_width(&text, &["tool", "ruff"], "line-length"));
    }
    tool.contains_key("black")
        .then(|| toml_width(&text, &["tool", "black"], "line-length"))
}

/// A folder's prettier configuration: `Some(width)` when there is one
/// (`Some(None)`: without `printWidth`), `None` to look further up.
fn prettier_setting(read: &dyn Fn(&str) -> Option<std::sync::Arc<str>>) -> Option<Option<usize>> {
    for name in [
        ".prettierrc",
        ".prettierrc.json",
        ".prettierrc.json5",
        ".prettierrc.yaml",
        ".prettierrc.yml",
    ] {
        if let Some(text) = read(name) {
            return Some(print_width(&text));
        }
    }
    if let Some(text) = read(".prettierrc.toml") {
        return Some(toml_width(&text, &[], "printWidth"));
    }
    let package = read("package.json")?;
    let package: serde_json::Value = serde_json::from_str(&package).ok()?;
    let config = package.get("prettier")?;
    Some(config.get("printWidth").and_then(width_of_json))
}

/// `printWidth` of a `.prettierrc`, written as JSON or YAML.
fn print_width(text: &str) -> Option<usize> {
    if let Ok(value) = serde_json::from_str::<serde_json::Value>(text) {
        return value.get("printWidth").and_then(width_of_json);
    }
    text.lines().find_map(|line| {
        let rest = line.trim().strip_prefix("printWidth")?;
        let rest = rest.trim_start().strip_prefix(':')?;
        width_of(rest.split('#').next()?.trim())
    })
}

/// A JSON number that is a sensible line length.
fn width_of_json(value: &serde_json::Value) -> Option<usize> {
    value
        .as_u64()
        .and_then(|width| usize::try_from(width).ok())
        .filter(|width| (1..=1000).contains(width))
}

/// A written number that is a sensible line length.
fn width_of(text: &str) -> Option<usize> {
    text.parse()
        .ok()
        .filter(|width: &usize| (1..=1000).contains(width))
}

/// The integer `key` of the table at `path` of a TOML text.
fn toml_width(text: &str, path: &[&str], key: &str) -> Option<usize> {
    let mut table: &toml::Table = &text.parse().ok()?;
    for part in path {
        table = table.get(*part)?.as_table()?;
    }
    let width = table.get(key)?.as_integer()?;
    usize::try_from(width)
        .ok()
        .filter(|width| (1..=1000).contains(width))
}

/// `max_line_length` of an `.editorconfig` for a file with extension
/// `ext`: the last section matching it (`[*]`, `[*.ts]`, `[*.{js,ts}]`)
/// that sets it; `off` is no limit.
fn max_line_length(text: &str, ext: &str) -> Option<usize> {
    let value = setting(text, ext, "max_line_length")?;
    if value.eq_ignore_ascii_case("off") {
        return Some(usize::MAX);
    }
    width_of(&value)
}

/// The value of `name` in an `.editorconfig` for a file with extension
/// `ext`: the last section matching it that sets it.
fn setting(text: &str, ext: &str, name: &str) -> Option<String> {
    let mut matching = false;
    let mut found = None;
    for line in text.lines() {
        let line = line.trim();
        if let Some(section) = line
            .strip_prefix('[')
            .and_then(|rest| rest.strip_suffix(']'))
        {
            matching = section_matches(section.trim(), ext);
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        if matching && key.trim().eq_ignore_ascii_case(name) {
            let value = value.split([';', '#']).next().unwrap_or("").trim();
            found = Some(value.to_ascii_lowercase());
        }
    }
    found
}

/// Whether an `.editorconfig` section's glob matches every file with
/// extension `ext` (only `*`, `*.ext` and `*.{a,b}` are read).
fn section_matches(section: &str, ext: &str) -> bool {
    let section = section.strip_prefix("**/").unwrap_or(section);
    if section == "*" {
        return true;
    }
    let Some(extensions) = section.strip_prefix("*.") else {
        return false;
    };
    match extensions
        .strip_prefix('{')
        .and_then(|rest| rest.strip_suffix('}'))
    {
        Some(list) => list.split(',').any(|one| one.trim() == ext),
        None => extensions == ext,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found_in(files: &[(&str, &str)], file: &str) -> Option<LineWidth> {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::create_dir(dir.path().join(".git")).expect("a repository");
        for (name, text) in files {
            let path = dir.path().join(name);
            std::fs::create_dir_all(path.parent().expect("a folder")).expect("folders");
            std::fs::write(path, text).expect("written");
        }
        line_width(&dir.path().join(file), &*crate::base::files::DISK)
    }

    fn width_in(files: &[(&str, &str)], file: &str) -> Option<usize> {
        found_in(files, file).map(|found| found.width)
    }

    #[test]
    fn each_formatter_reads_its_own_setting() {
        assert_eq!(width_in(&[], "a/server.py"), Some(88));
        assert_eq!(width_in(&[], "server.ts"), Some(80));
        assert_eq!(width_in(&[], "main.rs"), Some(100));
        assert_eq!(width_in(&[], "main.go"), None);
        let pyproject = "[tool.ruff]\nline-length = 120\n";
        assert_eq!(
            width_in(&[("pyproject.toml", pyproject)], "a/b/server.py"),
            Some(120)
        );
        let black = "[project]\nname = \"x\"\n[tool.black]\nline-length = 100\n";
        assert_eq!(
            width_in(&[("pyproject.toml", black)], "server.py"),
            Some(100)
        );
        // A nearer ruff configuration without a length keeps ruff's default.
        assert_eq!(
            width_in(
                &[("pyproject.toml", pyproject), ("a/ruff.toml", "[lint]\n")],
                "a/server.py"
            ),
            Some(88)
        );
        assert_eq!(
            width_in(&[(".prettierrc", "{\"printWidth\": 100}")], "x.ts"),
            Some(100)
        );
        assert_eq!(
            width_in(&[(".prettierrc", "printWidth: 120\n")], "x.js"),
            Some(120)
        );
        let package = "{\"name\": \"x\", \"prettier\": {\"printWidth\": 90}}";
        assert_eq!(width_in(&[("package.json", package)], "src/x.ts"), Some(90));
        let editorconfig =
            "root = true\n[*]\nmax_line_length = 100\n[*.{js,ts}]\nmax_line_length = 110\n";
        assert_eq!(
            width_in(&[(".editorconfig", editorconfig)], "x.ts"),
            Some(110)
        );
        assert_eq!(
            width_in(&[("rustfmt.toml", "max_width = 120\n")], "src/main.rs"),
            Some(120)
        );
    }

    #[test]
    fn php_and_kotlin_read_the_editorconfig() {
        assert_eq!(width_in(&[], "src/Server.php"), Some(120));
        assert_eq!(width_in(&[], "src/Server.kt"), Some(140));
        let php = "root = true\n[*.php]\nmax_line_length = 100\n";
        assert_eq!(
            width_in(&[(".editorconfig", php)], "a/Server.php"),
            Some(100)
        );
        assert_eq!(width_in(&[(".editorconfig", php)], "Server.kt"), Some(140));
        let android = "[*.{kt,kts}]\nktlint_code_style = android_studio\n";
        assert_eq!(
            found_in(&[(".editorconfig", android)], "Main.kt"),
            Some(LineWidth {
                formatter: Formatter::Ktlint { official: false },
                width: 100
            })
        );
        let off = "[*]\nmax_line_length = off # none\n";
        assert_eq!(
            width_in(&[(".editorconfig", off)], "Main.kts"),
            Some(usize::MAX)
        );
    }

    #[test]
    fn nothing_above_the_repository_root_is_read() {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::write(
            dir.path().join("pyproject.toml"),
            "[tool.ruff]\nline-length = 120\n",
        )
        .expect("written");
        let repo = dir.path().join("repo");
        std::fs::create_dir_all(repo.join(".git")).expect("a repository");
        assert_eq!(
            line_width(&repo.join("server.py"), &*crate::base::files::DISK)
                .map(|found| found.width),
            Some(88)
        );
    }
}
