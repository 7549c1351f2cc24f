//! `--format human`: rustc's look. Our own `error[rule]: message` header and
//! `--> path:line:col` line (columns in code points), then miette's labelled
//! snippet and help, then a one-line summary.

use std::fmt::{self, Write};

use anstyle::{AnsiColor, Style};
use miette::{
    Diagnostic as MietteDiagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan,
    MietteError, MietteSpanContents, NarratableReportHandler, SourceCode, SourceSpan, SpanContents,
};

use super::snippet::{CONTEXT_LINES, SnippetLabel};
use crate::base::level::Severity;
use crate::base::wording::visible;
use crate::document::source::SourceFile;
use crate::findings::config::ConfigError;
use crate::findings::diagnostic::Label;
use crate::findings::report::{FileReport, Finding, Report};
use crate::fix::Applicability;
use std::borrow::Cow;

/// Excerpts longer than this (minified files) are not drawn; the labels are
/// listed as text instead.
const MAX_EXCERPT_BYTES: usize = 16 * 1024;

/// How human output looks (plain data the run's options carry).
pub use crate::lint::options::HumanStyle;

/// Renders every finding (those accepted by exceptions only when
/// `show_exceptions`), every problem and the summary line.
pub fn render(report: &Report, style: HumanStyle, show_exceptions: bool) -> String {
    render_chunks(report, style, show_exceptions).concat()
}

/// [`render`] in pieces, one per finding and one for the problems and the
/// summary, so that a large report is written without being copied into
/// one string first.
pub fn render_chunks(
    report: &Report,
    style: HumanStyle,
    show_exceptions: bool,
) -> Vec<Cow<'_, str>> {
    let renderer = Renderer::new(style);
    // Files drawn while they were linted keep their drawing; the findings
    // of the others are drawn now, on every core, and fill the gaps.
    let pending: Vec<(&FileReport, &Finding)> = report
        .files
        .iter()
        .filter(|file| file.drawn.is_none())
        .flat_map(|file| shown(file, show_exceptions).map(move |finding| (file, finding)))
        .collect();
    let mut drawn_now = crate::base::parallel::map(&pending, |(file, finding)| {
        let mut text = String::new();
        renderer.finding_into(&mut text, file, finding);
        text.push('\n');
        Cow::Owned(text)
    })
    .into_iter();
    let mut rendered = Vec::with_capacity(report.files.len() + pending.len() + 1);
    for file in &report.files {
        match &file.drawn {
            Some(pieces) => {
                rendered.extend(pieces.iter().map(|piece| Cow::Borrowed(piece.as_str())))
            }
            None => rendered.extend(
                drawn_now
                    .by_ref()
                    .take(shown(file, show_exceptions).count()),
            ),
        }
    }
    let mut out = String::new();
    for problem in report.all_problems() {
        let severity = problem.severity();
        let _ = writeln!(
            out,
            "{}: {}: {}",
            paint(style, severity_style(severity), severity.as_str()),
            visible(&problem.path),
            visible(&problem.message)
        );
    }
    let _ = writeln!(
        out,
        "{}",
        paint(style, Style::new().bold(), &visible(&report.summary_line()))
    );
    rendered.push(Cow::Owned(out));
    rendered
}

/// The findings of `file` the human report shows.
fn shown(file: &FileReport, show_exceptions: bool) -> impl Iterator<Item = &Finding> {
    file.findings
        .iter()
        .filter(move |finding| show_exceptions || finding.is_active())
}

/// The human report of one file's findings, as [`render_chunks`] would
/// draw them, in pieces; a file with many findings is drawn on every core.
pub fn draw_file(file: &FileReport, style: HumanStyle, show_exceptions: bool) -> Vec<String> {
    let mut pieces = Vec::new();
    draw_file_with(file, style, show_exceptions, |piece| {
        pieces.push(piece);
        true
    });
    pieces
}

/// [`draw_file`], handing each piece to `take` in order as soon as it and
/// those before it are drawn, so that a large file's drawing is never held
/// whole; once `take` answers `false`, no more are handed over.
pub fn draw_file_with(
    file: &FileReport,
    style: HumanStyle,
    show_exceptions: bool,
    mut take: impl FnMut(String) -> bool + Send,
) {
    let renderer = Renderer::new(style);
    let findings: Vec<&Finding> = shown(file, show_exceptions).collect();
    let draw = |findings: &[&Finding]| {
        // About a kilobyte a finding: rarely copied to grow.
        let mut out = String::with_capacity(1024 * findings.len());
        for finding in findings {
            renderer.finding_into(&mut out, file, finding);
            out.push('\n');
        }
        out
    };
    if findings.len() <= FINDINGS_PER_PIECE {
        take(draw(&findings));
        return;
    }
    let pieces: Vec<&[&Finding]> = findings.chunks(FINDINGS_PER_PIECE).collect();
    crate::base::parallel::map_flushing_in_order(
        &pieces,
        |piece| draw(piece),
        |drawn: &mut String| take(std::mem::take(drawn)),
    );
}

/// Hands `file`'s drawing to `write`, piece by piece, when its turn comes
/// in a report drawn as files are linted: the drawing made then, or for a
/// file of many findings ([`drawn_when_written`]) one made now; its text
/// and drawing are then let go. `false`, with nothing handed over, for a
/// file drawn with the report (source code that registers tools: findings
/// about its server may still come); `false` too once `write` fails.
pub fn write_when_due(
    file: &mut FileReport,
    drawing: crate::lint::options::HumanDrawing,
    mut write: impl FnMut(&str) -> bool + Send,
) -> bool {
    let written = match &file.drawn {
        Some(pieces) => pieces.iter().all(|piece| write(piece)),
        None if drawn_when_written(file, drawing.show_exceptions) && !file.registers_tools() => {
            let mut written = true;
            draw_file_with(file, drawing.style, drawing.show_exceptions, |piece| {
                written = write(&piece);
                written
            });
            file.source.drop_text();
            written
        }
        None => return false,
    };
    file.drawn = Some(Vec::new());
    written
}

/// Whether `file` is drawn in pieces when its turn to be written comes,
/// rather than as soon as it is linted: a drawing of many findings is
/// written piece by piece instead of being held whole.
pub fn drawn_when_written(file: &FileReport, show_exceptions: bool) -> bool {
    shown(file, show_exceptions)
        .nth(FINDINGS_PER_PIECE)
        .is_some()
}

/// The offsets whose line and column drawing `file`'s findings asks for:
/// located beforehand in one pass, no line index is built.
pub fn offsets_drawn(file: &FileReport, show_exceptions: bool) -> Vec<usize> {
    let mut offsets = Vec::new();
    for finding in shown(file, show_exceptions) {
        let diagnostic = &finding.diagnostic;
        offsets.push(diagnostic.primary.span.start);
        let labels = std::iter::once(&diagnostic.primary).chain(&diagnostic.secondary);
        offsets.extend(labels.filter_map(|label| {
            file.source
                .display_span(label.span.clone())
                .map(|span| span.start)
        }));
    }
    offsets
}

/// Findings drawn together when a file's findings are spread over cores.
const FINDINGS_PER_PIECE: usize = 256;

/// Renders findings in one style; built once per report.
pub struct Renderer {
    style: HumanStyle,
    graphical: GraphicalReportHandler,
    /// Searchers for the profile's terms, which the rule pages explain.
    profile_terms: [memchr::memmem::Finder<'static>; 4],
    /// Whether the plain snippets are drawn directly ([`super::snippet`])
    /// rather than by miette, which draws them the same, slowly.
    direct: bool,
    /// The colours of miette's theme, when the style has colours.
    colours: Option<miette::ThemeStyles>,
}

impl Renderer {
    /// A renderer for `style`.
    pub fn new(style: HumanStyle) -> Renderer {
        let theme = if style.color {
            GraphicalTheme::unicode()
        } else {
            GraphicalTheme::unicode_nocolor()
        };
        // The direct drawing colours what miette colours, as miette does.
        let colours = style.color.then(|| theme.styles.clone());
        let graphical = GraphicalReportHandler::new_themed(theme)
            .with_width(style.width)
            .with_links(false)
            .without_primary_span_start()
            .with_wrap_lines(false)
            .without_syntax_highlighting();
        let profile_terms = [
            "READ_ONLY",
            "ADDITIVE_ONLY",
            "IDEMPOTENT",
            "profile-maximal",
        ]
        .map(memchr::memmem::Finder::new);
        Renderer {
            style,
            graphical,
            profile_terms,
            direct: true,
            colours,
        }
    }

    /// Renders one finding: header, location, snippet, help, then the notes,
    /// the fix on offer and, for an accepted finding, its reason.
    pub fn finding(&self, file: &FileReport, finding: &Finding) -> String {
        let mut out = String::new();
        self.finding_into(&mut out, file, finding);
        out
    }

    /// [`Renderer::finding`], appended to `out`: every piece is written in
    /// place, none drawn on its own first.
    pub fn finding_into(&self, out: &mut String, file: &FileReport, finding: &Finding) {
        let diagnostic = &finding.diagnostic;
        self.draw(
            out,
            &Drawing {
                source: &file.source,
                severity: finding.severity,
                code: [finding.severity.as_str(), "[", diagnostic.rule.name(), "]"],
                message: &diagnostic.message,
                primary: &diagnostic.primary,
                secondary: &diagnostic.secondary,
                help: diagnostic.help.as_deref(),
            },
        );
        for note in &diagnostic.notes {
            push_extra(out, &["note: ", note]);
        }
        for related in &diagnostic.related {
            let line = related.start.line.to_string();
            let column = related.start.column.to_string();
            push_extra(
                out,
                &[
                    "note: ",
                    &related.text,
                    ", at ",
                    &related.path,
                    ":",
                    &line,
                    ":",
                    &column,
                ],
            );
        }
        for fix in diagnostic.safe_fix.iter().chain(&diagnostic.fix) {
            let how = match fix.applicability {
                Applicability::Safe => "safe fix available: --fix",
                Applicability::Unsafe => "unsafe fix available: --unsafe-fixes",
            };
            push_extra(out, &[how, " (", &fix.message, ")"]);
        }
        if let Some(suppression) = &finding.suppressed {
            let owner = suppression
                .owner
                .as_ref()
                .map(|owner| format!(" (owner: {owner})"))
                .unwrap_or_default();
            push_extra(
                out,
                &[
                    "accepted by the exception at ",
                    &suppression.source,
                    &owner,
                    ": ",
                    &suppression.reason,
                ],
            );
        }
        // The profile's terms are explained on the rule's page.
        let words = [
            diagnostic.message.as_str(),
            diagnostic.help.as_deref().unwrap_or(""),
        ];
        if words.iter().any(|text| {
            self.profile_terms
                .iter()
                .any(|term| term.find(text.as_bytes()).is_some())
        }) {
            push_extra(out, &["see: hintlint explain ", diagnostic.rule.name()]);
        }
    }

    /// Renders a mistake in the configuration file.
    pub fn config_error(&self, error: &ConfigError) -> String {
        let source = SourceFile::new(error.path.clone(), error.text.clone());
        let Some(span) = error.span.clone() else {
            let code = paint(self.style, severity_style(Severity::Error), "error");
            return format!(
                "{code}: {}: {}\n",
                visible(&error.path),
                visible(&error.message)
            );
        };
        let mut out = String::new();
        self.draw(
            &mut out,
            &Drawing {
                source: &source,
                severity: Severity::Error,
                code: ["error", "", "", ""],
                message: &error.message,
                primary: &Label {
                    span,
                    text: "here".to_owned(),
                },
                secondary: &[],
                help: error.help.as_deref(),
            },
        );
        out
    }

    /// Appends the snippet and help drawn directly for `labels` (span in
    /// the excerpt, text) over `excerpt`, when it is a plain one
    /// ([`super::snippet`]); otherwise `false`, with `out` as it was.
    fn direct_body(
        &self,
        out: &mut String,
        excerpt: Option<&Excerpt<'_>>,
        labels: &[(SourceSpan, Cow<'_, str>)],
        help: Option<&str>,
    ) -> bool {
        if !self.direct {
            return false;
        }
        let Some(excerpt) = excerpt else {
            return super::snippet::without_snippet(out, help, self.colours.as_ref());
        };
        let labels: Vec<SnippetLabel<'_>> = labels
            .iter()
            .map(|(span, text)| SnippetLabel {
                span: span.offset()..span.offset() + span.len(),
                text,
            })
            .collect();
        super::snippet::draw(
            out,
            &excerpt.text,
            excerpt.first_line,
            &labels,
            help,
            self.colours.as_ref(),
        )
    }

    /// Appends the header, the location and the snippet of `drawing`.
    fn draw(&self, out: &mut String, drawing: &Drawing<'_>) {
        let style = self.style;
        let source = drawing.source;
        let start = source.position(drawing.primary.span.start);
        let mut excerpt =
            Excerpt::around(source, drawing.secondary.iter().chain([drawing.primary]));
        if let Some(excerpt) = &mut excerpt {
            excerpt.narrated = !style.graphics;
        }
        let drawn = excerpt.as_ref();
        // The labels in the excerpt, the primary first: drawn directly, or
        // handed to miette when the drawing is not a plain one.
        let labels: Vec<(SourceSpan, Cow<'_, str>)> = match drawn {
            Some(excerpt) => std::iter::once(drawing.primary)
                .chain(drawing.secondary)
                .map(|label| (excerpt.local(source, label), visible(&label.text)))
                .collect(),
            None => Vec::new(),
        };
        let help = drawing.help.map(visible);
        let snippet = |title: String| Snippet {
            title,
            severity: drawing.severity,
            excerpt: drawn,
            labels: labels
                .iter()
                .enumerate()
                .map(|(index, (span, text))| {
                    let text = Some(text.clone().into_owned());
                    match index {
                        0 => LabeledSpan::new_primary_with_span(text, *span),
                        _ => LabeledSpan::new_with_span(text, *span),
                    }
                })
                .collect(),
            help: help.as_deref().map(str::to_owned),
        };
        let message = visible(drawing.message);
        let name = visible(&source.name);
        let mut line = itoa::Buffer::new();
        let mut column = itoa::Buffer::new();
        let location = [
            name.as_ref(),
            ":",
            line.format(start.line),
            ":",
            column.format(start.column),
        ];
        if !style.graphics {
            let code = drawing.code.concat();
            let title = format!("{code}: {message} at {}", location.concat());
            let _ = NarratableReportHandler::new().render_report(out, &snippet(title));
            return;
        }
        paint_into(out, style, severity_style(drawing.severity), &drawing.code);
        paint_into(out, style, Style::new().bold(), &[": ", &message]);
        out.push_str("\n  ");
        paint_into(out, style, bold(AnsiColor::Blue), &["-->"]);
        out.push(' ');
        for piece in location {
            out.push_str(piece);
        }
        out.push('\n');
        if drawn.is_none() {
            for label in drawing.secondary.iter().chain([drawing.primary]) {
                push_extra(out, &[&label.text]);
            }
        }
        if !self.direct_body(out, drawn, &labels, help.as_deref()) {
            // miette prints the title on a line of its own before the
            // snippet; ours is the header above, so the title is one word
            // whose line is dropped.
            let mut rendered = String::new();
            let _ = self
                .graphical
                .render_report(&mut rendered, &snippet("hintlint".to_owned()));
            out.push_str(rendered.split_once('\n').map_or("", |(_, rest)| rest));
        }
    }
}

/// Everything one drawn report shows.
struct Drawing<'d> {
    source: &'d SourceFile,
    severity: Severity,
    /// `error[rule]` in pieces, or `error` for a configuration mistake.
    code: [&'d str; 4],
    message: &'d str,
    primary: &'d Label,
    secondary: &'d [Label],
    help: Option<&'d str>,
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
    let mut out = String::new();
    paint_into(&mut out, style, paint, &[text]);
    out
}

/// Appends `pieces`, in `paint` when the style has colours.
fn paint_into(out: &mut String, style: HumanStyle, paint: Style, pieces: &[&str]) {
    if style.color {
        let _ = write!(out, "{paint}");
    }
    for piece in pieces {
        out.push_str(piece);
    }
    if style.color {
        let _ = write!(out, "{paint:#}");
    }
}

/// Appends a `  = …` line under a snippet: `pieces`, made visible.
fn push_extra(out: &mut String, pieces: &[&str]) {
    out.push_str("  = ");
    for piece in pieces {
        out.push_str(&visible(piece));
    }
    out.push('\n');
}

/// The lines of a file around a finding's labels, numbered as in the file,
/// so that miette never scans more of a large file than it shows.
struct Excerpt<'s> {
    /// The lines as shown: hostile characters replaced, same byte length.
    text: Cow<'s, str>,
    /// Byte offset of `text` in the file's text.
    offset: usize,
    /// 0-based number of the file line `text` starts with.
    first_line: usize,
    /// Whether a context handed to miette ends before its last line break
    /// (but the excerpt's last), for the narrated drawing: miette's
    /// narrating handler reads a context that ends with one as the end of
    /// the file, and would attach every later label to its last line.
    narrated: bool,
}

impl<'s> Excerpt<'s> {
    /// The excerpt covering `labels` and their context, if the file has text
    /// and the excerpt is short enough to draw.
    fn around<'l>(
        source: &'s SourceFile,
        labels: impl Iterator<Item = &'l Label>,
    ) -> Option<Excerpt<'s>> {
        // From the first label's start to the last one's end (a label of
        // one byte or none ends on its first line).
        let (mut from, mut to) = (usize::MAX, 0);
        for label in labels {
            let span = source.display_span(label.span.clone())?;
            from = from.min(span.start);
            to = to.max(if span.len() <= 1 {
                span.start
            } else {
                span.end
            });
        }
        if from == usize::MAX {
            return None;
        }
        let (range, before) = source.lines_around(from, to, CONTEXT_LINES);
        if range.len() > MAX_EXCERPT_BYTES {
            return None;
        }
        Some(Excerpt {
            // Only the lines shown are made displayable: a report's cost
            // follows what it draws, not the size of the file.
            text: crate::base::wording::displayable_source(&source.text[range.clone()]),
            offset: range.start,
            first_line: source.position(from).line - 1 - before,
            narrated: false,
        })
    }

    /// A label's span, made safe for display, relative to the excerpt.
    fn local(&self, source: &SourceFile, label: &Label) -> SourceSpan {
        let span = source
            .display_span(label.span.clone())
            .unwrap_or(self.offset..self.offset);
        let start = span.start.saturating_sub(self.offset).min(self.text.len());
        let end = span
            .end
            .saturating_sub(self.offset)
            .clamp(start, self.text.len());
        (start..end).into()
    }
}

impl SourceCode for Excerpt<'_> {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let wanted = span.offset()..span.offset() + span.len();
        let found = super::span_context::context(
            self.text.as_bytes(),
            wanted,
            context_lines_before,
            context_lines_after,
        )
        .ok_or(MietteError::OutOfBounds)?;
        let mut data = self
            .text
            .as_bytes()
            .get(found.data.clone())
            .ok_or(MietteError::OutOfBounds)?;
        // The excerpt's last context keeps its break: no label lies past
        // it, and one at the very end of the file attaches to its last line.
        if self.narrated && found.data.end < self.text.len() {
            data = data.strip_suffix(b"\n").unwrap_or(data);
            data = data.strip_suffix(b"\r").unwrap_or(data);
        }
        Ok(Box::new(MietteSpanContents::new(
            data,
            (found.data.start, data.len()).into(),
            found.line + self.first_line,
            found.column,
            found.line_count,
        )))
    }
}

/// The view of a finding that miette renders.
struct Snippet<'s> {
    title: String,
    severity: Severity,
    excerpt: Option<&'s Excerpt<'s>>,
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
        self.excerpt.map(|excerpt| excerpt as &dyn SourceCode)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        if self.labels.is_empty() {
            return None;
        }
        Some(Box::new(self.labels.iter().cloned()))
    }
}

#[cfg(test)]
mod snippet_tests;
