//! Small helpers for the wording of messages.

/// Starts a message in lower case, as clippy's messages do (parsers and
/// serde start theirs with a capital).
pub fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `1 fix`, `2 fixes`, `3 files`.
pub fn plural(count: usize, noun: &str) -> String {
    match (count, noun.ends_with('x')) {
        (1, _) => format!("1 {noun}"),
        (_, true) => format!("{count} {noun}es"),
        (_, false) => format!("{count} {noun}s"),
    }
}
