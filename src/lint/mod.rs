//! Linting one file: read, parse, recognise, run the rules.

use std::path::Path;

use crate::document::Value;
use crate::findings::diagnostic::Diagnostic;
use crate::lint::options::Options;

use crate::document::source::SourceFile;
use crate::findings::report::{FileReport, FileStatus, Finding, UsedEntries};
use crate::findings::rules::with_severities;
use crate::findings::rules::{self, Levels};
use crate::findings::suppress;
use crate::lint::inputs::Origin;
use crate::tools::binding;
use crate::tools::manifest::{self, Tool, openapi};
use crate::tools::parse::{self, Dialect, ParseFailure};
use streamed::Outcome;

mod streamed;

#[cfg(feature = "source")]
mod accounting;
#[cfg(feature = "source")]
mod subclasses;

pub mod autofix;
pub mod baseline;
pub mod census;
pub mod census_merge;
pub mod drift;
pub mod fingerprint;
pub mod inputs;
#[cfg(feature = "source")]
pub mod judge;
pub(crate) mod options;
#[cfg(feature = "source")]
pub mod reach;
#[cfg(feature = "source")]
pub mod servers;
pub mod test_paths;

/// What linting one file needs besides its text.
#[derive(Debug, Clone, Copy)]
pub struct FileContext<'o> {
    /// The run's options: levels, configuration, fixing.
    pub options: &'o Options,
    /// The file's path relative to the configuration's folder.
    pub relative: Option<&'o str>,
    /// Named on the command line, or found.
    pub origin: Origin,
    /// Where the file is on disk, when it is a file: source code follows
    /// its imports from there.
    pub path: Option<&'o Path>,
    /// Where the texts of the files it imports come from: the disk, or a
    /// project whose unsaved buffers override it.
    pub texts: &'o dyn crate::base::files::TextSource,
    /// When set, only these tools are judged (by name, or by a pointer at
    /// or under theirs): the fixer's rounds re-lint only the tools their
    /// fixes changed. The file's other findings (its parse, its
    /// `unjudged-tool` notes) are made as ever.
    pub only: Option<&'o std::collections::HashSet<String>>,
    /// Whether no entry point of the file's project loads it
    /// (`lint::reach`): its registrations are told as such, not judged.
    pub unimported: bool,
}

/// Whether `tool` is one of `only` (every tool when `only` is `None`):
/// named there, or unnamed with a pointer there at or under its own.
pub(crate) fn judged(
    tool: &Tool<'_, '_>,
    only: Option<&std::collections::HashSet<String>>,
) -> bool {
    let Some(only) = only else {
        return true;
    };
    match &tool.name {
        Some(name) if only.contains(name.as_ref()) => true,
        _ => only.iter().any(|wanted| {
            wanted
                .strip_prefix(tool.pointer.as_str())
                .is_some_and(|rest| {
                    (rest.is_empty() || rest.starts_with('/')) && !tool.pointer.is_empty()
                })
        }),
    }
}

impl<'o> FileContext<'o> {
    /// The context of a file named on the command line, outside any
    /// configured folder.
    pub fn named(options: &'o Options) -> FileContext<'o> {
        FileContext {
            options,
            relative: None,
            origin: Origin::Named,
            path: None,
            texts: &*crate::base::files::DISK,
            only: None,
            unimported: false,
        }
    }
}

/// Lints file contents given as bytes (they need not be UTF-8).
pub fn lint_bytes(
    name: &str,
    dialect: Dialect,
    bytes: Vec<u8>,
    context: FileContext<'_>,
) -> FileReport {
    // ASCII in UTF-16 is valid UTF-8 full of NUL bytes: say what it is.
    if let Some(order) = utf16(&bytes) {
        let source = SourceFile::new(name, String::from_utf8_lossy(&bytes).into_owned());
        let message = format!(
            "the file is UTF-16 ({order}); hintlint reads UTF-8: convert it, e.g. with \
             `iconv -f UTF-16 -t UTF-8`"
        );
        return unparsable(source, message, 0, context);
    }
    match String::from_utf8(bytes) {
        Ok(text) => lint_text(SourceFile::new(name, text), dialect, context),
        Err(error) if declares_latin1(dialect, error.as_bytes()) => {
            let text: String = error
                .as_bytes()
                .iter()
                .map(|&byte| char::from(byte))
                .collect();
            let mut source = SourceFile::new(name, text);
            source.latin1 = true;
            lint_text(source, dialect, context)
        }
        Err(error) => {
            let valid = error.utf8_error().valid_up_to();
            let source =
                SourceFile::new(name, String::from_utf8_lossy(error.as_bytes()).into_owned());
            // Text before the first invalid byte is unchanged by the lossy
            // decoding, so `valid` is also the offset in the shown text
            // (less the BOM, which is not part of it).
            let offset = valid.saturating_sub(source.file_offset(0));
            let message = format!("invalid UTF-8 at byte offset {valid}");
            unparsable(source, message, offset, context)
        }
    }
}

/// Whether `bytes` are a Python file whose coding cookie (PEP 263, on its
/// first or second line) declares Latin-1.
fn declares_latin1(dialect: Dialect, bytes: &[u8]) -> bool {
    if dialect != Dialect::Code(crate::code::Language::Python) {
        return false;
    }
    bytes
        .split(|&byte| byte == b'\n' || byte == b'\r')
        .take(2)
        .filter(|line| line.trim_ascii_start().starts_with(b"#"))
        .any(|line| {
            let line = String::from_utf8_lossy(line).to_ascii_lowercase();
            let Some(at) = line.find("coding").map(|at| at + "coding".len()) else {
                return false;
            };
            let Some(rest) = line[at..].strip_prefix([':', '=']) else {
                return false;
            };
            let name: String = rest
                .trim_start()
                .chars()
                .take_while(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '-' | '_' | '.'))
                .collect();
            matches!(
                name.replace('_', "-").as_str(),
                "latin-1"
                    | "iso-8859-1"
                    | "iso8859-1"
                    | "latin1"
                    | "l1"
                    | "iso-latin-1"
                    | "8859"
                    | "cp819"
            )
        })
}

/// The report of a text that could not be decoded, located at `offset`.
fn unparsable(
    source: SourceFile,
    message: String,
    offset: usize,
    context: FileContext<'_>,
) -> FileReport {
    let failure = ParseFailure {
        message,
        span: offset..offset + 1,
    };
    FileReport {
        findings: parse_error(&failure, None, &context.options.levels),
        status: FileStatus::Unparsable,
        source,
        fix: None,
        used: UsedEntries::default(),
        drawn: None,
    }
}

/// The byte order of a UTF-16 text: by its byte-order mark, or by the NUL
/// bytes every ASCII character brings along.
fn utf16(bytes: &[u8]) -> Option<&'static str> {
    match bytes {
        [0xFF, 0xFE, ..] => return Some("little-endian"),
        [0xFE, 0xFF, ..] => return Some("big-endian"),
        _ => {}
    }
    let sample = &bytes[..bytes.len().min(64) & !1];
    if sample.len() < 4 {
        return None;
    }
    let pairs = sample.chunks_exact(2);
    if pairs.clone().all(|pair| pair[1] == 0 && pair[0] != 0) {
        Some("little-endian")
    } else if pairs.clone().all(|pair| pair[0] == 0 && pair[1] != 0) {
        Some("big-endian")
    } else {
        None
    }
}

/// Lints a decoded source file.
pub fn lint_text(source: SourceFile, dialect: Dialect, context: FileContext<'_>) -> FileReport {
    let shows_text =
        context.options.forget_sources.is_none() && context.options.draw_human.is_none();
    let (status, findings, used) = if shows_text && source.text.len() >= rules::PARALLEL_BYTES {
        // A large file whose report draws snippets: build its line index
        // on another core meanwhile.
        std::thread::scope(|scope| {
            scope.spawn(|| source.index());
            judge(&source, dialect, context)
        })
    } else {
        judge(&source, dialect, context)
    };
    let mut findings = findings;
    in_own_file(&mut findings, &source.name);
    FileReport {
        source,
        status,
        findings,
        fix: None,
        used,
        drawn: None,
    }
}

/// Names the finding's own file in its related places a rule made without
/// a path (a handler's call in the file that registers the tool).
fn in_own_file(findings: &mut [crate::findings::report::Finding], name: &str) {
    let mut shown: Option<std::sync::Arc<str>> = None;
    for place in findings
        .iter_mut()
        .flat_map(|finding| finding.diagnostic.related.iter_mut())
        .filter(|place| place.path.is_empty())
    {
        place.path = shown.get_or_insert_with(|| name.into()).clone();
    }
}

/// Parses, recognises and checks the text of `source`; says which
/// configuration entries it used.
fn judge(
    source: &SourceFile,
    dialect: Dialect,
    context: FileContext<'_>,
) -> (FileStatus, Vec<Finding>, UsedEntries) {
    let text = source.text.as_str();
    let levels = &context.options.levels;
    let origin = context.origin;
    #[cfg(feature = "source")]
    if let Dialect::Code(language) = dialect {
        return judge_source(source, language, context);
    }
    #[cfg(feature = "source")]
    if let Dialect::Unread(foreign) = dialect {
        return judge_unread(source, Err(foreign), None, context);
    }
    let parsed = match dialect {
        Dialect::Jsonc | Dialect::Code(_) | Dialect::Unread(_) => {
            parse::parse_with_comments(text, dialect)
        }
        Dialect::Yaml => parse::parse(text, dialect).map(|root| {
            let comments = crate::document::yaml_comments::allow_comments(text, &root);
            (root, comments)
        }),
        // Judged batch by batch while it is read when it is a manifest of
        // the usual shape; else judged whole below.
        Dialect::Json => match streamed::judge(source, context) {
            Outcome::Judged(judged) => return judged,
            Outcome::Read(root) => Ok((root, Vec::new())),
            Outcome::Failed(failure) => Err(failure),
            Outcome::Again => parse::parse(text, dialect).map(|root| (root, Vec::new())),
        },
    };
    let (root, comments) = match parsed {
        Ok(parsed) => parsed,
        Err(failure) => {
            // Whether the strict-JSON failure would parse as JSONC, and if
            // so whether it is a manifest.
            let jsonc_manifest = match dialect {
                Dialect::Json => parse::parse(text, Dialect::Jsonc)
                    .ok()
                    .map(|root| manifest::detect(&root).is_ok()),
                Dialect::Jsonc | Dialect::Yaml | Dialect::Code(_) | Dialect::Unread(_) => None,
            };
            // An empty file found by a walk (the report being written into
            // the linted folder, say) is no manifest either, nor is a walked
            // YAML file that does not parse (a template, most likely).
            let empty = text.trim().is_empty();
            let foreign = empty || dialect == Dialect::Yaml;
            if origin == Origin::Found && (jsonc_manifest == Some(false) || foreign) {
                // A walked JSONC config saved as `.json` (tsconfig.json,
                // .vscode/settings.json): not ours to judge.
                let why = if empty {
                    "the file is empty".to_owned()
                } else if dialect == Dialect::Yaml {
                    format!(
                        "YAML that does not parse ({}), a template most likely",
                        failure.message
                    )
                } else {
                    "a JSONC configuration saved as `.json` (comments or trailing commas)"
                        .to_owned()
                };
                return (
                    FileStatus::Skipped(crate::findings::report::Skip::NotAManifest(why)),
                    Vec::new(),
                    UsedEntries::default(),
                );
            }
            let help = jsonc_manifest.map(|_| {
                "`.json` files are parsed as strict JSON; name the file `.jsonc` to allow \
                 comments and trailing commas"
            });
            return (
                FileStatus::Unparsable,
                parse_error(&failure, help, levels),
                UsedEntries::default(),
            );
        }
    };
    let read = match read_tools(text, &root, context) {
        Ok(read) => read,
        Err(why) => {
            let status = match origin {
                Origin::Named => FileStatus::NotAManifest(why.to_owned()),
                Origin::Found if why == manifest::PROMPTS => {
                    FileStatus::Skipped(crate::findings::report::Skip::Prompts)
                }
                Origin::Found => {
                    FileStatus::Skipped(crate::findings::report::Skip::NotAManifest(why.to_owned()))
                }
            };
            return (status, Vec::new(), UsedEntries::default());
        }
    };
    judge_tools(source, &root, read, &comments, context, None)
}

/// [`judge`] for source code: its registrations read as tools, then the
/// path every format shares ([`judge_tools`]), with where constants come
/// from noted on the findings.
#[cfg(feature = "source")]
fn judge_source(
    source: &SourceFile,
    language: crate::code::Language,
    context: FileContext<'_>,
) -> (FileStatus, Vec<Finding>, UsedEntries) {
    use crate::lint::judge::{self, Registrations};
    let text = source.text.as_str();
    let bounded = context
        .path
        .map(|path| crate::base::files::Bounded::around(path, context.texts));
    let place = bounded.as_ref().map(crate::base::files::Bounded::place);
    let file = match judge::registrations(text, language, context.origin, place) {
        Registrations::None(status) => {
            return judge_unread(source, Ok(language), Some(status), context);
        }
        Registrations::Failed(failure) => {
            let findings = parse_error(&failure, None, &context.options.levels);
            return (FileStatus::Unparsable, findings, UsedEntries::default());
        }
        Registrations::Read(file) => file,
    };
    if context.unimported {
        // No tool of a module the server does not load exists at run
        // time: each registration told once, nothing judged or fixed.
        let told = judge::not_imported(source, &file);
        let (status, findings, used) = judge_tools(
            source,
            &file.root,
            (Vec::new(), told, 0),
            &file.comments,
            context,
            None,
        );
        return (status, findings, used);
    }
    let tools = judge::tools(text, &file);
    let mut unjudged = judge::unjudged(source, &file);
    unjudged.extend(judge::unread(text, Ok(language), Some(&file), place).findings);
    let reread = |text: &str| {
        let file = crate::code::read(text, language, place).ok()?;
        Some(judge::effective_hints(&judge::tools(text, &file)))
    };
    let adjust = |tools: &[Tool<'_, '_>], findings: &mut [Finding]| {
        judge::explain_constants(&file, source, tools, findings, &reread);
        crate::findings::provenance::relate(
            tools,
            findings.iter_mut().map(|finding| &mut finding.diagnostic),
        );
    };
    let (mut status, findings, used) = judge_tools(
        source,
        &file.root,
        (tools, unjudged, 0),
        &file.comments,
        context,
        Some(&adjust),
    );
    if let FileStatus::Manifest {
        registered,
        assumed,
        ..
    } = &mut status
    {
        *registered = judge::registered(&file);
        assumed.clone_from(&file.assumed);
    }
    (status, findings, used)
}

/// A source file no reader read tools from (`language`), or one of a
/// language hintlint does not parse (`foreign`): its `unread-tool`
/// findings, judged as a file of no tools; `status` (or, for a foreign
/// language, that it registers nothing) when it has none.
#[cfg(feature = "source")]
fn judge_unread(
    source: &SourceFile,
    language: Result<crate::code::Language, crate::code::unread::Foreign>,
    status: Option<FileStatus>,
    context: FileContext<'_>,
) -> (FileStatus, Vec<Finding>, UsedEntries) {
    let bounded = context
        .path
        .map(|path| crate::base::files::Bounded::around(path, context.texts));
    let place = bounded.as_ref().map(crate::base::files::Bounded::place);
    let unread = crate::lint::judge::unread(&source.text, language, None, place);
    if unread.findings.is_empty() {
        let status = status.unwrap_or_else(|| match (context.origin, language) {
            (Origin::Named, Err(foreign)) => FileStatus::NotAManifest(format!(
                "hintlint does not parse {} yet, and the file writes no hint value and calls no \
                 tool registration of an MCP SDK",
                foreign.name()
            )),
            _ => FileStatus::Skipped(crate::findings::report::Skip::NoRegistration),
        });
        return (status, Vec::new(), UsedEntries::default());
    }
    let root = Value::Array(crate::document::Array {
        span: crate::document::Spot::of(0..0),
        items: Vec::new(),
    });
    judge_tools(
        source,
        &root,
        (Vec::new(), unread.findings, 0),
        &unread.comments,
        context,
        None,
    )
}

/// The facts of the tools of `source` (see [`crate::findings::facts`]), read and
/// bound as linting reads and binds them; empty for a file that does not
/// parse or holds no tools.
pub fn facts(
    source: &SourceFile,
    dialect: Dialect,
    context: FileContext<'_>,
) -> Vec<crate::findings::facts::ToolFacts> {
    let text = source.text.as_str();
    #[cfg(feature = "source")]
    if let Dialect::Code(language) = dialect {
        use crate::lint::judge::{self, Registrations};
        let bounded = context
            .path
            .map(|path| crate::base::files::Bounded::around(path, context.texts));
        let place = bounded.as_ref().map(crate::base::files::Bounded::place);
        return match judge::registrations(text, language, context.origin, place) {
            Registrations::Read(file) => facts_of(judge::tools(text, &file), context),
            Registrations::None(_) | Registrations::Failed(_) => Vec::new(),
        };
    }
    let Ok(root) = parse::parse(text, dialect) else {
        return Vec::new();
    };
    match read_tools(text, &root, context) {
        Ok((tools, _, _)) => facts_of(tools, context),
        Err(_) => Vec::new(),
    }
}

/// The facts of tools read, once bound.
fn facts_of<'a, 'v>(
    read: Vec<Tool<'a, 'v>>,
    context: FileContext<'v>,
) -> Vec<crate::findings::facts::ToolFacts> {
    let mut used = UsedEntries::default();
    let (tools, _) = binding::bind::bind(read, &sources(context), &mut used.bindings);
    tools
        .iter()
        .map(crate::findings::facts::ToolFacts::of)
        .collect()
}

/// A file's tools as read: the tools, the engine's findings about reading
/// them (`unresolved-ref`, `unjudged-tool`), and how many operations a
/// generator does not expose.
pub(crate) type ReadTools<'a, 'v> = (Vec<Tool<'a, 'v>>, Vec<Diagnostic>, usize);

/// What a format adds to the rules' findings about its tools.
pub(crate) type Adjust<'f, 'a, 'v> = &'f dyn Fn(&[Tool<'a, 'v>], &mut [Finding]);

/// Binds, checks and suppresses the tools read from `root`: the part of
/// judging a file every format shares. `adjust` sees the rules' findings
/// before their levels apply (source code adds where constants come from,
/// and reads the fixes' edits to do so: with it, findings are made brief
/// only after it ran).
pub(crate) fn judge_tools<'a, 'v>(
    source: &SourceFile,
    root: &'v Value<'a>,
    (read, engine_findings, disabled): ReadTools<'a, 'v>,
    comments: &[crate::tools::parse::LineComment],
    context: FileContext<'v>,
    adjust: Option<Adjust<'_, 'a, 'v>>,
) -> (FileStatus, Vec<Finding>, UsedEntries) {
    let levels = &context.options.levels;
    let mut used = UsedEntries::default();
    let (mut tools, bound) = binding::bind::bind(read, &sources(context), &mut used.bindings);
    let count = tools.len();
    tools.retain(|tool| judged(tool, context.only));
    let rules = rule_context(context, adjust.is_none());
    let mut findings =
        rules::check_tools(&tools, levels, &rules, &mut rules::FileMemory::default());
    if let Some(adjust) = adjust {
        adjust(&tools, &mut findings);
    }
    // The rules' findings are brief already when they were made brief tool
    // by tool.
    let brief_from = if rules.brief { findings.len() } else { 0 };
    findings.extend(with_severities(engine_findings, levels));
    settle(
        &mut findings,
        brief_from,
        comments,
        root,
        source,
        context,
        &mut used,
    );
    (
        FileStatus::Manifest {
            tools: count,
            unpaired: bound.unpaired,
            paired: bound.paired,
            disabled,
            registered: Vec::new(),
            assumed: Vec::new(),
        },
        findings,
        used,
    )
}

/// Where the methods of a file's tools may come from besides the file.
fn sources<'o>(context: FileContext<'o>) -> binding::bind::Sources<'o> {
    binding::bind::Sources {
        bindings: &context.options.config.bindings,
        destructive_verbs: &context.options.config.destructive_verbs,
        openapi: context.options.openapi.as_ref(),
        relative: context.relative,
    }
}

/// What the rules need to know of the run; `may_be_brief`: whether each
/// tool's findings may be made brief as soon as its rules ran (nothing
/// reads their details later).
fn rule_context(context: FileContext<'_>, may_be_brief: bool) -> rules::Context {
    let config = &context.options.config;
    rules::Context {
        inert_style: config.inert_style,
        required: config.require.as_ref().and_then(|require| require.hints),
        brief: context.options.brief && may_be_brief,
        fixes: match may_be_brief {
            true => context.options.fix_detail(),
            false => crate::fix::FixDetail::Full,
        },
        one_core: false,
        jsonc: context.path.is_some_and(|path| {
            crate::tools::parse::Dialect::of_path(path) == crate::tools::parse::Dialect::Jsonc
        }),
        line_width: context
            .path
            .and_then(|path| crate::base::line_width::line_width(path, context.texts)),
    }
}

/// The last steps of judging a file, whole or batch by batch: exceptions
/// and allow comments accept findings (allows get findings of their own),
/// findings from `brief_from` on are made brief when the report is (those
/// before it already are), and all are put in source order.
fn settle(
    findings: &mut Vec<Finding>,
    brief_from: usize,
    comments: &[crate::tools::parse::LineComment],
    root: &Value<'_>,
    source: &SourceFile,
    context: FileContext<'_>,
    used: &mut UsedEntries,
) {
    suppress::apply_exceptions(
        findings,
        &context.options.config,
        context.relative,
        &mut used.exceptions,
    );
    if !comments.is_empty() {
        let about_allows = suppress::apply_allows(findings, comments, root, source);
        findings.extend(with_severities(about_allows, &context.options.levels));
    }
    let capture = matches!(root, Value::Object(object) if object.get("jsonrpc").is_some());
    if capture && !context.options.brief {
        note_captures(findings);
    }
    if context.options.brief {
        // The engine's findings and those about allows, and the rules' when
        // they were not made brief tool by tool.
        let from = brief_from.min(findings.len());
        for finding in &mut findings[from..] {
            finding.diagnostic.keep_brief(context.options.fix_detail());
        }
    }
    crate::findings::report::sort_nearly_sorted(findings);
}

/// Findings on the tools of a saved `tools/list` answer (a JSON-RPC
/// response) say that the file is a server's answer: a fix corrects the
/// capture, and the lasting fix is in the server's source.
fn note_captures(findings: &mut [Finding]) {
    const NOTE: &str = "this file is a server's answer to tools/list (a JSON-RPC response): a \
                        fix here corrects the capture, not the server; the lasting fix belongs \
                        in the server's source, which `hintlint check` reads too";
    for finding in findings {
        if finding.diagnostic.pointer.starts_with("/result/tools/") {
            finding.diagnostic.notes.push(NOTE.into());
        }
    }
}

/// The tools of a parsed file: an OpenAPI document's operations (with
/// findings about `$ref`s it could not follow), or a manifest's tools;
/// why it is neither otherwise.
pub(crate) fn read_tools<'a, 'v>(
    text: &'a str,
    root: &'v Value<'a>,
    context: FileContext<'v>,
) -> Result<ReadTools<'a, 'v>, &'static str> {
    if openapi::is_openapi(root) {
        let (tools, unresolved, disabled) =
            openapi::tools(text, root, context.options.translator.as_ref());
        let findings = unresolved
            .into_iter()
            .map(|reference| {
                rules::unresolved_ref::diagnostic(
                    reference.message,
                    reference.span,
                    reference.pointer,
                )
            })
            .collect();
        return Ok((tools, findings, disabled));
    }
    let named_tools_json = context
        .path
        .and_then(|path| path.file_name())
        .is_some_and(|name| name.eq_ignore_ascii_case("tools.json"));
    let slots = match manifest::detect(root) {
        Ok(slots) => slots,
        // A catalogue without schemas, in the one file name it is read from.
        Err(why) => match named_tools_json
            .then(|| manifest::catalogue(root))
            .flatten()
        {
            Some(slots) => slots,
            None => return Err(why),
        },
    };
    let tools = slots
        .into_iter()
        .map(|slot| {
            let mut tool = Tool::read(text, slot.pointer, slot.object);
            if tool.name.is_none() {
                tool.name = slot.key_name.map(std::borrow::Cow::Borrowed);
            }
            tool
        })
        .collect();
    Ok((tools, Vec::new(), 0))
}

/// The `parse-error` finding of a file that did not parse.
pub(crate) fn parse_error(
    failure: &ParseFailure,
    help: Option<&str>,
    levels: &Levels,
) -> Vec<Finding> {
    let diagnostic =
        rules::parse_error::diagnostic(failure.message.clone(), failure.span.clone(), help);
    with_severities(vec![diagnostic], levels)
}
