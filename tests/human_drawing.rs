//! The human report drawn file by file while linting (each text let go
//! once drawn) is the report drawn at the end.

use hintlint::render::human::{self, HumanStyle};
use hintlint::{HumanDrawing, Options};

mod common;

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
