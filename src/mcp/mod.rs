//! `hintlint mcp`: an MCP server over stdio, the third front end, for the
//! agents that write MCP servers. Its tools lint, preview and apply fixes,
//! explain a rule and judge a hint state, on the project layer and the one
//! lint path, inside the workspace: the first root the client gives (MCP
//! roots, in a legacy session), else the folder the server was started
//! in.
//!
//! It serves both eras of MCP (`protocol.rs`): a request carrying the
//! 2026-07-28 `_meta` envelope is answered on its own, with no
//! `initialize`; an `initialize` opens a legacy session at 2025-11-25 or
//! 2025-06-18.
//!
//! It speaks JSON-RPC one message a line, as MCP's stdio transport says,
//! on a loop of its own (`transport.rs` reads the lines on a thread, so
//! that a cancellation arrives while a call runs): the official Rust SDK
//! (`rmcp`, with its `tokio` runtime) costs 82 CPU-seconds of a clean
//! build on the 2-core machine, more than the endpoint is allowed. It
//! never starts another server or fetches a URL.

mod configs;
mod findings;
mod fixes;
mod previews;
pub mod protocol;
mod schemas;
mod tools;
mod transport;
mod workspace;

use std::io::{Read, Write};
use std::sync::Arc;

use serde_json::{Value, json};

use protocol::{Era, Refusal};
use transport::{Cancellations, Incoming};
pub use workspace::Workspace;

/// Serves MCP on standard input and output in the current folder until
/// the client closes the input.
pub fn run_stdio() -> Result<(), String> {
    let root = std::env::current_dir().map_err(|error| format!("no working folder: {error}"))?;
    let workspace = Workspace::new(&root)?;
    serve(std::io::stdin(), std::io::stdout().lock(), &workspace)
}

/// The id of the `roots/list` request hintlint sends a legacy client that
/// has roots.
const ROOTS_REQUEST: &str = "hintlint-roots";

/// A legacy session, opened by `initialize`.
struct Legacy {
    /// Whether the client gives roots (its first root then becomes the
    /// session's workspace).
    client_roots: bool,
    /// The session's workspace.
    workspace: Workspace,
}

/// One client's process: the workspace it was started in (every modern
/// request's), the legacy session when `initialize` opened one, the
/// configuration and previews kept between calls, and the cancellations
/// the client sent.
struct Session {
    workspace: Workspace,
    legacy: Option<Legacy>,
    configs: configs::Configs,
    previews: previews::Previews,
    cancellations: Arc<Cancellations>,
}

/// Serves MCP on `input` and `output` for `workspace` (or, in a legacy
/// session, the first root the client gives), until `input` ends.
pub fn serve(
    input: impl Read + Send + 'static,
    mut output: impl Write,
    workspace: &Workspace,
) -> Result<(), String> {
    let cancellations = Arc::new(Cancellations::default());
    let incoming = transport::read_on_a_thread(input, Arc::clone(&cancellations));
    let mut session = Session {
        workspace: workspace.clone(),
        legacy: None,
        configs: configs::Configs::default(),
        previews: previews::Previews::default(),
        cancellations,
    };
    for message in incoming {
        match message {
            Incoming::Message(message) => {
                for reply in session.handle(&message) {
                    send(&mut output, &reply)?;
                }
            }
            Incoming::Malformed(why) => {
                send(&mut output, &error(Value::Null, Refusal::new(-32700, why)))?;
            }
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
fn error(id: Value, refusal: Refusal) -> Value {
    let mut answer = json!({
        "jsonrpc": "2.0", "id": id,
        "error": { "code": refusal.code, "message": refusal.message },
    });
    if let Some(data) = refusal.data {
        answer["error"]["data"] = data;
    }
    answer
}

impl Session {
    /// What to send back for one message: its answer, and in a legacy
    /// session a `roots/list` request when the client says it is ready and
    /// gives roots (the modern era has no server-initiated requests).
    fn handle(&mut self, message: &Value) -> Vec<Value> {
        let id = message.get("id").cloned();
        let Some(method) = message.get("method").and_then(Value::as_str) else {
            if id.as_ref().and_then(Value::as_str) == Some(ROOTS_REQUEST) {
                self.take_roots(message);
                return Vec::new();
            }
            // A response to nothing hintlint asked, or garbage with an id.
            return id
                .map(|id| error(id, Refusal::new(-32600, "not a request")))
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
            return if ask
                && self
                    .legacy
                    .as_ref()
                    .is_some_and(|legacy| legacy.client_roots)
            {
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
        let result = self.answer(method, &params, &cancelled);
        self.cancellations.finish();
        if cancelled.load(std::sync::atomic::Ordering::SeqCst) {
            return Vec::new();
        }
        vec![match result {
            Ok(result) => json!({ "jsonrpc": "2.0", "id": id, "result": result }),
            Err(refusal) => error(id, refusal),
        }]
    }

    /// The result of the request `method` with `params`, in the era its
    /// `_meta` (or an earlier `initialize`) chose.
    fn answer(
        &mut self,
        method: &str,
        params: &Value,
        cancelled: &Arc<std::sync::atomic::AtomicBool>,
    ) -> Result<Value, Refusal> {
        if method == "initialize" {
            let version = protocol::negotiate(params);
            self.legacy = Some(Legacy {
                client_roots: params
                    .get("capabilities")
                    .is_some_and(|capabilities| capabilities.get("roots").is_some()),
                workspace: self.workspace.clone(),
            });
            return Ok(protocol::initialized(version));
        }
        let modern = protocol::era_of(params)? == Era::Modern;
        let workspace = if modern {
            self.workspace.clone()
        } else {
            match (&self.legacy, method) {
                (Some(legacy), _) => legacy.workspace.clone(),
                // A legacy client may ping before it initializes.
                (None, "ping") => return Ok(json!({})),
                (None, _) => return Err(protocol::no_version()),
            }
        };
        let result = match method {
            "server/discover" => return Ok(protocol::modern_result(protocol::discovered(), true)),
            "ping" if !modern => json!({}),
            "tools/list" => json!({ "tools": schemas::definitions() }),
            "tools/call" => {
                let mut context = tools::Context {
                    workspace: &workspace,
                    configs: &mut self.configs,
                    cancelled: Arc::clone(cancelled),
                    previews: &mut self.previews,
                };
                call(params, &mut context)?
            }
            other => {
                return Err(Refusal::new(
                    -32601,
                    format!("hintlint does not answer {other}"),
                ));
            }
        };
        Ok(if modern {
            protocol::modern_result(result, method == "tools/list")
        } else {
            result
        })
    }

    /// The client's roots: the first `file://` one that is a folder becomes
    /// the legacy session's workspace.
    fn take_roots(&mut self, response: &Value) {
        let Some(legacy) = self.legacy.as_mut() else {
            return;
        };
        let roots = response
            .pointer("/result/roots")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let first = roots
            .iter()
            .filter_map(|root| root.get("uri").and_then(Value::as_str))
            .filter_map(crate::base::paths::of_file_uri)
            .find_map(|path| Workspace::new(&path).ok());
        if let Some(root) = first {
            legacy.workspace = root;
        }
    }
}

/// `tools/call`: a tool's result, or a JSON-RPC error for an unknown tool.
fn call(params: &Value, context: &mut tools::Context<'_>) -> Result<Value, Refusal> {
    let name = params
        .get("name")
        .and_then(Value::as_str)
        .ok_or(Refusal::new(-32602, "tools/call needs a tool name"))?;
    let arguments = params.get("arguments").cloned().unwrap_or(json!({}));
    let outcome = match name {
        "lint_hints" => tools::lint(context, &arguments),
        "preview_fixes" => fixes::preview(context, &arguments),
        "apply_fixes" => fixes::apply(context, &arguments),
        "explain_rule" => tools::explain(&arguments),
        "judge_hints" => tools::judge(&arguments),
        _ => {
            return Err(Refusal::new(
                -32602,
                format!("hintlint has no tool `{name}`"),
            ));
        }
    }
    .unwrap_or_else(tools::Outcome::error);
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
