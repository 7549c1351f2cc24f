//! The endpoint's two eras of MCP (the 2026-07-28 specification, Basic ›
//! Versioning): a request carrying the modern `_meta` envelope is served
//! on its own, with no `initialize`; an `initialize` opens a legacy
//! session at a legacy revision. This file holds the revisions, the
//! `_meta` keys, how a request's era is told, and the shape of the answers
//! each era gives (`server/discover`, `initialize`, the result fields the
//! modern era adds, `UnsupportedProtocolVersionError`).

use serde_json::{Map, Value, json};

pub use crate::base::protocol::{
    CLIENT_CAPABILITIES_KEY, MODERN_VERSIONS, PROTOCOL_VERSION_KEY, SERVER_INFO_KEY,
    UNSUPPORTED_PROTOCOL_VERSION,
};

/// The legacy revisions `initialize` negotiates, newest first. Older ones
/// (2025-03-26 and before) have no structured content or output schema,
/// which every tool answers with; a client asking for one is offered the
/// newest.
pub const LEGACY_VERSIONS: [&str; 2] = ["2025-11-25", "2025-06-18"];

/// JSON-RPC's invalid-params code, which a modern request missing a
/// required `_meta` field is answered with.
pub const INVALID_PARAMS: i64 = -32602;

/// How long a client may keep `tools/list` and `server/discover`: the
/// tools change only with the binary.
const TTL_MS: u64 = 3_600_000;

/// What a request says about its era.
#[derive(Debug, PartialEq, Eq)]
pub enum Era {
    /// The modern `_meta` at a revision served.
    Modern,
    /// No modern revision in `_meta`: a legacy request, served when a
    /// legacy session was opened by `initialize`.
    Legacy,
}

/// A JSON-RPC error: its code, message and data.
#[derive(Debug, PartialEq)]
pub struct Refusal {
    /// The JSON-RPC code.
    pub code: i64,
    /// The message.
    pub message: String,
    /// The `data` member, when there is one.
    pub data: Option<Value>,
}

impl Refusal {
    /// A refusal with no data.
    pub fn new(code: i64, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
            data: None,
        }
    }
}

/// Every revision served, modern first, as an error lists them.
fn supported() -> Vec<&'static str> {
    MODERN_VERSIONS
        .iter()
        .chain(LEGACY_VERSIONS.iter())
        .copied()
        .collect()
}

/// The era of a request with `params`: modern when its `_meta` names a
/// revision, which must be a modern one served and come with the client's
/// capabilities; legacy when it names none.
pub fn era_of(params: &Value) -> Result<Era, Refusal> {
    let meta = params.get("_meta");
    let Some(asked) = meta.and_then(|meta| meta.get(PROTOCOL_VERSION_KEY)) else {
        return Ok(Era::Legacy);
    };
    let requested = asked.as_str().unwrap_or_default();
    if !MODERN_VERSIONS.contains(&requested) {
        return Err(Refusal {
            code: UNSUPPORTED_PROTOCOL_VERSION,
            message: format!(
                "Unsupported protocol version: hintlint serves {} per request and {} after initialize",
                MODERN_VERSIONS.join(", "),
                LEGACY_VERSIONS.join(", ")
            ),
            data: Some(json!({ "supported": supported(), "requested": asked })),
        });
    }
    if meta
        .and_then(|meta| meta.get(CLIENT_CAPABILITIES_KEY))
        .is_none()
    {
        return Err(Refusal {
            code: INVALID_PARAMS,
            message: format!(
                "a {requested} request carries `{CLIENT_CAPABILITIES_KEY}` in `_meta`"
            ),
            data: None,
        });
    }
    Ok(Era::Modern)
}

/// The refusal of a request that names no revision when no `initialize`
/// came before: the protocol version is missing. Its data lists the
/// revisions served, as `UnsupportedProtocolVersionError`'s does.
pub fn no_version() -> Refusal {
    Refusal {
        code: INVALID_PARAMS,
        message: format!(
            "the request names no protocol version: send `{PROTOCOL_VERSION_KEY}` ({}) and `{CLIENT_CAPABILITIES_KEY}` in `_meta`, or initialize first ({})",
            MODERN_VERSIONS.join(", "),
            LEGACY_VERSIONS.join(", ")
        ),
        data: Some(json!({ "supported": supported() })),
    }
}

/// The revision `initialize` agrees to: the one asked when it is a legacy
/// revision served, else the newest legacy one (never a modern revision,
/// which has no `initialize`).
pub fn negotiate(params: &Value) -> &'static str {
    let asked = params.get("protocolVersion").and_then(Value::as_str);
    LEGACY_VERSIONS
        .into_iter()
        .find(|version| Some(*version) == asked)
        .unwrap_or(LEGACY_VERSIONS[0])
}

/// hintlint's name and version.
fn server_info() -> Value {
    json!({ "name": "hintlint", "title": "hintlint", "version": env!("CARGO_PKG_VERSION") })
}

/// What the server tells an agent about its tools.
const INSTRUCTIONS: &str = "hintlint lints the hints of MCP tools (readOnlyHint, destructiveHint, idempotentHint, openWorldHint) in manifests, OpenAPI documents and the code that registers tools. Use lint_hints after writing or changing tools (filter with rules, level, paths; page with limit and cursor), preview_fixes with paths (or all: true) before apply_fixes with the preview's id, judge_hints to choose hints for an HTTP method, explain_rule for what a finding means.";

/// The server's capabilities, in both eras.
fn capabilities() -> Value {
    json!({ "tools": { "listChanged": false } })
}

/// The answer to `initialize` at `version`.
pub fn initialized(version: &str) -> Value {
    json!({
        "protocolVersion": version,
        "capabilities": capabilities(),
        "serverInfo": server_info(),
        "instructions": INSTRUCTIONS,
    })
}

/// The answer to `server/discover` (before [`modern_result`] completes it).
pub fn discovered() -> Value {
    json!({
        "supportedVersions": MODERN_VERSIONS,
        "capabilities": capabilities(),
        "instructions": INSTRUCTIONS,
    })
}

/// A modern result: `resultType: "complete"`, the server's identity in
/// `_meta`, and for a cacheable one (`tools/list`, `server/discover`)
/// `ttlMs` and `cacheScope`.
pub fn modern_result(mut result: Value, cacheable: bool) -> Value {
    if let Value::Object(fields) = &mut result {
        fields.insert("resultType".to_owned(), json!("complete"));
        let meta = fields
            .entry("_meta")
            .or_insert_with(|| Value::Object(Map::new()));
        if let Value::Object(meta) = meta {
            meta.insert(SERVER_INFO_KEY.to_owned(), server_info());
        }
        if cacheable {
            fields.insert("ttlMs".to_owned(), json!(TTL_MS));
            fields.insert("cacheScope".to_owned(), json!("public"));
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta(version: Value, capabilities: bool) -> Value {
        let mut meta = json!({ PROTOCOL_VERSION_KEY: version });
        if capabilities {
            meta[CLIENT_CAPABILITIES_KEY] = json!({});
        }
        json!({ "_meta": meta })
    }

    #[test]
    fn the_era_is_told_by_the_meta_and_a_bad_version_lists_the_served_ones() {
        assert_eq!(era_of(&Value::Null), Ok(Era::Legacy));
        assert_eq!(era_of(&json!({ "_meta": {} })), Ok(Era::Legacy));
        assert_eq!(era_of(&meta(json!("2026-07-28"), true)), Ok(Era::Modern));
        for bad in [json!("2025-11-25"), json!("1999-01-01"), json!(7)] {
            let refused = era_of(&meta(bad.clone(), true)).expect_err("refused");
            assert_eq!(refused.code, UNSUPPORTED_PROTOCOL_VERSION);
            let data = refused.data.expect("data");
            assert_eq!(data["requested"], bad);
            assert_eq!(data["supported"][0], "2026-07-28");
            assert_eq!(data["supported"][1], "2025-11-25");
        }
        let refused = era_of(&meta(json!("2026-07-28"), false)).expect_err("refused");
        assert_eq!(refused.code, INVALID_PARAMS);
    }

    #[test]
    fn initialize_agrees_to_legacy_revisions_only() {
        let asked = |version: &str| negotiate(&json!({ "protocolVersion": version }));
        assert_eq!(asked("2025-06-18"), "2025-06-18");
        assert_eq!(asked("2025-11-25"), "2025-11-25");
        assert_eq!(asked("2025-03-26"), "2025-11-25");
        assert_eq!(asked("2026-07-28"), "2025-11-25");
        assert_eq!(negotiate(&Value::Null), "2025-11-25");
    }

    #[test]
    fn a_modern_result_is_complete_names_the_server_and_may_be_cached() {
        let listed = modern_result(json!({ "tools": [] }), true);
        assert_eq!(listed["resultType"], "complete");
        assert_eq!(listed["_meta"][SERVER_INFO_KEY]["name"], "hintlint");
        assert_eq!(listed["cacheScope"], "public");
        assert!(listed["ttlMs"].as_u64().is_some_and(|ttl| ttl > 0));
        let called = modern_result(json!({ "content": [] }), false);
        assert!(called.get("ttlMs").is_none());
    }
}
