//! `hintlint init`: a commented starter `hintlint.toml`.

use std::path::Path;

use super::FILE_NAME;

/// The starter configuration: a line pointing taplo at the schema and one
/// at the documentation when the build knows its repository
/// ([`crate::base::homepage`]), then [`SECTIONS`].
pub fn starter() -> String {
    let head = match crate::base::homepage::raw_file_url("hintlint.schema.json") {
        Some(schema) => format!("#:schema {schema}\n"),
        None => String::new(),
    };
    let docs = crate::base::homepage::file_url("docs/configuration.md")
        .unwrap_or_else(|| "docs/configuration.md of hintlint's repository".to_owned());
    let sections = SECTIONS.replace("{read}", &walked_kinds());
    format!("{head}# hintlint configuration: {docs}\n{sections}")
}

/// What a walk reads without `include`, wrapped for the template's comment:
/// the manifest formats and every source language of the readers' table.
fn walked_kinds() -> String {
    #[cfg(feature = "source")]
    let languages: Vec<&str> = crate::code::languages::LANGUAGES
        .iter()
        .map(|language| language.name)
        .collect();
    #[cfg(not(feature = "source"))]
    let languages: Vec<&str> = Vec::new();
    let mut text = "every JSON, JSONC and YAML file".to_owned();
    if !languages.is_empty() {
        text.push_str(" and every ");
        if let Some((last, rest)) = languages.split_last() {
            if !rest.is_empty() {
                text.push_str(&rest.join(", "));
                text.push_str(" and ");
            }
            text.push_str(last);
        }
        text.push_str(" source file");
    }
    let mut out = String::new();
    let mut line = "# never crosses a `/`). Without `include`, a walk reads".to_owned();
    for word in text.split(' ') {
        if line.len() + 1 + word.len() > 76 {
            out.push_str(&line);
            out.push('\n');
            line = "#".to_owned();
        }
        line.push(' ');
        line.push_str(word);
    }
    out.push_str(&line);
    out.push('.');
    out
}

/// Every section of the starter configuration, commented; `{read}` is
/// [`walked_kinds`].
const SECTIONS: &str = r#"
# Levels per rule: "allow" (off), "note", "warn" or "deny" (fails the run).
# `hintlint rules` lists every rule with its default level.
[lints]
# non-maximal = "warn"
# missing-annotation = "deny"

# Which walked files are read (globs relative to this file's folder; `*`
{read}
[files]
# include = ["servers/**/*.json", "src/**/*.ts"]
exclude = []

[style]
# "explicit": under readOnlyHint: true, write destructiveHint: false and
# idempotentHint: true anyway (review pipelines ask for destructiveHint).
# "omit": leave them out; any present one is flagged and removed by --fix.
# "either": accept both; flag only contradictions.
inert-style = "explicit"

# How OpenAPI documents are judged: the translator whose method defaults the
# operations get before their x-mcp-annotations ("none": the MCP defaults).
[openapi]
translator = "none"

# Give tools without `_meta.http` an HTTP method.
# [[binding]]
# tools = ["get_*", "list_*"]     # tool-name globs
# method = "GET"
# files = ["servers/**/*.json"]   # optional

# Or guess the method from the verb a name starts with (create_ → POST, …),
# or, for tools registered in source code, from the one HTTP request the
# handler makes (axios.delete, requests.post, http.NewRequest, …): findings
# resting on a guess say so, and their fixes are unsafe.
# [[binding]]
# preset = "verbs"                # or "calls"
# unsound-level = "warn"

# What a directory or app-store review requires on every tool:
# "claude-connectors-directory" or "chatgpt-apps" (the review profiles of
# docs/configuration.md).
# [require]
# preset = "claude-connectors-directory"

# Accept a finding on operation-specific evidence. It stays visible as
# suppressed, with its reason, and never affects the exit code.
# [[exception]]
# tool = "send_message"
# rule = "unsound-claim"
# hint = "destructiveHint"        # optional
# reason = "POST /messages only appends; see the provider's API reference"
"#;

/// Writes the starter file into `folder`, refusing to overwrite one.
pub fn write_starter(folder: &Path) -> Result<std::path::PathBuf, String> {
    let path = folder.join(FILE_NAME);
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path)
        .map_err(|error| match error.kind() {
            std::io::ErrorKind::AlreadyExists => {
                format!("{FILE_NAME} already exists; not overwritten")
            }
            _ => format!("cannot create {FILE_NAME}: {error}"),
        })?;
    std::io::Write::write_all(&mut file, starter().as_bytes())
        .map_err(|error| format!("cannot write {FILE_NAME}: {error}"))?;
    Ok(path)
}
