//! Tools registered with the Ruby MCP gems:
//!
//! - the `mcp` gem (the official SDK): a class `X < MCP::Tool` whose body
//!   calls `tool_name "x"`, `title "T"`, `description "…"` and
//!   `annotations(read_only_hint: true, …)`; `MCP::Tool.define(name:,
//!   annotations: { … }) { … }` and `server.define_tool(…) { … }`;
//! - fast-mcp: a class `X < FastMcp::Tool` (or `ActionTool::Base`, and its
//!   Rails generator's `ApplicationTool`) calling `tool_name` and
//!   `annotations(…)`, a hash it sends as written;
//! - a project's own tool class served by its own `tools/list` handler,
//!   whose method returns the tool as MCP lists it (`{ "name" => …,
//!   "inputSchema" => …, "annotations" => … }`), read by [`definitions`].
//!
//! A class without `tool_name` is named as its gem names it: the `mcp`
//! gem's last segment of the class name in snake_case (`SearchFiles` →
//! `search_files`), fast-mcp's full class name without `::` (`Shop::Search`
//! → `ShopSearch`). A class another class of the file inherits from is a
//! base, not a tool. Once `annotations` is written, the `mcp` gem sends all
//! four hints (its defaults for the unwritten ones: `wire`), and neither
//! gem inherits a base class's `annotations`.

mod bases;
mod definitions;
mod values;
mod wrappers;

use std::collections::{HashMap, HashSet};

use tree_sitter::Node;

use super::registration::{
    ConstantUse, Constants, Found, Opaque, Place, Registration, UseKind, anchor, member, tolerated,
};
use super::tree::{self, children, span, spot};
use super::wire;
use crate::base::hint::TITLE_KEY;
use crate::document::{CodeSyntax, Layout, Object, Spot, Str, Value};
use values::{keywords, method_name, pairs_of, value};

/// How many base classes of the file are followed up to the gem's class.
const MAX_LINEAGE: usize = 8;

/// fast-mcp's longest tool name (`[0, 64]`).
const FAST_MCP_NAME_LENGTH: usize = 64;

/// The gem a tool class is written for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Gem {
    /// The official `mcp` gem.
    Mcp,
    /// fast-mcp.
    FastMcp,
}

/// What the reader assumes of a file: a class inheriting `ApplicationTool`
/// from another file is fast-mcp's.
pub fn assumed(text: &str, _place: Option<Place<'_>>) -> Vec<String> {
    let defined = text.contains("class ApplicationTool");
    if defined || !text.contains("< ApplicationTool") {
        return Vec::new();
    }
    vec![
        "`ApplicationTool`, defined in another file, is read as fast-mcp's (its Rails \
         generator's base class, `< ActionTool::Base`): no hint is seeded"
            .to_owned(),
    ]
}

/// Reads the registrations of a parsed Ruby file.
pub fn registrations<'t>(text: &'t str, root: Node<'_>, place: Option<Place<'t>>) -> Found<'t> {
    let mut constants = Constants::of_file(text, root, values::definitions);
    let classes = Classes::of(text, root, place);
    let mut nodes = Vec::new();
    tree::preorder(root, |node| {
        if matches!(node.kind(), "class" | "call") {
            nodes.push(node);
        }
    });
    let calls: Vec<Node<'_>> = nodes
        .iter()
        .copied()
        .filter(|node| node.kind() == "call")
        .collect();
    let mut found = Vec::new();
    for node in nodes {
        if node.kind() == "class" {
            match class_tool(&mut constants, &classes, node) {
                Some(read) => found.push(read),
                None => found.extend(definitions::definition_tool(&mut constants, node)),
            }
            continue;
        }
        let Some(read) = defined_tool(&mut constants, node) else {
            continue;
        };
        match wrapped(text, &calls, node) {
            Some((wrapper, callers)) => {
                found.extend(wrapper_calls(&mut constants, &wrapper, &callers, node));
            }
            None => found.push(read),
        }
    }
    found
}

/// The project's method `call` (a gem's tool call) is written in, and the
/// calls of that method in the file, when there are any.
fn wrapped<'t, 'tree>(
    text: &'t str,
    calls: &[Node<'tree>],
    call: Node<'tree>,
) -> Option<(wrappers::Wrapper<'t, 'tree>, Vec<Node<'tree>>)> {
    let wrapper = wrappers::Wrapper::of(text, wrappers::enclosing_method(call)?)?;
    let callers = wrapper.calls_in(text, calls);
    (!callers.is_empty()).then_some((wrapper, callers))
}

/// The tools the calls of a wrapper make: the tool call of its body
/// (`call`) read for each, its parameters bound to the call's arguments,
/// placed at the call.
fn wrapper_calls<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    wrapper: &wrappers::Wrapper<'t, 'tree>,
    callers: &[Node<'tree>],
    call: Node<'tree>,
) -> Vec<Registration<'t>> {
    let text = constants.text;
    let mut found = Vec::new();
    for caller in callers {
        constants.use_wrapper(
            UseKind::Wrapper,
            wrapper.name,
            span(*caller),
            span(wrapper.method),
        );
        let read = constants.with_bindings(wrapper.bindings(text, *caller), |constants| {
            defined_tool(constants, call)
        });
        let at = caller
            .child_by_field_name("method")
            .map_or(span(*caller), span);
        match read {
            Some(read) => found.push(read.placed(span(*caller), at)),
            None => drop(constants.take_uses()),
        }
    }
    found
}

/// The classes of a file, by the last segment of their names, and the
/// names other classes inherit from.
struct Classes<'t, 'tree> {
    /// Class name (last segment) to its class (the last one wins).
    by_name: HashMap<&'t str, Node<'tree>>,
    /// The last segment of every superclass the file names.
    bases: HashSet<&'t str>,
    /// Where the file is, for its base classes written in other files.
    place: Option<Place<'t>>,
}

/// Where a tool class's lineage ends.
struct Lineage<'tree> {
    /// The gem it is a tool of.
    gem: Gem,
    /// The classes of the file between the class and the gem's (its
    /// base, the base's base…).
    ancestors: Vec<Node<'tree>>,
    /// Whether a class of another file of the project stands between.
    foreign: bool,
}

/// The gem whose tool class `superclass` is.
fn gem_of(superclass: &str) -> Option<Gem> {
    match superclass {
        "MCP::Tool" => Some(Gem::Mcp),
        "FastMcp::Tool" | "ActionTool::Base" => Some(Gem::FastMcp),
        _ => None,
    }
}

impl<'t, 'tree> Classes<'t, 'tree> {
    /// The classes of the file under `root`.
    fn of(text: &'t str, root: Node<'tree>, place: Option<Place<'t>>) -> Self {
        let mut by_name = HashMap::new();
        let mut bases = HashSet::new();
        // A class holds its keyword: only the nodes that hold one are walked.
        let offsets = tree::offsets_of(text, &["class"]);
        tree::preorder_holding(root, &offsets, |node| {
            if node.kind() != "class" {
                return;
            }
            if let Some(name) = node.child_by_field_name("name") {
                by_name.insert(last_segment(tree::text(text, name)), node);
            }
            if let Some(superclass) = superclass(text, node) {
                bases.insert(last_segment(superclass));
            }
        });
        Classes {
            by_name,
            bases,
            place,
        }
    }

    /// The gem `class` is a tool of, the classes of the file between them
    /// (its base, the base's base…), and whether a class of another file
    /// of the project stands between ([`bases`]).
    fn lineage(&self, text: &str, class: Node<'tree>) -> Option<Lineage<'tree>> {
        let mut ancestors = Vec::new();
        let mut current = class;
        for _ in 0..MAX_LINEAGE {
            let written = superclass(text, current)?;
            if let Some(gem) = gem_of(written) {
                return Some(Lineage {
                    gem,
                    ancestors,
                    foreign: false,
                });
            }
            let name = last_segment(written);
            match self.by_name.get(name) {
                Some(&parent) if parent.id() != current.id() && !ancestors.contains(&parent) => {
                    ancestors.push(parent);
                    current = parent;
                }
                None if name == "ApplicationTool" => {
                    return Some(Lineage {
                        gem: Gem::FastMcp,
                        ancestors,
                        foreign: false,
                    });
                }
                None => {
                    let known = |superclass: &str| gem_of(superclass).is_some();
                    let reached = bases::reaching(name, self.place?, known, bases::DEPTH)?;
                    return Some(Lineage {
                        gem: gem_of(&reached)?,
                        ancestors,
                        foreign: true,
                    });
                }
                _ => return None,
            }
        }
        None
    }
}

/// The superclass a class names, without a leading `::`.
fn superclass<'t>(text: &'t str, class: Node<'_>) -> Option<&'t str> {
    let superclass = class.child_by_field_name("superclass")?;
    let expression = children(superclass).into_iter().next()?;
    Some(tree::text(text, expression).trim_start_matches("::"))
}

/// `C` of `A::B::C`.
fn last_segment(name: &str) -> &str {
    name.rsplit("::").next().unwrap_or(name)
}

/// A class-level call of a tool class's body: the method it calls, when
/// it has no receiver.
fn class_call<'t, 'tree>(text: &'t str, statement: Node<'tree>) -> Option<(&'t str, Node<'tree>)> {
    if statement.kind() != "call" || statement.child_by_field_name("receiver").is_some() {
        return None;
    }
    let method = statement.child_by_field_name("method")?;
    Some((tree::text(text, method), method))
}

/// What a tool class runs: its `call` method (the `mcp` gem's `def
/// self.call`, fast-mcp's `def call`).
fn call_method<'tree>(text: &str, class: Node<'tree>) -> Option<Node<'tree>> {
    statements(class).into_iter().find(|statement| {
        matches!(statement.kind(), "method" | "singleton_method")
            && statement
                .child_by_field_name("name")
                .is_some_and(|name| tree::text(text, name) == "call")
    })
}

/// The statements of a class body.
fn statements(class: Node<'_>) -> Vec<Node<'_>> {
    class
        .child_by_field_name("body")
        .map(children)
        .unwrap_or_default()
}

/// The `annotations(…)` call of a class body that sets them (a call
/// without arguments reads them).
fn annotations_call<'tree>(text: &str, class: Node<'tree>) -> Option<Node<'tree>> {
    statements(class).into_iter().find(|statement| {
        class_call(text, *statement).is_some_and(|(method, _)| method == "annotations")
            && statement
                .child_by_field_name("arguments")
                .is_some_and(|list| !children(list).is_empty())
    })
}

/// The value `annotations(…)` is given: its keyword arguments as one hash
/// (the argument list is the object), or its one argument (a hash, a
/// constant).
fn annotations_value<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    list: Node<'tree>,
) -> Result<Value<'t>, Opaque> {
    let arguments = children(list);
    let keywords_only = arguments
        .iter()
        .all(|argument| matches!(argument.kind(), "pair" | "hash_splat_argument"));
    match arguments.as_slice() {
        [only] if !keywords_only => value(constants, *only),
        _ if keywords_only => {
            let members = pairs_of(constants, &arguments)?;
            Ok(Value::Object(Object {
                span: spot(list),
                members,
                layout: keywords(arguments.last().map(|last| spot(*last))),
            }))
        }
        _ => Err(Opaque::at(constants.text, list)),
    }
}

/// A tool class: its class-level calls are the holder's members.
fn class_tool<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    classes: &Classes<'t, 'tree>,
    class: Node<'tree>,
) -> Option<Registration<'t>> {
    let text = constants.text;
    let Lineage {
        gem,
        ancestors,
        foreign,
    } = classes.lineage(text, class)?;
    let class_name = class.child_by_field_name("name")?;
    let own_name = last_segment(tree::text(text, class_name));
    if classes.bases.contains(own_name) {
        return None;
    }
    let statements = statements(class);
    let calls = |wanted: &[&str]| {
        statements.iter().any(|statement| {
            class_call(text, *statement).is_some_and(|(method, _)| wanted.contains(&method))
        })
    };
    // A class another file of the project extends, naming no tool of its
    // own, is a base; a class through a project base declaring nothing of
    // a tool inherits it for its helpers.
    let named = calls(&["tool_name"]);
    if !named
        && classes
            .place
            .is_some_and(|place| bases::extended_elsewhere(own_name, place))
    {
        return None;
    }
    if foreign && !named && !calls(&["description", "annotations", "input_schema", "title"]) {
        return None;
    }
    let mut members = Vec::new();
    let mut name: Option<Option<Str<'t>>> = None;
    let mut opaque = None;
    let mut after = None;
    let mut annotations_at = None;
    for statement in &statements {
        let Some((method, method_node)) = class_call(text, *statement) else {
            continue;
        };
        let list = statement.child_by_field_name("arguments");
        let arguments = list.map(children).unwrap_or_default();
        match method {
            "description" | "tool_name" | "title" => {
                after = Some(with_heredocs(text, *statement));
                let field = match method {
                    "tool_name" => "name",
                    "title" if gem == Gem::Mcp => TITLE_KEY,
                    _ => continue,
                };
                let converted = match arguments.as_slice() {
                    [argument] => value(constants, *argument),
                    _ => Err(Opaque::at(text, *statement)),
                };
                match (field, converted) {
                    ("name", Ok(Value::String(written))) => {
                        name = Some(Some(written.clone()));
                        members.push(member("name", span(method_node), Value::String(written)));
                    }
                    ("name", _) => name = Some(None),
                    (_, Ok(title)) => members.push(member(TITLE_KEY, span(method_node), title)),
                    (_, Err(found)) => {
                        if let Ok(Some(title)) = tolerated(TITLE_KEY, found) {
                            members.push(member(TITLE_KEY, span(method_node), title));
                        }
                    }
                }
            }
            "annotations" => {
                let Some(list) = list.filter(|_| !arguments.is_empty()) else {
                    continue;
                };
                annotations_at = Some(span(method_node));
                match annotations_value(constants, list) {
                    Ok(value) => members.push(member("annotations", span(method_node), value)),
                    Err(found) => {
                        opaque.get_or_insert(found);
                    }
                }
            }
            _ => {}
        }
    }
    let header = class.start_byte()
        ..class
            .child_by_field_name("superclass")
            .map_or(class_name.end_byte(), |superclass| superclass.end_byte());
    let syntax = CodeSyntax::RubyClass {
        after: after.unwrap_or_else(|| Spot::of(header)),
        indent: indentation(text, &statements),
    };
    let name = name.unwrap_or_else(|| {
        let written = tree::text(text, class_name);
        let derived = match gem {
            Gem::Mcp => mcp_name(last_segment(written)),
            Gem::FastMcp => fast_mcp_name(&full_name(text, class)),
        };
        Some(Str {
            value: derived.into(),
            span: spot(class_name),
        })
    });
    let anchor = anchor(name.as_ref(), class_name);
    let holder = Object {
        span: spot(class),
        members,
        layout: Layout::Code(Box::new(syntax)),
    };
    let mut uses = constants.take_uses();
    // A base's annotations are read (as this class's), never sent.
    let inherited = ancestors
        .iter()
        .find_map(|ancestor| Some((*ancestor, annotations_call(text, *ancestor)?)));
    if let Some((ancestor, call)) = inherited {
        uses.push(ConstantUse {
            name: ancestor
                .child_by_field_name("name")
                .map_or_else(String::new, |name| tree::text(text, name).to_owned()),
            at: class
                .child_by_field_name("superclass")
                .map_or(span(class_name), span),
            defined: span(call),
            edited_in_place: false,
            imported_from: None,
            called_from: None,
            kind: UseKind::Constant,
        });
    }
    let registration = Registration {
        unjudged: opaque,
        ..Registration::new(holder, name, anchor, uses)
    }
    .with_handler_reaching(
        text,
        super::Language::Ruby,
        call_method(text, class),
        super::effects::Reach::of(classes.place, super::effects::classes::RUBY, text),
    );
    Some(match (annotations_at, inherited, gem) {
        (Some(at), _, Gem::Mcp) => registration.seeded_by(&wire::RUBY_MCP_ANNOTATIONS, at),
        (None, Some((_, call)), _) => {
            registration.seeded_by(&wire::RUBY_BASE_ANNOTATIONS, span(call))
        }
        _ => registration,
    })
}

/// The span of a statement with the heredocs it opens (`description
/// <<~TEXT`), whose bodies follow its line; without their last line end.
fn with_heredocs(text: &str, statement: Node<'_>) -> Spot {
    let mut end = statement.end_byte();
    let mut next = statement.next_named_sibling();
    while let Some(body) = next.filter(|node| node.kind() == "heredoc_body") {
        end = body.end_byte();
        next = body.next_named_sibling();
    }
    let kept = text
        .get(..end)
        .map_or(end, |before| before.trim_end_matches(['\n', '\r']).len());
    Spot::of(statement.start_byte()..kept.max(statement.end_byte()))
}

/// The indentation of a class body: the blanks before its first statement,
/// when that statement starts a line.
fn indentation(text: &str, statements: &[Node<'_>]) -> Option<Spot> {
    let first = statements.first()?.start_byte();
    let line_start = text
        .get(..first)?
        .rfind(['\n', '\r'])
        .map_or(0, |at| at + 1);
    text.get(line_start..first)?
        .bytes()
        .all(|byte| byte == b' ' || byte == b'\t')
        .then(|| Spot::of(line_start..first))
}

/// A class's full name: the modules and classes around it, then its own
/// (`Shop::Search`).
fn full_name(text: &str, class: Node<'_>) -> String {
    let mut parts = Vec::new();
    let mut node = Some(class);
    while let Some(current) = node {
        if matches!(current.kind(), "class" | "module")
            && let Some(name) = current.child_by_field_name("name")
        {
            parts.push(tree::text(text, name));
        }
        node = current.parent();
    }
    parts.reverse();
    parts.join("::")
}

/// The `mcp` gem's name for a tool class (`StringUtils.
/// handle_from_class_name`): a `_` between a capital and a capitalised
/// word, and between a lower-case letter or digit and a capital; `-` made
/// `_`; lower case (`HTTPStatus2Check` → `http_status2_check`).
pub fn mcp_name(class: &str) -> String {
    let chars: Vec<char> = class.chars().collect();
    let mut first = Vec::with_capacity(chars.len() + 4);
    for (index, &ch) in chars.iter().enumerate() {
        let before = index.checked_sub(1).map(|before| chars[before]);
        let next = chars.get(index + 1);
        if before.is_some_and(|before| before.is_ascii_uppercase())
            && ch.is_ascii_uppercase()
            && next.is_some_and(char::is_ascii_lowercase)
        {
            first.push('_');
        }
        first.push(ch);
    }
    let mut out = String::with_capacity(first.len() + 4);
    for (index, &ch) in first.iter().enumerate() {
        let before = index.checked_sub(1).map(|before| first[before]);
        if ch.is_ascii_uppercase()
            && before.is_some_and(|before| before.is_ascii_lowercase() || before.is_ascii_digit())
        {
            out.push('_');
        }
        out.push(if ch == '-' { '_' } else { ch });
    }
    out.to_lowercase()
}

/// fast-mcp's name for a tool class: its full name with every character
/// but ASCII letters, digits, `_` and `-` dropped, cut to 64.
pub fn fast_mcp_name(full_name: &str) -> String {
    full_name
        .chars()
        .filter(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '_' | '-'))
        .take(FAST_MCP_NAME_LENGTH)
        .collect()
}

/// `MCP::Tool.define(name:, annotations: {…}) { … }` and `server.
/// define_tool(…) { … }`: the keyword arguments are the holder.
fn defined_tool<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    call: Node<'tree>,
) -> Option<Registration<'t>> {
    let text = constants.text;
    let method_node = call.child_by_field_name("method")?;
    match method_name(text, call)? {
        "define" => {
            let receiver = call.child_by_field_name("receiver")?;
            if tree::text(text, receiver).trim_start_matches("::") != "MCP::Tool" {
                return None;
            }
        }
        "define_tool" => {}
        _ => return None,
    }
    let list = call.child_by_field_name("arguments");
    // A handler passed as a block argument (`&handler`) is the call's
    // block: it stays last, after every keyword a fix writes.
    let (blocks, arguments): (Vec<Node<'tree>>, Vec<Node<'tree>>) = list
        .map(children)
        .unwrap_or_default()
        .into_iter()
        .partition(|argument| argument.kind() == "block_argument");
    if blocks.len() > 1
        || !arguments
            .iter()
            .all(|argument| matches!(argument.kind(), "pair" | "hash_splat_argument"))
    {
        return None;
    }
    let mut members = Vec::new();
    let mut name = None;
    let mut opaque = None;
    let mut annotations_at = None;
    for argument in &arguments {
        if argument.kind() == "hash_splat_argument" {
            opaque.get_or_insert(Opaque::at(text, *argument));
            continue;
        }
        let Some((key, written)) = tree::field_pair(*argument, "key", "value") else {
            continue;
        };
        let field = tree::text(text, key);
        let field = field.strip_prefix(':').unwrap_or(field);
        let converted = match field {
            "name" | "title" | "annotations" => value(constants, written),
            _ => continue,
        };
        match (field, converted) {
            ("name", Ok(Value::String(written))) => {
                name = Some(written.clone());
                members.push(member("name", span(key), Value::String(written)));
            }
            ("name", _) => {}
            ("annotations", Ok(value)) => {
                if !matches!(value, Value::Null(_)) {
                    annotations_at = Some(span(key));
                }
                members.push(member("annotations", span(key), value));
            }
            (field, Ok(title)) => members.push(member(field, span(key), title)),
            (field, Err(found)) => match tolerated(field, found) {
                Ok(Some(title)) => members.push(member(field, span(key), title)),
                Ok(None) => {}
                Err(found) => {
                    opaque.get_or_insert(found);
                }
            },
        }
    }
    let holder_span = match list {
        Some(list) => spot(list),
        None => Spot::of(method_node.end_byte()..method_node.end_byte()),
    };
    let anchor = anchor(name.as_ref(), method_node);
    let holder = Object {
        span: holder_span,
        members,
        layout: keywords(arguments.last().map(|last| spot(*last))),
    };
    let uses = constants.take_uses();
    // What the tool runs: the block the call is given.
    let registration = Registration {
        unjudged: opaque,
        ..Registration::new(holder, name, anchor, uses)
    }
    .with_handler(
        text,
        super::Language::Ruby,
        call.child_by_field_name("block"),
    );
    Some(match annotations_at {
        Some(at) => registration.seeded_by(&wire::RUBY_MCP_ANNOTATIONS, at),
        None => registration,
    })
}

#[cfg(test)]
mod tests {
    use super::{fast_mcp_name, mcp_name};

    #[test]
    fn class_names_become_tool_names_as_each_gem_makes_them() {
        assert_eq!(mcp_name("SearchFiles"), "search_files");
        assert_eq!(mcp_name("HTTPStatusCheck"), "http_status_check");
        assert_eq!(mcp_name("Read2Files"), "read2_files");
        assert_eq!(mcp_name("Echo"), "echo");
        assert_eq!(mcp_name("ABC"), "abc");
        assert_eq!(fast_mcp_name("Shop::SearchTool"), "ShopSearchTool");
        assert_eq!(fast_mcp_name(&"A".repeat(70)).len(), 64);
    }
}
