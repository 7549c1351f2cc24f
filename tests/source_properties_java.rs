//! Properties of Java source: on generated Java servers (Spring AI's
//! `@McpTool(…, annotations = @McpTool.McpAnnotations(…))`, one member per
//! line with end-of-line comments or on one line, hints from a `static
//! final` constant, any subset of hints; and the Java SDK's
//! `McpSchema.Tool.builder()` chains with a
//! `McpSchema.ToolAnnotations.builder()` chain, `null` among the hints, on
//! one line or a call per line), fixing converges, re-parses, keeps every
//! comment on its member's line, leaves no missing hint, reads the same
//! tools back by name, and does nothing the second time; every builder
//! chain still ends in `.build()`.

use crate::source_properties::{
    HINTS, Registration, Written, fixes_converge, one_a_line, registration, sample_tool,
};
use proptest::prelude::*;

/// One hint as a member of Spring AI's annotation, `None` when absent (a
/// Java annotation member cannot be `null`: it is left out).
fn member(key: &str, value: Written, constant: bool) -> Option<String> {
    match value {
        Written::Absent | Written::Null => None,
        Written::Bool(true) if constant => Some(format!("{key} = Hints.YES")),
        Written::Bool(value) => Some(format!("{key} = {value}")),
        Written::Text => Some(format!("{key} = \"yes\"")),
    }
}

/// One hint as a builder call, `None` when absent.
fn call(key: &str, value: Written) -> Option<String> {
    match value {
        Written::Absent => None,
        Written::Bool(value) => Some(format!(".{key}({value})")),
        Written::Text => Some(format!(".{key}(\"yes\")")),
        Written::Null => Some(format!(".{key}(null)")),
    }
}

/// A Spring AI tool: its arguments on one line, or one per line with a
/// comment ending each line when `commented`.
fn spring(tool: &Registration, index: usize) -> String {
    let hints: Vec<String> = HINTS
        .iter()
        .zip(&tool.hints)
        .filter_map(|(key, value)| member(key, *value, index.is_multiple_of(4)))
        .collect();
    let mut arguments = vec![
        format!("name = \"tool_{index}\""),
        "description = \"Generated\"".to_owned(),
    ];
    if tool.annotated {
        arguments.push(format!(
            "annotations = @McpTool.McpAnnotations({})",
            hints.join(", ")
        ));
    }
    let written = if tool.multiline {
        let lines = one_a_line(&arguments, tool, index, ("            ", " //", false));
        format!("(\n{lines}    )")
    } else {
        format!("({})", arguments.join(", "))
    };
    format!(
        "    @McpTool{written}\n    public String method{index}(String input) {{\n        return input;\n    }}\n\n"
    )
}

/// A Java SDK tool: a `Tool.builder()` chain named by a constant, with a
/// `ToolAnnotations.builder()` chain when annotated, on one line or a call
/// per line.
fn builder(tool: &Registration, index: usize) -> String {
    let calls: Vec<String> = HINTS
        .iter()
        .zip(&tool.hints)
        .filter_map(|(key, value)| call(key, *value))
        .collect();
    let (open, step) = if tool.multiline {
        ("\n                ", "\n                        ")
    } else {
        ("", "")
    };
    let mut chain = format!("McpSchema.Tool.builder(){open}.name(NAME_{index})");
    chain.push_str(&format!("{open}.description(\"Generated\")"));
    if tool.annotated {
        let hints: String = calls.iter().map(|call| format!("{step}{call}")).collect();
        chain.push_str(&format!(
            "{open}.annotations(McpSchema.ToolAnnotations.builder(){hints}{step}.build())"
        ));
    }
    chain.push_str(&format!("{open}.build()"));
    format!("    static McpSchema.Tool tool{index}() {{\n        return {chain};\n    }}\n\n")
}

/// A Java file with a tool per registration: Spring AI's `@McpTool` for
/// the first form, the Java SDK's builders for the other.
fn java(tools: &[Registration]) -> String {
    let mut out = String::from(
        "import io.modelcontextprotocol.spec.McpSchema;\n\
         import org.springframework.ai.mcp.annotation.McpTool;\n\n\
         class Hints {\n    static final boolean YES = true;\n}\n\n\
         class Generated {\n\n",
    );
    for (index, tool) in tools.iter().enumerate() {
        if tool.other_form {
            out.push_str(&format!(
                "    static final String NAME_{index} = \"tool_{index}\";\n\n"
            ));
        }
    }
    for (index, tool) in tools.iter().enumerate() {
        out.push_str(&if tool.other_form {
            builder(tool, index)
        } else {
            spring(tool, index)
        });
    }
    out.push_str("}\n");
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn java_fixes_converge(tools in proptest::collection::vec(registration(), 1..4)) {
        let text = java(&tools);
        let fixed = fixes_converge("Generated.java", &text)?;
        prop_assert_eq!(
            fixed.matches(".build()").count(),
            text.matches(".build()").count()
                + tools.iter().filter(|tool| tool.other_form && !tool.annotated).count(),
            "a builder chain lost or gained a .build():\n{}",
            fixed
        );
    }
}

#[test]
fn the_generator_writes_every_form() {
    let tool = sample_tool;
    let text = java(&[tool(true, false, true), tool(true, true, false)]);
    assert!(
        text.contains("readOnlyHint = Hints.YES, openWorldHint = false"),
        "{text}"
    );
    assert!(text.contains("// note 0.1"), "{text}");
    assert!(
        text.contains("static final String NAME_1 = \"tool_1\";"),
        "{text}"
    );
    assert!(
        text.contains(
            ".annotations(McpSchema.ToolAnnotations.builder().readOnlyHint(true).idempotentHint(null).openWorldHint(false).build())"
        ),
        "{text}"
    );
}
