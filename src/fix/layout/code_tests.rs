//! Tests of `code.rs` (kept beside it: a child module of it, by path).
use super::*;

#[test]
fn go_fields_and_options_are_named_after_the_hint() {
    assert_eq!(go_field("readOnlyHint"), "ReadOnlyHint");
    let text = "mcp";
    assert_eq!(
        go_option(text, Spot::of(0..3), "destructiveHint", "false"),
        "mcp.WithDestructiveHintAnnotation(false)"
    );
    assert_eq!(
        go_option(text, Spot::of(0..3), "title", "\"T\""),
        "mcp.WithTitleAnnotation(\"T\")"
    );
}

#[test]
fn official_go_pointers_use_the_helper_or_the_language() {
    let text = "mcp ptr";
    let official = |helper| CodeSyntax::GoStruct {
        flavour: GoFlavour::Official,
        qualifier: Spot::of(0..3),
        helper,
    };
    assert_eq!(
        go_value(text, official(None), "readOnlyHint", "true"),
        "true"
    );
    assert_eq!(
        go_value(text, official(None), "destructiveHint", "false"),
        "new(bool)"
    );
    assert_eq!(
        go_value(
            text,
            official(Some(Spot::of(4..7))),
            "openWorldHint",
            "true"
        ),
        "ptr(true)"
    );
    let mcp_go = CodeSyntax::GoStruct {
        flavour: GoFlavour::McpGo,
        qualifier: Spot::of(0..3),
        helper: None,
    };
    assert_eq!(
        go_value(text, mcp_go, "idempotentHint", "true"),
        "mcp.ToBoolPtr(true)"
    );
}

#[test]
fn a_boolean_inside_a_helper_is_replaced_in_place() {
    let go = CodeSyntax::GoStruct {
        flavour: GoFlavour::McpGo,
        qualifier: Spot::of(0..0),
        helper: None,
    };
    let replace = |written: &str, syntax: CodeSyntax, value: bool| {
        replace_boolean("", written, syntax, "openWorldHint", value)
    };
    assert_eq!(
        replace("mcp.ToBoolPtr(true)", go, false),
        "mcp.ToBoolPtr(false)"
    );
    assert_eq!(replace("True", CodeSyntax::PyDict, false), "False");
    assert_eq!(replace("None", CodeSyntax::PyDict, false), "False");
    assert_eq!(replace("\"yes\"", CodeSyntax::JsObject, true), "true");
    assert_eq!(replace("untrue", CodeSyntax::JsObject, true), "true");
    assert_eq!(replace("\"true\"", CodeSyntax::JsObject, true), "true");
    // A `*bool` field of the official SDK takes a pointer, whatever was
    // written before.
    let official = CodeSyntax::GoStruct {
        flavour: GoFlavour::Official,
        qualifier: Spot::of(0..0),
        helper: None,
    };
    assert_eq!(replace("nil", official, false), "new(bool)");
    assert_eq!(
        replace("new(bool)", official, true),
        "func() *bool { v := true; return &v }()"
    );
    assert_eq!(
        replace_boolean("", "nil", official, "readOnlyHint", true),
        "true",
        "a plain bool field"
    );
}

#[test]
fn an_argument_goes_with_its_comma() {
    let text = "f(a, b)";
    assert_eq!(remove_argument(text, 5..6), Edit::delete(3..6));
    let text = "f(a,\n\tb,\n\tc,\n)";
    assert_eq!(remove_argument(text, 6..7), Edit::delete(5..9));
}
