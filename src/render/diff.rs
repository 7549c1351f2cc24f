//! `--diff`: the unified diff of what `--fix` would write.

use similar::TextDiff;

use crate::findings::report::{FixOutcome, Report};

/// One unified diff per file that fixing would change.
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    for file in &report.files {
        let Some(record) = &file.fix else {
            continue;
        };
        if record.outcome == FixOutcome::Previewed && record.original != file.source.text {
            let diff = TextDiff::from_lines(record.original.as_str(), file.source.text.as_str());
            let name = crate::base::wording::visible(&file.source.name);
            out.push_str(
                &diff
                    .unified_diff()
                    .context_radius(3)
                    .header(&side("a", &name), &side("b", &name))
                    .to_string(),
            );
        }
    }
    out
}

/// `a/path` and `b/path` for relative paths, as git writes them; absolute
/// paths as they are.
fn side(prefix: &str, name: &str) -> String {
    if name.starts_with('/') {
        name.to_owned()
    } else {
        format!("{prefix}/{name}")
    }
}
