//! The directly drawn snippets ([`crate::render::snippet`]) are miette's
//! drawings, with colours and without: on generated excerpts and labels, on
//! chosen cases, and on every finding of the examples and the fixtures.

use std::borrow::Cow;

use miette::LabeledSpan;
use proptest::prelude::*;

use super::{Excerpt, HumanStyle, Renderer, Snippet};
use crate::base::level::Severity;
use crate::render::snippet::{self, SnippetLabel};

/// A label as the tests write it: its span in the excerpt and its text.
type TestLabel<'t> = (std::ops::Range<usize>, &'t str);

/// What miette draws for `labels` (span, text; the first is primary) over
/// `text`, whose first line is `first_line` (0-based), title line dropped.
fn miette_drawing(
    text: &str,
    first_line: usize,
    labels: &[TestLabel<'_>],
    help: Option<&str>,
    color: bool,
) -> String {
    let excerpt = Excerpt {
        text: Cow::Borrowed(text),
        offset: 0,
        first_line,
        narrated: false,
    };
    let labels = labels
        .iter()
        .enumerate()
        .map(|(index, (span, label))| {
            let span: miette::SourceSpan = (span.start..span.end).into();
            if index == 0 {
                LabeledSpan::new_primary_with_span(Some((*label).to_owned()), span)
            } else {
                LabeledSpan::new_with_span(Some((*label).to_owned()), span)
            }
        })
        .collect();
    let snippet = Snippet {
        title: "hintlint".to_owned(),
        severity: Severity::Warning,
        excerpt: Some(&excerpt),
        labels,
        help: help.map(str::to_owned),
    };
    let mut rendered = String::new();
    let renderer = Renderer::new(HumanStyle {
        color,
        ..HumanStyle::PLAIN
    });
    let _ = renderer.graphical.render_report(&mut rendered, &snippet);
    rendered
        .split_once('\n')
        .map_or("", |(_, rest)| rest)
        .to_owned()
}

fn direct_drawing(
    text: &str,
    first_line: usize,
    labels: &[TestLabel<'_>],
    help: Option<&str>,
    color: bool,
) -> Option<String> {
    let labels: Vec<SnippetLabel<'_>> = labels
        .iter()
        .map(|(span, text)| SnippetLabel {
            span: span.clone(),
            text,
        })
        .collect();
    let colours = color.then(miette::ThemeStyles::ansi);
    let mut out = String::new();
    snippet::draw(&mut out, text, first_line, &labels, help, colours.as_ref()).then_some(out)
}

/// [`snippet::without_snippet`]'s drawing, when it draws one.
fn without_snippet(help: Option<&str>, colours: Option<&miette::ThemeStyles>) -> Option<String> {
    let mut out = String::new();
    snippet::without_snippet(&mut out, help, colours).then_some(out)
}

/// Chosen cases, each drawn directly and equal to miette's drawing.
#[test]
fn plain_cases_are_drawn_as_miette_draws_them() {
    let text = "{\n  \"name\": \"a\",\n  \"annotations\": {\"readOnlyHint\": true, \"destructiveHint\": true},\n  \"x\": 1\n}\n";
    let line = |number: usize| {
        let start: usize = text.split_inclusive('\n').take(number).map(str::len).sum();
        start
    };
    let cases: Vec<(usize, Vec<TestLabel<'_>>, Option<&str>)> = vec![
        // One label.
        (0, vec![(line(1) + 2..line(1) + 8, "here")], Some("do this")),
        // Two labels on one line, the primary right of the other.
        (
            7,
            vec![
                (line(2) + 40..line(2) + 57, "contradicts"),
                (line(2) + 20..line(2) + 34, "read-only here"),
            ],
            None,
        ),
        // Labels on neighbouring lines, line numbers crossing 9 to 10.
        (
            8,
            vec![
                (line(1) + 2..line(1) + 8, "one"),
                (line(3) + 2..line(3) + 5, "two"),
            ],
            Some("help"),
        ),
        // A label of no bytes, and one at the end of its line.
        (
            0,
            vec![
                (line(1) + 4..line(1) + 4, "empty"),
                (line(3) + 6..line(3) + 7, "end"),
            ],
            None,
        ),
        // A label over its line break.
        (0, vec![(line(3) + 2..line(3) + 9, "break")], None),
        // Labels far apart: two snippets.
        (
            98,
            vec![
                (line(0)..line(0) + 1, "open"),
                (line(4)..line(4) + 1, "close"),
            ],
            None,
        ),
    ];
    for (first_line, labels, help) in cases {
        for color in [false, true] {
            let direct = direct_drawing(text, first_line, &labels, help, color);
            assert_eq!(
                direct.as_deref(),
                Some(miette_drawing(text, first_line, &labels, help, color).as_str()),
                "{labels:?}"
            );
        }
    }
}

/// Cases miette draws in ways of its own are left to it.
#[test]
fn other_cases_are_left_to_miette() {
    let text = "a\tb\nline two\né\n";
    // A tab, a non-ASCII line, a label over two lines, two labels at one
    // offset.
    assert!(direct_drawing(text, 0, &[(0..1, "tab")], None, false).is_none());
    assert!(direct_drawing("ab\ncd\n", 0, &[(1..4, "two lines")], None, false).is_none());
    assert!(direct_drawing("ab\ncd\n", 0, &[(1..2, "x"), (1..2, "y")], None, false).is_none());
    assert!(direct_drawing("ab\n", 0, &[(1..2, "two\nlines")], None, false).is_none());
}

fn excerpts() -> impl Strategy<Value = String> {
    prop::collection::vec("[ a-z{}\":,0-9]{0,24}", 1..6).prop_map(|lines| {
        lines
            .iter()
            .map(|line| format!("{line}\n"))
            .collect::<String>()
    })
}

proptest! {
    /// Whatever the direct drawing draws, miette draws the same.
    #[test]
    fn direct_drawings_are_miettes(
        text in excerpts(),
        first_line in prop::sample::select(vec![0usize, 7, 8, 97, 98, 998]),
        spans in prop::collection::vec((any::<prop::sample::Index>(), 0..6usize), 1..4),
        help in prop::option::of("[a-z][a-z ]{0,20}"),
        color in any::<bool>(),
    ) {
        let labels: Vec<TestLabel<'_>> = spans
            .iter()
            .zip(["first", "second label", "third"])
            .map(|((at, length), label)| {
                let start = at.index(text.len());
                (start..(start + length).min(text.len()), label)
            })
            .collect();
        if let Some(direct) = direct_drawing(&text, first_line, &labels, help.as_deref(), color) {
            let miette = miette_drawing(&text, first_line, &labels, help.as_deref(), color);
            prop_assert_eq!(direct, miette);
        }
    }
}

/// Every finding of the examples and the fixtures is drawn the same
/// directly and by miette.
#[test]
fn reports_are_drawn_alike() {
    let options = crate::lint::options::Options::default();
    let report = crate::project::run::check(
        &["examples/".to_owned(), "tests/fixtures/".to_owned()],
        &options,
    );
    for color in [false, true] {
        let style = HumanStyle {
            color,
            ..HumanStyle::PLAIN
        };
        let direct = Renderer::new(style);
        let miette = Renderer {
            direct: false,
            ..Renderer::new(style)
        };
        let mut drawn = 0;
        for file in &report.files {
            for finding in &file.findings {
                assert_eq!(
                    direct.finding(file, finding),
                    miette.finding(file, finding),
                    "{}",
                    finding.diagnostic.message
                );
                drawn += 1;
            }
        }
        assert!(drawn > 100, "only {drawn} findings");
    }
}

/// A finding without a snippet (labels too far apart to draw together):
/// miette draws its help line alone, and so does the direct drawing; a help
/// of several lines is left to miette.
#[test]
fn findings_without_a_snippet_are_drawn_as_miette_draws_them() {
    for color in [false, true] {
        let renderer = Renderer::new(HumanStyle {
            color,
            ..HumanStyle::PLAIN
        });
        for help in [None, Some("give every tool a unique name")] {
            let snippet = Snippet {
                title: "hintlint".to_owned(),
                severity: Severity::Error,
                excerpt: None,
                labels: Vec::new(),
                help: help.map(str::to_owned),
            };
            let mut rendered = String::new();
            let _ = renderer.graphical.render_report(&mut rendered, &snippet);
            let miette = rendered.split_once('\n').map_or("", |(_, rest)| rest);
            let colours = color.then(miette::ThemeStyles::ansi);
            assert_eq!(
                without_snippet(help, colours.as_ref()).as_deref(),
                Some(miette),
                "{help:?}, colour {color}"
            );
        }
        assert_eq!(without_snippet(Some("two\nlines"), None), None);
        assert_eq!(without_snippet(Some("  "), None), None);
    }
}
