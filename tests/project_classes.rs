//! Tools a Ruby or Swift project makes through its own code in other
//! files (`tests/inputs/project-classes`, written for these tests): Ruby
//! tool classes extending the project's base class of the `mcp` gem
//! (`class SearchOrders < BaseTool`, `BaseTool < ::MCP::Tool` in
//! `base_tool.rb`), Swift tools naming annotations presets declared on
//! the SDK's type in another module of the package (`annotations:
//! .inspection`, `extension Tool.Annotations { static let inspection = … }`),
//! and Kotlin classes of a project base whose interface a mapper beside
//! turns into the SDK's `Tool(…)`, their annotations a preset function of
//! a project object called with arguments (and a default left).
//! Counted by hand: each tool as written and as sent.

use crate::binary::{hintlint, json, repo};

const TREE: &str = "tests/inputs/project-classes";

/// A listed tool: file name, tool, hints written, hints sent.
type Listed = (String, String, String, String);

/// A file's places: file name, unread places, tools not judged.
type Places = (String, u64, u64);

/// Each listed tool, and each file's places not read or not judged.
fn listed() -> (Vec<Listed>, Vec<Places>) {
    let run = hintlint(
        &["census", "--tools", "--format", "json", "--isolated", TREE],
        repo(),
    );
    let document = json(&run);
    let mut tools = Vec::new();
    let mut places = Vec::new();
    for tree in document["trees"].as_array().into_iter().flatten() {
        for file in tree["files"].as_array().into_iter().flatten() {
            let path = file["path"].as_str().unwrap_or_default();
            let name = path.rsplit('/').next().unwrap_or_default().to_owned();
            places.push((
                name.clone(),
                file["unread"].as_u64().unwrap_or(0),
                file["not_judged"].as_u64().unwrap_or(0),
            ));
            for tool in file["listed_tools"].as_array().into_iter().flatten() {
                tools.push((
                    name.clone(),
                    tool["name"].as_str().unwrap_or_default().to_owned(),
                    tool["written"].to_string(),
                    tool["sent"].to_string(),
                ));
            }
        }
    }
    tools.sort();
    places.sort();
    (tools, places)
}

fn tool(file: &str, name: &str, written: &str, sent: &str) -> Listed {
    (
        file.to_owned(),
        name.to_owned(),
        written.to_owned(),
        sent.to_owned(),
    )
}

#[test]
fn tools_made_through_the_project_s_classes_and_presets_are_read() {
    let (tools, places) = listed();
    assert_eq!(
        tools,
        vec![
            tool(
                "CancelOrderTool.kt",
                "cancel_order",
                r#"{"destructiveHint":true,"idempotentHint":false,"openWorldHint":false,"readOnlyHint":false}"#,
                r#"{"destructiveHint":true,"idempotentHint":false,"openWorldHint":false,"readOnlyHint":false}"#
            ),
            tool(
                "CancelOrderTool.kt",
                "rename_order",
                r#"{"destructiveHint":false,"idempotentHint":false,"openWorldHint":false,"readOnlyHint":false}"#,
                r#"{"destructiveHint":false,"idempotentHint":false,"openWorldHint":false,"readOnlyHint":false}"#
            ),
            tool(
                "ListOrdersTool.kt",
                "list_orders",
                r#"{"destructiveHint":false,"idempotentHint":true,"openWorldHint":false,"readOnlyHint":true}"#,
                r#"{"destructiveHint":false,"idempotentHint":true,"openWorldHint":false,"readOnlyHint":true}"#
            ),
            // The gem sends all four once `annotations` is written.
            tool(
                "SearchTool.swift",
                "shop_search",
                r#"{"openWorldHint":false,"readOnlyHint":true}"#,
                r#"{"destructiveHint":null,"idempotentHint":null,"openWorldHint":false,"readOnlyHint":true}"#
            ),
            tool(
                "WipeTool.swift",
                "shop_wipe",
                r#"{"destructiveHint":true,"openWorldHint":false,"readOnlyHint":false}"#,
                r#"{"destructiveHint":true,"idempotentHint":null,"openWorldHint":false,"readOnlyHint":false}"#
            ),
            tool(
                "purge_cache.rb",
                "purge_cache",
                r#"{"destructiveHint":true}"#,
                r#"{"destructiveHint":true,"idempotentHint":false,"openWorldHint":true,"readOnlyHint":false}"#
            ),
            tool(
                "search_orders.rb",
                "shop_search_orders",
                r#"{"openWorldHint":false,"readOnlyHint":true}"#,
                r#"{"destructiveHint":true,"idempotentHint":false,"openWorldHint":false,"readOnlyHint":true}"#
            ),
        ]
    );
    // The base class is no tool and no unread place, nor are the presets'
    // values; the preset no file declares leaves its tool not judged, said
    // at its place; the mapper's `Tool(…)`, whose values are each class's,
    // is not judged.
    assert_eq!(
        places,
        vec![
            ("CancelOrderTool.kt".to_owned(), 0, 0),
            ("ListOrdersTool.kt".to_owned(), 0, 0),
            ("SdkMapping.kt".to_owned(), 0, 1),
            ("SearchTool.swift".to_owned(), 0, 0),
            ("WipeTool.swift".to_owned(), 0, 1),
            ("purge_cache.rb".to_owned(), 0, 0),
            ("search_orders.rb".to_owned(), 0, 0),
        ]
    );
}

/// Tool types of a project whose own declaration is out of reach (a
/// protocol of another package, a base class that makes no tool itself):
/// the file around them that names the type and registers tools (a Swift
/// registry building the SDK's `Tool(…)` from each) or writes their hints
/// (a Python server wrapping each) makes each an `unread-tool` finding at
/// the type; a class other files extend is a base, not a tool; a file
/// whose types extend nothing the project registers says nothing.
#[test]
fn tool_types_a_registrar_around_them_names_are_told() {
    let dir = tempfile::tempdir().expect("temp dir");
    let root = dir.path();
    let write = |path: &str, text: &str| {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("folder");
        std::fs::write(path, text).expect("written");
    };
    // Swift: `NotesKit.ToolKind` is a protocol of another package.
    write(
        "Sources/App/Tools/ArchiveTool.swift",
        "import NotesKit\n\nstruct ArchiveTool: NoteTool {\n    let name = \"archive\"\n}\n",
    );
    write(
        "Sources/App/Server/Registry.swift",
        "import MCP\nimport NotesKit\n\nfunc listed(_ tools: [any NoteTool]) -> [Tool] {\n    \
         tools.map { Tool(name: $0.name, description: nil, inputSchema: .object([:])) }\n}\n",
    );
    // Python: the project's base class makes no tool; the server wraps
    // each subclass and computes its hints.
    write(
        "app/tools/base.py",
        "class NoteTool(Component):\n    can_edit = False\n",
    );
    write(
        "app/tools/archive.py",
        "from app.tools.base import NoteTool\n\n\nclass ArchiveNoteTool(NoteTool):\n    can_edit = True\n",
    );
    write(
        "app/server.py",
        "from mcp.types import ToolAnnotations\nfrom app.tools.base import NoteTool\n\n\n\
         def annotations(tool: NoteTool):\n    \
         return ToolAnnotations(readOnlyHint=not tool.can_edit)\n",
    );
    // A base between the project's base and its tools, which another
    // file extends: no tool itself.
    write(
        "app/tools/editing.py",
        "from app.tools.base import NoteTool\n\n\nclass EditingTool(NoteTool):\n    can_edit = True\n",
    );
    write(
        "app/tools/rename.py",
        "from app.tools.editing import EditingTool\n\n\nclass RenameNoteTool(EditingTool):\n    pass\n",
    );
    // A type extending a project type no file around registers.
    write("other/widgets.py", "class Widget(PaintTool):\n    pass\n");
    let run = hintlint(
        &[
            "check",
            "--isolated",
            "--format",
            "concise",
            "--allow-empty",
            ".",
        ],
        root,
    );
    let told: Vec<&str> = run
        .stdout
        .lines()
        .filter(|line| line.contains("unread-tool"))
        .collect();
    assert_eq!(told.len(), 2, "{}", run.stdout);
    assert!(
        told.iter().any(|line| line.contains("ArchiveTool.swift")
            && line.contains("`ArchiveTool`")
            && line.contains("Registry.swift")),
        "{}",
        run.stdout
    );
    assert!(
        told.iter().any(|line| line.contains("archive.py")
            && line.contains("`ArchiveNoteTool`")
            && line.contains("server.py")),
        "{}",
        run.stdout
    );
}
