//! Tests of Laravel MCP's tool classes (`laravel.rs`), read through the
//! reader.

use super::laravel::{headline, kebab};
use crate::code::registration::Registration;
use crate::document::Value;

#[test]
fn names_and_titles_are_derived_as_laravel_derives_them() {
    assert_eq!(kebab("ListFilesTool"), "list-files-tool");
    assert_eq!(kebab("HTTPStatus"), "h-t-t-p-status");
    assert_eq!(kebab("Read2Files"), "read2-files");
    assert_eq!(kebab("lower"), "lower");
    assert_eq!(headline("ListFilesTool"), "List Files Tool");
    assert_eq!(headline("get_weather"), "Get Weather");
    assert_eq!(headline("Echo"), "Echo");
}

fn read(source: &str) -> Vec<Registration<'_>> {
    let parsed = crate::code::parse_tree(source, crate::code::Language::Php).expect("parses");
    super::registrations(source, parsed.root_node(), None)
}

#[test]
fn attributes_name_and_title_are_read() {
    let source = "<?php\nuse Laravel\\Mcp\\Server\\Tool;\nuse Laravel\\Mcp\\Server\\Tools\\Annotations\\{IsReadOnly, IsDestructive};\n\
        #[IsReadOnly]\n#[IsDestructive(false)]\nclass ListFiles extends Tool {\n  protected string $title = 'Files';\n}\n\
        #[\\Laravel\\Mcp\\Server\\Attributes\\Name('named')]\nclass Other extends Tool {\n  public function name(): string { return 'method'; }\n}\n\
        class NotATool extends Model {}\n";
    let found = read(source);
    assert_eq!(found.len(), 2);
    let fields = |registration: &Registration<'_>| {
        registration
            .holder
            .members
            .iter()
            .map(|member| {
                let value = match &member.value {
                    Value::String(string) => string.value.to_string(),
                    Value::Object(object) => object
                        .members
                        .iter()
                        .map(|hint| format!("{}={:?}", hint.key.value, hint.value))
                        .collect::<Vec<_>>()
                        .join(","),
                    other => format!("{other:?}"),
                };
                format!("{}:{value}", member.key.value)
            })
            .collect::<Vec<_>>()
    };
    let first = fields(&found[0]);
    assert_eq!(first[0], "name:list-files");
    assert_eq!(first[1], "title:Files");
    assert!(
        first[2].starts_with("annotations:readOnlyHint=Bool(true"),
        "{first:?}"
    );
    assert!(first[2].contains("destructiveHint=Bool(false"), "{first:?}");
    let second = fields(&found[1]);
    assert_eq!(second[..2], ["name:method", "title:Other"]);
    assert_eq!(second.len(), 2, "no hint attribute: no annotations");
}
