//! Parse, lint and render arbitrary bytes, as JSON, JSONC and YAML:
//! nothing may panic.
#![no_main]

use hintlint::Options;
use hintlint::lint::{FileContext, lint_bytes};
use hintlint::parse::Dialect;
use hintlint::render::human::{HumanStyle, Renderer};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let options = Options::default();
    let renderer = Renderer::new(HumanStyle::PLAIN);
    for (name, dialect) in [
        ("fuzz.json", Dialect::Json),
        ("fuzz.jsonc", Dialect::Jsonc),
        ("fuzz.yaml", Dialect::Yaml),
    ] {
        let report = lint_bytes(name, dialect, data.to_vec(), FileContext::named(&options));
        for finding in &report.findings {
            let _ = renderer.finding(&report, finding);
        }
    }
});
