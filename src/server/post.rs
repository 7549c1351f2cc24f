//! One POST of a JSON-RPC message, as both HTTP transports send it: the
//! user's headers on every request, what is left of the deadline as its
//! timeout, no redirect followed ([`agent`]), credentials kept out of the
//! error.

use serde_json::Value;

use super::limits::Limits;
use super::redact_url;

/// The HTTP agent of both transports: statuses are answers, not errors,
/// and no redirect is followed, so that the session and the user's
/// headers never travel to an address the user did not give.
pub fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .build()
        .into()
}

/// POSTs `message` to `url` with `headers` (the transport's own, then the
/// user's); the response whatever its status.
pub fn post_message(
    agent: &ureq::Agent,
    url: &str,
    headers: &[(&str, &str)],
    user_headers: &[(String, String)],
    limits: Limits,
    message: &Value,
) -> Result<ureq::http::Response<ureq::Body>, String> {
    let mut request = agent.post(url).header("Content-Type", "application/json");
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    for (name, value) in user_headers {
        request = request.header(name, value);
    }
    request
        .config()
        .timeout_global(Some(limits.left()))
        .build()
        .send(message.to_string())
        .map_err(|error| match error {
            ureq::Error::Timeout(_) => limits.timed_out("a request"),
            other => format!(
                "cannot reach {}: {}",
                redact_url(url),
                redact_url(&other.to_string())
            ),
        })
}
