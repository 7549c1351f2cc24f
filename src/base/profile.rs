//! The HTTP→MCP method-inference profile (`docs/profile.md`) as code:
//! methods, guarantees, which guarantees an annotation state asserts, which a
//! method justifies, soundness, profile-maximality and the 40-state oracle.

use std::fmt;

/// An HTTP method of the Core profile (the five methods it judges).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Method {
    /// `GET`: safe and idempotent.
    Get,
    /// `POST`: justifies nothing.
    Post,
    /// `PUT`: idempotent.
    Put,
    /// `PATCH`: justifies nothing.
    Patch,
    /// `DELETE`: idempotent.
    Delete,
}

impl Method {
    /// The Core methods in the profile's table order.
    pub const ALL: [Method; 5] = [
        Method::Get,
        Method::Post,
        Method::Put,
        Method::Patch,
        Method::Delete,
    ];

    /// Reads a method name, case-insensitively and ignoring surrounding
    /// whitespace; `None` for anything outside the Core.
    pub fn parse(text: &str) -> Option<Method> {
        let name = text.trim();
        Method::ALL
            .into_iter()
            .find(|method| method.as_str().eq_ignore_ascii_case(name))
    }

    /// The canonical upper-case name.
    pub fn as_str(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Post => "POST",
            Method::Put => "PUT",
            Method::Patch => "PATCH",
            Method::Delete => "DELETE",
        }
    }

    /// The guarantees the method's standardized semantics justify (docs/profile.md §3).
    pub fn justified(self) -> Guarantees {
        match self {
            Method::Get => Guarantees::ALL,
            Method::Put | Method::Delete => Guarantees::of(&[Guarantee::Idempotent]),
            Method::Post | Method::Patch => Guarantees::NONE,
        }
    }

    /// Of `methods`, the first that justifies least: its justified set is
    /// a subset of every other's (the sets are nested: GET ⊃ PUT = DELETE ⊃
    /// POST = PATCH), so a state sound for it is sound for all of them.
    /// `None` for no method.
    pub fn justifying_least(methods: &[Method]) -> Option<Method> {
        methods.iter().copied().find(|candidate| {
            methods
                .iter()
                .all(|other| candidate.justified().is_subset(other.justified()))
        })
    }

    /// The profile-maximal annotation state (docs/profile.md §5). For GET the dependent hints
    /// are inactive; the state given is the read-only-consistent one.
    pub fn maximal_state(self) -> HintState {
        if self == Method::Get {
            return HintState::new(true, false, true);
        }
        let idempotent = self.justified().contains(Guarantee::Idempotent);
        HintState::new(false, true, idempotent)
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A guarantee about the requested effect of an operation (docs/profile.md §2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Guarantee {
    /// The operation requests no modification.
    ReadOnly,
    /// The operation requests no destructive modification.
    AdditiveOnly,
    /// Repeating the operation requests no further modification.
    Idempotent,
}

impl Guarantee {
    /// All guarantees, strongest first.
    pub const ALL: [Guarantee; 3] = [
        Guarantee::ReadOnly,
        Guarantee::AdditiveOnly,
        Guarantee::Idempotent,
    ];

    /// The profile's name for the guarantee, e.g. `ADDITIVE_ONLY`.
    pub fn as_str(self) -> &'static str {
        match self {
            Guarantee::ReadOnly => "READ_ONLY",
            Guarantee::AdditiveOnly => "ADDITIVE_ONLY",
            Guarantee::Idempotent => "IDEMPOTENT",
        }
    }

    fn bit(self) -> u8 {
        match self {
            Guarantee::ReadOnly => 1,
            Guarantee::AdditiveOnly => 2,
            Guarantee::Idempotent => 4,
        }
    }
}

impl fmt::Display for Guarantee {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A set of guarantees.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Guarantees(u8);

impl Guarantees {
    /// The empty set.
    pub const NONE: Guarantees = Guarantees(0);
    /// All three guarantees.
    pub const ALL: Guarantees = Guarantees(7);

    /// The set holding exactly `items`.
    pub fn of(items: &[Guarantee]) -> Guarantees {
        Guarantees(items.iter().fold(0, |bits, item| bits | item.bit()))
    }

    /// Whether `item` is in the set.
    pub fn contains(self, item: Guarantee) -> bool {
        self.0 & item.bit() != 0
    }

    /// Whether every member of `self` is in `other`.
    pub fn is_subset(self, other: Guarantees) -> bool {
        self.0 & !other.0 == 0
    }

    /// The members of `self` that are not in `other`.
    pub fn without(self, other: Guarantees) -> Guarantees {
        Guarantees(self.0 & !other.0)
    }

    /// The set with everything its members imply (READ_ONLY implies the
    /// other two).
    pub fn implied(self) -> Guarantees {
        if self.contains(Guarantee::ReadOnly) {
            Guarantees::ALL
        } else {
            self
        }
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The members, strongest first.
    pub fn iter(self) -> impl Iterator<Item = Guarantee> {
        Guarantee::ALL
            .into_iter()
            .filter(move |item| self.contains(*item))
    }
}

impl fmt::Display for Guarantees {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        let names: Vec<&str> = self.iter().map(Guarantee::as_str).collect();
        f.write_str(&names.join(", "))
    }
}

/// The three Core hints of a tool, after the documented defaults are applied
/// to absent ones (`openWorldHint` is outside the Core decision).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HintState {
    /// `readOnlyHint`.
    pub read_only: bool,
    /// `destructiveHint`.
    pub destructive: bool,
    /// `idempotentHint`.
    pub idempotent: bool,
}

impl HintState {
    /// The state an unannotated tool is in: the documented defaults.
    pub const DEFAULTS: HintState = HintState::new(false, true, false);

    /// A state from its three hint values.
    pub const fn new(read_only: bool, destructive: bool, idempotent: bool) -> HintState {
        HintState {
            read_only,
            destructive,
            idempotent,
        }
    }

    /// The guarantees this state actively asserts (docs/profile.md §4).
    pub fn active(self) -> Guarantees {
        if self.read_only {
            return Guarantees::of(&[Guarantee::ReadOnly]);
        }
        let mut active = Vec::with_capacity(2);
        if !self.destructive {
            active.push(Guarantee::AdditiveOnly);
        }
        if self.idempotent {
            active.push(Guarantee::Idempotent);
        }
        Guarantees::of(&active)
    }

    /// SOUND: every active guarantee is justified by `method` (docs/profile.md §5).
    pub fn is_sound_for(self, method: Method) -> bool {
        self.active().is_subset(method.justified())
    }

    /// PROFILE_MAXIMAL: sound, and expressing everything `method` justifies.
    pub fn is_maximal_for(self, method: Method) -> bool {
        self.is_sound_for(method) && self.active().implied() == method.justified()
    }

    /// The guarantees `method` justifies that this state leaves unstated.
    pub fn unstated_for(self, method: Method) -> Guarantees {
        method.justified().without(self.active().implied())
    }
}

/// One of the 40 rows of the oracle (docs/profile.md §6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OracleRow {
    /// The bound method.
    pub method: Method,
    /// The raw annotation state.
    pub state: HintState,
    /// What the state actively asserts.
    pub active: Guarantees,
    /// What the method justifies.
    pub justified: Guarantees,
    /// SOUND.
    pub sound: bool,
    /// PROFILE_MAXIMAL.
    pub maximal: bool,
}

/// Every (method, raw state) pair: 5 methods × 8 states, in table order
/// (methods as in §3, then `readOnlyHint`, `destructiveHint`,
/// `idempotentHint` counted in binary from all-false).
pub fn oracle() -> Vec<OracleRow> {
    let mut rows = Vec::with_capacity(40);
    for method in Method::ALL {
        for bits in 0u8..8 {
            let state = HintState::new(bits & 4 != 0, bits & 2 != 0, bits & 1 != 0);
            rows.push(OracleRow {
                method,
                state,
                active: state.active(),
                justified: method.justified(),
                sound: state.is_sound_for(method),
                maximal: state.is_maximal_for(method),
            });
        }
    }
    rows
}

/// The oracle's totals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OracleTotals {
    /// Number of states (40).
    pub states: usize,
    /// SOUND states (14).
    pub sound: usize,
    /// UNSOUND states (26).
    pub unsound: usize,
    /// PROFILE_MAXIMAL states (8).
    pub maximal: usize,
}

/// Counts the rows of an oracle.
pub fn totals(rows: &[OracleRow]) -> OracleTotals {
    let sound = rows.iter().filter(|row| row.sound).count();
    OracleTotals {
        states: rows.len(),
        sound,
        unsound: rows.len() - sound,
        maximal: rows.iter().filter(|row| row.maximal).count(),
    }
}
