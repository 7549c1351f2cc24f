//! The endpoint's tools as `tools/list` lists them: names, titles,
//! descriptions, input and output schemas, and all four hints, which
//! hintlint's own rules hold clean.

use serde_json::{Value, json};

use super::findings::{self, DEFAULT_LIMIT, MAX_LIMIT};

/// The hints of a tool that reads only the workspace.
fn hints(read_only: bool, destructive: bool, idempotent: bool) -> Value {
    json!({
        "readOnlyHint": read_only, "destructiveHint": destructive,
        "idempotentHint": idempotent, "openWorldHint": false
    })
}

/// The arguments naming what is linted: `paths`, or a `text` and its
/// `filename`.
fn subject() -> Value {
    json!({
        "paths": {
            "type": "array", "items": { "type": "string" },
            "description": "Files, folders and glob patterns inside the workspace."
        },
        "text": {
            "type": "string",
            "description": "A manifest, OpenAPI document or source file to lint instead of paths."
        },
        "filename": {
            "type": "string",
            "description": "The file name the text stands for, which decides how it is read (tools.json, openapi.yaml, server.ts, server.py, main.go, lib.rs, Tools.cs); default tools.json."
        }
    })
}

/// `lint_hints`' input: the subject (the whole workspace without one), the
/// filters and the page.
fn lint_input() -> Value {
    let mut properties = subject();
    properties["paths"]["description"] = json!(
        "Files, folders and glob patterns inside the workspace (default: the whole workspace)."
    );
    properties["rules"] = json!({
        "type": "array", "items": { "type": "string" },
        "description": "Only these rules' findings (names such as unsound-claim; see explain_rule)."
    });
    properties["level"] = json!({
        "type": "string", "enum": ["error", "warning", "note"],
        "description": "The least severe level shown: error shows errors only, warning errors and warnings; default note (all)."
    });
    properties["limit"] = json!({
        "type": "integer", "minimum": 1, "maximum": MAX_LIMIT, "default": DEFAULT_LIMIT,
        "description": "At most this many findings, most severe first; `total` counts them all."
    });
    properties["cursor"] = json!({
        "type": "string",
        "description": "The `next_cursor` of a previous call with the same other arguments: the next page."
    });
    json!({ "type": "object", "properties": properties, "additionalProperties": false })
}

/// `preview_fixes`' input: `paths`, `all: true` or a `text`.
fn preview_input() -> Value {
    let mut properties = subject();
    properties["all"] = json!({
        "type": "boolean", "const": true,
        "description": "Preview the whole workspace; without it, `paths` (or a `text`) is needed."
    });
    properties["unsafe_fixes"] = json!({
        "type": "boolean",
        "description": "Also the fixes that change what a tool claims (as --unsafe-fixes)."
    });
    json!({ "type": "object", "properties": properties, "additionalProperties": false })
}

/// The tools.
pub fn definitions() -> Value {
    json!([
        {
            "name": "lint_hints",
            "title": "Lint MCP tool hints",
            "description": "Lint the hints (readOnlyHint, destructiveHint, idempotentHint, openWorldHint) of the MCP tools in manifests, OpenAPI documents and source code: paths of the workspace, or a text. Returns the findings in structured content (rule, level, location, whether a fix exists), most severe first, at most `limit` (default 50) with the total and a cursor for the rest; filter with `rules` and `level`. The text is a short summary.",
            "inputSchema": lint_input(),
            "outputSchema": findings::schema(),
            "annotations": hints(true, false, true),
        },
        {
            "name": "preview_fixes",
            "title": "Preview hint fixes",
            "description": "The unified diff that `hintlint check --fix` (with unsafe_fixes, also --unsafe-fixes) would apply to `paths` (or the whole workspace with `all: true`, or a `text`), each file with the digest of its text, and a `preview_id` that apply_fixes takes. Writes nothing.",
            "inputSchema": preview_input(),
            "outputSchema": { "type": "object", "properties": {
                "preview_id": { "type": ["string", "null"], "description": "What apply_fixes takes; null when nothing would change or for a text." },
                "diff": { "type": "string" },
                "files": { "type": "array", "items": { "type": "object", "properties": {
                    "file": { "type": "string" },
                    "digest": { "type": "string", "description": "FNV-1a 64 of the file's text as previewed." }
                }, "required": ["file", "digest"] } }
            }, "required": ["preview_id", "diff", "files"] },
            "annotations": hints(true, false, true),
        },
        {
            "name": "apply_fixes",
            "title": "Apply previewed hint fixes",
            "description": "Write the fixes a preview_fixes call showed (its `preview_id`, used once) into the workspace's files, atomically, and only to the files unchanged since the preview with the same fixes; a file changed in between is listed in `changed` and not written. Reports what remains.",
            "inputSchema": { "type": "object", "properties": {
                "preview_id": { "type": "string", "description": "The `preview_id` preview_fixes returned." }
            }, "required": ["preview_id"], "additionalProperties": false },
            "outputSchema": { "type": "object", "properties": {
                "applied": { "type": "integer" },
                "files": { "type": "array", "items": { "type": "string" } },
                "changed": { "type": "array", "items": { "type": "string" }, "description": "Files whose text (or fixes) changed since the preview: not written." },
                "remaining": findings::schema()
            }, "required": ["applied", "files", "changed", "remaining"] },
            "annotations": hints(false, true, true),
        },
        {
            "name": "explain_rule",
            "title": "Explain a hintlint rule",
            "description": "A rule's page: what it checks, why, and examples.",
            "inputSchema": { "type": "object", "properties": {
                "rule": { "type": "string", "description": "A rule name, such as unsound-claim." }
            }, "required": ["rule"], "additionalProperties": false },
            "outputSchema": { "type": "object", "properties": {
                "rule": { "type": "string" }, "page": { "type": "string" }
            }, "required": ["rule", "page"] },
            "annotations": hints(true, false, true),
        },
        {
            "name": "judge_hints",
            "title": "Judge hints against an HTTP method",
            "description": "Whether a hint state is sound, unsound or profile-maximal for an HTTP method (the 40-state oracle of the profile), and why. Absent hints take the MCP defaults.",
            "inputSchema": { "type": "object", "properties": {
                "method": { "type": "string", "enum": ["GET", "POST", "PUT", "PATCH", "DELETE"] },
                "readOnlyHint": { "type": "boolean" },
                "destructiveHint": { "type": "boolean" },
                "idempotentHint": { "type": "boolean" }
            }, "required": ["method"], "additionalProperties": false },
            "outputSchema": { "type": "object", "properties": {
                "verdict": { "type": "string", "enum": ["sound", "unsound", "maximal"] },
                "claims": { "type": "array", "items": { "type": "string" } },
                "justified": { "type": "array", "items": { "type": "string" } },
                "why": { "type": "string" }
            }, "required": ["verdict", "claims", "justified", "why"] },
            "annotations": hints(true, false, true),
        }
    ])
}
