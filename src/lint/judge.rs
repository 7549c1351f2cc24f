//! What source code adds to the one lint path ([`crate::lint`]): its
//! registrations found (prefilter, parse, read), read as tools, the tools
//! hintlint cannot judge, and, once the shared rules ran, where constant
//! values come from, keeping fixes of shared constants from surprising
//! anyone. `check`, `census` and `diff` all read source code through here.

use std::borrow::Cow;
use std::collections::HashMap;

use crate::code::registration::{ConstantUse, Place, UseKind};
use crate::code::unread::{Context, Foreign, Found, Lexis};
use crate::code::{CodeFile, Language, read};
use crate::document::source::SourceFile;
use crate::document::{LineComment, ParseFailure};
use crate::findings::diagnostic::Diagnostic;
use crate::findings::report::{FileStatus, Finding, Registered};
use crate::findings::rules::{unjudged_tool, unread_tool};
use crate::fix::Applicability;
use crate::lint::inputs::Origin;
use crate::tools::manifest::Tool;

/// Why a source file in `language` is not linted when it registers no
/// tool.
fn no_registration(language: Language) -> String {
    format!(
        "no MCP tool registration hintlint reads in {} ({})",
        language.name(),
        language.forms()
    )
}

/// What reading a source file for its tools gave.
pub enum Registrations<'t> {
    /// No registration hintlint reads: the file's status says why (a
    /// named file is no manifest, a walked one is skipped).
    None(FileStatus),
    /// The file does not parse.
    Failed(ParseFailure),
    /// Its registrations, judged and not.
    Read(CodeFile<'t>),
}

/// The registrations of the source file `text` written in `language`,
/// found by a walk or named (`origin`), its imports followed from `place`
/// (where it is, and where the other files' texts come from): the byte
/// prefilter, the size a walk parses, then the reader.
pub fn registrations<'t>(
    text: &'t str,
    language: Language,
    origin: Origin,
    place: Option<Place<'t>>,
) -> Registrations<'t> {
    let nothing = || {
        Registrations::None(match origin {
            Origin::Named => FileStatus::NotAManifest(no_registration(language)),
            Origin::Found => FileStatus::Skipped(crate::findings::report::Skip::NoRegistration),
        })
    };
    // A walked source file of several megabytes is generated (a bundle,
    // a vendored SDK): its tools are the sources' tools, and parsing it
    // would cost more than the rest of the run.
    let generated =
        origin == Origin::Found && text.len() as u64 > crate::base::files::MAX_WALKED_SOURCE_BYTES;
    if generated || !language.might_register(text) {
        return nothing();
    }
    match read(text, language, place) {
        Err(failure) => Registrations::Failed(failure),
        // Tools made only at run time are no registration, but the file
        // says where they are.
        Ok(file)
            if file.sites.is_empty() && file.unjudged.is_empty() && !file.assumed.is_empty() =>
        {
            let why = file.assumed.join("; ");
            Registrations::None(match origin {
                Origin::Named => {
                    FileStatus::NotAManifest(format!("{}; {why}", no_registration(language)))
                }
                Origin::Found => {
                    FileStatus::Skipped(crate::findings::report::Skip::OnlyAtRunTime(why))
                }
            })
        }
        Ok(file) if file.sites.is_empty() && file.unjudged.is_empty() => nothing(),
        Ok(file) => Registrations::Read(file),
    }
}

/// The `unjudged-tool` findings of a read source file.
pub fn unjudged(source: &SourceFile, file: &CodeFile<'_>) -> Vec<Diagnostic> {
    file.unjudged
        .iter()
        .map(|tool| {
            let label = match &tool.name {
                Some(name) => format!("`{}`", name.value),
                None => format!(
                    "the tool registered on line {}",
                    source.position(tool.anchor.start).line
                ),
            };
            let diagnostic = unjudged_tool::diagnostic(
                &label,
                &tool.opaque.what,
                tool.anchor.clone(),
                tool.opaque.span.clone(),
            );
            match &tool.name {
                Some(name) => diagnostic.named(name.value.to_string()),
                None => diagnostic,
            }
        })
        .collect()
}

/// The `unjudged-tool` notes of a source file no entry point of its
/// project loads: one per registration, judged or not, at its place.
pub fn not_imported(source: &SourceFile, file: &CodeFile<'_>) -> Vec<Diagnostic> {
    let judged = file.sites.iter().map(|site| (&site.name, &site.anchor));
    let unjudged = file.unjudged.iter().map(|tool| (&tool.name, &tool.anchor));
    let mut told: Vec<Diagnostic> = judged
        .chain(unjudged)
        .map(|(name, anchor)| {
            let label = match name {
                Some(name) => format!("`{}`", name.value),
                None => format!(
                    "the tool registered on line {}",
                    source.position(anchor.start).line
                ),
            };
            let diagnostic = unjudged_tool::not_imported(&label, anchor.clone());
            match name {
                Some(name) => diagnostic.named(name.value.to_string()),
                None => diagnostic,
            }
        })
        .collect();
    told.sort_by_key(|diagnostic| diagnostic.primary.span.start);
    told
}

/// What hintlint could not read in a source file: its `unread-tool`
/// findings, and (for a file no reader parsed) its line comments, where
/// allows are written.
#[derive(Default)]
pub struct Unread {
    /// The findings, in source order.
    pub findings: Vec<Diagnostic>,
    /// The line comments the scan met, for a file with no other reading.
    pub comments: Vec<LineComment>,
}

/// The places of `source`, written in `language` (or in a language
/// hintlint does not parse, `foreign`), that belong to no tool of `file`
/// (what its reader read, if it was read): every occurrence of an entry
/// point the catalogue lists ([`crate::code::catalogue`]) that no read tool
/// accounts for, and every hint value outside every tool read, every
/// constant those tools use and every registration reported as not
/// judged. A value given to an entry point reported here is told by it; a
/// value bound to a constant or function that a nearby module names, or
/// passed to a function a nearby module reads, is accounted for there.
pub fn unread(
    text: &str,
    language: Result<Language, Foreign>,
    file: Option<&CodeFile<'_>>,
    place: Option<crate::code::registration::Place<'_>>,
) -> Unread {
    use super::accounting;
    // A Blade template is a view: HTML with PHP inside, documentation more
    // often than a server's code.
    if place.is_some_and(|place| place.path.to_string_lossy().ends_with(".blade.php")) {
        return Unread::default();
    }
    let (lexis, foreign, catalogued) = match language {
        Ok(language) => (
            Lexis::of(language),
            None,
            crate::code::catalogue::language_name(language),
        ),
        Err(foreign) => (foreign.lexis(), Some(foreign), foreign.name()),
    };
    let covered = accounting::Covered::new(file.map(covered_spans).unwrap_or_default());
    let scan = crate::code::unread::scan_for(text, lexis, Some(catalogued));
    // In source order, as the scan found them.
    let starts = accounting::counted(&scan.found);
    let mut unjudged_calls: Vec<usize> = file
        .map(|file| file.unjudged.iter().map(|tool| tool.call.start).collect())
        .unwrap_or_default();
    unjudged_calls.sort_unstable();
    // Whether one of `sorted` lies in `range`: a binary search, so that a
    // file of many places stays linear.
    let any_in = |sorted: &[usize], range: std::ops::RangeInclusive<usize>| {
        sorted
            .get(sorted.partition_point(|at| at < range.start()))
            .is_some_and(|at| at <= range.end())
    };
    // The entry points no read tool accounts for (in source order): each
    // is a finding, and the values given to it are told by it.
    // A base class of the SDK's that other files of the project extend is
    // the project's base: its subclasses are the tools.
    // Where the SDK's base classes are named, indexed once: a scan per
    // unaccounted entry point would make a file of many quadratic.
    let mut base_classes: Vec<usize> = scan
        .found
        .iter()
        .filter(|found| {
            found
                .entry
                .is_some_and(|needle| needle.entry.form == crate::code::catalogue::Form::BaseClass)
        })
        .map(|found| found.span.start)
        .collect();
    base_classes.sort_unstable();
    let extended_base = |start: usize| {
        base_classes.binary_search(&start).is_ok()
            && language.is_ok_and(|language| {
                super::subclasses::extended_nearby(text, start, place, language)
            })
    };
    // A tool in the protocol's own shape is accounted for by a tool read
    // from any of its object (a nested `schema: { name, inputSchema }`).
    let objects: Vec<(usize, std::ops::Range<usize>)> = scan
        .found
        .iter()
        .filter_map(|found| Some((found.span.start, found.object.clone()?)))
        .collect();
    let read_from_object = |start: usize| {
        objects
            .binary_search_by_key(&start, |(at, _)| *at)
            .is_ok_and(|index| {
                let object = &objects[index].1;
                covered.starts_in(object.start, object.end)
            })
    };
    // A file bridging the project's own tool form to the SDK registers
    // the tools read where that form is written: asked once, when an
    // entry point is left.
    let bridge = std::cell::OnceCell::new();
    let bridges = || {
        *bridge
            .get_or_init(|| language.is_ok_and(|language| (language.info().bridges)(text, place)))
    };
    let unread_entries: Vec<usize> = starts
        .iter()
        .copied()
        .filter(|start| !accounting::accounted(*start, &starts, &covered))
        .filter(|start| !read_from_object(*start))
        .filter(|start| !extended_base(*start))
        .filter(|_| !bridges())
        .collect();
    let every_read = unread_entries.is_empty()
        && file.is_some_and(|file| !file.sites.is_empty() && file.unjudged.is_empty());
    // The line of an offset, from the offsets of the text's line ends
    // found in one pass when first asked: counting from the start for each
    // place would make a file of many unread places quadratic.
    let line_ends = std::cell::OnceCell::new();
    let line = |offset: usize| {
        let ends: &Vec<usize> =
            line_ends.get_or_init(|| memchr::memchr_iter(b'\n', text.as_bytes()).collect());
        1 + ends.partition_point(|end| *end < offset)
    };
    // Functions whose calls a nearby module reads (a wrapper it exports):
    // what is passed to them is read there. Looked for only when a value
    // is passed to a function of the project.
    let passes_to_functions = scan.found.iter().any(|found| {
        matches!(
            found.context,
            Context::Call {
                registration: false,
                ..
            }
        )
    });
    // And the constants another module reads where its tools name them
    // (a Swift package's presets), looked for when a value is kept aside.
    let holds_data = scan
        .found
        .iter()
        .any(|found| matches!(found.context, Context::Data));
    let read_elsewhere = match language {
        Ok(language) if passes_to_functions || holds_data => {
            (language.info().read_elsewhere)(text, place)
        }
        _ => Vec::new(),
    };
    let extensions = match language {
        Ok(language) => language.info().extensions,
        Err(_) => &[],
    };
    // Each name is looked for once, however many values it holds or takes:
    // a search of the whole text per value would make a file of many
    // values quadratic.
    let bound_used = std::cell::RefCell::new(std::collections::HashMap::<&str, bool>::new());
    let defined_read = std::cell::RefCell::new(std::collections::HashMap::<&str, bool>::new());
    let findings = scan
        .found
        .iter()
        .filter_map(|found| {
            if let Some(needle) = found.entry {
                if unread_entries.binary_search(&found.span.start).is_err() {
                    return None;
                }
                let message = match foreign {
                    Some(foreign) => format!(
                        "`{}` registers a tool hintlint cannot read: hintlint does not parse {} yet",
                        found.written,
                        foreign.name()
                    ),
                    None => {
                        let given: Vec<String> = scan
                            .found
                            .iter()
                            .filter(|value| match &value.context {
                                Context::Call {
                                    callee,
                                    at,
                                    registration: true,
                                    ..
                                } => value.entry.is_none()
                                    && (*at..=at + callee.len()).contains(&found.span.start),
                                _ => false,
                            })
                            .map(|value| format!("`{}`", value.written))
                            .collect();
                        accounting::about_entry(&found.written, needle, &given)
                    }
                };
                return Some(unread_tool::diagnostic(
                    message,
                    found.span.clone(),
                    foreign.is_some(),
                ));
            }
            if covered.holds(found.span.start) {
                return None;
            }
            let message = match (foreign, &found.context) {
                (
                    _,
                    Context::Call {
                        callee,
                        at,
                        registration: true,
                        ..
                    },
                ) if any_in(&unread_entries, *at..=at + callee.len()) =>
                {
                    return None;
                }
                (Some(foreign), _) => format!(
                    "`{}` belongs to no tool hintlint reads: hintlint does not parse {} yet",
                    found.written,
                    foreign.name()
                ),
                // A file whose every tool is read says nothing of the
                // values it keeps aside.
                (None, Context::Data) if every_read => return None,
                (None, Context::Data) => {
                    let (outer, block) = found.outer;
                    let bound = [outer, block]
                        .into_iter()
                        .flatten()
                        .find_map(|at| accounting::binding(text, at));
                    if let Some(name) = bound
                        && *bound_used.borrow_mut().entry(name).or_insert_with(|| {
                            read_elsewhere.iter().any(|read| read == name)
                                || accounting::named_in(text, name, &covered)
                                || accounting::used_elsewhere(place, extensions, name)
                        })
                    {
                        return None;
                    }
                    about_data(found, bound)
                }
                (
                    None,
                    Context::Call {
                        callee,
                        registration: false,
                        ..
                    },
                ) if read_elsewhere
                    .iter()
                    .any(|function| callee.strip_suffix("(…)") == Some(function.as_str()))
                    || callee
                        .strip_suffix("(…)")
                        .and_then(|called| called.rsplit(['.', ':']).next())
                        .is_some_and(|name| {
                            *defined_read
                                .borrow_mut()
                                .entry(name)
                                .or_insert_with(|| accounting::defines_read(text, name, &covered))
                        }) =>
                {
                    return None;
                }
                (
                    None,
                    Context::Call {
                        at,
                        registration: true,
                        ..
                    },
                ) if any_in(&unjudged_calls, *at..=found.span.start) =>
                {
                    return None;
                }
                (
                    None,
                    Context::Call {
                        callee,
                        at,
                        registration,
                        body,
                    },
                ) => about_value(found, callee, line(*at), *registration, *body),
            };
            Some(unread_tool::diagnostic(
                message,
                found.span.clone(),
                foreign.is_some(),
            ))
        })
        .collect::<Vec<_>>();
    let mut findings = findings;
    if let (Ok(language), Some(place)) = (language, place) {
        findings.extend(project_subclasses(
            text, language, place, &scan, &starts, &covered,
        ));
        findings.sort_by_key(|finding| finding.primary.span.start);
    }
    let comments = match file {
        Some(_) => Vec::new(),
        None => scan
            .comments
            .into_iter()
            .map(|(span, marker)| LineComment {
                text: text[span.start + marker.len()..span.end].to_owned(),
                span,
                marker,
            })
            .collect(),
    };
    Unread { findings, comments }
}

/// The classes of `text` whose base is a class of the project that
/// reaches a catalogued entry point in another file (`class X < BaseTool`,
/// `BaseTool < MCP::Tool`), no read tool accounting for them: each is an
/// `unread-tool` finding at its name. Only a base whose name says it is a
/// tool's (`…Tool…`) is followed, so that a file's other classes cost no
/// lookup.
fn project_subclasses(
    text: &str,
    language: Language,
    place: crate::code::registration::Place<'_>,
    scan: &crate::code::unread::Scan,
    starts: &[usize],
    covered: &super::accounting::Covered,
) -> Vec<Diagnostic> {
    use super::{accounting, subclasses};
    // Only a base named `…Tool…` is followed: a file that never writes
    // `Tool` has none, and is not searched for classes.
    static TOOL: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
        std::sync::LazyLock::new(|| memchr::memmem::Finder::new("Tool"));
    if TOOL.find(text.as_bytes()).is_none() {
        return Vec::new();
    }
    let line_end = |at: usize| text[at..].find('\n').map_or(text.len(), |end| at + end);
    subclasses::declarations(text)
        .into_iter()
        .filter(|declared| declared.base.contains("Tool"))
        // An abstract class makes no tool by itself: its subclasses do.
        .filter(|declared| {
            let line_start = text[..declared.at.start]
                .rfind('\n')
                .map_or(0, |end| end + 1);
            !text[line_start..declared.at.start].contains("abstract ")
        })
        .filter(|declared| {
            // A catalogued base is an entry point of its own.
            let line = declared.at.start..line_end(declared.at.start);
            !scan
                .found
                .iter()
                .any(|found| found.entry.is_some() && line.contains(&found.span.start))
        })
        .filter(|declared| !accounting::accounted(declared.at.start, starts, covered))
        .filter_map(|declared| {
            let shown = |file: &std::path::Path| {
                file.file_name().map_or_else(
                    || file.display().to_string(),
                    |name| name.to_string_lossy().into_owned(),
                )
            };
            let how = match subclasses::reaches(declared.base, place, language, subclasses::DEPTH) {
                Some((entry, file)) => format!(
                    "a class of the project that reaches `{entry}` (in {})",
                    shown(&file)
                ),
                None => {
                    let (entry, file) =
                        subclasses::named_by_registrar(declared.base, place, language)?;
                    format!(
                        "a type of the project that {}, which registers tools or writes their \
                         hints (`{entry}`), names",
                        shown(&file)
                    )
                }
            };
            // A class other files extend is a base of the project: its
            // subclasses are the tools, each told where it is.
            if subclasses::extended_nearby(text, declared.at.start, Some(place), language) {
                return None;
            }
            Some(unread_tool::diagnostic(
                format!(
                    "`{}` registers a tool hintlint did not read: it extends `{}`, {how}; \
                     hintlint does not read tools made through a project's base class yet",
                    declared.name, declared.base
                ),
                declared.at.clone(),
                false,
            ))
        })
        .collect()
}

/// Why a hint value written in no call (in a constant `bound`, a class
/// body, a function's return value) is not read.
fn about_data(found: &Found, bound: Option<&str>) -> String {
    let written = &found.written;
    match bound {
        Some(name) => format!(
            "`{written}` belongs to no tool hintlint reads: it is bound to `{name}`, which no tool \
             hintlint read uses"
        ),
        None => format!(
            "`{written}` belongs to no tool hintlint reads: it is written in no registration \
             hintlint read (a class body, a function's result or a table no reader follows)"
        ),
    }
}

/// Why a hint value passed to `callee` (at `line`), or written in the
/// body that follows it, is not read.
fn about_value(found: &Found, callee: &str, line: usize, registration: bool, body: bool) -> String {
    let written = &found.written;
    if body {
        // Only a registration's name is followed by a body that counts.
        format!(
            "`{written}` belongs to no tool hintlint reads: it is written in the body that \
             follows `{callee}` at line {line}, a registration hintlint cannot read"
        )
    } else if registration {
        format!(
            "`{written}` belongs to no tool hintlint reads: it is passed to `{callee}` at line \
             {line}, a registration hintlint cannot read"
        )
    } else {
        format!(
            "`{written}` belongs to no tool hintlint reads: it is passed to `{callee}`, a \
             function hintlint does not follow, at line {line}"
        )
    }
}

/// The spans of what the reader of `file` read: each tool's holder and
/// anchor, the constants they use (where defined and where used), and the
/// registrations reported as not judged (whole: a value inside one is
/// told by its `unjudged-tool` finding).
fn covered_spans(file: &CodeFile<'_>) -> Vec<std::ops::Range<usize>> {
    let mut spans = Vec::new();
    if let crate::document::Value::Array(holders) = &file.root {
        spans.extend(holders.items.iter().map(crate::document::Value::span));
    }
    for site in &file.sites {
        spans.push(site.anchor.clone());
        for used in &site.uses {
            spans.push(used.defined.clone());
            spans.push(used.at.clone());
        }
    }
    spans.extend(file.unjudged.iter().map(|tool| tool.call.clone()));
    spans
}

/// The named tools of a read source file, for the checks across the files
/// of one server.
pub fn registered(file: &CodeFile<'_>) -> Vec<Registered> {
    file.sites
        .iter()
        .enumerate()
        .filter_map(|(index, site)| {
            Some(Registered {
                name: site.name.as_ref()?.value.to_string(),
                span: site.anchor.clone(),
                pointer: format!("/{index}"),
            })
        })
        .collect()
}

/// The judged tools of a read source file: tool `i` is holder `i`, named
/// and anchored by its registration.
pub fn tools<'t, 'v>(text: &'t str, file: &'v CodeFile<'t>) -> Vec<Tool<'t, 'v>> {
    let crate::document::Value::Array(holders) = &file.root else {
        return Vec::new();
    };
    holders
        .items
        .iter()
        .zip(&file.sites)
        .enumerate()
        .filter_map(|(index, (holder, site))| {
            let crate::document::Value::Object(holder) = holder else {
                return None;
            };
            let mut tool = Tool::read(text, format!("/{index}"), holder);
            if let Some(name) = &site.name {
                tool.name = Some(Cow::Borrowed(name.value.as_ref()));
            }
            tool.anchor = site.anchor.clone();
            tool.handler_effects = site.effects.clone();
            tool.seeded = site.seeded.clone().map(Box::new);
            if let Some(carried) = site.carried {
                tool.carried = carried;
            }
            tool.provenance = &site.provenance;
            Some(tool)
        })
        .collect()
}

/// Reads a text of the file being judged again: each tool's hints as
/// clients read them ([`effective_hints`]), `None` when it does not read.
pub type Reread<'r> = &'r dyn Fn(&str) -> Option<Vec<[bool; 4]>>;

/// Each tool's four hints as clients read them: the written boolean, else
/// the value in effect.
pub fn effective_hints(tools: &[Tool<'_, '_>]) -> Vec<[bool; 4]> {
    tools
        .iter()
        .map(|tool| {
            crate::base::hint::Hint::ALL.map(|hint| {
                tool.hint_bool(hint)
                    .unwrap_or_else(|| tool.value_in_effect(hint))
            })
        })
        .collect()
}

/// Whether fixes into shared constants keep every tool's hints: each
/// distinct fix's text is read once, and compared with the hints clients
/// read now (those of the judged tools, when they are all of the file's).
struct Meanings<'m> {
    text: &'m str,
    reread: Reread<'m>,
    now: Option<Vec<[bool; 4]>>,
    /// Whether each distinct set of edits keeps the hints.
    known: HashMap<Vec<crate::fix::Edit>, bool>,
}

impl Meanings<'_> {
    /// Whether applying `fix` leaves every tool with the hints clients
    /// read now.
    fn kept_by(&mut self, fix: &crate::fix::Fix) -> bool {
        if fix.edits.is_empty() {
            return false;
        }
        if let Some(&kept) = self.known.get(&fix.edits) {
            return kept;
        }
        if self.now.is_none() {
            self.now = (self.reread)(self.text);
        }
        let edits: Vec<&crate::fix::Edit> = fix.edits.iter().collect();
        let fixed = crate::fix::apply(self.text, &edits);
        let kept = self.now.is_some() && (self.reread)(&fixed) == self.now;
        self.known.insert(fix.edits.clone(), kept);
        kept
    }
}

/// The index of the tool a finding's pointer (`/3/annotations/…`) is in.
fn tool_index(pointer: &str) -> Option<usize> {
    pointer.strip_prefix('/')?.split('/').next()?.parse().ok()
}

/// Whether two spans share a byte (or an empty one sits inside the other).
fn overlaps(a: &std::ops::Range<usize>, b: &std::ops::Range<usize>) -> bool {
    a.start < b.end.max(b.start + 1) && b.start < a.end.max(a.start + 1)
}

/// Notes where a finding's value comes from when it is a constant, and
/// makes a fix that edits a constant several tools share unsafe, naming
/// them; only the first of them carries it, so that one edit is made once.
pub fn explain_constants(
    file: &CodeFile<'_>,
    source: &SourceFile,
    tools: &[Tool<'_, '_>],
    findings: &mut [Finding],
    reread: Reread<'_>,
) {
    let line = |offset: usize| source.position(offset).line;
    let mut meanings = Meanings {
        text: &source.text,
        reread,
        // The judged tools are the file's unless a fixing round judges a
        // few of them: then what clients read now is read again.
        now: (tools.len() == file.sites.len()).then(|| effective_hints(tools)),
        known: HashMap::new(),
    };
    for diagnostic in findings.iter_mut().map(|finding| &mut finding.diagnostic) {
        let Some(index) = tool_index(&diagnostic.pointer) else {
            continue;
        };
        let Some(site) = file.sites.get(index) else {
            continue;
        };
        for used in &site.uses {
            // An imported object is edited nowhere here: a fix into it has
            // no edits, or edits at the name that imports it.
            let edits_it = used.edited_in_place
                && [&diagnostic.fix, &diagnostic.safe_fix]
                    .into_iter()
                    .flatten()
                    .any(|fix| {
                        (used.imported_from.is_some() && fix.edits.is_empty())
                            || fix
                                .edits
                                .iter()
                                .any(|edit| overlaps(&used.defined, &edit.span))
                    });
            // A finding on a tool whose hints are an imported object is
            // about that object.
            let on_imported_hints = used.imported_from.is_some() && used.edited_in_place;
            let about_it = edits_it
                || on_imported_hints
                || overlaps(&used.defined, &diagnostic.primary.span)
                || overlaps(&used.at, &diagnostic.primary.span);
            if let Some(from) = &used.imported_from {
                if about_it {
                    let lines = (line(used.defined.start), line(used.at.start));
                    diagnostic
                        .notes
                        .push(provenance(used, lines, Some(from)).into());
                }
                if edits_it || on_imported_hints {
                    // Its text is in another file: a fix here would be
                    // written in the wrong place.
                    diagnostic.fix = None;
                    diagnostic.safe_fix = None;
                    let place = match used.kind {
                        UseKind::Argument => format!("in the call at {from}"),
                        _ => format!("where `{}` is defined", used.name),
                    };
                    diagnostic.notes.push(
                        format!("fix it {place}: hintlint edits only the file it reports on")
                            .into(),
                    );
                }
                continue;
            }
            if about_it {
                let lines = (line(used.defined.start), line(used.at.start));
                diagnostic.notes.push(provenance(used, lines, None).into());
            }
            if !edits_it {
                continue;
            }
            let sharers: Vec<usize> = file
                .sites
                .iter()
                .enumerate()
                .filter(|(_, other)| {
                    other
                        .uses
                        .iter()
                        .any(|other| other.edited_in_place && other.defined == used.defined)
                })
                .map(|(sharer, _)| sharer)
                .collect();
            if sharers.len() < 2 {
                continue;
            }
            let others: Vec<String> = sharers
                .iter()
                .filter(|sharer| **sharer != index)
                .filter_map(|sharer| tools.get(*sharer).map(Tool::label))
                .collect();
            let what = match used.kind {
                UseKind::Constant => "constant",
                UseKind::Helper => "helper",
                UseKind::Wrapper => "function",
                UseKind::Loop => "loop",
                UseKind::Argument => "argument",
            };
            let verb = if others.len() == 1 { "s" } else { "" };
            // A safe fix that leaves every tool's hints as clients read them
            // (it writes what is in effect for each) stays safe; one tool
            // carries it, so that the edit is made once.
            let safe = diagnostic.safe_fix.as_deref().or(diagnostic
                .fix
                .as_deref()
                .filter(|fix| fix.applicability == Applicability::Safe));
            if let Some(safe) = safe
                && meanings.kept_by(safe)
            {
                diagnostic.notes.push(
                    format!(
                        "the fix edits the {what} `{}`, which {} also use{verb}: it writes what is \
                     in effect for each of them, so their hints keep their values",
                        used.name,
                        crate::base::wording::list(&others),
                    )
                    .into(),
                );
                if diagnostic
                    .fix
                    .as_deref()
                    .is_some_and(|fix| fix.applicability == Applicability::Unsafe)
                {
                    diagnostic.notes.push(
                        format!(
                            "the unsafe fix changes the {what} `{}` for {} too",
                            used.name,
                            crate::base::wording::list(&others)
                        )
                        .into(),
                    );
                }
                if sharers.first() != Some(&index) {
                    diagnostic.fix = None;
                    diagnostic.safe_fix = None;
                }
                continue;
            }
            diagnostic.notes.push(format!(
                "the fix edits the {what} `{}`, which {} also use{verb}: their hints change too",
                used.name,
                crate::base::wording::list(&others),
            ).into());
            diagnostic.safe_fix = None;
            if sharers.first() == Some(&index) {
                if let Some(fix) = &mut diagnostic.fix {
                    fix.applicability = Applicability::Unsafe;
                }
            } else {
                diagnostic.fix = None;
            }
        }
    }
}

/// Where a tool's value comes from, for the note of a finding about it:
/// the definition is on `line` of this file (and used on `used_on`), or
/// imported `from` another.
fn provenance(used: &ConstantUse, (line, used_on): (usize, usize), from: Option<&str>) -> String {
    let name = &used.name;
    let defined = match from {
        Some(from) => format!("imported from {from}"),
        None => format!("defined on line {line}"),
    };
    let at = match from {
        Some(from) => format!("imported from {from}"),
        None => format!("line {line}"),
    };
    match used.kind {
        UseKind::Constant => format!("the value comes from the constant `{name}` {defined}"),
        UseKind::Helper => {
            format!("the value comes from what the helper `{name}` returns, {defined}")
        }
        UseKind::Wrapper => format!(
            "the tool is registered inside the project's function `{name}` ({at}), read with \
             the arguments of {}",
            used.called_from.as_ref().map_or_else(
                || format!("the call on line {used_on}"),
                |from| format!("the call at {from}")
            )
        ),
        UseKind::Loop => format!(
            "the tool is registered by the loop `{name}` ({at}), read for this element of its \
             table"
        ),
        UseKind::Argument => format!(
            "the value is the argument `{name}` given by the call {}",
            from.map_or_else(|| format!("on line {line}"), |from| format!("at {from}"))
        ),
    }
}
