//! Reading tree-sitter syntax trees: spans, text, walks, errors, comments
//! and string literals, shared by the language readers.

use std::borrow::Cow;
use std::ops::Range;

use crate::document::{Number, Spot, Str, Value};

use tree_sitter::{Node, Tree};

use crate::document::LineComment;

/// The byte span of `node`.
pub fn span(node: Node<'_>) -> Range<usize> {
    node.byte_range()
}

/// The byte range of `node`, as the document model keeps it.
pub fn spot(node: Node<'_>) -> Spot {
    Spot::of(node.byte_range())
}

/// The string `made` of the pieces of `node` (an f-string, a template,
/// strings joined), as a value at `node`.
pub fn made_string<'t>(made: String, node: Node<'_>) -> Value<'t> {
    Value::String(Str {
        value: Cow::Owned(made),
        span: spot(node),
    })
}

/// The text of `node`.
pub fn text<'t>(text: &'t str, node: Node<'_>) -> &'t str {
    text.get(node.byte_range()).unwrap_or("")
}

/// The named children of `node`, comments left out.
pub fn children<'tree>(node: Node<'tree>) -> Vec<Node<'tree>> {
    let mut cursor = node.walk();
    node.named_children(&mut cursor)
        .filter(|child| !child.kind().contains("comment"))
        .collect()
}

/// How a grammar names the literals every language has: its booleans, its
/// null and its numbers. `tests/grammar_kinds.rs` checks the kinds a
/// language's `Literals { … }` names.
pub struct Literals {
    /// The kind of `true`.
    pub truth: &'static str,
    /// The kind of `false`.
    pub falsity: &'static str,
    /// The kind of the null value (`nil`, `None`, `null`).
    pub null: &'static str,
    /// The kinds of numbers.
    pub numbers: &'static [&'static str],
}

/// The boolean, null or number `node` writes, as `literals` names them.
pub fn literal<'t>(text: &'t str, node: Node<'_>, literals: &Literals) -> Option<Value<'t>> {
    let kind = node.kind();
    Some(if kind == literals.truth {
        Value::Bool(true, spot(node))
    } else if kind == literals.falsity {
        Value::Bool(false, spot(node))
    } else if kind == literals.null {
        Value::Null(spot(node))
    } else if literals.numbers.contains(&kind) {
        Value::Number(Number {
            text: Cow::Borrowed(self::text(text, node)),
            span: spot(node),
        })
    } else {
        return None;
    })
}

/// Two fields of `node` (`"key"` and `"value"` of a pair, `"left"` and
/// `"right"` of an assignment), when it has both. `tests/grammar_kinds.rs`
/// checks the names given here as it checks `child_by_field_name`'s.
pub fn field_pair<'tree>(
    node: Node<'tree>,
    first: &str,
    second: &str,
) -> Option<(Node<'tree>, Node<'tree>)> {
    Some((
        node.child_by_field_name(first)?,
        node.child_by_field_name(second)?,
    ))
}

/// What `node` holds in its `field` when it is a wrapper of `kind`
/// (`export_statement`'s `declaration`, `decorated_definition`'s
/// `definition`), else `node` itself: `None` for a wrapper holding none.
/// `tests/grammar_kinds.rs` checks the kind and the field given here.
pub fn unwrapped<'tree>(node: Node<'tree>, kind: &str, field: &str) -> Option<Node<'tree>> {
    if node.kind() == kind {
        node.child_by_field_name(field)
    } else {
        Some(node)
    }
}

/// The nearest ancestor of `node` of `kind` (the class a method is
/// written in). `tests/grammar_kinds.rs` checks the kind given here.
pub fn enclosing<'tree>(node: Node<'tree>, kind: &str) -> Option<Node<'tree>> {
    std::iter::successors(node.parent(), Node::parent).find(|parent| parent.kind() == kind)
}

/// Calls `visit` on every node under `root` in source order, without
/// recursion (a deeply nested file cannot overflow the stack).
pub fn preorder<'tree>(root: Node<'tree>, visit: impl FnMut(Node<'tree>)) {
    walk(root, |_| true, visit);
}

/// [`preorder`] over the nodes `enter` lets in: a node it refuses is not
/// visited, and neither is anything under it.
fn walk<'tree>(
    root: Node<'tree>,
    enter: impl Fn(Node<'tree>) -> bool,
    mut visit: impl FnMut(Node<'tree>),
) {
    if !enter(root) {
        return;
    }
    let mut cursor = root.walk();
    loop {
        let node = cursor.node();
        let entered = enter(node);
        if entered {
            visit(node);
        }
        if entered && cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return;
            }
        }
    }
}

/// [`preorder`] over only the nodes whose span holds one of `offsets`
/// (sorted byte offsets, such as where a registration's name is written):
/// a subtree that holds none is skipped whole, so a walk costs the paths
/// to the offsets, not the file.
pub fn preorder_holding<'tree>(
    root: Node<'tree>,
    offsets: &[usize],
    visit: impl FnMut(Node<'tree>),
) {
    let holds = |node: Node<'_>| {
        let first = offsets.partition_point(|offset| *offset < node.start_byte());
        offsets
            .get(first)
            .is_some_and(|offset| *offset < node.end_byte())
    };
    walk(root, holds, visit);
}

/// The sorted byte offsets at which any of `needles` is written in `text`.
pub fn offsets_of(text: &str, needles: &[&str]) -> Vec<usize> {
    let mut found: Vec<usize> = needles
        .iter()
        .filter(|needle| !needle.is_empty())
        .flat_map(|needle| memchr::memmem::find_iter(text.as_bytes(), needle.as_bytes()))
        .collect();
    found.sort_unstable();
    found.dedup();
    found
}

/// The first syntax error of `tree`: an `ERROR` node (and the text it
/// starts with) or a token the parser had to assume (`MISSING`, and its
/// kind).
pub fn first_error(tree: &Tree, source: &str) -> Option<(Range<usize>, String)> {
    let root = tree.root_node();
    if !root.has_error() {
        return None;
    }
    let mut found = None;
    preorder(root, |node| {
        if found.is_some() {
            return;
        }
        if node.is_missing() {
            found = Some((span(node), format!("missing `{}`", node.kind())));
        } else if node.is_error() {
            let written = text(source, node);
            let token: String = written
                .split_whitespace()
                .next()
                .unwrap_or("")
                .chars()
                .take(24)
                .collect();
            found = Some((span(node), format!("unexpected `{token}`")));
        }
    });
    found.or_else(|| Some((0..0, "syntax error".to_owned())))
}

/// The line comments of a tree that start with `marker` (`//` or `#`),
/// which are read for `hintlint-allow`: a text without one has none worth
/// the walk.
pub fn line_comments(tree: &Tree, source: &str, marker: &'static str) -> Vec<LineComment> {
    let mut comments = Vec::new();
    if memchr::memmem::find(source.as_bytes(), b"hintlint-allow").is_none() {
        return comments;
    }
    preorder(tree.root_node(), |node| {
        if node.kind().contains("comment") {
            let written = text(source, node);
            if let Some(body) = written.strip_prefix(marker) {
                comments.push(LineComment {
                    span: span(node),
                    text: body.to_owned(),
                    marker,
                });
            }
        }
    });
    comments
}

/// The variable a registration's value is bound to (`t` in `t :=
/// &mcp.Tool{…}`, `const t = server.registerTool(…)`, `tool =
/// types.Tool(…)`), looking through `&`, parentheses and `await`.
pub fn bound_name<'t>(source: &'t str, node: Node<'_>) -> Option<&'t str> {
    let mut child = node;
    let mut parent = node.parent()?;
    while matches!(
        parent.kind(),
        "unary_expression"
            | "expression_list"
            | "parenthesized_expression"
            | "await_expression"
            | "as_expression"
            | "non_null_expression"
    ) {
        child = parent;
        parent = parent.parent()?;
    }
    let target = match parent.kind() {
        "variable_declarator" | "var_spec" | "const_spec" => parent.child_by_field_name("name")?,
        "assignment"
        | "assignment_expression"
        | "short_var_declaration"
        | "assignment_statement" => {
            let left = parent.child_by_field_name("left")?;
            if left.id() == child.id() {
                return None;
            }
            match left.kind() {
                "expression_list" => left.named_child(0)?,
                _ => left,
            }
        }
        _ => return None,
    };
    (target.kind() == "identifier").then(|| text(source, target))
}

/// Where the file sets the annotations of the value named `name` after
/// creating it (`name.Annotations = …`, `name.annotations = …`,
/// `name.Annotations.ReadOnlyHint = …`, `name.update(…)`): hints
/// hintlint does not follow from there.
pub fn annotated_later(source: &str, name: &str) -> Option<Range<usize>> {
    let bytes = source.as_bytes();
    let is_word = |byte: u8| byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'$';
    let needle = format!("{name}.");
    let finder = memchr::memmem::Finder::new(needle.as_bytes());
    finder.find_iter(bytes).find_map(|at| {
        if at > 0 && is_word(bytes[at - 1]) {
            return None;
        }
        let rest = &source[at + needle.len()..];
        let member = ["annotations", "Annotations", "update("]
            .into_iter()
            .find(|member| rest.starts_with(member))?;
        let after = rest.as_bytes().get(member.len()).copied();
        if !member.ends_with('(') && after.is_some_and(is_word) {
            return None;
        }
        Some(at..at + needle.len() + member.trim_end_matches('(').len())
    })
}

/// Decodes the escapes of a C-family string body (`\n`, `\"`, `\u00e9`,
/// `\u{1F600}`, `\x41`); an unknown escape keeps its character.
pub fn unescape(body: &str) -> Cow<'_, str> {
    if !body.contains('\\') {
        return Cow::Borrowed(body);
    }
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars().peekable();
    while let Some(ch) = chars.next() {
        if ch != '\\' {
            out.push(ch);
            continue;
        }
        let Some(escaped) = chars.next() else {
            out.push('\\');
            break;
        };
        let code = |chars: &mut std::iter::Peekable<std::str::Chars<'_>>, digits: usize| {
            let hex: String = (0..digits).filter_map(|_| chars.next()).collect();
            u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32)
        };
        let decoded = match escaped {
            'n' => Some('\n'),
            't' => Some('\t'),
            'r' => Some('\r'),
            '0' => Some('\0'),
            'x' => code(&mut chars, 2),
            'u' if chars.peek() == Some(&'{') => {
                chars.next();
                let hex: String = chars.by_ref().take_while(|ch| *ch != '}').collect();
                u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32)
            }
            'u' => code(&mut chars, 4),
            'U' => code(&mut chars, 8),
            other => Some(other),
        };
        out.extend(decoded);
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn later_annotations_are_found_by_name() {
        let text = "t.Annotations = x\nnot_t.annotations = y\n";
        assert_eq!(annotated_later(text, "t"), Some(0..13));
        assert_eq!(annotated_later("tool.update({})", "tool"), Some(0..11));
        assert_eq!(annotated_later("t.annotationsList = 1", "t"), None);
        assert_eq!(annotated_later("other.annotations = 1", "t"), None);
    }

    #[test]
    fn escapes_are_decoded() {
        assert_eq!(unescape("plain"), "plain");
        assert_eq!(unescape(r#"a\"b\n\u00e9\u{1F600}\x41"#), "a\"b\né😀A");
        assert_eq!(unescape(r"\q\"), "q\\");
    }
}
