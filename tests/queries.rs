//! What each language's query (`src/code/go/forms.scm`) or walk (C#'s,
//! Java's and PHP's `forms.rs`, Python's `decorators.rs`) finds,
//! through the rows that name them: the shapes a reader locates, each
//! match with the nodes the reader is given.

use hintlint::code::Language;
use hintlint::code::query::{Capture, Found};

/// What the row of `language` locates under `root`: its queries' matches,
/// then its walk's.
fn located<'tree>(
    language: Language,
    root: tree_sitter::Node<'tree>,
    text: &str,
) -> Vec<Found<'tree>> {
    let info = language.info();
    assert!(
        !info.queries.is_empty() || info.located.is_some(),
        "{} locates its forms",
        language.name()
    );
    let mut found: Vec<Found<'tree>> = info
        .queries
        .iter()
        .flat_map(|queries| queries.matches(root, text))
        .collect();
    found.extend(
        info.located
            .map(|walk| walk(root, text))
            .unwrap_or_default(),
    );
    found
}

/// The text of every match's `capture` in `text` read as `language`, one
/// entry per match (captures of one match joined by `|`).
fn captured(language: Language, text: &str, capture: Capture) -> Vec<String> {
    let tree = hintlint::code::parse_tree(text, language).expect("the example parses");
    located(language, tree.root_node(), text)
        .into_iter()
        .map(|found: Found<'_>| {
            found
                .nodes(capture)
                .map(|node| text[node.byte_range()].to_owned())
                .collect::<Vec<_>>()
                .join("|")
        })
        .filter(|joined| !joined.is_empty())
        .collect()
}

/// The constants `text` declares, as `name=value`, in source order.
fn constants(language: Language, text: &str) -> Vec<String> {
    let tree = hintlint::code::parse_tree(text, language).expect("the example parses");
    located(language, tree.root_node(), text)
        .into_iter()
        .flat_map(|found| {
            found
                .constants(text)
                .map(|(name, value)| format!("{name}={}", &text[value.byte_range()]))
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn go_pairs_each_package_level_name_with_the_value_at_its_place() {
    let text = "package p\n\
                const a, b = true, \"two\"\n\
                const (\n\tc = 3\n\td, e = 4, 5\n)\n\
                var f = mcp.NewTool(\"f\")\n\
                var (\n\tg = false\n\th int\n)\n\
                func x() { const local = 1; var other = 2 }\n";
    assert_eq!(
        constants(Language::Go, text),
        [
            "a=true",
            "b=\"two\"",
            "c=3",
            "d=4",
            "e=5",
            "f=mcp.NewTool(\"f\")",
            "g=false"
        ]
    );
}

#[test]
fn csharp_and_php_constants_are_their_const_declarations_only() {
    let csharp = "class C {\n  public const bool Safe = true, Risky = false;\n  \
                  static readonly bool NotConst = true;\n  \
                  void M() { const string Name = \"n\"; var x = 1; }\n}\n";
    assert_eq!(
        constants(Language::CSharp, csharp),
        ["Safe=true", "Risky=false", "Name=\"n\""]
    );
    let php = "<?php\nconst READ_ONLY = true;\nclass T {\n  \
               public const NAME = 'n', OTHER = 2;\n  public $notConst = 3;\n}\n";
    assert_eq!(
        constants(Language::Php, php),
        ["READ_ONLY=true", "NAME='n'", "OTHER=2"]
    );
}

#[test]
fn csharp_finds_mcp_server_tool_on_methods_in_every_spelling() {
    let text = "class T {\n  [McpServerTool(Name = \"a\")] public void A() {}\n  \
                [ModelContextProtocol.Server.McpServerToolAttribute] void B() {}\n  \
                [Description(\"x\"), global::McpServerTool] void C() {}\n  \
                [McpServerToolType] void D() {}\n  [NotMcpServerTool] void E() {}\n  \
                [McpServerTool] int Property { get; }\n}\n";
    assert_eq!(
        captured(Language::CSharp, text, Capture::AttributeName),
        [
            "McpServerTool",
            "ModelContextProtocol.Server.McpServerToolAttribute",
            "global::McpServerTool"
        ]
    );
    assert_eq!(
        captured(Language::CSharp, text, Capture::AttributeArguments),
        ["(Name = \"a\")"]
    );
}

#[test]
fn java_finds_tool_annotations_on_methods_only() {
    let text = "class T {\n  @McpTool(name = \"a\") void a() {}\n  \
                @org.springframework.ai.mcp.annotation.McpTool void b() {}\n  \
                @Tool(annotations = @Tool.Annotations(readOnlyHint = true)) void c() {}\n  \
                @McpToolbox void d() {}\n  @Override @Deprecated void e() {}\n  \
                @McpTool int field;\n}\n";
    assert_eq!(
        captured(Language::Java, text, Capture::AttributeName),
        [
            "McpTool",
            "org.springframework.ai.mcp.annotation.McpTool",
            "Tool"
        ]
    );
    assert_eq!(
        captured(Language::Java, text, Capture::AttributeTarget).len(),
        3,
        "each annotation with the method it is on"
    );
}

#[test]
fn php_finds_attributes_on_declarations_whatever_they_are_named() {
    let text = "<?php\n#[McpTool(name: 'a')]\nclass A { public function __invoke() {} }\n\
                class B {\n  #[Tool] #[Other]\n  public function b() {}\n  \
                public function c(#[McpTool] $p) {}\n}\n#[McpTool]\nfunction f() {}\n";
    assert_eq!(
        captured(Language::Php, text, Capture::AttributeName),
        ["McpTool", "Tool", "Other", "McpTool", "McpTool"]
    );
    // The reader reads the methods and classes among the targets.
    let tree = hintlint::code::parse_tree(text, Language::Php).expect("the example parses");
    let targets: Vec<&str> = located(Language::Php, tree.root_node(), text)
        .iter()
        .filter_map(|found| found.node(Capture::AttributeTarget))
        .map(|target| target.kind())
        .collect();
    assert_eq!(
        targets,
        [
            "class_declaration",
            "method_declaration",
            "method_declaration",
            "simple_parameter",
            "function_definition"
        ]
    );
    assert_eq!(
        captured(Language::Php, text, Capture::AttributeArguments),
        ["(name: 'a')"]
    );
}

#[test]
fn python_finds_each_decorator_bare_or_called_with_its_arguments() {
    let text = "@mcp.tool\ndef a(): pass\n\n\
                @mcp.tool(name=\"b\", annotations={\"readOnlyHint\": True})\n\
                @functools.cache\nasync def b(): pass\n\n\
                @tool\nclass C:\n    @server.tool()\n    def d(self): pass\n\n\
                @registry[0]\ndef e(): pass\n";
    assert_eq!(
        captured(Language::Python, text, Capture::AttributeName),
        [
            "mcp.tool",
            "mcp.tool",
            "functools.cache",
            "tool",
            "server.tool"
        ]
    );
    assert_eq!(
        captured(Language::Python, text, Capture::AttributeArguments),
        ["(name=\"b\", annotations={\"readOnlyHint\": True})", "()"]
    );
}
