//! `--format concise`: `path:line:col: level[rule] message`, one a line.

use std::io::Write;

use crate::base::wording::visible;
use crate::findings::report::Report;

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
    // Each line is put together in one buffer, without the formatting
    // machinery: a report may have hundreds of thousands.
    let mut line = Vec::with_capacity(256);
    for file in &report.files {
        let name = visible(&file.source.name);
        for finding in file.findings.iter().filter(|finding| finding.is_active()) {
            let diagnostic = &finding.diagnostic;
            let start = file.source.position(diagnostic.primary.span.start);
            line.clear();
            line.extend_from_slice(name.as_bytes());
            line.push(b':');
            push_number(&mut line, start.line);
            line.push(b':');
            push_number(&mut line, start.column);
            line.extend_from_slice(b": ");
            line.extend_from_slice(finding.severity.as_str().as_bytes());
            line.push(b'[');
            line.extend_from_slice(diagnostic.rule.name().as_bytes());
            line.extend_from_slice(b"] ");
            line.extend_from_slice(visible(&diagnostic.message).as_bytes());
            line.push(b'\n');
            out.write_all(&line)?;
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

/// Appends the decimal digits of `number`.
pub(crate) fn push_number(line: &mut Vec<u8>, number: usize) {
    line.extend_from_slice(itoa::Buffer::new().format(number).as_bytes());
}

#[cfg(test)]
mod tests {
    #[test]
    fn numbers_are_written_in_decimal() {
        for number in [0, 7, 10, 99, 12_345, usize::MAX] {
            let mut line = Vec::new();
            super::push_number(&mut line, number);
            assert_eq!(line, number.to_string().into_bytes());
        }
    }
}
