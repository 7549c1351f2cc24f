//! The shared program model (`code::model`) where the Python and Go
//! readers used to give up: names built from a project's helpers and
//! constants in other modules and packages, from the parameters of the
//! function around a registration (their defaults), and annotations a
//! project's function returns; a go-sdk mirror sends its plain bools.

use crate::binary::{findings_by_file, hintlint, repo};
use crate::source_code::copy_tree;

#[test]
fn python_names_come_through_helpers_of_other_modules_and_parameter_defaults() {
    let run = hintlint(
        &["check", "tests/inputs/python-model", "--format", "json"],
        repo(),
    );
    let tools: Vec<(String, String)> = findings_by_file(&run)
        .into_iter()
        .map(|(_, _, tool, message)| (tool, message))
        .collect();
    assert_eq!(
        tools,
        [
            (
                String::new(),
                "the tool registered at line 26 (named at run time) omits destructiveHint, idempotentHint and openWorldHint".to_owned()
            ),
            (
                "erase_entry".to_owned(),
                "`erase_entry` omits readOnlyHint, idempotentHint and openWorldHint".to_owned()
            ),
            (
                "read_entries".to_owned(),
                "`read_entries` omits destructiveHint and idempotentHint".to_owned()
            ),
        ],
        "`scoped(namespace)` of `./naming.py` with `namespace=\"\"` is the empty prefix; \
         a parameter without a default leaves the name to run time: {}",
        run.stdout
    );
}

#[test]
fn go_names_and_annotations_come_through_the_module_s_packages() {
    let tree = "tests/inputs/go-model";
    let run = hintlint(&["check", tree, "--format", "json"], repo());
    assert_eq!(
        findings_by_file(&run),
        [
            (
                "books.go".to_owned(),
                "inert-dependent-hint".to_owned(),
                "shelf_find_book".to_owned(),
                "idempotentHint: false on `shelf_find_book` contradicts its readOnlyHint: true"
                    .to_owned()
            ),
            (
                "books.go".to_owned(),
                "missing-annotation".to_owned(),
                "shelf_find_book".to_owned(),
                "`shelf_find_book` omits destructiveHint".to_owned()
            ),
            (
                "books.go".to_owned(),
                "missing-annotation".to_owned(),
                "shelf_shred_book".to_owned(),
                "`shelf_shred_book` omits openWorldHint".to_owned()
            ),
        ],
        "`naming.Prefix()` is `shelf` (its override is empty), `lookupHints(…)` of \
         `hints.go` writes readOnlyHint and openWorldHint, and go-sdk v1.7 sends \
         readOnlyHint and idempotentHint false when not written: {}",
        run.stdout
    );
    // The helper's hints are shown at the call and fixed nowhere: a fix
    // writes only the literal written in place.
    let dir = tempfile::tempdir().expect("temp dir");
    copy_tree(&repo().join(tree), dir.path());
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    let hints = std::fs::read(dir.path().join("tools/hints.go")).expect("hints.go");
    hintlint(&["check", ".", "--fix"], dir.path());
    assert_eq!(
        std::fs::read(dir.path().join("tools/hints.go")).expect("hints.go"),
        hints,
        "nothing is written into the helper's body"
    );
    let books = std::fs::read_to_string(dir.path().join("tools/books.go")).expect("books.go");
    assert!(
        books.contains("lookupHints(\"Find a book\")"),
        "the call stays as written: {books}"
    );
    // Before go-sdk v1.7 the mirror's unwritten hints are omitted on the
    // wire, not sent false (the fix above wrote openWorldHint).
    let go_mod = dir.path().join("go.mod");
    let older = std::fs::read_to_string(&go_mod)
        .expect("go.mod")
        .replace("v1.7.0", "v1.6.0");
    std::fs::write(&go_mod, older).expect("go.mod");
    let run = hintlint(&["check", ".", "--format", "json"], dir.path());
    let shred: Vec<String> = findings_by_file(&run)
        .into_iter()
        .filter(|(_, _, tool, _)| tool == "shelf_shred_book")
        .map(|(_, _, _, message)| message)
        .collect();
    assert_eq!(
        shred,
        ["`shelf_shred_book` omits readOnlyHint and idempotentHint"],
        "{}",
        run.stdout
    );
}
