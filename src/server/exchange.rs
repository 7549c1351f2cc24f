//! The exchanges that list a server's tools once its era is known: the
//! legacy one (`initialize`, `notifications/initialized`, `tools/list`)
//! and the modern one (`tools/list` with the `_meta` envelope), both paging
//! `tools/list` by cursor under the same bounds.

use std::collections::HashSet;

use serde_json::value::RawValue;
use serde_json::{Value, json};

use super::era::envelope;
use super::limits::{self, Limits};
use super::{Reply, Transport, is_plain_name};

/// The tools of a server, each as it wrote them, the name it gave, and the
/// revision spoken.
pub struct Listed {
    /// The tools, each exactly as the server wrote it.
    pub tools: Vec<String>,
    /// The server's name, when it is a plain name.
    pub server_name: Option<String>,
    /// The revision spoken.
    pub version: String,
}

/// A failed step: its phase and what happened.
pub type Failure = (&'static str, String);

/// One `tools/list` page, its tools kept as the server wrote them.
#[derive(serde::Deserialize)]
struct Page<'a> {
    #[serde(borrow)]
    result: PageResult<'a>,
}

#[derive(serde::Deserialize)]
struct PageResult<'a> {
    #[serde(borrow)]
    tools: Option<Vec<&'a RawValue>>,
    #[serde(rename = "nextCursor")]
    next_cursor: Option<Value>,
    /// Absent in the legacy era, where a result is always complete.
    #[serde(rename = "resultType")]
    result_type: Option<Value>,
}

/// The legacy handshake at `version`, then every page of `tools/list`.
/// `Err(Ok(error))` is a JSON-RPC error answering `initialize` (the caller
/// reads the era from it); `Err(Err(failure))` any other failure.
pub fn legacy(
    session: &mut impl Transport,
    limits: Limits,
    version: &str,
) -> Result<Listed, Result<Value, Failure>> {
    let params = json!({
        "protocolVersion": version,
        "capabilities": {"roots": {"listChanged": false}},
        "clientInfo": {"name": "hintlint", "version": env!("CARGO_PKG_VERSION")},
    });
    let initialized = match session.call("initialize", params) {
        Ok(Reply::Result(answer)) => answer,
        Ok(Reply::Error(error)) => return Err(Ok(error)),
        Err(message) => return Err(Err(("initialize", message))),
    };
    let server_name = plain_name(initialized.result.pointer("/serverInfo/name"));
    let spoken = initialized
        .result
        .get("protocolVersion")
        .and_then(Value::as_str)
        .filter(|spoken| spoken.len() <= 40)
        .unwrap_or(version)
        .to_owned();
    session
        .notify("notifications/initialized")
        .map_err(|message| Err(("notifications/initialized", message)))?;
    let tools = list_tools(session, limits, None).map_err(Err)?;
    Ok(Listed {
        tools,
        server_name,
        version: spoken,
    })
}

/// Every page of `tools/list` in the modern era at `version`; the server's
/// name is the one its `server/discover` gave.
pub fn modern(
    session: &mut impl Transport,
    limits: Limits,
    version: &str,
    server_name: Option<String>,
) -> Result<Listed, Failure> {
    let tools = list_tools(session, limits, Some(version))?;
    Ok(Listed {
        tools,
        server_name,
        version: version.to_owned(),
    })
}

/// The name a `DiscoverResult` gives in its `_meta`, when it is plain.
pub fn discovered_name(result: &Value) -> Option<String> {
    plain_name(
        result
            .get("_meta")
            .and_then(|meta| meta.get(crate::base::protocol::SERVER_INFO_KEY))
            .and_then(|info| info.get("name")),
    )
}

fn plain_name(name: Option<&Value>) -> Option<String> {
    name.and_then(Value::as_str)
        .filter(|name| is_plain_name(name))
        .map(str::to_owned)
}

/// Every page of `tools/list`, with the `_meta` of `modern` on each request
/// when given. Bounded: pages, total size, repeated cursors.
fn list_tools(
    session: &mut impl Transport,
    limits: Limits,
    modern: Option<&str>,
) -> Result<Vec<String>, Failure> {
    let mut tools = Vec::new();
    let mut total = 0;
    let mut cursor: Option<String> = None;
    let mut seen: HashSet<String> = HashSet::new();
    for _ in 0..limits::MAX_PAGES {
        let mut params = match &cursor {
            Some(cursor) => json!({"cursor": cursor}),
            None => json!({}),
        };
        if let (Some(version), Some(object)) = (modern, params.as_object_mut()) {
            object.insert("_meta".to_owned(), envelope(version));
        }
        let answer = session
            .request("tools/list", params)
            .map_err(|message| ("tools/list", message))?;
        total += answer.raw.len();
        if total > limits.answer_bytes {
            return Err((
                "tools/list",
                limits.too_large("the answer, all pages together"),
            ));
        }
        let page: Page<'_> = serde_json::from_str(&answer.raw)
            .map_err(|_| ("tools/list", "the answer holds no `tools` array".to_owned()))?;
        match &page.result.result_type {
            None => {}
            Some(Value::String(kind)) if kind == "complete" => {}
            Some(other) => {
                let shown: String = other.to_string().chars().take(60).collect();
                return Err((
                    "tools/list",
                    format!(
                        "the answer's resultType is {shown}, not \"complete\": hintlint \
                         cannot take a listing that is not complete"
                    ),
                ));
            }
        }
        let listed = page
            .result
            .tools
            .ok_or(("tools/list", "the answer holds no `tools` array".to_owned()))?;
        tools.extend(listed.iter().map(|tool| tool.get().to_owned()));
        match page.result.next_cursor {
            Some(Value::String(next)) if !next.is_empty() => {
                if !seen.insert(next.clone()) {
                    return Err((
                        "tools/list",
                        format!("the server repeated the cursor {next:?}: its pages never end"),
                    ));
                }
                cursor = Some(next);
            }
            _ => return Ok(tools),
        }
    }
    Err((
        "tools/list",
        format!("more than {} pages", limits::MAX_PAGES),
    ))
}
