//! Which era of MCP a server speaks, and the verdicts of the probe that
//! tells: the modern era (2026-07-28 and later: no handshake, every request
//! carries its version and the client's capabilities in `_meta`) or the
//! legacy one (an `initialize` handshake, 2025-11-25 and earlier).
//!
//! The rules are the specification's (2026-07-28, Basic › Versioning ›
//! Backward Compatibility; the stdio and Streamable HTTP pages): a
//! `DiscoverResult` naming a version hintlint speaks, or an
//! `UnsupportedProtocolVersionError` (-32022) listing one, keeps the client
//! modern; any other error, or silence, means legacy. The fallback is never
//! keyed to one code (-32601 is no more legacy than -32602 or silence).

use serde_json::{Value, json};

pub use crate::base::protocol::MODERN_VERSIONS;
use crate::base::protocol::{
    CLIENT_CAPABILITIES_KEY, CLIENT_INFO_KEY, PROTOCOL_VERSION_KEY, UNSUPPORTED_PROTOCOL_VERSION,
};

/// The legacy revisions hintlint speaks, newest first; it asks for the
/// second (2025-06-18) unless a server lists only others.
pub const LEGACY_VERSIONS: [&str; 4] = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];

/// The legacy revision `initialize` asks for by default.
pub const LEGACY_DEFAULT: &str = "2025-06-18";

/// What was spoken with a server, for `-v`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Protocol {
    /// Whether the exchange was modern (per-request `_meta`) or legacy
    /// (`initialize`).
    pub modern: bool,
    /// The revision: the one sent on every modern request, or the one the
    /// server answered `initialize` with.
    pub version: String,
    /// The transport: `stdio`, `Streamable HTTP` or `HTTP+SSE`.
    pub transport: &'static str,
    /// Why the legacy era was chosen, when it was.
    pub because: Option<String>,
}

impl std::fmt::Display for Protocol {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let era = if self.modern {
            "modern era: server/discover, then per-request _meta"
        } else {
            "legacy era: initialize"
        };
        write!(f, "MCP {} ({era}) over {}", self.version, self.transport)?;
        if let Some(because) = &self.because {
            write!(f, ", because {because}")?;
        }
        Ok(())
    }
}

/// The `_meta` every modern request carries.
pub fn envelope(version: &str) -> Value {
    json!({
        (PROTOCOL_VERSION_KEY): version,
        (CLIENT_CAPABILITIES_KEY): {},
        (CLIENT_INFO_KEY): {
            "name": "hintlint",
            "version": env!("CARGO_PKG_VERSION"),
        },
    })
}

/// What the probe says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The server is modern and speaks this revision.
    Modern(String),
    /// The server is modern, rejected the version asked for, and lists this
    /// one, which hintlint speaks: ask again with it.
    Retry(String),
    /// The server is legacy (or lists only legacy revisions): `initialize`
    /// asking for this revision. The string says why.
    Legacy(&'static str, String),
    /// The server is modern and shares no revision with hintlint.
    Fail(String),
}

/// The verdict on a `server/discover` result.
pub fn of_result(result: &Value) -> Verdict {
    let Some(listed) = result.get("supportedVersions").and_then(Value::as_array) else {
        return Verdict::Legacy(
            LEGACY_DEFAULT,
            "its answer to server/discover is no DiscoverResult".to_owned(),
        );
    };
    let listed: Vec<&str> = listed.iter().filter_map(Value::as_str).collect();
    if let Some(version) = MODERN_VERSIONS
        .iter()
        .find(|version| listed.contains(version))
    {
        return Verdict::Modern((*version).to_owned());
    }
    // A server that answers discover but lists only handshake revisions
    // advertises the legacy era (the official SDKs fall back here too).
    Verdict::Legacy(
        legacy_among(&listed),
        format!(
            "server/discover lists no modern revision hintlint speaks ({})",
            listed.join(", ")
        ),
    )
}

/// The verdict on a JSON-RPC error answering the probe (`retried`: the
/// probe was already repeated once at a version the server listed).
pub fn of_error(error: &Value, retried: bool) -> Verdict {
    let code = error.get("code").and_then(Value::as_i64);
    let supported: Option<Vec<&str>> = error
        .pointer("/data/supported")
        .and_then(Value::as_array)
        .map(|listed| listed.iter().filter_map(Value::as_str).collect());
    let (Some(UNSUPPORTED_PROTOCOL_VERSION), Some(supported)) = (code, supported) else {
        return Verdict::Legacy(
            LEGACY_DEFAULT,
            format!(
                "server/discover was answered with an error that is no modern one ({})",
                shown_error(error)
            ),
        );
    };
    if let Some(version) = MODERN_VERSIONS
        .iter()
        .find(|version| supported.contains(version))
    {
        if retried {
            return Verdict::Fail(format!(
                "the server rejected protocol version {version} twice while listing it as \
                 supported"
            ));
        }
        return Verdict::Retry((*version).to_owned());
    }
    if supported
        .iter()
        .any(|version| LEGACY_VERSIONS.contains(version))
    {
        return Verdict::Legacy(
            legacy_among(&supported),
            format!(
                "the server supports only legacy revisions ({})",
                supported.join(", ")
            ),
        );
    }
    Verdict::Fail(format!(
        "the server supports only protocol versions {}; hintlint speaks {} and {}",
        if supported.is_empty() {
            "(none listed)".to_owned()
        } else {
            supported.join(", ")
        },
        MODERN_VERSIONS.join(", "),
        LEGACY_VERSIONS.join(", ")
    ))
}

/// The modern revision a -32022 error lists that hintlint speaks.
pub fn modern_in(error: &Value) -> Option<String> {
    if error.get("code").and_then(Value::as_i64) != Some(UNSUPPORTED_PROTOCOL_VERSION) {
        return None;
    }
    let supported = error.pointer("/data/supported")?.as_array()?;
    MODERN_VERSIONS
        .iter()
        .find(|version| supported.iter().any(|listed| listed == **version))
        .map(|version| (*version).to_owned())
}

/// The revision `initialize` asks for, given what the server lists: the
/// default when it is listed (or nothing legacy is), else the newest listed.
fn legacy_among(listed: &[&str]) -> &'static str {
    if listed.contains(&LEGACY_DEFAULT) {
        return LEGACY_DEFAULT;
    }
    LEGACY_VERSIONS
        .iter()
        .find(|version| listed.contains(version))
        .copied()
        .unwrap_or(LEGACY_DEFAULT)
}

/// An error object as messages show it: its code and at most 200
/// characters of its message.
fn shown_error(error: &Value) -> String {
    let code = error
        .get("code")
        .map_or_else(|| "no code".to_owned(), Value::to_string);
    let message: String = error
        .get("message")
        .and_then(Value::as_str)
        .unwrap_or("")
        .chars()
        .take(200)
        .collect();
    format!("{code}: {message}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_discover_result_with_a_modern_revision_is_modern() {
        let result = json!({"supportedVersions": ["2026-07-28", "2025-11-25"]});
        assert_eq!(of_result(&result), Verdict::Modern("2026-07-28".into()));
        let legacy = of_result(&json!({"supportedVersions": ["2025-11-25"]}));
        assert!(matches!(legacy, Verdict::Legacy("2025-11-25", _)));
        assert!(matches!(
            of_result(&json!({})),
            Verdict::Legacy(LEGACY_DEFAULT, _)
        ));
    }

    #[test]
    fn no_single_code_decides_the_fallback() {
        for code in [-32601, -32602, -32600, -32000, -32001, -32020, -32021] {
            let error = json!({"code": code, "message": "no"});
            assert!(
                matches!(of_error(&error, false), Verdict::Legacy(LEGACY_DEFAULT, _)),
                "{code}"
            );
        }
        // -32022 without a list of versions is no modern evidence either.
        let bare = json!({"code": -32022, "message": "unsupported"});
        assert!(matches!(of_error(&bare, false), Verdict::Legacy(..)));
    }

    #[test]
    fn unsupported_version_retries_once_falls_to_a_listed_legacy_or_fails() {
        let listing = |supported: Value| {
            json!({"code": -32022, "message": "Unsupported protocol version",
                   "data": {"supported": supported, "requested": "2026-07-28"}})
        };
        let both = listing(json!(["2026-07-28", "2025-11-25"]));
        assert_eq!(of_error(&both, false), Verdict::Retry("2026-07-28".into()));
        assert!(matches!(of_error(&both, true), Verdict::Fail(_)));
        let legacy = listing(json!(["2025-03-26"]));
        assert!(matches!(
            of_error(&legacy, false),
            Verdict::Legacy("2025-03-26", _)
        ));
        let Verdict::Fail(message) = of_error(&listing(json!(["2099-01-01"])), false) else {
            panic!("a server of another revision only is a failure");
        };
        assert!(message.contains("2099-01-01"), "{message}");
        assert_eq!(modern_in(&both).as_deref(), Some("2026-07-28"));
        assert_eq!(modern_in(&legacy), None);
    }
}
