//! `hintlint explain RULE`: the rule's page from `rules/`, drawn for a
//! terminal when stdout is one (as `ruff rule` does), plain Markdown
//! otherwise. `hintlint explain --tool NAME PATH`: what one tool states,
//! hint by hint, and what each listed client does with it.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use clap::Args;

use hintlint::facts::ToolFacts;
use hintlint::rules::Rule;

/// Arguments of `explain`.
#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The rule's name, e.g. `unsound-claim` (`hintlint rules` lists them);
    /// with --tool, the file that holds the tool.
    rule: Option<String>,
    /// Explain this tool of the file instead: its hints as sent and what
    /// each listed client does with it (docs/clients.md).
    #[arg(long, value_name = "NAME")]
    tool: Option<String>,
    /// With --tool, use this configuration instead of the discovered
    /// hintlint.toml.
    #[arg(long, value_name = "FILE", requires = "tool")]
    config: Option<PathBuf>,
}

/// Prints the page, or the tool, or a "did you mean" error.
pub fn run(args: &ExplainArgs) -> i32 {
    if let Some(tool) = &args.tool {
        return explain_tool(tool, args.rule.as_deref(), args.config.as_deref());
    }
    let Some(name) = &args.rule else {
        return super::usage_error(
            "explain needs a rule name, e.g. `hintlint explain unsound-claim`; \
             `hintlint rules` lists them",
        );
    };
    match name.parse::<Rule>() {
        Ok(rule) => {
            let doc = rule.info().doc;
            let text = if std::io::stdout().is_terminal() {
                super::markdown::for_terminal(doc)
            } else {
                doc.to_owned()
            };
            let _ = super::output::stdout(&text);
            0
        }
        Err(message) => super::usage_error(&message),
    }
}

/// `explain --tool NAME PATH`.
fn explain_tool(name: &str, path: Option<&str>, config: Option<&Path>) -> i32 {
    let Some(path) = path else {
        return super::usage_error(
            "explain --tool needs the file that holds the tool, e.g. \
             `hintlint explain --tool delete_user tools.json`",
        );
    };
    let path = PathBuf::from(path);
    let here = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let project = match hintlint::project::Project::open(&here, config) {
        Ok(project) => project,
        Err(error) => {
            super::output::stderr_line(&format!("error: {}: {}", error.path, error.message));
            return 2;
        }
    };
    let absolute = here.join(&path);
    // A folder is walked as `check` walks it, and every file holding the
    // tool is described.
    let files: Vec<(PathBuf, PathBuf)> = if absolute.is_dir() {
        let walked = path.display().to_string();
        let (inputs, _) = hintlint::inputs::collect(&[walked], &project.options().config);
        inputs
            .into_iter()
            .filter(|input| input.skip.is_none())
            .map(|input| (input.path, PathBuf::from(input.name)))
            .collect()
    } else if absolute.is_file() {
        vec![(path.clone(), path.clone())]
    } else {
        return super::usage_error(&format!("{}: no such file or folder", path.display()));
    };
    let mut described = Vec::new();
    let mut names: Vec<String> = Vec::new();
    for (file, shown) in &files {
        let facts = project.facts(&here.join(file), project.options());
        for tool in &facts {
            match tool.name.as_deref() {
                Some(found) if found == name => described.push(describe(tool, shown)),
                Some(found) => names.push(found.to_owned()),
                None => {}
            }
        }
    }
    if described.is_empty() {
        let candidates: Vec<&str> = names.iter().map(String::as_str).collect();
        let near = hintlint::suggest::closest(name, &candidates, 3)
            .map(|near| format!("; did you mean `{near}`?"))
            .unwrap_or_default();
        let listed = match (names.len(), absolute.is_dir()) {
            (0, false) => "it holds no tool hintlint reads".to_owned(),
            (0, true) => "no file in it holds a tool hintlint reads".to_owned(),
            (_, false) => format!("its tools: {}", names.join(", ")),
            (count, true) => format!("it holds {count} other tools"),
        };
        return super::usage_error(&format!(
            "{} has no tool `{name}`{near} ({listed})",
            path.display()
        ));
    }
    let _ = super::output::stdout(&described.join("\n"));
    0
}

/// The hints of `tool`, then each client's decision.
fn describe(tool: &ToolFacts, path: &Path) -> String {
    let name = tool.name.as_deref().unwrap_or("the tool");
    let mut out = format!("`{name}` in {}", path.display());
    if let Some(method) = &tool.method {
        out.push_str(&format!(", bound to {} by {}", method.shown, method.origin));
    }
    out.push_str("\n\nwhat it sends:\n");
    let width = tool
        .hints
        .iter()
        .map(|fact| fact.hint.key().len())
        .max()
        .unwrap_or(0);
    for fact in tool.hints.iter().filter(|fact| fact.carried) {
        let sent = tool
            .sent
            .get(fact.hint)
            .map_or_else(|| "—".to_owned(), |value| value.to_string());
        out.push_str(&format!(
            "  {:<width$}  {:<5}  {}\n",
            fact.hint.key(),
            sent,
            fact.source
        ));
    }
    let origins = tool.origins();
    if !origins.is_empty() {
        out.push_str("\nwhere the project's code computes them:\n");
        for (value, origin) in origins {
            out.push_str(&format!("  {value}, {origin}\n"));
        }
    }
    if !tool.effects.is_empty() {
        out.push_str(&handler_chain(tool, path));
    }
    if tool.resolvable {
        out.push('\n');
        out.push_str(hintlint::facts::RESOLVABLE_NOTE);
        out.push('\n');
    }
    out.push_str("\nwhat each client does with it (docs/clients.md):\n");
    for line in tool.clients() {
        out.push_str(&format!("  {}\n    ({})\n", line.decision, line.provenance));
    }
    out
}

/// What the tool's handler does: the chain of the project's functions to
/// each call with an effect, where the call is, and whether it is certain.
fn handler_chain(tool: &ToolFacts, path: &Path) -> String {
    let mut out = String::from("\nwhat its handler does (docs/effects.md):\n");
    for effect in &tool.effects {
        let chain: Vec<&str> = std::iter::once("handler")
            .chain(effect.via.iter().map(String::as_str))
            .collect();
        let certainty = effect.uncertain.map_or_else(
            || "certain: on every path".to_owned(),
            |why| format!("not certain: {why}"),
        );
        out.push_str(&format!(
            "  {}: `{}`, at {}:{}:{}\n    {}; {certainty}\n",
            effect.what,
            effect.shown,
            effect.file.as_deref().map_or_else(
                || path.display().to_string(),
                hintlint::findings::provenance::from_here,
            ),
            effect.at.line,
            effect.at.column,
            chain.join(" → "),
        ));
    }
    out
}
