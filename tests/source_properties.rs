//! Properties of source code: on generated TypeScript, Python, Go, Rust
//! and C# servers (registrations with any subset of hints, valid or not, on one
//! line or several, with or without trailing commas), fixing with safe and
//! unsafe fixes converges, re-parses, leaves no fixable finding and no
//! missing hint, and does nothing the second time, while every spread and
//! end-of-line comment is kept (on its member's line), nulls become
//! booleans in place, positional names are kept, the same tools are read
//! back by name and fixed Python compiles, and a Rust server formatted by
//! rustfmt is still as rustfmt formats it once fixed; and no mangled
//! fixture (bytes cut out, or punctuation put in) makes hintlint panic.

use crate::common;

use hintlint::Options;
use hintlint::autofix::rounds::fix_report;
use hintlint::lint::{FileContext, lint_bytes};
use hintlint::parse::Dialect;
use hintlint::report::{FileReport, FileStatus};
use proptest::prelude::*;

/// The four hints, in their order.
pub(crate) const HINTS: [&str; 4] = [
    "readOnlyHint",
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
];

/// A hint as written: absent, a boolean, or (where the language allows)
/// a string that is not a boolean, or null (`null`, `None`).
#[derive(Debug, Clone, Copy)]
pub(crate) enum Written {
    Absent,
    Bool(bool),
    Text,
    Null,
}

fn written() -> impl Strategy<Value = Written> {
    prop_oneof![
        3 => Just(Written::Absent),
        4 => any::<bool>().prop_map(Written::Bool),
        1 => Just(Written::Text),
        1 => Just(Written::Null),
    ]
}

/// One tool: whether it has annotations at all, its hints, whether it is
/// laid out over several lines, whether each of its lines ends with a
/// comment, and whether it takes another registration form (annotations
/// spread from a constant; in Python, a name given positionally).
#[derive(Debug, Clone)]
pub(crate) struct Registration {
    pub(crate) annotated: bool,
    pub(crate) hints: Vec<Written>,
    pub(crate) multiline: bool,
    pub(crate) commented: bool,
    pub(crate) other_form: bool,
}

pub(crate) fn registration() -> impl Strategy<Value = Registration> {
    (
        any::<bool>(),
        proptest::collection::vec(written(), 4),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(annotated, hints, multiline, commented, other_form)| Registration {
                annotated,
                hints,
                multiline,
                commented,
                other_form,
            },
        )
}

/// The constant spread into the annotations of the other form: a title
/// and a hint, which a fix must keep (the spread stays).
const SPREAD_BASE: &str = "openWorldHint";

/// The hints of `tool` as `spell` writes them, absent ones left out.
pub(crate) fn spelled(
    tool: &Registration,
    spell: impl Fn(&str, Written) -> Option<String>,
) -> Vec<String> {
    HINTS
        .iter()
        .zip(&tool.hints)
        .filter_map(|(key, value)| spell(key, *value))
        .collect()
}

/// `items` one a line at `indent`, each followed by a comma (the last one
/// only when `trailing`) and, when `tool` is commented, by the end-of-line
/// comment a fix must keep on its line (`{marker} note I.L`, which
/// [`fixes_converge`] follows); every line ends with a line feed.
pub(crate) fn one_a_line(
    items: &[String],
    tool: &Registration,
    index: usize,
    (indent, marker, trailing): (&str, &str, bool),
) -> String {
    items
        .iter()
        .enumerate()
        .map(|(line, item)| {
            let comma = if trailing || line + 1 < items.len() {
                ","
            } else {
                ""
            };
            let comment = if tool.commented {
                format!("{marker} note {index}.{line}")
            } else {
                String::new()
            };
            format!("{indent}{item}{comma}{comment}\n")
        })
        .collect()
}

/// A tool of every hint spelling the generators write (true, absent, null,
/// false), for the tests of a generator itself.
pub(crate) fn sample_tool(annotated: bool, other_form: bool, multiline: bool) -> Registration {
    Registration {
        annotated,
        hints: vec![
            Written::Bool(true),
            Written::Absent,
            Written::Null,
            Written::Bool(false),
        ],
        multiline,
        commented: multiline,
        other_form,
    }
}

fn typescript(tools: &[Registration]) -> String {
    let mut out = String::from(
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\n\
         const server = new McpServer({ name: \"gen\", version: \"1.0.0\" });\n\n\
         const BASE = { title: \"Base\", openWorldHint: false };\n\n",
    );
    for (index, tool) in tools.iter().enumerate() {
        let mut members = spelled(tool, |key, value| match value {
            Written::Absent => None,
            Written::Bool(value) => Some(format!("{key}: {value}")),
            Written::Text => Some(format!("{key}: \"yes\"")),
            Written::Null => Some(format!("{key}: null")),
        });
        if tool.other_form {
            // The spread first, its hint not written again.
            members.retain(|member| !member.starts_with(SPREAD_BASE));
            members.insert(0, "...BASE".to_owned());
        }
        let annotations = if tool.multiline {
            let body = one_a_line(&members, tool, index, ("      ", " //", true));
            format!("{{\n{body}    }}")
        } else {
            format!("{{ {} }}", members.join(", "))
        };
        let config = match (tool.annotated, tool.multiline) {
            (false, false) => "{ description: \"A tool\" }".to_owned(),
            (false, true) => "{\n    description: \"A tool\",\n  }".to_owned(),
            (true, false) => format!("{{ description: \"A tool\", annotations: {annotations} }}"),
            (true, true) => {
                format!("{{\n    description: \"A tool\",\n    annotations: {annotations},\n  }}")
            }
        };
        out.push_str(&format!(
            "server.registerTool(\n  \"tool_{index}\",\n  {config},\n  async () => ({{ content: [] }}),\n);\n\n"
        ));
    }
    out
}

fn python(tools: &[Registration]) -> String {
    let mut out = String::from(
        "from mcp.server.fastmcp import FastMCP\nfrom mcp.types import ToolAnnotations\n\n\
         mcp = FastMCP(\"gen\")\n\nBASE = {\"title\": \"Base\", \"openWorldHint\": False}\n\n",
    );
    for (index, tool) in tools.iter().enumerate() {
        let mut members = spelled(tool, |key, value| match value {
            Written::Absent => None,
            Written::Bool(true) => Some(format!("{key}=True")),
            Written::Bool(false) => Some(format!("{key}=False")),
            Written::Text => Some(format!("{key}=\"yes\"")),
            Written::Null => Some(format!("{key}=None")),
        });
        if tool.other_form && tool.annotated {
            members.retain(|member| !member.starts_with(SPREAD_BASE));
            members.insert(0, "**BASE".to_owned());
        }
        let decorator = match (tool.annotated, tool.multiline) {
            // The name given positionally: the fix appends, never replaces.
            (false, _) if tool.other_form => format!("@mcp.tool(\"tool_{index}\")"),
            (false, false) => "@mcp.tool".to_owned(),
            (false, true) => "@mcp.tool()".to_owned(),
            (true, false) => format!(
                "@mcp.tool(annotations=ToolAnnotations({}))",
                members.join(", ")
            ),
            (true, true) => {
                let body = one_a_line(&members, tool, index, ("        ", "  #", true));
                format!("@mcp.tool(\n    annotations=ToolAnnotations(\n{body}    ),\n)")
            }
        };
        out.push_str(&format!(
            "\n{decorator}\ndef tool_{index}() -> str:\n    return \"\"\n\n"
        ));
    }
    out
}

fn go(tools: &[Registration]) -> String {
    let mut out = String::from("package main\n\nimport \"github.com/mark3labs/mcp-go/mcp\"\n\n");
    for (index, tool) in tools.iter().enumerate() {
        let mut options = vec!["mcp.WithDescription(\"A tool\")".to_owned()];
        if tool.annotated {
            for (key, value) in HINTS.iter().zip(&tool.hints) {
                if let Written::Bool(value) = value {
                    let option = format!("{}{}", key[..1].to_uppercase(), &key[1..]);
                    options.push(format!("mcp.With{option}Annotation({value})"));
                }
            }
        }
        if tool.multiline {
            let body: String = options
                .iter()
                .map(|option| format!("\t{option},\n"))
                .collect();
            out.push_str(&format!(
                "var tool{index} = mcp.NewTool(\"tool_{index}\",\n{body})\n\n"
            ));
        } else {
            out.push_str(&format!(
                "var tool{index} = mcp.NewTool(\"tool_{index}\", {})\n\n",
                options.join(", ")
            ));
        }
    }
    out
}

/// `read_only_hint` for `readOnlyHint`.
fn snake(key: &str) -> String {
    key.chars()
        .flat_map(|ch| {
            if ch.is_ascii_uppercase() {
                vec!['_', ch.to_ascii_lowercase()]
            } else {
                vec![ch]
            }
        })
        .collect()
}

/// An rmcp server: `#[tool]` methods (hints in `annotations(…)`, on one
/// line or one per line, end-of-line comments between them) and, for the
/// other form, tools built by hand with `ToolAnnotations`' builder.
fn rust(tools: &[Registration]) -> String {
    let mut out = String::from(
        "use rmcp::model::{Tool, ToolAnnotations};
use rmcp::{tool, tool_router};

#[tool_router]
impl Gen {
",
    );
    let mut built = String::new();
    for (index, tool) in tools.iter().enumerate() {
        if tool.other_form {
            let calls: String = HINTS
                .iter()
                .zip(&tool.hints)
                .filter_map(|(key, value)| match value {
                    Written::Bool(value) => {
                        let method = snake(key).trim_end_matches("_hint").to_owned();
                        Some(format!(".{method}({value})"))
                    }
                    _ => None,
                })
                .collect();
            // A title makes the chain long; a long description puts the
            // root's arguments on lines of their own once formatted.
            let root = if tool.commented {
                "ToolAnnotations::with_title(\"A title long enough to make a chain wrap\")"
            } else {
                "ToolAnnotations::new()"
            };
            let annotate = if tool.annotated {
                format!(".annotate({root}{calls})")
            } else {
                String::new()
            };
            let description = if tool.multiline {
                "A tool whose description is long enough to break the call over lines"
            } else {
                "A tool"
            };
            built.push_str(&format!(
                "fn tool_{index}() -> Tool {{
    Tool::new(\"tool_{index}\", \"{description}\", schema()){annotate}
}}

"
            ));
            continue;
        }
        let members = spelled(tool, |key, value| match value {
            Written::Absent | Written::Null => None,
            Written::Bool(value) => Some(format!("{} = {value}", snake(key))),
            Written::Text => Some(format!("{} = \"yes\"", snake(key))),
        });
        let attribute = match (tool.annotated, tool.multiline) {
            (false, false) => "#[tool]".to_owned(),
            (false, true) => format!("#[tool(\n        name = \"tool_{index}\"\n    )]"),
            (true, false) => format!(
                "#[tool(name = \"tool_{index}\", annotations({}))]",
                members.join(", ")
            ),
            (true, true) => {
                let body = one_a_line(&members, tool, index, ("            ", " //", true));
                format!(
                    "#[tool(\n        name = \"tool_{index}\",\n        annotations(\n{body}        )\n    )]"
                )
            }
        };
        out.push_str(&format!(
            "    {attribute}\n    async fn tool_{index}(&self) -> String {{\n        String::new()\n    }}\n\n"
        ));
    }
    out.push_str("}\n\n");
    out.push_str(&built);
    out
}

/// A C# server: `[McpServerTool(…)]` methods, named or named as the SDK
/// derives it, their arguments on one line or one per line.
fn csharp(tools: &[Registration]) -> String {
    let mut out = String::from(
        "using ModelContextProtocol.Server;\n\n[McpServerToolType]\npublic static class Gen\n{\n",
    );
    for (index, tool) in tools.iter().enumerate() {
        let mut arguments = Vec::new();
        if !tool.other_form {
            arguments.push(format!("Name = \"tool_{index}\""));
        }
        if tool.annotated {
            let properties = ["ReadOnly", "Destructive", "Idempotent", "OpenWorld"];
            for (property, value) in properties.iter().zip(&tool.hints) {
                match value {
                    Written::Bool(value) => arguments.push(format!("{property} = {value}")),
                    Written::Text => arguments.push(format!("{property} = \"yes\"")),
                    Written::Absent | Written::Null => {}
                }
            }
        }
        let attribute = match (arguments.is_empty(), tool.multiline) {
            (true, _) => "[McpServerTool]".to_owned(),
            (false, false) => format!("[McpServerTool({})]", arguments.join(", ")),
            (false, true) => {
                let body = one_a_line(&arguments, tool, index, ("        ", " //", false));
                format!("[McpServerTool(\n{body}    )]")
            }
        };
        out.push_str(&format!(
            "    {attribute}\n    public static string Tool{index}() => \"\";\n\n"
        ));
    }
    out.push_str("}\n");
    out
}

/// Options that apply unsafe fixes too.
pub(crate) fn unsafe_fixes() -> Options {
    Options {
        unsafe_fixes: true,
        ..Options::default()
    }
}

/// The context of the file `name`, named on the command line.
fn named<'o>(name: &'o str, options: &'o Options) -> FileContext<'o> {
    FileContext {
        options,
        relative: Some(name),
        origin: hintlint::inputs::Origin::Named,
        path: None,
        texts: &*hintlint::files::DISK,
        only: None,
        unimported: false,
    }
}

pub(crate) fn lint(name: &str, text: &str, options: &Options) -> FileReport {
    let path = std::path::Path::new(name);
    lint_bytes(
        name,
        Dialect::of_path(path),
        text.as_bytes().to_vec(),
        named(name, options),
    )
}

/// Fixes `text` (safe and unsafe fixes) and checks what every fix must
/// hold; the fixed text.
pub(crate) fn fixes_converge(name: &str, text: &str) -> Result<String, TestCaseError> {
    let options = unsafe_fixes();
    let report = lint(name, text, &options);
    let read = matches!(report.status, FileStatus::Manifest { .. });
    prop_assert!(read, "{name} is read: {:?}\n{text}", report.status);
    let context = named(name, &options);
    let dialect = Dialect::of_path(std::path::Path::new(name));
    let fixed = fix_report(report, dialect, context)
        .map_err(|failure| TestCaseError::fail(format!("{failure:?}\n{text}")))?;
    let after = &fixed.report;
    let read = matches!(after.status, FileStatus::Manifest { .. });
    prop_assert!(read, "the fixed text is read");
    let before = lint(name, text, &options);
    prop_assert_eq!(
        status_tools(&after.status),
        status_tools(&before.status),
        "the same tools are read back:\n{}",
        after.source.text
    );
    prop_assert_eq!(
        registered_names(&after.status),
        registered_names(&before.status),
        "the same tools are read back by name:\n{}",
        after.source.text
    );
    // A spread is kept (its constant's title and hints still apply).
    for spread in ["...BASE", "**BASE"] {
        prop_assert_eq!(
            after.source.text.matches(spread).count(),
            text.matches(spread).count(),
            "a spread was lost:\n{}\n->\n{}",
            text,
            after.source.text
        );
    }
    // Every end-of-line comment is kept, on the line of the member it
    // followed (an allow there keeps applying).
    for line in text.lines() {
        let Some((code, note)) = line.split_once(" note ") else {
            continue;
        };
        let key = code
            .trim()
            .split(['=', ':', ','])
            .next()
            .unwrap_or("")
            .trim();
        let kept = after
            .source
            .text
            .lines()
            .any(|fixed| fixed.contains(&format!(" note {note}")) && fixed.contains(key));
        prop_assert!(
            kept,
            "`note {note}` left `{key}`:\n{text}\n->\n{}",
            after.source.text
        );
    }
    if dialect == Dialect::of_path(std::path::Path::new("x.py")) && python_compiles().is_some() {
        prop_assert!(
            python_compiles().is_some_and(|compile| compile(&after.source.text)),
            "the fixed Python does not compile:\n{}",
            after.source.text
        );
    }
    let fired = common::fired(after);
    prop_assert!(
        !fired.contains(&"missing-annotation") && !fired.contains(&"invalid-hint"),
        "{fired:?} after fixing:\n{}",
        after.source.text
    );
    for finding in after.findings.iter().filter(|finding| finding.is_active()) {
        prop_assert!(
            finding.diagnostic.fix.is_none(),
            "a fix remains: {}\n{}",
            finding.diagnostic.message,
            after.source.text
        );
    }
    let again = fix_report(fixed.report.clone(), dialect, context)
        .map_err(|failure| TestCaseError::fail(format!("second fix: {failure:?}")))?;
    prop_assert_eq!(again.applied, 0);
    Ok(fixed.report.source.text.to_string())
}

/// `text` as rustfmt formats it (edition 2021, its default settings), when
/// rustfmt is installed and reads it.
fn rustfmt(text: &str) -> Option<String> {
    use std::io::Write;
    let mut child = std::process::Command::new("rustfmt")
        .args(["--edition", "2021"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(text.as_bytes()).ok()?;
    let output = child.wait_with_output().ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8(output.stdout).ok())
        .flatten()
}

/// The names of the tools a source file registers, in order.
pub(crate) fn registered_names(status: &FileStatus) -> Vec<String> {
    match status {
        FileStatus::Manifest { registered, .. } => {
            registered.iter().map(|tool| tool.name.clone()).collect()
        }
        _ => Vec::new(),
    }
}

/// The number of tools a status reads.
fn status_tools(status: &FileStatus) -> Option<usize> {
    match status {
        FileStatus::Manifest { tools, .. } => Some(*tools),
        _ => None,
    }
}

/// Compiles Python text with `python3` (`compile()`, nothing run), when
/// python3 is installed.
fn python_compiles() -> Option<fn(&str) -> bool> {
    let installed = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|output| output.status.success());
    installed.then_some(|text: &str| {
        use std::io::Write;
        let mut child = std::process::Command::new("python3")
            .args([
                "-c",
                "import sys; compile(sys.stdin.read(), 'fixed.py', 'exec')",
            ])
            .stdin(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("python3 runs");
        if let Some(mut stdin) = child.stdin.take() {
            let _ = stdin.write_all(text.as_bytes());
        }
        child.wait().is_ok_and(|status| status.success())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn typescript_fixes_converge(tools in proptest::collection::vec(registration(), 1..4)) {
        fixes_converge("server.ts", &typescript(&tools))?;
    }

    #[test]
    fn python_fixes_converge(tools in proptest::collection::vec(registration(), 1..4)) {
        fixes_converge("server.py", &python(&tools))?;
    }

    #[test]
    fn go_fixes_converge(tools in proptest::collection::vec(registration(), 1..4)) {
        fixes_converge("main.go", &go(&tools))?;
    }

    #[test]
    fn rust_fixes_converge(tools in proptest::collection::vec(registration(), 1..4)) {
        let text = rust(&tools);
        fixes_converge("server.rs", &text)?;
        // Formatted by rustfmt first, the fixed file is as rustfmt formats
        // it (as the docs promise).
        if let Some(formatted) = rustfmt(&text) {
            let fixed = fixes_converge("server.rs", &formatted)?;
            let reformatted = rustfmt(&fixed);
            prop_assert!(
                reformatted.as_deref() == Some(fixed.as_str()),
                "not rustfmt-clean after fixing:\n{formatted}\n->\n{fixed}\nrustfmt:\n{}",
                reformatted.unwrap_or_default()
            );
        }
    }

    #[test]
    fn csharp_fixes_converge(tools in proptest::collection::vec(registration(), 1..4)) {
        fixes_converge("Tools.cs", &csharp(&tools))?;
    }

    #[test]
    fn mangled_sources_never_panic(
        fixture in 0usize..64,
        cut in any::<proptest::sample::Index>(),
        length in 0usize..40,
        insert in prop_oneof![Just(""), Just("{"), Just("}"), Just(","), Just("("), Just("\""), Just("...x"), Just("\n")],
    ) {
        let fixtures = source_fixtures();
        let (name, text) = &fixtures[fixture % fixtures.len()];
        let mut bytes = text.as_bytes().to_vec();
        let start = cut.index(bytes.len().max(1)).min(bytes.len());
        let end = (start + length).min(bytes.len());
        bytes.splice(start..end, insert.bytes());
        let Ok(mangled) = String::from_utf8(bytes) else {
            return Ok(());
        };
        let options = unsafe_fixes();
        let context = named(name, &options);
        let dialect = Dialect::of_path(std::path::Path::new(name));
        let report = hintlint::check_bytes(name, mangled.into_bytes(), dialect, None, context);
        let panicked = matches!(report.status, FileStatus::InternalError(_));
        prop_assert!(!panicked, "{name}: {:?}", report.status);
    }
}

/// The source fixtures, by name.
fn source_fixtures() -> Vec<(String, String)> {
    let mut found = Vec::new();
    for rule in std::fs::read_dir("tests/fixtures")
        .expect("fixtures")
        .filter_map(Result::ok)
    {
        for file in std::fs::read_dir(rule.path())
            .expect("a rule")
            .filter_map(Result::ok)
        {
            let path = file.path();
            let name = path
                .file_name()
                .and_then(|name| name.to_str())
                .unwrap_or("")
                .to_owned();
            if [".ts", ".js", ".py", ".go", ".rs", ".cs"]
                .iter()
                .any(|ext| name.ends_with(ext))
            {
                // A Latin-1 fixture is mangled as the text it decodes to.
                let bytes = std::fs::read(&path).expect("readable");
                found.push((name, String::from_utf8_lossy(&bytes).into_owned()));
            }
        }
    }
    found.sort();
    assert!(found.len() > 20, "the source fixtures are found");
    found
}

/// The Rust property above holds fixed files to rustfmt only where rustfmt
/// runs: in CI its absence is a failure, not a property that held vacuously.
#[test]
fn rustfmt_is_at_hand_for_the_rust_layout_property() {
    let runs = std::process::Command::new("rustfmt")
        .arg("--version")
        .output()
        .is_ok_and(|output| output.status.success());
    if !runs {
        crate::common::tool_missing("rustfmt is not installed (rustup component add rustfmt)");
    }
}
