//! The 40-state oracle of `profile.md` §6, pinned row by row.

use hintlint::profile::{HintState, Method, oracle, totals};

/// (method, readOnlyHint, destructiveHint, idempotentHint, active, sound,
/// maximal), written out from the profile by hand.
const EXPECTED: [(&str, bool, bool, bool, &str, bool, bool); 40] = [
    ("GET", false, false, false, "ADDITIVE_ONLY", true, false),
    (
        "GET",
        false,
        false,
        true,
        "ADDITIVE_ONLY, IDEMPOTENT",
        true,
        false,
    ),
    ("GET", false, true, false, "none", true, false),
    ("GET", false, true, true, "IDEMPOTENT", true, false),
    ("GET", true, false, false, "READ_ONLY", true, true),
    ("GET", true, false, true, "READ_ONLY", true, true),
    ("GET", true, true, false, "READ_ONLY", true, true),
    ("GET", true, true, true, "READ_ONLY", true, true),
    ("POST", false, false, false, "ADDITIVE_ONLY", false, false),
    (
        "POST",
        false,
        false,
        true,
        "ADDITIVE_ONLY, IDEMPOTENT",
        false,
        false,
    ),
    ("POST", false, true, false, "none", true, true),
    ("POST", false, true, true, "IDEMPOTENT", false, false),
    ("POST", true, false, false, "READ_ONLY", false, false),
    ("POST", true, false, true, "READ_ONLY", false, false),
    ("POST", true, true, false, "READ_ONLY", false, false),
    ("POST", true, true, true, "READ_ONLY", false, false),
    ("PUT", false, false, false, "ADDITIVE_ONLY", false, false),
    (
        "PUT",
        false,
        false,
        true,
        "ADDITIVE_ONLY, IDEMPOTENT",
        false,
        false,
    ),
    ("PUT", false, true, false, "none", true, false),
    ("PUT", false, true, true, "IDEMPOTENT", true, true),
    ("PUT", true, false, false, "READ_ONLY", false, false),
    ("PUT", true, false, true, "READ_ONLY", false, false),
    ("PUT", true, true, false, "READ_ONLY", false, false),
    ("PUT", true, true, true, "READ_ONLY", false, false),
    ("PATCH", false, false, false, "ADDITIVE_ONLY", false, false),
    (
        "PATCH",
        false,
        false,
        true,
        "ADDITIVE_ONLY, IDEMPOTENT",
        false,
        false,
    ),
    ("PATCH", false, true, false, "none", true, true),
    ("PATCH", false, true, true, "IDEMPOTENT", false, false),
    ("PATCH", true, false, false, "READ_ONLY", false, false),
    ("PATCH", true, false, true, "READ_ONLY", false, false),
    ("PATCH", true, true, false, "READ_ONLY", false, false),
    ("PATCH", true, true, true, "READ_ONLY", false, false),
    ("DELETE", false, false, false, "ADDITIVE_ONLY", false, false),
    (
        "DELETE",
        false,
        false,
        true,
        "ADDITIVE_ONLY, IDEMPOTENT",
        false,
        false,
    ),
    ("DELETE", false, true, false, "none", true, false),
    ("DELETE", false, true, true, "IDEMPOTENT", true, true),
    ("DELETE", true, false, false, "READ_ONLY", false, false),
    ("DELETE", true, false, true, "READ_ONLY", false, false),
    ("DELETE", true, true, false, "READ_ONLY", false, false),
    ("DELETE", true, true, true, "READ_ONLY", false, false),
];

#[test]
fn every_row_of_the_oracle() {
    let rows = oracle();
    assert_eq!(rows.len(), EXPECTED.len());
    for (row, expected) in rows.iter().zip(EXPECTED) {
        let actual = (
            row.method.as_str(),
            row.state.read_only,
            row.state.destructive,
            row.state.idempotent,
            row.active.to_string(),
            row.sound,
            row.maximal,
        );
        let expected = (
            expected.0,
            expected.1,
            expected.2,
            expected.3,
            expected.4.to_owned(),
            expected.5,
            expected.6,
        );
        assert_eq!(actual, expected);
    }
}

#[test]
fn totals_are_40_14_26_8() {
    let sums = totals(&oracle());
    assert_eq!(
        (sums.states, sums.sound, sums.unsound, sums.maximal),
        (40, 14, 26, 8)
    );
}

#[test]
fn sound_and_maximal_per_method() {
    let rows = oracle();
    let per_method = |method: Method| {
        let of_method = rows.iter().filter(|row| row.method == method);
        (
            of_method.clone().filter(|row| row.sound).count(),
            of_method.filter(|row| row.maximal).count(),
        )
    };
    assert_eq!(per_method(Method::Get), (8, 4));
    assert_eq!(per_method(Method::Post), (1, 1));
    assert_eq!(per_method(Method::Put), (2, 1));
    assert_eq!(per_method(Method::Patch), (1, 1));
    assert_eq!(per_method(Method::Delete), (2, 1));
}

#[test]
fn the_maximal_state_of_each_method_is_maximal_and_the_defaults_are_sound() {
    for method in Method::ALL {
        assert!(method.maximal_state().is_maximal_for(method), "{method}");
        assert!(HintState::DEFAULTS.is_sound_for(method), "{method}");
    }
}
