//! The line length a file's formatter keeps, and the indentation its
//! project's editors keep, read where the project's tools keep them:
//! `ruff.toml`, `.ruff.toml` and `pyproject.toml`'s `[tool.ruff]` or
//! `[tool.black]` `line-length` for Python; `.prettierrc` (JSON or YAML),
//! `.prettierrc.json`, `.prettierrc.yaml`, `package.json`'s `prettier` and
//! `.editorconfig`'s `max_line_length` for JavaScript and TypeScript;
//! `rustfmt.toml` and `.rustfmt.toml`'s `max_width` for Rust; PHP_CodeSniffer's
//! `phpcs.xml`, `phpcs.xml.dist`, `.phpcs.xml` or `.phpcs.xml.dist`
//! (`Generic.Files.LineLength`'s `lineLimit`, else its `absoluteLineLimit`),
//! then `.editorconfig`'s `max_line_length`, for PHP (php-cs-fixer's
//! `.php-cs-fixer(.dist).php` is code and keeps no length: PSR-12's soft
//! limit is the default); `.editorconfig` for Kotlin (ktlint's settings
//! live there, with `ktlint_code_style`). Each is looked for from the
//! file's folder up to its repository root, never above
//! ([`super::paths::project_folders`]), the nearest first, and the
//! `.editorconfig` files no further than the first that is `root = true`
//! ([`super::editorconfig`]); with none, the formatter's default (Black's
//! and ruff's 88, prettier's 80, rustfmt's 100, PSR-12's 120, ktlint's 140
//! for `ktlint_official` and 100 for `intellij_idea` and
//! `android_studio`). `max_line_length = off` is no limit. The
//! `.editorconfig`'s `indent_style`, `indent_size` and `tab_width` are the
//! indentation a PHP or Kotlin fix uses where the file itself shows none.

use std::path::Path;

use super::editorconfig::Properties;
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
    /// The indentation the project's `.editorconfig` sets for the file,
    /// when it sets one.
    pub indent: Option<Indent>,
}

/// An indentation step as `.editorconfig` sets it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Indent {
    /// This many spaces per level.
    Spaces(usize),
    /// A tab per level, each this many columns wide.
    Tabs(usize),
}

impl Indent {
    /// The indentation `properties` set: `indent_style`, `indent_size`
    /// (`tab` for `tab_width`) and `tab_width`; `None` when they set no
    /// step (a size alone is spaces).
    fn of(properties: &Properties) -> Option<Indent> {
        let number = |name: &str| {
            properties
                .get(name)
                .and_then(|value| value.parse::<usize>().ok())
                .filter(|size| (1..=16).contains(size))
        };
        let tab_width = number("tab_width");
        let size = number("indent_size").or_else(|| {
            (properties.get("indent_size") == Some("tab"))
                .then_some(tab_width)
                .flatten()
        });
        match properties.get("indent_style") {
            Some("tab") => Some(Indent::Tabs(tab_width.or(size).unwrap_or(4))),
            Some("space") => Some(Indent::Spaces(size.or(tab_width).unwrap_or(4))),
            _ => size.map(Indent::Spaces),
        }
    }
}

/// The formatter of the file at `path` and the line length it keeps
/// there; `None` for a file no fix is laid out to a width in.
pub fn line_width(path: &Path, texts: &dyn TextSource) -> Option<LineWidth> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    let mut formatter = Formatter::of_extension(&ext)?;
    let folder = path.parent().unwrap_or(Path::new("."));
    let folder = if folder.as_os_str().is_empty() {
        Path::new(".")
    } else {
        folder
    };
    // One lookup for every formatter: the project's folders, nearest first.
    let folders = project_folders(folder);
    let editorconfig = || {
        let file = super::paths::absolute(path);
        super::editorconfig::properties(&file, &folders, texts)
    };
    let found = folders.iter().find_map(|folder| {
        let read = |name: &str| texts.text(&folder.join(name));
        match formatter {
            Formatter::Ruff => ruff_setting(&read),
            Formatter::Prettier => prettier_setting(&read),
            Formatter::Rustfmt => ["rustfmt.toml", ".rustfmt.toml"]
                .into_iter()
                .find_map(|name| {
                    let text = read(name)?;
                    Some(toml_width(&text, &[], "max_width"))
                }),
            Formatter::Psr12 => phpcs_setting(&read),
            Formatter::Ktlint { .. } => None,
        }
    });
    let (width, indent) = match formatter {
        // ruff, Black and rustfmt read no `.editorconfig`.
        Formatter::Ruff | Formatter::Rustfmt => (found.flatten(), None),
        // prettier's own configuration stands over the `.editorconfig`.
        Formatter::Prettier => match found {
            Some(width) => (width, None),
            None => (max_line_length(&editorconfig()), None),
        },
        // A phpcs ruleset's limit stands over the `.editorconfig`'s.
        Formatter::Psr12 | Formatter::Ktlint { .. } => {
            let properties = editorconfig();
            if let (Formatter::Ktlint { .. }, Some(style)) =
                (formatter, properties.get("ktlint_code_style"))
            {
                formatter = Formatter::Ktlint {
                    official: style == "ktlint_official",
                };
            }
            let width = found.flatten().or_else(|| max_line_length(&properties));
            (width, Indent::of(&properties))
        }
    };
    Some(LineWidth {
        formatter,
        width: width.unwrap_or(formatter.default_width()),
        indent,
    })
}

/// The phpcs rulesets PHP_CodeSniffer reads from a project's folder, in
/// the order it prefers them.
const PHPCS_FILES: [&str; 4] = [
    "phpcs.xml",
    "phpcs.xml.dist",
    ".phpcs.xml",
    ".phpcs.xml.dist",
];

/// A folder's phpcs ruleset: `Some(width)` when there is one (`Some(None)`:
/// it sets no length), `None` to look further up.
fn phpcs_setting(read: &dyn Fn(&str) -> Option<std::sync::Arc<str>>) -> Option<Option<usize>> {
    let text = PHPCS_FILES.into_iter().find_map(read)?;
    Some(phpcs_width(&text))
}

/// `Generic.Files.LineLength`'s `lineLimit` in a phpcs ruleset (the length
/// past which it warns), else its `absoluteLineLimit` (past which it
/// errs); `0` is no limit.
fn phpcs_width(text: &str) -> Option<usize> {
    let text = without_xml_comments(text);
    let mut limits = (None, None);
    let mut rest = text.as_str();
    while let Some(at) = rest.find("<rule") {
        let rule = &rest[at..];
        let head_end = rule.find('>').unwrap_or(rule.len());
        rest = &rule[head_end.max(5)..];
        if !rule[5..].starts_with(|ch: char| ch.is_whitespace() || ch == '>' || ch == '/') {
            continue; // `<ruleset …>`
        }
        let head = &rule[..head_end];
        let body_end = match head.ends_with('/') {
            true => head_end,
            false => rule.find("</rule>").unwrap_or(rule.len()),
        };
        if xml_attribute(head, "ref") == Some("Generic.Files.LineLength") {
            let body = &rule[head_end.min(body_end)..body_end];
            for property in body.split("<property").skip(1) {
                let property = property.split('>').next().unwrap_or("");
                let value = xml_attribute(property, "value").and_then(|value| value.parse().ok());
                match xml_attribute(property, "name") {
                    Some("lineLimit") => limits.0 = value,
                    Some("absoluteLineLimit") => limits.1 = value,
                    _ => {}
                }
            }
        }
    }
    let limit = |value: Option<usize>| match value {
        Some(0) => Some(usize::MAX),
        Some(width) => Some(width).filter(|width| *width <= 1000),
        None => None,
    };
    limit(limits.0).or(limit(limits.1))
}

/// An XML text without its `<!-- … -->` comments.
fn without_xml_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("<!--") {
        out.push_str(&rest[..at]);
        rest = rest[at..]
            .find("-->")
            .map_or("", |end| &rest[at + end + 3..]);
    }
    out.push_str(rest);
    out
}

/// The value of the attribute `name` in an XML tag's text, quoted with `"`
/// or `'`.
fn xml_attribute<'t>(tag: &'t str, name: &str) -> Option<&'t str> {
    let mut rest = tag;
    while let Some(at) = rest.find(name) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + name.len()..].trim_start();
        rest = &rest[at + name.len()..];
        if !before.is_some_and(char::is_whitespace) {
            continue;
        }
        let Some(value) = after.strip_prefix('=') else {
            continue;
        };
        let value = value.trim_start();
        let quote = value.chars().next()?;
        if quote != '"' && quote != '\'' {
            continue;
        }
        let value = &value[1..];
        return value.find(quote).map(|end| value[..end].trim());
    }
    None
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

/// The `max_line_length` `.editorconfig` sets; `off` is no limit.
fn max_line_length(properties: &Properties) -> Option<usize> {
    let value = properties.get("max_line_length")?;
    if value == "off" {
        return Some(usize::MAX);
    }
    width_of(value)
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
                width: 100,
                indent: None,
            })
        );
        let off = "[*]\nmax_line_length = off # none\n";
        assert_eq!(
            width_in(&[(".editorconfig", off)], "Main.kts"),
            Some(usize::MAX)
        );
    }

    #[test]
    fn a_phpcs_ruleset_sets_phps_length_over_the_editorconfig() {
        let ruleset = "<?xml version=\"1.0\"?>\n<ruleset name=\"App\">\n  <rule ref=\"PSR12\"/>\n  \
                       <!-- <rule ref=\"Generic.Files.LineLength\"><properties><property name=\"lineLimit\" value=\"60\"/></properties></rule> -->\n  \
                       <rule ref=\"Generic.Files.LineLength\">\n    <properties>\n      \
                       <property name='absoluteLineLimit' value='130'/>\n      \
                       <property name=\"lineLimit\" value=\"100\" />\n    </properties>\n  </rule>\n</ruleset>\n";
        let editorconfig = "[*.php]\nmax_line_length = 90\n";
        for name in PHPCS_FILES {
            assert_eq!(
                width_in(
                    &[(name, ruleset), (".editorconfig", editorconfig)],
                    "src/A.php"
                ),
                Some(100),
                "{name}"
            );
        }
        let absolute = "<ruleset><rule ref=\"Generic.Files.LineLength\"><properties>\
                        <property name=\"absoluteLineLimit\" value=\"110\"/></properties></rule></ruleset>";
        assert_eq!(width_in(&[("phpcs.xml", absolute)], "A.php"), Some(110));
        let none = "<ruleset><rule ref=\"Generic.Files.LineLength\"><properties>\
                    <property name=\"lineLimit\" value=\"0\"/></properties></rule></ruleset>";
        assert_eq!(width_in(&[("phpcs.xml", none)], "A.php"), Some(usize::MAX));
        // A ruleset without a length leaves the `.editorconfig`'s.
        let psr12 = "<ruleset><rule ref=\"PSR12\"/></ruleset>";
        assert_eq!(
            width_in(
                &[("phpcs.xml", psr12), (".editorconfig", editorconfig)],
                "A.php"
            ),
            Some(90)
        );
        // Only a PHP file reads it.
        assert_eq!(width_in(&[("phpcs.xml", ruleset)], "A.kt"), Some(140));
    }

    #[test]
    fn the_editorconfig_sets_the_indentation_and_stops_at_its_root() {
        let indent_in = |files: &[(&str, &str)], file: &str| found_in(files, file)?.indent;
        let spaces = "[*.{kt,kts}]\nindent_style = space\nindent_size = 2\n";
        assert_eq!(
            indent_in(&[(".editorconfig", spaces)], "a/Main.kt"),
            Some(Indent::Spaces(2))
        );
        let tabs = "[*]\nindent_style = tab\nindent_size = tab\ntab_width = 8\n";
        assert_eq!(
            indent_in(&[(".editorconfig", tabs)], "Tools.php"),
            Some(Indent::Tabs(8))
        );
        assert_eq!(indent_in(&[(".editorconfig", tabs)], "server.py"), None);
        // A nearer `root = true` hides the farther file; a nearer file's
        // property stands over a farther one's, the rest is merged.
        let outer = "[*]\nmax_line_length = 90\nindent_size = 3\n";
        let inner = "[*.php]\nmax_line_length = 110\n";
        let merged = found_in(
            &[(".editorconfig", outer), ("app/.editorconfig", inner)],
            "app/src/Tools.php",
        );
        assert_eq!(
            merged.map(|found| (found.width, found.indent)),
            Some((110, Some(Indent::Spaces(3))))
        );
        let rooted = format!("root = true\n{inner}");
        let alone = found_in(
            &[(".editorconfig", outer), ("app/.editorconfig", &rooted)],
            "app/src/Tools.php",
        );
        assert_eq!(
            alone.map(|found| (found.width, found.indent)),
            Some((110, None))
        );
        // A section for a path from the file's folder.
        let anchored = "[src/**.kt]\nmax_line_length = 80\n[/*.kt]\nmax_line_length = 70\n";
        assert_eq!(
            width_in(&[(".editorconfig", anchored)], "src/a/B.kt"),
            Some(80)
        );
        assert_eq!(width_in(&[(".editorconfig", anchored)], "B.kt"), Some(70));
        assert_eq!(
            width_in(&[(".editorconfig", anchored)], "lib/B.kt"),
            Some(140)
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
        // A hostile `.editorconfig` and phpcs ruleset in the folder above
        // the repository: none of them reaches a file inside.
        std::fs::write(
            dir.path().join(".editorconfig"),
            "[*]\nmax_line_length = 20\nindent_style = tab\nprettier = 1\n",
        )
        .expect("written");
        std::fs::write(
            dir.path().join("phpcs.xml"),
            "<ruleset><rule ref=\"Generic.Files.LineLength\"><properties>\
             <property name=\"lineLimit\" value=\"20\"/></properties></rule></ruleset>",
        )
        .expect("written");
        for (file, width) in [("a/Tools.php", 120), ("Main.kt", 140), ("x.ts", 80)] {
            std::fs::create_dir_all(repo.join(file).parent().expect("a folder")).expect("folders");
            assert_eq!(
                line_width(&repo.join(file), &*crate::base::files::DISK),
                line_width(&repo.join(file), &*crate::base::files::DISK).map(|found| LineWidth {
                    width,
                    indent: None,
                    ..found
                }),
                "{file}"
            );
        }
    }
}
