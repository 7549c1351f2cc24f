//! `expired-exception`: an `[[exception]]` or a `hintlint-allow` comment
//! whose `expires` date has passed. It no longer accepts its finding, which
//! is reported again; this finding says why. Raised at the end of a run
//! (exceptions) or of a file (allow comments).

use std::ops::Range;

use crate::base::expiry::Date;
use crate::base::level::Level;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{Check, FixSafety, Rule, RuleInfo};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::ExpiredException,
    name: "expired-exception",
    default_level: Level::Warn,
    fix: FixSafety::None,
    tags: &["configuration"],
    summary: "an [[exception]] or hintlint-allow comment is past its expires date and accepts nothing",
    doc: include_str!("../../../rules/expired-exception.md"),
    check: Check::Engine,
};

/// The finding for the exception or allow `what` (`the exception at
/// hintlint.toml:12`, `hintlint-allow(unsound-claim)`) at `span`, which
/// expired on `expires`; its owner, when it names one, is a note
/// ([`owner`] reads it back).
pub fn diagnostic(
    what: &str,
    expires: Date,
    owner: Option<&str>,
    span: Range<usize>,
) -> Diagnostic {
    Diagnostic::new(
        Rule::ExpiredException,
        format!("{what} expired on {expires}: its finding is reported again"),
        span,
        format!("expired {expires}"),
    )
    .with_help(
        "fix what it accepted, or, if the evidence still holds, renew it with a later `expires` \
         (and say so in its reason)",
    )
    .with_note(owner.map(|owner| [OWNER_NOTE, owner].concat()))
}

/// How the owner's note begins.
const OWNER_NOTE: &str = "owner: ";

/// The owner an `expired-exception` finding names.
pub fn owner(diagnostic: &Diagnostic) -> Option<&str> {
    diagnostic
        .notes
        .iter()
        .find_map(|note| note.strip_prefix(OWNER_NOTE))
}
