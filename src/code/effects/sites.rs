//! Each language's calls read into one shape, [`Site`]: the name called,
//! what it is called on, and the arguments, which the catalogue's rows
//! match.

use tree_sitter::Node;

use crate::code::Language;
use crate::code::tree::{self, children};

/// One call, as the catalogue sees it.
#[derive(Debug, Clone)]
pub struct Site<'t, 'tree> {
    /// The call's node.
    pub node: Node<'tree>,
    /// The call with what is sent through it, where a `POST`'s document
    /// is read: Kotlin's trailing lambda, a Rust request builder's calls.
    pub sent: Node<'tree>,
    /// The name called: `delete` of `axios.delete(…)`.
    pub name: &'t str,
    /// What it is called on, as written (`this.http`, `tokio::fs`,
    /// `$client`); `None` for a bare name; `new` for a constructor.
    pub receiver: Option<&'t str>,
    /// The arguments, each unwrapped to its expression.
    pub arguments: Vec<Node<'tree>>,
    /// The callee as written, for output: `axios.delete`.
    pub callee: &'t str,
}

/// The call at `node`, when it is one in `language`.
pub fn site<'t, 'tree>(
    text: &'t str,
    language: Language,
    node: Node<'tree>,
) -> Option<Site<'t, 'tree>> {
    let kind = node.kind();
    let (callee, name, receiver) = match language {
        Language::TypeScript | Language::Tsx => match kind {
            "call_expression" => split(
                text,
                node.child_by_field_name("function")?,
                "object",
                "property",
            )?,
            "new_expression" => {
                let constructor = node.child_by_field_name("constructor")?;
                let name = tree::text(text, constructor);
                // AWS SDK v3's commands: `new DeleteObjectCommand(…)`.
                name.ends_with("Command")
                    .then_some((constructor, name, Some("new")))?
            }
            _ => return None,
        },
        Language::Python if kind == "call" => split(
            text,
            node.child_by_field_name("function")?,
            "object",
            "attribute",
        )?,
        Language::Go if kind == "call_expression" => split(
            text,
            node.child_by_field_name("function")?,
            "operand",
            "field",
        )?,
        Language::Rust if kind == "call_expression" => {
            let mut function = node.child_by_field_name("function")?;
            if function.kind() == "generic_function" {
                function = function.child_by_field_name("function")?;
            }
            match function.kind() {
                "scoped_identifier" => split(text, function, "path", "name")?,
                _ => split(text, function, "value", "field")?,
            }
        }
        Language::CSharp => match kind {
            "invocation_expression" => split(
                text,
                node.child_by_field_name("function")?,
                "expression",
                "name",
            )?,
            // A request built with its method: `new HttpRequestMessage(
            // HttpMethod.Delete, url)`, sent later by `SendAsync`.
            "object_creation_expression" => {
                let class = tree::text(text, node.child_by_field_name("type")?);
                let name = class.rsplit('.').next().unwrap_or(class);
                (name == "HttpRequestMessage").then_some((node, name, Some("new")))?
            }
            _ => return None,
        },
        Language::Java if kind == "method_invocation" => {
            let name = node.child_by_field_name("name")?;
            let receiver = node
                .child_by_field_name("object")
                .map(|object| tree::text(text, object));
            (node, tree::text(text, name), receiver)
        }
        Language::Kotlin if kind == "call_expression" => {
            let callee = node.named_child(0)?;
            match callee.kind() {
                "navigation_expression" => {
                    let parts = children(callee);
                    let name = tree::text(text, *parts.last()?).trim_start_matches(['.', '?']);
                    (callee, name, Some(tree::text(text, *parts.first()?)))
                }
                _ => (callee, tree::text(text, callee), None),
            }
        }
        Language::Php => match kind {
            "function_call_expression" => {
                let function = node.child_by_field_name("function")?;
                let name = tree::text(text, function);
                (function, name.rsplit('\\').next().unwrap_or(name), None)
            }
            "member_call_expression" | "nullsafe_member_call_expression" => {
                let name = node.child_by_field_name("name")?;
                let object = node.child_by_field_name("object")?;
                (node, tree::text(text, name), Some(tree::text(text, object)))
            }
            "scoped_call_expression" => {
                let name = node.child_by_field_name("name")?;
                let scope = tree::text(text, node.child_by_field_name("scope")?);
                (
                    node,
                    tree::text(text, name),
                    Some(scope.trim_start_matches('\\')),
                )
            }
            _ => return None,
        },
        Language::Ruby if kind == "call" => {
            let name = node.child_by_field_name("method")?;
            let receiver = node
                .child_by_field_name("receiver")
                .map(|receiver| tree::text(text, receiver));
            (node, tree::text(text, name), receiver)
        }
        _ => return None,
    };
    let arguments = arguments(node)
        .into_iter()
        .map(|argument| unwrap_argument(argument))
        .collect();
    let shown = tree::text(text, callee);
    Some(Site {
        node,
        sent: with_what_it_sends(language, node),
        // A generic method's type arguments: `GetFromJsonAsync<T>`.
        name: name.split('<').next().unwrap_or(name),
        receiver,
        arguments,
        callee: shown.split('(').next().unwrap_or(shown).trim_end(),
    })
}

/// The call with what is sent through it: Kotlin's grammar puts `client.
/// post(url) { setBody(…) }` as an outer call around `client.post(url)`,
/// and a Rust request is a builder (`client.post(url).body(…).send()`);
/// what the lambda or the builder's calls send (a GraphQL document)
/// belongs to the call.
fn with_what_it_sends(language: Language, node: Node<'_>) -> Node<'_> {
    let Some(outer) = node.parent() else {
        return node;
    };
    match language {
        Language::Kotlin
            if outer.kind() == "call_expression"
                && outer.named_child(0) == Some(node)
                && children(outer)
                    .iter()
                    .any(|part| part.kind() == "annotated_lambda") =>
        {
            outer
        }
        Language::Rust if outer.kind() == "field_expression" => match outer.parent() {
            Some(call)
                if outer.child_by_field_name("value") == Some(node)
                    && call.kind() == "call_expression"
                    && call.child_by_field_name("function") == Some(outer) =>
            {
                with_what_it_sends(language, call)
            }
            _ => node,
        },
        _ => node,
    }
}

/// A callee split into (callee, name, receiver): a bare identifier, or a
/// member whose receiver and name are the fields named.
fn split<'t, 'tree>(
    text: &'t str,
    callee: Node<'tree>,
    object: &str,
    name: &str,
) -> Option<(Node<'tree>, &'t str, Option<&'t str>)> {
    match (
        callee.child_by_field_name(object),
        callee.child_by_field_name(name),
    ) {
        (Some(object), Some(name)) => Some((
            callee,
            tree::text(text, name),
            Some(tree::text(text, object)),
        )),
        (None, None) if callee.named_child_count() == 0 => {
            Some((callee, tree::text(text, callee), None))
        }
        _ => None,
    }
}

/// The argument nodes of a call, in every grammar's spelling.
fn arguments(call: Node<'_>) -> Vec<Node<'_>> {
    if let Some(list) = call.child_by_field_name("arguments") {
        return children(list);
    }
    // Kotlin: `value_arguments` → `value_argument`, under a `call_suffix`
    // in older grammars.
    let held = children(call);
    held.iter()
        .find(|child| child.kind() == "value_arguments")
        .copied()
        .or_else(|| {
            let suffix = held.iter().find(|child| child.kind() == "call_suffix")?;
            children(*suffix)
                .into_iter()
                .find(|child| child.kind() == "value_arguments")
        })
        .map(children)
        .unwrap_or_default()
}

/// An argument wrapper (`argument`, `value_argument`) unwrapped to the
/// expression it holds; keyword arguments are kept whole.
fn unwrap_argument(argument: Node<'_>) -> Node<'_> {
    match argument.kind() {
        "argument" | "value_argument" => {
            let inner = children(argument);
            match inner.as_slice() {
                [only] => *only,
                _ => argument,
            }
        }
        _ => argument,
    }
}

/// The receiver as the catalogue compares it: its last segment,
/// lower-cased, without `$`, `@` or a leading `_` (`this.apiClient` →
/// `apiclient`, `$this->http` → `http`).
pub fn receiver_name(receiver: &str) -> String {
    let last = receiver
        .rsplit(['.', '>', ':', '\\'])
        .next()
        .unwrap_or(receiver)
        .trim_start_matches(['$', '@', '_', '?']);
    last.to_ascii_lowercase()
}

/// Whether `receiver` is written as `path`, or ends in a separator and it.
pub fn receiver_is(receiver: &str, path: &str) -> bool {
    receiver == path
        || receiver.strip_suffix(path).is_some_and(|before| {
            before.ends_with('.') || before.ends_with("::") || before.ends_with('\\')
        })
}

/// The text of a string literal without its quotes and prefixes, when
/// `node` is one (a template's text is kept with its substitutions).
pub fn literal<'t>(text: &'t str, node: Node<'_>) -> Option<&'t str> {
    let kind = node.kind();
    let stringy = kind.contains("string") || kind == "template_string" || kind == "encapsed_string";
    if !stringy || kind.contains("interpolation") {
        return None;
    }
    let written = tree::text(text, node);
    let body = written
        .trim_start_matches(['f', 'F', 'r', 'R', 'b', 'B', 'u', 'U', '@', '$', '#'])
        .trim_matches(['"', '\'', '`', '#']);
    Some(body)
}
