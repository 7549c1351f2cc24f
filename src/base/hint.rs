//! The four MCP `ToolAnnotations` hints, their documented defaults and how
//! they map onto the profile's guarantees.

use crate::base::profile::{Guarantee, HintState};
use crate::base::suggest;

/// The key of the human-readable title in `annotations`.
pub const TITLE_KEY: &str = "title";

/// One of the four boolean hints of `ToolAnnotations`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Hint {
    /// `readOnlyHint`: the tool does not modify its environment.
    ReadOnly,
    /// `destructiveHint`: the tool may perform destructive updates.
    Destructive,
    /// `idempotentHint`: repeating a call has no additional effect.
    Idempotent,
    /// `openWorldHint`: the tool may reach an open world of entities.
    OpenWorld,
}

impl Hint {
    /// The hints in the order they are written and reported.
    pub const ALL: [Hint; 4] = [
        Hint::ReadOnly,
        Hint::Destructive,
        Hint::Idempotent,
        Hint::OpenWorld,
    ];

    /// The JSON key, e.g. `readOnlyHint`.
    pub fn key(self) -> &'static str {
        match self {
            Hint::ReadOnly => "readOnlyHint",
            Hint::Destructive => "destructiveHint",
            Hint::Idempotent => "idempotentHint",
            Hint::OpenWorld => "openWorldHint",
        }
    }

    /// The hint with this exact JSON key.
    pub fn from_key(key: &str) -> Option<Hint> {
        Hint::ALL.into_iter().find(|hint| hint.key() == key)
    }

    /// The field name the Python SDK 2 documents, e.g. `read_only_hint`
    /// (the wire keeps the JSON key).
    pub fn snake_key(self) -> &'static str {
        match self {
            Hint::ReadOnly => "read_only_hint",
            Hint::Destructive => "destructive_hint",
            Hint::Idempotent => "idempotent_hint",
            Hint::OpenWorld => "open_world_hint",
        }
    }

    /// The hint with this exact Python SDK 2 field name.
    pub fn from_snake_key(key: &str) -> Option<Hint> {
        Hint::ALL.into_iter().find(|hint| hint.snake_key() == key)
    }

    /// The value the MCP schema documents for an absent hint.
    pub fn default_value(self) -> bool {
        match self {
            Hint::ReadOnly | Hint::Idempotent => false,
            Hint::Destructive | Hint::OpenWorld => true,
        }
    }

    /// For a dependent hint (meaningful only when `readOnlyHint` is false),
    /// the value consistent with `readOnlyHint: true`.
    pub fn read_only_consistent_value(self) -> Option<bool> {
        match self {
            Hint::Destructive => Some(false),
            Hint::Idempotent => Some(true),
            Hint::ReadOnly | Hint::OpenWorld => None,
        }
    }

    /// The hint's value in a Core state (`None` for `openWorldHint`, which
    /// the Core does not decide).
    pub fn value_in(self, state: HintState) -> Option<bool> {
        match self {
            Hint::ReadOnly => Some(state.read_only),
            Hint::Destructive => Some(state.destructive),
            Hint::Idempotent => Some(state.idempotent),
            Hint::OpenWorld => None,
        }
    }

    /// The hint whose value activates `guarantee` (docs/profile.md §4).
    pub fn activating(guarantee: Guarantee) -> Hint {
        match guarantee {
            Guarantee::ReadOnly => Hint::ReadOnly,
            Guarantee::AdditiveOnly => Hint::Destructive,
            Guarantee::Idempotent => Hint::Idempotent,
        }
    }
}

/// A set of hints (which ones a review profile requires written).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HintSet(u8);

impl HintSet {
    /// The set of `hints`.
    pub fn of(hints: &[Hint]) -> HintSet {
        HintSet(hints.iter().fold(0, |bits, hint| bits | hint.bit()))
    }

    /// Whether `hint` is in the set.
    pub fn contains(self, hint: Hint) -> bool {
        self.0 & hint.bit() != 0
    }

    /// The hints of the set, in the order they are written.
    pub fn hints(self) -> Vec<Hint> {
        Hint::ALL
            .into_iter()
            .filter(|hint| self.contains(*hint))
            .collect()
    }
}

impl Hint {
    fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// The known members of `ToolAnnotations`.
const KNOWN: [&str; 5] = [
    TITLE_KEY,
    "readOnlyHint",
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
];

/// The known `ToolAnnotations` field `key` probably meant: equal ignoring
/// case, a hint without its `Hint` suffix, or within edit distance 2
/// ignoring case; `None` for a known field or a legal extra key.
pub fn near_miss(key: &str) -> Option<&'static str> {
    if KNOWN.contains(&key) {
        return None;
    }
    // `read_only_hint` and `read_only` are near misses too: snake_case is
    // how Rust and Python SDK 2 spell the fields.
    let joined = key.replace('_', "");
    let by_case_or_suffix = KNOWN.into_iter().find(|known| {
        known.eq_ignore_ascii_case(&joined)
            || known
                .strip_suffix("Hint")
                .is_some_and(|stem| stem.eq_ignore_ascii_case(&joined))
    });
    by_case_or_suffix.or_else(|| suggest::closest(key, &KNOWN, 2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_the_documented_ones() {
        let defaults: Vec<(&str, bool)> = Hint::ALL
            .into_iter()
            .map(|hint| (hint.key(), hint.default_value()))
            .collect();
        assert_eq!(
            defaults,
            [
                ("readOnlyHint", false),
                ("destructiveHint", true),
                ("idempotentHint", false),
                ("openWorldHint", true)
            ]
        );
    }
}
