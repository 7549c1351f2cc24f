//! Syntax trees kept between parses of the same file, for a long-lived
//! project (the language server, the MCP endpoint): a buffer parsed again
//! after an edit is parsed incrementally, tree-sitter reusing every part
//! of the previous tree the edit left alone, and a file parsed again
//! unchanged (a module the edited one imports) is not parsed at all.
//!
//! The edit is found by comparing the text with the one the kept tree was
//! parsed from (their common start and end), so the trees need nothing
//! from the editor but the new text.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use tree_sitter::{InputEdit, Point, Tree};

use super::Language;
use crate::document::ParseFailure;

/// How many files' trees are kept: the buffer being edited and the
/// modules it imports (a tree is about half a megabyte for a 400-line
/// server). The least recently parsed goes first.
const KEPT_FILES: usize = 4;

/// The trees `texts` keeps ([`crate::base::files::TextSource::syntax_trees`]),
/// when it keeps any.
pub fn kept_trees(texts: &dyn crate::base::files::TextSource) -> Option<&SyntaxTrees> {
    texts.syntax_trees()?.downcast_ref::<SyntaxTrees>()
}

/// The last tree of each of the files parsed most recently.
#[derive(Debug, Default)]
pub struct SyntaxTrees {
    /// Most recently parsed last.
    kept: Mutex<Vec<Kept>>,
}

/// One file's last tree and the text it was parsed from.
#[derive(Debug)]
struct Kept {
    path: PathBuf,
    language: Language,
    text: Arc<str>,
    tree: Tree,
}

impl SyntaxTrees {
    /// The syntax tree of `text`, the content of the file at `path`, in
    /// `language`: the kept tree when the text is the one it was parsed
    /// from, else a parse that reuses it; the new tree is kept.
    pub fn parse(&self, path: &Path, text: &str, language: Language) -> Result<Tree, ParseFailure> {
        let path = crate::base::paths::absolute(path);
        let Some(mut kept) = self.take(&path, language) else {
            let tree = super::parse_tree(text, language)?;
            if super::parse::parses_as_written(text, language) {
                self.put(Kept {
                    path,
                    language,
                    text: Arc::from(text),
                    tree: tree.clone(),
                });
            }
            return Ok(tree);
        };
        if *kept.text == *text {
            let tree = kept.tree.clone();
            self.put(kept);
            return Ok(tree);
        }
        if !super::parse::parses_as_written(text, language) {
            // The text a parse reads is not the file's own (Python's lone
            // carriage returns): parsed afresh, and not kept.
            return super::parse_tree(text, language);
        }
        kept.tree.edit(&edit_between(&kept.text, text));
        let tree = super::parse::parse_tree_reusing(text, language, Some(&kept.tree))?;
        self.put(Kept {
            path,
            language,
            text: Arc::from(text),
            tree: tree.clone(),
        });
        Ok(tree)
    }

    /// Takes the kept tree of `path` out, when it is of `language`.
    fn take(&self, path: &Path, language: Language) -> Option<Kept> {
        let mut kept = self.kept.lock().ok()?;
        let index = kept.iter().position(|kept| kept.path == path)?;
        let taken = kept.remove(index);
        (taken.language == language).then_some(taken)
    }

    /// Keeps `kept`, dropping the least recently parsed file's tree when
    /// too many are kept.
    fn put(&self, kept: Kept) {
        let Ok(mut all) = self.kept.lock() else {
            return;
        };
        all.retain(|other| other.path != kept.path);
        if all.len() >= KEPT_FILES {
            all.remove(0);
        }
        all.push(kept);
    }
}

/// The one edit that turns `old` into `new`: everything between their
/// common start and their common end replaced, the bounds on character
/// boundaries of both.
fn edit_between(old: &str, new: &str) -> InputEdit {
    let (old_bytes, new_bytes) = (old.as_bytes(), new.as_bytes());
    let mut start = old_bytes
        .iter()
        .zip(new_bytes)
        .take_while(|(a, b)| a == b)
        .count();
    while !old.is_char_boundary(start) || !new.is_char_boundary(start) {
        start -= 1;
    }
    let most = old.len().min(new.len()) - start;
    let mut end = old_bytes
        .iter()
        .rev()
        .zip(new_bytes.iter().rev())
        .take(most)
        .take_while(|(a, b)| a == b)
        .count();
    while !old.is_char_boundary(old.len() - end) || !new.is_char_boundary(new.len() - end) {
        end -= 1;
    }
    let (old_end, new_end) = (old.len() - end, new.len() - end);
    InputEdit {
        start_byte: start,
        old_end_byte: old_end,
        new_end_byte: new_end,
        start_position: point_at(old, start),
        old_end_position: point_at(old, old_end),
        new_end_position: point_at(new, new_end),
    }
}

/// tree-sitter's point (row, byte column) of `offset` in `text`.
fn point_at(text: &str, offset: usize) -> Point {
    let before = &text.as_bytes()[..offset];
    let row = memchr::memchr_iter(b'\n', before).count();
    let line_start = memchr::memrchr(b'\n', before).map_or(0, |at| at + 1);
    Point::new(row, offset - line_start)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A server in each language, small enough to edit at every offset.
    const SOURCES: [(Language, &str); 11] = [
        (
            Language::TypeScript,
            "const hints = { readOnlyHint: true };\nserver.registerTool(\"get_user\", {\n  title: \"Get\",\n  annotations: hints,\n}, async () => ({ content: [] }));\n",
        ),
        (
            Language::Tsx,
            "server.tool(\"a\", \"d\", {}, { destructiveHint: false }, async () => <b>é</b>);\n",
        ),
        (
            Language::Python,
            "@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True))\ndef get_user(id: str) -> str:\n    return \"é\"\n",
        ),
        (
            Language::Go,
            "package main\n\nfunc main() {\n\ts.AddTool(mcp.NewTool(\"get\", mcp.WithReadOnlyHintAnnotation(true)), h)\n}\n",
        ),
        (
            Language::Rust,
            "#[tool(annotations(read_only_hint = true))]\nasync fn get(&self) -> String { \"é\".into() }\n",
        ),
        (
            Language::CSharp,
            "[McpServerTool(ReadOnly = true, Destructive = false)]\npublic static string Get() => \"é\";\n",
        ),
        (
            Language::Java,
            "class A {\n    @McpTool(name = \"get\", annotations = @McpTool.McpAnnotations(readOnlyHint = true))\n    String get() { return \"é\"; }\n}\n",
        ),
        (
            Language::Kotlin,
            "fun f(server: Server) {\n    server.addTool(name = \"get\", toolAnnotations = ToolAnnotations(readOnlyHint = true)) { \"é\" }\n}\n",
        ),
        (
            Language::Php,
            "<?php\nclass A {\n    #[McpTool(name: 'get', annotations: new ToolAnnotations(readOnlyHint: true))]\n    public function get(): string { return 'é'; }\n}\n",
        ),
        (
            Language::Ruby,
            "class Get < MCP::Tool\n  tool_name \"get\"\n  annotations(read_only_hint: true)\n  def self.call = \"é\"\nend\n",
        ),
        (
            Language::Swift,
            "let get = Tool(name: \"get\", description: \"é\", inputSchema: .object([:]), annotations: .init(readOnlyHint: true))\n",
        ),
    ];

    /// What an edit may insert: brackets and quotes that change how much
    /// of the file parses, a line break, a letter, a wide character.
    const INSERTS: [&str; 8] = ["{", "}", "\"", "(", "\n", "x", "é", "//"];

    #[test]
    fn incremental_parses_give_the_trees_of_fresh_ones() {
        let path = Path::new("/nonexistent/hintlint-trees-test");
        for (language, source) in SOURCES {
            let trees = SyntaxTrees::default();
            let mut text = source.to_owned();
            let mut seed: u64 = 7;
            for step in 0..120 {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let mut at = (seed >> 33) as usize % (text.len() + 1);
                while !text.is_char_boundary(at) {
                    at -= 1;
                }
                // Insert, or delete the character at `at`, or type back
                // the original (a long edit).
                match (seed >> 20) % 5 {
                    0 if at < text.len() => {
                        let width = text[at..].chars().next().map_or(1, char::len_utf8);
                        text.replace_range(at..at + width, "");
                    }
                    1 => text = source.to_owned(),
                    _ => text.insert_str(at, INSERTS[(seed >> 40) as usize % INSERTS.len()]),
                }
                let kept = trees.parse(path, &text, language).expect("parses");
                let fresh = crate::code::parse_tree(&text, language).expect("parses");
                assert_eq!(
                    kept.root_node().to_sexp(),
                    fresh.root_node().to_sexp(),
                    "{language:?}, step {step}: {text:?}"
                );
                assert_eq!(
                    kept.root_node().byte_range(),
                    fresh.root_node().byte_range()
                );
            }
        }
    }

    #[test]
    fn an_unchanged_text_is_not_parsed_again_and_few_files_are_kept() {
        let trees = SyntaxTrees::default();
        let (language, source) = SOURCES[0];
        let first = trees
            .parse(Path::new("/a.ts"), source, language)
            .expect("parses");
        let again = trees
            .parse(Path::new("/a.ts"), source, language)
            .expect("parses");
        // The same tree, not a new parse: its nodes are the very same
        // ones (a parse would make new ones while `first` holds the old).
        let child = |tree: &Tree| tree.root_node().child(0).map(|node| node.id());
        assert!(child(&first).is_some());
        assert_eq!(child(&first), child(&again));
        let other = crate::code::parse_tree(source, language).expect("parses");
        assert_ne!(child(&first), child(&other));
        for index in 0..KEPT_FILES + 4 {
            let path = format!("/file{index}.ts");
            trees
                .parse(Path::new(&path), source, language)
                .expect("parses");
        }
        let kept = trees.kept.lock().expect("not poisoned");
        assert_eq!(kept.len(), KEPT_FILES);
        assert!(kept.iter().all(|kept| kept.path != Path::new("/a.ts")));
    }

    #[test]
    fn the_edit_spans_what_changed_on_character_boundaries() {
        let edit = edit_between("let a = 1;\nlet b = 2;\n", "let a = 1;\nlet bc = 2;\n");
        assert_eq!(
            (edit.start_byte, edit.old_end_byte, edit.new_end_byte),
            (16, 16, 17)
        );
        assert_eq!(edit.start_position, Point::new(1, 5));
        assert_eq!(edit.new_end_position, Point::new(1, 6));
        // é and è share their first byte: the edit starts before both.
        let edit = edit_between("\"é\"", "\"è\"");
        assert_eq!(
            (edit.start_byte, edit.old_end_byte, edit.new_end_byte),
            (1, 3, 3)
        );
        // A repeated run: the common end never overlaps the common start.
        let edit = edit_between("aaaa", "aa");
        assert_eq!(
            (edit.start_byte, edit.old_end_byte, edit.new_end_byte),
            (2, 4, 2)
        );
        let edit = edit_between("same", "same");
        assert_eq!(
            (edit.start_byte, edit.old_end_byte, edit.new_end_byte),
            (4, 4, 4)
        );
    }
}
