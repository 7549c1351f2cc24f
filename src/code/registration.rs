//! What a language reader finds: tool registrations as document-model
//! objects whose spans point into the source, the constants they read, and
//! the registrations whose hints cannot be read statically.

use crate::document::Spot;
use std::borrow::Cow;
use std::collections::HashMap;
use std::ops::Range;

use tree_sitter::Node;

use super::tree;
use crate::document::{Container, Member, Object, Str, Value};

pub use super::identifier::{Identifier, line_of};
pub use super::relocated::relocated;

/// How deeply values may nest (objects in objects) before hintlint stops
/// reading: annotations are two levels deep; a hostile file may be
/// thousands.
const MAX_NESTING: usize = 32;

/// How deep constants may refer to constants before hintlint stops
/// following them (`const A = B; const B = A` ends here).
const MAX_INDIRECTION: usize = 8;

/// The fields of a registration (keys of a config object, keyword
/// arguments) that hintlint reads; the others are kept unread.
pub const READ_KEYS: [&str; 3] = ["name", "title", "annotations"];

/// A language's reading of one value, one level deep (its literals, the
/// calls and names it follows); [`value`] reads it under the nesting guard.
pub trait ValueAt<'t> {
    /// The value `node` writes, its nested values read through [`value`].
    fn value_at<'n>(&self, constants: &mut Constants<'t, 'n>, node: Node<'n>) -> Converted<'t>;
}

/// Converts a value hintlint reads, as `reading` reads its language: a
/// value nested deeper than the guard allows is opaque.
pub fn value<'t, 'n>(
    constants: &mut Constants<'t, 'n>,
    reading: &impl ValueAt<'t>,
    node: Node<'n>,
) -> Converted<'t> {
    constants.nested(node, |constants| reading.value_at(constants, node))
}

/// What a reader returns: the registrations of one parsed file, in
/// source order.
pub type Found<'t> = Vec<Registration<'t>>;

/// A registration found in source code.
#[derive(Debug)]
pub struct Registration<'t> {
    /// The object the tool's fields are read from and written to: a
    /// config object, a call's keyword arguments, a Go struct, mcp-go's
    /// options. Its `annotations` member (real, or standing for the
    /// options that set hints) holds the hints.
    pub holder: Object<'t>,
    /// The tool's name, when it is static.
    pub name: Option<Str<'t>>,
    /// Where "this tool" findings point.
    pub anchor: Range<usize>,
    /// The constants the registration's fields were read from.
    pub uses: Vec<ConstantUse>,
    /// Why the tool is not judged: a field hintlint cannot read statically.
    pub unjudged: Option<Opaque>,
    /// What its handler does (its calls with effects), when the handler
    /// is found.
    pub effects: Option<Box<crate::base::method::HandlerEffects>>,
    /// What the SDK sends for hints the registration does not write.
    pub seeded: Option<super::wire::Seeded>,
    /// The hints its platform has, when not all four (WebMCP).
    pub carried: Option<&'static [crate::base::hint::Hint]>,
    /// Where each hint the evaluator computed was written, and what it
    /// came through (empty for hints read where they are written).
    pub provenance: Vec<super::provenance::Provenance>,
}

/// A constant a registration reads, by name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConstantUse {
    /// The constant's name.
    pub name: String,
    /// Where the registration names it.
    pub at: Range<usize>,
    /// Its definition (the value's span).
    pub defined: Range<usize>,
    /// Whether the value is an object whose members a fix would edit in
    /// place (a scalar is replaced at the use instead).
    pub edited_in_place: bool,
    /// For a constant imported from another file: that file and line, as
    /// shown (`./hints.ts, line 3`). Its spans are then all at the use.
    pub imported_from: Option<String>,
    /// For the registration a function of this file makes for a call
    /// written in another file: that call's file and line, as shown.
    pub called_from: Option<String>,
    /// What the registration takes from it: a constant's value, what a
    /// helper returns, or the registration a wrapper or loop makes.
    pub kind: UseKind,
}

/// What a registration takes from a definition it uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UseKind {
    /// The value of a constant.
    Constant,
    /// What a helper function returns for the call's arguments
    /// (`annotate(read_only=True)`).
    Helper,
    /// The registration the project's own function makes in its body,
    /// read with this call's arguments (`registerWebFetch(server, "x")`).
    Wrapper,
    /// The registration a loop's body makes, read for one element of its
    /// constant table (`for (const t of TOOLS)`).
    Loop,
    /// What a call in another module gives a parameter of the project's
    /// function whose body registers the tool (`registerWebFetch(server,
    /// cfg, "raw_fetch")` in `./index.ts`): its `imported_from` is that
    /// call's file and line.
    Argument,
}

impl UseKind {
    /// Whether the registration reads a function or loop, not a constant.
    pub fn is_code(self) -> bool {
        self != UseKind::Constant
    }
}

/// A constant's value read from another file, and where it is defined.
#[derive(Debug)]
pub struct Imported {
    /// The value (its spans mean nothing here: they are re-homed at the
    /// use).
    pub value: Value<'static>,
    /// The file and line, as shown.
    pub from: String,
}

/// Follows a file's imports to constants of sibling modules.
pub trait Importer {
    /// The value of the constant the file knows as `name`, when it is
    /// imported from a sibling module hintlint can read.
    fn import(&self, name: &str) -> Option<Imported>;

    /// The value of `name` in the sibling module the file imports whole as
    /// `namespace` (`import * as hints from "./hints.js"`, `from . import
    /// hints`), read as `hints.READ_ONLY`.
    fn import_member(&self, namespace: &str, name: &str) -> Option<Imported>;

    /// What the helper function the file imports as `name` from a sibling
    /// module returns for `arguments`, when hintlint can read it there.
    fn import_helper(&self, name: &str, arguments: &Arguments) -> Option<Imported> {
        let _ = (name, arguments);
        None
    }
}

/// The arguments of a call of a helper another module defines, read where
/// the call is written (their spans mean nothing in the helper's module).
#[derive(Debug, Default)]
pub struct Arguments {
    /// The positional arguments, in order.
    pub positional: Vec<Value<'static>>,
    /// The keyword arguments (Python's `read_only=True`).
    pub keyword: Vec<(String, Value<'static>)>,
}

impl Arguments {
    /// The keyword argument `name`.
    pub fn keyword(&self, name: &str) -> Option<&Value<'static>> {
        self.keyword
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value)
    }
}

/// A helper of another module bound to a caller's arguments: the
/// expression it returns, and each parameter's value, given by the caller
/// or the helper's own default.
pub struct BoundHelper<'t, 'tree> {
    /// The expression its body returns.
    pub returned: Node<'tree>,
    /// Parameters the caller gave, to their values.
    pub given: HashMap<String, Value<'static>>,
    /// Parameters left to their defaults, to the default's node.
    pub defaults: HashMap<&'t str, Node<'tree>>,
}

impl<'t, 'tree> BoundHelper<'t, 'tree> {
    /// A helper of `signature` bound to a caller's `arguments`: each
    /// parameter to its keyword argument, else the next positional one,
    /// else its default; `None` when a parameter has none of them.
    pub fn of(
        (returned, parameters): Signature<'t, 'tree>,
        arguments: &Arguments,
    ) -> Option<BoundHelper<'t, 'tree>> {
        let mut positional = arguments.positional.iter();
        let mut bound = BoundHelper {
            returned,
            given: HashMap::new(),
            defaults: HashMap::new(),
        };
        for (key, default) in parameters {
            match arguments.keyword(key).or_else(|| positional.next()) {
                Some(given) => {
                    bound.given.insert(key.to_owned(), given.clone());
                }
                None => {
                    bound.defaults.insert(key, default?);
                }
            }
        }
        Some(bound)
    }
}

/// A helper's signature: the expression its body returns, and its
/// parameters with their defaults.
pub type Signature<'t, 'tree> = (Node<'tree>, Vec<(&'t str, Option<Node<'tree>>)>);

/// How a language reads a helper's [`Signature`]: `None` when the body
/// does more than return, or a parameter cannot be bound to one value.
pub type SignatureOf = for<'a, 'b> fn(&'a str, Node<'b>) -> Option<Signature<'a, 'b>>;

/// How a language finds a module's top-level function by name.
pub type FindFunction = for<'a, 'b> fn(&'a str, Node<'b>, &str) -> Option<Node<'b>>;

/// What the helper `name` of the sibling module at `path` (shown as
/// `shown`) returns for `arguments` (bound by keyword, else by position,
/// else to its defaults: [`BoundHelper::of`]), read with the language's
/// `find`, `signature`, `definitions` and `convert`.
#[allow(clippy::too_many_arguments)]
pub fn import_helper(
    texts: &dyn crate::base::files::TextSource,
    path: &std::path::Path,
    language: super::Language,
    (name, shown): (&str, &str),
    arguments: &Arguments,
    definitions: Definitions,
    (find, signature): (FindFunction, SignatureOf),
    convert: Convert<'_>,
) -> Option<Imported> {
    let (text, parsed) = module_naming(texts, path, language, name)?;
    let root = parsed.root_node();
    let function = find(&text, root, name)?;
    let bound = BoundHelper::of(signature(&text, function)?, arguments)?;
    let mut constants = Constants::new(&text, definitions(&text, root));
    constants.given.push((bound.given, None));
    constants.scopes.push(bound.defaults);
    let converted = convert(&mut constants, root, bound.returned).ok()?;
    Some(Imported {
        value: relocated(converted, &(0..0)),
        from: format!("{shown}, line {}", line_of(&text, function.start_byte())),
    })
}

/// The text and syntax tree of the sibling module at `path`, when it names
/// `name` as a whole identifier: only such a module can define it
/// (`readOnly1` is not in `readOnly10`), and the others are never parsed.
pub fn module_naming(
    texts: &dyn crate::base::files::TextSource,
    path: &std::path::Path,
    language: super::Language,
    name: &str,
) -> Option<(std::sync::Arc<str>, tree_sitter::Tree)> {
    let text = texts.text(path)?;
    if !names_identifier(&text, name) {
        return None;
    }
    let parsed = match super::kept_trees(texts) {
        Some(trees) => trees.parse(path, &text, language),
        None => super::parse_tree(&text, language),
    }
    .ok()?;
    Some((text, parsed))
}

/// A language's table of top-level definitions: name to value node.
pub type Definitions = for<'a, 'b> fn(&'a str, Node<'b>) -> Vec<(&'a str, Node<'b>)>;

/// How a language converts a constant's value node, given the module's
/// root (for what the module imports) and its constants.
pub type Convert<'c> =
    &'c dyn for<'a, 'b> Fn(&mut Constants<'a, 'b>, Node<'b>, Node<'b>) -> Converted<'a>;

pub use crate::base::files::Place;

/// The constant `name` of the sibling module at `path` (shown as
/// `shown`), read from `texts` with the language's `definitions` and
/// `convert`.
pub fn import_constant(
    texts: &dyn crate::base::files::TextSource,
    path: &std::path::Path,
    language: super::Language,
    name: &str,
    shown: &str,
    definitions: Definitions,
    convert: Convert<'_>,
) -> Option<Imported> {
    let (text, parsed) = module_naming(texts, path, language, name)?;
    let root = parsed.root_node();
    let defined = definitions(&text, root);
    let &(_, node) = defined.iter().rev().find(|(defined, _)| *defined == name)?;
    let mut constants = Constants::new(&text, defined.clone());
    let converted = convert(&mut constants, root, node).ok()?;
    Some(Imported {
        value: relocated(converted, &(0..0)),
        from: format!("{shown}, line {}", line_of(&text, node.start_byte())),
    })
}

/// Whether `text` holds `name` as a whole identifier.
fn names_identifier(text: &str, name: &str) -> bool {
    Identifier::new(name).in_text(text)
}

/// An expression hintlint does not evaluate: a call, a computed key, an
/// import it cannot follow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opaque {
    /// Where it is written.
    pub span: Range<usize>,
    /// What it is, for the note (`buildAnnotations()`).
    pub what: String,
}

impl Opaque {
    /// The expression at `node`.
    pub fn at(text: &str, node: Node<'_>) -> Opaque {
        let written = tree::text(text, node);
        let first_line = written.lines().next().unwrap_or("");
        let what = match first_line.char_indices().nth(48) {
            Some((cut, _)) => format!("{}…", &first_line[..cut]),
            None if first_line.len() < written.len() => format!("{first_line}…"),
            None => first_line.to_owned(),
        };
        Opaque {
            span: tree::span(node),
            what,
        }
    }
}

impl<'t> Registration<'t> {
    /// The registration placed within `place` (a wrapper's call, a loop's
    /// element): what its reading put elsewhere (a default name or a value
    /// the wrapper's body writes, a loop's shared body) points at `at`
    /// instead, so that each call site or element is its own tool at its
    /// own place.
    pub fn placed(mut self, place: Range<usize>, at: Range<usize>) -> Registration<'t> {
        let inside = |span: &Range<usize>| place.start <= span.start && span.end <= place.end;
        if !inside(&self.anchor) {
            self.anchor = at.clone();
        }
        if let Some(name) = self.name.as_mut()
            && !inside(&name.span.range())
        {
            name.span = Spot::of(at.clone());
        }
        if let Some(opaque) = self.unjudged.as_mut()
            && !inside(&opaque.span)
        {
            opaque.span = at;
        }
        self
    }

    /// A judged registration, its handler not (yet) looked at.
    pub fn new(
        holder: Object<'t>,
        name: Option<Str<'t>>,
        anchor: Range<usize>,
        uses: Vec<ConstantUse>,
    ) -> Self {
        Registration {
            holder,
            name,
            anchor,
            uses,
            unjudged: None,
            effects: None,
            seeded: None,
            carried: None,
            provenance: Vec::new(),
        }
    }

    /// A registration that is not judged because of `opaque`: its holder is
    /// an empty object of `layout` at the expression.
    pub fn not_judged(
        opaque: Opaque,
        name: Option<Str<'t>>,
        layout: crate::document::Layout,
        uses: Vec<ConstantUse>,
    ) -> Self {
        let anchor = name
            .as_ref()
            .map_or(opaque.span.clone(), |name| name.span.range());
        let holder = Object {
            span: Spot::of(opaque.span.clone()),
            members: Vec::new(),
            layout,
        };
        Registration {
            unjudged: Some(opaque),
            ..Registration::new(holder, name, anchor, uses)
        }
    }

    /// With the values its SDK sends for hints it does not write, seeded
    /// by the call at `at`.
    pub fn seeded_by(mut self, seed: &'static super::wire::Seed, at: Range<usize>) -> Self {
        self.seeded = Some(super::wire::Seeded { seed, at });
        self
    }

    /// With only `hints` asked for and written: its platform has no others.
    pub fn carrying(mut self, hints: &'static [crate::base::hint::Hint]) -> Self {
        self.carried = Some(hints);
        self
    }

    /// With what the handler at `handler` does, in its file.
    pub fn with_handler(
        self,
        text: &str,
        language: super::Language,
        handler: Option<Node<'_>>,
    ) -> Self {
        self.with_handler_reaching(text, language, handler, None)
    }

    /// With what the handler at `handler` does, following its calls into
    /// the modules its file imports where `reach` says how.
    pub fn with_handler_reaching(
        mut self,
        text: &str,
        language: super::Language,
        handler: Option<Node<'_>>,
        reach: Option<super::effects::Reach<'_>>,
    ) -> Self {
        self.effects = handler.map(|handler| {
            Box::new(super::effects::handler_effects(
                text, language, handler, reach,
            ))
        });
        self
    }

    /// Not judged when the file sets the annotations of the value the
    /// registration (at `node`) is bound to after creating it.
    pub fn unless_annotated_later(self, text: &str, node: Node<'_>) -> Self {
        match tree::bound_name(text, node) {
            Some(name) => self.unless_set_later(text, name),
            None => self,
        }
    }

    /// Not judged when the file sets the annotations of the value named
    /// `name` after creating it (`name.Annotations = …`).
    pub fn unless_set_later(mut self, text: &str, name: &str) -> Self {
        if self.unjudged.is_none()
            && let Some(span) = tree::annotated_later(text, name)
        {
            self.unjudged = Some(Opaque {
                what: text.get(span.clone()).unwrap_or_default().to_owned(),
                span,
            });
        }
        self
    }
}

/// A converted value, or the expression that could not be read.
pub type Converted<'t> = Result<Value<'t>, Opaque>;

/// The top-level constants of a file and the uses a registration makes
/// of them.
pub struct Constants<'t, 'tree> {
    /// The file's text.
    pub text: &'t str,
    /// Name to value node, found when first asked for (most
    /// registrations name no constant, and finding them walks the file).
    defined: std::cell::OnceCell<HashMap<&'t str, Node<'tree>>>,
    /// Where to find them: the file's root and its reader's way.
    definitions: Option<(Node<'tree>, Definitions)>,
    /// The uses recorded since [`Constants::take_uses`].
    uses: Vec<ConstantUse>,
    /// Constants being followed now.
    depth: usize,
    /// Values being converted now, one inside the other.
    nesting: usize,
    /// Follows imports from sibling modules, when the file's path is known.
    importer: Option<Box<dyn Importer + 't>>,
    /// The file's helper functions (`def annotate(…)`) by name.
    functions: HashMap<&'t str, Node<'tree>>,
    /// The parameters of the helpers being read, innermost last: name to
    /// the argument given, or the default.
    scopes: Vec<HashMap<&'t str, Node<'tree>>>,
    /// For a helper of this module called from another: the parameters
    /// the caller gave, to their values (read in the caller's file), and
    /// where that call is written when uses of them are recorded.
    given: Vec<(HashMap<String, Value<'static>>, Option<String>)>,
}

/// A helper function's call as a language reader resolves it: the
/// expression it returns, and its parameters bound to the call's
/// arguments (or their defaults).
pub struct HelperCall<'t, 'tree> {
    /// The helper's name.
    pub name: &'t str,
    /// Its whole definition: a fix into it (its defaults or what it
    /// returns) edits what every caller shares.
    pub definition: Node<'tree>,
    /// The expression its body returns.
    pub returned: Node<'tree>,
    /// Parameter to argument (or default).
    pub bindings: HashMap<&'t str, Node<'tree>>,
}

impl<'t, 'tree> Constants<'t, 'tree> {
    /// A table of the given definitions (a later one wins, as at run time
    /// for a reassigned Python name).
    pub fn new(text: &'t str, definitions: Vec<(&'t str, Node<'tree>)>) -> Self {
        Constants {
            defined: std::cell::OnceCell::from(definitions.into_iter().collect::<HashMap<_, _>>()),
            ..Constants::lazy(text, None)
        }
    }

    /// A table whose definitions `find` reads from `root` when a
    /// registration first names a constant.
    pub fn of_file(text: &'t str, root: Node<'tree>, find: Definitions) -> Self {
        Constants::lazy(text, Some((root, find)))
    }

    /// An empty table, filled from `definitions` when first asked.
    fn lazy(text: &'t str, definitions: Option<(Node<'tree>, Definitions)>) -> Self {
        Constants {
            text,
            defined: std::cell::OnceCell::new(),
            definitions,
            uses: Vec::new(),
            depth: 0,
            nesting: 0,
            importer: None,
            functions: HashMap::new(),
            scopes: Vec::new(),
            given: Vec::new(),
        }
    }

    /// The table, also reading calls of the file's helper functions.
    pub fn with_functions(mut self, functions: Vec<(&'t str, Node<'tree>)>) -> Self {
        self.functions = functions.into_iter().collect();
        self
    }

    /// The file's constants: name to value node.
    fn defined(&self) -> &HashMap<&'t str, Node<'tree>> {
        self.defined.get_or_init(|| match self.definitions {
            Some((root, find)) => find(self.text, root).into_iter().collect(),
            None => HashMap::new(),
        })
    }

    /// The definition of the helper function `name`, if the file has one.
    pub fn function(&self, name: &str) -> Option<Node<'tree>> {
        self.functions.get(name).copied()
    }

    /// The value a helper call returns: `returned` converted with `convert`
    /// with the parameters bound, recorded as used at `call` (a fix into
    /// the helper, its defaults or what it returns, edits what every
    /// caller shares).
    pub fn call_helper(
        &mut self,
        call: Node<'tree>,
        helper: HelperCall<'t, 'tree>,
        convert: impl FnOnce(&mut Self, Node<'tree>) -> Converted<'t>,
    ) -> Converted<'t> {
        if self.depth >= MAX_INDIRECTION {
            return Err(Opaque::at(self.text, call));
        }
        self.depth += 1;
        self.scopes.push(helper.bindings);
        let converted = convert(self, helper.returned);
        self.scopes.pop();
        self.depth -= 1;
        let converted = converted.map_err(|_| Opaque::at(self.text, call))?;
        self.uses.push(ConstantUse {
            name: helper.name.to_owned(),
            at: tree::span(call),
            defined: tree::span(helper.definition),
            edited_in_place: true,
            imported_from: None,
            called_from: None,
            kind: UseKind::Helper,
        });
        Ok(converted)
    }

    /// The node a parameter of the function being read is bound to (a
    /// wrapper's call-site argument, a loop's element), if it is one.
    pub fn bound(&self, name: &str) -> Option<Node<'tree>> {
        self.scopes
            .last()
            .and_then(|scope| scope.get(name))
            .copied()
    }

    /// Runs `read` with `bindings` in scope: a registration written in a
    /// wrapper's body read for one call site, or in a loop's body for one
    /// element of its constant array.
    pub fn with_bindings<R>(
        &mut self,
        bindings: HashMap<&'t str, Node<'tree>>,
        read: impl FnOnce(&mut Self) -> R,
    ) -> R {
        self.bind(bindings);
        let read = read(self);
        self.unbind();
        read
    }

    /// Puts `bindings` in scope until [`Constants::unbind`], for a reader
    /// whose reading needs more than the table ([`Constants::with_bindings`]
    /// otherwise).
    pub fn bind(&mut self, bindings: HashMap<&'t str, Node<'tree>>) {
        self.scopes.push(bindings);
    }

    /// Ends the innermost [`Constants::bind`].
    pub fn unbind(&mut self) {
        self.scopes.pop();
    }

    /// Runs `read` with the parameters of a function of this file bound
    /// for a call written in another file (`from`, its file and line):
    /// `given` to the values that call gives (read there), `bindings` to
    /// nodes of this file (their defaults). A value read from `given` is
    /// recorded as an [`UseKind::Argument`] from there, so that no fix
    /// edits it here.
    pub fn with_given<R>(
        &mut self,
        given: HashMap<String, Value<'static>>,
        bindings: HashMap<&'t str, Node<'tree>>,
        from: String,
        read: impl FnOnce(&mut Self) -> R,
    ) -> R {
        self.given.push((given, Some(from)));
        self.scopes.push(bindings);
        let read = read(self);
        self.scopes.pop();
        self.given.pop();
        read
    }

    /// Records the project's own function or loop `name`, defined at
    /// `defined`, as used by the registration its call (or element) at `at`
    /// makes: a fix into its body is shared by every call site or element.
    pub fn use_wrapper(
        &mut self,
        kind: UseKind,
        name: &str,
        at: Range<usize>,
        defined: Range<usize>,
    ) {
        self.use_wrapper_from(kind, name, (at, defined), None);
    }

    /// [`Constants::use_wrapper`] for a call written in another file
    /// (`called_from`, its file and line, when it is).
    pub fn use_wrapper_from(
        &mut self,
        kind: UseKind,
        name: &str,
        (at, defined): (Range<usize>, Range<usize>),
        called_from: Option<String>,
    ) {
        self.uses.push(ConstantUse {
            name: name.to_owned(),
            at,
            defined,
            edited_in_place: true,
            imported_from: None,
            called_from,
            kind,
        });
    }

    /// The table, also following imports with `importer`.
    pub fn importing(mut self, importer: Option<Box<dyn Importer + 't>>) -> Self {
        self.importer = importer;
        self
    }

    /// Converts the value of the constant named by `identifier` with
    /// `convert`, recording the use; `Err` when it is not a top-level
    /// constant of this file.
    pub fn follow(
        &mut self,
        identifier: Node<'tree>,
        convert: impl FnOnce(&mut Self, Node<'tree>) -> Converted<'t>,
    ) -> Converted<'t> {
        let name = tree::text(self.text, identifier);
        // A parameter a caller in another module gave: its value there.
        if let Some((values, from)) = self.given.last()
            && let Some(given) = values.get(name)
        {
            let at = tree::span(identifier);
            if let Some(from) = from {
                // Written in the other file: never edited here.
                self.uses.push(ConstantUse {
                    name: name.to_owned(),
                    at: at.clone(),
                    defined: at.clone(),
                    edited_in_place: matches!(given, Value::Object(_)),
                    imported_from: Some(from.clone()),
                    called_from: None,
                    kind: UseKind::Argument,
                });
                return Ok(relocated(given.clone(), &at));
            }
            return Ok(given.clone());
        }
        // A parameter of the helper being read: its argument, read where
        // the caller wrote it.
        if let Some(&argument) = self.scopes.last().and_then(|scope| scope.get(name)) {
            let scope = self.scopes.pop();
            let converted = convert(self, argument);
            self.scopes.extend(scope);
            return converted;
        }
        let Some(&value) = self.defined().get(name) else {
            let imported = self
                .importer
                .as_ref()
                .and_then(|importer| importer.import(name));
            return self.imported(identifier, name, imported);
        };
        if self.depth >= MAX_INDIRECTION {
            return Err(Opaque::at(self.text, identifier));
        }
        self.depth += 1;
        let converted = convert(self, value);
        self.depth -= 1;
        let converted = converted.map_err(|_| Opaque::at(self.text, identifier))?;
        let edited_in_place = matches!(converted, Value::Object(_));
        self.uses.push(ConstantUse {
            name: name.to_owned(),
            at: tree::span(identifier),
            defined: tree::span(value),
            edited_in_place,
            imported_from: None,
            called_from: None,
            kind: UseKind::Constant,
        });
        // A scalar is reported, and replaced, where the tool names it.
        Ok(match converted {
            Value::Bool(value, _) => Value::Bool(value, tree::spot(identifier)),
            Value::String(string) => Value::String(Str {
                value: string.value,
                span: tree::spot(identifier),
            }),
            other => other,
        })
    }

    /// A scalar constant named through its class, object or type
    /// (`Hints.SAFE`, `self::SAFE`): the boolean, string or null `name`
    /// holds, placed at `whole`, so that a fix replaces the reference,
    /// qualifier and all. Anything else is not read.
    pub fn follow_qualified(
        &mut self,
        name: Node<'tree>,
        whole: Node<'tree>,
        convert: impl FnOnce(&mut Self, Node<'tree>) -> Converted<'t>,
    ) -> Converted<'t> {
        match self.follow(name, convert) {
            Ok(Value::Bool(value, _)) => Ok(Value::Bool(value, tree::spot(whole))),
            Ok(Value::String(string)) => Ok(Value::String(Str {
                value: string.value,
                span: tree::spot(whole),
            })),
            Ok(Value::Null(_)) => Ok(Value::Null(tree::spot(whole))),
            Ok(Value::Undefined(_)) => Ok(Value::Undefined(tree::spot(whole))),
            _ => Err(Opaque::at(self.text, whole)),
        }
    }

    /// The value of `namespace.name` (`expression`), a constant of a
    /// sibling module the file imports whole.
    pub fn follow_member(
        &mut self,
        expression: Node<'tree>,
        namespace: Node<'tree>,
        name: Node<'tree>,
    ) -> Converted<'t> {
        let (namespace, name) = (
            tree::text(self.text, namespace),
            tree::text(self.text, name),
        );
        let imported = self
            .importer
            .as_ref()
            .and_then(|importer| importer.import_member(namespace, name));
        self.imported(expression, &format!("{namespace}.{name}"), imported)
    }

    /// What the helper `name` the file imports returns for `arguments`,
    /// the call at `call` (`annotate(true)` with `import { annotate } from
    /// "./hints.js"`).
    pub fn imported_helper(
        &mut self,
        call: Node<'tree>,
        name: &str,
        arguments: Arguments,
    ) -> Converted<'t> {
        let imported = self
            .importer
            .as_ref()
            .and_then(|importer| importer.import_helper(name, &arguments));
        let converted = self.imported(call, name, imported)?;
        if let Some(used) = self.uses.last_mut() {
            used.kind = UseKind::Helper;
        }
        Ok(converted)
    }

    /// Whether the file can follow imports (its path is known).
    pub fn imports(&self) -> bool {
        self.importer.is_some()
    }

    /// A value read from another file, recorded as used at `at_node` and
    /// re-homed there; `Err` when it could not be read.
    fn imported(
        &mut self,
        at_node: Node<'tree>,
        name: &str,
        imported: Option<Imported>,
    ) -> Converted<'t> {
        let imported = imported.ok_or_else(|| Opaque::at(self.text, at_node))?;
        let at = tree::span(at_node);
        self.uses.push(ConstantUse {
            name: name.to_owned(),
            at: at.clone(),
            defined: at.clone(),
            edited_in_place: matches!(imported.value, Value::Object(_)),
            imported_from: Some(imported.from),
            called_from: None,
            kind: UseKind::Constant,
        });
        Ok(relocated(imported.value, &at))
    }

    /// Runs `convert` on the value at `node` one level deeper; a value
    /// nested deeper than any annotations are is not read.
    pub fn nested(
        &mut self,
        node: Node<'tree>,
        convert: impl FnOnce(&mut Self) -> Converted<'t>,
    ) -> Converted<'t> {
        if self.nesting >= MAX_NESTING {
            return Err(Opaque::at(self.text, node));
        }
        self.nesting += 1;
        let converted = convert(self);
        self.nesting -= 1;
        converted
    }

    /// How many uses are recorded now (for [`Constants::narrow_uses`]).
    pub fn uses_recorded(&self) -> usize {
        self.uses.len()
    }

    /// Narrows the uses recorded since `from` to the part of the constant
    /// the registration reads (`CATALOG.search`, whose value is `member`):
    /// a fix there is shared only by the tools that read that part, and a
    /// scalar member of an imported object (a tool's name, `NAMES.search`)
    /// is no object edited elsewhere.
    pub fn narrow_uses(&mut self, from: usize, name: &str, member: &Value<'_>) {
        for used in self.uses.iter_mut().skip(from) {
            used.name = name.to_owned();
            if used.imported_from.is_none() && !used.kind.is_code() {
                used.defined = member.span();
            } else if used.imported_from.is_some() {
                used.edited_in_place &= matches!(
                    member,
                    Value::Object(_) | Value::Skipped(Container::Object, _)
                );
            }
        }
    }

    /// Whether `identifier` names a module the file imports whole
    /// (`import * as hints`), rather than a constant of its own.
    pub fn is_namespace(&self, identifier: Node<'tree>) -> bool {
        !self
            .defined()
            .contains_key(tree::text(self.text, identifier))
    }

    /// The uses recorded since the last call.
    pub fn take_uses(&mut self) -> Vec<ConstantUse> {
        std::mem::take(&mut self.uses)
    }
}

/// Where a registration is told: its name, else `otherwise` (the method
/// or the call whose name is not read).
pub fn anchor(name: Option<&Str<'_>>, otherwise: Node<'_>) -> Range<usize> {
    name.map_or(tree::span(otherwise), |name| name.span.range())
}

/// A member whose key is written at `key_span` as `key`.
pub fn member<'t>(
    key: impl Into<Cow<'t, str>>,
    key_span: Range<usize>,
    value: Value<'t>,
) -> Member<'t> {
    Member {
        key: Str {
            value: key.into(),
            span: Spot::of(key_span),
        },
        value,
    }
}

/// The members of an object written with spreads (`{...BASE, title: "T"}`,
/// `{**BASE, "title": "T"}`), each with whether a spread brought it, in
/// source order: a key that a later member overrides is dropped when
/// either came from a spread (the language overrides it silently); a key
/// written twice by hand stays twice, for `duplicate-key`.
pub fn merge_spreads<'t>(members: Vec<(Member<'t>, bool)>) -> Vec<Member<'t>> {
    let overridden: Vec<bool> = members
        .iter()
        .enumerate()
        .map(|(index, (member, spread))| {
            members[index + 1..].iter().any(|(later, later_spread)| {
                later.key.value == member.key.value && (*spread || *later_spread)
            })
        })
        .collect();
    members
        .into_iter()
        .zip(overridden)
        .filter_map(|((member, _), overridden)| (!overridden).then_some(member))
        .collect()
}

/// A value hintlint keeps only as a span (a schema, a description, a
/// handler): it reads nothing inside.
pub fn unread<'t>(node: Node<'_>) -> Value<'t> {
    Value::Skipped(crate::document::Container::Object, tree::spot(node))
}

/// What a registration field that cannot be read statically stands for:
/// a computed name is no name, a computed title is a title (its text),
/// computed annotations leave the tool unjudged (`Err`).
pub fn tolerated<'t>(key: &str, opaque: Opaque) -> Result<Option<Value<'t>>, Opaque> {
    match key {
        "name" => Ok(None),
        "title" => Ok(Some(Value::String(Str {
            value: Cow::Owned(opaque.what),
            span: Spot::of(opaque.span),
        }))),
        _ => Err(opaque),
    }
}

#[cfg(test)]
mod tests {
    use super::names_identifier;

    #[test]
    fn a_name_is_found_only_as_a_whole_identifier() {
        assert!(names_identifier("const readOnly1 = true", "readOnly1"));
        assert!(!names_identifier("const readOnly10 = true", "readOnly1"));
        assert!(!names_identifier("const readOnly1_2 = true", "readOnly1"));
        assert!(names_identifier("x = (readOnly1)", "readOnly1"));
    }
}
