//! `--format concise`: `path:line:col: level[rule] message`, one a line.

use std::io::Write;

use crate::report::Report;
use crate::wording::visible;

/// One line per finding not accepted by an exception, in file and source
/// order, then one per problem with the inputs (`path: error: message`).
pub fn render(report: &Report) -> String {
    let mut out = Vec::new();
    // Writing to memory cannot fail, and every piece written is UTF-8.
    let _ = write(report, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// [`render`], written to `out` line by line.
pub fn write(report: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    for file in &report.files {
        let name = visible(&file.source.name);
        for finding in file.findings.iter().filter(|finding| finding.is_active()) {
            let diagnostic = &finding.diagnostic;
            let start = file.source.position(diagnostic.primary.span.start);
            writeln!(
                out,
                "{name}:{}:{}: {}[{}] {}",
                start.line,
                start.column,
                finding.severity,
                diagnostic.rule,
                visible(&diagnostic.message)
            )?;
        }
    }
    for problem in report.all_problems() {
        writeln!(
            out,
            "{}: {}: {}",
            visible(&problem.path),
            problem.severity(),
            visible(&problem.message)
        )?;
    }
    Ok(())
}
