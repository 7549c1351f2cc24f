//! Subcommands and their arguments (clap, derive API).

mod census;
mod check;
mod diff;
mod docs;
mod explain;
mod init;
mod interrupt;
#[cfg(feature = "server")]
mod live;
mod mapping;
mod markdown;
mod output;
mod profile;
mod rules;
#[cfg(feature = "server")]
mod server;

use clap::{ArgMatches, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

/// A rustc-style linter for the hints of MCP tools: in source code,
/// manifests, OpenAPI documents and live servers.
#[derive(Debug, Parser)]
#[command(
    name = "hintlint",
    version,
    about,
    max_term_width = 100,
    disable_help_subcommand = true,
    after_help = "Terms such as ADDITIVE_ONLY and profile-maximal: see `hintlint explain unsound-claim`."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Lint the MCP tools of source code (TypeScript, Python, Go, …), manifests and OpenAPI
    /// documents (files, folders, globs) or of a live server.
    Check(Box<check::CheckArgs>),
    /// Count how the tools of every tree state their hints: true, false,
    /// absent, invalid, inert; and how many clients gate as destructive.
    Census(census::CensusArgs),
    /// Compare two captures of a server's tools: added, removed, and every
    /// hint that became a stronger or weaker claim (exit 1 on a stronger one).
    Diff(Box<diff::DiffArgs>),
    /// Print a rule's documentation.
    Explain(explain::ExplainArgs),
    /// List every rule with its default level, fix safety and summary.
    Rules(rules::RulesArgs),
    /// Print the 40-state oracle of the method-inference profile.
    Profile(profile::ProfileArgs),
    /// Write a commented starter hintlint.toml into the current folder.
    Init(init::InitArgs),
    /// Judge translators' method-default tables against the profile.
    Mapping(mapping::MappingArgs),
    /// Run the language server over stdio (for editors: diagnostics, quick
    /// fixes, hover, inlay hints).
    #[cfg(feature = "lsp")]
    Lsp,
    /// Run the MCP server over stdio (for agents: lint, preview and apply
    /// fixes, explain rules, judge hints), in the current folder.
    #[cfg(feature = "mcp")]
    Mcp,
    /// Print the help of hintlint or of one of its commands.
    Help(docs::HelpArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions(docs::CompletionsArgs),
    /// Print a manual page (roff) of hintlint or of one command, or write
    /// them all into a folder, generated from the same definitions.
    Man(docs::ManArgs),
}

/// Output formats of tables (`rules`, `profile`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum TableFormat {
    /// Aligned text.
    Human,
    /// One JSON document.
    Json,
}

/// Runs the command line and returns the exit code.
pub fn run() -> i32 {
    let matches = match Cli::command().try_get_matches() {
        Ok(matches) => matches,
        Err(error) => {
            let code = if error.use_stderr() { 2 } else { 0 };
            let _ = error.print();
            return code;
        }
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(error) => {
            let _ = error.print();
            return 2;
        }
    };
    interrupt::install();
    let sub = subcommand_matches(&matches);
    let code = match cli.command {
        Command::Check(args) => check::run(*args, sub),
        Command::Census(args) => census::run(&args),
        Command::Diff(args) => diff::run(&args),
        Command::Explain(args) => explain::run(&args),
        Command::Rules(args) => rules::run(&args),
        Command::Profile(args) => profile::run(&args),
        Command::Init(args) => init::run(&args),
        Command::Mapping(args) => mapping::run(&args),
        #[cfg(feature = "lsp")]
        Command::Lsp => match hintlint::lsp::run_stdio() {
            Ok(()) => 0,
            Err(message) => usage_error(&message),
        },
        #[cfg(feature = "mcp")]
        Command::Mcp => match hintlint::mcp::run_stdio() {
            Ok(()) => 0,
            Err(message) => usage_error(&message),
        },
        Command::Help(args) => docs::help(&args, Cli::command()),
        Command::Completions(args) => docs::completions(&args, Cli::command()),
        Command::Man(args) => docs::man(&args, Cli::command()),
    };
    interrupt::exit_code_of_signal().unwrap_or(code)
}

fn subcommand_matches(matches: &ArgMatches) -> Option<&ArgMatches> {
    matches.subcommand().map(|(_, sub)| sub)
}

/// Prints a usage error the way clap does and returns exit code 2.
fn usage_error(message: &str) -> i32 {
    output::stderr_line(&format!("error: {message}"));
    2
}
