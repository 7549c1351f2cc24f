//! `--format concise`: `path:line:col: level[rule] message`, one a line.

use std::fmt::Write;

use crate::report::Report;
use crate::wording::visible;

/// One line per finding not accepted by an exception, in file and source
/// order, then one per problem with the inputs (`path: error: message`).
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    for file in &report.files {
        for finding in file.findings.iter().filter(|finding| finding.is_active()) {
            let diagnostic = &finding.diagnostic;
            let start = file.source.position(diagnostic.primary.span.start);
            // Writing to a String cannot fail.
            let _ = writeln!(
                out,
                "{}:{}:{}: {}[{}] {}",
                visible(&file.source.name),
                start.line,
                start.column,
                finding.severity,
                diagnostic.rule,
                visible(&diagnostic.message)
            );
        }
    }
    for problem in report.all_problems() {
        let _ = writeln!(
            out,
            "{}: {}: {}",
            visible(&problem.path),
            problem.severity(),
            visible(&problem.message)
        );
    }
    out
}
