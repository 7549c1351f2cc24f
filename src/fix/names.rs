//! The names a fix writes: one check, for every language, of how the file
//! reaches a type name a fix adds (`ToolAnnotations`, `McpSchema`,
//! `IsReadOnly`). It asks whether the name's first segment is already
//! bound in the scope where the edit lands (an import, a `use` with or
//! without an alias, a wildcard import, a type the file declares, a PHP
//! namespace block's own `use` lines) and whether that binding is the
//! SDK's type. The answer ([`Reach`]) is to write the name as it is, to
//! write it and import it (the import line is part of the same fix), or to
//! write it fully qualified where the short name means something else.
//! What differs between languages is data: a [`Vocabulary`] per language
//! here, and the SDKs' names ([`SdkName`]) in [`super::sdk_names`].

use std::ops::Range;

use super::Edit;
use super::braced::newline;

/// How a language imports, declares and qualifies names.
#[derive(Debug)]
pub struct Vocabulary {
    /// What starts an import statement (`import `, `use `, `from `).
    imports: &'static [&'static str],
    /// Between the segments of a full name (`.`, `\`, `::`).
    separator: &'static str,
    /// What ends an import statement (`;`), empty where the line does.
    end: &'static str,
    /// Keywords that declare a type of the file (`class `, `object `).
    declares: &'static [&'static str],
    /// What starts the statement imports follow when the file has none
    /// (`package `, `namespace `, `<?php`).
    headers: &'static [&'static str],
    /// What starts a fully qualified name (`\` in PHP).
    root: &'static str,
    /// Whether each namespace statement starts a scope with imports of its
    /// own (PHP's `namespace X { … }` and `namespace X;`).
    scoped: bool,
    /// Whether names are matched regardless of case (PHP's classes).
    any_case: bool,
    /// Whether an import names a module whose every type it makes visible
    /// (Swift's `import MCP`).
    modules: bool,
    /// What a fix does with a free name (bound by nothing in the scope).
    free: Free,
}

/// What a fix does with a name nothing in the scope binds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Free {
    /// Imports it (Kotlin, Java, PHP).
    Import,
    /// Writes it fully qualified (Rust: rmcp's path, which needs no `use`
    /// among the file's, kept in rustfmt's order).
    Qualify,
    /// Writes it as the file's other calls do (Swift, where a module's
    /// import makes its types visible, and a name is never imported alone).
    Keep,
}

/// Kotlin: `import a.b.C`, `import a.b.C as D`, `import a.b.*`.
pub const KOTLIN: Vocabulary = Vocabulary {
    imports: &["import "],
    separator: ".",
    end: "",
    declares: &[
        "class ",
        "object ",
        "interface ",
        "typealias ",
        "annotation class ",
    ],
    headers: &["package "],
    root: "",
    scoped: false,
    any_case: false,
    modules: false,
    free: Free::Import,
};

/// Java: `import a.b.C;`, `import a.b.*;` (otherwise as Kotlin).
pub const JAVA: Vocabulary = Vocabulary {
    end: ";",
    declares: &["class ", "interface ", "record ", "enum ", "@interface "],
    ..KOTLIN
};

/// PHP: `use A\B;`, `use A\B as C;`, `use A\{B, C};`, per namespace.
pub const PHP: Vocabulary = Vocabulary {
    imports: &["use "],
    separator: "\\",
    end: ";",
    declares: &["class ", "interface ", "trait ", "enum "],
    headers: &["namespace ", "declare(", "<?php"],
    root: "\\",
    scoped: true,
    any_case: true,
    modules: false,
    free: Free::Import,
};

/// Rust: `use a::b::C;`, `use a::{b::C, D as E};`, `use a::*;`.
pub const RUST: Vocabulary = Vocabulary {
    imports: &["use ", "pub use ", "pub(crate) use "],
    separator: "::",
    end: ";",
    declares: &["struct ", "enum ", "type ", "trait ", "union "],
    headers: &[],
    root: "",
    scoped: false,
    any_case: false,
    modules: false,
    free: Free::Qualify,
};

/// Python: `from a.b import C as D`, `import a.b as c`.
pub const PYTHON: Vocabulary = Vocabulary {
    imports: &["from ", "import "],
    separator: ".",
    end: "",
    declares: &["class "],
    headers: &[],
    root: "",
    scoped: false,
    any_case: false,
    modules: false,
    free: Free::Keep,
};

/// Swift: `import MCP` makes every type of the module visible.
pub const SWIFT: Vocabulary = Vocabulary {
    imports: &["import "],
    separator: ".",
    end: "",
    declares: &[
        "struct ",
        "class ",
        "enum ",
        "typealias ",
        "protocol ",
        "actor ",
    ],
    headers: &[],
    root: "",
    scoped: false,
    any_case: false,
    modules: true,
    free: Free::Keep,
};

/// A type name of an SDK as a fix writes it.
#[derive(Debug, Clone, Copy)]
pub struct SdkName<'w> {
    /// The language's vocabulary.
    pub vocabulary: &'static Vocabulary,
    /// The name as written when its first segment is bound
    /// (`McpSchema.ToolAnnotations`, `IsReadOnly`, `types.ToolAnnotations`).
    pub written: &'w str,
    /// The type's full names, the SDK's current one first
    /// (`io.modelcontextprotocol.spec.McpSchema.ToolAnnotations`).
    pub full: &'static [&'static str],
}

impl SdkName<'_> {
    /// What holds the first segment of `written` in each full name
    /// (`io.modelcontextprotocol.spec`), where the full name ends with it.
    fn homes(&self) -> impl Iterator<Item = &'static str> + '_ {
        let suffix = format!("{}{}", self.vocabulary.separator, self.written);
        self.full
            .iter()
            .filter_map(move |full| full.strip_suffix(suffix.as_str()))
    }
}

/// How a fix writes a type name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reach {
    /// The name to write (short, or fully qualified).
    pub name: String,
    /// The import line that binds it, when the file has none: `(what it
    /// follows, the line)`; `None` for the start of the scope.
    pub import: Option<Import>,
}

/// An import line a fix adds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Import {
    /// The statement it follows: the scope's last import, else its
    /// header (`package …`, `namespace X {`); `None` at the scope's start.
    pub after: Option<Range<usize>>,
    /// The statement, without a line end (`import a.b.C`).
    pub line: String,
}

impl Import {
    /// The edit that adds the line after the last import (or the header,
    /// with a blank line between), or at the start of the file.
    pub fn edit(&self, text: &str) -> Edit {
        let newline = newline(text);
        let line = &self.line;
        match &self.after {
            Some(after) if self.follows_an_import(text) => {
                Edit::insert(after.end, format!("{newline}{line}"))
            }
            Some(after) => Edit::insert(after.end, format!("{newline}{newline}{line}")),
            None => Edit::insert(0, format!("{line}{newline}{newline}")),
        }
    }

    /// Whether the statement it follows is an import (not a header).
    pub fn follows_an_import(&self, text: &str) -> bool {
        let first = self.line.split(' ').next().unwrap_or("");
        self.after
            .as_ref()
            .and_then(|after| text.get(after.clone()))
            .is_some_and(|written| written.trim_start().starts_with(first))
    }
}

/// What the scope around `at` binds a name to.
enum Bound {
    /// Nothing: the name is free.
    Free,
    /// The SDK's type.
    Sdk,
    /// Something else: an import of another type, or a type of the file.
    Other,
}

/// How the file reaches `sdk`'s name in the scope around `at`: as written
/// when bound to the SDK's type, fully qualified when bound to another,
/// and as written with a new import when free.
pub fn reach(text: &str, at: usize, sdk: SdkName<'_>) -> Reach {
    let vocabulary = sdk.vocabulary;
    let separator = vocabulary.separator;
    let scope = scope(text, at, vocabulary);
    let statements = imports(text, scope.clone(), vocabulary);
    let bindings = bindings_of(text, &statements, vocabulary);
    let written = sdk.written;
    let homes: Vec<&str> = sdk.homes().collect();
    // The home the file imports other names from (the SDK's older
    // package), else the nearest to what it imports (another SDK's
    // namespace), else the current one.
    let nearness = |home: &str| {
        bindings
            .iter()
            .map(|(local, full)| {
                let package = match local.as_str() {
                    "*" => full.as_str(),
                    _ => full
                        .rsplit_once(separator)
                        .map_or("", |(package, _)| package),
                };
                let shared = home
                    .split(separator)
                    .zip(full.split(separator))
                    .take_while(|(a, b)| a == b)
                    .count();
                (package == home, shared)
            })
            .max()
            .unwrap_or((false, 0))
    };
    let home = homes
        .iter()
        .rev()
        .max_by_key(|home| nearness(home))
        .copied();
    let after = statements
        .last()
        .cloned()
        .or_else(|| header(text, scope.clone(), vocabulary));
    let bound = match bound(text, scope, &bindings, sdk) {
        Bound::Free if vocabulary.free == Free::Qualify || !own_line_after(text, after.clone()) => {
            Bound::Other
        }
        Bound::Free if vocabulary.free == Free::Keep => Bound::Sdk,
        bound => bound,
    };
    match (bound, home) {
        (Bound::Sdk, _) | (_, None) => Reach {
            name: written.to_owned(),
            import: None,
        },
        (Bound::Other, Some(home)) => Reach {
            name: format!("{}{home}{separator}{written}", vocabulary.root),
            import: None,
        },
        (Bound::Free, Some(home)) => {
            let first = first_segment(written, vocabulary);
            Reach {
                name: written.to_owned(),
                import: Some(Import {
                    after,
                    line: format!(
                        "{}{home}{separator}{first}{}",
                        vocabulary.imports[0], vocabulary.end
                    ),
                }),
            }
        }
    }
}

/// Whether a new line can follow `after` (the statement an import
/// follows): not where code goes on after it on its line (`namespace A {
/// class B {} }`), where a name is written fully qualified instead.
fn own_line_after(text: &str, after: Option<Range<usize>>) -> bool {
    let rest = after.map_or("", |after| text.get(after.end..).unwrap_or(""));
    let line = rest.split(['\n', '\r']).next().unwrap_or("");
    let line = line.trim();
    line.is_empty() || line.starts_with("//") || line.starts_with('#') && !line.starts_with("#[")
}

/// Whether the scope around `at` binds `sdk`'s name to the SDK's type, so
/// that it can be written as it is.
pub fn is_bound(text: &str, at: usize, sdk: SdkName<'_>) -> bool {
    let scope = scope(text, at, sdk.vocabulary);
    let statements = imports(text, scope.clone(), sdk.vocabulary);
    let bindings = bindings_of(text, &statements, sdk.vocabulary);
    matches!(bound(text, scope, &bindings, sdk), Bound::Sdk)
}

/// The bindings of import `statements`.
fn bindings_of(
    text: &str,
    statements: &[Range<usize>],
    vocabulary: &Vocabulary,
) -> Vec<(String, String)> {
    statements
        .iter()
        .flat_map(|range| bindings(&text[range.clone()], vocabulary))
        .collect()
}

/// The first segment of `written` (`McpSchema` of `McpSchema.ToolAnnotations`).
fn first_segment<'w>(written: &'w str, vocabulary: &Vocabulary) -> &'w str {
    written
        .split(vocabulary.separator)
        .next()
        .unwrap_or(written)
}

/// What the first segment of `sdk.written` is bound to in `scope`.
fn bound(
    text: &str,
    scope: Range<usize>,
    bindings: &[(String, String)],
    sdk: SdkName<'_>,
) -> Bound {
    let vocabulary = sdk.vocabulary;
    let separator = vocabulary.separator;
    let first = first_segment(sdk.written, vocabulary);
    let rest = &sdk.written[first.len()..];
    let same = |a: &str, b: &str| {
        if vocabulary.any_case {
            a.eq_ignore_ascii_case(b)
        } else {
            a == b
        }
    };
    let is_sdk = |resolved: &str| sdk.full.iter().any(|full| same(full, resolved));
    if let Some((_, full)) = bindings.iter().find(|(local, _)| same(local, first)) {
        return if is_sdk(&format!("{full}{rest}")) {
            Bound::Sdk
        } else {
            Bound::Other
        };
    }
    if declares(&text[scope], first, vocabulary) {
        return Bound::Other;
    }
    // A wildcard import of the SDK's package (`import a.b.*`, `import MCP`).
    let wildcard = bindings
        .iter()
        .any(|(local, full)| local == "*" && is_sdk(&format!("{full}{separator}{}", sdk.written)));
    if wildcard { Bound::Sdk } else { Bound::Free }
}

/// Whether `scope` declares a type named `name` (`class ToolAnnotations`).
fn declares(scope: &str, name: &str, vocabulary: &Vocabulary) -> bool {
    let is_word = |byte: u8| byte.is_ascii_alphanumeric() || byte == b'_';
    vocabulary.declares.iter().any(|keyword| {
        let pattern = format!("{keyword}{name}");
        scope.match_indices(&pattern).any(|(at, _)| {
            let before = at.checked_sub(1).and_then(|at| scope.as_bytes().get(at));
            let after = scope.as_bytes().get(at + pattern.len());
            before.is_none_or(|byte| !is_word(*byte)) && after.is_none_or(|byte| !is_word(*byte))
        })
    })
}

/// The part of the file whose imports apply at `at`: the whole file, or in
/// PHP from the namespace statement before `at` to the next one.
fn scope(text: &str, at: usize, vocabulary: &Vocabulary) -> Range<usize> {
    if !vocabulary.scoped {
        return 0..text.len();
    }
    let starts: Vec<usize> = statement_starts(text, 0..text.len())
        .filter(|start| {
            text[*start..].starts_with("namespace ") && namespace_statement(&text[*start..])
        })
        .collect();
    let start = starts
        .iter()
        .rev()
        .find(|start| **start <= at)
        .copied()
        .unwrap_or(0);
    let end = starts
        .iter()
        .find(|next| **next > at)
        .copied()
        .unwrap_or(text.len());
    start..end
}

/// Whether a line starting `namespace ` is a namespace statement, not the
/// `namespace\func()` operator.
fn namespace_statement(line: &str) -> bool {
    let rest = line["namespace ".len()..].trim_start();
    rest.starts_with(|char: char| char.is_alphabetic() || char == '_' || char == '{')
}

/// The starts of the lines of `range` (after their indentation), skipping
/// block comments (`/* … */`).
fn statement_starts(text: &str, range: Range<usize>) -> impl Iterator<Item = usize> + '_ {
    let mut in_comment = false;
    let mut at = range.start;
    std::iter::from_fn(move || {
        while at < range.end {
            let line_end = text[at..range.end]
                .find('\n')
                .map_or(range.end, |end| at + end + 1);
            let line = &text[at..line_end];
            let start = at + (line.len() - line.trim_start().len());
            at = line_end;
            let was_in_comment = in_comment;
            if let Some(open) = line.rfind("/*") {
                in_comment = !line[open..].contains("*/");
            } else if line.contains("*/") {
                in_comment = false;
            }
            if !was_in_comment {
                return Some(start);
            }
        }
        None
    })
}

/// The import statements of `scope`, each from its keyword to its end:
/// those at its top level only (a `use` in a PHP class body imports a
/// trait, one in a Rust function binds only there).
fn imports(text: &str, scope: Range<usize>, vocabulary: &Vocabulary) -> Vec<Range<usize>> {
    let mut depth = 0usize;
    // A scope that opens with `namespace X {` holds its imports one in.
    let mut top = 0;
    let mut found = Vec::new();
    for start in statement_starts(text, scope.clone()) {
        let rest = &text[start..scope.end];
        let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
        let is_import = vocabulary
            .imports
            .iter()
            .any(|keyword| line.starts_with(keyword));
        if is_import && depth == top {
            found.push(start..statement_end(text, start, scope.end, vocabulary));
        }
        // Braces in a `//` comment are no code.
        let code = line.split("//").next().unwrap_or(line);
        let opened = code.matches('{').count();
        let closed = code.matches('}').count();
        if depth == 0 && line.starts_with("namespace ") && opened > closed {
            top = 1;
        }
        depth = (depth + opened).saturating_sub(closed);
    }
    found
}

/// Where the statement at `start` ends: after its `;` (outside braces), or
/// at its line's end (a Python parenthesised import at its `)`).
fn statement_end(text: &str, start: usize, limit: usize, vocabulary: &Vocabulary) -> usize {
    let rest = &text[start..limit];
    let line = rest.find(['\n', '\r']).unwrap_or(rest.len());
    let end = match vocabulary.end {
        ";" => rest.find(';').map_or(line, |end| end + 1),
        _ if rest[..line].trim_end().ends_with('(') => rest.find(')').map_or(line, |end| end + 1),
        _ => line,
    };
    start + end
}

/// The header statement of `scope` imports follow when it has none: the
/// last `package …`, `namespace X;` (up to its `;`) or `namespace X {`
/// (up to its `{`), `declare(…);` or `<?php`.
fn header(text: &str, scope: Range<usize>, vocabulary: &Vocabulary) -> Option<Range<usize>> {
    let start = statement_starts(text, scope.clone())
        .filter(|start| {
            vocabulary
                .headers
                .iter()
                .any(|header| text[*start..].starts_with(header))
        })
        .last()?;
    let rest = &text[start..scope.end];
    let line = rest.find(['\n', '\r']).unwrap_or(rest.len());
    let end = match rest[..line].find(['{', ';']) {
        Some(end) => end + 1,
        None if rest.starts_with("<?php") => "<?php".len(),
        None => line,
    };
    Some(start..start + end)
}

/// The names an import statement binds: `(local name, full name)`, with
/// `*` for the local name of a wildcard import.
fn bindings(statement: &str, vocabulary: &Vocabulary) -> Vec<(String, String)> {
    let separator = vocabulary.separator;
    let keyword = vocabulary
        .imports
        .iter()
        .find(|keyword| statement.starts_with(**keyword))
        .copied()
        .unwrap_or("");
    let body = statement[keyword.len()..]
        .trim()
        .trim_end_matches(';')
        .trim();
    // PHP's `use function …` and `use const …` bind no class.
    if body.starts_with("function ") || body.starts_with("const ") {
        return Vec::new();
    }
    let body = body.strip_prefix("static ").unwrap_or(body);
    let mut found = Vec::new();
    if keyword == "from " {
        // Python: `from a.b import C as D, E` (or parenthesised, or `*`).
        if let Some((module, names)) = body.split_once(" import ") {
            let names = names.trim().trim_start_matches('(').trim_end_matches(')');
            for name in names.split(',') {
                tree_leaf(module.trim(), name.trim(), separator, &mut found);
            }
        }
        return found;
    }
    if vocabulary.imports.contains(&"from ") {
        // Python: `import a.b` binds `a`; `import a.b as c` binds `c`.
        for name in body.split(',') {
            let name = name.trim();
            match name.split_once(" as ") {
                Some((full, local)) => {
                    found.push((local.trim().to_owned(), full.trim().to_owned()))
                }
                None => {
                    let first = name.split('.').next().unwrap_or(name);
                    found.push((first.to_owned(), first.to_owned()));
                }
            }
        }
        return found;
    }
    if vocabulary.modules {
        // Swift's `import MCP` (a module, every type of which is visible).
        return vec![("*".to_owned(), body.to_owned())];
    }
    use_tree(
        "",
        body.trim_start_matches(separator),
        separator,
        &mut found,
    );
    found
}

/// The bindings of a use tree (`a::{b::C, D as E, *}`, `A\{B, C}`, `a.b.C`)
/// under `prefix`.
fn use_tree(prefix: &str, tree: &str, separator: &str, found: &mut Vec<(String, String)>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let inner = tree[open + 1..].trim_end().trim_end_matches('}');
        let stem = tree[..open].trim_end_matches(separator);
        let prefix = join(prefix, stem, separator);
        for part in split_top(inner) {
            use_tree(&prefix, part, separator, found);
        }
        return;
    }
    match tree.rsplit_once(separator) {
        Some((stem, leaf)) => tree_leaf(&join(prefix, stem, separator), leaf, separator, found),
        None => tree_leaf(prefix, tree, separator, found),
    }
}

/// The binding of `leaf` (`C`, `C as D`, `*`) under `prefix`.
fn tree_leaf(prefix: &str, leaf: &str, separator: &str, found: &mut Vec<(String, String)>) {
    let leaf = leaf.trim();
    if leaf.is_empty() {
        return;
    }
    if leaf == "*" {
        found.push(("*".to_owned(), prefix.to_owned()));
        return;
    }
    let (name, local) = match leaf.split_once(" as ") {
        Some((name, local)) => (name.trim(), local.trim()),
        None => (leaf, leaf),
    };
    found.push((local.to_owned(), join(prefix, name, separator)));
}

/// `prefix` and `rest` joined by `separator` (either may be empty).
fn join(prefix: &str, rest: &str, separator: &str) -> String {
    match (prefix.is_empty(), rest.is_empty()) {
        (true, _) => rest.to_owned(),
        (_, true) => prefix.to_owned(),
        _ => format!("{prefix}{separator}{rest}"),
    }
}

/// The comma-separated parts of `list` outside braces.
fn split_top(list: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (at, char) in list.char_indices() {
        match char {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(&list[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    parts.push(&list[start..]);
    parts
}

/// The Kotlin SDK's `ToolAnnotations` (the current package, then the older).
pub const KOTLIN_TOOL_ANNOTATIONS: SdkName<'static> = SdkName {
    vocabulary: &KOTLIN,
    written: "ToolAnnotations",
    full: &[
        "io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations",
        "io.modelcontextprotocol.kotlin.sdk.ToolAnnotations",
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    const KOTLIN_ANNOTATIONS: SdkName<'static> = KOTLIN_TOOL_ANNOTATIONS;

    fn applied(text: &str, reach: &Reach) -> String {
        let edit = reach.import.as_ref().map(|import| import.edit(text));
        match edit {
            Some(edit) => super::super::apply(text, &[&edit]),
            None => text.to_owned(),
        }
    }

    #[test]
    fn a_free_kotlin_name_is_imported_beside_the_files_imports() {
        let text =
            "package a\n\nimport io.modelcontextprotocol.kotlin.sdk.server.Server\n\nfun f() {}\n";
        let reach = reach(text, text.len() - 3, KOTLIN_ANNOTATIONS);
        assert_eq!(reach.name, "ToolAnnotations");
        assert_eq!(
            applied(text, &reach),
            "package a\n\nimport io.modelcontextprotocol.kotlin.sdk.server.Server\nimport io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations\n\nfun f() {}\n"
        );
        let bare = "fun f() {}\n";
        assert_eq!(
            applied(bare, &super::reach(bare, 3, KOTLIN_ANNOTATIONS)),
            "import io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations\n\nfun f() {}\n"
        );
        let packaged = "package a\r\nfun f() {}\r\n";
        assert_eq!(
            applied(packaged, &super::reach(packaged, 12, KOTLIN_ANNOTATIONS)),
            "package a\r\n\r\nimport io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations\r\nfun f() {}\r\n"
        );
    }

    #[test]
    fn a_bound_name_is_written_short_and_another_binding_qualifies_it() {
        let full = "io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations";
        for (text, written) in [
            (
                "import io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations\n",
                "ToolAnnotations",
            ),
            (
                "import io.modelcontextprotocol.kotlin.sdk.types.*\n",
                "ToolAnnotations",
            ),
            (
                "import io.modelcontextprotocol.kotlin.sdk.ToolAnnotations\n",
                "ToolAnnotations",
            ),
            ("import com.example.ToolAnnotations\n", full),
            ("import com.example.Other as ToolAnnotations\n", full),
            (
                "import io.modelcontextprotocol.kotlin.sdk.types.*\nclass ToolAnnotations\n",
                full,
            ),
        ] {
            let text = format!("{text}fun f() {{}}\n");
            let reach = reach(&text, text.len() - 2, KOTLIN_ANNOTATIONS);
            assert_eq!(
                (reach.name.as_str(), reach.import),
                (written, None),
                "{text}"
            );
        }
        // The older SDK's package is kept where the file imports from it.
        let old = "import io.modelcontextprotocol.kotlin.sdk.Tool\nfun f() {}\n";
        let line = reach(old, old.len() - 2, KOTLIN_ANNOTATIONS)
            .import
            .map(|import| import.line);
        assert_eq!(
            line.as_deref(),
            Some("import io.modelcontextprotocol.kotlin.sdk.ToolAnnotations")
        );
    }

    #[test]
    fn php_names_are_bound_per_namespace_and_conflicts_qualify() {
        let sdk = SdkName {
            vocabulary: &PHP,
            written: "IsReadOnly",
            full: &["Laravel\\Mcp\\Server\\Tools\\Annotations\\IsReadOnly"],
        };
        let text = "<?php\nnamespace A {\nuse Laravel\\Mcp\\Server\\Tools\\Annotations\\IsReadOnly;\nclass B {}\n}\nnamespace C {\nclass D {}\n}\n";
        let first = reach(text, text.find("class B").unwrap_or(0), sdk);
        assert_eq!((first.name.as_str(), first.import), ("IsReadOnly", None));
        let second = reach(text, text.find("class D").unwrap_or(0), sdk);
        assert_eq!(
            applied(text, &second),
            "<?php\nnamespace A {\nuse Laravel\\Mcp\\Server\\Tools\\Annotations\\IsReadOnly;\nclass B {}\n}\nnamespace C {\n\nuse Laravel\\Mcp\\Server\\Tools\\Annotations\\IsReadOnly;\nclass D {}\n}\n"
        );
        let conflict = "<?php\nuse App\\Legacy\\IsReadOnly;\nclass D {}\n";
        let reach = reach(conflict, conflict.len() - 3, sdk);
        assert_eq!(
            (reach.name.as_str(), reach.import),
            (
                "\\Laravel\\Mcp\\Server\\Tools\\Annotations\\IsReadOnly",
                None
            )
        );
        // A trait's `use` in a class body imports nothing.
        let traits = "<?php\nnamespace A;\nclass B\n{\n    use IsReadOnly;\n}\n";
        let free = super::reach(traits, traits.len() - 2, sdk);
        assert_eq!(
            free.import
                .and_then(|import| import.after)
                .map(|after| &traits[after]),
            Some("namespace A;")
        );
        let grouped = "<?php\nuse Laravel\\Mcp\\Server\\Tools\\Annotations\\{IsDestructive, IsReadOnly as RO};\n";
        let found = bindings(grouped[6..].trim(), &PHP);
        assert_eq!(
            found[1],
            (
                "RO".to_owned(),
                "Laravel\\Mcp\\Server\\Tools\\Annotations\\IsReadOnly".to_owned()
            )
        );
    }

    #[test]
    fn rust_and_python_trees_and_modules_are_read() {
        let found = bindings(
            "use rmcp::{model::{Tool, ToolAnnotations as Hints}, *};",
            &RUST,
        );
        assert_eq!(
            found,
            [
                ("Tool".to_owned(), "rmcp::model::Tool".to_owned()),
                (
                    "Hints".to_owned(),
                    "rmcp::model::ToolAnnotations".to_owned()
                ),
                ("*".to_owned(), "rmcp".to_owned()),
            ]
        );
        assert_eq!(
            bindings(
                "from mcp.types import (Tool, ToolAnnotations as TA)",
                &PYTHON
            )[1],
            ("TA".to_owned(), "mcp.types.ToolAnnotations".to_owned())
        );
        assert_eq!(
            bindings("import mcp.types as types", &PYTHON),
            [("types".to_owned(), "mcp.types".to_owned())]
        );
        assert_eq!(
            bindings("import MCP", &SWIFT),
            [("*".to_owned(), "MCP".to_owned())]
        );
    }
}
