//! Findings about the configuration itself: bindings that bound no tool,
//! exceptions that accepted no finding and exceptions past their `expires`
//! date, located in `hintlint.toml`.
//!
//! An entry is judged only when the run covered files it applies to: an
//! entry with `files` globs when a linted file matched them, one without
//! when the run walked a folder. A run over a few named files (a pre-commit
//! hook) would otherwise report every entry for the other files.

use crate::findings::config::{Config, Glob};
use crate::findings::report::{FileReport, FileStatus, UsedEntries};
use crate::findings::rules::with_severities;
use crate::findings::rules::{Levels, expired_exception, unused_binding, unused_exception};

/// The report of the configuration file, when it has something to say.
pub fn unused(
    config: &Config,
    levels: &Levels,
    used: &UsedEntries,
    covered: impl Fn(&[Glob]) -> bool,
) -> Option<FileReport> {
    let source = config.source.clone()?;
    let mut diagnostics = Vec::new();
    let judged = config
        .bindings
        .iter()
        .enumerate()
        .filter(|(index, binding)| !used.bindings.contains(index) && covered(&binding.files))
        .map(|(_, binding)| binding);
    for binding in judged {
        diagnostics.push(unused_binding::diagnostic(
            &binding.origin,
            binding.span.clone(),
        ));
    }
    // An expired exception is reported as such, used or not (it accepted
    // nothing); the others when they accepted nothing.
    let today = crate::base::expiry::Date::today();
    for (index, exception) in config.exceptions.iter().enumerate() {
        match exception
            .expires
            .filter(|expires| expires.has_passed(today))
        {
            Some(expires) => diagnostics.push(expired_exception::diagnostic(
                &format!("the exception at {}", exception.origin),
                expires,
                exception.owner.as_deref(),
                exception.span.clone(),
            )),
            None if !used.exceptions.contains(&index) && covered(&exception.files) => {
                diagnostics.push(unused_exception::exception(
                    &exception.origin,
                    exception.rule,
                    exception.span.clone(),
                ));
            }
            None => {}
        }
    }
    let findings = with_severities(diagnostics, levels);
    (!findings.is_empty()).then_some(FileReport {
        source,
        status: FileStatus::Config,
        findings,
        fix: None,
        used: UsedEntries::default(),
        drawn: None,
    })
}
