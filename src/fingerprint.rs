//! Stable fingerprints of findings, the same in SARIF (`partialFingerprints`)
//! and in a baseline: the rule, the file (as a URI relative to the
//! repository root), the tool and the hint, numbered when they repeat. They
//! survive edits elsewhere in the file, since no line number enters them.

use std::collections::HashMap;
use std::path::Path;

use crate::diagnostic::Diagnostic;
use crate::render::location::{relative_to_root, uri_path};
use crate::report::FileReport;

/// Numbers fingerprints that would otherwise repeat, in report order.
#[derive(Debug, Default)]
pub struct Fingerprints {
    occurrences: HashMap<String, usize>,
}

impl Fingerprints {
    /// The fingerprint of the next finding `diagnostic`, in the file at
    /// `uri`.
    pub fn next(&mut self, uri: &str, diagnostic: &Diagnostic) -> String {
        let hint = hint_part(&diagnostic.pointer);
        let identity = format!(
            "{}\u{0}{uri}\u{0}{}\u{0}{hint}",
            diagnostic.rule,
            diagnostic.tool.as_deref().unwrap_or("")
        );
        let occurrence = self.occurrences.entry(identity.clone()).or_insert(0);
        *occurrence += 1;
        format!("{:016x}:{occurrence}", fnv1a(identity.as_bytes()))
    }
}

/// The part of a finding's pointer that names the hint: what follows the
/// last annotations object (`annotations`, or an OpenAPI extension such as
/// `x-mcp-annotations`), empty for a finding about the tool as a whole.
fn hint_part(pointer: &str) -> &str {
    let mut from = None;
    let mut at = 0;
    for segment in pointer.split('/') {
        at += segment.len() + 1;
        if segment == "annotations" || segment.ends_with("-annotations") {
            from = Some(at.min(pointer.len()));
        }
    }
    from.map_or("", |from| &pointer[from..])
}

/// The URI of a file in fingerprints and SARIF: relative to `root`,
/// percent-encoded (a name that is not UTF-8 keeps its own encoding).
pub fn uri_of(file: &FileReport, root: &Path) -> String {
    match &file.source.uri {
        // A live server's URL is its own URI.
        Some(uri) if uri.contains("://") => uri.clone(),
        Some(uri) => crate::paths::non_utf8_uri_relative_to(uri, root),
        None => uri_path(&relative_to_root(&file.source.name, root)),
    }
}

/// FNV-1a, 64 bits: a stable hash for fingerprints (the standard library's
/// hasher may change between releases).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(*byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::hint_part;

    #[test]
    fn the_hint_is_named_under_any_annotations_object() {
        assert_eq!(
            hint_part("/tools/0/annotations/readOnlyHint"),
            "readOnlyHint"
        );
        assert_eq!(
            hint_part("/paths/~1pets/get/x-mcp-annotations/destructiveHint"),
            "destructiveHint"
        );
        assert_eq!(
            hint_part("/paths/~1annotations/get/x-mcp-annotations/idempotentHint"),
            "idempotentHint"
        );
        assert_eq!(hint_part("/tools/0"), "");
        assert_eq!(hint_part("/tools/0/annotations"), "");
    }
}
