//! Properties of the forms real servers take beyond one literal
//! registration per tool: a Python module's own registration function
//! called once per name; FastMCP ≥ 2 servers with mounted sub-servers,
//! `add_tool` of tools built by `Tool.from_function`, and names composed
//! from constants; TypeScript names that are not literals (template
//! literals, `??` and `||` defaults, members of a name table, names known
//! only at run time); WebMCP pages of several `<script>` elements, with
//! text that is no script beside them; and test folders beside a server.
//! Each reads exactly the tools a client would see, by the name it would
//! see, and fixing converges without writing where the callee takes no
//! such argument and without touching a test.

use std::collections::HashSet;

use proptest::prelude::*;

use crate::source_properties::{
    HINTS, Written, fixes_converge, lint, registered_names, unsafe_fixes,
};

fn hint() -> impl Strategy<Value = Written> {
    prop_oneof![
        2 => Just(Written::Absent),
        3 => any::<bool>().prop_map(Written::Bool),
    ]
}

fn hints() -> impl Strategy<Value = Vec<Written>> {
    proptest::collection::vec(hint(), 4)
}

/// The hints written, as the members of a dictionary (Python) or object
/// literal (TypeScript): `quoted` quotes the keys, `python` spells the
/// booleans as Python does.
fn members(hints: &[Written], quoted: bool, python: bool) -> String {
    HINTS
        .iter()
        .zip(hints)
        .filter_map(|(key, value)| match value {
            Written::Bool(value) => {
                let key = if quoted {
                    format!("\"{key}\"")
                } else {
                    (*key).to_owned()
                };
                let value = match (python, value) {
                    (true, true) => "True".to_owned(),
                    (true, false) => "False".to_owned(),
                    (false, value) => value.to_string(),
                };
                Some(format!("{key}: {value}"))
            }
            _ => None,
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Names seen once each, in order: the generators leave a repeated name
/// out (it would be a duplicate, another property).
fn first_time(seen: &mut HashSet<String>, name: &str) -> bool {
    seen.insert(name.to_owned())
}

/// How a FastMCP tool is registered.
#[derive(Debug, Clone)]
enum PyForm {
    /// `@main.tool(name=…)` on the server clients connect to.
    Main,
    /// `@sub.tool(…)` on a sub-server mounted under a namespace (`None`:
    /// mounted without one).
    Mounted(Option<u8>),
    /// `main.add_tool(Tool.from_function(fn, name=…, annotations=…))`,
    /// built beside the call, or first (`tool = Tool.from_function(…)`)
    /// and added by name.
    Added { inline: bool },
}

#[derive(Debug, Clone)]
struct PyTool {
    form: PyForm,
    /// The name's number; composed from the module's `PREFIX` when set.
    number: u8,
    composed: bool,
    hints: Vec<Written>,
}

fn py_tool() -> impl Strategy<Value = PyTool> {
    let form = prop_oneof![
        Just(PyForm::Main),
        proptest::option::of(0u8..3).prop_map(PyForm::Mounted),
        any::<bool>().prop_map(|inline| PyForm::Added { inline }),
    ];
    (form, 0u8..40, any::<bool>(), hints()).prop_map(|(form, number, composed, hints)| PyTool {
        form,
        number,
        composed,
        hints,
    })
}

/// A FastMCP 2 server with its sub-servers, and the names a client sees.
fn fastmcp(tools: &[PyTool]) -> (String, Vec<String>) {
    let mut out = String::from(
        "from fastmcp import FastMCP\nfrom fastmcp.tools import Tool\n\nPREFIX = \"crm\"\n\n\
         main = FastMCP(\"main\")\n",
    );
    let namespaces: Vec<Option<u8>> = {
        let mut seen = Vec::new();
        for tool in tools {
            if let PyForm::Mounted(namespace) = tool.form
                && !seen.contains(&namespace)
            {
                seen.push(namespace);
            }
        }
        seen
    };
    let sub = |namespace: Option<u8>| match namespace {
        Some(n) => format!("sub_{n}"),
        None => "plain".to_owned(),
    };
    for namespace in &namespaces {
        out.push_str(&format!(
            "{} = FastMCP(\"{}\")\n",
            sub(*namespace),
            sub(*namespace)
        ));
    }
    let mut names = Vec::new();
    let mut seen = HashSet::new();
    for (index, tool) in tools.iter().enumerate() {
        let (written, plain) = if tool.composed {
            (
                format!("f\"{{PREFIX}}_t{}\"", tool.number),
                format!("crm_t{}", tool.number),
            )
        } else {
            (format!("\"t{}\"", tool.number), format!("t{}", tool.number))
        };
        let sent = match tool.form {
            PyForm::Mounted(Some(n)) => format!("ns{n}_{plain}"),
            _ => plain,
        };
        if !first_time(&mut seen, &sent) {
            continue;
        }
        let annotations = format!("{{{}}}", members(&tool.hints, true, true));
        match tool.form {
            PyForm::Main | PyForm::Mounted(_) => {
                let server = match tool.form {
                    PyForm::Mounted(namespace) => sub(namespace),
                    _ => "main".to_owned(),
                };
                out.push_str(&format!(
                    "\n\n@{server}.tool(name={written}, annotations={annotations})\n\
                     def tool_{index}(q: str) -> str:\n    return q\n"
                ));
            }
            PyForm::Added { inline } => {
                out.push_str(&format!(
                    "\n\ndef tool_{index}(q: str) -> str:\n    return q\n\n\n"
                ));
                let built = format!(
                    "Tool.from_function(tool_{index}, name={written}, annotations={annotations})"
                );
                if inline {
                    out.push_str(&format!("main.add_tool({built})\n"));
                } else {
                    out.push_str(&format!(
                        "built_{index} = {built}\nmain.add_tool(built_{index})\n"
                    ));
                }
            }
        }
        names.push(sent);
    }
    out.push('\n');
    for namespace in &namespaces {
        match namespace {
            Some(n) => out.push_str(&format!(
                "main.mount({}, namespace=\"ns{n}\")\n",
                sub(*namespace)
            )),
            None => out.push_str(&format!("main.mount({})\n", sub(*namespace))),
        }
    }
    (out, names)
}

/// How a TypeScript tool's name is written.
#[derive(Debug, Clone, Copy)]
enum TsName {
    Literal,
    /// `` `${PREFIX}_n` ``.
    Template,
    /// `NAMES.tn`, a member of a constant table.
    Member,
    /// `process.env.TOOL_NAME ?? "tn"`: the default, as nothing sets it
    /// statically… which hintlint cannot know: named at run time.
    Environment,
    /// `(undefined ?? "tn")` through a constant left unset.
    Defaulted,
}

#[derive(Debug, Clone)]
struct TsTool {
    name: TsName,
    number: u8,
    hints: Vec<Written>,
}

fn ts_tool() -> impl Strategy<Value = TsTool> {
    let name = prop_oneof![
        Just(TsName::Literal),
        Just(TsName::Template),
        Just(TsName::Member),
        Just(TsName::Environment),
        Just(TsName::Defaulted),
    ];
    (name, 0u8..40, hints()).prop_map(|(name, number, hints)| TsTool {
        name,
        number,
        hints,
    })
}

/// A TypeScript server; the names read statically, and how many tools
/// it registers in all.
fn typescript(tools: &[TsTool]) -> (String, Vec<String>, usize) {
    let mut out = String::from(
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\n\
         const server = new McpServer({ name: \"gen\", version: \"1.0.0\" });\n\
         const PREFIX = \"crm\";\nconst UNSET = undefined;\n",
    );
    let mut table = String::from("const NAMES = {");
    let mut body = String::new();
    let mut names = Vec::new();
    let mut seen = HashSet::new();
    let mut count = 0;
    for tool in tools {
        let n = tool.number;
        let (written, name) = match tool.name {
            TsName::Literal => (format!("\"t{n}\""), Some(format!("t{n}"))),
            TsName::Template => (format!("`${{PREFIX}}_t{n}`"), Some(format!("crm_t{n}"))),
            TsName::Member => {
                table.push_str(&format!(" m{n}: \"m{n}\","));
                (format!("NAMES.m{n}"), Some(format!("m{n}")))
            }
            TsName::Environment => ("process.env.TOOL_NAME ?? \"env\"".to_owned(), None),
            TsName::Defaulted => (format!("UNSET ?? \"d{n}\""), Some(format!("d{n}"))),
        };
        if let Some(name) = &name
            && !first_time(&mut seen, name)
        {
            continue;
        }
        body.push_str(&format!(
            "\nserver.registerTool(\n  {written},\n  {{ description: \"A tool\", annotations: {{ {} }} }},\n  \
             async () => ({{ content: [] }}),\n);\n",
            members(&tool.hints, false, false)
        ));
        names.extend(name);
        count += 1;
    }
    table.push_str(" } as const;\n");
    out.push_str(&table);
    out.push_str(&body);
    (out, names, count)
}

/// What stands beside a page's scripts.
#[derive(Debug, Clone)]
struct Script {
    /// The tools this `<script>` registers (their numbers).
    tools: Vec<(u8, Vec<Written>)>,
    /// It ends in a `//` comment without a newline before `</script>`.
    trailing_comment: bool,
    /// It ends in an expression the next script would continue if glued
    /// (`… || []`).
    open_ended: bool,
    /// A `<textarea>` after it shows a registration as text.
    textarea: bool,
    /// A `<script src=…>` after it holds a registration as text.
    external: bool,
}

fn script() -> impl Strategy<Value = Script> {
    (
        proptest::collection::vec((0u8..40, hints()), 0..3),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(tools, trailing_comment, open_ended, textarea, external)| Script {
                tools,
                trailing_comment,
                open_ended,
                textarea,
                external,
            },
        )
}

/// A page of several scripts, and the names of the tools its inline
/// scripts register.
fn page(scripts: &[Script]) -> (String, Vec<String>) {
    let mut out = String::from("<!doctype html>\n<html>\n<body>\n");
    let mut names = Vec::new();
    let mut seen = HashSet::new();
    for (index, script) in scripts.iter().enumerate() {
        out.push_str("<script>\n");
        for (number, hints) in &script.tools {
            let name = format!("page_{number}");
            if !first_time(&mut seen, &name) {
                continue;
            }
            out.push_str(&format!(
                "navigator.modelContext.registerTool({{\n  name: \"{name}\",\n  \
                 description: \"A page tool\",\n  annotations: {{ {} }},\n  \
                 execute: async () => ({{ content: [] }}),\n}});\n",
                members(hints, false, false)
            ));
            names.push(name);
        }
        if script.open_ended {
            out.push_str(&format!("const saved_{index} = window.saved || []"));
        }
        if script.trailing_comment {
            out.push_str(" // the end of this script");
        }
        out.push_str("</script>\n");
        let fake = "navigator.modelContext.registerTool({ name: \"not_a_tool\" })";
        if script.textarea {
            out.push_str(&format!("<textarea>{fake}</textarea>\n"));
        }
        if script.external {
            out.push_str(&format!("<script src=\"/app.js\">{fake}</script>\n"));
        }
    }
    out.push_str("</body>\n</html>\n");
    (out, names)
}

/// The names a file registers, sorted.
fn sorted(mut names: Vec<String>) -> Vec<String> {
    names.sort();
    names
}

/// Whether a line of `text` passes `annotations=` to `add_tool` itself
/// rather than to the `Tool` it adds.
fn writes_into_add_tool(text: &str) -> bool {
    text.lines().any(|line| {
        line.trim_start().starts_with("main.add_tool(")
            && !line.contains("Tool.from_function(")
            && line.contains("annotations")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn fastmcp_mounts_added_tools_and_composed_names(
        tools in proptest::collection::vec(py_tool(), 1..6)
    ) {
        let (text, expected) = fastmcp(&tools);
        let report = lint("server.py", &text, &unsafe_fixes());
        prop_assert_eq!(sorted(registered_names(&report.status)), sorted(expected), "{}", text);
        let fixed = fixes_converge("server.py", &text)?;
        prop_assert!(!writes_into_add_tool(&fixed), "a fix wrote into add_tool:\n{}", fixed);
        // An added `Tool` is the tool its `from_function` builds: one each.
        prop_assert_eq!(
            fixed.matches("annotations=").count(),
            text.matches("annotations=").count(),
            "a second annotations:\n{}",
            fixed
        );
    }

    #[test]
    fn typescript_names_that_are_not_literals(
        tools in proptest::collection::vec(ts_tool(), 1..6)
    ) {
        let (text, expected, count) = typescript(&tools);
        let report = lint("server.ts", &text, &unsafe_fixes());
        prop_assert_eq!(sorted(registered_names(&report.status)), sorted(expected), "{}", text);
        let tools_read = match report.status {
            hintlint::report::FileStatus::Manifest { tools, .. } => tools,
            _ => 0,
        };
        prop_assert_eq!(tools_read, count, "a tool named at run time is still a tool:\n{}", text);
        fixes_converge("server.ts", &text)?;
    }

    #[test]
    fn every_inline_script_is_read_on_its_own(
        scripts in proptest::collection::vec(script(), 1..5)
    ) {
        let (text, expected) = page(&scripts);
        let report = lint("page.html", &text, &unsafe_fixes());
        let fired = crate::common::fired(&report);
        prop_assert!(!fired.contains(&"parse-error"), "{fired:?}\n{text}");
        prop_assert_eq!(sorted(registered_names(&report.status)), sorted(expected.clone()), "{}", text);
        if !expected.is_empty() {
            let fixed = fixes_converge("page.html", &text)?;
            prop_assert_eq!(
                fixed.matches("not_a_tool").count(),
                text.matches("not_a_tool").count(),
                "text that is no script was changed:\n{}",
                fixed
            );
        }
    }
}

/// A server and, in its test folders, files that build throwaway servers
/// around the same tools.
#[derive(Debug, Clone)]
struct Tested {
    tools: Vec<(u8, Vec<Written>)>,
    /// Where the tests are: `tests/test_x.py`, `test_x.py`, `x_test.py`.
    layout: u8,
}

fn tested() -> impl Strategy<Value = Tested> {
    (proptest::collection::vec((0u8..30, hints()), 1..4), 0u8..3)
        .prop_map(|(tools, layout)| Tested { tools, layout })
}

/// A FastMCP module registering `tools` with `server` named `server`.
fn python_tools(server: &str, tools: &[(u8, Vec<Written>)]) -> String {
    let mut out = format!("from mcp.server.fastmcp import FastMCP\n\n{server} = FastMCP(\"s\")\n");
    let mut seen = HashSet::new();
    for (number, hints) in tools {
        if !first_time(&mut seen, &number.to_string()) {
            continue;
        }
        out.push_str(&format!(
            "\n\n@{server}.tool(name=\"t{number}\", annotations={{{}}})\ndef t{number}() -> str:\n    return \"\"\n",
            members(hints, true, true)
        ));
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn test_folders_are_not_servers_and_are_never_fixed(tested in tested()) {
        let dir = tempfile::tempdir().map_err(|e| TestCaseError::fail(e.to_string()))?;
        let root = dir.path();
        let write = |relative: &str, text: &str| -> Result<(), TestCaseError> {
            let path = root.join(relative);
            if let Some(folder) = path.parent() {
                std::fs::create_dir_all(folder).map_err(|e| TestCaseError::fail(e.to_string()))?;
            }
            std::fs::write(path, text).map_err(|e| TestCaseError::fail(e.to_string()))
        };
        write("pyproject.toml", "[project]\nname = \"gen\"\n")?;
        let server = python_tools("mcp", &tested.tools);
        write("server.py", &server)?;
        let test = match tested.layout {
            0 => "tests/test_server.py",
            1 => "test_tools.py",
            _ => "tools_test.py",
        };
        let throwaway = python_tools("throwaway", &tested.tools);
        write(test, &throwaway)?;
        let options = hintlint::Options {
            fix: hintlint::FixMode::Write,
            unsafe_fixes: true,
            ..hintlint::Options::default()
        };
        let path = root.to_string_lossy().into_owned();
        let report = hintlint::check(std::slice::from_ref(&path), &options);
        let mut linted = Vec::new();
        for file in &report.files {
            if let hintlint::report::FileStatus::Manifest { registered, .. } = &file.status {
                linted.extend(registered.iter().map(|tool| (file.source.name.clone(), tool.name.clone())));
            }
        }
        prop_assert!(
            linted.iter().all(|(name, _)| name.ends_with("server.py") && !name.contains("test")),
            "a test was linted as a server: {linted:?}"
        );
        let skipped = report.files.iter().any(|file| {
            file.source.name.ends_with(test.rsplit('/').next().unwrap_or(test))
                && file.status.skipped_because().is_some_and(|why| why.contains("test"))
        });
        prop_assert!(skipped, "the test file is not said to be skipped as a test");
        let after = std::fs::read_to_string(root.join(test)).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(after, throwaway, "a test was fixed");
        // No duplicate between the server and its tests.
        let fired: Vec<&str> = report
            .files
            .iter()
            .flat_map(|file| file.findings.iter())
            .map(|finding| finding.diagnostic.rule.name())
            .collect();
        prop_assert!(!fired.contains(&"duplicate-tool-name"), "{fired:?}");
    }
}

/// A FastMCP module whose own `register` function is called once per
/// name (or without one, so that its default applies), its hints written
/// in its body.
fn python_wrapper(hints: &[Written], calls: &[Option<u8>]) -> (String, Vec<String>) {
    let mut out = format!(
        "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"gen\")\n\n\n\
         def register_search(server: FastMCP, name: str = \"search\") -> None:\n    \
         @server.tool(name=name, annotations={{{}}})\n    \
         def search(query: str) -> str:\n        return query\n\n\n",
        members(hints, true, true)
    );
    let mut names = Vec::new();
    let mut seen = HashSet::new();
    for call in calls {
        let name = call.map_or("search".to_owned(), |n| format!("search_{n}"));
        if !first_time(&mut seen, &name) {
            continue;
        }
        match call {
            Some(_) => out.push_str(&format!("register_search(mcp, name=\"{name}\")\n")),
            None => out.push_str("register_search(mcp)\n"),
        }
        names.push(name);
    }
    (out, names)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn a_python_registration_function_is_a_tool_per_call(
        hints in hints(),
        calls in proptest::collection::vec(proptest::option::of(0u8..30), 1..4),
    ) {
        let (text, expected) = python_wrapper(&hints, &calls);
        let report = lint("server.py", &text, &unsafe_fixes());
        prop_assert_eq!(sorted(registered_names(&report.status)), sorted(expected), "{}", text);
        let fixed = fixes_converge("server.py", &text)?;
        // The body is fixed once, for every call.
        prop_assert_eq!(fixed.matches("annotations=").count(), 1, "{}", fixed);
    }
}
