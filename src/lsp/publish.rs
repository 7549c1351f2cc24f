//! Published diagnostics, serialized: each document's last published
//! diagnostics are kept beside their JSON text, and a diagnostic the next
//! publish sends unchanged at the same place in the list is not
//! serialized again. An edit re-lints the whole document, but most of its
//! findings come back as they were (all of them after an edit to the last
//! line): for a 1 MB manifest's 1,530 diagnostics, serializing them (their
//! messages escaped) cost as much as linting the file.

use std::collections::HashMap;
use std::fmt::Write;

use lsp_types::notification::{Notification, PublishDiagnostics};
use lsp_types::{Diagnostic, Uri};

/// One diagnostic as last published, and its JSON text.
struct Sent {
    diagnostic: Diagnostic,
    json: String,
}

/// The diagnostics last published for each document that has any.
#[derive(Default)]
pub struct Published {
    by_uri: HashMap<Uri, Vec<Sent>>,
}

impl Published {
    /// The `textDocument/publishDiagnostics` notification of `diagnostics`
    /// for `uri` at `version`, serialized (the text `serde_json` writes
    /// for it), remembered as what `uri` shows now; `None` only if a
    /// diagnostic cannot be serialized.
    pub fn message(
        &mut self,
        uri: Uri,
        diagnostics: Vec<Diagnostic>,
        version: Option<i32>,
    ) -> Option<String> {
        let mut before = self.by_uri.remove(&uri).unwrap_or_default().into_iter();
        let mut sent = Vec::with_capacity(diagnostics.len());
        for diagnostic in diagnostics {
            let json = match before.next() {
                Some(old) if old.diagnostic == diagnostic => old.json,
                _ => serde_json::to_string(&diagnostic).ok()?,
            };
            sent.push(Sent { diagnostic, json });
        }
        let uri_json = serde_json::to_string(&uri).ok()?;
        let size: usize = sent.iter().map(|one| one.json.len() + 1).sum();
        let mut out = String::with_capacity(size + uri_json.len() + 128);
        out.push_str("{\"jsonrpc\":\"2.0\",\"method\":\"");
        out.push_str(PublishDiagnostics::METHOD);
        out.push_str("\",\"params\":{\"uri\":");
        out.push_str(&uri_json);
        out.push_str(",\"diagnostics\":[");
        for (n, one) in sent.iter().enumerate() {
            if n > 0 {
                out.push(',');
            }
            out.push_str(&one.json);
        }
        out.push(']');
        if let Some(version) = version {
            let _ = write!(out, ",\"version\":{version}");
        }
        out.push_str("}}");
        if !sent.is_empty() {
            self.by_uri.insert(uri, sent);
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lsp_types::{
        DiagnosticRelatedInformation, DiagnosticSeverity, Location, NumberOrString,
        PublishDiagnosticsParams, Range,
    };

    fn diagnostic(line: u32, message: &str) -> Diagnostic {
        let range = Range::new(
            lsp_types::Position::new(line, 2),
            lsp_types::Position::new(line, 9),
        );
        let uri: Uri = "file:///srv/tools.json".parse().expect("a URI");
        Diagnostic {
            range,
            severity: Some(DiagnosticSeverity::WARNING),
            code: Some(NumberOrString::String("missing-annotation".to_owned())),
            source: Some("hintlint".to_owned()),
            message: message.to_owned(),
            related_information: Some(vec![DiagnosticRelatedInformation {
                location: Location::new(uri, range),
                message: "bound to \"PUT\" here…".to_owned(),
            }]),
            ..Diagnostic::default()
        }
    }

    /// What `serde_json` writes for the notification.
    fn serialized(uri: &Uri, diagnostics: &[Diagnostic], version: Option<i32>) -> String {
        let params = PublishDiagnosticsParams {
            uri: uri.clone(),
            diagnostics: diagnostics.to_vec(),
            version,
        };
        serde_json::to_string(&serde_json::json!({
            "jsonrpc": "2.0",
            "method": PublishDiagnostics::METHOD,
            "params": params,
        }))
        .expect("serializes")
    }

    /// Parsed, so that the comparison does not rest on key order.
    fn parsed(text: &str) -> serde_json::Value {
        serde_json::from_str(text).expect("the message is JSON")
    }

    #[test]
    fn a_publish_is_the_notification_serde_writes_whatever_was_kept() {
        let uri: Uri = "file:///srv/tools.json".parse().expect("a URI");
        let first = diagnostic(3, "`a` omits \"openWorldHint\"\nhelp: write it");
        let third = diagnostic(14, "`c` omits readOnlyHint");
        let steps = [
            (
                vec![first.clone(), diagnostic(9, "`b` omits destructiveHint")],
                Some(1),
            ),
            // The first kept, the second moved, a third added.
            (
                vec![
                    first,
                    diagnostic(10, "`b` omits destructiveHint"),
                    third.clone(),
                ],
                Some(2),
            ),
            // One left, then none (a closed document: no version).
            (vec![third], Some(3)),
            (Vec::new(), None),
        ];
        let mut published = Published::default();
        for (diagnostics, version) in steps {
            let sent = published
                .message(uri.clone(), diagnostics.clone(), version)
                .expect("sent");
            assert_eq!(
                parsed(&sent),
                parsed(&serialized(&uri, &diagnostics, version))
            );
        }
        assert!(
            published.by_uri.is_empty(),
            "nothing kept for no diagnostics"
        );
    }

    #[test]
    fn a_kept_diagnostic_is_reused_only_where_it_is_unchanged() {
        let uri: Uri = "file:///srv/tools.json".parse().expect("a URI");
        let mut published = Published::default();
        let _ = published.message(uri.clone(), vec![diagnostic(3, "old")], Some(1));
        let sent = published
            .message(uri.clone(), vec![diagnostic(3, "new")], Some(2))
            .expect("sent");
        assert!(sent.contains("\"message\":\"new\"") && !sent.contains("old"));
    }
}
