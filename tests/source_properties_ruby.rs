//! Properties of Ruby servers (the `mcp` gem and fast-mcp): on generated
//! files of tool classes (`< MCP::Tool`, `< FastMcp::Tool`) and
//! `server.define_tool(…)` calls, with any subset of hints (literals,
//! `nil`, strings, constants of the file), annotations as keyword arguments
//! of `annotations(…)` (with or without parentheses) or as a hash, or not
//! written at all, on one line or one per line with `#` comments at line
//! ends and above hints, fixing converges (as for every language), the
//! fixed file passes `ruby -c` where Ruby is installed, every comment above
//! a hint is still there, and a class that had no `annotations` call has
//! exactly one after the fix, in its body.

use proptest::prelude::*;

use crate::source_properties::{HINTS, Registration, Written, fixes_converge, registration};

/// A hint's key as Ruby writes it.
fn snake(key: &str) -> String {
    let mut out = String::new();
    for ch in key.chars() {
        if ch.is_ascii_uppercase() {
            out.push('_');
            out.push(ch.to_ascii_lowercase());
        } else {
            out.push(ch);
        }
    }
    out
}

/// A hint's value as the tool writes it: a literal, `nil`, a string, or a
/// constant of the file.
fn value(written: Written, constant: bool) -> Option<String> {
    match written {
        Written::Absent => None,
        Written::Null => Some("nil".to_owned()),
        Written::Bool(value) if constant => Some(if value { "ON" } else { "OFF" }.to_owned()),
        Written::Bool(value) => Some(value.to_string()),
        Written::Text => Some("\"yes\"".to_owned()),
    }
}

/// `key: value` arguments on one line, or one per line at `indent` with a
/// comment at each line's end (when `commented`) and one above each hint.
fn arguments(arguments: &[String], multiline: bool, commented: bool, indent: &str) -> String {
    if !multiline {
        return arguments.join(", ");
    }
    let mut out = String::from("\n");
    for (line, argument) in arguments.iter().enumerate() {
        if commented {
            out.push_str(&format!(
                "{indent}# about {}\n",
                argument.split(':').next().unwrap_or("")
            ));
        }
        let comma = if line + 1 < arguments.len() { "," } else { "" };
        let note = if commented {
            format!(" # note {line}")
        } else {
            String::new()
        };
        out.push_str(&format!("{indent}{argument}{comma}{note}\n"));
    }
    out.push_str(&indent[2..]);
    out
}

/// One tool of the server: a class of the `mcp` gem or fast-mcp, or a
/// `define_tool` call.
fn tool(index: usize, tool: &Registration) -> String {
    let hints: Vec<String> = HINTS
        .iter()
        .zip(&tool.hints)
        .filter_map(|(key, written)| {
            Some(format!(
                "{}: {}",
                snake(key),
                value(*written, tool.other_form)?
            ))
        })
        .collect();
    if index % 3 == 1 {
        let mut keywords = vec![
            format!("name: \"tool_{index}\""),
            "description: \"A tool\"".to_owned(),
        ];
        if tool.annotated {
            keywords.push(format!("annotations: {{ {} }}", hints.join(", ")));
        }
        return format!(
            "server.define_tool({}) do |args|\n  args\nend\n\n",
            arguments(&keywords, tool.multiline, false, "  ")
        );
    }
    let base = if index % 3 == 2 {
        "FastMcp::Tool"
    } else {
        "MCP::Tool"
    };
    let mut out = format!("class Tool{index} < {base}\n  tool_name \"tool_{index}\"\n");
    if index.is_multiple_of(2) {
        out.push_str("  description <<~TEXT\n    A tool\n  TEXT\n");
    } else {
        out.push_str("  description \"A tool\" # what it does\n");
    }
    if tool.annotated && !hints.is_empty() {
        let written = arguments(&hints, tool.multiline, tool.commented, "    ");
        if tool.multiline || index.is_multiple_of(2) {
            out.push_str(&format!("  annotations({written})\n"));
        } else {
            out.push_str(&format!("  annotations {written}\n"));
        }
    }
    out.push_str("\n  def self.call(server_context:)\n    \"ok\"\n  end\nend\n\n");
    out
}

/// A Ruby server of `tools`.
fn ruby(tools: &[Registration]) -> String {
    let mut out = String::from(
        "# frozen_string_literal: true\n\nrequire \"mcp\"\n\nON = true\nOFF = false\n\nserver = MCP::Server.new(name: \"gen\")\n\n",
    );
    for (index, registration) in tools.iter().enumerate() {
        out.push_str(&tool(index, registration));
    }
    out
}

/// Whether `ruby -c` accepts `text` (`None` where Ruby is not installed).
fn ruby_accepts(text: &str) -> Option<bool> {
    let dir = tempfile::tempdir().ok()?;
    let path = dir.path().join("server.rb");
    std::fs::write(&path, text).ok()?;
    let output = std::process::Command::new("ruby")
        .arg("-c")
        .arg(&path)
        .output()
        .ok()?;
    Some(output.status.success())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn ruby_fixes_converge_and_stay_ruby(
        tools in proptest::collection::vec(registration(), 1..5)
    ) {
        let text = ruby(&tools);
        prop_assert_ne!(ruby_accepts(&text), Some(false), "not Ruby:\n{}", text);
        let fixed = fixes_converge("server.rb", &text)?;
        prop_assert_ne!(ruby_accepts(&fixed), Some(false), "no longer Ruby:\n{}", fixed);
        for line in text.lines().filter(|line| line.trim_start().starts_with("# about")) {
            prop_assert!(fixed.contains(line), "`{}` was lost:\n{}", line, fixed);
        }
        let classes = fixed.split("\nclass ").skip(1);
        for class in classes {
            let body = class.split("\nend\n").next().unwrap_or("");
            prop_assert_eq!(
                body.matches("annotations").count(),
                1,
                "a class without one annotations call:\n{}",
                fixed
            );
        }
    }
}
