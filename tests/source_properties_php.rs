//! Properties of PHP servers: on generated files holding the three forms
//! hintlint reads (`#[McpTool]` methods of a class, `Server::builder()
//! ->addTool(…)` calls, Laravel `Tool` classes with one attribute per
//! hint), with any subset of hints (literals, `null`, global and class
//! constants), `ToolAnnotations` by name or by place, arguments on one
//! line or one per line with comments at line ends, Laravel attribute
//! classes imported or not, fixing converges (as for every language),
//! every Laravel hint ends up stated once, each attribute class is
//! imported at most once, and the fixed file passes `php -l` where PHP is
//! installed.

use std::io::Write;

use proptest::prelude::*;

use crate::source_properties::{HINTS, Registration, Written, fixes_converge, registration};

/// The Laravel attribute class of each hint, in [`HINTS`] order.
const ATTRIBUTES: [&str; 4] = ["IsReadOnly", "IsDestructive", "IsIdempotent", "IsOpenWorld"];

/// A hint's value as a PHP expression: a literal, `null`, or a constant
/// (the global `ON`, or the class's `self::OFF`).
fn value(index: usize, written: Written) -> Option<String> {
    match written {
        Written::Absent => None,
        Written::Null => Some("null".to_owned()),
        Written::Bool(value) => Some(value.to_string()),
        Written::Text if index.is_multiple_of(2) => Some("ON".to_owned()),
        Written::Text => Some("Flags::OFF".to_owned()),
    }
}

/// Arguments on one line, or one per line at `indent` with a comment at
/// each line's end.
fn arguments(
    arguments: &[String],
    multiline: bool,
    commented: bool,
    indent: &str,
    note: &mut usize,
) -> String {
    if arguments.is_empty() {
        return "()".to_owned();
    }
    if !multiline {
        return format!("({})", arguments.join(", "));
    }
    let mut out = String::from("(\n");
    for argument in arguments {
        out.push_str(&format!("{indent}    {argument},"));
        if commented {
            *note += 1;
            out.push_str(&format!(" // note {note}"));
        }
        out.push('\n');
    }
    out.push_str(indent);
    out.push(')');
    out
}

/// `new ToolAnnotations(…)` with the tool's hints by name, or (the other
/// form) by place, `null` standing for a hint before a written one.
fn annotations(tool: &Registration, indent: &str, note: &mut usize) -> String {
    let values: Vec<Option<String>> = tool
        .hints
        .iter()
        .enumerate()
        .map(|(index, written)| value(index, *written))
        .collect();
    // By place on one line only: a comment's line is told by its key.
    let written: Vec<String> = if tool.other_form && !tool.multiline {
        let last = values.iter().rposition(Option::is_some);
        let mut placed = vec!["null".to_owned()];
        if let Some(last) = last {
            placed.extend(
                values[..=last]
                    .iter()
                    .map(|value| value.clone().unwrap_or_else(|| "null".to_owned())),
            );
        }
        placed
    } else {
        HINTS
            .iter()
            .zip(&values)
            .filter_map(|(key, value)| Some(format!("{key}: {}", value.as_ref()?)))
            .collect()
    };
    format!(
        "new ToolAnnotations{}",
        arguments(&written, tool.multiline, tool.commented, indent, note)
    )
}

/// A generated PHP server: the tools in turn as `#[McpTool]` methods, builder
/// calls and Laravel classes.
fn server(tools: &[Registration], imports_attributes: bool) -> String {
    let mut out = String::from("<?php\n\nnamespace App\\Mcp;\n\nuse Laravel\\Mcp\\Server\\Tool;\n");
    if imports_attributes {
        for attribute in ATTRIBUTES {
            out.push_str(&format!(
                "use Laravel\\Mcp\\Server\\Tools\\Annotations\\{attribute};\n"
            ));
        }
    }
    out.push_str(
        "use Mcp\\Capability\\Attribute\\McpTool;\nuse Mcp\\Schema\\ToolAnnotations;\nuse Mcp\\Server;\n\n\
         const ON = true;\n\nfinal class Flags\n{\n    public const OFF = false;\n}\n\n",
    );
    let mut note = 0;
    let mut methods = String::new();
    let mut calls = String::new();
    let mut classes = String::new();
    for (index, tool) in tools.iter().enumerate() {
        match index % 3 {
            0 => {
                let mut written = vec![format!("name: 'tool_{index}'")];
                if tool.annotated {
                    written.push(format!(
                        "annotations: {}",
                        annotations(tool, "        ", &mut note)
                    ));
                }
                methods.push_str(&format!(
                    "    #[McpTool{}]\n    public function run{index}(): string\n    {{\n        return 'ok';\n    }}\n\n",
                    arguments(&written, tool.multiline, tool.commented, "    ", &mut note)
                ));
            }
            1 => {
                let mut written = vec![
                    "static fn (): string => 'ok'".to_owned(),
                    format!("name: 'tool_{index}'"),
                ];
                if tool.annotated {
                    written.push(format!(
                        "annotations: {}",
                        annotations(tool, "        ", &mut note)
                    ));
                }
                calls.push_str(&format!(
                    "    ->addTool{}\n",
                    arguments(&written, tool.multiline, tool.commented, "    ", &mut note)
                ));
            }
            _ => {
                let mut attributes: Vec<String> = Vec::new();
                for (hint, written) in tool.hints.iter().enumerate() {
                    let attribute = ATTRIBUTES[hint];
                    match written {
                        Written::Absent | Written::Null => {}
                        Written::Bool(true) if tool.other_form && !tool.multiline => {
                            attributes.push(attribute.to_owned());
                        }
                        // `value:` by name, so that a comment's line is
                        // told by its key whatever the value becomes.
                        Written::Bool(value) => {
                            attributes.push(format!("{attribute}(value: {value})"))
                        }
                        Written::Text => attributes.push(format!("{attribute}(value: self::SAYS)")),
                    }
                }
                let attributes: Vec<String> = if imports_attributes {
                    attributes
                } else {
                    attributes
                        .into_iter()
                        .map(|attribute| {
                            format!("\\Laravel\\Mcp\\Server\\Tools\\Annotations\\{attribute}")
                        })
                        .collect()
                };
                let mut block = String::new();
                if !tool.annotated || attributes.is_empty() {
                    // No hint attribute at all.
                } else if tool.multiline {
                    for attribute in &attributes {
                        block.push_str(&format!("#[{attribute}]"));
                        if tool.commented {
                            note += 1;
                            block.push_str(&format!(" // note {note}"));
                        }
                        block.push('\n');
                    }
                } else {
                    block.push_str(&format!("#[{}]\n", attributes.join(", ")));
                }
                classes.push_str(&format!(
                    "{block}final class Generated{index}Tool extends Tool\n{{\n    public const SAYS = false;\n}}\n\n"
                ));
            }
        }
    }
    out.push_str(&format!("final class Tools\n{{\n{methods}}}\n\n"));
    out.push_str(&format!(
        "$server = Server::builder()\n{calls}    ->build();\n\n"
    ));
    out.push_str(&classes);
    out
}

/// Whether `php -l` accepts `text`; `None` where PHP is not installed.
fn php_lints(text: &str) -> Option<bool> {
    let mut file = tempfile::Builder::new().suffix(".php").tempfile().ok()?;
    file.write_all(text.as_bytes()).ok()?;
    let output = std::process::Command::new("php")
        .arg("-l")
        .arg(file.path())
        .output()
        .ok()?;
    Some(output.status.success())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn php_fixes_converge_and_stay_php(
        tools in proptest::collection::vec(registration(), 1..7),
        imports_attributes in any::<bool>(),
    ) {
        let text = server(&tools, imports_attributes);
        prop_assert_eq!(php_lints(&text).unwrap_or(true), true, "the generated PHP lints:\n{}", text);
        let fixed = fixes_converge("Server.php", &text)?;
        prop_assert_eq!(php_lints(&fixed).unwrap_or(true), true, "the fixed PHP lints:\n{}", fixed);
        for attribute in ATTRIBUTES {
            let line = format!("use Laravel\\Mcp\\Server\\Tools\\Annotations\\{attribute};");
            prop_assert!(fixed.matches(&line).count() <= 1, "{} imported twice:\n{}", attribute, fixed);
        }
        // An attribute written by its short name is imported.
        for attribute in ATTRIBUTES {
            let line = format!("use Laravel\\Mcp\\Server\\Tools\\Annotations\\{attribute};");
            let short = fixed.contains(&format!("#[{attribute}")) || fixed.contains(&format!(", {attribute}"));
            prop_assert!(!short || fixed.contains(&line), "{} is not imported:\n{}", attribute, fixed);
        }
        // Every Laravel class states every hint once.
        for (index, _) in tools.iter().enumerate().filter(|(index, _)| index % 3 == 2) {
            let class = format!("final class Generated{index}Tool");
            let at = fixed.find(&class).expect("the class is kept");
            let start = fixed[..at].rfind("\n}\n").map_or(0, |end| end + 3);
            let header = &fixed[start..at];
            for attribute in ATTRIBUTES {
                let stated = header.matches(&format!("{attribute}]")).count()
                    + header.matches(&format!("{attribute}(")).count()
                    + header.matches(&format!("{attribute},")).count();
                prop_assert_eq!(stated, 1, "{} of {} in:\n{}", attribute, class, fixed);
            }
        }
    }
}
