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

/// Arguments of `man`.
#[derive(Debug, Args)]
pub struct ManArgs {
    /// The command whose page to print (`check` prints hintlint-check(1));
    /// hintlint(1) when none is given.
    command: Option<String>,
    /// Write every page (hintlint.1 and one hintlint-COMMAND.1 per
    /// command) into this folder instead of printing one.
    #[arg(long, value_name = "DIR", conflicts_with = "command")]
    out_dir: Option<std::path::PathBuf>,
}

/// Prints a manual page in roff, or writes all of them into a folder.
pub fn man(args: &ManArgs, cli: Command) -> i32 {
    let mut cli = cli.disable_help_subcommand(true).propagate_version(true);
    cli.build();
    if let Some(dir) = &args.out_dir {
        if let Err(error) =
            std::fs::create_dir_all(dir).and_then(|()| clap_mangen::generate_to(cli.clone(), dir))
        {
            return super::usage_error(&format!(
                "cannot write the manual pages into {}: {error}",
                dir.display()
            ));
        }
        let count = 1 + cli.get_subcommands().count();
        let _ = super::output::stdout(&format!(
            "wrote {count} manual pages into {}\n",
            dir.display()
        ));
        return 0;
    }
    let page_of = match &args.command {
        None => cli,
        Some(name) => match cli.find_subcommand(name) {
            Some(command) => command.clone(),
            None => {
                return super::usage_error(&format!(
                    "no command `{name}`; `hintlint help` lists them"
                ));
            }
        },
    };
    let mut page = Vec::new();
    if let Err(error) = clap_mangen::Man::new(page_of).render(&mut page) {
        return super::usage_error(&format!("cannot render the manual page: {error}"));
    }
    let _ = super::output::stdout(&String::from_utf8_lossy(&page));
    0
}
