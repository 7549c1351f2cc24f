//! Properties of the TypeScript frameworks' tools: on generated NestJS
//! providers (`@Tool({…})` of `@rekog/mcp-nest` on methods, named in the
//! decorator or after the method, with any subset of hints, on one line or
//! one member per line with comments above the decorator and at line
//! ends, beside a method of another library's `@Tool`) and generated xmcp
//! tool files, every tool is read, by the name the framework gives it,
//! and fixing converges (as for every language). Then, on xmcp projects
//! on disk: which files are tools, and the name a file gives its tool.

use proptest::prelude::*;

use hintlint::Options;
use hintlint::lint::{FileContext, lint_bytes};
use hintlint::parse::Dialect;
use hintlint::report::{FileReport, FileStatus};

use crate::source_properties::{Registration, Written, fixes_converge, registration, spelled};

/// A hint as a member of an object literal.
fn member(key: &str, written: Written) -> Option<String> {
    match written {
        Written::Absent => None,
        Written::Bool(value) => Some(format!("{key}: {value}")),
        Written::Text => Some(format!("{key}: 'yes'")),
        Written::Null => Some(format!("{key}: null")),
    }
}

/// An object literal of `members`, on one line or one member per line
/// at `indent` with a comment at each line's end.
fn object(members: &[String], multiline: bool, commented: bool, indent: &str) -> String {
    if !multiline {
        return format!("{{ {} }}", members.join(", "));
    }
    let mut out = String::from("{\n");
    for (line, member) in members.iter().enumerate() {
        let note = if commented {
            format!(" // note {indent}{line}")
        } else {
            String::new()
        };
        out.push_str(&format!("{indent}  {member},{note}\n"));
    }
    out.push_str(indent);
    out.push('}');
    out
}

/// The name the generator expects tool `index` to have.
fn expected_name(index: usize, tool: &Registration) -> String {
    if tool.other_form {
        format!("tool{index}")
    } else {
        format!("tool-{index}")
    }
}

/// A NestJS provider with `tools` as `@Tool` methods (a tool of the
/// `other_form` is named after its method), and a method of LangChain's
/// `@Tool`, which is no MCP tool.
fn nestjs(tools: &[Registration]) -> String {
    let mut out = String::from(
        "import { Injectable } from '@nestjs/common';\n\
         import { Tool } from '@rekog/mcp-nest';\n\
         import { Tool as AgentTool } from '@langchain/core/tools';\n\
         import { z } from 'zod';\n\n\
         @Injectable()\nexport class Generated {\n\
         \x20 @AgentTool({ name: 'agent', description: 'Not an MCP tool' })\n\
         \x20 agent() {\n    return 'agent';\n  }\n\n",
    );
    for (index, tool) in tools.iter().enumerate() {
        let mut members = Vec::new();
        if !tool.other_form {
            members.push(format!("name: 'tool-{index}'"));
        }
        members.push(format!("description: 'Tool {index}'"));
        members.push("parameters: z.object({ id: z.string() })".to_owned());
        if tool.annotated {
            let hints = spelled(tool, member);
            let inner = object(&hints, tool.multiline, tool.commented, "      ");
            members.push(format!("annotations: {inner}"));
        }
        if tool.commented {
            out.push_str(&format!("  // tool {index}\n"));
        }
        let options = object(&members, tool.multiline, false, "  ");
        out.push_str(&format!(
            "  @Tool({options})\n  async tool{index}({{ id }}: {{ id: string }}) {{\n    return {{ content: [{{ type: 'text', text: id }}] }};\n  }}\n\n"
        ));
    }
    out.push_str("}\n");
    out
}

/// An xmcp tool file for `tool`: `metadata` typed `ToolMetadata` (or
/// `satisfies ToolMetadata` in the `other_form`).
fn xmcp(tool: &Registration) -> String {
    let mut members = vec![
        "name: \"tool-0\"".to_owned(),
        "description: \"Tool 0\"".to_owned(),
    ];
    if tool.annotated {
        let hints = spelled(tool, member);
        let inner = object(&hints, tool.multiline, tool.commented, "  ");
        members.push(format!("annotations: {inner}"));
    }
    let metadata = object(&members, tool.multiline, false, "");
    let declaration = if tool.other_form {
        format!("export const metadata = {metadata} satisfies ToolMetadata;")
    } else {
        format!("export const metadata: ToolMetadata = {metadata};")
    };
    format!(
        "import {{ z }} from \"zod\";\nimport {{ type InferSchema, type ToolMetadata }} from \"xmcp\";\n\n\
         export const schema = {{ id: z.string() }};\n\n{declaration}\n\n\
         export default async function handler({{ id }}: InferSchema<typeof schema>) {{\n  return id;\n}}\n"
    )
}

/// `text` linted as the file `name`, named on the command line.
fn lint(name: &str, text: &str) -> FileReport {
    let options = Options::default();
    let context = FileContext {
        options: &options,
        relative: Some(name),
        origin: hintlint::inputs::Origin::Named,
        path: None,
        texts: &*hintlint::files::DISK,
        only: None,
        unimported: false,
    };
    lint_bytes(
        name,
        Dialect::of_path(std::path::Path::new(name)),
        text.as_bytes().to_vec(),
        context,
    )
}

/// The names of the tools a report read, in source order.
fn names(report: &FileReport) -> Vec<String> {
    match &report.status {
        FileStatus::Manifest { registered, .. } => {
            registered.iter().map(|tool| tool.name.clone()).collect()
        }
        _ => Vec::new(),
    }
}

/// The rules a report's findings fire.
fn rules(report: &FileReport) -> Vec<&'static str> {
    report
        .findings
        .iter()
        .map(|finding| finding.diagnostic.rule.name())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn nestjs_tools_are_read_by_their_names_and_fixes_converge(
        tools in proptest::collection::vec(registration(), 1..5),
    ) {
        let text = nestjs(&tools);
        let report = lint("tools.service.ts", &text);
        let expected: Vec<String> = tools
            .iter()
            .enumerate()
            .map(|(index, tool)| expected_name(index, tool))
            .collect();
        prop_assert_eq!(names(&report), expected, "{}", text);
        prop_assert!(
            !rules(&report).contains(&"unread-tool"),
            "unread-tool on a read decorator:\n{}",
            text
        );
        let missing = rules(&report).contains(&"missing-annotation");
        let absent = tools.iter().any(|tool| {
            !tool.annotated
                || tool
                    .hints
                    .iter()
                    .any(|hint| matches!(hint, Written::Absent))
        });
        let complete = tools.iter().all(|tool| {
            tool.annotated && tool.hints.iter().all(|hint| matches!(hint, Written::Bool(_)))
        });
        prop_assert!(!absent || missing, "an absent hint is missing-annotation:\n{}", text);
        prop_assert!(!complete || !missing, "four hints are no missing-annotation:\n{}", text);
        fixes_converge("tools.service.ts", &text)?;
    }

    #[test]
    fn xmcp_tools_are_read_and_fixes_converge(tool in registration()) {
        let text = xmcp(&tool);
        let report = lint("tool.ts", &text);
        prop_assert_eq!(names(&report), vec!["tool-0".to_owned()], "{}", text);
        prop_assert!(!rules(&report).contains(&"unread-tool"), "{}", text);
        fixes_converge("tool.ts", &text)?;
    }
}

/// Writes `files` (path, text) under a new folder; the folder.
fn project(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (path, text) in files {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().expect("a file in a folder")).expect("folders");
        std::fs::write(path, text).expect("written");
    }
    dir
}

#[test]
fn an_xmcp_project_has_a_tool_per_tool_file_named_after_it() {
    let dir = project(&[
        // A repository: hintlint looks for package.json up to its root.
        (".git/HEAD", "ref: refs/heads/main\n"),
        (
            "package.json",
            r#"{ "name": "x", "dependencies": { "xmcp": "^1.1.0" } }"#,
        ),
        // No metadata: xmcp requires none; the tool has no annotations.
        (
            "src/tools/ping.ts",
            "import { type InferSchema } from \"xmcp\";\n\nexport const schema = {};\n\n\
             export default async function ping(_: InferSchema<typeof schema>) {\n  return \"pong\";\n}\n",
        ),
        // Untyped metadata in the tools folder, without a name.
        (
            "src/tools/admin/purge-cache.ts",
            "import type { InferSchema } from \"xmcp\";\n\nexport const metadata = {\n  description: \"Purges the cache\",\n  annotations: { destructiveHint: true },\n};\n\n\
             export default async function purge() {\n  return \"purged\";\n}\n",
        ),
        // No import from xmcp: the project's package.json says it is xmcp's.
        (
            "src/tools/random-number.ts",
            "export const schema = {};\n\nexport default async function randomNumber() {\n  return Math.random();\n}\n",
        ),
        // The same in a project that does not depend on xmcp: no tool.
        (
            "other/package.json",
            r#"{ "name": "other", "dependencies": { "zod": "^3" } }"#,
        ),
        (
            "other/src/tools/helper.ts",
            "export const schema = {};\n\nexport default function helper() {\n  return 1;\n}\n",
        ),
        // A prompt: laid out as a tool, outside the tools folder.
        (
            "src/prompts/review.ts",
            "import { type PromptMetadata } from \"xmcp\";\n\nexport const metadata: PromptMetadata = {\n  name: \"review\",\n  title: \"Review\",\n  description: \"Reviews\",\n};\n\n\
             export default function review() {\n  return \"review this\";\n}\n",
        ),
        // Next.js's page metadata is no tool, even in a tools folder.
        (
            "src/app/tools/layout.tsx",
            "import type { Metadata } from \"next\";\nimport { createHandler } from \"xmcp\";\n\nexport const metadata: Metadata = { title: \"Tools\", description: \"d\" };\n\n\
             export default function Layout({ children }: { children: unknown }) {\n  return children;\n}\n",
        ),
    ]);
    let report = hintlint::check(
        &[dir.path().to_string_lossy().into_owned()],
        &Options::default(),
    );
    let mut found: Vec<(String, Vec<String>)> = report
        .files
        .iter()
        .filter(|file| !names(file).is_empty())
        .map(|file| (file.source.name.replace('\\', "/"), names(file)))
        .collect();
    found.sort();
    let tail = |path: &str| path.rsplit("src/").next().unwrap_or(path).to_owned();
    let found: Vec<(String, Vec<String>)> = found
        .into_iter()
        .map(|(path, names)| (tail(&path), names))
        .collect();
    assert_eq!(
        found,
        vec![
            (
                "tools/admin/purge-cache.ts".to_owned(),
                vec!["purge-cache".to_owned()]
            ),
            ("tools/ping.ts".to_owned(), vec!["ping".to_owned()]),
            (
                "tools/random-number.ts".to_owned(),
                vec!["random-number".to_owned()]
            ),
        ]
    );
    let ping = report
        .files
        .iter()
        .find(|file| file.source.name.ends_with("ping.ts"))
        .expect("ping.ts is linted");
    let missing = ping
        .findings
        .iter()
        .find(|finding| finding.diagnostic.rule.name() == "missing-annotation")
        .expect("a tool file without metadata has no annotations");
    assert!(
        missing.diagnostic.fix.is_none(),
        "there is no object to write annotations into"
    );
}
