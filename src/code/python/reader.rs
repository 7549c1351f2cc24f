//! The reader of a module's registrations: decorators, `add_tool` calls
//! (once, in a loop, in a wrapper's call), `Tool(…)`, their keywords read
//! as a holder.

use std::borrow::Cow;
use std::collections::HashMap;

use tree_sitter::Node;

use crate::code::Language;
use crate::code::registration::{
    Constants, Opaque, Place, READ_KEYS, Registration, UseKind, member, tolerated, unread,
};
use crate::code::tree::{self, children, span, spot};
use crate::document::{CodeSyntax, Layout, Object, Spot, Str, Value};

use super::decorators::{Added, added, decorated_by, decorators, is_tool_method};
use super::definitions::bound;
use super::mount::Prefix;
use super::sdk::AddTool;
use super::values::{PyNames, string};
use super::wrappers::Wrapper;
use crate::code::registration::value;

/// A FastMCP `add_tool` call that takes no annotations: nothing is written
/// there, and messages spell hints as a dict, as they are written where
/// the tool is made (`Tool.from_function(fn, annotations={…})`).
const TAKES_NO_ANNOTATIONS: CodeSyntax = CodeSyntax::Unwritable {
    written_as: Some(&CodeSyntax::PyDict),
};

/// Whether the identifier `name` is a loop variable (`for tool in …`) or
/// a parameter of the function it is used in.
fn bound_locally(text: &str, name: Node<'_>) -> bool {
    let written = tree::text(text, name);
    let mut node = name;
    while let Some(parent) = node.parent() {
        node = parent;
        let bound = match node.kind() {
            "for_statement" => node
                .child_by_field_name("left")
                .is_some_and(|left| binds(text, left, written)),
            "function_definition" | "lambda" => node
                .child_by_field_name("parameters")
                .is_some_and(|parameters| binds(text, parameters, written)),
            _ => false,
        };
        if bound {
            return true;
        }
    }
    false
}

/// Whether `target` (a loop target, a parameter list) binds `name`.
fn binds(text: &str, target: Node<'_>, name: &str) -> bool {
    let mut found = false;
    tree::preorder(target, |node| {
        found |= node.kind() == "identifier" && tree::text(text, node) == name;
    });
    found
}

/// Reads registrations with the file's constants.
pub(super) struct Reader<'t, 'tree> {
    /// The module's constants.
    pub(super) constants: Constants<'t, 'tree>,
    /// How the file names `ToolAnnotations`.
    pub(super) annotations_type: Option<Spot>,
    /// Whether new hints are written in snake_case.
    pub(super) snake_case: bool,
    /// The names FastMCP's standalone decorator is imported under (`from
    /// fastmcp.tools import tool`): `@tool` makes a tool that a server
    /// adds later.
    pub(super) standalone: Vec<&'t str>,
    /// The names `ToolAnnotations` is imported under, and whether
    /// snake_case hint fields are the hints.
    pub(super) names: PyNames<'t>,
    /// What the module's `add_tool` takes.
    pub(super) add_tool: AddTool,
    /// The namespaces the module's servers are mounted under, by name.
    pub(super) prefixes: HashMap<String, Prefix>,
    /// Where the file is, for the program model's imports.
    pub(super) place: Option<Place<'t>>,
}

impl<'t, 'tree> Reader<'t, 'tree> {
    /// `@server.tool` / `@server.tool(...)` on a function.
    pub(super) fn decorated(&mut self, node: Node<'tree>) -> Option<Registration<'t>> {
        let text = self.constants.text;
        let function = node.child_by_field_name("definition")?;
        let function_name = function.child_by_field_name("name")?;
        for (callee, arguments) in decorators(node) {
            let standalone = callee.kind() == "identifier"
                && self.standalone.contains(&tree::text(text, callee));
            if !is_tool_method(text, callee, "tool") && !standalone {
                continue;
            }
            let default_name = Str {
                value: Cow::Borrowed(tree::text(text, function_name)),
                span: spot(function_name),
            };
            let registration = self.keywords(callee, arguments, Some(default_name));
            return Some(self.sent(callee, registration));
        }
        None
    }

    /// The tools a call of the module's wrapper registers: each
    /// registration of its body read with its parameters bound to the
    /// call's arguments (a parameter the call leaves without a value is
    /// not static), placed at the call.
    pub(super) fn wrapper_call(
        &mut self,
        wrapper: &Wrapper<'t, 'tree>,
        call: Node<'tree>,
    ) -> Vec<Registration<'t>> {
        let text = self.constants.text;
        let Some((callee, arguments)) = tree::field_pair(call, "function", "arguments") else {
            return Vec::new();
        };
        // What reads as nothing static: the wrapper's own definition.
        let bindings: HashMap<&'t str, Node<'tree>> =
            bound(text, wrapper.parameters.clone(), arguments)
                .into_iter()
                .map(|(parameter, value)| (parameter, value.unwrap_or(wrapper.function)))
                .collect();
        let mut found = Vec::new();
        for registration in &wrapper.registrations {
            self.constants.use_wrapper(
                UseKind::Wrapper,
                wrapper.name,
                span(call),
                span(wrapper.function),
            );
            self.constants.bind(bindings.clone());
            let read = match registration.kind() {
                "decorated_definition" => self.decorated(*registration).map(|found| {
                    found.with_handler(
                        text,
                        Language::Python,
                        registration.child_by_field_name("definition"),
                    )
                }),
                _ => self.call(*registration),
            };
            self.constants.unbind();
            match read {
                Some(read) => found.push(read.placed(span(call), span(callee))),
                // The use recorded is for no registration.
                None => drop(self.constants.take_uses()),
            }
        }
        found
    }

    /// The registration with the name its client sees: a server mounted
    /// under a namespace (`main.mount(jira, namespace="jira")`) sends
    /// `jira_search` for `search`, and a computed namespace leaves the
    /// tool unnamed.
    fn sent(&self, callee: Node<'tree>, mut registration: Registration<'t>) -> Registration<'t> {
        let server = callee
            .child_by_field_name("object")
            .map(|object| tree::text(self.constants.text, object));
        match server.and_then(|server| self.prefixes.get(server)) {
            Some(Prefix::Known(prefix)) => {
                registration.name = registration.name.map(|name| Str {
                    value: Cow::Owned(format!("{prefix}{}", name.value)),
                    span: name.span,
                });
            }
            Some(Prefix::Computed) => registration.name = None,
            None => {}
        }
        registration
    }

    /// `for fn in [search, suggest]: mcp.add_tool(fn)` (the list written
    /// in place, or a constant of the module): what each element adds, at
    /// the element, as if added by name. `None` for any other call, and
    /// for a loop over anything else or whose call's other arguments use
    /// the loop variable (an `unjudged-tool`, read by [`Reader::call`]).
    pub(super) fn looped(&mut self, node: Node<'tree>) -> Option<Vec<Registration<'t>>> {
        let text = self.constants.text;
        let callee = node.child_by_field_name("function")?;
        if !is_tool_method(text, callee, "add_tool") {
            return None;
        }
        let arguments = node.child_by_field_name("arguments")?;
        let given = children(arguments);
        let variable = given
            .first()
            .copied()
            .filter(|first| first.kind() == "identifier")?;
        let name = tree::text(text, variable);
        if given
            .iter()
            .skip(1)
            .any(|argument| binds(text, *argument, name))
        {
            return None;
        }
        let mut up = node;
        let statement = loop {
            up = up.parent()?;
            match up.kind() {
                "for_statement"
                    if up.child_by_field_name("left").is_some_and(|left| {
                        left.kind() == "identifier" && tree::text(text, left) == name
                    }) =>
                {
                    break up;
                }
                "function_definition" | "class_definition" | "lambda" | "module" => return None,
                _ => {}
            }
        };
        let over = statement.child_by_field_name("right")?;
        let list = match over.kind() {
            "identifier" => {
                let mut list = None;
                // Only the node is wanted; the value stands for it.
                let _ = self.constants.follow(over, |_, value| {
                    list = Some(value);
                    Ok(Value::Skipped(
                        crate::document::Container::Array,
                        spot(value),
                    ))
                });
                self.constants.take_uses();
                list?
            }
            _ => over,
        };
        let elements = children(list);
        if !matches!(list.kind(), "list" | "tuple")
            || elements.is_empty()
            || !elements
                .iter()
                .all(|element| matches!(element.kind(), "identifier" | "attribute"))
        {
            return None;
        }
        let header = format!("for {name} in {}", tree::text(text, over));
        let mut found = Vec::new();
        for element in elements {
            // What the loop's call writes is shared by every element.
            self.constants
                .use_wrapper(UseKind::Loop, &header, span(node), span(node));
            let function = (element.kind() == "identifier").then_some(element);
            match self.added_of(callee, arguments, Some(element), function) {
                Some(mut registration) => {
                    // A call that takes no annotations is said by its
                    // callee, where it stays, and no fix shares it.
                    if matches!(
                        &registration.holder.layout,
                        Layout::Code(syntax) if matches!(**syntax, CodeSyntax::Unwritable { .. })
                    ) {
                        registration.uses.retain(|used| used.name != header);
                    } else {
                        registration.anchor = span(element);
                    }
                    found.push(self.sent(callee, registration));
                }
                None => {
                    self.constants.take_uses();
                }
            }
        }
        Some(found)
    }

    /// `server.add_tool(fn, ...)` and `types.Tool(...)`.
    pub(super) fn call(&mut self, node: Node<'tree>) -> Option<Registration<'t>> {
        let text = self.constants.text;
        let callee = node.child_by_field_name("function")?;
        let arguments = node.child_by_field_name("arguments")?;
        if arguments.kind() != "argument_list" {
            return None;
        }
        let called = tree::text(text, callee);
        // The decorator called by hand: `mcp.tool(name="ping")(self.ping)`.
        if callee.kind() == "call" {
            let decorator = callee.child_by_field_name("function")?;
            if !is_tool_method(text, decorator, "tool") {
                return None;
            }
            let function = children(arguments).into_iter().next()?;
            // A parameter of a wrapper being read for one call is the
            // function that call gives.
            let function = match self.constants.bound(tree::text(text, function)) {
                Some(given) if function.kind() == "identifier" && given.kind() == "identifier" => {
                    given
                }
                _ => function,
            };
            let named = match function.kind() {
                "identifier" => function,
                "attribute" => function.child_by_field_name("attribute")?,
                _ => return None,
            };
            // A loop variable or a parameter (`for func in …:
            // mcp.tool(…)(func)`) names the tool at run time: never the
            // variable's name.
            let default_name = (function.kind() != "identifier" || !bound_locally(text, function))
                .then(|| Str {
                    value: Cow::Borrowed(tree::text(text, named)),
                    span: spot(named),
                });
            let inner = callee.child_by_field_name("arguments");
            let registration = self.keywords(decorator, inner, default_name);
            return Some(self.sent(decorator, registration));
        }
        if is_tool_method(text, callee, "add_tool") {
            return self
                .added(callee, arguments)
                .map(|registration| self.sent(callee, registration));
        }
        if called.ends_with("Tool.from_function") {
            return self.made_of_function(callee, arguments);
        }
        if called == "Tool" || called.ends_with(".Tool") {
            let named = children(arguments).into_iter().any(|argument| {
                argument.kind() == "keyword_argument"
                    && argument
                        .child_by_field_name("name")
                        .is_some_and(|name| tree::text(text, name) == "name")
            });
            return named.then(|| self.keywords(callee, Some(arguments), None));
        }
        None
    }

    /// `server.add_tool(…)`: a function with its fields as keywords (the
    /// SDK's, FastMCP's before 2.7, and any call written with keywords),
    /// else (FastMCP from 2.7 on) a `Tool` already made, which is the tool
    /// of its declaration, not a second one. A plain function (FastMCP 3
    /// makes it a tool without annotations) is a tool whose call takes no
    /// annotations: no fix writes into it.
    fn added(&mut self, callee: Node<'tree>, arguments: Node<'tree>) -> Option<Registration<'t>> {
        let given = children(arguments);
        let function = given
            .iter()
            .copied()
            .find(|argument| argument.kind() == "identifier");
        self.added_of(callee, arguments, given.first().copied(), function)
    }

    /// [`Reader::added`] of `first`, the value added (the call's first
    /// argument, or an element of the list a loop adds), and `function`,
    /// the function a call that takes one makes a tool of.
    fn added_of(
        &mut self,
        callee: Node<'tree>,
        arguments: Node<'tree>,
        first: Option<Node<'tree>>,
        function: Option<Node<'tree>>,
    ) -> Option<Registration<'t>> {
        let text = self.constants.text;
        let given = children(arguments);
        let with_keywords = given
            .iter()
            .any(|argument| argument.kind() == "keyword_argument");
        // `mcp.add_tool(fn)` of a function a standalone `@tool` made a tool
        // of adds that tool, whose registration is the decorator.
        if first.is_some_and(|first| {
            first.kind() == "identifier" && decorated_by(text, first, &self.standalone)
        }) {
            return None;
        }
        let takes_function = with_keywords
            || matches!(
                self.add_tool,
                AddTool::Function | AddTool::FunctionWithoutAnnotations
            );
        if takes_function || first.is_some_and(|first| bound_locally(text, first)) {
            return self.made_of(callee, arguments, function);
        }
        match added(text, first?, &self.standalone) {
            Added::Declared => None,
            Added::Function(name) => {
                let mut registration = self.keywords(callee, Some(arguments), name);
                registration.holder.layout = Layout::Code(Box::new(TAKES_NO_ANNOTATIONS));
                Some(registration)
            }
        }
    }

    /// `add_tool(fn, …)` or `Tool.from_function(fn, …)`: the tool made of
    /// a function, its fields the call's keywords, named after the function
    /// unless `name=` says otherwise.
    fn made_of_function(
        &mut self,
        callee: Node<'tree>,
        arguments: Node<'tree>,
    ) -> Option<Registration<'t>> {
        let function = children(arguments)
            .into_iter()
            .find(|argument| argument.kind() == "identifier");
        self.made_of(callee, arguments, function)
    }

    /// [`Reader::made_of_function`] of `function`.
    fn made_of(
        &mut self,
        callee: Node<'tree>,
        arguments: Node<'tree>,
        function: Option<Node<'tree>>,
    ) -> Option<Registration<'t>> {
        let text = self.constants.text;
        // A parameter of a wrapper being read for one call is the function
        // that call gives.
        let function =
            function.map(
                |function| match self.constants.bound(tree::text(text, function)) {
                    Some(given) if given.kind() == "identifier" => given,
                    _ => function,
                },
            );
        // A loop variable or a parameter stands for tools hintlint
        // cannot list: never a tool of that name.
        if let Some(variable) = function.filter(|function| bound_locally(text, *function)) {
            let mut registration = self.keywords(callee, Some(arguments), None);
            registration.unjudged = Some(Opaque::at(text, variable));
            return Some(registration);
        }
        let default_name = function.map(|function| Str {
            value: Cow::Borrowed(tree::text(text, function)),
            span: spot(function),
        });
        Some(self.keywords(callee, Some(arguments), default_name))
    }

    /// The registration whose fields are the keyword arguments of
    /// `arguments` (`None`: a decorator without parentheses).
    fn keywords(
        &mut self,
        callee: Node<'tree>,
        arguments: Option<Node<'tree>>,
        default_name: Option<Str<'t>>,
    ) -> Registration<'t> {
        let last_positional = arguments
            .and_then(|arguments| children(arguments).last().copied())
            .filter(|last| last.kind() != "keyword_argument")
            .map(spot);
        let syntax = CodeSyntax::PyKeywords {
            annotations_type: self.annotations_type,
            last_positional,
            snake_case: self.snake_case,
        };
        // FastMCP before 2.3 takes no `annotations=` anywhere.
        let syntax = match self.add_tool {
            AddTool::FunctionWithoutAnnotations => TAKES_NO_ANNOTATIONS,
            _ => syntax,
        };
        let mut holder = Object {
            span: Spot::of(callee.end_byte()..callee.end_byte()),
            members: Vec::new(),
            layout: Layout::Code(Box::new(syntax)),
        };
        let mut positional_name = None;
        let mut opaque = None;
        if let Some(arguments) = arguments {
            holder.span = spot(arguments);
            match self.keyword_members(arguments) {
                Ok((members, first)) => {
                    holder.members = members;
                    positional_name = first;
                }
                Err(found) => opaque = Some(found),
            }
        }
        // A `name=` that is not static names the tool at run time: never
        // the function's name.
        let name = match holder.get("name") {
            Some(Value::String(name)) => Some(name.clone()),
            _ if arguments.is_some_and(|arguments| writes_name(self.constants.text, arguments)) => {
                arguments.and_then(|arguments| {
                    super::lower::evaluated_name(self.constants.text, arguments, self.place)
                })
            }
            _ => positional_name.or(default_name),
        };
        let anchor = span(callee);
        // A catalogue's member (`CATALOG["lookup"]`) is one use however
        // many constants its catalogue spreads.
        let mut uses = self.constants.take_uses();
        uses.dedup_by(|later, first| {
            (&later.name, &later.defined, &later.imported_from)
                == (&first.name, &first.defined, &first.imported_from)
        });
        Registration {
            unjudged: opaque,
            ..Registration::new(holder, name, anchor, uses)
        }
    }

    /// The keyword arguments of a call as members (the ones hintlint reads
    /// converted), and a leading positional string (FastMCP's name).
    fn keyword_members(
        &mut self,
        arguments: Node<'tree>,
    ) -> Result<(Vec<crate::document::Member<'t>>, Option<Str<'t>>), Opaque> {
        let text = self.constants.text;
        let mut members = Vec::new();
        let mut positional_name = None;
        for (index, argument) in children(arguments).into_iter().enumerate() {
            match argument.kind() {
                "keyword_argument" => {
                    let Some((key, field)) = tree::field_pair(argument, "name", "value") else {
                        continue;
                    };
                    let name = tree::text(text, key);
                    if !READ_KEYS.contains(&name) {
                        members.push(member(name, span(key), unread(field)));
                        continue;
                    }
                    // `None` is kept: a written hint whose value is not a
                    // boolean (a fix replaces it in place).
                    match value(&mut self.constants, &self.names, field) {
                        Ok(converted) => members.push(member(name, span(key), converted)),
                        Err(opaque) => {
                            if let Some(kept) = tolerated(name, opaque)? {
                                members.push(member(name, span(key), kept));
                            }
                        }
                    }
                }
                "string" if index == 0 => positional_name = string(text, argument),
                "dictionary_splat" => return Err(Opaque::at(text, argument)),
                _ => {}
            }
        }
        Ok((members, positional_name))
    }
}

/// Whether a call's arguments write `name=`.
fn writes_name(text: &str, arguments: Node<'_>) -> bool {
    children(arguments).into_iter().any(|argument| {
        argument.kind() == "keyword_argument"
            && argument
                .child_by_field_name("name")
                .is_some_and(|key| tree::text(text, key) == "name")
    })
}
