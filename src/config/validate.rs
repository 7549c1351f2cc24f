//! From `hintlint.toml` as written to the settings of a run; every mistake
//! is an error at the offending key or value.

use serde_spanned::Spanned;

use super::raw::{RawBinding, RawConfig, RawException};
use super::{BindingMethod, Config, ConfigBinding, ConfigError, ConfigException, Glob};
use crate::hint::Hint;
use crate::level::Level;
use crate::profile::Method;
use crate::rules::InertStyle;
use crate::rules::Rule;
use crate::source::SourceFile;
use crate::suggest;

/// Methods outside the Core that a binding may still name; tools bound to
/// them are reported by `uncovered-method`.
const OTHER_METHODS: [&str; 5] = ["HEAD", "OPTIONS", "TRACE", "QUERY", "CONNECT"];

struct Checker<'t> {
    name: &'t str,
    text: &'t str,
    source: SourceFile,
}

impl Checker<'_> {
    fn error<T>(&self, spanned: &Spanned<T>, message: String, help: Option<String>) -> ConfigError {
        ConfigError::at(self.name, self.text, spanned.span(), message, help)
    }

    fn did_you_mean(word: &str, candidates: &[&str]) -> Option<String> {
        suggest::closest(word, candidates, 3).map(|near| format!("did you mean `{near}`?"))
    }

    fn origin(&self, span_start: usize) -> String {
        format!("{}:{}", self.name, self.source.position(span_start).line)
    }

    fn globs(&self, texts: &[Spanned<String>]) -> Result<Vec<Glob>, ConfigError> {
        texts
            .iter()
            .map(|text| {
                Glob::new(text.get_ref()).map_err(|message| self.error(text, message, None))
            })
            .collect()
    }

    fn rule(&self, name: &Spanned<String>) -> Result<Rule, ConfigError> {
        name.get_ref().parse::<Rule>().map_err(|_| {
            self.error(
                name,
                format!("unknown rule `{}`", name.get_ref()),
                Self::did_you_mean(name.get_ref(), &Rule::names())
                    .or_else(|| Some("`hintlint rules` lists them".to_owned())),
            )
        })
    }

    fn binding(&self, raw: &Spanned<RawBinding>) -> Result<ConfigBinding, ConfigError> {
        let binding = raw.get_ref();
        let mut tools = Vec::new();
        // As the schema says: at least one glob, and no empty one.
        if binding.tools.get_ref().items().is_empty() {
            return Err(self.error(
                &binding.tools,
                "`tools` is empty: a binding needs at least one tool-name glob".to_owned(),
                Some("write `tools = \"get_*\"` or `tools = [\"get_*\", \"list_*\"]`".to_owned()),
            ));
        }
        for text in binding.tools.get_ref().items() {
            if text.is_empty() {
                return Err(self.error(
                    &binding.tools,
                    "an empty tool-name glob matches nothing".to_owned(),
                    None,
                ));
            }
            tools.push(
                Glob::new(text).map_err(|message| self.error(&binding.tools, message, None))?,
            );
        }
        let method_text = binding.method.get_ref().trim();
        let method = match Method::parse(method_text) {
            Some(method) => BindingMethod::Core(method),
            None => match OTHER_METHODS
                .into_iter()
                .find(|other| other.eq_ignore_ascii_case(method_text))
            {
                Some(other) => BindingMethod::Other(other),
                None => {
                    let known: Vec<&str> = Method::ALL
                        .iter()
                        .map(|method| method.as_str())
                        .chain(OTHER_METHODS)
                        .collect();
                    return Err(self.error(
                        &binding.method,
                        format!("unknown HTTP method `{method_text}`"),
                        Self::did_you_mean(method_text, &known).or_else(|| {
                            Some("expected GET, POST, PUT, PATCH or DELETE".to_owned())
                        }),
                    ));
                }
            },
        };
        Ok(ConfigBinding {
            tools,
            method,
            files: self.globs(&binding.files)?,
            span: raw.span(),
            origin: self.origin(raw.span().start),
        })
    }

    fn exception(&self, raw: &Spanned<RawException>) -> Result<ConfigException, ConfigError> {
        let exception = raw.get_ref();
        let tool = Glob::new(exception.tool.get_ref())
            .map_err(|message| self.error(&exception.tool, message, None))?;
        let hint = match &exception.hint {
            None => None,
            Some(text) => Some(Hint::from_key(text.get_ref()).ok_or_else(|| {
                let keys: Vec<&str> = Hint::ALL.iter().map(|hint| hint.key()).collect();
                self.error(
                    text,
                    format!("unknown hint `{}`", text.get_ref()),
                    keys.iter()
                        .find(|key| key.eq_ignore_ascii_case(&format!("{}Hint", text.get_ref())))
                        .map(|key| format!("did you mean `{key}`?"))
                        .or_else(|| Self::did_you_mean(text.get_ref(), &keys)),
                )
            })?),
        };
        if exception.reason.get_ref().trim().is_empty() {
            return Err(self.error(
                &exception.reason,
                "an exception needs a reason".to_owned(),
                Some("write the evidence that justifies it, e.g. the API reference that documents the operation".to_owned()),
            ));
        }
        Ok(ConfigException {
            tool,
            rule: self.rule(&exception.rule)?,
            hint,
            files: self.globs(&exception.files)?,
            reason: exception.reason.get_ref().trim().to_owned(),
            span: raw.span(),
            origin: self.origin(raw.span().start),
        })
    }
}

/// Validates `raw`, the parsed text of the config shown as `name`.
pub fn validate(name: &str, text: &str, raw: RawConfig) -> Result<Config, ConfigError> {
    let checker = Checker {
        name,
        text,
        source: SourceFile::new(name, text.to_owned()),
    };
    let mut lints = Vec::new();
    for (rule, level) in &raw.lints {
        let rule = checker.rule(rule)?;
        let level = level.get_ref().parse::<Level>().map_err(|_| {
            let names: Vec<&str> = Level::ALL.iter().map(|level| level.as_str()).collect();
            checker.error(
                level,
                format!("unknown level `{}`", level.get_ref()),
                Checker::did_you_mean(level.get_ref(), &names)
                    .or_else(|| Some("expected allow, note, warn or deny".to_owned())),
            )
        })?;
        lints.push((rule, level));
    }
    let inert_style = match &raw.style.inert_style {
        None => InertStyle::Explicit,
        Some(style) => match style.get_ref().as_str() {
            "explicit" => InertStyle::Explicit,
            "omit" => InertStyle::Omit,
            other => {
                return Err(checker.error(
                    style,
                    format!("unknown inert-style `{other}`"),
                    Checker::did_you_mean(other, &["explicit", "omit"])
                        .or_else(|| Some("expected \"explicit\" or \"omit\"".to_owned())),
                ));
            }
        },
    };
    let bindings = raw
        .binding
        .iter()
        .map(|binding| checker.binding(binding))
        .collect::<Result<_, _>>()?;
    let exceptions = raw
        .exception
        .iter()
        .map(|exception| checker.exception(exception))
        .collect::<Result<_, _>>()?;
    let translator = match &raw.openapi.translator {
        None => None,
        Some(name) if name.get_ref() == "none" => None,
        Some(name) => match crate::translators::resolve(name.get_ref()) {
            Ok(_) => Some(name.get_ref().clone()),
            Err(message) => {
                // `unknown translator `x`; did you mean `y`?` → message and help.
                let (message, help) = match message.split_once("; ") {
                    Some((message, help)) => (message.to_owned(), Some(help.to_owned())),
                    None => (message, None),
                };
                return Err(checker.error(name, message, help));
            }
        },
    };
    Ok(Config {
        translator,
        lints,
        include: checker.globs(&raw.files.include)?,
        exclude: checker.globs(&raw.files.exclude)?,
        extend_include: checker.globs(&raw.files.extend_include)?,
        inert_style,
        bindings,
        exceptions,
        root: None,
        source: Some(checker.source),
    })
}
