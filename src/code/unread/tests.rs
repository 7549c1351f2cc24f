//! Tests of `unread.rs` (kept beside it: a child module of it, by path).
use super::*;

fn written(text: &str, lexis: Lexis) -> Vec<String> {
    scan(text, lexis, None)
        .found
        .into_iter()
        .map(|found| found.written)
        .collect()
}

#[test]
fn every_sdk_spelling_of_a_literal_boolean_is_a_value() {
    assert_eq!(
        written("x = { readOnlyHint: true }", Lexis::JAVASCRIPT),
        ["readOnlyHint: true"]
    );
    assert_eq!(
        written("f(read_only_hint=True)", Lexis::PYTHON),
        ["read_only_hint=True"]
    );
    assert_eq!(
        written("{\"openWorldHint\": False}", Lexis::PYTHON),
        ["\"openWorldHint\": False"]
    );
    assert_eq!(
        written("[McpServerTool(ReadOnly = true)]", Lexis::CSHARP),
        ["ReadOnly = true"]
    );
    assert_eq!(
        written("a.WithDestructiveHintAnnotation(false)", Lexis::GO),
        [".WithDestructiveHintAnnotation(false)"]
    );
    assert_eq!(
        written("A{ReadOnlyHint: ptr.To(true)}", Lexis::GO),
        ["ReadOnlyHint: ptr.To(true)"]
    );
    assert_eq!(
        written("ToolAnnotations::new().read_only(true)", Lexis::RUST),
        [".read_only(true)"]
    );
    assert_eq!(
        written("b.readOnlyHint(true)", Lexis::C_LIKE),
        [".readOnlyHint(true)"]
    );
    let php = Lexis::PHP;
    assert_eq!(written("#[IsReadOnly]\nclass A {}", php), ["#[IsReadOnly]"]);
    assert_eq!(
        written("['readOnlyHint' => true]", php),
        ["'readOnlyHint' => true"]
    );
    assert_eq!(
        written("annotations(read_only_hint: true)", Lexis::RUBY),
        ["read_only_hint: true"]
    );
}

#[test]
fn types_schemas_comments_and_strings_are_no_values() {
    for text in [
        "interface A { readOnlyHint?: boolean }",
        "const s = { readOnlyHint: z.boolean().optional() }",
        "let a: { readOnlyHint: boolean }",
        "if (a.readOnlyHint === true) {}",
        "// readOnlyHint: true",
        "/* readOnlyHint: true */",
        "const d = \"readOnlyHint: true\"",
        "const t = `readOnlyHint: true`",
        "x = readOnlyHint",
    ] {
        assert_eq!(
            written(text, Lexis::JAVASCRIPT),
            Vec::<String>::new(),
            "{text}"
        );
    }
    assert_eq!(
        written(
            "# read_only_hint=True\n\"\"\"readOnlyHint=True\"\"\"",
            Lexis::PYTHON
        ),
        Vec::<String>::new()
    );
    assert_eq!(
        written("read_only_hint: bool = True", Lexis::PYTHON),
        Vec::<String>::new()
    );
    assert_eq!(
        written("a.ReadOnly = true", Lexis::JAVASCRIPT),
        Vec::<String>::new()
    );
    // A C# verbatim string spans lines and writes a quote as `""`.
    for text in [
        "const string S = @\"a\n[McpServerTool(\"\"x\"\", ReadOnly = true)]\n\";",
        "var s = $@\"\"\"{x}\"\" ReadOnly = true\";",
    ] {
        assert_eq!(written(text, Lexis::CSHARP), Vec::<String>::new(), "{text}");
    }
    assert_eq!(
        written(
            "var s = @\"a\"\"\"; [McpServerTool(ReadOnly = true)]",
            Lexis::CSHARP
        ),
        ["ReadOnly = true"]
    );
}

#[test]
fn a_value_says_which_call_takes_it() {
    let found = |text: &str| scan(text, Lexis::JAVASCRIPT, None).found.remove(0).context;
    assert_eq!(
        found("defineTool({ name: 'a', annotations: { readOnlyHint: true } })"),
        Context::Call {
            callee: "defineTool(…)".into(),
            at: 0,
            registration: false,
            body: false
        }
    );
    assert_eq!(
        found("s.tool(n || 'x', { readOnlyHint: true }, async () => ({}))"),
        Context::Call {
            callee: "s.tool(…)".into(),
            at: 0,
            registration: true,
            body: false
        }
    );
    assert_eq!(
        found("export const A = { readOnlyHint: true }"),
        Context::Data
    );
    assert_eq!(
        found("function f() { return { readOnlyHint: true } }"),
        Context::Data
    );
    assert_eq!(
        found("go(function () {}, [{ readOnlyHint: true }])"),
        Context::Call {
            callee: "go(…)".into(),
            at: 0,
            registration: false,
            body: false
        }
    );
}

#[test]
fn a_body_after_a_name_is_not_a_literal_outside_go_rust_and_csharp() {
    let context = |text: &str, lexis| scan(text, lexis, None).found.remove(0).context;
    let class = "class ListNotes implements Tool {\n  annotations = { readOnlyHint: true };\n}";
    assert_eq!(
        context(class, Lexis::JAVASCRIPT),
        Context::Call {
            callee: "Tool".into(),
            at: 27,
            registration: true,
            body: true
        }
    );
    // A return type is no class: the brace opens the function's body.
    let mapper =
        "function listed(t: Def): mcp.Tool {\n  return { annotations: { readOnlyHint: true } };\n}";
    assert_eq!(context(mapper, Lexis::JAVASCRIPT), Context::Data);
    let literal = "t := mcp.Tool{Annotations: a{ReadOnlyHint: true}}";
    assert_eq!(
        context(literal, Lexis::GO),
        Context::Call {
            callee: "mcp.Tool{…}".into(),
            at: 5,
            registration: true,
            body: false
        }
    );
}

#[test]
fn foreign_registrations_are_found_without_a_parse() {
    let dart = Foreign::Dart;
    let scan = scan(
        "server.registerTool(Tool(name: 'a'), handler);",
        dart.lexis(),
        Some(dart),
    );
    assert_eq!(scan.found.len(), 1);
    assert!(scan.found[0].registration);
    assert_eq!(scan.found[0].written, "registerTool(…)");
    let none = super::scan(
        "void main() { print('registerTool('); }",
        dart.lexis(),
        Some(dart),
    );
    assert!(none.found.is_empty());
    let elixir = Foreign::Elixir;
    let scan = super::scan(
        "defmodule A do\n  # use Hermes.Server.Component, type: :tool\n  use Hermes.Server.Component, type: :tool\nend\n",
        elixir.lexis(),
        Some(elixir),
    );
    assert_eq!(scan.found.len(), 1, "the comment is no registration");
}

#[test]
fn extensions_choose_a_foreign_language() {
    assert_eq!(
        Foreign::of_path(std::path::Path::new("lib/server.dart")),
        Some(Foreign::Dart)
    );
    assert_eq!(
        Foreign::of_path(std::path::Path::new("lib/tools/search.EX")),
        Some(Foreign::Elixir)
    );
    assert_eq!(
        Foreign::of_path(std::path::Path::new("test/search_test.exs")),
        Some(Foreign::Elixir)
    );
    assert_eq!(Foreign::of_path(std::path::Path::new("a.ts")), None);
    assert_eq!(Foreign::of_path(std::path::Path::new("A.java")), None);
    assert_eq!(Foreign::Elixir.name(), "Elixir");
}

#[test]
fn one_search_tells_the_texts_the_scan_would_find_nothing_in() {
    let plain = "export function helper(items: string[]): number {\n  return items.length;\n}\n";
    assert!(!may_hold_any(plain, Some("TypeScript")));
    assert!(
        scan_for(plain, Lexis::JAVASCRIPT, Some("TypeScript"))
            .found
            .is_empty()
    );
    // An entry point with no hint written, and a hint with no entry point:
    // each is searched for, and the scan finds it.
    let entry = "server.registerTool(\"a\", { description: \"d\" }, async () => ({}));\n";
    assert!(may_hold_any(entry, Some("TypeScript")));
    let found = scan_for(entry, Lexis::JAVASCRIPT, Some("TypeScript")).found;
    assert!(found.iter().any(|found| found.registration));
    let value = "const annotations = { readOnlyHint: true };\n";
    assert!(may_hold_any(value, None));
    assert_eq!(written(value, Lexis::JAVASCRIPT), ["readOnlyHint: true"]);
    // Another language's needle is no reason to scan this one's text.
    assert!(!may_hold_any("x = '.registerTool('", Some("Python")));
}
