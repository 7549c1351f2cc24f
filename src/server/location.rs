//! Where findings about a live server's tools are located: a URI naming
//! the server, the same on every machine (never the local command line or
//! a path of the machine), so that SARIF fingerprints and baselines match
//! across machines and runs.

/// The location of a server reached at `url`: its scheme, host and path,
/// without user information, query or fragment.
pub fn of_url(url: &str) -> String {
    let (scheme, rest) = url.split_once("://").unwrap_or(("http", url));
    let rest = rest.split(['?', '#']).next().unwrap_or(rest);
    let (authority, path) = match rest.find('/') {
        Some(slash) => rest.split_at(slash),
        None => (rest, ""),
    };
    let host = authority
        .rsplit_once('@')
        .map_or(authority, |(_, host)| host);
    format!(
        "{}://{}{path}",
        scheme.to_ascii_lowercase(),
        host.to_ascii_lowercase()
    )
}

/// The location of a server started as `command`: `mcp-server:` and the
/// name it gave in `initialize`, else the file name of its program.
pub fn of_command(server_name: Option<&str>, command: &[String]) -> String {
    let name = server_name.map(str::to_owned).unwrap_or_else(|| {
        command
            .first()
            .map(|program| {
                program
                    .rsplit(['/', '\\'])
                    .next()
                    .unwrap_or(program)
                    .to_owned()
            })
            .unwrap_or_default()
    });
    format!("mcp-server:{name}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_hold_nothing_of_the_machine_or_the_credentials() {
        assert_eq!(
            of_url("HTTPS://user:pw@Example.com/mcp?token=abc#x"),
            "https://example.com/mcp"
        );
        assert_eq!(of_url("http://localhost:8080"), "http://localhost:8080");
        assert_eq!(
            of_command(
                None,
                &[
                    "/home/me/bin/weather-server".to_owned(),
                    "--key=1".to_owned()
                ]
            ),
            "mcp-server:weather-server"
        );
        assert_eq!(
            of_command(Some("github-mcp-server"), &["/opt/x".to_owned()]),
            "mcp-server:github-mcp-server"
        );
    }
}
