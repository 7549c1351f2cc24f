//! `--format github`: GitHub Actions workflow commands, one annotation per
//! finding (`::error file=…,line=…::message`).

use std::fmt::Write;
use std::path::Path;

use crate::base::level::Severity;
use crate::base::paths::relative_to_root;
use crate::base::wording::visible;
use crate::findings::report::Report;

/// One workflow command per finding not accepted by an exception; paths
/// relative to `root` (the workspace GitHub checks out).
pub fn render(report: &Report, root: &Path) -> String {
    let mut out = String::new();
    for file in &report.files {
        let path = file
            .source
            .uri
            .clone()
            .unwrap_or_else(|| relative_to_root(&file.source.name, root));
        for finding in file.findings.iter().filter(|finding| finding.is_active()) {
            let diagnostic = &finding.diagnostic;
            let start = file.source.position(diagnostic.primary.span.start);
            let end = file.source.position(diagnostic.primary.span.end);
            let command = match finding.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
                Severity::Note => "notice",
            };
            let mut properties = format!("file={},line={}", property(&path), start.line);
            // GitHub drops an annotation whose columns span several lines.
            if start.line == end.line {
                let _ = write!(properties, ",col={}", start.column);
            }
            let _ = write!(properties, ",endLine={}", end.line);
            if start.line == end.line {
                let _ = write!(properties, ",endColumn={}", end.column);
            }
            let title = property(&format!("hintlint({})", diagnostic.rule));
            let _ = writeln!(
                out,
                "::{command} {properties},title={title}::{}",
                data(&diagnostic.message)
            );
        }
    }
    // Every problem that sets the exit code is an annotation too.
    for problem in report.all_problems() {
        let command = match problem.severity() {
            Severity::Error => "error",
            _ => "warning",
        };
        let path = relative_to_root(&problem.path, root);
        let _ = writeln!(
            out,
            "::{command} file={},title={}::{}",
            property(&path),
            property("hintlint"),
            data(&problem.message)
        );
    }
    out
}

/// Escapes a command's message: hostile characters visibly first (a
/// newline in a tool name must not start a line of its own, which the
/// runner would read as a workflow command), then what the command syntax
/// reserves.
fn data(text: &str) -> String {
    visible(text)
        .replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escapes a command property, which also may not hold `:` or `,`.
fn property(text: &str) -> String {
    data(text).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::{data, property};

    #[test]
    fn escapes_what_workflow_commands_reserve() {
        assert_eq!(data("100% done\r\nnext: a,b"), "100%25 done\\r\\nnext: a,b");
        assert_eq!(property("a:b,c%"), "a%3Ab%2Cc%25");
    }
}
