//! Keeping credentials out of messages and reports: a URL is shown without
//! its user information and with the values of its query hidden, and the
//! values of `--header`s are masked in whatever a server says back.

/// `url` as it may be shown: `https://user:secret@host/mcp?token=abc`
/// becomes `https://***@host/mcp?token=***`.
pub fn redact_url(url: &str) -> String {
    let (scheme, rest) = match url.split_once("://") {
        Some((scheme, rest)) => (Some(scheme), rest),
        None => (None, url),
    };
    let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    let authority = match authority.rsplit_once('@') {
        Some((_, host)) => format!("***@{host}"),
        None => authority.to_owned(),
    };
    let (path, fragment) = match tail.split_once('#') {
        Some((path, fragment)) => (path, Some(fragment)),
        None => (tail, None),
    };
    let path = match path.split_once('?') {
        Some((path, query)) => {
            let hidden: Vec<String> = query
                .split('&')
                .map(|pair| match pair.split_once('=') {
                    Some((key, _)) => format!("{key}=***"),
                    None => pair.to_owned(),
                })
                .collect();
            format!("{path}?{}", hidden.join("&"))
        }
        None => path.to_owned(),
    };
    let mut shown = String::new();
    if let Some(scheme) = scheme {
        shown.push_str(scheme);
        shown.push_str("://");
    }
    shown.push_str(&authority);
    shown.push_str(&path);
    if let Some(fragment) = fragment {
        shown.push('#');
        shown.push_str(fragment);
    }
    shown
}

/// `text` (what a server said: an error body, a JSON-RPC error message)
/// with the values of `headers` masked: each whole value, and each word of
/// it long enough to be a credential (the token of `Bearer <token>`).
pub fn mask_headers(text: &str, headers: &[(String, String)]) -> String {
    const SHORTEST_SECRET: usize = 6;
    let mut secrets: Vec<&str> = headers
        .iter()
        .flat_map(|(_, value)| std::iter::once(value.trim()).chain(value.split_whitespace()))
        .filter(|secret| secret.len() >= SHORTEST_SECRET)
        .collect();
    // The longest first, so that a whole value goes before its words.
    secrets.sort_by_key(|secret| std::cmp::Reverse(secret.len()));
    secrets.dedup();
    let mut masked = text.to_owned();
    for secret in secrets {
        masked = masked.replace(secret, "***");
    }
    masked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_values_are_masked_in_what_a_server_says() {
        let headers = [
            ("Authorization".to_owned(), "Bearer s3cr3t-t0ken".to_owned()),
            ("X-Team".to_owned(), "ops".to_owned()),
        ];
        assert_eq!(
            mask_headers(
                "401: token s3cr3t-t0ken refused (Bearer s3cr3t-t0ken)",
                &headers
            ),
            "401: token *** refused (***)"
        );
        assert_eq!(
            mask_headers("team ops", &headers),
            "team ops",
            "too short to be a secret"
        );
    }

    #[test]
    fn credentials_are_hidden() {
        assert_eq!(
            redact_url("https://user:secret@host:8080/mcp?token=abc&x=1"),
            "https://***@host:8080/mcp?token=***&x=***"
        );
        assert_eq!(
            redact_url("http://127.0.0.1:9/mcp"),
            "http://127.0.0.1:9/mcp"
        );
        assert_eq!(
            redact_url("https://host/a@b/mcp"),
            "https://host/a@b/mcp",
            "an @ in the path is no user information"
        );
    }
}
