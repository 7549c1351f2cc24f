//! Places a finding rests on in another file, in every report that shows
//! places: the human report's notes, JSON's `related`, SARIF's
//! `relatedLocations`.

use std::path::Path;

use crate::base::level::Severity;
use crate::base::rule_id::Rule;
use crate::document::source::SourceFile;
use crate::findings::diagnostic::{Diagnostic, Related};
use crate::findings::report::{FileReport, FileStatus, Finding, Report, UsedEntries};

/// The handler's file, where the evidence is: the PATCH is on line 3.
const HANDLER: &str =
    "import x\n\nasync function run() {\n  await fetch(u, { method: \"PATCH\" });\n}\n";

fn report() -> Report {
    let text = "{\"annotations\": {\"idempotentHint\": true}}\n".to_owned();
    let start = text.find("true").unwrap_or(0);
    let at = HANDLER.find("fetch").unwrap_or(0);
    let diagnostic = Diagnostic::new(
        Rule::UnsoundClaim,
        "idempotentHint: true claims IDEMPOTENT, which PATCH does not justify".to_owned(),
        start..start + 4,
        "claimed here",
    )
    .with_related(Related::locate(
        "src/é/handler.ts",
        HANDLER,
        at..at + 5,
        "this PATCH",
    ));
    Report {
        files: vec![FileReport {
            source: SourceFile::new("tools.json", text),
            status: FileStatus::Manifest {
                tools: 1,
                unpaired: Vec::new(),
                paired: 0,
                disabled: 0,
                registered: Vec::new(),
                assumed: Vec::new(),
            },
            findings: vec![Finding {
                severity: Severity::Error,
                diagnostic,
                suppressed: None,
            }],
            fix: None,
            used: UsedEntries::default(),
            drawn: None,
        }],
        problems: Vec::new(),
        configuration: None,
    }
}

#[test]
fn a_related_place_is_located_in_its_own_file() {
    let at = HANDLER.find("fetch").unwrap_or(0);
    let place = Related::locate("h.ts", HANDLER, at..at + 5, "this PATCH");
    assert_eq!((place.start.line, place.start.column), (4, 9));
    assert_eq!((place.end.line, place.end.column), (4, 14));
    // A span beyond the text is cut to it, never a panic.
    let cut = Related::locate("h.ts", "é", 1..99, "x");
    assert_eq!(cut.span, 1..2);
    assert_eq!((cut.start.line, cut.start.column), (1, 1));
    assert_eq!((cut.end.line, cut.end.column), (1, 2));
}

#[test]
fn human_json_and_sarif_show_the_related_place() {
    let report = report();
    let human = super::human::render(&report, crate::lint::options::HumanStyle::PLAIN, false);
    assert!(
        human.contains("= note: this PATCH, at src/é/handler.ts:4:9"),
        "{human}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&super::json::render(&report)).expect("JSON");
    let related = &json["diagnostics"][0]["related"][0];
    assert_eq!(related["path"], "src/é/handler.ts");
    assert_eq!(related["start"]["line"], 4);
    assert_eq!(related["end"]["column"], 14);
    assert_eq!(related["message"], "this PATCH");
    let sarif: serde_json::Value =
        serde_json::from_str(&super::sarif::render(&report, Path::new("."))).expect("SARIF");
    let place = &sarif["runs"][0]["results"][0]["relatedLocations"][0];
    assert_eq!(
        place["physicalLocation"]["artifactLocation"]["uri"],
        "src/%C3%A9/handler.ts"
    );
    assert_eq!(place["physicalLocation"]["region"]["startLine"], 4);
    assert_eq!(place["message"]["text"], "this PATCH");
}
