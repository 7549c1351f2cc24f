//! Keeping credentials out of messages and reports: a URL is shown without
//! its user information and with the values of its query hidden.

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

#[cfg(test)]
mod tests {
    use super::*;

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
