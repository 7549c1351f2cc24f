//! Stable fingerprints of findings, the same in SARIF (`partialFingerprints`)
//! and in a baseline: the rule, the file (as a URI relative to the
//! repository root), the tool and the hint, numbered when they repeat. They
//! survive edits elsewhere in the file, since no line number enters them.

use std::collections::HashMap;
use std::fmt::Write;
use std::path::Path;

use crate::base::paths::{relative_to_root, uri_path};
use crate::findings::diagnostic::Diagnostic;
use crate::findings::report::FileReport;

/// Numbers fingerprints that would otherwise repeat, in report order.
#[derive(Debug, Default)]
pub struct Fingerprints {
    /// How many findings so far had each identity, by the identity's hash
    /// (the hash is what the fingerprint shows, so two identities of one
    /// hash are numbered apart rather than given one fingerprint).
    occurrences: HashMap<u64, usize, foldhash::fast::RandomState>,
}

impl Fingerprints {
    /// The fingerprint of the next finding `diagnostic`, in the file at
    /// `uri`: the FNV-1a hash of its rule, file, tool and hint (each
    /// followed by a NUL byte but the last), and its occurrence.
    pub fn next(&mut self, uri: &str, diagnostic: &Diagnostic) -> String {
        let parts = [
            diagnostic.rule.name(),
            uri,
            diagnostic.tool.as_deref().unwrap_or(""),
            hint_part(&diagnostic.pointer),
        ];
        let mut hash = FNV_OFFSET;
        for (index, part) in parts.iter().enumerate() {
            if index > 0 {
                hash = fnv1a(hash, &[0]);
            }
            hash = fnv1a(hash, part.as_bytes());
        }
        let occurrence = self.occurrences.entry(hash).or_insert(0);
        *occurrence += 1;
        let mut fingerprint = String::with_capacity(24);
        // Writing to a string cannot fail.
        let _ = write!(fingerprint, "{hash:016x}:{occurrence}");
        fingerprint
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
        Some(uri) => crate::base::paths::non_utf8_uri_relative_to(uri, root),
        None => uri_of_shown(&file.source.name, root),
    }
}

/// The URI of the file shown as `name` (a related place's file), relative
/// to `root` as the findings' own files are.
pub fn uri_of_shown(name: &str, root: &Path) -> String {
    uri_path(&relative_to_root(name, root))
}

/// Where FNV-1a, 64 bits, starts.
const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// FNV-1a, 64 bits, of `bytes` continued from `hash`: a stable hash for
/// fingerprints (the standard library's hasher may change between
/// releases).
fn fnv1a(hash: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(hash, |hash, byte| {
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
