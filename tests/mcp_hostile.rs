//! `hintlint mcp` driven by a hostile client: paths that leave the
//! workspace through a `\` or a link, imports that climb out of it (a
//! TypeScript `../../`, a Python relative import with many dots, a Go
//! package in a linked folder, an SDK-version file above it), a line far
//! over the 16 MiB cap, and a cancelled `apply_fixes`. Nothing outside is
//! read or written, every hostile line is answered, and the endpoint goes
//! on serving.
#![cfg(feature = "mcp")]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::time::Duration;

use serde_json::{Value, json};

/// The binary: `HINTLINT_BIN` (to hold another build to these cases, as
/// `tests/mcp_e2e` does), else the one cargo built.
fn binary() -> std::ffi::OsString {
    std::env::var_os("HINTLINT_BIN").unwrap_or_else(|| env!("CARGO_BIN_EXE_hintlint").into())
}

/// A manifest with an unsafe fix: a POST that claims to be read-only.
const POST_READ_ONLY: &str = "{\"tools\": [{\"name\": \"create_note\", \"inputSchema\": {}, \"_meta\": {\"http\": {\"method\": \"POST\"}}, \"annotations\": {\"readOnlyHint\": true}}]}\n";

/// The value an outside file holds, which must never be seen.
const SECRET: &str = "top_secret_value";

/// A running `hintlint mcp`, its answers read as they come.
struct Endpoint {
    child: Child,
    input: Option<ChildStdin>,
    answers: Receiver<Value>,
}

impl Endpoint {
    fn start(dir: &Path) -> Endpoint {
        let mut child = Command::new(binary())
            .arg("mcp")
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("hintlint mcp runs");
        let input = child.stdin.take();
        let output = child.stdout.take().expect("stdout");
        let (sender, answers) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            use std::io::BufRead;
            for line in std::io::BufReader::new(output).lines() {
                let Ok(line) = line else { return };
                let answer = serde_json::from_str(&line).expect("one JSON message a line");
                if sender.send(answer).is_err() {
                    return;
                }
            }
        });
        let mut endpoint = Endpoint {
            child,
            input,
            answers,
        };
        endpoint.send(r#"{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{}}}"#);
        assert_eq!(endpoint.answer()["id"], "init");
        endpoint.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
        endpoint
    }

    fn send(&mut self, line: &str) {
        let input = self.input.as_mut().expect("open");
        input.write_all(line.as_bytes()).expect("written");
        input.write_all(b"\n").expect("written");
        input.flush().expect("flushed");
    }

    /// The next answer (a minute at most).
    fn answer(&self) -> Value {
        self.answers
            .recv_timeout(Duration::from_secs(60))
            .expect("an answer")
    }

    /// Calls `tool` as request `id` and returns its answer.
    fn call(&mut self, id: u64, tool: &str, arguments: Value) -> Value {
        self.send(&call_line(id, tool, &arguments));
        let answer = self.answer();
        assert_eq!(answer["id"], id, "{answer}");
        answer
    }

    /// Closes the input: the rest of the answers, once it has ended.
    fn close(mut self) -> Vec<Value> {
        drop(self.input.take());
        let status = self.child.wait().expect("it ends");
        assert!(status.success(), "{status}");
        self.answers.try_iter().collect()
    }
}

fn call_line(id: u64, tool: &str, arguments: &Value) -> String {
    json!({ "jsonrpc": "2.0", "id": id, "method": "tools/call",
            "params": { "name": tool, "arguments": arguments } })
    .to_string()
}

/// A workspace `root` beside a folder `outside`, both in a temporary
/// folder.
fn workspace() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let base = std::fs::canonicalize(dir.path()).expect("canonical");
    let (root, outside) = (base.join("root"), base.join("outside"));
    std::fs::create_dir(&root).expect("root");
    std::fs::create_dir(&outside).expect("outside");
    (dir, root, outside)
}

fn write(path: &Path, text: &str) {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder).expect("a folder");
    }
    std::fs::write(path, text).expect("written");
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).expect("readable")
}

/// The tool names a `lint_hints` answer's findings name.
fn tools_named(answer: &Value) -> Vec<String> {
    answer["result"]["structuredContent"]["findings"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|finding| finding["tool"].as_str().map(str::to_owned))
        .collect()
}

#[test]
fn a_backslash_glob_or_a_link_reads_and_writes_nothing_outside() {
    let (_dir, root, outside) = workspace();
    write(&outside.join("tools.json"), POST_READ_ONLY);
    write(&root.join("tools.json"), POST_READ_ONLY);
    #[cfg(unix)]
    std::os::unix::fs::symlink(&outside, root.join("linked")).expect("a link");
    let mut endpoint = Endpoint::start(&root);
    let hostile = [
        json!(["..\\outside\\*.json"]),
        json!(["..\\outside\\tools.json"]),
        json!(["../outside/*.json"]),
        json!(["*/../../outside/*.json"]),
        json!([outside.join("*.json").to_string_lossy()]),
        json!(["linked/*.json"]),
        json!(["linked/tools.json"]),
    ];
    for (id, paths) in (1..).zip(&hostile) {
        let preview = endpoint.call(
            id,
            "preview_fixes",
            json!({ "paths": paths, "unsafe_fixes": true }),
        );
        let result = &preview["result"];
        let listed = result["structuredContent"]["files"]
            .as_array()
            .map_or(0, Vec::len);
        assert!(
            result["isError"] == true || listed == 0,
            "{paths}: {preview}"
        );
        if let Some(preview_id) = result["structuredContent"]["preview_id"].as_str() {
            endpoint.call(id + 50, "apply_fixes", json!({ "preview_id": preview_id }));
        }
        assert_eq!(read(&outside.join("tools.json")), POST_READ_ONLY, "{paths}");
    }
    // Inside, the same calls write: the refusals are the boundary's.
    let preview = endpoint.call(
        100,
        "preview_fixes",
        json!({ "paths": ["*.json"], "unsafe_fixes": true }),
    );
    let preview_id = preview["result"]["structuredContent"]["preview_id"].clone();
    let inside = endpoint.call(101, "apply_fixes", json!({ "preview_id": preview_id }));
    assert_eq!(
        inside["result"]["structuredContent"]["files"],
        json!(["tools.json"])
    );
    assert_ne!(read(&root.join("tools.json")), POST_READ_ONLY);
    endpoint.close();
}

/// A TypeScript server registering a tool named by `import`.
fn typescript_server(import: &str) -> String {
    format!(
        "import {{ McpServer }} from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\
         import {{ NAME }} from \"{import}\";\n\
         const server = new McpServer({{ name: \"s\", version: \"1\" }});\n\
         server.registerTool(NAME, {{ description: \"d\", annotations: {{ readOnlyHint: true }} }}, async () => ({{ content: [] }}));\n"
    )
}

/// A Python server registering a tool named by `import`.
fn python_server(import: &str) -> String {
    format!(
        "from mcp.server.fastmcp import FastMCP\n{import}\n\nmcp = FastMCP(\"s\")\n\n\
         @mcp.tool(name=NAME, annotations={{\"readOnlyHint\": True}})\n\
         def tool():\n    pass\n"
    )
}

#[test]
fn imports_that_climb_out_of_the_workspace_read_nothing() {
    let (_dir, root, outside) = workspace();
    let exported = format!("export const NAME = \"{SECRET}\";\n");
    write(&outside.join("secret.ts"), &exported);
    write(
        &root.join("inside.ts"),
        &exported.replace(SECRET, "inside_name"),
    );
    write(
        &root.join("a/b/server.ts"),
        &typescript_server("../../../outside/secret"),
    );
    write(
        &root.join("a/b/control.ts"),
        &typescript_server("../../inside"),
    );
    let assigned = format!("NAME = \"{SECRET}\"\n");
    write(&outside.join("secret.py"), &assigned);
    write(
        &root.join("inside.py"),
        &assigned.replace(SECRET, "inside_py"),
    );
    // `...` climbs from `a` to the temporary folder, out of the workspace.
    write(
        &root.join("a/server.py"),
        &python_server("from ...outside.secret import NAME"),
    );
    write(
        &root.join("a/control.py"),
        &python_server("from ..inside import NAME"),
    );
    let mut endpoint = Endpoint::start(&root);
    let linted = endpoint.call(1, "lint_hints", json!({}));
    let names = tools_named(&linted);
    assert!(names.contains(&"inside_name".to_owned()), "{linted}");
    assert!(names.contains(&"inside_py".to_owned()), "{linted}");
    assert!(!linted.to_string().contains(SECRET), "{linted}");
    // The same imports in a text the client gives.
    for (id, (filename, text)) in (2..).zip([
        ("a/b/given.ts", typescript_server("../../../outside/secret")),
        (
            "a/given.py",
            python_server("from ...outside.secret import NAME"),
        ),
    ]) {
        let answer = endpoint.call(
            id,
            "lint_hints",
            json!({ "text": text, "filename": filename }),
        );
        assert_eq!(answer["result"]["isError"], false, "{answer}");
        assert!(!answer.to_string().contains(SECRET), "{filename}: {answer}");
    }
    endpoint.close();
}

/// A Go server registering a tool named by a constant of its package.
const GO_SERVER: &str = "package main\n\nimport (\n\tmcpgo \"github.com/mark3labs/mcp-go/mcp\"\n\t\"github.com/mark3labs/mcp-go/server\"\n)\n\nfunc register(s *server.MCPServer) {\n\ts.AddTool(mcpgo.NewTool(Name, mcpgo.WithReadOnlyHintAnnotation(true)), nil)\n}\n";

#[cfg(unix)]
#[test]
fn a_go_package_in_a_linked_folder_is_not_read() {
    let (_dir, root, outside) = workspace();
    let names = format!("package main\n\nconst Name = \"{SECRET}\"\n");
    write(&outside.join("names.go"), &names);
    write(
        &root.join("inside/names.go"),
        &names.replace(SECRET, "inside_go"),
    );
    std::os::unix::fs::symlink(&outside, root.join("linked")).expect("a link");
    let mut endpoint = Endpoint::start(&root);
    for (id, filename) in (1..).zip(["linked/main.go", "linked/new/main.go", "linked"]) {
        let answer = endpoint.call(
            id,
            "lint_hints",
            json!({ "text": GO_SERVER, "filename": filename }),
        );
        assert!(!answer.to_string().contains(SECRET), "{answer}");
        assert_eq!(answer["result"]["isError"], true, "refused: {answer}");
    }
    // Control: in a folder of the workspace, the package's constant is read.
    let inside = endpoint.call(
        9,
        "lint_hints",
        json!({ "text": GO_SERVER, "filename": "inside/main.go" }),
    );
    assert!(
        tools_named(&inside).contains(&"inside_go".to_owned()),
        "{inside}"
    );
    endpoint.close();
}

#[test]
fn an_sdk_version_file_above_the_workspace_is_not_read() {
    let (dir, root, _outside) = workspace();
    // The workspace is a folder of a repository whose root declares SDK 1;
    // the endpoint reads nothing above its workspace.
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    write(&dir.path().join("requirements.txt"), "mcp<2\n");
    let server = "from mcp.types import Tool, ToolAnnotations\n\nTOOLS = [\n    Tool(name=\"list_notes\", inputSchema={}, annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False)),\n]\n";
    write(&root.join("server.py"), server);
    let rules = |answer: &Value| -> Vec<String> {
        let mut rules: Vec<String> = answer["result"]["structuredContent"]["findings"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|finding| finding["rule"].as_str().map(str::to_owned))
            .collect();
        rules.sort();
        rules
    };
    let mut endpoint = Endpoint::start(&root);
    let read_as_sdk_2 = endpoint.call(1, "lint_hints", json!({ "paths": ["server.py"] }));
    assert_eq!(
        rules(&read_as_sdk_2),
        ["missing-annotation"],
        "{read_as_sdk_2}"
    );
    // Control: the same declaration inside the workspace is read.
    write(&root.join("requirements.txt"), "mcp<2\n");
    let read_as_sdk_1 = endpoint.call(2, "lint_hints", json!({ "paths": ["server.py"] }));
    assert_eq!(
        rules(&read_as_sdk_1),
        ["unknown-annotation", "unknown-annotation"],
        "{read_as_sdk_1}"
    );
    endpoint.close();
}

#[test]
fn a_line_far_over_the_cap_is_answered_and_the_endpoint_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut endpoint = Endpoint::start(dir.path());
    // 128 MiB without a line break, then a request.
    let chunk = vec![b'x'; 1 << 20];
    {
        let input = endpoint.input.as_mut().expect("open");
        input
            .write_all(b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"x\":\"")
            .expect("written");
        for _ in 0..128 {
            input.write_all(&chunk).expect("written");
        }
        input.write_all(b"\"}\n").expect("written");
    }
    let refused = endpoint.answer();
    assert_eq!(refused["error"]["code"], -32700, "{refused}");
    assert_eq!(refused["id"], Value::Null);
    endpoint.send(r#"{"jsonrpc":"2.0","id":2,"method":"ping"}"#);
    assert_eq!(endpoint.answer()["id"], 2, "it goes on");
    #[cfg(target_os = "linux")]
    {
        let status = std::fs::read_to_string(format!("/proc/{}/status", endpoint.child.id()))
            .expect("its status");
        let peak_kib: u64 = status
            .lines()
            .find_map(|line| line.strip_prefix("VmHWM:"))
            .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("its peak");
        assert!(
            peak_kib < 80 * 1024,
            "the line was held whole: {peak_kib} KiB at the peak"
        );
    }
    endpoint.close();
}

/// A workspace of `count` manifests, each with an unsafe fix.
fn many_manifests(count: usize) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    for index in 0..count {
        write(
            &dir.path()
                .join(format!("m{}/tools{index}.json", index % 20)),
            POST_READ_ONLY,
        );
    }
    dir
}

/// How many of the workspace's manifests were rewritten.
fn rewritten(dir: &Path) -> usize {
    walk(dir)
        .iter()
        .filter(|file| read(file) != POST_READ_ONLY)
        .count()
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("readable").flatten() {
        if entry.path().is_dir() {
            files.extend(walk(&entry.path()));
        } else {
            files.push(entry.path());
        }
    }
    files
}

/// Previews every fix of the workspace as request `id`: the preview's id.
fn preview_all(endpoint: &mut Endpoint, id: u64) -> String {
    let preview = endpoint.call(
        id,
        "preview_fixes",
        json!({ "all": true, "unsafe_fixes": true }),
    );
    preview["result"]["structuredContent"]["preview_id"]
        .as_str()
        .expect("a preview id")
        .to_owned()
}

#[test]
fn an_apply_cancelled_before_it_starts_writes_nothing_and_is_not_answered() {
    let dir = many_manifests(400);
    let mut endpoint = Endpoint::start(dir.path());
    let preview = preview_all(&mut endpoint, 1);
    // A slow call first; the apply and its cancellation queue behind it.
    endpoint.send(&call_line(2, "lint_hints", &json!({})));
    endpoint.send(&call_line(
        3,
        "apply_fixes",
        &json!({ "preview_id": preview }),
    ));
    endpoint.send(r#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3,"reason":"changed my mind"}}"#);
    endpoint.send(r#"{"jsonrpc":"2.0","id":4,"method":"ping"}"#);
    assert_eq!(endpoint.answer()["id"], 2);
    assert_eq!(
        endpoint.answer()["id"],
        4,
        "no answer to the cancelled call"
    );
    assert_eq!(rewritten(dir.path()), 0);
    assert!(endpoint.close().is_empty());
}

#[test]
fn an_apply_cancelled_while_it_runs_stops_writing_and_is_not_answered() {
    let count = 2000;
    let dir = many_manifests(count);
    let mut endpoint = Endpoint::start(dir.path());
    let preview = preview_all(&mut endpoint, 1);
    endpoint.send(&call_line(
        2,
        "apply_fixes",
        &json!({ "preview_id": preview }),
    ));
    std::thread::sleep(Duration::from_millis(50));
    endpoint
        .send(r#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2}}"#);
    endpoint.send(r#"{"jsonrpc":"2.0","id":3,"method":"ping"}"#);
    assert_eq!(
        endpoint.answer()["id"],
        3,
        "no answer to the cancelled call"
    );
    let written = rewritten(dir.path());
    assert!(
        written < count,
        "every file was written after the cancellation"
    );
    assert!(endpoint.close().is_empty());
}
