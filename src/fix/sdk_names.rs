//! The SDKs' type names a fix writes, as data for [`super::names`]: which
//! name each new annotations value starts with (Kotlin's `ToolAnnotations`,
//! the Java SDK's `McpSchema.ToolAnnotations`, Spring AI's and Quarkus's
//! nested annotation types, the PHP SDKs' `ToolAnnotations`, Laravel MCP's
//! attribute classes, rmcp's `ToolAnnotations`, the Python SDK's, Swift's
//! `Tool.Annotations`) and the full names it must resolve to.

use crate::document::spelling::slice;
use crate::document::{CodeSyntax, Object};

use super::Edit;
use super::names::{
    JAVA, KOTLIN_TOOL_ANNOTATIONS, PHP, PYTHON, RUST, Reach, SWIFT, SdkName, is_bound, reach,
};

/// The Java SDK's annotations record, named through `McpSchema` or alone.
const JAVA_TOOL_ANNOTATIONS: &[&str] = &["io.modelcontextprotocol.spec.McpSchema.ToolAnnotations"];

/// rmcp's `ToolAnnotations`.
const RUST_TOOL_ANNOTATIONS: SdkName<'static> = SdkName {
    vocabulary: &RUST,
    written: "ToolAnnotations",
    full: &["rmcp::model::ToolAnnotations"],
};

/// The Python SDK's `ToolAnnotations`, as the file writes it (`types.ToolAnnotations`).
fn python_tool_annotations(written: &str) -> SdkName<'_> {
    SdkName {
        vocabulary: &PYTHON,
        written,
        full: &["mcp.types.ToolAnnotations"],
    }
}

/// The Java SDK's annotations as a builder chain starts them:
/// `McpSchema.ToolAnnotations` or, where the file imports the record
/// alone, `ToolAnnotations`.
fn java_tool_annotations(through_schema: bool) -> SdkName<'static> {
    SdkName {
        vocabulary: &JAVA,
        written: if through_schema {
            "McpSchema.ToolAnnotations"
        } else {
            "ToolAnnotations"
        },
        full: JAVA_TOOL_ANNOTATIONS,
    }
}

/// A Laravel MCP hint attribute class (`IsReadOnly`).
pub(super) fn laravel_attribute(class: &str) -> Option<SdkName<'static>> {
    const CLASSES: [(&str, &str); 4] = [
        (
            "IsReadOnly",
            "Laravel\\Mcp\\Server\\Tools\\Annotations\\IsReadOnly",
        ),
        (
            "IsDestructive",
            "Laravel\\Mcp\\Server\\Tools\\Annotations\\IsDestructive",
        ),
        (
            "IsIdempotent",
            "Laravel\\Mcp\\Server\\Tools\\Annotations\\IsIdempotent",
        ),
        (
            "IsOpenWorld",
            "Laravel\\Mcp\\Server\\Tools\\Annotations\\IsOpenWorld",
        ),
    ];
    let index = CLASSES.iter().position(|(short, _)| *short == class)?;
    Some(SdkName {
        vocabulary: &PHP,
        written: CLASSES[index].0,
        full: std::slice::from_ref(&CLASSES[index].1),
    })
}

/// The type names of a new annotations value by how a reader says the
/// file writes it (`CodeSyntax::Named`'s `annotations_type`): what comes
/// before the name (`@`, `new `), and the name. A value written another
/// way (Swift's `.init`, a PHP name already fully qualified, a Ruby hash)
/// names no type to reach.
const NAMED: &[(&str, &str, SdkName<'static>)] = &[
    ("ToolAnnotations", "", KOTLIN_TOOL_ANNOTATIONS),
    (
        "@McpTool.McpAnnotations",
        "@",
        SdkName {
            vocabulary: &JAVA,
            written: "McpTool.McpAnnotations",
            full: &["org.springframework.ai.mcp.annotation.McpTool.McpAnnotations"],
        },
    ),
    (
        "@McpAnnotations",
        "@",
        SdkName {
            vocabulary: &JAVA,
            written: "McpAnnotations",
            full: &["org.springframework.ai.mcp.annotation.McpTool.McpAnnotations"],
        },
    ),
    (
        "@Tool.Annotations",
        "@",
        SdkName {
            vocabulary: &JAVA,
            written: "Tool.Annotations",
            full: &["io.quarkiverse.mcp.server.Tool.Annotations"],
        },
    ),
    (
        "@Annotations",
        "@",
        SdkName {
            vocabulary: &JAVA,
            written: "Annotations",
            full: &["io.quarkiverse.mcp.server.Tool.Annotations"],
        },
    ),
    (
        "new ToolAnnotations",
        "new ",
        SdkName {
            vocabulary: &PHP,
            written: "ToolAnnotations",
            full: &[
                "Mcp\\Schema\\ToolAnnotations",
                "PhpMcp\\Schema\\ToolAnnotations",
            ],
        },
    ),
    (
        "Tool.Annotations",
        "",
        SdkName {
            vocabulary: &SWIFT,
            written: "Tool.Annotations",
            full: &["MCP.Tool.Annotations"],
        },
    ),
];

/// What a new annotations value written `annotations_type` starts with
/// at `at` (`ToolAnnotations`, `@McpTool.McpAnnotations`), and the import
/// it needs.
fn named(text: &str, at: usize, annotations_type: &str) -> Reach {
    match NAMED
        .iter()
        .find(|(written, _, _)| *written == annotations_type)
    {
        Some((_, prefix, sdk)) => {
            let reach = reach(text, at, *sdk);
            Reach {
                name: format!("{prefix}{}", reach.name),
                import: reach.import,
            }
        }
        None => Reach {
            name: annotations_type.to_owned(),
            import: None,
        },
    }
}

/// How a new annotations value of `syntax`, written in `container`, names
/// its type, and the import that binds the name ([`super::names`]): `None`
/// where it names none (a dict, Go's qualifier and C#'s arguments, taken
/// from the file as written; Laravel's attributes, which
/// [`super::layout::php`] reaches one by one).
pub(super) fn new_type(text: &str, container: &Object<'_>, syntax: CodeSyntax) -> Option<Reach> {
    let at = container.span.start();
    match syntax {
        CodeSyntax::PyKeywords {
            annotations_type: Some(callee),
            ..
        } => {
            let written = slice(text, callee);
            is_bound(text, at, python_tool_annotations(written)).then(|| Reach {
                name: written.to_owned(),
                import: None,
            })
        }
        CodeSyntax::RustBuilder { .. } => Some(reach(text, at, RUST_TOOL_ANNOTATIONS)),
        CodeSyntax::JavaBuilder { qualified } => {
            Some(reach(text, at, java_tool_annotations(qualified)))
        }
        CodeSyntax::JavaRecord => Some(reach(text, at, java_tool_annotations(true))),
        CodeSyntax::Named {
            annotations_type, ..
        } => Some(named(text, at, annotations_type)),
        _ => None,
    }
}

/// The import a new annotations value written in `container` needs, when
/// the file does not bind its type's name yet.
pub(super) fn new_object_imports(
    text: &str,
    container: &Object<'_>,
    syntax: CodeSyntax,
) -> Vec<Edit> {
    new_type(text, container, syntax)
        .and_then(|reach| reach.import)
        .map(|import| import.edit(text))
        .into_iter()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `sdk` is written as at the end of `text`, and the file with
    /// the import it needs.
    fn written(text: &str, sdk: SdkName<'_>) -> (String, String) {
        let reach = reach(text, text.len(), sdk);
        let with_import = match &reach.import {
            Some(import) => super::super::apply(text, &[&import.edit(text)]),
            None => text.to_owned(),
        };
        (reach.name, with_import)
    }

    #[test]
    fn java_reaches_mcp_schema_through_an_import_of_its_own() {
        let nested = "import io.modelcontextprotocol.spec.McpSchema.Tool;\n\nclass A {}\n";
        assert_eq!(
            written(nested, java_tool_annotations(true)),
            (
                "McpSchema.ToolAnnotations".to_owned(),
                "import io.modelcontextprotocol.spec.McpSchema.Tool;\nimport io.modelcontextprotocol.spec.McpSchema;\n\nclass A {}\n"
                    .to_owned()
            )
        );
        let imported = "import io.modelcontextprotocol.spec.*;\nclass A {}\n";
        assert_eq!(written(imported, java_tool_annotations(true)).1, imported);
        let own = "import io.modelcontextprotocol.spec.*;\nclass McpSchema {}\n";
        assert_eq!(
            written(own, java_tool_annotations(true)).0,
            "io.modelcontextprotocol.spec.McpSchema.ToolAnnotations"
        );
    }

    #[test]
    fn rust_qualifies_what_it_does_not_import_and_swift_keeps_the_module() {
        let imported = "use rmcp::{model::{Tool, ToolAnnotations}, tool};\nfn a() {}\n";
        assert_eq!(
            written(imported, RUST_TOOL_ANNOTATIONS).0,
            "ToolAnnotations"
        );
        let free = "use rmcp::model::Tool;\nfn a() {}\n";
        assert_eq!(
            written(free, RUST_TOOL_ANNOTATIONS),
            ("rmcp::model::ToolAnnotations".to_owned(), free.to_owned())
        );
        let own = "use rmcp::model::*;\nstruct ToolAnnotations;\n";
        assert_eq!(
            written(own, RUST_TOOL_ANNOTATIONS).0,
            "rmcp::model::ToolAnnotations"
        );
        let swift = named("import MCP\n\nlet a = 1\n", 0, "Tool.Annotations");
        assert_eq!(
            (swift.name.as_str(), swift.import),
            ("Tool.Annotations", None)
        );
        let own = "import MCP\nstruct Tool {}\n";
        assert_eq!(
            named(own, 0, "Tool.Annotations").name,
            "MCP.Tool.Annotations"
        );
        assert_eq!(named(own, 0, ".init").name, ".init");
    }

    #[test]
    fn python_writes_the_type_only_where_the_module_binds_it() {
        let text = "from mcp import types\n\n@mcp.tool()\ndef f(): ...\n";
        assert!(is_bound(
            text,
            0,
            python_tool_annotations("types.ToolAnnotations")
        ));
        assert!(!is_bound(
            text,
            0,
            python_tool_annotations("ToolAnnotations")
        ));
        let other = "from pydantic import BaseModel as ToolAnnotations\n";
        assert!(!is_bound(
            other,
            0,
            python_tool_annotations("ToolAnnotations")
        ));
    }
}
