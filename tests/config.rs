//! `hintlint.toml`: good files load; bad ones (`bad_config_files`) are errors
//! pointing into the file (snapshots of the rendered error) and fail the
//! schema; and the JSON Schema shipped for
//! editors accepts the good files and the starter and rejects the bad ones.

use std::path::Path;

use hintlint::Config;
use hintlint::config::init::starter;
use hintlint::render::human::{HumanStyle, Renderer};
use serde_json::Value;

fn schema() -> jsonschema::Validator {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("hintlint.schema.json"))
            .expect("the schema is in the repository");
    let schema: Value = serde_json::from_str(&text).expect("the schema is JSON");
    jsonschema::validator_for(&schema).expect("the schema is a valid schema")
}

/// The TOML as JSON, for the schema; `None` when it is no TOML at all.
/// The TOML text as the JSON an editor validates against the schema: a
/// TOML date becomes its string, as Taplo reads it.
fn as_json(text: &str) -> Option<Value> {
    fn convert(value: toml::Value) -> Value {
        match value {
            toml::Value::Datetime(datetime) => Value::String(datetime.to_string()),
            toml::Value::Table(table) => Value::Object(
                table
                    .into_iter()
                    .map(|(key, value)| (key, convert(value)))
                    .collect(),
            ),
            toml::Value::Array(items) => Value::Array(items.into_iter().map(convert).collect()),
            other => serde_json::to_value(other).unwrap_or(Value::Null),
        }
    }
    let table: toml::Table = toml::from_str(text).ok()?;
    Some(convert(toml::Value::Table(table)))
}

#[test]
fn good_files_and_the_starter_load_and_validate() {
    let validator = schema();
    let mut texts: Vec<(String, String)> = vec![("starter".to_owned(), starter())];
    insta::glob!("config/good/*.toml", |path| {
        texts.push((
            path.display().to_string(),
            std::fs::read_to_string(path).expect("readable"),
        ));
    });
    assert!(texts.len() > 1, "good fixtures exist");
    for (name, text) in texts {
        if let Err(error) = Config::parse("hintlint.toml", &text) {
            panic!("{name}: {error:?}");
        }
        let json = as_json(&text).unwrap_or_else(|| panic!("{name} is TOML"));
        let errors: Vec<String> = validator
            .iter_errors(&json)
            .map(|error| error.to_string())
            .collect();
        assert!(errors.is_empty(), "{name}: {errors:?}");
    }
}

#[test]
fn bad_config_files() {
    let validator = schema();
    let renderer = Renderer::new(HumanStyle::PLAIN);
    insta::with_settings!({
        snapshot_path => "../snapshots",
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::glob!("config/bad/*.toml", |path| {
            let text = std::fs::read_to_string(path).expect("readable");
            let error = Config::parse("hintlint.toml", &text)
                .map(|_| ())
                .expect_err("a bad configuration is an error");
            assert!(error.span.is_some(), "{}: the error has a location", path.display());
            if let Some(json) = as_json(&text) {
                assert!(!validator.is_valid(&json), "{} passes the schema", path.display());
            }
            insta::assert_snapshot!(format!("{text}\n---\n{}", renderer.config_error(&error)));
        });
    });
}

#[test]
fn the_schema_lists_every_rule() {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("hintlint.schema.json"))
            .expect("readable");
    let schema: Value = serde_json::from_str(&text).expect("JSON");
    let lints: Vec<&str> = schema["properties"]["lints"]["properties"]
        .as_object()
        .expect("lints properties")
        .keys()
        .map(String::as_str)
        .collect();
    let mut names = hintlint::rules::Rule::names();
    names.sort_unstable();
    let mut lints = lints;
    lints.sort_unstable();
    assert_eq!(lints, names);
    let exception_rules: Vec<&str> =
        schema["properties"]["exception"]["items"]["properties"]["rule"]["enum"]
            .as_array()
            .expect("rule enum")
            .iter()
            .filter_map(Value::as_str)
            .collect();
    assert_eq!(exception_rules.len(), names.len());
}

#[test]
fn a_review_profile_requiring_a_dependent_hint_conflicts_with_omit() {
    let error = Config::parse(
        "hintlint.toml",
        "[style]\ninert-style = \"omit\"\n[require]\npreset = \"claude-connectors-directory\"\n",
    )
    .expect_err("omit forbids what the preset requires");
    assert!(
        error.message.contains("destructiveHint"),
        "{}",
        error.message
    );
    // Without a dependent hint in the requirement, omit is fine.
    Config::parse(
        "hintlint.toml",
        "[style]\ninert-style = \"omit\"\n[require]\nhints = [\"readOnlyHint\"]\n",
    )
    .expect("readOnlyHint alone does not conflict");
}

#[test]
fn a_requirement_denies_unless_lints_say_otherwise() {
    use hintlint::level::Level;
    use hintlint::rules::Rule;
    let options = hintlint::Options::from_config(
        Config::parse("hintlint.toml", "[require]\npreset = \"chatgpt-apps\"\n").expect("valid"),
    );
    assert_eq!(options.levels.get(Rule::MissingAnnotation), Level::Deny);
    // chatgpt-apps asks for no title.
    assert_eq!(options.levels.get(Rule::MissingTitle), Level::Allow);
    let options = hintlint::Options::from_config(
        Config::parse(
            "hintlint.toml",
            "[lints]\nmissing-title = \"warn\"\n[require]\npreset = \"claude-connectors-directory\"\n",
        )
        .expect("valid"),
    );
    assert_eq!(options.levels.get(Rule::MissingTitle), Level::Warn);
    assert_eq!(options.levels.get(Rule::MissingAnnotation), Level::Deny);
}

/// The starter names every source language a walk reads (from the readers'
/// table, so a new language shows without editing the template) and sends
/// no one to the README for what the configuration page holds.
#[test]
fn the_starter_names_every_language_read_and_points_at_the_docs() {
    let text = starter();
    let comment: String = text
        .lines()
        .filter(|line| line.starts_with('#'))
        .map(|line| line.trim_start_matches('#'))
        .collect::<Vec<_>>()
        .join("");
    let flat = comment.split_whitespace().collect::<Vec<_>>().join(" ");
    for language in &hintlint::code::languages::LANGUAGES {
        assert!(
            flat.contains(language.name),
            "{} is not named",
            language.name
        );
    }
    assert!(!text.contains("README"), "{text}");
    assert!(flat.contains("review profiles of docs/configuration.md"));
}
