//! The human report drawn file by file while linting (each text let go
//! once drawn) is the report drawn at the end.

use hintlint::render::human::{self, HumanStyle};
use hintlint::{HumanDrawing, Options};

use crate::common;

fn options(draw: Option<HumanDrawing>) -> Options {
    let mut options = common::examples_options();
    options.draw_human = draw;
    options
}

#[test]
fn drawing_while_linting_gives_the_report_drawn_at_the_end() {
    let paths = vec!["examples/".to_owned()];
    for show_exceptions in [false, true] {
        let drawing = HumanDrawing {
            style: HumanStyle::PLAIN,
            show_exceptions,
        };
        let late = hintlint::check(&paths, &options(None));
        let early = hintlint::check(&paths, &options(Some(drawing)));
        let drawn: Vec<_> = early
            .files
            .iter()
            .filter(|file| file.drawn.is_some())
            .collect();
        assert!(drawn.len() > 3, "few files drawn early");
        assert!(drawn.iter().all(|file| file.source.text.is_empty()));
        // Source code is drawn with the report: its findings may come from
        // the other files of its server.
        assert!(
            early
                .files
                .iter()
                .any(|file| file.drawn.is_none() && !file.findings.is_empty())
        );
        assert_eq!(
            human::render(&early, HumanStyle::PLAIN, show_exceptions),
            human::render(&late, HumanStyle::PLAIN, show_exceptions)
        );
    }
}

/// Writing each file's drawing as soon as the files before it are written
/// (what `check` does for a human report) and the rest with the report
/// gives the report drawn at the end: files in order, the writing stopping
/// at the first file not drawn yet (source code, drawn with the report),
/// and nothing written twice.
#[test]
fn writing_drawings_as_they_come_gives_the_report_drawn_at_the_end() {
    // Manifests first, then the examples' source code, then more
    // manifests after it, which are held back.
    let paths = vec!["tests/fixtures/".to_owned(), "examples/".to_owned()];
    let drawing = HumanDrawing {
        style: HumanStyle::PLAIN,
        show_exceptions: false,
    };
    let late = hintlint::check(&paths, &options(None));
    let mut written = String::new();
    let mut files_written = 0;
    let early = hintlint::check_flushing(&paths, &options(Some(drawing)), |file| {
        let Some(pieces) = &file.drawn else {
            return false;
        };
        written.extend(pieces.iter().map(String::as_str));
        file.drawn = Some(Vec::new());
        files_written += 1;
        true
    });
    assert!(
        files_written > 3,
        "few files written early: {files_written}"
    );
    let first_held = early
        .files
        .iter()
        .position(|file| file.drawn.as_ref().is_none_or(|pieces| !pieces.is_empty()))
        .expect("a file is held back");
    assert_eq!(first_held, files_written, "written in order, then held");
    assert!(
        early.files[first_held].drawn.is_none(),
        "the writing stops at a file not drawn yet"
    );
    assert!(
        early.files[first_held..]
            .iter()
            .any(|file| file.drawn.as_ref().is_some_and(|pieces| !pieces.is_empty())),
        "files drawn after it are held, not written out of order"
    );
    written.push_str(&human::render(&early, HumanStyle::PLAIN, false));
    assert_eq!(written, human::render(&late, HumanStyle::PLAIN, false));
}

/// A file of many findings is drawn piece by piece when its turn to be
/// written comes (its drawing never held whole), and what is written is
/// the report drawn at the end, in order.
#[test]
fn a_file_of_many_findings_is_drawn_when_written() {
    let dir = tempfile::tempdir().expect("temp dir");
    let tool = |index: usize| {
        format!(
            r#"{{"name": "tool_{index}", "inputSchema": {{}}, "_meta": {{"http": {{"method": "POST"}}}}}}"#
        )
    };
    for (name, count) in [("a-few.json", 3), ("many.json", 700), ("z-few.json", 2)] {
        let tools: Vec<String> = (0..count).map(tool).collect();
        std::fs::write(
            dir.path().join(name),
            format!("{{\"tools\": [\n{}\n]}}", tools.join(",\n")),
        )
        .expect("written");
    }
    let paths = vec![dir.path().to_string_lossy().into_owned()];
    let drawing = HumanDrawing {
        style: HumanStyle::PLAIN,
        show_exceptions: false,
    };
    let late = hintlint::check(&paths, &Options::default());
    let early_options = Options {
        draw_human: Some(drawing),
        ..Options::default()
    };
    // Without writing, the many findings are left to be drawn later.
    let held = hintlint::check(&paths, &early_options);
    assert!(held.files[1].drawn.is_none() && !held.files[1].source.text.is_empty());
    let mut written = String::new();
    let mut pieces = 0;
    let early = hintlint::check_flushing(&paths, &early_options, |file| {
        human::write_when_due(file, drawing, |piece| {
            written.push_str(piece);
            pieces += 1;
            true
        })
    });
    assert!(pieces > 3, "the many findings come in pieces: {pieces}");
    assert!(early.files.iter().all(|file| file.source.text.is_empty()));
    written.push_str(&human::render(&early, HumanStyle::PLAIN, false));
    assert_eq!(written, human::render(&late, HumanStyle::PLAIN, false));
}
