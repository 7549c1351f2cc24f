//! What a run does besides linting: the rule levels, the configuration,
//! fixing, and where methods come from beyond the manifest.

use crate::base::translators;
use crate::findings::config::Config;
use crate::findings::report::Positions;
use crate::findings::rules::Levels;
use crate::tools::binding::pairing;

/// What to do with fixes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FixMode {
    /// Report fixes, change nothing.
    #[default]
    Off,
    /// Apply them and write the file (`--fix`).
    Write,
    /// Compute them for a diff, write nothing (`--diff`).
    Diff,
}

/// What a run does besides linting.
#[derive(Debug, Default, Clone)]
pub struct Options {
    /// The level of every rule (configuration, then command line).
    pub levels: Levels,
    /// The loaded `hintlint.toml` (empty when there is none).
    pub config: Config,
    /// Whether fixes are applied, previewed or only reported.
    pub fix: FixMode,
    /// Whether unsafe fixes are applied too.
    pub unsafe_fixes: bool,
    /// The translator whose method defaults OpenAPI operations get (none:
    /// what the document does not say takes the MCP defaults).
    pub translator: Option<translators::Table>,
    /// The OpenAPI document that tools without `_meta.http` are paired
    /// with (`--openapi`).
    pub openapi: Option<pairing::Api>,
    /// Whether a linted file's text is dropped once the positions of its
    /// findings are known, and which positions are kept: for reports that
    /// show no source (concise, JSON, SARIF, GitHub), so that a run over
    /// many files reuses the memory of the files before instead of faulting
    /// in new pages for each. `None`: the text is kept.
    pub forget_sources: Option<Positions>,
    /// When set, each file's human report is drawn as soon as the file is
    /// linted, and its text then dropped like `forget_sources` does: for a
    /// human report nothing later changes (no `--fix`, no baseline).
    pub draw_human: Option<HumanDrawing>,
    /// Whether findings keep only what a report that shows no help, note or
    /// label shows (`--format concise`, `github` and `sarif`, with no fix,
    /// no `-o` and no `--statistics`): their help, notes, secondary labels
    /// (and, but for SARIF, whose [`Options::fix_detail`] is full, their
    /// fixes' edits) are dropped as soon as nothing reads them, tool by
    /// tool, so that a large run never holds them. See
    /// [`crate::findings::diagnostic::Diagnostic::keep_brief`].
    pub brief: bool,
    /// The detail fixes are built with when none are applied, whatever the
    /// report: the language server's diagnostics need what a fix does,
    /// not its edits (its code actions lint again for those).
    pub fix_detail: Option<crate::fix::FixDetail>,
    /// Whether `census` lists each tool it counts, with its name, line and
    /// hints as written and as sent (`census --tools`).
    pub list_tools: bool,
}

/// How human output looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HumanStyle {
    /// ANSI colours on.
    pub color: bool,
    /// Box-drawing snippets (`true`) or miette's narrated text for screen
    /// readers (`false`, from `NO_GRAPHICS`).
    pub graphics: bool,
    /// Width to wrap at.
    pub width: usize,
}

impl HumanStyle {
    /// The style tests pin: no colour, graphics, width 80.
    pub const PLAIN: HumanStyle = HumanStyle {
        color: false,
        graphics: true,
        width: 80,
    };
}

/// How the human report is drawn, for [`Options::draw_human`].
#[derive(Debug, Clone, Copy)]
pub struct HumanDrawing {
    /// Colours, graphics and width.
    pub style: HumanStyle,
    /// Whether findings accepted by exceptions are drawn too.
    pub show_exceptions: bool,
}

impl Options {
    /// The options a configuration gives: its `[lints]` over the default
    /// levels, no fixing.
    pub fn from_config(config: Config) -> Options {
        let mut levels = Levels::default();
        for (rule, level) in &config.lints {
            levels.set(*rule, *level);
        }
        Options {
            levels,
            translator: config.translator.as_deref().and_then(translators::builtin),
            config,
            ..Options::default()
        }
    }
}

impl Options {
    /// How much of their fixes the rules build: everything when fixes are
    /// applied or previewed, or when the report shows their edits (JSON,
    /// SARIF); for a brief report only that a fix exists and how safe; for
    /// a human report drawn as it is made the message only.
    pub fn fix_detail(&self) -> crate::fix::FixDetail {
        use crate::fix::FixDetail;
        if let (FixMode::Off, Some(detail)) = (self.fix, self.fix_detail) {
            return detail;
        }
        match (self.fix, self.brief, self.draw_human) {
            (FixMode::Write | FixMode::Diff, ..) => FixDetail::Full,
            (FixMode::Off, true, _) => FixDetail::Existence,
            (FixMode::Off, false, Some(_)) => FixDetail::Message,
            (FixMode::Off, false, None) => FixDetail::Full,
        }
    }

    /// The configuration file in force, as shown.
    pub fn configuration_name(&self) -> Option<String> {
        self.config
            .source
            .as_ref()
            .map(|source| source.name.clone())
    }
}
