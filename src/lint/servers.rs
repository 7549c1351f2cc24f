//! One server, several source files: a tool name registered in two files
//! of the same project and language is a `duplicate-tool-name`, as it is within one
//! file. A project is the nearest folder with a package manifest
//! (`package.json`, `pyproject.toml`, `setup.py`, `go.mod`, `deno.json`,
//! `Cargo.toml`, a `*.csproj`), else the repository root, else the file's
//! own folder. Two files that each build and start a server of their own
//! (alternative entry points, `server_aws.py` and `server_aws_cn.py`, each
//! calling `FastMCP(…)` and `mcp.run()`) are two servers, which may share
//! names; a module that builds a server another mounts is not one.

use std::collections::HashMap;
use std::ops::Range;
use std::path::{Path, PathBuf};

use crate::code::Language;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::report::{FileReport, FileStatus, Finding};
use crate::findings::rules::{Levels, Rule};
use crate::lint::inputs::Input;

/// Files that make a folder the root of one server's code.
const PROJECT_MARKERS: [&str; 7] = [
    "package.json",
    "pyproject.toml",
    "setup.py",
    "go.mod",
    "deno.json",
    "Cargo.toml",
    ".git",
];

/// Whether `folder` holds a C# project file (`*.csproj`).
fn has_csproj(folder: &Path) -> bool {
    std::fs::read_dir(folder).is_ok_and(|entries| {
        entries.filter_map(Result::ok).any(|entry| {
            Path::new(&entry.file_name())
                .extension()
                .is_some_and(|ext| ext.eq_ignore_ascii_case("csproj"))
        })
    })
}

/// The project `path` belongs to: the nearest folder above it with a
/// project marker, or its own folder when none has one. `markers` holds
/// what each folder already looked at answered (the nearest marked folder
/// at or above it, if any), so that each folder is looked at once however
/// many files below it register tools.
fn project_of(path: &Path, markers: &mut HashMap<PathBuf, Option<PathBuf>>) -> PathBuf {
    let absolute = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let folder = absolute.parent().map(Path::to_path_buf).unwrap_or_default();
    let mut looked_at = Vec::new();
    let mut marked = None;
    for ancestor in folder.ancestors() {
        if let Some(known) = markers.get(ancestor) {
            marked.clone_from(known);
            break;
        }
        looked_at.push(ancestor.to_path_buf());
        let has_marker = PROJECT_MARKERS
            .iter()
            .any(|marker| ancestor.join(marker).exists())
            || has_csproj(ancestor);
        if has_marker {
            marked = Some(ancestor.to_path_buf());
            break;
        }
    }
    for ancestor in looked_at {
        markers.insert(ancestor, marked.clone());
    }
    marked.unwrap_or(folder)
}

/// Where a tool name is first registered.
struct First {
    /// The file's index in the run.
    file: usize,
    /// The name's span.
    span: Range<usize>,
}

/// What builds a server in each language family, and what starts one: an
/// SDK's server constructor (`FastMCP(`, `new McpServer(`,
/// `server.NewMCPServer(`) and its run (`mcp.run(`, `server.connect(`,
/// `server.ServeStdio(`).
fn server_calls(family: &str) -> (&'static [&'static str], &'static [&'static str]) {
    match family {
        "Python" => (
            &["FastMCP(", "MCPServer(", "Server("],
            &[".run(", ".run_async(", ".run_stdio_async(", "stdio_server("],
        ),
        "JavaScript" => (
            &["new McpServer(", "new Server(", "new FastMCP("],
            &[".connect(", ".start("],
        ),
        "Go" => (
            &["NewMCPServer(", "mcp.NewServer("],
            &["ServeStdio(", ".Start(", ".Run("],
        ),
        _ => (&[], &[]),
    }
}

/// Whether `text`, a file of `family`, is an entry point of its own: it
/// builds a server and starts it (outside a comment's line). A module that
/// builds a server another one mounts is not.
fn starts_server(text: &str, family: &str, comment: &str) -> bool {
    let (constructors, starts) = server_calls(family);
    let mut built = false;
    let mut started = false;
    for line in text.lines() {
        let code = line.split(comment).next().unwrap_or(line);
        built |= constructors.iter().any(|constructor| {
            code.match_indices(constructor).any(|(at, _)| {
                // `FastMCP(` and `Server(` as names of their own, not the
                // end of a longer one (`MyServer(`).
                constructor.starts_with("new ")
                    || !code[..at]
                        .chars()
                        .next_back()
                        .is_some_and(|ch| ch.is_alphanumeric() || ch == '_')
            })
        });
        started |= starts.iter().any(|start| code.contains(start));
    }
    built && started
}

/// Adds a `duplicate-tool-name` finding to every source file that
/// registers a name another file of the same project registered first.
pub fn duplicate_names(files: &mut [FileReport], inputs: &[Input], levels: &Levels) {
    let Some(severity) = levels.get(Rule::DuplicateToolName).severity() else {
        return;
    };
    let mut projects: HashMap<PathBuf, Option<PathBuf>> = HashMap::new();
    let mut first: HashMap<((PathBuf, &str), String), First> = HashMap::new();
    let mut found: Vec<(usize, Diagnostic)> = Vec::new();
    // Whether each file (by index) is an entry point of its own: read
    // only when a name repeats across files, not for every file.
    let mut builders: HashMap<usize, bool> = HashMap::new();
    let mut own_server = |index: usize| -> bool {
        *builders.entry(index).or_insert_with(|| {
            let file = files.get(index);
            let language = inputs
                .get(index)
                .and_then(|input| Language::of_path(&input.path));
            file.zip(language).is_some_and(|(file, language)| {
                starts_server(
                    &file.source.text,
                    language.family(),
                    language.comment_marker(),
                )
            })
        })
    };
    for (index, (file, input)) in files.iter().zip(inputs).enumerate() {
        let Some(language) = Language::of_path(&input.path) else {
            continue;
        };
        let FileStatus::Manifest { registered, .. } = &file.status else {
            continue;
        };
        // One server is written in one language.
        let project = (project_of(&input.path, &mut projects), language.family());
        for site in registered {
            let key = (project.clone(), site.name.clone());
            match first.get(&key) {
                None => {
                    first.insert(
                        key,
                        First {
                            file: index,
                            span: site.span.clone(),
                        },
                    );
                }
                // Repeats within one file are the file's own finding.
                Some(earlier) if earlier.file == index => {}
                // Two entry points, each starting its own server, are two
                // servers.
                Some(earlier) if own_server(index) && own_server(earlier.file) => {}
                Some(earlier) => {
                    let shown = &files[earlier.file].source;
                    let line = shown.position(earlier.span.start).line;
                    found.push((
                        index,
                        Diagnostic::new(
                            Rule::DuplicateToolName,
                            format!(
                                "duplicate tool name `{}`, registered first at {}:{line}",
                                site.name, shown.name
                            ),
                            site.span.clone(),
                            "registered again here",
                        )
                        .with_note(Some(
                            "both files are one server: one project (its package manifest, else the \
                             repository) in one language, not both starting a server of their own"
                                .to_owned(),
                        ))
                        .at(site.pointer.clone())
                        .named(site.name.clone())
                        .with_help("give every tool a unique name: clients call tools by name"),
                    ));
                }
            }
        }
    }
    for (index, diagnostic) in found {
        if let Some(file) = files.get_mut(index) {
            file.findings.push(Finding {
                severity,
                diagnostic,
                suppressed: None,
            });
            file.findings
                .sort_by_key(|finding| finding.diagnostic.primary.span.start);
        }
    }
}
