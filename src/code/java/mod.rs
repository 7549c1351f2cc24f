//! Tools registered with the Java MCP SDKs and the frameworks on them:
//!
//! - Spring AI 2.x (and the spring-ai-community `mcp-annotations` it grew
//!   from): methods marked `@McpTool(name = "…", annotations =
//!   @McpTool.McpAnnotations(readOnlyHint = true, …))`. Spring AI sends all
//!   four hints of every tool, each member not written at the annotation's
//!   default ([`wire::SPRING_AI_MCP_TOOL`]);
//! - Quarkus MCP server: methods marked `@Tool(annotations =
//!   @Tool.Annotations(…))` in a file that imports
//!   `io.quarkiverse.mcp.server.Tool` (another `@Tool`, LangChain4j's, is
//!   not an MCP tool); once `annotations` is written all four are sent
//!   ([`wire::QUARKUS_TOOL_ANNOTATIONS`]);
//! - Spring AI's tool-calling `@Tool(name = "…", description = "…")` (in a
//!   file that imports `org.springframework.ai.tool.annotation.Tool`),
//!   served by its MCP server through a `MethodToolCallbackProvider`: the
//!   annotation has no hint member and Spring AI sends no annotations for
//!   it, so its tools carry no hint (they are listed, never asked for one);
//! - the Java SDK's builders and record, read by [`sdk`];
//! - a project's own `@Tool` annotation type over the Java SDK, read with
//!   the defaults its declaration gives ([`declared`]).
//!
//! A tool without `name` is named after its method. Annotation members are
//! compile-time constants, so a `static final` field of the file (or an
//! interface constant) is followed; anything else leaves the tool
//! unjudged.

mod declared;
mod forms;
mod sdk;
mod values;

use std::borrow::Cow;

use tree_sitter::Node;

use super::Language;
use super::query::Capture;
use super::registration::{Constants, Found, Opaque, Place, Registration, anchor, member};
use super::tree::{self, children, span, spot};
use super::wire;
use crate::base::hint::{Hint, TITLE_KEY};
use crate::document::{CodeSyntax, Layout, Member, NamedStyle, Object, Spot, Str, Value};
use values::value;

pub use forms::located;

/// Reads the registrations of a parsed Java file.
pub fn registrations<'t>(text: &'t str, root: Node<'_>, place: Option<Place<'t>>) -> Found<'t> {
    let imports = Imports::of(text, root);
    let reach = super::effects::Reach::of(place, super::effects::classes::JAVA, text);
    let mut constants = Constants::of_file(text, root, definitions);
    // The project's own `@Tool` type, looked for when a `@Tool` no
    // framework's import explains is met.
    let project = std::cell::OnceCell::new();
    let project = |name: &str| {
        project
            .get_or_init(|| {
                declared::find(text, root, name, imports.project_tool.as_deref(), place)
            })
            .clone()
    };
    // Each registration with where it is found, to be told in source order.
    let mut found: Vec<(usize, Registration<'t>)> = forms::located(root, text)
        .iter()
        .filter_map(|each| {
            let annotation = each.node(Capture::Attribute)?;
            let method = each.node(Capture::AttributeTarget)?;
            let read = tool_annotation(
                &mut constants,
                &imports,
                &project,
                (annotation, method),
                reach,
            )?;
            Some((annotation.start_byte(), read))
        })
        .collect();
    // A bridge's builders make the tools read at the project's `@Tool`.
    let offsets = match bridges_tree(text, root, place) {
        true => Vec::new(),
        false => tree::offsets_of(text, &["build"]),
    };
    tree::preorder_holding(root, &offsets, |node| {
        if node.kind() == "method_invocation" {
            let read = sdk::tool_builder(&mut constants, imports.qualified_annotations, node);
            found.extend(read.map(|read| (node.start_byte(), read)));
        }
    });
    found.sort_by_key(|(start, _)| *start);
    found.into_iter().map(|(_, read)| read).collect()
}

/// Whether the Java file `text` is a project's bridge from its own
/// `@Tool` type to the SDK: it reads an annotation the project declares as
/// a tool annotation ([`declared`]) by reflection,
/// `method.getAnnotation(Tool.class)`.
pub fn bridges(text: &str, place: Option<Place<'_>>) -> bool {
    if !text.contains("getAnnotation(") {
        return false;
    }
    let Ok(mut parser) = super::parse::parser(Language::Java) else {
        return false;
    };
    parser
        .parse(text, None)
        .is_some_and(|tree| bridges_tree(text, tree.root_node(), place))
}

/// [`bridges`] over the file's tree.
fn bridges_tree(text: &str, root: Node<'_>, place: Option<Place<'_>>) -> bool {
    let mut read: Vec<&str> = text
        .match_indices("getAnnotation(")
        .filter_map(|(at, call)| {
            let (name, _) = text[at + call.len()..].split_once(".class")?;
            let name = name.trim();
            name.chars()
                .all(|ch| ch.is_alphanumeric() || ch == '_' || ch == '.')
                .then(|| name.rsplit('.').next().unwrap_or(name))
        })
        .filter(|name| name.ends_with("Tool"))
        .collect();
    read.sort_unstable();
    read.dedup();
    if read.is_empty() {
        return false;
    }
    let imports = Imports::of(text, root);
    read.into_iter().any(|name| {
        let imported = imports
            .project_tool
            .as_deref()
            .filter(|path| path.rsplit('.').next() == Some(name));
        declared::find(text, root, name, imported, place).is_some()
    })
}

/// What the file's imports say about the types it names.
struct Imports {
    /// Quarkus's `@Tool` (`io.quarkiverse.mcp.server.Tool`) is imported.
    quarkus_tool: bool,
    /// Spring AI's tool-calling `@Tool` is imported.
    spring_tool: bool,
    /// The annotation types are imported alone (`McpTool.McpAnnotations`
    /// as `McpAnnotations`, `Tool.Annotations` as `Annotations`).
    spring_annotations: bool,
    /// Quarkus's `Tool.Annotations` is imported alone.
    quarkus_annotations: bool,
    /// The Java SDK's `ToolAnnotations` record is named through
    /// `McpSchema` (not imported alone).
    qualified_annotations: bool,
    /// The qualified name of a `…Tool` imported from no framework the
    /// reader knows (a project's own annotation type).
    project_tool: Option<String>,
}

impl Imports {
    /// The imports of the file at `root`.
    fn of(text: &str, root: Node<'_>) -> Imports {
        let mut imported: Vec<&str> = Vec::new();
        for child in children(root) {
            if child.kind() == "import_declaration" {
                let written = tree::text(text, child);
                let path = written
                    .trim_start_matches("import")
                    .trim()
                    .trim_start_matches("static ")
                    .trim()
                    .trim_end_matches(';')
                    .trim();
                imported.push(path);
            }
        }
        let has = |path: &str| imported.contains(&path);
        Imports {
            quarkus_tool: has("io.quarkiverse.mcp.server.Tool")
                || has("io.quarkiverse.mcp.server.*"),
            spring_tool: has(SPRING_TOOL) || has("org.springframework.ai.tool.annotation.*"),
            spring_annotations: imported
                .iter()
                .any(|path| path.ends_with(".McpTool.McpAnnotations")),
            quarkus_annotations: has("io.quarkiverse.mcp.server.Tool.Annotations"),
            project_tool: imported
                .iter()
                .find(|path| {
                    path.ends_with(".Tool")
                        && !matches!(**path, "io.quarkiverse.mcp.server.Tool" | SPRING_TOOL)
                })
                .map(|path| (*path).to_owned()),
            qualified_annotations: !(has("io.modelcontextprotocol.spec.McpSchema.ToolAnnotations")
                || has("io.modelcontextprotocol.spec.McpSchema.*")),
        }
    }
}

/// Spring AI's tool-calling annotation, fully qualified.
const SPRING_TOOL: &str = "org.springframework.ai.tool.annotation.Tool";

/// The framework a tool annotation belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Framework {
    /// Spring AI's (or spring-ai-community's) `@McpTool`.
    SpringAi,
    /// Spring AI's tool-calling `@Tool`, which has no hint member.
    SpringAiTool,
    /// Quarkus MCP server's `@Tool`.
    Quarkus,
    /// A `@Tool` type the project declares.
    Project,
}

/// The file's constants: `static final` fields, interface constants, and
/// locals that are `final` or hold an object (`var annotations =
/// McpSchema.ToolAnnotations.builder()….build()`), name to value node.
fn definitions<'a, 'b>(text: &'a str, root: Node<'b>) -> Vec<(&'a str, Node<'b>)> {
    let mut found = Vec::new();
    tree::preorder(root, |node| {
        // Only declarations: a node's children are looked at for its
        // modifiers once its kind says it may declare a constant.
        if !matches!(
            node.kind(),
            "field_declaration" | "constant_declaration" | "local_variable_declaration"
        ) {
            return;
        }
        let modifiers = children(node)
            .into_iter()
            .find(|child| child.kind() == "modifiers")
            .map(|modifiers| tree::text(text, modifiers))
            .unwrap_or("");
        let has = |word: &str| modifiers.split_whitespace().any(|written| written == word);
        let constant = match node.kind() {
            "field_declaration" => {
                (has("static") && has("final"))
                    || node
                        .parent()
                        .is_some_and(|body| body.kind() == "interface_body")
            }
            "constant_declaration" => true,
            "local_variable_declaration" => has("final"),
            _ => return,
        };
        let local = node.kind() == "local_variable_declaration";
        for declarator in children(node) {
            if declarator.kind() != "variable_declarator" {
                continue;
            }
            let Some((name, value)) = tree::field_pair(declarator, "name", "value") else {
                continue;
            };
            let object = matches!(
                value.kind(),
                "method_invocation" | "object_creation_expression"
            );
            if constant || (local && object) {
                found.push((tree::text(text, name), value));
            }
        }
    });
    found
}

/// The last segment of an annotation's name (`McpTool` of
/// `org.springframework.ai.mcp.annotation.McpTool`).
fn last_segment<'t>(text: &'t str, annotation: Node<'_>) -> Option<&'t str> {
    let name = tree::text(text, annotation.child_by_field_name("name")?);
    Some(name.rsplit('.').next().unwrap_or(name))
}

/// The nested annotations type of a tool annotation written fully
/// qualified, as fully qualified.
fn qualified_annotations(written: &str) -> Option<&'static str> {
    match written {
        "org.springframework.ai.mcp.annotation.McpTool" => {
            Some("@org.springframework.ai.mcp.annotation.McpTool.McpAnnotations")
        }
        "org.springaicommunity.mcp.annotation.McpTool" => {
            Some("@org.springaicommunity.mcp.annotation.McpTool.McpAnnotations")
        }
        "io.quarkiverse.mcp.server.Tool" => Some("@io.quarkiverse.mcp.server.Tool.Annotations"),
        _ => None,
    }
}

/// The `element_value_pair`s of an annotation, its argument list, and the
/// syntax its members are written in.
struct Arguments<'tree> {
    /// The pairs, in source order.
    pairs: Vec<Node<'tree>>,
    /// The argument list's span, or an empty one after the annotation's
    /// name when it has none.
    span: Spot,
    /// How new members are written.
    syntax: CodeSyntax,
}

/// The arguments of `annotation`, whose new annotations value is written
/// as `annotations_type`.
fn arguments<'tree>(annotation: Node<'tree>, annotations_type: &'static str) -> Arguments<'tree> {
    let list = annotation.child_by_field_name("arguments");
    let written = list.map(children).unwrap_or_default();
    Arguments {
        pairs: written
            .iter()
            .copied()
            .filter(|pair| pair.kind() == "element_value_pair")
            .collect(),
        span: match list {
            Some(list) => spot(list),
            None => Spot::of(annotation.end_byte()..annotation.end_byte()),
        },
        syntax: CodeSyntax::Named {
            style: NamedStyle::Equals,
            last_argument: written.last().map(|last| spot(*last)),
            annotations_type,
            annotations_key: "annotations",
        },
    }
}

/// `@McpTool(…)` or Quarkus's `@Tool(…)` on a method: its holder is the
/// argument list, with the nested annotations as its `annotations`.
fn tool_annotation<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    imports: &Imports,
    project: &dyn Fn(&str) -> Option<declared::Declared>,
    (annotation, method): (Node<'tree>, Node<'tree>),
    reach: Option<super::effects::Reach<'_>>,
) -> Option<Registration<'t>> {
    let text = constants.text;
    let written = tree::text(text, annotation.child_by_field_name("name")?);
    let framework = match last_segment(text, annotation)? {
        "McpTool" => Framework::SpringAi,
        "Tool" if imports.quarkus_tool || written == "io.quarkiverse.mcp.server.Tool" => {
            Framework::Quarkus
        }
        "Tool" if imports.spring_tool || written == SPRING_TOOL => Framework::SpringAiTool,
        "Tool" => Framework::Project,
        _ => return None,
    };
    let declared = match framework {
        Framework::Project => Some(project(last_segment(text, annotation)?)?),
        _ => None,
    };
    let method_name = method.child_by_field_name("name")?;
    // Written fully qualified: so is the nested annotation, which the file
    // may not import.
    let annotations_type = qualified_annotations(written).unwrap_or(match (framework, imports) {
        (
            Framework::SpringAi,
            Imports {
                spring_annotations: true,
                ..
            },
        ) => "@McpAnnotations",
        (Framework::SpringAi, _) => "@McpTool.McpAnnotations",
        (
            Framework::Quarkus,
            Imports {
                quarkus_annotations: true,
                ..
            },
        ) => "@Annotations",
        (Framework::Quarkus, _) => "@Tool.Annotations",
        // No annotations type: no hint is ever asked for or written.
        (Framework::SpringAiTool, _) => "",
        (Framework::Project, _) => declared.as_ref().map_or("", |declared| declared.spelled),
    });
    let arguments = arguments(annotation, annotations_type);
    let mut members = Vec::new();
    let mut name = None;
    let mut opaque = None;
    let mut nested_at = None;
    for pair in &arguments.pairs {
        let Some((key, written)) = tree::field_pair(*pair, "key", "value") else {
            continue;
        };
        match tree::text(text, key) {
            "name" => match value(constants, written) {
                // Spring AI names a tool whose name is empty after its method.
                Ok(Value::String(string))
                    if !(string.value.is_empty() && framework != Framework::Quarkus) =>
                {
                    name = Some(string.clone());
                    members.push(member("name", span(key), Value::String(string)));
                }
                _ => {}
            },
            TITLE_KEY => {
                if let Ok(title) = value(constants, written) {
                    members.push(member(TITLE_KEY, span(key), title));
                }
            }
            member_name
                if framework != Framework::SpringAiTool
                    && declared
                        .as_ref()
                        .map_or(member_name == "annotations", |declared| {
                            declared.member == member_name
                        }) =>
            {
                match nested(constants, written, annotations_type) {
                    Ok(object) => {
                        nested_at = Some(written.start_byte()..name_end(written));
                        members.push(member("annotations", span(key), Value::Object(object)));
                    }
                    Err(found) => {
                        opaque.get_or_insert(found);
                    }
                }
            }
            _ => {}
        }
    }
    let name = name.or_else(|| {
        Some(Str {
            value: Cow::Borrowed(tree::text(text, method_name)),
            span: spot(method_name),
        })
    });
    let anchor = anchor(name.as_ref(), method_name);
    let holder = Object {
        span: arguments.span,
        members,
        layout: Layout::Code(Box::new(arguments.syntax)),
    };
    let uses = constants.take_uses();
    let registration = Registration {
        unjudged: opaque,
        ..Registration::new(holder, name, anchor, uses)
    };
    let registration = match (framework, nested_at) {
        // Spring AI sends `annotations` whether written or not.
        (Framework::SpringAi, _) => registration.seeded_by(
            &wire::SPRING_AI_MCP_TOOL,
            annotation.start_byte()..name_end(annotation),
        ),
        (Framework::Quarkus, Some(at)) => {
            registration.seeded_by(&wire::QUARKUS_TOOL_ANNOTATIONS, at)
        }
        (Framework::Quarkus, None) => registration,
        // What a tool leaves out is the declaration's default, and sent.
        (Framework::Project, _) => match &declared {
            Some(declared) => registration.seeded_by(
                wire::declared_defaults(declared.defaults),
                annotation.start_byte()..name_end(annotation),
            ),
            None => registration,
        },
        (Framework::SpringAiTool, _) => registration.carrying(&[]),
    };
    Some(registration.with_handler_reaching(
        text,
        Language::Java,
        method.child_by_field_name("body"),
        reach,
    ))
}

/// Where an annotation's name ends (`@McpTool` of `@McpTool(…)`).
fn name_end(annotation: Node<'_>) -> usize {
    annotation
        .child_by_field_name("name")
        .map_or(annotation.end_byte(), |name| name.end_byte())
}

/// The nested `@McpTool.McpAnnotations(…)` or `@Tool.Annotations(…)`: its
/// members are the hints and the title; a member whose key is no hint is
/// kept (a misspelt hint does not compile, and `unknown-annotation` says
/// which it meant).
fn nested<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    written: Node<'tree>,
    annotations_type: &'static str,
) -> Result<Object<'t>, Opaque> {
    let text = constants.text;
    if !matches!(written.kind(), "annotation" | "marker_annotation") {
        return Err(Opaque::at(text, written));
    }
    let arguments = arguments(written, annotations_type);
    let mut members: Vec<Member<'t>> = Vec::new();
    for pair in &arguments.pairs {
        let Some((key, value_node)) = tree::field_pair(*pair, "key", "value") else {
            continue;
        };
        let key_text = tree::text(text, key);
        let converted = value(constants, value_node);
        match converted {
            Ok(converted) => members.push(member(key_text, span(key), converted)),
            // A title that cannot be read is a title; a hint is not judged.
            Err(_) if Hint::from_key(key_text).is_none() => {}
            Err(found) => return Err(found),
        }
    }
    Ok(Object {
        span: arguments.span,
        members,
        layout: Layout::Code(Box::new(arguments.syntax)),
    })
}

#[cfg(test)]
mod tests {
    use super::registrations;

    /// The names of the tools `text` registers.
    fn names(text: &str) -> Vec<String> {
        let mut parser = tree_sitter::Parser::new();
        let language: tree_sitter::Language = tree_sitter_java::LANGUAGE.into();
        assert!(parser.set_language(&language).is_ok());
        let Some(tree) = parser.parse(text, None) else {
            return Vec::new();
        };
        registrations(text, tree.root_node(), None)
            .into_iter()
            .map(|found| {
                found
                    .name
                    .map_or_else(String::new, |name| name.value.into_owned())
            })
            .collect()
    }

    #[test]
    fn a_tool_annotation_is_quarkus_s_only_when_the_file_imports_it() {
        let body =
            "class T {\n    @Tool(description = \"Add\")\n    int add(int a) { return a; }\n}\n";
        assert_eq!(
            names(&format!("import io.quarkiverse.mcp.server.Tool;\n{body}")),
            ["add"]
        );
        assert!(names(&format!("import dev.langchain4j.agent.tool.Tool;\n{body}")).is_empty());
        assert_eq!(
            names(&format!(
                "import org.springframework.ai.tool.annotation.Tool;\n{body}"
            )),
            ["add"]
        );
    }

    #[test]
    fn a_spring_ai_tool_carries_no_hint() {
        let text = "import org.springframework.ai.tool.annotation.Tool;\n\
                    class T {\n    @Tool(name = \"\", description = \"d\") void get_one() {}\n\
                    @Tool(name = \"two\") void second() {}\n}\n";
        let mut parser = tree_sitter::Parser::new();
        let language: tree_sitter::Language = tree_sitter_java::LANGUAGE.into();
        assert!(parser.set_language(&language).is_ok());
        let Some(tree) = parser.parse(text, None) else {
            panic!("no tree");
        };
        let found = registrations(text, tree.root_node(), None);
        let read: Vec<(String, Option<usize>)> = found
            .into_iter()
            .map(|found| {
                (
                    found
                        .name
                        .map_or_else(String::new, |name| name.value.into_owned()),
                    found.carried.map(<[_]>::len),
                )
            })
            .collect();
        assert_eq!(
            read,
            [("get_one".to_owned(), Some(0)), ("two".to_owned(), Some(0))]
        );
    }

    #[test]
    fn tools_are_named_as_each_framework_names_them() {
        let text = "import org.springframework.ai.mcp.annotation.McpTool;\n\
                    class T {\n    static final String NAME = \"named\";\n\
                    @McpTool(name = NAME) void a() {}\n\
                    @McpTool(name = \"\") void emptyName() {}\n\
                    @McpTool void bare() {}\n\
                    static Object b() { return McpSchema.Tool.builder(\"built\").build(); }\n}\n";
        assert_eq!(names(text), ["named", "emptyName", "bare", "built"]);
    }
}
