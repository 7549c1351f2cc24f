//! Properties of Swift servers (the swift-sdk's `Tool(…)`): on generated
//! catalogues of `static let` tools listed by a `ListTools` handler, with
//! any subset of hints (literals, `nil`, `let` constants), names written
//! or read from constants, annotations as `.init(…)` or
//! `Tool.Annotations(…)` (with a title or not, empty or not), on one line
//! or one argument per line with comments at line ends and above hints,
//! and tools with an `outputSchema:`, fixing converges (as for every
//! language), and the fixed file keeps every call's labels in the order
//! the SDK declares its parameters, and every comment above a hint still
//! above it.

use proptest::prelude::*;

use crate::source_properties::{HINTS, Registration, Written, fixes_converge, registration};

/// The labels of `Tool(…)` the generator writes, in declaration order.
const TOOL_LABELS: [&str; 5] = [
    "name",
    "description",
    "inputSchema",
    "annotations",
    "outputSchema",
];

/// The labels of `Tool.Annotations(…)`, in declaration order.
const ANNOTATION_LABELS: [&str; 5] = [
    "title",
    "readOnlyHint",
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
];

/// A hint's value as the tool writes it: a literal, `nil`, or a constant
/// (top-level, or a type's `static let`).
fn value(index: usize, written: Written, constant: bool) -> Option<String> {
    match written {
        Written::Absent => None,
        Written::Null => Some("nil".to_owned()),
        Written::Bool(value) if constant => Some(if value { "on" } else { "off" }.to_owned()),
        Written::Bool(value) => Some(value.to_string()),
        // Swift has no hint that is not a boolean: a constant through its
        // type instead.
        Written::Text => Some(
            if index.is_multiple_of(2) {
                "Flags.on"
            } else {
                "Flags.off"
            }
            .to_owned(),
        ),
    }
}

/// Arguments laid out on one line, or one per line at `indent` with a
/// comment at each line's end (when `commented`) and, above a hint, a
/// comment of its own.
fn arguments(arguments: &[String], multiline: bool, commented: bool, indent: &str) -> String {
    if arguments.is_empty() {
        return "()".to_owned();
    }
    if !multiline {
        return format!("({})", arguments.join(", "));
    }
    let inner = format!("{indent}    ");
    let mut out = String::from("(\n");
    for (line, argument) in arguments.iter().enumerate() {
        let label = argument.split(':').next().unwrap_or("");
        if commented && HINTS.contains(&label) {
            out.push_str(&format!("{inner}// about {label}\n"));
        }
        let comma = if line + 1 < arguments.len() { "," } else { "" };
        let note = if commented {
            format!(" // note {line}")
        } else {
            String::new()
        };
        out.push_str(&format!("{inner}{argument}{comma}{note}\n"));
    }
    out.push_str(indent);
    out.push(')');
    out
}

/// A Swift server: the tools as `static let`s of an enum, listed by name
/// in the `ListTools` handler.
fn swift(tools: &[Registration]) -> String {
    let mut out = String::from(
        "import MCP\n\nlet on = true\nlet off = false\n\nenum Flags {\n    static let on = true\n    static let off = false\n}\n\nenum Names {\n",
    );
    for index in 0..tools.len() {
        out.push_str(&format!("    static let tool{index} = \"tool_{index}\"\n"));
    }
    out.push_str("}\n\nenum Tools {\n");
    for (index, tool) in tools.iter().enumerate() {
        let name = if tool.other_form {
            format!("Names.tool{index}")
        } else {
            format!("\"tool_{index}\"")
        };
        let mut labels = vec![
            format!("name: {name}"),
            format!("description: \"Tool {index}\""),
            "inputSchema: .object([:])".to_owned(),
        ];
        if tool.annotated {
            let mut hints: Vec<String> = Vec::new();
            if index % 2 == 1 {
                hints.push(format!("title: \"Tool {index}\""));
            }
            for (key, written) in HINTS.iter().zip(&tool.hints) {
                if let Some(value) = value(index, *written, tool.other_form) {
                    hints.push(format!("{key}: {value}"));
                }
            }
            let callee = if index % 3 == 2 {
                "Tool.Annotations"
            } else {
                ".init"
            };
            let inner = arguments(&hints, tool.multiline, tool.commented, "        ");
            labels.push(format!("annotations: {callee}{inner}"));
        }
        if index % 3 == 0 {
            labels.push("outputSchema: .object([:])".to_owned());
        }
        let call = arguments(&labels, tool.multiline, false, "    ");
        out.push_str(&format!("    static let tool{index} = Tool{call}\n"));
    }
    let listed: Vec<String> = (0..tools.len())
        .map(|index| format!("Tools.tool{index}"))
        .collect();
    out.push_str(&format!(
        "}}\n\nfunc register(_ server: Server) async {{\n    await server.withMethodHandler(ListTools.self) {{ _ in\n        .init(tools: [{}])\n    }}\n}}\n",
        listed.join(", ")
    ));
    out
}

/// The labels written in `text` (comments and strings left out), one list
/// per `Tool(` call, in source order.
fn labels_per_tool(text: &str) -> Vec<Vec<&str>> {
    let mut tools: Vec<Vec<&str>> = Vec::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(at) = rest.find(|ch: char| ch.is_ascii_alphabetic() || ch == '"') {
            rest = &rest[at..];
            if let Some(string) = rest.strip_prefix('"') {
                rest = string.split_once('"').map_or("", |(_, after)| after);
                continue;
            }
            if rest.starts_with("Tool(") {
                tools.push(Vec::new());
            }
            let end = rest
                .find(|ch: char| !ch.is_ascii_alphanumeric() && ch != '_')
                .unwrap_or(rest.len());
            let (word, after) = rest.split_at(end);
            if after.starts_with(':')
                && let Some(tool) = tools.last_mut()
            {
                tool.push(word);
            }
            rest = after;
        }
    }
    tools
}

/// Whether `labels`, kept to those of `order`, follow `order`.
fn in_order(labels: &[&str], order: &[&str]) -> bool {
    let ranks: Vec<usize> = labels
        .iter()
        .filter_map(|label| order.iter().position(|known| known == label))
        .collect();
    ranks.windows(2).all(|pair| pair[0] < pair[1])
}

/// Every `// about <hint>` comment of `before` is, in `after`, right above
/// the line that writes that hint.
fn comments_stay_above(before: &str, after: &str) -> Result<(), TestCaseError> {
    let lines: Vec<&str> = after.lines().collect();
    let comments = before.matches("// about ").count();
    prop_assert_eq!(after.matches("// about ").count(), comments);
    for (at, line) in lines.iter().enumerate() {
        let Some(hint) = line.trim().strip_prefix("// about ") else {
            continue;
        };
        let next = lines.get(at + 1).map_or("", |next| next.trim());
        prop_assert!(
            next.starts_with(&format!("{hint}:")),
            "`// about {hint}` is no longer above it:\n{after}"
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn swift_fixes_converge_in_declaration_order(
        tools in proptest::collection::vec(registration(), 1..5)
    ) {
        let text = swift(&tools);
        let fixed = fixes_converge("Server.swift", &text)?;
        let written = labels_per_tool(&fixed);
        prop_assert_eq!(written.len(), tools.len(), "{}", fixed);
        for labels in &written {
            prop_assert!(
                in_order(labels, &TOOL_LABELS) && in_order(labels, &ANNOTATION_LABELS),
                "labels out of declaration order {:?}:\n{}\n->\n{}",
                labels,
                text,
                fixed
            );
            // Every tool now says all four hints.
            for hint in HINTS {
                prop_assert!(labels.contains(&hint), "{hint} missing:\n{fixed}");
            }
        }
        comments_stay_above(&text, &fixed)?;
    }
}

#[test]
fn the_order_check_sees_a_label_out_of_place() {
    let fixed = "let t = Tool(name: \"a\", inputSchema: .null, annotations: .init(destructiveHint: false, readOnlyHint: true))\n";
    let labels = labels_per_tool(fixed);
    assert_eq!(
        labels,
        [vec![
            "name",
            "inputSchema",
            "annotations",
            "destructiveHint",
            "readOnlyHint"
        ]]
    );
    assert!(in_order(&labels[0], &TOOL_LABELS));
    assert!(!in_order(&labels[0], &ANNOTATION_LABELS));
}
