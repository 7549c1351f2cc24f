//! Documentation from the command-line definitions themselves: `help`,
//! shell completions and the manual page.

use clap::{Args, Command};
use clap_complete::Shell;

/// Arguments of `help`.
#[derive(Debug, Args)]
pub struct HelpArgs {
    /// The command to describe (`check`, `explain`, …); hintlint itself
    /// when none is given.
    command: Option<String>,
}

/// Prints the long help of hintlint or of one command.
pub fn help(args: &HelpArgs, mut cli: Command) -> i32 {
    cli.build();
    let text = match &args.command {
        None => cli.render_long_help(),
        Some(name) => match cli.find_subcommand_mut(name) {
            Some(command) => command.render_long_help(),
            None => {
                return super::usage_error(&format!(
                    "no command `{name}`; `hintlint help` lists them"
                ));
            }
        },
    };
    let _ = super::output::stdout(&text.to_string());
    0
}

/// Arguments of `completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell.
    shell: Shell,
}

/// Prints the completion script of a shell.
pub fn completions(args: &CompletionsArgs, mut cli: Command) -> i32 {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut cli, "hintlint", &mut script);
    let _ = super::output::stdout(&String::from_utf8_lossy(&script));
    0
}

/// Prints the manual page in roff.
pub fn man(cli: Command) -> i32 {
    let mut page = Vec::new();
    if let Err(error) = clap_mangen::Man::new(cli).render(&mut page) {
        return super::usage_error(&format!("cannot render the manual page: {error}"));
    }
    let _ = super::output::stdout(&String::from_utf8_lossy(&page));
    0
}
