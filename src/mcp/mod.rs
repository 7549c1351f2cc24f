//! `hintlint mcp`: an MCP server over stdio, the third front end, for the
//! agents that write MCP servers. Its tools lint, preview and apply fixes,
//! explain a rule and judge a hint state, on the project layer and the one
//! lint path, inside the workspace: the first root the client gives (MCP
//! roots), else the folder the server was started in.
//!
//! It speaks JSON-RPC one message a line, as MCP's stdio transport says,
//! on a loop of its own (`transport.rs` reads the lines on a thread, so
//! that a cancellation arrives while a call runs): the official Rust SDK
//! (`rmcp`, with its `tokio` runtime) costs 82 CPU-seconds of a clean
//! build on the 2-core machine, more than the endpoint is allowed. It
//! never starts another server or fetches a URL.

mod configs;
mod tools;
mod transport;
mod workspace;

use std::io::{Read, Write};
use std::sync::Arc;

use serde_json::{Value, json};

use transport::{Cancellations, Incoming};
pub use workspace::Workspace;

/// The protocol revisions it speaks, newest first.
pub const PROTOCOL_VERSIONS: [&str; 3] = ["2026-07-28", "2025-11-25", "2025-06-18"];

/// Serves MCP on standard input and output in the current folder until
/// the client closes the input.
pub fn run_stdio() -> Result<(), String> {
    let root = std::env::current_dir().map_err(|error| format!("no working folder: {error}"))?;
    let workspace = Workspace::new(&root)?;
    serve(std::io::stdin(), std::io::stdout().lock(), &workspace)
}

/// The id of the `roots/list` request hintlint sends a client that has
/// roots.
const ROOTS_REQUEST: &str = "hintlint-roots";

/// One client's session: the workspace, whether the client gives roots
/// (its first root then becomes the workspace), the configuration kept
/// between calls, and the cancellations the client sent.
struct Session {
    workspace: Workspace,
    client_roots: bool,
    configs: configs::Configs,
    cancellations: Arc<Cancellations>,
}

/// Serves MCP on `input` and `output` for `workspace` (or the first root
/// the client gives, when it gives roots), until `input` ends.
pub fn serve(
    input: impl Read + Send + 'static,
    mut output: impl Write,
    workspace: &Workspace,
) -> Result<(), String> {
    let cancellations = Arc::new(Cancellations::default());
    let incoming = transport::read_on_a_thread(input, Arc::clone(&cancellations));
    let mut session = Session {
        workspace: workspace.clone(),
        client_roots: false,
        configs: configs::Configs::default(),
        cancellations,
    };
    for message in incoming {
        match message {
            Incoming::Message(message) => {
                for reply in session.handle(&message) {
                    send(&mut output, &reply)?;
                }
            }
            Incoming::Malformed(why) => send(&mut output, &error(Value::Null, -32700, &why))?,
            Incoming::Failed(why) => return Err(why),
        }
    }
    Ok(())
}

/// Writes one message, one line.
fn send(output: &mut impl Write, message: &Value) -> Result<(), String> {
    let mut line = message.to_string();
    line.push('\n');
    output
        .write_all(line.as_bytes())
        .and_then(|()| output.flush())
        .map_err(|error| format!("writing to the client: {error}"))
}

/// A JSON-RPC error answer.
fn error(id: Value, code: i64, message: &str) -> Value {
    json!({ "jsonrpc": "2.0", "id": id, "error": { "code": code, "message": message } })
}

impl Session {
    /// What to send back for one message: its answer, and a `roots/list`
    /// request when the client says it is ready and gives roots.
    fn handle(&mut self, message: &Value) -> Vec<Value> {
        let id = message.get("id").cloned();
        let Some(method) = message.get("method").and_then(Value::as_str) else {
            if id.as_ref().and_then(Value::as_str) == Some(ROOTS_REQUEST) {
                self.take_roots(message);
                return Vec::new();
            }
            // A response to nothing hintlint asked, or garbage with an id.
            return id
                .map(|id| error(id, -32600, "not a request"))
                .into_iter()
                .collect();
        };
        let params = message.get("params").cloned().unwrap_or(Value::Null);
        let Some(id) = id else {
            // A notification: ready, or the roots changed.
            let ask = matches!(
                method,
                "notifications/initialized" | "notifications/roots/list_changed"
            );
            return if ask && self.client_roots {
                vec![json!({ "jsonrpc": "2.0", "id": ROOTS_REQUEST, "method": "roots/list" })]
            } else {
                Vec::new()
            };
        };
        // A request the client cancelled is not answered (MCP's
        // cancellation: the receiver should not respond).
        let Some(cancelled) = self.cancellations.start(&id) else {
            return Vec::new();
        };
        let result = match method {
            "initialize" => {
                self.client_roots = params
                    .get("capabilities")
                    .is_some_and(|capabilities| capabilities.get("roots").is_some());
                Ok(initialized(&params))
            }
            "ping" => Ok(json!({})),
            "tools/list" => Ok(json!({ "tools": tools::definitions() })),
            "tools/call" => {
                let mut context = tools::Context {
                    workspace: &self.workspace,
                    configs: &mut self.configs,
                    cancelled: Arc::clone(&cancelled),
                };
                call(&params, &mut context)
            }
            other => Err((-32601, format!("hintlint does not answer {other}"))),
        };
        self.cancellations.finish();
        if cancelled.load(std::sync::atomic::Ordering::SeqCst) {
            return Vec::new();
        }
        vec![match result {
            Ok(result) => json!({ "jsonrpc": "2.0", "id": id, "result": result }),
            Err((code, message)) => error(id, code, &message),
        }]
    }

    /// The client's roots: the first `file://` one that is a folder becomes
    /// the workspace.
    fn take_roots(&mut self, response: &Value) {
        let roots = response
            .pointer("/result/roots")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let first = roots
            .iter()
            .filter_map(|root| root.get("uri").and_then(Value::as_str))
            .filter_map(crate::paths::of_file_uri)
            .find_map(|path| Workspace::new(&path).ok());
        if let Some(root) = first {
            self.workspace = root;
        }
    }
}

/// The answer to `initialize`: the client's revision when hintlint speaks
/// it, else the newest.
fn initialized(params: &Value) -> Value {
    let asked = params.get("protocolVersion").and_then(Value::as_str);
    let version = asked
        .filter(|asked| PROTOCOL_VERSIONS.contains(asked))
        .unwrap_or(PROTOCOL_VERSIONS[0]);
    json!({
        "protocolVersion": version,
        "capabilities": { "tools": { "listChanged": false } },
        "serverInfo": { "name": "hintlint", "title": "hintlint", "version": env!("CARGO_PKG_VERSION") },
        "instructions": "hintlint lints the hints of MCP tools (readOnlyHint, destructiveHint, idempotentHint, openWorldHint) in manifests, OpenAPI documents and the code that registers tools. Use lint_hints after writing or changing tools, preview_fixes before apply_fixes, judge_hints to choose hints for an HTTP method, explain_rule for what a finding means."
    })
}

/// `tools/call`: a tool's result, or a JSON-RPC error for an unknown tool.
fn call(params: &Value, context: &mut tools::Context<'_>) -> Result<Value, (i64, String)> {
    let name = params
        .get("name")
        .and_then(Value::as_str)
        .ok_or((-32602, "tools/call needs a tool name".to_owned()))?;
    let arguments = params.get("arguments").cloned().unwrap_or(json!({}));
    let outcome = tools::call(context, name, &arguments)
        .ok_or((-32602, format!("hintlint has no tool `{name}`")))?;
    let mut result = json!({
        "content": [{ "type": "text", "text": outcome.text }],
        "isError": outcome.is_error,
    });
    // An error is said in words; structured content follows the schema.
    if !outcome.is_error {
        result["structuredContent"] = outcome.structured;
    }
    Ok(result)
}
