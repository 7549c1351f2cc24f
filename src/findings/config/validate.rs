//! From `hintlint.toml` as written to the settings of a run; every mistake
//! is an error at the offending key or value.

use serde_spanned::Spanned;

use super::Require;
use super::limits;
use super::presets;
use super::raw::{GlobList, RawBinding, RawConfig, RawException, RawRequire};
use super::{
    BindingMethod, Config, ConfigBinding, ConfigError, ConfigException, Glob, MethodSource,
};
use crate::base::hint::{Hint, HintSet};
use crate::base::level::Level;
use crate::base::profile::Method;
use crate::base::suggest;
use crate::document::source::SourceFile;
use crate::findings::rules::InertStyle;
use crate::findings::rules::Rule;
use crate::tools::binding::verbs::Verbs;

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
        if let Some(over) = texts.get(limits::MAX_GLOBS) {
            let (message, help) = limits::too_many_globs(texts.len());
            return Err(self.error(over, message, help));
        }
        texts.iter().map(|text| self.glob(text)).collect()
    }

    /// One glob, at most [`limits::MAX_GLOB_BYTES`] long.
    fn glob(&self, text: &Spanned<String>) -> Result<Glob, ConfigError> {
        if let Some(message) = limits::glob_too_long(text.get_ref().len()) {
            return Err(self.error(text, message, None));
        }
        Glob::new(text.get_ref()).map_err(|message| self.error(text, message, None))
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
        let tools = match &binding.tools {
            Some(tools) => self.tool_globs(tools)?,
            None if binding.preset.is_some() => vec![Glob::new("*").map_err(|message| {
                ConfigError::at(self.name, self.text, raw.span(), message, None)
            })?],
            None => {
                return Err(ConfigError::at(
                    self.name,
                    self.text,
                    raw.span(),
                    "a binding needs `tools`".to_owned(),
                    Some(
                        "write `tools = \"get_*\"` or `tools = [\"get_*\", \"list_*\"]`".to_owned(),
                    ),
                ));
            }
        };
        let source = match (&binding.method, &binding.preset) {
            (Some(method), None) => {
                if let Some((verb, _)) = binding.verbs.iter().next() {
                    return Err(self.error(
                        verb,
                        "`verbs` changes the verbs preset; this binding names a method".to_owned(),
                        Some("add `preset = \"verbs\"` or remove `verbs`".to_owned()),
                    ));
                }
                if let Some(level) = &binding.unsound_level {
                    return Err(self.error(
                        level,
                        "`unsound-level` is for a binding that guesses its method".to_owned(),
                        Some("set the level of unsound-claim in [lints]".to_owned()),
                    ));
                }
                MethodSource::Fixed(self.binding_method(method)?)
            }
            (None, Some(preset)) if preset.get_ref() == "calls" => {
                if let Some((verb, _)) = binding.verbs.iter().next() {
                    return Err(self.error(
                        verb,
                        "`verbs` changes the verbs preset; this binding reads handler calls"
                            .to_owned(),
                        Some(
                            "remove `verbs`, or write a second binding with `preset = \"verbs\"`"
                                .to_owned(),
                        ),
                    ));
                }
                let unsound_level = match &binding.unsound_level {
                    None => Level::Warn,
                    Some(level) => self.level(level)?,
                };
                MethodSource::Calls { unsound_level }
            }
            (None, Some(preset)) => {
                if preset.get_ref() != "verbs" {
                    return Err(self.error(
                        preset,
                        format!("unknown binding preset `{}`", preset.get_ref()),
                        Self::did_you_mean(preset.get_ref(), &["verbs", "calls"]).or_else(|| {
                            Some("the binding presets are \"verbs\" and \"calls\"".to_owned())
                        }),
                    ));
                }
                let mut overrides = Vec::new();
                for (verb, method) in &binding.verbs {
                    let text = method.get_ref().trim();
                    let method = if text.eq_ignore_ascii_case("none") {
                        None
                    } else {
                        Some(Method::parse(text).ok_or_else(|| {
                            let known = ["GET", "POST", "PUT", "PATCH", "DELETE", "none"];
                            self.error(
                                method,
                                format!("a verb maps to a Core method, not `{text}`"),
                                Self::did_you_mean(text, &known).or_else(|| {
                                    Some(
                                        "expected GET, POST, PUT, PATCH, DELETE or \"none\""
                                            .to_owned(),
                                    )
                                }),
                            )
                        })?)
                    };
                    overrides.push((verb.get_ref().clone(), method));
                }
                let unsound_level = match &binding.unsound_level {
                    None => Level::Warn,
                    Some(level) => self.level(level)?,
                };
                MethodSource::Verbs {
                    verbs: Verbs::with_overrides(overrides),
                    unsound_level,
                }
            }
            (Some(method), Some(_)) => {
                return Err(self.error(
                    method,
                    "a binding names a method or a preset, not both".to_owned(),
                    None,
                ));
            }
            (None, None) => {
                return Err(ConfigError::at(
                    self.name,
                    self.text,
                    raw.span(),
                    "a binding needs a `method` (or `preset = \"verbs\"`)".to_owned(),
                    Some("write `method = \"GET\"`".to_owned()),
                ));
            }
        };
        Ok(ConfigBinding {
            tools,
            source,
            files: self.globs(&binding.files)?,
            span: raw.span(),
            origin: self.origin(raw.span().start),
        })
    }

    fn tool_globs(&self, tools: &Spanned<GlobList>) -> Result<Vec<Glob>, ConfigError> {
        // As the schema says: at least one glob, and no empty one.
        if tools.get_ref().items().is_empty() {
            return Err(self.error(
                tools,
                "`tools` is empty: a binding needs at least one tool-name glob".to_owned(),
                Some("write `tools = \"get_*\"` or `tools = [\"get_*\", \"list_*\"]`".to_owned()),
            ));
        }
        let items = tools.get_ref().items();
        if items.len() > limits::MAX_GLOBS {
            let (message, help) = limits::too_many_globs(items.len());
            return Err(self.error(tools, message, help));
        }
        let mut globs = Vec::new();
        for text in items {
            if let Some(message) = limits::glob_too_long(text.len()) {
                return Err(self.error(tools, message, None));
            }
            if text.is_empty() {
                return Err(self.error(
                    tools,
                    "an empty tool-name glob matches nothing".to_owned(),
                    None,
                ));
            }
            globs.push(Glob::new(text).map_err(|message| self.error(tools, message, None))?);
        }
        Ok(globs)
    }

    fn binding_method(&self, method: &Spanned<String>) -> Result<BindingMethod, ConfigError> {
        let method_text = method.get_ref().trim();
        if let Some(core) = Method::parse(method_text) {
            return Ok(BindingMethod::Core(core));
        }
        if let Some(other) = OTHER_METHODS
            .into_iter()
            .find(|other| other.eq_ignore_ascii_case(method_text))
        {
            return Ok(BindingMethod::Other(other));
        }
        let known: Vec<&str> = Method::ALL
            .iter()
            .map(|method| method.as_str())
            .chain(OTHER_METHODS)
            .collect();
        Err(self.error(
            method,
            format!("unknown HTTP method `{method_text}`"),
            Self::did_you_mean(method_text, &known)
                .or_else(|| Some("expected GET, POST, PUT, PATCH or DELETE".to_owned())),
        ))
    }

    fn level(&self, level: &Spanned<String>) -> Result<Level, ConfigError> {
        level.get_ref().parse::<Level>().map_err(|_| {
            let names: Vec<&str> = Level::ALL.iter().map(|level| level.as_str()).collect();
            self.error(
                level,
                format!("unknown level `{}`", level.get_ref()),
                Self::did_you_mean(level.get_ref(), &names)
                    .or_else(|| Some("expected allow, note, warn or deny".to_owned())),
            )
        })
    }

    fn require(
        &self,
        raw: &Spanned<RawRequire>,
        inert_style: InertStyle,
    ) -> Result<Require, ConfigError> {
        let table = raw.get_ref();
        let preset = match &table.preset {
            None => None,
            Some(name) => Some(presets::find(name.get_ref()).ok_or_else(|| {
                self.error(
                    name,
                    format!("unknown review preset `{}`", name.get_ref()),
                    Self::did_you_mean(name.get_ref(), &presets::names()).or_else(|| {
                        Some(format!("the presets are {}", presets::names().join(", ")))
                    }),
                )
            })?),
        };
        let hints = match &table.hints {
            Some(list) => {
                let mut hints = Vec::new();
                for text in list.get_ref() {
                    hints.push(self.hint(text)?);
                }
                Some(HintSet::of(&hints))
            }
            None => preset.map(|preset| HintSet::of(preset.hints)),
        };
        if inert_style == InertStyle::Omit
            && let Some(dependent) = hints.and_then(|hints| {
                hints
                    .hints()
                    .into_iter()
                    .find(|hint| hint.read_only_consistent_value().is_some())
            })
        {
            let at = table.hints.as_ref().map_or(raw.span(), Spanned::span);
            return Err(ConfigError::at(
                self.name,
                self.text,
                at,
                format!(
                    "this review profile requires {} on every tool, which inert-style = \"omit\" \
                     forbids on read-only ones",
                    dependent.key()
                ),
                Some("use inert-style = \"either\" or \"explicit\"".to_owned()),
            ));
        }
        Ok(Require {
            preset,
            hints,
            title: table
                .title
                .unwrap_or_else(|| preset.is_some_and(|preset| preset.title)),
        })
    }

    fn hint(&self, text: &Spanned<String>) -> Result<Hint, ConfigError> {
        Hint::from_key(text.get_ref()).ok_or_else(|| {
            let keys: Vec<&str> = Hint::ALL.iter().map(|hint| hint.key()).collect();
            self.error(
                text,
                format!("unknown hint `{}`", text.get_ref()),
                keys.iter()
                    .find(|key| key.eq_ignore_ascii_case(&format!("{}Hint", text.get_ref())))
                    .map(|key| format!("did you mean `{key}`?"))
                    .or_else(|| Self::did_you_mean(text.get_ref(), &keys)),
            )
        })
    }

    fn exception(&self, raw: &Spanned<RawException>) -> Result<ConfigException, ConfigError> {
        let exception = raw.get_ref();
        let tool = self.glob(&exception.tool)?;
        let hint = match &exception.hint {
            None => None,
            Some(text) => Some(self.hint(text)?),
        };
        if super::reason::is_placeholder(exception.reason.get_ref()) {
            let message = match exception.reason.get_ref().trim().is_empty() {
                true => "an exception needs a reason",
                false => "the exception's reason is a placeholder, not a reason",
            };
            return Err(self.error(
                &exception.reason,
                message.to_owned(),
                Some("write the evidence that justifies it, e.g. the API reference that documents the operation".to_owned()),
            ));
        }
        let expires = match &exception.expires {
            None => None,
            Some(value) => {
                let date = match value.get_ref() {
                    toml::Value::Datetime(datetime)
                        if datetime.time.is_none() && datetime.offset.is_none() =>
                    {
                        datetime.date.and_then(|date| {
                            crate::base::expiry::Date::parse(&format!(
                                "{:04}-{:02}-{:02}",
                                date.year, date.month, date.day
                            ))
                        })
                    }
                    toml::Value::String(text) => crate::base::expiry::Date::parse(text),
                    _ => None,
                };
                Some(date.ok_or_else(|| {
                    self.error(
                        value,
                        "`expires` is not a date".to_owned(),
                        Some(
                            "write the last day the exception holds: `expires = 2027-03-31`"
                                .to_owned(),
                        ),
                    )
                })?)
            }
        };
        let owner = exception
            .owner
            .as_ref()
            .map(|owner| owner.get_ref().trim().to_owned())
            .filter(|owner| !owner.is_empty());
        Ok(ConfigException {
            tool,
            rule: self.rule(&exception.rule)?,
            hint,
            files: self.globs(&exception.files)?,
            reason: exception.reason.get_ref().trim().to_owned(),
            owner,
            expires,
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
        let level = checker.level(level)?;
        lints.push((rule, level));
    }
    let inert_style = match &raw.style.inert_style {
        None => InertStyle::Explicit,
        Some(style) => match style.get_ref().as_str() {
            "explicit" => InertStyle::Explicit,
            "omit" => InertStyle::Omit,
            "either" => InertStyle::Either,
            other => {
                return Err(checker.error(
                    style,
                    format!("unknown inert-style `{other}`"),
                    Checker::did_you_mean(other, &["explicit", "omit", "either"]).or_else(|| {
                        Some("expected \"explicit\", \"omit\" or \"either\"".to_owned())
                    }),
                ));
            }
        },
    };
    let require = raw
        .require
        .as_ref()
        .map(|require| checker.require(require, inert_style))
        .transpose()?;
    // A requirement is a review blocker: the rules it turns on deny, unless
    // `[lints]` (applied after) says otherwise.
    if let Some(require) = &require {
        if let Some(preset) = require.preset {
            for (rule, level) in preset.lints.iter().rev() {
                lints.insert(0, (*rule, *level));
            }
        }
        if require.hints.is_some() {
            lints.insert(0, (Rule::MissingAnnotation, Level::Deny));
        }
        if require.title {
            lints.insert(0, (Rule::MissingTitle, Level::Deny));
        }
    }
    let too_many = limits::too_many_tables("binding", raw.binding.iter().map(Spanned::span))
        .or_else(|| limits::too_many_tables("exception", raw.exception.iter().map(Spanned::span)));
    if let Some((span, message)) = too_many {
        return Err(ConfigError::at(name, text, span, message, None));
    }
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
        Some(name) => match crate::base::translators::resolve(name.get_ref()) {
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
    let verb = |verb: &Spanned<String>| -> Result<String, ConfigError> {
        let word = verb.get_ref().trim().to_lowercase();
        match !word.is_empty() && word.chars().all(char::is_alphanumeric) {
            true => Ok(word),
            false => Err(checker.error(
                verb,
                format!("`{}` is not a verb", verb.get_ref()),
                Some("a verb is one word of letters or digits (`delete`, `purge`)".to_owned()),
            )),
        }
    };
    let destructive_verbs = crate::tools::manifest::actions::DestructiveVerbs {
        replaced: raw
            .actions
            .destructive_verbs
            .as_ref()
            .map(|verbs| verbs.iter().map(verb).collect::<Result<_, _>>())
            .transpose()?,
        extended: raw
            .actions
            .extend_destructive_verbs
            .iter()
            .map(verb)
            .collect::<Result<_, _>>()?,
    };
    Ok(Config {
        require,
        translator,
        destructive_verbs,
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
