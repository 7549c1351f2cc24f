//! Tests of the PHP SDKs' forms (`sdk.rs`), read through the reader.

use super::registrations;
use crate::code::registration::Registration;
use crate::document::Value;

fn read(source: &str) -> Vec<Registration<'_>> {
    let parsed = crate::code::parse_tree(source, crate::code::Language::Php).unwrap();
    registrations(source, parsed.root_node(), None)
}

/// Each registration's name, as read.
fn names(found: &[Registration<'_>]) -> Vec<Option<String>> {
    found
        .iter()
        .map(|found| found.name.as_ref().map(|name| name.value.to_string()))
        .collect()
}

fn hints(registration: &Registration<'_>) -> Vec<(String, String)> {
    let Some(Value::Object(annotations)) = registration
        .holder
        .members
        .iter()
        .find(|member| member.key.value == "annotations")
        .map(|member| &member.value)
    else {
        return Vec::new();
    };
    annotations
        .members
        .iter()
        .map(|member| {
            let value = match &member.value {
                Value::Bool(value, _) => value.to_string(),
                Value::Null(_) => "null".to_owned(),
                Value::String(string) => string.value.to_string(),
                other => format!("{other:?}"),
            };
            (member.key.value.to_string(), value)
        })
        .collect()
}

#[test]
fn attributes_are_read_by_name_and_by_place() {
    let source = "<?php\nuse Mcp\\Capability\\Attribute\\McpTool;\nuse Mcp\\Schema\\ToolAnnotations;\n\
        class T {\n  const RO = true;\n  #[McpTool(name: 'a', annotations: new ToolAnnotations(readOnlyHint: self::RO))]\n  public function one() {}\n\
          #[McpTool('b', 'B', 'd', new ToolAnnotations('t', false, true))]\n  public function two() {}\n\
          #[McpTool]\n  public function threeTools() {}\n}\n";
    let found = read(source);
    assert_eq!(
        names(&found),
        [
            Some("a".into()),
            Some("b".into()),
            Some("threeTools".into())
        ]
    );
    assert_eq!(hints(&found[0]), [("readOnlyHint".into(), "true".into())]);
    assert_eq!(
        hints(&found[1]),
        [
            ("title".into(), "t".into()),
            ("readOnlyHint".into(), "false".into()),
            ("destructiveHint".into(), "true".into())
        ]
    );
    assert!(hints(&found[2]).is_empty());
    assert!(found.iter().all(|found| found.unjudged.is_none()));
}

#[test]
fn php_mcp_orders_its_parameters_without_a_title() {
    let source = "<?php\nuse PhpMcp\\Server\\Attributes\\McpTool;\nuse PhpMcp\\Schema\\ToolAnnotations;\n\
        class T {\n  #[McpTool('a', 'd', ToolAnnotations::make(null, true))]\n  public function one() {}\n}\n\
        $b->withTool([T::class, 'two'], null, 'd', new ToolAnnotations(idempotentHint: true));\n";
    let found = read(source);
    assert_eq!(
        hints(&found[0]),
        [
            ("title".into(), "null".into()),
            ("readOnlyHint".into(), "true".into())
        ]
    );
    assert_eq!(
        found[1].name.as_ref().map(|name| name.value.as_ref()),
        Some("two")
    );
    assert_eq!(hints(&found[1]), [("idempotentHint".into(), "true".into())]);
}

#[test]
fn builder_names_come_from_the_handler_and_computed_values_are_unjudged() {
    let source = "<?php\nuse Mcp\\Server;\nServer::builder()\n  ->addTool([Calc::class, '__invoke'])\n  ->addTool(Echo::class)\n\
          ->addTool(fn () => 1)\n  ->addTool(fn () => 1, 'x', annotations: makeHints());\n";
    let found = read(source);
    assert_eq!(
        names(&found),
        [
            Some("Calc".into()),
            Some("Echo".into()),
            None,
            Some("x".into())
        ]
    );
    assert!(found[3].unjudged.is_some());
}

#[test]
fn an_invokable_class_is_named_after_the_class() {
    let source = "<?php\nuse Mcp\\Capability\\Attribute\\McpTool;\n#[McpTool]\nclass Weather { public function __invoke() {} }\n\
        #[McpTool]\nclass NotInvokable { public function run() {} }\n";
    let found = read(source);
    assert_eq!(found.len(), 1);
    assert_eq!(
        found[0].name.as_ref().map(|name| name.value.as_ref()),
        Some("Weather")
    );
}
