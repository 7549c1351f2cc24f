//! `hintlint census`: how the tools of every tree, file and server state
//! their hints. Tools are counted as the linter reads them (any manifest
//! shape, OpenAPI operations), not by searching for hint names, so shared
//! constants and bare registrations are neither missed nor double counted.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::base::files::{Bounded, Place, TextSource};
use crate::base::hint::Hint;
use crate::findings::clients::Before;
use crate::findings::report::InputProblem;
use crate::lint::inputs::Origin;
use crate::lint::options::Options;
use crate::lint::{FileContext, read_tools};
use crate::tools::manifest::{HintSource, HintValue, Tool};
use crate::tools::parse::{self, Dialect};

/// How the tools of a set state one hint.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HintTally {
    /// Written `true`.
    #[serde(rename = "true")]
    pub written_true: usize,
    /// Written `false`.
    #[serde(rename = "false")]
    pub written_false: usize,
    /// Not written: the documented default applies.
    pub absent: usize,
    /// Written, but not a boolean (the default applies).
    pub invalid: usize,
    /// Of the written booleans, dependents under `readOnlyHint: true`,
    /// which spec-conformant clients ignore.
    pub inert: usize,
    /// What clients receive: the written booleans and those the SDK sends
    /// although the code does not write them (mcp-go's `mcp.NewTool`).
    pub wire: WireTally,
}

/// How the tools of a set send one hint, as clients receive it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct WireTally {
    /// Sent `true`.
    #[serde(rename = "true")]
    pub sent_true: usize,
    /// Sent `false`.
    #[serde(rename = "false")]
    pub sent_false: usize,
    /// Not sent (or sent as something other than a boolean).
    pub absent: usize,
}

impl WireTally {
    fn count(&mut self, value: bool) {
        if value {
            self.sent_true += 1;
        } else {
            self.sent_false += 1;
        }
    }

    /// Adds `other`'s counts to these.
    fn add(&mut self, other: WireTally) {
        self.sent_true += other.sent_true;
        self.sent_false += other.sent_false;
        self.absent += other.absent;
    }
}

/// The tally of a set of tools.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Tally {
    /// How many tools.
    pub tools: usize,
    /// Per hint, by its key.
    pub hints: std::collections::BTreeMap<String, HintTally>,
    /// Tools a client that applies the documented defaults treats as
    /// destructive (not read-only, and `destructiveHint` true or absent).
    pub gated_destructive: usize,
    /// Tools with all four hints written as booleans (an SDK's seeded
    /// values are not written).
    pub all_four: usize,
    /// Tools registered in source code whose hints are not written
    /// statically (not in `tools`: nothing is known of their hints).
    pub not_judged: usize,
    /// Places in source code that belong to no tool hintlint read
    /// (`unread-tool`): hint values passed elsewhere, registrations in a
    /// language hintlint does not parse.
    pub unread: usize,
    /// Source files that hold what a registration is made of but do not
    /// parse (`check` reports each as a `parse-error`): their tools are
    /// not counted, and the file says so. Left out of JSON when none.
    #[serde(skip_serializing_if = "is_zero")]
    pub unparsed: usize,
    /// Per listed client ([`crate::findings::clients`]), how many of the tools it
    /// asks about before every call.
    pub asked_by: std::collections::BTreeMap<String, usize>,
    /// Per listed client, how many of the tools it never calls (a
    /// restricted mode); clients that call every tool are not listed.
    pub never_called_by: std::collections::BTreeMap<String, usize>,
    /// Per listed client, how many of the tools it leaves to a model that
    /// judges each call; clients that judge no tool are not listed. The
    /// tools neither asked about, nor never called, nor judged, the client
    /// calls without asking.
    pub judged_by: std::collections::BTreeMap<String, usize>,
}

impl Tally {
    fn add_tool(&mut self, tool: &Tool<'_, '_>) {
        self.tools += 1;
        let read_only = tool.hint_bool(Hint::ReadOnly) == Some(true);
        let mut written = 0;
        for hint in Hint::ALL {
            let tally = counter(&mut self.hints, hint.key());
            match tool.hint(hint) {
                HintValue::Bool(value, HintSource::Seeded(_)) => {
                    tally.absent += 1;
                    tally.wire.count(value);
                }
                HintValue::Bool(value, _) => {
                    written += 1;
                    if value {
                        tally.written_true += 1;
                    } else {
                        tally.written_false += 1;
                    }
                    if read_only && hint.read_only_consistent_value().is_some() {
                        tally.inert += 1;
                    }
                    tally.wire.count(value);
                }
                HintValue::Absent => {
                    tally.absent += 1;
                    tally.wire.absent += 1;
                }
                HintValue::Invalid(_) => {
                    tally.invalid += 1;
                    tally.wire.absent += 1;
                }
            }
        }
        if written == Hint::ALL.len() {
            self.all_four += 1;
        }
        if !read_only && tool.effective(Hint::Destructive) {
            self.gated_destructive += 1;
        }
        let sent = crate::findings::clients::Sent::of(tool);
        for client in &crate::findings::clients::CLIENTS {
            let asked = counter(&mut self.asked_by, client.name);
            match (client.decide)(sent).before {
                Before::Asks => *asked += 1,
                Before::Refuses => *counter(&mut self.never_called_by, client.name) += 1,
                Before::ModelJudges => *counter(&mut self.judged_by, client.name) += 1,
                Before::AutoApproves => {}
            }
        }
    }

    /// Adds `other`'s counts to these (a tree's files, a fleet's
    /// repositories).
    pub fn merge(&mut self, other: &Tally) {
        self.tools += other.tools;
        self.gated_destructive += other.gated_destructive;
        self.all_four += other.all_four;
        self.not_judged += other.not_judged;
        self.unread += other.unread;
        self.unparsed += other.unparsed;
        for (mine, theirs) in [
            (&mut self.asked_by, &other.asked_by),
            (&mut self.never_called_by, &other.never_called_by),
            (&mut self.judged_by, &other.judged_by),
        ] {
            for (client, count) in theirs {
                *counter(mine, client) += count;
            }
        }
        for (key, tally) in &other.hints {
            let mine = counter(&mut self.hints, key);
            mine.written_true += tally.written_true;
            mine.written_false += tally.written_false;
            mine.absent += tally.absent;
            mine.invalid += tally.invalid;
            mine.inert += tally.inert;
            mine.wire.add(tally.wire);
        }
    }
}

/// Whether a count is zero (left out of the JSON).
fn is_zero(count: &usize) -> bool {
    *count == 0
}

/// The count kept under `key`, made on first use (a key is allocated once
/// per map, not once per tool).
fn counter<'m, V: Default>(
    map: &'m mut std::collections::BTreeMap<String, V>,
    key: &str,
) -> &'m mut V {
    if !map.contains_key(key) {
        map.insert(key.to_owned(), V::default());
    }
    map.get_mut(key).expect("inserted above")
}

/// One file's census.
#[derive(Debug, Clone, Serialize)]
pub struct FileCensus {
    /// The file as shown.
    pub path: String,
    /// `manifest`, `openapi` or `source`.
    pub kind: &'static str,
    /// Its tools.
    #[serde(flatten)]
    pub tally: Tally,
    /// Each tool counted, when they are listed (`census --tools`).
    #[serde(rename = "listed_tools", skip_serializing_if = "Option::is_none")]
    pub listed: Option<Vec<ListedTool>>,
}

/// One tool as `census --tools` lists it.
#[derive(Debug, Clone, Serialize)]
pub struct ListedTool {
    /// Its name, when it is known before run time.
    pub name: Option<String>,
    /// The 1-based line of its name (else of its object).
    pub line: usize,
    /// The hints its file writes for it, by key.
    pub written: BTreeMap<&'static str, bool>,
    /// What `tools/list` carries for each hint: the value written, the one
    /// its SDK sends when none is written, `None` when the key is absent.
    pub sent: BTreeMap<&'static str, Option<bool>>,
}

/// The tools of a file as `census --tools` lists them, in the file's order;
/// their lines counted in one pass over the text.
fn listed(text: &str, tools: &[Tool<'_, '_>]) -> Vec<ListedTool> {
    let mut order: Vec<usize> = (0..tools.len()).collect();
    order.sort_by_key(|&index| tools[index].anchor.start);
    let (mut line, mut counted) = (1, 0);
    let mut listed = Vec::with_capacity(tools.len());
    for index in order {
        let tool = &tools[index];
        let offset = tool.anchor.start.min(text.len());
        line += memchr::memchr_iter(b'\n', &text.as_bytes()[counted.min(offset)..offset]).count();
        counted = counted.max(offset);
        let mut written = BTreeMap::new();
        let mut sent = BTreeMap::new();
        for hint in Hint::ALL {
            let value = match tool.hint(hint) {
                HintValue::Bool(value, HintSource::Seeded(_)) => Some(value),
                HintValue::Bool(value, _) => {
                    written.insert(hint.key(), value);
                    Some(value)
                }
                HintValue::Absent | HintValue::Invalid(_) => None,
            };
            sent.insert(hint.key(), value);
        }
        listed.push(ListedTool {
            name: tool.name.as_deref().map(str::to_owned),
            line,
            written,
            sent,
        });
    }
    listed
}

/// One tree's (or server's) census: every file in it with tools, and the
/// total.
#[derive(Debug, Clone, Serialize)]
pub struct TreeCensus {
    /// The path (or server) as given.
    pub root: String,
    /// The files with a manifest or an OpenAPI document, by name.
    pub files: Vec<FileCensus>,
    /// Files named on the command line that do not parse, and so were not
    /// counted.
    pub unparsable: Vec<String>,
    /// All its tools.
    pub total: Tally,
}

impl TreeCensus {
    /// The tree `root` of `files`, with their total.
    pub fn of_files(root: String, files: Vec<FileCensus>) -> TreeCensus {
        let mut total = Tally::default();
        files.iter().for_each(|file| total.merge(&file.tally));
        TreeCensus {
            root,
            files,
            unparsable: Vec::new(),
            total,
        }
    }
}

/// The census of one text, `None` when it is neither a manifest nor an
/// OpenAPI document, `Err` when it does not parse.
pub fn of_text(
    name: &str,
    text: &str,
    dialect: Dialect,
    place: Option<Place<'_>>,
    options: &Options,
) -> Result<Option<FileCensus>, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    #[cfg(feature = "source")]
    if let Dialect::Code(language) = dialect {
        return of_source(name, text, language, place, options.list_tools);
    }
    #[cfg(feature = "source")]
    if let Dialect::Unread(foreign) = dialect {
        return Ok(of_unread(name, text, Err(foreign), None, place));
    }
    let root = parse::parse(text, dialect).map_err(|failure| failure.message)?;
    let kind = if crate::tools::manifest::openapi::is_openapi(&root) {
        "openapi"
    } else {
        "manifest"
    };
    let context = match place {
        Some(place) => FileContext {
            path: Some(place.path),
            texts: place.texts,
            only: None,
            unimported: false,
            ..FileContext::named(options)
        },
        None => FileContext::named(options),
    };
    let Ok((tools, _, _)) = read_tools(text, &root, context) else {
        return Ok(None);
    };
    let mut tally = Tally::default();
    tools.iter().for_each(|tool| tally.add_tool(tool));
    Ok(Some(FileCensus {
        path: name.to_owned(),
        kind,
        tally,
        listed: options.list_tools.then(|| listed(text, &tools)),
    }))
}

/// The census of a source file: its judged tools, and how many are not.
#[cfg(feature = "source")]
fn of_source(
    name: &str,
    text: &str,
    language: crate::code::Language,
    place: Option<Place<'_>>,
    list_tools: bool,
) -> Result<Option<FileCensus>, String> {
    use crate::lint::judge::Registrations;
    let file = match crate::lint::judge::registrations(text, language, Origin::Named, place) {
        Registrations::None(_) => return Ok(of_unread(name, text, Ok(language), None, place)),
        // A source file the prefilter kept that does not parse is a
        // `parse-error` finding in `check`: counted, not dropped as a
        // walked manifest that does not parse would be.
        Registrations::Failed(_) => {
            return Ok(Some(FileCensus {
                path: name.to_owned(),
                kind: "source",
                tally: Tally {
                    unparsed: 1,
                    ..Tally::default()
                },
                listed: list_tools.then(Vec::new),
            }));
        }
        Registrations::Read(file) => file,
    };
    let mut tally = Tally::default();
    let tools = crate::lint::judge::tools(text, &file);
    tools.iter().for_each(|tool| tally.add_tool(tool));
    tally.not_judged = file.unjudged.len();
    tally.unread = crate::lint::judge::unread(text, Ok(language), Some(&file), place)
        .findings
        .len();
    Ok(Some(FileCensus {
        path: name.to_owned(),
        kind: "source",
        listed: list_tools.then(|| listed(text, &tools)),
        tally,
    }))
}

/// The census of a source file no reader read tools from: its unread
/// places, `None` when it has none.
#[cfg(feature = "source")]
fn of_unread(
    name: &str,
    text: &str,
    language: Result<crate::code::Language, crate::code::unread::Foreign>,
    file: Option<&crate::code::CodeFile<'_>>,
    place: Option<Place<'_>>,
) -> Option<FileCensus> {
    let unread = crate::lint::judge::unread(text, language, file, place)
        .findings
        .len();
    (unread > 0).then(|| FileCensus {
        path: name.to_owned(),
        kind: "source",
        tally: Tally {
            unread,
            ..Tally::default()
        },
        listed: None,
    })
}

/// The census of every path (a file, a folder walked as `check` walks it,
/// or a glob), each a tree of its own.
pub fn of_paths(
    paths: &[String],
    options: &Options,
    texts: &dyn TextSource,
) -> (Vec<TreeCensus>, Vec<InputProblem>) {
    let mut problems = Vec::new();
    let trees = paths
        .iter()
        .map(|path| {
            let (inputs, mut found_problems) =
                crate::lint::inputs::collect(std::slice::from_ref(path), &options.config);
            problems.append(&mut found_problems);
            let counted = crate::base::parallel::map(&inputs, |input| {
                let dialect = Dialect::of_path(&input.path);
                let size = std::fs::metadata(&input.path).map_or(0, |metadata| metadata.len());
                if input.skip.is_some()
                    || (input.origin == Origin::Found
                        && size > crate::lint::inputs::walked_cap(dialect))
                {
                    return Ok(None);
                }
                let text = match texts.buffer(&input.path) {
                    Some(buffer) => Ok(buffer.to_string()),
                    None => crate::base::files::read_file(&input.path).and_then(|bytes| {
                        String::from_utf8(bytes).map_err(|_| "not UTF-8".to_owned())
                    }),
                };
                let bounded = Bounded::around(&input.path, texts);
                let place = bounded.place();
                match text
                    .and_then(|text| of_text(&input.name, &text, dialect, Some(place), options))
                {
                    Ok(census) => Ok(census),
                    // A walked file that does not parse is most likely no
                    // manifest (a JSONC config saved as .json, a template).
                    Err(_) if input.origin == Origin::Found => Ok(None),
                    Err(_) => Err(input.name.clone()),
                }
            });
            let mut files = Vec::new();
            let mut unparsable = Vec::new();
            for outcome in counted {
                match outcome {
                    Ok(Some(file)) => files.push(file),
                    Ok(None) => {}
                    Err(name) => unparsable.push(name),
                }
            }
            let mut tree = TreeCensus::of_files(path.clone(), files);
            tree.unparsable = unparsable;
            tree
        })
        .collect();
    (trees, problems)
}
