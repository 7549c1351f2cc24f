//! Whether the reason of an allow comment or an `[[exception]]` is still a
//! placeholder. One function decides, for both: an allow or an exception
//! accepts a finding only on written evidence.

/// The placeholder the language server's "allow with a reason" action
/// writes, to be replaced by the evidence.
pub const PLACEHOLDER: &str = "<why this is acceptable>";

/// Whether `reason` is no reason yet: empty, [`PLACEHOLDER`] or a text
/// still holding it, or wholly in angle brackets (`<reason>`, `<>`), the
/// way placeholders are written. A link in angle brackets
/// (`<https://…>`) is evidence, not a placeholder.
pub fn is_placeholder(reason: &str) -> bool {
    let reason = reason.trim();
    let bracketed = reason
        .strip_prefix('<')
        .and_then(|inner| inner.strip_suffix('>'))
        .is_some_and(|inner| !inner.contains("://"));
    reason.is_empty() || bracketed || reason.contains(PLACEHOLDER)
}

#[cfg(test)]
mod tests {
    use super::{PLACEHOLDER, is_placeholder};

    #[test]
    fn placeholders_are_no_reasons() {
        for placeholder in [
            "",
            "   ",
            PLACEHOLDER,
            " <why this is acceptable> ",
            "<reason>",
            "<>",
            "<why this finding is accepted>",
            "see <why this is acceptable>",
        ] {
            assert!(is_placeholder(placeholder), "{placeholder:?}");
        }
    }

    #[test]
    fn evidence_is_a_reason() {
        for reason in [
            "POST /messages only appends; see the provider's API reference",
            "<https://docs.example.com/api#send> documents it as append-only",
            "<https://docs.example.com/api#send>",
            "a < b and c > d",
            "why this is acceptable",
            "reviewed by <@team>: append-only",
        ] {
            assert!(!is_placeholder(reason), "{reason:?}");
        }
    }
}
