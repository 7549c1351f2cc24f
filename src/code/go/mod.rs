//! Tools registered with Go's MCP SDKs:
//!
//! - mcp-go (`github.com/mark3labs/mcp-go/mcp`): `mcp.NewTool(name,
//!   options…)` with `mcp.WithReadOnlyHintAnnotation(true)` and the other
//!   hint options, `mcp.WithTitleAnnotation`, `mcp.WithToolAnnotation(
//!   mcp.ToolAnnotation{…})`, and `mcp.Tool{…}` literals;
//! - the official go-sdk (`github.com/modelcontextprotocol/go-sdk/mcp`):
//!   `&mcp.Tool{Name: …, Annotations: &mcp.ToolAnnotations{…}}` literals,
//!   wherever they are written (`mcp.AddTool`, `server.AddTool`, a
//!   variable);
//! - a project function forwarding its parameters into a bare mcp-go
//!   `mcp.Tool` (`tools.MustTool(name, …, options…)`, see `wrapper`).

mod calls;
mod imports;
mod loads;
mod locals;
mod lower;
mod mirror;
mod values;
mod wrapper;

pub use loads::MODULES;

use std::borrow::Cow;
use std::collections::HashMap;

use tree_sitter::Node;

use std::path::{Path, PathBuf};

use super::model::{self, Kind};
use super::query::Queries;
use super::registration::{
    ConstantUse, Constants, Converted, Found, Imported, Importer, Opaque, Place, Registration,
    UseKind, ValueAt, anchor, import_constant, member, tolerated, unread, value,
};
use super::tree::{self, Literals, children, span, spot};
use super::{Language, wire};
use crate::document::{CodeSyntax, GoFlavour, Layout, Member, Object, Spot, Str, Value};
use locals::Local;
use values::{MCP_GO, OFFICIAL, element, string};

/// Go's booleans, `nil` and numbers.
const LITERALS: Literals = Literals {
    truth: "true",
    falsity: "false",
    null: "nil",
    numbers: &["int_literal", "float_literal"],
};

/// The options of mcp-go that set one hint, and the hint's key.
const HINT_OPTIONS: [(&str, &str); 5] = [
    ("WithReadOnlyHintAnnotation", "readOnlyHint"),
    ("WithDestructiveHintAnnotation", "destructiveHint"),
    ("WithIdempotentHintAnnotation", "idempotentHint"),
    ("WithOpenWorldHintAnnotation", "openWorldHint"),
    ("WithTitleAnnotation", "title"),
];

/// Whether `text` can hold a registration this reader reads: a cheap
/// search for the names every construct needs, so that the many files of a
/// tree that register nothing are never parsed.
pub fn might_register(text: &str) -> bool {
    (text.contains("mcp") && (text.contains("NewTool") || text.contains("Tool{")))
        || text.contains("ToolAnnotations{")
        || text.contains("HintAnnotation(")
}

/// Reads the registrations of a parsed Go file.
pub fn registrations<'t>(text: &'t str, root: Node<'_>, place: Option<Place<'t>>) -> Found<'t> {
    let mut imports = imports(text, root);
    // The project's own types that mirror an SDK's (`api.Tool{…}`).
    let mut mirrors = Vec::new();
    if let Some(place) = place {
        mirrors = mirror::mirrors(text, root, place);
        imports.extend(mirrors.iter().copied());
    }
    if imports.is_empty() {
        return Vec::new();
    }
    let plain_bools = imports
        .iter()
        .any(|(_, flavour)| *flavour == GoFlavour::Official)
        && place.is_some_and(|place| go_sdk_sends_plain_bools(place));
    let mut reader = Reader {
        constants: Constants::of_file(text, root, definitions)
            .importing(place.map(|place| Box::new(Package::of(place)) as Box<dyn Importer + 't>)),
        sdk: Sdk {
            text,
            imports,
            helper: pointer_helper(text, root),
        },
        plain_bools,
        // A module that requires go-sdk v1.7.0 or later and not mcp-go
        // converts its mirrors into go-sdk's `ToolAnnotations`, whose
        // `ReadOnlyHint` and `IdempotentHint` are plain bools: what the
        // wire gets is false for either one the mirror leaves out.
        plain_bool_mirrors: match place {
            Some(place) if mirror::converts_to_go_sdk(place) => {
                mirrors.iter().map(|(local, _)| *local).collect()
            }
            _ => Vec::new(),
        },
        wrappers: wrapper::Wrappers::of(text, root, place, MCP_GO),
        names: lower::Names::new(text, place),
    };
    let mut found = Vec::new();
    let handlers = Handlers::of(text, root);
    let reach = super::effects::Reach::of(place, imports::LINKER, text);
    let handled = |found: Registration<'t>, node: Node<'_>| {
        found
            .unless_annotated_later(text, node)
            .with_handler_reaching(text, Language::Go, handlers.of_tool(text, node), reach)
    };
    tree::preorder(root, |node| match node.kind() {
        "call_expression" => found.extend(
            reader
                .new_tool(node)
                .or_else(|| reader.wrapped_tool(node))
                .map(|found| handled(found, node)),
        ),
        "composite_literal" => {
            found.extend(
                reader
                    .tool_literal(node)
                    .into_iter()
                    .map(|found| handled(found, node)),
            );
        }
        _ => {}
    });
    found
}

/// Whether the module the file at `place` belongs to requires go-sdk
/// v1.7.0 or later (its nearest `go.mod`, no higher than the folder
/// lookups from the file may reach, says so).
fn go_sdk_sends_plain_bools(place: Place<'_>) -> bool {
    mirror::go_mod(place).is_some_and(|(_, go_mod)| wire::go_sdk_sends_plain_bools(&go_mod))
}

/// Where a file's tools get their handlers: the arguments of every
/// `AddTool` call, and the file's functions and methods by name.
struct Handlers<'t, 'tree> {
    /// The argument lists of the `AddTool` calls.
    adds: Vec<Vec<Node<'tree>>>,
    /// Functions and methods by name.
    functions: HashMap<&'t str, Node<'tree>>,
}

impl<'t, 'tree> Handlers<'t, 'tree> {
    /// The handlers of the file `root`, found in one walk of the nodes
    /// that hold an `AddTool`.
    fn of(text: &'t str, root: Node<'tree>) -> Self {
        let mut adds = Vec::new();
        let offsets = tree::offsets_of(text, &["AddTool"]);
        tree::preorder_holding(root, &offsets, |node| {
            let Some(function) = node
                .child_by_field_name("function")
                .filter(|_| node.kind() == "call_expression")
            else {
                return;
            };
            let adds_tool = function.kind() == "selector_expression"
                && function
                    .child_by_field_name("field")
                    .is_some_and(|field| tree::text(text, field) == "AddTool");
            if let (true, Some(arguments)) = (adds_tool, node.child_by_field_name("arguments")) {
                adds.push(children(arguments));
            }
        });
        let functions = children(root)
            .into_iter()
            .filter(|declaration| {
                matches!(
                    declaration.kind(),
                    "function_declaration" | "method_declaration"
                )
            })
            .filter_map(|declaration| {
                Some((
                    tree::text(text, declaration.child_by_field_name("name")?),
                    declaration,
                ))
            })
            .collect();
        Handlers { adds, functions }
    }

    /// The handler a tool (`mcp.NewTool(…)`, `&mcp.Tool{…}`, or the
    /// variable holding it) is added with: the argument after it in an
    /// `AddTool` call, a function literal or a function (or method) of the
    /// file.
    fn of_tool(&self, text: &str, tool: Node<'tree>) -> Option<Node<'tree>> {
        let mut argument = tool;
        while let Some(parent) = argument.parent()
            && matches!(
                parent.kind(),
                "unary_expression" | "parenthesized_expression"
            )
        {
            argument = parent;
        }
        let after = |is_tool: &dyn Fn(Node<'_>) -> bool| {
            self.adds.iter().find_map(|arguments| {
                let index = arguments.iter().position(|node| is_tool(*node))?;
                arguments.get(index + 1).copied()
            })
        };
        let added = after(&|node| node.id() == argument.id()).or_else(|| {
            let name = tree::bound_name(text, tool)?;
            after(&|node| node.kind() == "identifier" && tree::text(text, node) == name)
        })?;
        let named = match added.kind() {
            "func_literal" => return Some(added),
            "selector_expression" => added.child_by_field_name("field")?,
            "identifier" => added,
            _ => return None,
        };
        // A function of another file of the package: followed there.
        (self.functions.get(tree::text(text, named)).copied()).or(Some(named))
    }
}

/// The names the file imports the SDKs' `mcp` packages under.
fn imports<'t>(text: &'t str, root: Node<'_>) -> Vec<(&'t str, GoFlavour)> {
    let mut found = Vec::new();
    // Go imports only at the top of a file.
    let declarations = children(root)
        .into_iter()
        .filter(|node| node.kind() == "import_declaration");
    declarations.for_each(|declaration| {
        tree::preorder(declaration, |node| {
            if node.kind() != "import_spec" {
                return;
            }
            let Some(path) = node.child_by_field_name("path") else {
                return;
            };
            let path = tree::text(text, path).trim_matches(['"', '`']);
            let flavour = match path {
                MCP_GO => GoFlavour::McpGo,
                OFFICIAL => GoFlavour::Official,
                _ => return,
            };
            let name = node
                .child_by_field_name("name")
                .map_or("mcp", |name| tree::text(text, name));
            found.push((name, flavour));
        })
    });
    found
}

/// The reader's queries: package-level `const`s and `var`s.
pub static QUERIES: Queries =
    Queries::new("src/code/go/forms.scm", include_str!("forms.scm"), || {
        tree_sitter_go::LANGUAGE.into()
    });

/// The file's package-level `const` and `var` definitions.
fn definitions<'t, 'tree>(text: &'t str, root: Node<'tree>) -> Vec<(&'t str, Node<'tree>)> {
    QUERIES
        .matches(root, text)
        .iter()
        .flat_map(|found| found.constants(text))
        .collect()
}

/// The `*bool` helper the file already calls for a hint field (`ptr`,
/// `mcp.ToBoolPtr`, `jsonschema.Ptr`).
fn pointer_helper(text: &str, root: Node<'_>) -> Option<Spot> {
    let mut found = None;
    let offsets = tree::offsets_of(text, &["Hint"]);
    tree::preorder_holding(root, &offsets, |node| {
        if found.is_some() || node.kind() != "keyed_element" {
            return;
        }
        let Some((key, value)) = tree::field_pair(node, "key", "value") else {
            return;
        };
        if !tree::text(text, key).ends_with("Hint") {
            return;
        }
        let value = element(value);
        if let Some(function) = helper_call(text, value) {
            found = Some(spot(function));
        }
    });
    found
}

/// The function of a call that wraps one boolean literal, `ptr(true)` or
/// `mcp.ToBoolPtr(false)`: a named function (never `new`, and never the
/// spellings of a pointer hintlint writes itself, which wrap no argument).
fn helper_call<'tree>(text: &str, call: Node<'tree>) -> Option<Node<'tree>> {
    if call.kind() != "call_expression" {
        return None;
    }
    let function = call.child_by_field_name("function")?;
    let named = matches!(function.kind(), "identifier" | "selector_expression")
        && tree::text(text, function) != "new";
    let arguments = call.child_by_field_name("arguments").map(children)?;
    let boolean =
        matches!(arguments.as_slice(), [only] if matches!(element(*only).kind(), "true" | "false"));
    (named && boolean).then_some(function)
}

/// The boolean a pointer spelt without a helper points to: `new(bool)`
/// (false) or `func() *bool { v := true; return &v }()`, the spellings a
/// fix writes for the official SDK's `*bool` fields.
fn pointer_literal(text: &str, call: Node<'_>) -> Option<bool> {
    let written: String = tree::text(text, call)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    if written == "new(bool)" {
        return Some(false);
    }
    // `func() *bool { v := true; return &v }()`, whatever the variable's
    // name.
    let body = written
        .strip_prefix("func() *bool { ")?
        .strip_suffix(" }()")?;
    let (definition, returned) = body.split_once("; return &")?;
    let (name, pointed) = definition.split_once(" := ")?;
    let pointed = match pointed {
        "true" => true,
        "false" => false,
        _ => return None,
    };
    let identifier = !name.is_empty() && name.chars().all(|ch| ch.is_alphanumeric() || ch == '_');
    (identifier && returned == name).then_some(pointed)
}

/// A Go field name as a JSON key: `ReadOnlyHint` → `readOnlyHint`.
fn json_key(field: &str) -> String {
    let mut chars = field.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// What the file imports of the SDKs.
struct Sdk<'t> {
    /// The file's text.
    text: &'t str,
    /// The SDK packages' local names.
    imports: Vec<(&'t str, GoFlavour)>,
    /// The file's `*bool` helper.
    helper: Option<Spot>,
}

impl<'t> Sdk<'t> {
    /// The SDK `selector` (`mcp.NewTool`) refers to, with its qualifier
    /// node and the selected name.
    fn selected<'tree>(&self, selector: Node<'tree>) -> Option<(GoFlavour, Node<'tree>, &'t str)> {
        let text = self.text;
        let (package, name) = match selector.kind() {
            "selector_expression" => (
                selector.child_by_field_name("operand")?,
                selector.child_by_field_name("field")?,
            ),
            "qualified_type" => (
                selector.child_by_field_name("package")?,
                selector.child_by_field_name("name")?,
            ),
            _ => return None,
        };
        let qualifier = tree::text(text, package);
        let flavour = self
            .imports
            .iter()
            .find(|(local, _)| *local == qualifier)?
            .1;
        Some((flavour, package, tree::text(text, name)))
    }
}

/// Reads registrations with the file's SDK imports and constants.
struct Reader<'t, 'tree> {
    /// The package-level constants.
    constants: Constants<'t, 'tree>,
    /// The SDK imports.
    sdk: Sdk<'t>,
    /// Whether the module's go-sdk sends false plain-bool hints (v1.7.0
    /// and later).
    plain_bools: bool,
    /// The mirror packages (by local name) whose tools reach go-sdk's
    /// plain-bool `ToolAnnotations` on the wire.
    plain_bool_mirrors: Vec<&'t str>,
    /// The names the program model evaluates.
    names: lower::Names<'t>,
    /// The project's functions that forward into a bare `mcp.Tool`.
    wrappers: wrapper::Wrappers<'t>,
}

impl<'t, 'tree> Reader<'t, 'tree> {
    /// `mcp.NewTool(name, options…)` of mcp-go.
    fn new_tool(&mut self, call: Node<'tree>) -> Option<Registration<'t>> {
        let function = call.child_by_field_name("function")?;
        let (flavour, qualifier, called) = self.sdk.selected(function)?;
        if flavour != GoFlavour::McpGo || called != "NewTool" {
            return None;
        }
        let arguments_node = call.child_by_field_name("arguments")?;
        let arguments = children(arguments_node);
        let (name_node, options) = arguments.split_first()?;
        let (registration, replaced) =
            self.options_tool(arguments_node, *name_node, options, spot(qualifier))?;
        // `mcp.NewTool` seeds all four hints; `WithToolAnnotation`
        // replaces the seeded struct whole.
        Some(if replaced {
            registration
        } else {
            registration.seeded_by(&wire::MCP_GO_NEW_TOOL, span(function))
        })
    }

    /// A call of a project function forwarding its name and options into
    /// a bare `mcp.Tool` (`tools.MustTool("list_teams", …, options…)`):
    /// what the options do not write stays absent.
    fn wrapped_tool(&mut self, call: Node<'tree>) -> Option<Registration<'t>> {
        let function = call.child_by_field_name("function")?;
        if function.kind() != "selector_expression" {
            return None;
        }
        let qualifier = tree::text(self.sdk.text, function.child_by_field_name("operand")?);
        let called = tree::text(self.sdk.text, function.child_by_field_name("field")?);
        let wrapper = self.wrappers.resolve(qualifier, called)?;
        let arguments_node = call.child_by_field_name("arguments")?;
        let arguments = children(arguments_node);
        let name_node = *arguments.get(wrapper.name)?;
        let options = arguments.get(wrapper.options..)?;
        // A fix writes options qualified as the call's own mcp-go options.
        let qualifier = options.iter().find_map(|option| {
            let selected = option.child_by_field_name("function")?;
            match self.sdk.selected(selected)? {
                (GoFlavour::McpGo, qualifier, _) => Some(spot(qualifier)),
                _ => None,
            }
        })?;
        Some(
            self.options_tool(arguments_node, name_node, options, qualifier)?
                .0,
        )
    }

    /// A tool named by `name_node` with the hints of mcp-go `options`,
    /// with whether an option replaces the annotation struct whole.
    fn options_tool(
        &mut self,
        arguments_node: Node<'tree>,
        name_node: Node<'tree>,
        options: &[Node<'tree>],
        qualifier_span: Spot,
    ) -> Option<(Registration<'t>, bool)> {
        let last = children(arguments_node).last().copied()?;
        let syntax = CodeSyntax::GoOptions {
            qualifier: qualifier_span,
            last_argument: spot(last),
        };
        let name = match value(&mut self.constants, &self.sdk, name_node) {
            Ok(Value::String(name)) => Some(name),
            _ => None,
        };
        let anchor = anchor(name.as_ref(), name_node);
        let mut hint_options = Vec::new();
        let mut structure = None;
        let mut opaque = None;
        for option in options {
            if option.kind() == "variadic_argument" {
                opaque.get_or_insert(Opaque::at(self.constants.text, *option));
                continue;
            }
            // Options apply in order: `WithToolAnnotation` replaces the
            // whole struct (what earlier hint options set is gone), a hint
            // option after it overrides its field.
            match self.option(*option) {
                Ok(Some(Option_::Hint(member))) => hint_options.push(member),
                Ok(Some(Option_::Structure(member))) => {
                    hint_options.clear();
                    structure = Some(member);
                }
                Ok(None) => {}
                Err(found) => {
                    opaque.get_or_insert(found);
                }
            }
        }
        let replaced = structure.is_some();
        let annotations = match structure {
            Some(structure) => Some(overridden(structure, std::mem::take(&mut hint_options))),
            None => hint_options
                .first()
                .map(|first| first.key.span)
                .map(|first| Member {
                    key: Str {
                        value: Cow::Borrowed("annotations"),
                        span: first,
                    },
                    value: Value::Object(Object {
                        span: spot(arguments_node),
                        members: std::mem::take(&mut hint_options),
                        layout: Layout::Code(Box::new(syntax)),
                    }),
                }),
        };
        let holder = Object {
            span: spot(arguments_node),
            members: annotations.into_iter().collect(),
            layout: Layout::Code(Box::new(syntax)),
        };
        let registration = Registration {
            unjudged: opaque,
            ..Registration::new(holder, name, anchor, self.constants.take_uses())
        };
        Some((registration, replaced))
    }

    /// One mcp-go option: a hint, the whole annotation struct, or another
    /// option (`None`).
    fn option(&mut self, option: Node<'tree>) -> Result<Option<Option_<'t>>, Opaque> {
        if option.kind() != "call_expression" {
            return Ok(None);
        }
        let Some(function) = option.child_by_field_name("function") else {
            return Ok(None);
        };
        let Some((GoFlavour::McpGo, _, called)) = self.sdk.selected(function) else {
            return Ok(None);
        };
        let argument = option
            .child_by_field_name("arguments")
            .and_then(|arguments| children(arguments).into_iter().next());
        let Some(argument) = argument else {
            return Ok(None);
        };
        if called == "WithToolAnnotation" {
            let value = value(&mut self.constants, &self.sdk, argument)?;
            return Ok(Some(Option_::Structure(member(
                "annotations",
                span(function),
                value,
            ))));
        }
        let Some((_, key)) = HINT_OPTIONS.iter().find(|(name, _)| *name == called) else {
            return Ok(None);
        };
        let value = match value(&mut self.constants, &self.sdk, argument) {
            Ok(value) => value,
            Err(opaque) => match tolerated(key, opaque)? {
                Some(value) => value,
                None => return Ok(None),
            },
        };
        Ok(Some(Option_::Hint(member(*key, span(function), value))))
    }

    /// A `mcp.Tool{…}` literal of either SDK.
    fn tool_literal(&mut self, literal: Node<'tree>) -> Vec<Registration<'t>> {
        let Some(type_node) = literal.child_by_field_name("type") else {
            return Vec::new();
        };
        let Some((flavour, qualifier, called)) = self.sdk.selected(type_node) else {
            return Vec::new();
        };
        if called != "Tool" {
            return Vec::new();
        }
        let mcp_go: Vec<&str> = self
            .sdk
            .imports
            .iter()
            .filter(|(_, flavour)| *flavour == GoFlavour::McpGo)
            .map(|(local, _)| *local)
            .collect();
        if flavour == GoFlavour::McpGo && wrapper::is_wrapper_tool(self.sdk.text, literal, &mcp_go)
        {
            return Vec::new();
        }
        let Some(body) = literal.child_by_field_name("body") else {
            return Vec::new();
        };
        // `mcp.Tool{}` is the zero value (returned beside an error, a
        // placeholder), not a tool: nothing is judged or written there.
        let mut cursor = body.walk();
        if !body
            .named_children(&mut cursor)
            .any(|element| element.kind() != "comment")
        {
            return Vec::new();
        }
        let syntax = CodeSyntax::GoStruct {
            flavour,
            qualifier: spot(qualifier),
            helper: self.sdk.helper,
        };
        let holder = structure(
            &mut self.constants,
            &self.sdk,
            body,
            syntax,
            &["name", "title", "annotations"],
        );
        let uses = self.constants.take_uses();
        match holder {
            Ok(Value::Object(holder)) => {
                let name = match holder.get("name") {
                    Some(Value::String(name)) => Some(name.clone()),
                    // A name the constants do not reach (`name :=
                    // defaults.ToolsetName() + "_list"`): the model's.
                    _ => written_field(self.sdk.text, body, "Name")
                        .and_then(|written| self.names.string(written)),
                };
                let anchor = anchor(name.as_ref(), type_node);
                let annotated = values::annotated(&holder);
                let plain = (flavour == GoFlavour::Official && self.plain_bools)
                    || self
                        .plain_bool_mirrors
                        .contains(&tree::text(self.sdk.text, qualifier));
                let seeded =
                    |registration: Registration<'t>, annotated: Option<std::ops::Range<usize>>| {
                        match annotated {
                            Some(at) if plain => {
                                registration.seeded_by(&wire::GO_SDK_PLAIN_BOOLS, at)
                            }
                            _ => registration,
                        }
                    };
                let written = written_field(self.sdk.text, body, "Name");
                if name.is_none()
                    && let Some(called) = written.and_then(|written| {
                        calls::per_call(self.sdk.text, &mut self.names, (literal, written), &holder)
                    })
                {
                    return called
                        .into_iter()
                        .map(|(registration, annotated)| seeded(registration, annotated))
                        .collect();
                }
                vec![seeded(
                    Registration::new(holder, name, anchor, uses),
                    annotated,
                )]
            }
            Ok(_) => Vec::new(),
            Err(opaque)
                if self
                    .plain_bool_mirrors
                    .contains(&tree::text(self.sdk.text, qualifier))
                    || flavour == GoFlavour::Official =>
            {
                let seed = self.plain_bools || flavour != GoFlavour::Official;
                vec![
                    self.helper_annotations(body, syntax, uses, seed)
                        .unwrap_or_else(|uses| {
                            Registration::not_judged(
                                opaque,
                                None,
                                Layout::Code(Box::new(syntax)),
                                uses,
                            )
                        }),
                ]
            }
            Err(opaque) => vec![Registration::not_judged(
                opaque,
                None,
                Layout::Code(Box::new(syntax)),
                uses,
            )],
        }
    }
}

impl<'t, 'tree> Reader<'t, 'tree> {
    /// A tool literal whose `Annotations` the project's function makes
    /// (`Annotations: readOnlyAnnotations(title)`, in a file of its
    /// package): its hints as the program model evaluates its return,
    /// shown at the call (no fix edits them there); `Err` with the uses
    /// when they are not all known.
    fn helper_annotations(
        &mut self,
        body: Node<'tree>,
        syntax: CodeSyntax,
        uses: Vec<ConstantUse>,
        seed: bool,
    ) -> Result<Registration<'t>, Vec<ConstantUse>> {
        let text = self.sdk.text;
        let Some(written) = written_field(text, body, "Annotations")
            .filter(|written| written.kind() == "call_expression")
        else {
            return Err(uses);
        };
        // Every member known: a hint the helper computes leaves the tool
        // unjudged, never read without it.
        let evaluated = match self.names.value(written) {
            Some(value)
                if matches!(&value.kind, Kind::Object(members)
                    if members.iter().all(|(_, member)| !matches!(member.kind, Kind::Unknown(_)))) =>
            {
                value
            }
            _ => return Err(uses),
        };
        let at = span(written);
        let Some(annotations) = model::document::relocated(&evaluated, &at, &json_key) else {
            return Err(uses);
        };
        let Ok(Value::Object(mut holder)) = structure(
            &mut self.constants,
            &self.sdk,
            body,
            syntax,
            &["name", "title"],
        ) else {
            return Err(uses);
        };
        let mut uses = uses;
        uses.extend(self.constants.take_uses());
        for member in &mut holder.members {
            if member.key.value == "annotations" {
                member.value = annotations.clone();
            }
        }
        let name = match holder.get("name") {
            Some(Value::String(name)) => Some(name.clone()),
            _ => written_field(text, body, "Name").and_then(|written| self.names.string(written)),
        };
        let from = evaluated
            .from
            .written
            .as_ref()
            .map(|site| self.names.shown(site))
            .unwrap_or_default();
        uses.push(ConstantUse {
            name: tree::text(text, written).to_owned(),
            at: at.clone(),
            defined: at.clone(),
            edited_in_place: true,
            imported_from: Some(from),
            called_from: None,
            kind: UseKind::Helper,
        });
        let anchor = name.as_ref().map_or(at.clone(), |name| name.span.range());
        let registration = Registration::new(holder, name, anchor, uses);
        Ok(match seed {
            true => registration.seeded_by(&wire::GO_SDK_PLAIN_BOOLS, at),
            false => registration,
        })
    }
}

/// The value written for the field `field` of a struct literal's body.
fn written_field<'tree>(text: &str, body: Node<'tree>, field: &str) -> Option<Node<'tree>> {
    children(body).into_iter().find_map(|element| {
        let key = element.child_by_field_name("key")?;
        (element.kind() == "keyed_element" && tree::text(text, key) == field)
            .then(|| element.child_by_field_name("value").map(values::element))
            .flatten()
    })
}

/// The keyed fields of a struct literal's body as members named by
/// their JSON keys, reading the fields `read` lists (all when empty).
fn structure<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    sdk: &Sdk<'t>,
    body: Node<'tree>,
    syntax: CodeSyntax,
    read: &[&str],
) -> Converted<'t> {
    let text = constants.text;
    let mut members = Vec::new();
    for field in children(body) {
        if field.kind() != "keyed_element" {
            continue;
        }
        let Some((key, written)) = tree::field_pair(field, "key", "value") else {
            continue;
        };
        let key_name = json_key(tree::text(text, key));
        if !read.is_empty() && !read.contains(&key_name.as_str()) {
            members.push(member(key_name, span(key), unread(written)));
            continue;
        }
        let converted = match value(constants, sdk, element(written)) {
            Ok(converted) => Some(converted),
            Err(opaque) => tolerated(&key_name, opaque)?,
        };
        // `nil` is kept: a written hint whose value is not a boolean (a
        // fix replaces it in place, never adds the field a second time).
        if let Some(converted) = converted {
            members.push(member(key_name, span(key), converted));
        }
    }
    Ok(Value::Object(Object {
        span: spot(body),
        members,
        layout: Layout::Code(Box::new(syntax)),
    }))
}

/// Go's values: literals, `&T{…}`, the SDK's pointer helpers, constants.
impl<'t> ValueAt<'t> for Sdk<'t> {
    fn value_at<'n>(&self, constants: &mut Constants<'t, 'n>, node: Node<'n>) -> Converted<'t> {
        let sdk = self;
        let text = constants.text;
        let node = element(node);
        if let Some(literal) = tree::literal(text, node, &LITERALS) {
            return Ok(literal);
        }
        match node.kind() {
            "interpreted_string_literal" | "raw_string_literal" => string(text, node)
                .map(Value::String)
                .ok_or_else(|| Opaque::at(text, node)),
            "parenthesized_expression" => {
                let inner = node.named_child(0).ok_or_else(|| Opaque::at(text, node))?;
                value(constants, sdk, inner)
            }
            "unary_expression" if tree::text(text, node).starts_with('&') => {
                let inner = node
                    .child_by_field_name("operand")
                    .ok_or_else(|| Opaque::at(text, node))?;
                if let Some(local) = Local::of(text, inner) {
                    let pointed = value(constants, sdk, local.value)?;
                    return Ok(match pointed {
                        // Shared by other uses: replaced where this one is.
                        Value::Bool(pointed, _) if local.shared => Value::Bool(pointed, spot(node)),
                        other => other,
                    });
                }
                // A pointer to a boolean constant is replaced whole (`&yes`
                // becomes `ptr(false)`, never `&ptr(false)`).
                Ok(match value(constants, sdk, inner)? {
                    Value::Bool(pointed, _) => Value::Bool(pointed, spot(node)),
                    other => other,
                })
            }
            // A local defined once (`readOnly := true`), read by value.
            "identifier" => match Local::of(text, node) {
                Some(local) => match value(constants, sdk, local.value)? {
                    Value::Bool(read, _) if local.shared => Ok(Value::Bool(read, spot(node))),
                    other => Ok(other),
                },
                None => constants.follow(node, |constants, node| value(constants, sdk, node)),
            },
            "composite_literal" => {
                let type_node = node
                    .child_by_field_name("type")
                    .ok_or_else(|| Opaque::at(text, node))?;
                let body = node
                    .child_by_field_name("body")
                    .ok_or_else(|| Opaque::at(text, node))?;
                let (flavour, qualifier, called) = sdk
                    .selected(type_node)
                    .ok_or_else(|| Opaque::at(text, node))?;
                if !matches!(called, "ToolAnnotations" | "ToolAnnotation") {
                    return Err(Opaque::at(text, node));
                }
                let syntax = CodeSyntax::GoStruct {
                    flavour,
                    qualifier: spot(qualifier),
                    helper: sdk.helper,
                };
                structure(constants, sdk, body, syntax, &[])
            }
            "call_expression" => {
                if let Some(pointed) = pointer_literal(text, node) {
                    return Ok(Value::Bool(pointed, spot(node)));
                }
                // A pointer helper around one boolean: `ptr(true)`.
                let arguments = node
                    .child_by_field_name("arguments")
                    .map(children)
                    .unwrap_or_default();
                // The span is the whole call, so that a fix replaces the
                // boolean inside it and new fields line up after it.
                match arguments.as_slice() {
                    [only] => match value(constants, sdk, *only)? {
                        Value::Bool(converted, _) => Ok(Value::Bool(converted, spot(node))),
                        _ => Err(Opaque::at(text, node)),
                    },
                    _ => Err(Opaque::at(text, node)),
                }
            }
            _ => Err(Opaque::at(text, node)),
        }
    }
}

/// The annotations struct of `WithToolAnnotation` with the hint options
/// written after it, which override its fields: the struct's members they
/// override are left out (what clients receive is the option's value, and a
/// fix changes the option).
fn overridden<'t>(mut structure: Member<'t>, after: Vec<Member<'t>>) -> Member<'t> {
    if after.is_empty() {
        return structure;
    }
    if let Value::Object(object) = &mut structure.value {
        object.members.retain(|field| {
            !after
                .iter()
                .any(|option| option.key.value == field.key.value)
        });
        object.members.extend(after);
    }
    structure
}

/// What one mcp-go option contributes.
enum Option_<'t> {
    /// One hint (or the title) as a member.
    Hint(Member<'t>),
    /// `WithToolAnnotation(…)`: the whole annotations struct.
    Structure(Member<'t>),
}

/// The other files of a Go package: their package-level constants are in
/// scope without an import.
struct Package<'p> {
    /// Where the package's files' texts come from.
    texts: &'p dyn crate::base::files::TextSource,
    /// The package's non-test `.go` files.
    files: std::sync::Arc<[PathBuf]>,
    /// The file being read, which is not its own sibling.
    own: PathBuf,
}

impl<'p> Package<'p> {
    /// The package of the file at `place`.
    fn of(place: Place<'p>) -> Package<'p> {
        let folder = place.path.parent().unwrap_or(Path::new("."));
        Package {
            texts: place.texts,
            files: place.texts.go_files(folder),
            own: place.path.to_path_buf(),
        }
    }
}

impl Importer for Package<'_> {
    /// Go reaches another package's constants through its import, which
    /// hintlint does not follow.
    fn import_member(&self, _namespace: &str, _name: &str) -> Option<Imported> {
        None
    }

    fn import(&self, name: &str) -> Option<Imported> {
        let own = self.own.file_name();
        // Only a sibling naming `name` may define it: one searcher for all.
        let named = crate::code::registration::Identifier::new(name);
        self.files
            .iter()
            .filter(|file| file.file_name() != own)
            .filter(|sibling| {
                self.texts
                    .text(sibling)
                    .is_some_and(|text| named.in_text(&text))
            })
            .find_map(|sibling| {
                let file = sibling.file_name().and_then(|file| file.to_str())?;
                import_constant(
                    self.texts,
                    sibling,
                    Language::Go,
                    name,
                    &format!("{file} of the same package"),
                    definitions,
                    &|constants, root, node| {
                        let text = constants.text;
                        let sdk = Sdk {
                            text,
                            imports: imports(text, root),
                            helper: pointer_helper(text, root),
                        };
                        value(constants, &sdk, node)
                    },
                )
            })
    }
}
