//! The shape of the catalogue's rows: a language's families of SDKs, each
//! with its entry points and where each puts a tool's name and hints.

/// How an entry point is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// A call that registers a tool, or builds one the server lists.
    Call,
    /// A call that registers a tool value built by another entry point
    /// (`s.AddTool(tool, handler)`): accounted where that value is built,
    /// never counted by itself.
    Adds,
    /// A decorator on a function or method.
    Decorator,
    /// An attribute (C#, Rust, PHP).
    Attribute,
    /// An annotation (Java, Kotlin).
    Annotation,
    /// A base class or module a tool class extends or includes.
    BaseClass,
    /// A protocol a tool type conforms to.
    Protocol,
    /// A low-level `tools/list` handler whose result lists the tools.
    ListHandler,
    /// A builder whose chain makes a tool.
    Builder,
    /// A declaration of a tool module or file.
    Module,
    /// A tool written in the protocol's own shape (a key `inputSchema`
    /// outside every entry point of an SDK).
    Definition,
}

impl Form {
    /// Its name in the docs and in messages.
    pub fn name(self) -> &'static str {
        match self {
            Form::Call => "call",
            Form::Adds => "call adding a tool value",
            Form::Decorator => "decorator",
            Form::Attribute => "attribute",
            Form::Annotation => "annotation",
            Form::BaseClass => "base class",
            Form::Protocol => "protocol",
            Form::ListHandler => "list handler",
            Form::Builder => "builder",
            Form::Module => "tool module",
            Form::Definition => "tool definition",
        }
    }
}

/// One entry point of an SDK or framework.
#[derive(Debug, PartialEq, Eq)]
pub struct EntryPoint {
    /// How it is written, as the SDK's documentation shows it.
    pub written: &'static str,
    /// Its form.
    pub form: Form,
    /// The texts that spot it, outside comments and strings; one ending in
    /// a letter is not followed by another.
    pub needles: &'static [&'static str],
    /// Where the tool's name is.
    pub name: &'static str,
    /// Where its description is.
    pub description: &'static str,
    /// Where its hints are.
    pub hints: &'static str,
    /// Whether a reader of hintlint reads this form today.
    pub read: bool,
    /// Texts one of which the file must hold for a needle to be this entry
    /// point (the SDK's import, where the needle is a common word): the
    /// parts of one split by `|` on one line; empty when any file may.
    pub requires: &'static [&'static str],
}

impl EntryPoint {
    /// An entry point a reader reads, in any file that holds a needle: its
    /// form, how it is written, its needles, and where its name,
    /// description and hints are. A table's entry is one line.
    pub const fn new(
        form: Form,
        written: &'static str,
        needles: &'static [&'static str],
        [name, description, hints]: [&'static str; 3],
    ) -> Self {
        EntryPoint {
            written,
            form,
            needles,
            name,
            description,
            hints,
            read: true,
            requires: &[],
        }
    }

    /// An entry point that adds a tool value made elsewhere (its form is
    /// [`Form::Adds`]): its name, description and hints are the value's.
    pub const fn adds(written: &'static str, needles: &'static [&'static str]) -> Self {
        let value = "the tool value's";
        EntryPoint::new(Form::Adds, written, needles, [value, value, value])
    }

    /// The same entry point, which no reader of hintlint reads today.
    pub const fn unread(self) -> Self {
        EntryPoint {
            read: false,
            ..self
        }
    }

    /// The same entry point, spotted only in a file that holds one of
    /// `requires` (see [`EntryPoint::requires`]).
    pub const fn requiring(self, requires: &'static [&'static str]) -> Self {
        EntryPoint { requires, ..self }
    }
}

/// One SDK or framework and its entry points.
#[derive(Debug, PartialEq, Eq)]
pub struct Family {
    /// The SDK, as the docs name it.
    pub sdk: &'static str,
    /// The row of [`crate::code::wire::SDKS`] (its `sdk`) that says what it sends
    /// for hints not written, if one does.
    pub wire: Option<&'static str>,
    /// Its entry points.
    pub entry_points: &'static [EntryPoint],
}

impl Family {
    /// An SDK's family: its name, its row of the wire table, its entry
    /// points. A table's family opens on one line.
    pub const fn new(
        sdk: &'static str,
        wire: Option<&'static str>,
        entry_points: &'static [EntryPoint],
    ) -> Self {
        Family {
            sdk,
            wire,
            entry_points,
        }
    }
}

/// The families of one language (its name as [`crate::code::Language::name`]
/// gives it, or a language hintlint does not parse).
#[derive(Debug)]
pub struct Catalogue {
    /// The language's name.
    pub language: &'static str,
    /// Its SDKs and frameworks.
    pub families: &'static [Family],
}

impl Catalogue {
    /// A language's catalogue: its name and its families.
    pub const fn new(language: &'static str, families: &'static [Family]) -> Self {
        Catalogue { language, families }
    }
}
