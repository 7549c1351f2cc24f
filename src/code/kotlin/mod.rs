//! Tools registered with the Kotlin MCP SDK (`io.modelcontextprotocol:
//! kotlin-sdk`): `server.addTool(name = "…", description = "…",
//! toolAnnotations = ToolAnnotations(readOnlyHint = true)) { request -> … }`
//! (named or positional arguments, the handler a trailing lambda or an
//! argument), and `Tool(name = "…", annotations = ToolAnnotations(…))`
//! built for `addTool(tool) { … }` or `addTools(listOf(RegisteredTool(tool,
//! handler)))`.
//!
//! The holder is the call's argument list in parentheses: new arguments go
//! inside it, never after a trailing lambda. Names and values are literals
//! or `val`s of the file (`const val NAME = "…"`, `Hints.SAFE`, `val
//! READ_ONLY = ToolAnnotations(…)`); a name built at run time leaves the
//! tool unnamed, said by its place, and annotations built at run time, or a
//! tool built elsewhere and passed in, leave it unjudged.
//!
//! A class extending a base of the project that reaches the SDK's `Tool(…)`
//! in another file, overriding its `name` and `annotations` as properties,
//! is a tool too, its annotations possibly a preset function of a project
//! object ([`classes`]). A call of a helper such a base declares, which
//! passes its parameters to the SDK's `Tool(…)`, is a tool with the call's
//! arguments ([`helpers`]).

mod classes;
mod helpers;
mod sdk;

use std::borrow::Cow;

use tree_sitter::Node;

use super::Language;
use super::registration::{
    Arguments, Constants, Converted, Found, Importer, Opaque, Place, Registration, anchor, member,
    relocated,
};
use super::tree::{self, children, span, spot};
use crate::base::hint::TITLE_KEY;
use crate::document::{CodeSyntax, Layout, Member, NamedStyle, Object, Spot, Str, Value};

/// What a new annotations value is written as.
const ANNOTATIONS_TYPE: &str = "ToolAnnotations";

/// The positional parameters of `ToolAnnotations(…)`, in order (stable
/// from the SDK's 0.6 to 0.14).
const ANNOTATION_PARAMETERS: [&str; 5] = [
    TITLE_KEY,
    "readOnlyHint",
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
];

/// Reads the registrations of a parsed Kotlin file.
pub fn registrations<'t>(text: &'t str, root: Node<'_>, place: Option<Place<'t>>) -> Found<'t> {
    let seed = sdk::seed(place);
    let defined = definitions(text, root);
    let presets = place.map(|place| {
        Box::new(classes::Presets {
            place,
            definitions,
            read: preset_annotations,
        }) as Box<dyn Importer + 't>
    });
    let mut reader = Reader {
        vals: defined.iter().copied().collect(),
        constants: Constants::new(text, defined).importing(presets),
        mcp: text.contains("io.modelcontextprotocol") || text.contains("addTool"),
        helpers: place
            .map(|place| helpers::inherited(text, &bases(text, root), place))
            .unwrap_or_default(),
        place,
    };
    let mut found = Vec::new();
    // Every call the reader reads names a `…Tool…` (`addTool`, `addTools`,
    // `RegisteredTool`, `Tool`) or a helper the file's classes inherit, and
    // a class is declared with its keyword: only the paths to where one is
    // written are walked.
    let mut needles = vec!["Tool", "class", "interface"];
    needles.extend(reader.helpers.iter().map(|helper| helper.function.as_str()));
    let offsets = tree::offsets_of(text, &needles);
    tree::preorder_holding(root, &offsets, |node| match node.kind() {
        "call_expression" => found.extend(reader.call(node)),
        "class_declaration" => found.extend(reader.project_class(node)),
        _ => {}
    });
    match seed {
        Some(seed) => found
            .into_iter()
            .map(|found| sdk::seeded(found, seed))
            .collect(),
        None => found,
    }
}

/// The project bases the file's classes declare, each once.
fn bases<'t>(text: &'t str, root: Node<'_>) -> Vec<&'t str> {
    let mut found: Vec<&str> = Vec::new();
    tree::preorder(root, |node| {
        if node.kind() == "class_declaration"
            && let Some(base) = classes::base_of(text, node)
            && !found.contains(&base)
        {
            found.push(base);
        }
    });
    found
}

/// The presets a file's objects declare (`object Presets { fun
/// readOnly(title: String) = ToolAnnotations(…) }`): the classes of other
/// files read them where they call them ([`classes`]), so the values they
/// hold are no unread place here.
pub fn read_elsewhere(text: &str, _place: Option<Place<'_>>) -> Vec<String> {
    if !text.contains("object ") || !text.contains(ANNOTATIONS_TYPE) {
        return Vec::new();
    }
    let Ok(parsed) = super::parse::tree_of(text, Language::Kotlin) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    tree::preorder(parsed.root_node(), |node| {
        if node.kind() != "function_declaration" {
            return;
        }
        let in_object = std::iter::successors(node.parent(), Node::parent)
            .any(|ancestor| ancestor.kind() == "object_declaration");
        let returns_annotations = children(node)
            .into_iter()
            .find(|child| child.kind() == "function_body")
            .and_then(|body| body.named_child(0))
            .is_some_and(|returned| is_annotations_call(text, returned));
        if let (true, true, Some(name)) = (
            in_object,
            returns_annotations,
            node.child_by_field_name("name"),
        ) {
            found.push(tree::text(text, name).to_owned());
        }
    });
    found
}

/// The file's `val`s (top-level, in objects and classes, and local): name
/// to value node. A `var`, a delegated or computed property is left out.
fn definitions<'a, 'b>(text: &'a str, root: Node<'b>) -> Vec<(&'a str, Node<'b>)> {
    let mut found = Vec::new();
    // A `val` holds its keyword: only the nodes that hold one are walked.
    let offsets = tree::offsets_of(text, &["val"]);
    tree::preorder_holding(root, &offsets, |node| {
        if node.kind() != "property_declaration" {
            return;
        }
        let mut cursor = node.walk();
        let is_val = node
            .children(&mut cursor)
            .any(|child| !child.is_named() && child.kind() == "val");
        if !is_val {
            return;
        }
        let parts = children(node);
        let Some(declaration) = parts
            .iter()
            .find(|child| child.kind() == "variable_declaration")
        else {
            return;
        };
        let Some(name) = declaration.named_child(0) else {
            return;
        };
        let value = parts.last().filter(|value| {
            value.start_byte() >= declaration.end_byte()
                && !matches!(value.kind(), "getter" | "setter" | "property_delegate")
        });
        if let Some(value) = value {
            found.push((tree::text(text, name), *value));
        }
    });
    found
}

/// The name a call is made by: `addTool` of `server.addTool(…)`.
fn callee_name<'t>(text: &'t str, callee: Node<'_>) -> Option<&'t str> {
    match callee.kind() {
        "identifier" => Some(tree::text(text, callee)),
        "navigation_expression" => {
            let last = children(callee).into_iter().last()?;
            (last.kind() == "identifier").then(|| tree::text(text, last))
        }
        _ => None,
    }
}

/// A call's parts: what is called, its argument list in parentheses (if
/// written), and its trailing lambda.
struct Call<'tree> {
    /// What is called (`server.addTool`).
    callee: Node<'tree>,
    /// `(…)`.
    arguments: Option<Node<'tree>>,
    /// `{ request -> … }` after the parentheses.
    lambda: Option<Node<'tree>>,
}

impl<'tree> Call<'tree> {
    /// The call at `node`, read once: a call with a trailing lambda is
    /// read at the outer node, the inner call (callee and parentheses) is
    /// skipped.
    fn of(node: Node<'tree>) -> Option<Call<'tree>> {
        let parts = children(node);
        let lambda = parts
            .iter()
            .find(|part| part.kind() == "annotated_lambda")
            .copied();
        let first = *parts.first()?;
        if lambda.is_none()
            && node
                .parent()
                .is_some_and(|parent| parent.kind() == "call_expression" && trailing(parent))
            && node.parent().and_then(|parent| parent.named_child(0)) == Some(node)
        {
            return None;
        }
        if let Some(lambda) = lambda
            && first.kind() == "call_expression"
        {
            let inner = children(first);
            return Some(Call {
                callee: *inner.first()?,
                arguments: inner
                    .iter()
                    .find(|part| part.kind() == "value_arguments")
                    .copied(),
                lambda: Some(lambda),
            });
        }
        Some(Call {
            callee: first,
            arguments: parts
                .iter()
                .find(|part| part.kind() == "value_arguments")
                .copied(),
            lambda,
        })
    }
}

/// Whether a call expression ends in a trailing lambda.
fn trailing(call: Node<'_>) -> bool {
    children(call)
        .iter()
        .any(|part| part.kind() == "annotated_lambda")
}

/// One argument of a call: its name when written `name = value`, and its
/// value.
struct Argument<'tree> {
    /// The whole argument.
    node: Node<'tree>,
    /// `name` of `name = value`.
    name: Option<Node<'tree>>,
    /// The value.
    value: Node<'tree>,
}

/// The arguments of `(…)`.
fn arguments(list: Option<Node<'_>>) -> Vec<Argument<'_>> {
    let Some(list) = list else {
        return Vec::new();
    };
    children(list)
        .into_iter()
        .filter(|argument| argument.kind() == "value_argument")
        .filter_map(|argument| {
            let mut cursor = argument.walk();
            let named = argument
                .children(&mut cursor)
                .any(|child| !child.is_named() && child.kind() == "=");
            let parts = children(argument);
            let value = *parts.last()?;
            let name = named.then(|| parts.first().copied()).flatten();
            Some(Argument {
                node: argument,
                name: name.filter(|name| name.id() != value.id()),
                value,
            })
        })
        .collect()
}

/// The argument named `key`, or else the positional one at `position`.
fn argument<'a, 'tree>(
    text: &str,
    all: &'a [Argument<'tree>],
    key: &str,
    position: Option<usize>,
) -> Option<&'a Argument<'tree>> {
    let named = all.iter().find(|argument| {
        argument
            .name
            .is_some_and(|name| tree::text(text, name) == key)
    });
    named.or_else(|| {
        let position = position?;
        all.get(position).filter(|argument| {
            argument.name.is_none() && all[..position].iter().all(|before| before.name.is_none())
        })
    })
}

/// Reads a file's calls.
struct Reader<'t, 'tree> {
    /// The file's `val`s and the uses a registration makes of them.
    constants: Constants<'t, 'tree>,
    /// The file's `val`s by name.
    vals: std::collections::HashMap<&'t str, Node<'tree>>,
    /// Whether the file uses the SDK (imports it or calls `addTool`): only
    /// then is a bare `Tool(…)` its tool.
    mcp: bool,
    /// Where the file is, for the project's classes in other files.
    place: Option<Place<'t>>,
    /// The helpers the file's classes inherit from the project's bases.
    helpers: Vec<helpers::Helper>,
}

impl<'t, 'tree> Reader<'t, 'tree> {
    /// The registration a call makes, if it is one.
    fn call(&mut self, node: Node<'tree>) -> Option<Registration<'t>> {
        let text = self.constants.text;
        let call = Call::of(node)?;
        let callee = callee_name(text, call.callee)?;
        let all = arguments(call.arguments);
        match callee {
            "addTool" if self.inline(&all) => {
                self.tool(&call, &all, ("name", 0), ("toolAnnotations", None))
            }
            "addTool" | "RegisteredTool" | "addTools" => self.passed(all.first()?.value),
            "Tool" if self.mcp && argument(text, &all, "name", Some(0)).is_some() => {
                self.tool(&call, &all, ("name", 0), ("annotations", None))
            }
            helper => {
                let helper = self.helpers.iter().find(|known| known.function == helper)?;
                let (name, annotations) = (helper.name.clone(), helper.annotations.clone());
                let annotations = match &annotations {
                    Some((key, at)) => (key.as_str(), Some(*at)),
                    // Not passed on: no argument is the annotations.
                    None => ("", Some(usize::MAX)),
                };
                self.tool(&call, &all, (&name.0, name.1), annotations)
            }
        }
    }

    /// A class of a project base that reaches the SDK's `Tool(…)` in
    /// another file ([`classes`]), overriding `name` with a string: its
    /// holder is its body (written to by no fix), its annotations those it
    /// overrides, else not judged (the base's are not read).
    fn project_class(&mut self, class: Node<'tree>) -> Option<Registration<'t>> {
        let text = self.constants.text;
        let place = self.place?;
        let written_name = classes::property(text, class, "name")?;
        let abstract_class = children(class).iter().any(|child| {
            child.kind() == "modifiers" && tree::text(text, *child).contains("abstract")
        });
        let base = classes::base_of(text, class)?;
        if abstract_class || !classes::is_project_tool(base, place) {
            return None;
        }
        let Ok(Value::String(name)) = self.value(written_name) else {
            drop(self.constants.take_uses());
            return None;
        };
        let mut members = vec![member(
            "name",
            span(written_name),
            Value::String(name.clone()),
        )];
        let mut opaque = None;
        match classes::property(text, class, "annotations") {
            Some(written) => match annotations_value(&mut self.constants, written, "annotations") {
                Ok(value) => members.push(member("annotations", span(written), value)),
                Err(found) => opaque = Some(found),
            },
            // What the base declares is not read.
            None => {
                let class_name = class.child_by_field_name("name").unwrap_or(class);
                opaque = Some(Opaque {
                    what: format!("the annotations `{base}` gives"),
                    ..Opaque::at(text, class_name)
                });
            }
        }
        let anchor = name.span.range();
        let holder = Object {
            span: spot(class),
            members,
            layout: Layout::Code(Box::new(CodeSyntax::Unwritable { written_as: None })),
        };
        let uses = self.constants.take_uses();
        Some(Registration {
            unjudged: opaque,
            ..Registration::new(holder, Some(name), anchor, uses)
        })
    }

    /// Whether `addTool(…)`'s arguments describe the tool in place (a name
    /// or description named, or a string first), rather than pass a `Tool`.
    fn inline(&self, all: &[Argument<'tree>]) -> bool {
        let text = self.constants.text;
        let named = all.iter().any(|argument| {
            argument
                .name
                .is_some_and(|name| matches!(tree::text(text, name), "name" | "description"))
        });
        named
            || all
                .first()
                .is_some_and(|first| first.name.is_none() && self.is_string(first.value, 0))
    }

    /// Whether `node` is a string literal, or a `val` of the file holding
    /// one.
    fn is_string(&self, node: Node<'tree>, depth: usize) -> bool {
        let text = self.constants.text;
        let named = match node.kind() {
            "string_literal" | "multiline_string_literal" => return true,
            "identifier" => node,
            "navigation_expression" => match children(node).into_iter().last() {
                Some(last) => last,
                None => return false,
            },
            _ => return false,
        };
        depth < 8
            && self
                .vals
                .get(tree::text(text, named))
                .is_some_and(|defined| self.is_string(*defined, depth + 1))
    }

    /// A tool passed by value (`addTool(tool) { … }`, `RegisteredTool(tool,
    /// handler)`, `addTools(tools)`): read where its `Tool(…)` is written,
    /// when the file writes it; else not judged, said at the argument.
    fn passed(&mut self, value: Node<'tree>) -> Option<Registration<'t>> {
        if self.builds_tools(value, 0) {
            return None;
        }
        Some(self.elsewhere(value))
    }

    /// Whether `value` is, names or holds a `Tool(…)` or `RegisteredTool(…)`
    /// the file writes (each is read where it is written).
    fn builds_tools(&self, value: Node<'tree>, depth: usize) -> bool {
        let text = self.constants.text;
        let mut holds = false;
        tree::preorder(value, |node| {
            if node.kind() == "call_expression"
                && node
                    .named_child(0)
                    .and_then(|callee| callee_name(text, callee))
                    .is_some_and(|name| matches!(name, "Tool" | "RegisteredTool"))
            {
                holds = true;
            }
        });
        holds
            || (value.kind() == "identifier"
                && depth < 8
                && self
                    .vals
                    .get(tree::text(text, value))
                    .is_some_and(|defined| self.builds_tools(*defined, depth + 1)))
    }

    /// A tool built where hintlint cannot see: not judged, at `value`.
    fn elsewhere(&mut self, value: Node<'tree>) -> Registration<'t> {
        let text = self.constants.text;
        let opaque = Opaque::at(text, value);
        let layout = Layout::Code(Box::new(CodeSyntax::Unwritable { written_as: None }));
        Registration::not_judged(opaque, None, layout, Vec::new())
    }

    /// `addTool(name = …, …)` or `Tool(name = …, …)`, or a project
    /// helper's call: the holder is the argument list; `name` is the
    /// parameter that takes the name and its position, `key` the one that
    /// takes annotations and, for a helper, its position.
    fn tool(
        &mut self,
        call: &Call<'tree>,
        all: &[Argument<'tree>],
        name_at: (&str, usize),
        (key, annotations_at): (&str, Option<usize>),
    ) -> Option<Registration<'t>> {
        let text = self.constants.text;
        // A fix writes the SDK's parameter; a helper's of another name is
        // not written to.
        let known = ["toolAnnotations", "annotations"]
            .into_iter()
            .find(|known| *known == key);
        let syntax = match known {
            Some(key) => named(all.last().map(|last| spot(last.node)), key),
            None => CodeSyntax::Unwritable { written_as: None },
        };
        let holder_span = match call.arguments {
            Some(list) => spot(list),
            None => Spot::of(call.callee.end_byte()..call.callee.end_byte()),
        };
        let mut members = Vec::new();
        let mut name = None;
        let mut opaque = None;
        if let Some(written) = argument(text, all, name_at.0, Some(name_at.1))
            && let Ok(Value::String(value)) = self.value(written.value)
        {
            name = Some(value.clone());
            members.push(member("name", key_span(written), Value::String(value)));
        }
        if let Some(written) = argument(text, all, TITLE_KEY, None) {
            match self.value(written.value) {
                Ok(title) => members.push(member(TITLE_KEY, key_span(written), title)),
                Err(found) => members.push(member(
                    TITLE_KEY,
                    key_span(written),
                    Value::String(Str {
                        value: Cow::Owned(found.what),
                        span: Spot::of(found.span),
                    }),
                )),
            }
        }
        let annotations = match annotations_at {
            Some(at) => argument(text, all, key, Some(at)),
            None => all.iter().find(|argument| match argument.name {
                Some(name) => tree::text(text, name) == key,
                None => self.holds_annotations(argument.value),
            }),
        };
        if let Some(written) = annotations {
            match annotations_value(
                &mut self.constants,
                written.value,
                known.unwrap_or("annotations"),
            ) {
                Ok(value) => members.push(member("annotations", key_span(written), value)),
                Err(found) => opaque = Some(found),
            }
        } else if let (None, Some(unknown)) = (
            annotations_at,
            all.iter().skip(4).find(|argument| argument.name.is_none()),
        ) {
            // Which parameter a late positional argument is depends on the
            // SDK's version (annotations are the fifth or sixth).
            opaque = Some(Opaque::at(text, unknown.value));
        }
        let anchor = anchor(name.as_ref(), call.callee);
        let holder = Object {
            span: holder_span,
            members,
            layout: Layout::Code(Box::new(syntax)),
        };
        let uses = self.constants.take_uses();
        let registration = Registration {
            unjudged: opaque,
            ..Registration::new(holder, name, anchor, uses)
        };
        let handler = call
            .lambda
            .or_else(|| argument(text, all, "handler", None).map(|handler| handler.value));
        let reach = super::effects::Reach::of(self.place, super::effects::classes::KOTLIN, text);
        Some(registration.with_handler_reaching(text, Language::Kotlin, handler, reach))
    }

    /// Whether a positional argument is the tool's annotations: a
    /// `ToolAnnotations(…)` call, or a `val` of the file holding one.
    fn holds_annotations(&self, node: Node<'tree>) -> bool {
        let text = self.constants.text;
        is_annotations_call(text, node)
            || (node.kind() == "identifier"
                && self
                    .vals
                    .get(tree::text(text, node))
                    .is_some_and(|defined| is_annotations_call(text, *defined)))
    }

    /// A scalar argument's value.
    fn value(&mut self, node: Node<'tree>) -> Converted<'t> {
        value(&mut self.constants, node)
    }
}

/// The annotations a tool is given: `ToolAnnotations(…)`, a `val` of the
/// file holding one, or `null` (none).
fn annotations_value<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    node: Node<'tree>,
    key: &'static str,
) -> Converted<'t> {
    let text = constants.text;
    match node.kind() {
        "call_expression" if is_annotations_call(text, node) => {
            match Call::of(node).and_then(|call| call.arguments) {
                Some(list) => annotations_call(constants, list, key),
                None => Err(Opaque::at(text, node)),
            }
        }
        "identifier" if tree::text(text, node) == "null" => Ok(Value::Null(spot(node))),
        "identifier" => constants.follow(node, |constants, defined| {
            annotations_value(constants, defined, key)
        }),
        "parenthesized_expression" => match node.named_child(0) {
            Some(inner) => annotations_value(constants, inner, key),
            None => Err(Opaque::at(text, node)),
        },
        // A preset of a project object (`Presets.readOnly("List")`).
        "call_expression" if constants.imports() => {
            let call = Call::of(node).ok_or_else(|| Opaque::at(text, node))?;
            if call.callee.kind() != "navigation_expression" || call.lambda.is_some() {
                return Err(Opaque::at(text, node));
            }
            let mut given = Arguments::default();
            for written in arguments(call.arguments) {
                let converted = value(constants, written.value)?;
                let converted = relocated(converted, &(0..0));
                match written.name {
                    Some(name) => given
                        .keyword
                        .push((tree::text(text, name).to_owned(), converted)),
                    None => given.positional.push(converted),
                }
            }
            let name = tree::text(text, call.callee);
            constants.imported_helper(node, name, given)
        }
        _ => Err(Opaque::at(text, node)),
    }
}

/// A preset's returned expression, read as annotations.
fn preset_annotations<'a, 'b>(
    constants: &mut Constants<'a, 'b>,
    _root: Node<'b>,
    node: Node<'b>,
) -> Converted<'a> {
    annotations_value(constants, node, "annotations")
}

/// `ToolAnnotations(title = …, readOnlyHint = true, …)`'s argument list,
/// named or positional: an object whose members are its arguments.
fn annotations_call<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    list: Node<'tree>,
    key: &'static str,
) -> Converted<'t> {
    let all = arguments(Some(list));
    let text = constants.text;
    let mut members: Vec<Member<'t>> = Vec::new();
    for (position, written) in all.iter().enumerate() {
        let field = match written.name {
            Some(name) => tree::text(text, name),
            None => match ANNOTATION_PARAMETERS.get(position) {
                Some(field) => field,
                None => return Err(Opaque::at(text, written.node)),
            },
        };
        let converted =
            constants.nested(written.value, |constants| value(constants, written.value))?;
        members.push(member(field, key_span(written), converted));
    }
    Ok(Value::Object(Object {
        span: spot(list),
        members,
        layout: Layout::Code(Box::new(named(all.last().map(|last| spot(last.node)), key))),
    }))
}

/// The layout of a Kotlin argument list whose last argument is at `last`.
fn named(last_argument: Option<Spot>, key: &'static str) -> CodeSyntax {
    CodeSyntax::Named {
        style: NamedStyle::Equals,
        last_argument,
        annotations_type: ANNOTATIONS_TYPE,
        annotations_key: key,
    }
}

/// Where an argument's key is: its name, or (positional) its value.
fn key_span(argument: &Argument<'_>) -> std::ops::Range<usize> {
    span(argument.name.unwrap_or(argument.value))
}

/// Whether `node` is a `ToolAnnotations(…)` call.
fn is_annotations_call(text: &str, node: Node<'_>) -> bool {
    node.kind() == "call_expression"
        && node
            .named_child(0)
            .and_then(|callee| callee_name(text, callee))
            == Some(ANNOTATIONS_TYPE)
}

/// A literal, or a `val` of the file by name (`READ_ONLY`) or through its
/// object (`Hints.READ_ONLY`).
fn value<'t, 'tree>(constants: &mut Constants<'t, 'tree>, node: Node<'tree>) -> Converted<'t> {
    let text = constants.text;
    match node.kind() {
        "identifier" => match tree::text(text, node) {
            "true" => Ok(Value::Bool(true, spot(node))),
            "false" => Ok(Value::Bool(false, spot(node))),
            "null" => Ok(Value::Null(spot(node))),
            _ => constants.follow(node, |constants, defined| value(constants, defined)),
        },
        "string_literal" | "multiline_string_literal" => string(text, node)
            .map(Value::String)
            .ok_or_else(|| Opaque::at(text, node)),
        "number_literal" => Ok(Value::Number(crate::document::Number {
            text: Cow::Borrowed(tree::text(text, node)),
            span: spot(node),
        })),
        "parenthesized_expression" => match node.named_child(0) {
            Some(inner) => value(constants, inner),
            None => Err(Opaque::at(text, node)),
        },
        "navigation_expression" => {
            let name = children(node)
                .into_iter()
                .last()
                .filter(|name| name.kind() == "identifier")
                .ok_or_else(|| Opaque::at(text, node))?;
            constants.follow_qualified(name, node, |constants, defined| value(constants, defined))
        }
        _ => Err(Opaque::at(text, node)),
    }
}

/// A Kotlin string literal without templates, decoded (a raw `"""…"""`
/// string as written).
fn string<'t>(text: &'t str, node: Node<'_>) -> Option<Str<'t>> {
    let parts = children(node);
    if parts.iter().any(|part| part.kind() == "interpolation") {
        return None;
    }
    let value = match parts.as_slice() {
        [] => Cow::Borrowed(""),
        [only] if only.kind() == "string_content" => Cow::Borrowed(tree::text(text, *only)),
        _ => {
            let mut out = String::new();
            for part in &parts {
                let written = tree::text(text, *part);
                match part.kind() {
                    "escape_sequence" => out.push_str(&tree::unescape(written)),
                    _ => out.push_str(written),
                }
            }
            Cow::Owned(out)
        }
    };
    Some(Str {
        value,
        span: spot(node),
    })
}
