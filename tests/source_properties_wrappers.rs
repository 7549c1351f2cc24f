//! Properties of the real-code forms: a project's own wrapper of
//! `registerTool`, called once or several times with the names its call
//! sites give (or none, so that its default applies), and a table of tools
//! registered in a loop. Fixing with safe and unsafe fixes converges, and
//! the tools read are exactly the call sites' and the table's, by name,
//! before and after.

use proptest::prelude::*;

use crate::source_properties::{
    HINTS, Written, fixes_converge, lint, registered_names, unsafe_fixes,
};

/// A wrapper's hints, and the names its call sites give (`None`: the call
/// leaves the name to the wrapper's default).
#[derive(Debug, Clone)]
struct Wrapped {
    hints: Vec<Written>,
    calls: Vec<Option<u8>>,
    table: Vec<Vec<Written>>,
}

fn hint() -> impl Strategy<Value = Written> {
    prop_oneof![
        2 => Just(Written::Absent),
        3 => any::<bool>().prop_map(Written::Bool),
    ]
}

fn wrapped() -> impl Strategy<Value = Wrapped> {
    (
        proptest::collection::vec(hint(), 4),
        proptest::collection::vec(proptest::option::of(0u8..50), 1..4),
        proptest::collection::vec(proptest::collection::vec(hint(), 4), 1..4),
    )
        .prop_map(|(hints, calls, table)| Wrapped {
            hints,
            calls,
            table,
        })
}

/// The hints written, as TypeScript members.
fn members(hints: &[Written]) -> String {
    HINTS
        .iter()
        .zip(hints)
        .filter_map(|(key, value)| match value {
            Written::Bool(value) => Some(format!("{key}: {value}")),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The server, and the names its tools are registered under, in order.
fn server(wrapped: &Wrapped) -> (String, Vec<String>) {
    let mut out = String::from(
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\n\
         const server = new McpServer({ name: \"gen\", version: \"1.0.0\" });\n\n",
    );
    out.push_str(&format!(
        "function registerFetch(server: McpServer, toolName?: string) {{\n  \
         server.registerTool(\n    toolName || \"web_fetch\",\n    \
         {{ description: \"Fetch a page\", annotations: {{ {} }} }},\n    \
         async () => ({{ content: [] }}),\n  );\n}}\n\n",
        members(&wrapped.hints)
    ));
    let mut names = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for call in &wrapped.calls {
        let name = call.map_or("web_fetch".to_owned(), |n| format!("fetch_{n}"));
        // Two calls under one name are one name twice: a duplicate the
        // generator leaves out.
        if !seen.insert(name.clone()) {
            continue;
        }
        match call {
            Some(_) => out.push_str(&format!("registerFetch(server, \"{name}\");\n")),
            None => out.push_str("registerFetch(server);\n"),
        }
        names.push(name);
    }
    out.push_str("\nconst TOOLS = [\n");
    for (index, hints) in wrapped.table.iter().enumerate() {
        out.push_str(&format!(
            "  {{ name: \"table_{index}\", annotations: {{ {} }} }},\n",
            members(hints)
        ));
    }
    out.push_str(
        "];\n\nfor (const t of TOOLS) {\n  server.registerTool(t.name, { description: \"A tool\", \
         annotations: t.annotations }, async () => ({ content: [] }));\n}\n",
    );
    names.extend((0..wrapped.table.len()).map(|index| format!("table_{index}")));
    (out, names)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn wrappers_and_tables_are_a_tool_per_call_and_fixes_converge(wrapped in wrapped()) {
        let (text, expected) = server(&wrapped);
        let report = lint("server.ts", &text, &unsafe_fixes());
        let mut read = registered_names(&report.status);
        read.sort();
        let mut expected = expected;
        expected.sort();
        prop_assert_eq!(read, expected, "{}", text);
        fixes_converge("server.ts", &text)?;
    }
}
