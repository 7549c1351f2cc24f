//! `--format human`: rustc's look. Our own `error[rule]: message` header and
//! `--> path:line:col` line (columns in code points), then miette's labelled
//! snippet and help, then a one-line summary.

use std::fmt::{self, Write};

use anstyle::{AnsiColor, Style};
use miette::{
    Diagnostic as MietteDiagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan,
    NarratableReportHandler, SourceCode,
};

use crate::level::Severity;
use crate::report::{FileReport, Finding, Report};

/// How human output looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HumanStyle {
    /// ANSI colours on.
    pub color: bool,
    /// Box-drawing snippets (`true`) or miette's narrated text for screen
    /// readers (`false`, from `NO_GRAPHICS`).
    pub graphics: bool,
    /// Width to wrap at.
    pub width: usize,
}

impl HumanStyle {
    /// The style tests pin: no colour, graphics, width 80.
    pub const PLAIN: HumanStyle = HumanStyle {
        color: false,
        graphics: true,
        width: 80,
    };
}

/// Renders every finding, every problem and the summary line.
pub fn render(report: &Report, style: HumanStyle) -> String {
    let mut out = String::new();
    for file in &report.files {
        for finding in &file.findings {
            out.push_str(&render_finding(file, finding, style));
            out.push('\n');
        }
    }
    for problem in report.all_problems() {
        let (severity, colour) = if problem.is_warning {
            ("warning", AnsiColor::Yellow)
        } else {
            ("error", AnsiColor::Red)
        };
        let _ = writeln!(
            out,
            "{}: {}: {}",
            paint(style, bold(colour), severity),
            problem.path,
            problem.message
        );
    }
    let _ = writeln!(
        out,
        "{}",
        paint(style, Style::new().bold(), &report.summary().line())
    );
    out
}

/// Renders one finding: header, location, snippet, help.
pub fn render_finding(file: &FileReport, finding: &Finding, style: HumanStyle) -> String {
    let diagnostic = &finding.diagnostic;
    let source = &file.source;
    let start = source.position(diagnostic.primary.span.start);
    let mut labels = Vec::with_capacity(1 + diagnostic.secondary.len());
    if let Some(span) = source.display_span(diagnostic.primary.span.clone()) {
        labels.push(LabeledSpan::new_primary_with_span(
            Some(diagnostic.primary.text.clone()),
            span,
        ));
    }
    for label in &diagnostic.secondary {
        if let Some(span) = source.display_span(label.span.clone()) {
            labels.push(LabeledSpan::new_with_span(Some(label.text.clone()), span));
        }
    }
    let header = format!(
        "{}{}",
        paint(
            style,
            severity_style(finding.severity),
            &format!("{}[{}]", finding.severity, diagnostic.rule)
        ),
        paint(
            style,
            Style::new().bold(),
            &format!(": {}", diagnostic.message)
        ),
    );
    let location = format!("{}:{}:{}", source.name, start.line, start.column);
    let mut snippet = Snippet {
        title: String::new(),
        severity: finding.severity,
        source: &source.text,
        labels,
        help: diagnostic.help.clone(),
    };
    let mut out = String::new();
    if style.graphics {
        // miette prints the title on a line of its own before the snippet;
        // ours is the header above, so the title is one word whose line is
        // dropped.
        snippet.title = diagnostic.rule.name().to_owned();
        let theme = if style.color {
            GraphicalTheme::unicode()
        } else {
            GraphicalTheme::unicode_nocolor()
        };
        let handler = GraphicalReportHandler::new_themed(theme)
            .with_width(style.width)
            .with_links(false)
            .without_primary_span_start()
            .without_syntax_highlighting();
        let mut rendered = String::new();
        let _ = handler.render_report(&mut rendered, &snippet);
        let body = rendered.split_once('\n').map_or("", |(_, rest)| rest);
        let arrow = paint(style, bold(AnsiColor::Blue), "-->");
        let _ = write!(out, "{header}\n  {arrow} {location}\n{body}");
    } else {
        snippet.title = format!(
            "{}[{}]: {} at {location}",
            finding.severity, diagnostic.rule, diagnostic.message
        );
        let _ = NarratableReportHandler::new().render_report(&mut out, &snippet);
    }
    out
}

fn severity_style(severity: Severity) -> Style {
    match severity {
        Severity::Error => bold(AnsiColor::Red),
        Severity::Warning => bold(AnsiColor::Yellow),
        Severity::Note => bold(AnsiColor::Green),
    }
}

fn bold(colour: AnsiColor) -> Style {
    Style::new().bold().fg_color(Some(colour.into()))
}

fn paint(style: HumanStyle, paint: Style, text: &str) -> String {
    if style.color {
        format!("{paint}{text}{paint:#}")
    } else {
        text.to_owned()
    }
}

/// The view of a finding that miette renders.
struct Snippet<'s> {
    title: String,
    severity: Severity,
    source: &'s str,
    labels: Vec<LabeledSpan>,
    help: Option<String>,
}

impl fmt::Debug for Snippet<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.title)
    }
}

impl fmt::Display for Snippet<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.title)
    }
}

impl std::error::Error for Snippet<'_> {}

impl MietteDiagnostic for Snippet<'_> {
    fn severity(&self) -> Option<miette::Severity> {
        Some(match self.severity {
            Severity::Error => miette::Severity::Error,
            Severity::Warning => miette::Severity::Warning,
            Severity::Note => miette::Severity::Advice,
        })
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|help| Box::new(help) as Box<dyn fmt::Display + 'a>)
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        Some(&self.source as &dyn SourceCode)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        if self.labels.is_empty() {
            return None;
        }
        Some(Box::new(self.labels.iter().cloned()))
    }
}
