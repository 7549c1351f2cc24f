//! Tree-sitter queries: the fixed shapes a reader locates (attributes,
//! annotations and the declarations it is written on; the constants a
//! reader follows), written as `.scm` files beside the language's reader
//! and compiled once per process against its pinned grammar.
//!
//! A query names what it finds with the closed set of [`Capture`]s, as
//! tree-sitter's tags loader holds `tags.scm` to `@definition.*` and
//! `@reference.*`: a capture outside the set, or a predicate other than
//! tree-sitter's own text predicates (`#eq?`, `#match?`, `#any-of?` and
//! their negations), fails the load, naming the file and what it wrote. A
//! capture whose name starts with `_` is the query's own, held only for a
//! predicate (`(modifier) @_const (#eq? @_const "const")`); the reader never
//! sees it.
//!
//! A query locates; the code that reads what it captured (a tool's
//! arguments, a constant's value) stays in the reader.
//!
//! A pattern is rooted at the smallest node that holds what it captures:
//! compiling a query, tree-sitter analyses the grammar's parse table (once
//! per query, whatever its patterns, and again for every parent a pattern
//! names; for a wildcard parent, `(_ …)`, every kind's). Where that fixed
//! cost is larger than a walk's (C#, Java, PHP and Python), the reader
//! locates its shapes by a walk, a [`Locator`], whose matches are [`Found`]
//! with the same captures.

use std::fmt;
use std::sync::OnceLock;

use tree_sitter::{Language, Node, Query, QueryCursor, StreamingIterator};

/// A name a query captures a node by: every `.scm` file of `src/code/`
/// keeps to these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Capture {
    /// An attribute, annotation or decorator, whole (`[McpServerTool(…)]`'s
    /// `McpServerTool(…)`, `@McpTool(…)`, `#[McpTool(…)]`'s `McpTool(…)`).
    Attribute,
    /// The name it is written with (`McpServerTool`,
    /// `org.springframework.ai.mcp.annotation.McpTool`).
    AttributeName,
    /// Its argument list, when written.
    AttributeArguments,
    /// The declaration it is written on: a method, a function, a class.
    AttributeTarget,
    /// The name a constant is declared with (`READ_ONLY` of `const
    /// READ_ONLY = true`).
    ConstantName,
    /// The value it is given.
    ConstantValue,
}

impl Capture {
    /// Every capture, in the order a match is placed by: the first of
    /// these a match captures is where it is in its file.
    pub const ALL: [Capture; 6] = [
        Capture::Attribute,
        Capture::AttributeName,
        Capture::AttributeArguments,
        Capture::AttributeTarget,
        Capture::ConstantName,
        Capture::ConstantValue,
    ];

    /// The capture's name as a query writes it, without the `@`.
    pub fn name(self) -> &'static str {
        match self {
            Capture::Attribute => "attribute",
            Capture::AttributeName => "attribute.name",
            Capture::AttributeArguments => "attribute.arguments",
            Capture::AttributeTarget => "attribute.target",
            Capture::ConstantName => "constant.name",
            Capture::ConstantValue => "constant.value",
        }
    }

    /// The capture a query names `name`: `None` for a name outside the set.
    fn named(name: &str) -> Option<Capture> {
        Capture::ALL
            .into_iter()
            .find(|capture| capture.name() == name)
    }
}

/// Why a query file does not load: it does not compile against its
/// grammar, or it names a capture or a predicate outside the set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    /// The query file (`src/code/go/forms.scm`).
    pub path: &'static str,
    /// What is wrong, as tree-sitter or the check words it.
    pub problem: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.problem)
    }
}

impl std::error::Error for LoadError {}

/// The text predicates tree-sitter applies itself; any other is a
/// misspelling the cursor would silently ignore.
const TEXT_PREDICATES: [&str; 6] = [
    "eq?",
    "not-eq?",
    "match?",
    "not-match?",
    "any-of?",
    "not-any-of?",
];

/// A query compiled against its grammar, its captures checked.
#[derive(Debug)]
pub struct Compiled {
    /// The query.
    query: Query,
    /// What each of its capture indices stands for (`None`: a capture of
    /// the query's own, `@_…`).
    captures: Vec<Option<Capture>>,
}

impl Compiled {
    /// Compiles `source` (the file at `path`) against `grammar` and checks
    /// that it names only the closed set of captures and tree-sitter's text
    /// predicates.
    pub fn load(grammar: &Language, path: &'static str, source: &str) -> Result<Self, LoadError> {
        let failed = |problem: String| LoadError { path, problem };
        let query = Query::new(grammar, source).map_err(|error| failed(error.to_string()))?;
        let mut captures = Vec::new();
        for name in query.capture_names() {
            if name.starts_with('_') {
                captures.push(None);
                continue;
            }
            match Capture::named(name) {
                Some(capture) => captures.push(Some(capture)),
                None => {
                    let known: Vec<String> = Capture::ALL
                        .iter()
                        .map(|capture| format!("@{}", capture.name()))
                        .collect();
                    return Err(failed(format!(
                        "unknown capture @{name} (the captures are {}, and @_… for a predicate)",
                        known.join(", ")
                    )));
                }
            }
        }
        for pattern in 0..query.pattern_count() {
            if let Some(predicate) = query.general_predicates(pattern).first() {
                return Err(failed(format!(
                    "unknown predicate #{} (the predicates are #{})",
                    predicate.operator,
                    TEXT_PREDICATES.join(", #")
                )));
            }
        }
        Ok(Compiled { query, captures })
    }

    /// Every match under `root`, in source order (by the first capture of
    /// [`Capture::ALL`] each holds).
    pub fn matches<'tree>(&self, root: Node<'tree>, text: &str) -> Vec<Found<'tree>> {
        let mut cursor = QueryCursor::new();
        let mut matches = cursor.matches(&self.query, root, text.as_bytes());
        let mut found = Vec::new();
        while let Some(each) = matches.next() {
            let captured: Vec<(Capture, Node<'tree>)> = each
                .captures()
                .iter()
                .filter_map(|capture| {
                    let index = usize::try_from(capture.index).ok()?;
                    Some(((*self.captures.get(index)?)?, capture.node))
                })
                .collect();
            if !captured.is_empty() {
                found.push(Found { captured });
            }
        }
        in_source_order(&mut found);
        found
    }
}

/// Sorts matches in source order, by the first capture of
/// [`Capture::ALL`] each holds (a match on a declaration before the
/// matches inside it), as a query's and a walk's matches are given.
pub fn in_source_order(found: &mut [Found<'_>]) {
    found.sort_by_key(Found::start);
}

/// One match of a query: the nodes it captured, by capture.
#[derive(Debug)]
pub struct Found<'tree> {
    /// The captured nodes, as the query's pattern captured them.
    captured: Vec<(Capture, Node<'tree>)>,
}

impl<'tree> Found<'tree> {
    /// A match a reader's walk located (a language whose grammar makes a
    /// query costly to compile, [`Locator`]): the nodes, by capture.
    pub fn new(captured: Vec<(Capture, Node<'tree>)>) -> Self {
        Found { captured }
    }

    /// An attribute's match: the attribute, the name it is written with,
    /// its arguments when written, and the declaration it is on.
    pub fn attribute(
        attribute: Node<'tree>,
        name: Node<'tree>,
        arguments: Option<Node<'tree>>,
        target: Node<'tree>,
    ) -> Self {
        let mut captured = vec![
            (Capture::Attribute, attribute),
            (Capture::AttributeName, name),
        ];
        captured.extend(arguments.map(|arguments| (Capture::AttributeArguments, arguments)));
        captured.push((Capture::AttributeTarget, target));
        Found { captured }
    }

    /// A constant's match: the name it is declared with and its value.
    pub fn constant(name: Node<'tree>, value: Node<'tree>) -> Self {
        Found::new(vec![
            (Capture::ConstantName, name),
            (Capture::ConstantValue, value),
        ])
    }

    /// The node captured as `capture` (the first, if several).
    pub fn node(&self, capture: Capture) -> Option<Node<'tree>> {
        self.nodes(capture).next()
    }

    /// Every node captured as `capture` (a quantified capture, `@x+`,
    /// captures several).
    pub fn nodes(&self, capture: Capture) -> impl Iterator<Item = Node<'tree>> + '_ {
        self.captured
            .iter()
            .filter(move |(each, _)| *each == capture)
            .map(|(_, node)| *node)
    }

    /// The constants a match declares, each name's text with its value
    /// (`@constant.name`, `@constant.value`): the names and the values
    /// paired in order (Go's `const a, b = 1, 2`), a name without a value
    /// left out.
    pub fn constants<'t>(
        &self,
        text: &'t str,
    ) -> impl Iterator<Item = (&'t str, Node<'tree>)> + use<'t, 'tree, '_> {
        self.nodes(Capture::ConstantName)
            .zip(self.nodes(Capture::ConstantValue))
            .filter_map(move |(name, value)| Some((text.get(name.byte_range())?, value)))
    }

    /// Where the match is: the start of its first capture in
    /// [`Capture::ALL`] order.
    fn start(&self) -> usize {
        Capture::ALL
            .into_iter()
            .find_map(|capture| self.node(capture))
            .map_or(0, |node| node.start_byte())
    }
}

/// Whether `name` is one of `spellings`, bare or after a qualifier ending
/// in one of `separators` (`McpTool` and `org.example.McpTool` for `.`).
pub fn written_as(name: &str, spellings: &[&str], separators: &[char]) -> bool {
    spellings
        .iter()
        .filter_map(|spelled| name.strip_suffix(spelled))
        .any(|before| before.is_empty() || before.ends_with(separators))
}

/// A reader's walk that locates its fixed shapes with the captures of a
/// query, in source order, where compiling a query would cost more than
/// the walk (C#'s grammar: `csharp/forms.rs`).
pub type Locator = for<'tree> fn(Node<'tree>, &str) -> Vec<Found<'tree>>;

/// A language's query file, compiled the first time it is asked for.
pub struct Queries {
    /// Where the file is in the repository (`src/code/go/forms.scm`).
    path: &'static str,
    /// Its text (`include_str!`).
    source: &'static str,
    /// The grammar it is written for: its language row's.
    grammar: fn() -> Language,
    /// The compiled query, or why it does not load.
    compiled: OnceLock<Result<Compiled, LoadError>>,
}

impl Queries {
    /// The query file at `path`, whose text is `source`, for `grammar`.
    pub const fn new(path: &'static str, source: &'static str, grammar: fn() -> Language) -> Self {
        Queries {
            path,
            source,
            grammar,
            compiled: OnceLock::new(),
        }
    }

    /// Where the file is in the repository.
    pub fn path(&self) -> &'static str {
        self.path
    }

    /// Its text.
    pub fn source(&self) -> &'static str {
        self.source
    }

    /// The grammar it is compiled against.
    pub fn grammar(&self) -> Language {
        (self.grammar)()
    }

    /// The compiled query (compiled once per process), or why it does not
    /// load.
    pub fn compiled(&self) -> Result<&Compiled, &LoadError> {
        self.compiled
            .get_or_init(|| Compiled::load(&self.grammar(), self.path, self.source))
            .as_ref()
    }

    /// Every match under `root`, in source order; none when the query does
    /// not load (`code::read` reports that before a reader runs).
    pub fn matches<'tree>(&self, root: Node<'tree>, text: &str) -> Vec<Found<'tree>> {
        self.compiled()
            .map(|compiled| compiled.matches(root, text))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::{Capture, Compiled};

    /// The C# grammar, which the examples are written for.
    fn csharp() -> tree_sitter::Language {
        tree_sitter_c_sharp::LANGUAGE.into()
    }

    #[test]
    fn a_capture_outside_the_set_fails_the_load_naming_file_and_capture() {
        let error = Compiled::load(
            &csharp(),
            "src/code/csharp/bad.scm",
            "(attribute name: (_) @attribute.nmae) @attribute",
        )
        .err()
        .map(|error| error.to_string())
        .unwrap_or_default();
        assert!(
            error.starts_with("src/code/csharp/bad.scm: unknown capture @attribute.nmae"),
            "{error}"
        );
    }

    #[test]
    fn an_unknown_predicate_or_node_kind_fails_the_load() {
        let predicate = Compiled::load(
            &csharp(),
            "p.scm",
            "((identifier) @constant.name (#eqq? @constant.name \"X\"))",
        );
        assert!(
            predicate
                .err()
                .is_some_and(|error| error.problem.starts_with("unknown predicate #eqq?")),
        );
        let kind = Compiled::load(&csharp(), "k.scm", "(atribute) @attribute");
        assert!(kind.err().is_some_and(
            |error| error.path == "k.scm" && error.problem.contains("Invalid node type")
        ));
    }

    #[test]
    fn captures_of_the_set_and_private_ones_load_and_match_in_source_order() {
        let text = "class C { public const bool B = false; const bool A = true; bool N = true; }";
        let mut parser = tree_sitter::Parser::new();
        assert!(parser.set_language(&csharp()).is_ok());
        let Some(tree) = parser.parse(text, None) else {
            panic!("C# parses");
        };
        let query = "(field_declaration (modifier) @_const (#eq? @_const \"const\") \
                     (variable_declaration (variable_declarator name: (_) @constant.name)))";
        let compiled = Compiled::load(&csharp(), "ok.scm", query);
        let Ok(compiled) = compiled else {
            panic!("{compiled:?}");
        };
        let names: Vec<&str> = compiled
            .matches(tree.root_node(), text)
            .iter()
            .filter_map(|found| found.node(Capture::ConstantName))
            .filter_map(|node| text.get(node.byte_range()))
            .collect();
        assert_eq!(names, ["B", "A"]);
    }
}
