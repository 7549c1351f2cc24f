//! Properties of Kotlin source: on generated Kotlin servers (`addTool(…)`
//! with named arguments and a trailing lambda, or a `Tool(…)` passed to
//! `addTool`; names from a `const val`, hints from an object's constant;
//! any subset of hints, `null` among them; on one line or one argument per
//! line with trailing commas and end-of-line comments), fixing converges,
//! re-parses, keeps every comment on its argument's line, leaves no missing
//! hint, reads the same tools back by name, and does nothing the second
//! time; and the fix never writes an argument after a trailing lambda.

use crate::source_properties::{
    HINTS, Registration, Written, fixes_converge, one_a_line, registration, sample_tool,
};
use proptest::prelude::*;

/// One hint as a Kotlin named argument, `None` when absent.
fn hint(key: &str, value: Written, constant: bool) -> Option<String> {
    match value {
        Written::Absent => None,
        Written::Bool(true) if constant => Some(format!("{key} = Hints.YES")),
        Written::Bool(value) => Some(format!("{key} = {value}")),
        Written::Text => Some(format!("{key} = \"yes\"")),
        Written::Null => Some(format!("{key} = null")),
    }
}

/// `arguments` in parentheses: on one line, or one per line with a
/// trailing comma and, when `commented`, a comment ending each line.
fn parenthesised(arguments: &[String], tool: &Registration, index: usize, indent: &str) -> String {
    if !tool.multiline || arguments.is_empty() {
        return format!("({})", arguments.join(", "));
    }
    let inner = format!("{indent}    ");
    let lines = one_a_line(arguments, tool, index, (&inner, " //", true));
    format!("(\n{lines}{indent})")
}

/// A Kotlin server with a tool per registration: even ones by
/// `addTool(name = …, …) { … }`, odd ones by a `Tool(…)` passed to
/// `addTool(tool) { … }`; the other form names the tool by a `const val`
/// and writes `true` as `Hints.YES`.
fn kotlin(tools: &[Registration]) -> String {
    let mut out = String::from(
        "import io.modelcontextprotocol.kotlin.sdk.server.Server\n\
         import io.modelcontextprotocol.kotlin.sdk.types.*\n\n\
         object Hints {\n    const val YES = true\n}\n\n",
    );
    for (index, tool) in tools.iter().enumerate() {
        if tool.other_form {
            out.push_str(&format!("const val NAME_{index} = \"tool_{index}\"\n"));
        }
    }
    out.push_str("\nfun Server.generated() {\n");
    for (index, tool) in tools.iter().enumerate() {
        let name = if tool.other_form {
            format!("name = NAME_{index}")
        } else {
            format!("name = \"tool_{index}\"")
        };
        let hints: Vec<String> = HINTS
            .iter()
            .zip(&tool.hints)
            .filter_map(|(key, value)| hint(key, *value, tool.other_form))
            .collect();
        let annotations = format!("ToolAnnotations({})", hints.join(", "));
        if index.is_multiple_of(2) {
            let mut arguments = vec![name, "description = \"Generated\"".to_owned()];
            if tool.annotated {
                arguments.push(format!("toolAnnotations = {annotations}"));
            }
            out.push_str(&format!(
                "    addTool{} {{ _ ->\n        CallToolResult(content = emptyList())\n    }}\n",
                parenthesised(&arguments, tool, index, "    ")
            ));
        } else {
            let mut arguments = vec![name, "inputSchema = ToolSchema()".to_owned()];
            if tool.annotated {
                arguments.push(format!("annotations = {annotations}"));
            }
            out.push_str(&format!(
                "    val tool{index} = Tool{}\n    addTool(tool{index}) {{ _ -> CallToolResult(content = emptyList()) }}\n",
                parenthesised(&arguments, tool, index, "    ")
            ));
        }
    }
    out.push_str("}\n");
    out
}

/// Whether some argument follows a trailing lambda: `) { … }` then `,` or
/// a named argument on the lambda's closing line.
fn argument_after_lambda(text: &str) -> bool {
    text.lines().any(|line| {
        let trimmed = line.trim_start();
        trimmed.starts_with("},") || trimmed.starts_with("}, ") || line.contains("} ,")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn kotlin_fixes_converge(tools in proptest::collection::vec(registration(), 1..4)) {
        let text = kotlin(&tools);
        let fixed = fixes_converge("Server.kt", &text)?;
        prop_assert!(!argument_after_lambda(&fixed), "an argument after a lambda:\n{fixed}");
        let annotated = fixed.matches("toolAnnotations = ").count()
            + fixed.matches("annotations = ToolAnnotations").count();
        prop_assert!(annotated >= tools.len(), "every tool has annotations:\n{fixed}");
    }
}

#[test]
fn the_generator_writes_every_form() {
    let tool = sample_tool;
    let text = kotlin(&[tool(true, true, true), tool(true, false, false)]);
    assert!(text.contains("const val NAME_0 = \"tool_0\""), "{text}");
    assert!(text.contains("readOnlyHint = Hints.YES,"), "{text}");
    assert!(text.contains("idempotentHint = null"), "{text}");
    assert!(text.contains("// note 0.2"), "{text}");
    assert!(
        text.contains("annotations = ToolAnnotations(readOnlyHint = true, idempotentHint = null, openWorldHint = false)"),
        "{text}"
    );
    assert!(text.contains("addTool(tool1) {"), "{text}");
}

/// A read-only tool of a project on the Kotlin SDK at `version`, as
/// `hintlint check` reports it.
fn checked_on(version: &str) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    // A repository: its build file is looked for up to its root.
    std::fs::create_dir(dir.path().join(".git")).expect("a .git folder");
    crate::binary::write(
        dir.path(),
        "build.gradle.kts",
        format!(
            "dependencies {{\n    implementation(\"io.modelcontextprotocol:kotlin-sdk:{version}\")\n}}\n"
        ),
    );
    crate::binary::write(
        dir.path(),
        "src/main/kotlin/Server.kt",
        "import io.modelcontextprotocol.kotlin.sdk.*\n\n\
         fun Server.files() {\n    \
         addTool(name = \"list_files\", description = \"Lists files\", \
         toolAnnotations = ToolAnnotations(title = \"Files\", readOnlyHint = true)) { _ -> result() }\n}\n",
    );
    let run = crate::binary::hintlint(&["check", "src"], dir.path());
    format!("{}{}", run.stdout, run.stderr)
}

#[test]
fn before_0_8_the_sdk_sends_all_four_hints_once_annotations_are_written() {
    let old = checked_on("0.7.2");
    assert!(old.contains("inert-dependent-hint"), "{old}");
    assert!(
        old.contains(
            "the Kotlin SDK's `ToolAnnotations` (before 0.8.0) sends `destructiveHint: true`"
        ),
        "{old}"
    );
    assert!(!old.contains("missing-annotation"), "{old}");
    let new = checked_on("0.9.0");
    assert!(!new.contains("inert-dependent-hint"), "{new}");
    assert!(new.contains("missing-annotation"), "{new}");
}
