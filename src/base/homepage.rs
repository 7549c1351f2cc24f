//! Where hintlint lives, when the build knows it. The repository URL is not
//! written in the sources' `Cargo.toml`: the release workflow stamps it from
//! the repository that builds the release (`scripts/stamp-repository.sh`),
//! so a published build links to its home and a build of an unstamped
//! checkout links nowhere rather than to a guessed address.

/// The repository's URL (`https://github.com/owner/hintlint`), when the
/// package this build comes from names one.
pub fn repository() -> Option<&'static str> {
    Some(env!("CARGO_PKG_REPOSITORY")).filter(|url| !url.is_empty())
}

/// The URL of `path` in the repository at this build's version tag
/// (`…/blob/v0.2.0/rules/unsound-claim.md`).
pub fn file_url(path: &str) -> Option<String> {
    repository().map(|repository| {
        format!(
            "{}/blob/v{}/{path}",
            repository.trim_end_matches('/'),
            env!("CARGO_PKG_VERSION")
        )
    })
}

/// The raw URL of `path` at this build's version tag, for tools that fetch
/// a file (taplo reading `hintlint.schema.json`): GitHub's
/// `raw.githubusercontent.com` form of a `github.com` repository.
pub fn raw_file_url(path: &str) -> Option<String> {
    let repository = repository()?.trim_end_matches('/');
    let owner_and_name = repository.strip_prefix("https://github.com/")?;
    Some(format!(
        "https://raw.githubusercontent.com/{owner_and_name}/v{}/{path}",
        env!("CARGO_PKG_VERSION")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_follow_the_repository_or_are_absent() {
        match repository() {
            None => {
                assert_eq!(file_url("rules/x.md"), None);
                assert_eq!(raw_file_url("x.json"), None);
            }
            Some(repository) => {
                let file = file_url("rules/x.md").expect("a file URL");
                assert!(file.starts_with(repository.trim_end_matches('/')));
                assert!(
                    file.ends_with(&format!("/blob/v{}/rules/x.md", env!("CARGO_PKG_VERSION")))
                );
            }
        }
    }
}
