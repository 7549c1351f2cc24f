//! Globs over `/`-separated paths and tool names, as the configuration
//! writes them: `*` never crosses a `/`.

/// A glob matched against `/`-separated paths or tool names; `*` never
/// crosses a `/`.
#[derive(Debug, Clone)]
pub struct Glob {
    pattern: glob::Pattern,
}

impl Glob {
    /// Compiles a glob.
    pub fn new(text: &str) -> Result<Glob, String> {
        glob::Pattern::new(text)
            .map(|pattern| Glob { pattern })
            .map_err(|error| format!("invalid glob `{text}`: {}", error.msg))
    }

    /// Whether `candidate` matches.
    pub fn matches(&self, candidate: &str) -> bool {
        let options = glob::MatchOptions {
            case_sensitive: true,
            require_literal_separator: true,
            require_literal_leading_dot: false,
        };
        self.pattern.matches_with(candidate, options)
    }
}

/// Whether `path` matches one of `globs` (any path when there are none).
pub fn files_match(globs: &[Glob], path: Option<&str>) -> bool {
    globs.is_empty() || path.is_some_and(|path| globs.iter().any(|glob| glob.matches(path)))
}
