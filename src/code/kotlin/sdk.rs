//! Which Kotlin SDK a file is built against, read from its build files:
//! before 0.8.0, `ToolAnnotations` defaulted its four hints to the spec's
//! defaults and the SDK encoded defaults, so a `ToolAnnotations(…)` sent all
//! four whatever it wrote; from 0.8.0 the hints default to `null`, which
//! the SDK omits.

use crate::base::files::Place;
use crate::document::Value;

use crate::code::registration::Registration;
use crate::code::wire;

/// The build files that name a dependency's version, in a project folder.
const BUILD_FILES: [&str; 4] = [
    "build.gradle.kts",
    "build.gradle",
    "gradle/libs.versions.toml",
    "pom.xml",
];

/// The SDK's Maven group and the start of its artifacts' names
/// (`kotlin-sdk`, `kotlin-sdk-server`, `kotlin-sdk-jvm`).
const ARTIFACT: &str = "io.modelcontextprotocol:kotlin-sdk";

/// The seed of the file at `place`: [`wire::KOTLIN_SDK_BEFORE_0_8`] when
/// the nearest build file that names the SDK requires a version before
/// 0.8.0.
pub fn seed(place: Option<Place<'_>>) -> Option<&'static wire::Seed> {
    let place = place?;
    let folders = place
        .path
        .parent()
        .map(crate::base::paths::project_folders)
        .unwrap_or_default();
    let version = folders.iter().find_map(|folder| {
        BUILD_FILES.iter().find_map(|file| {
            let text = place.texts.text(&folder.join(file))?;
            version(&text)
        })
    })?;
    seeds(&version).then_some(&wire::KOTLIN_SDK_BEFORE_0_8)
}

/// `found` with the seed of the SDK's `ToolAnnotations`, when it writes
/// annotations (a tool without them sends none).
pub fn seeded<'t>(found: Registration<'t>, seed: &'static wire::Seed) -> Registration<'t> {
    let at = found
        .holder
        .members
        .iter()
        .find(|member| member.key.value == "annotations")
        .and_then(|member| match &member.value {
            Value::Object(object) => Some(object.span.range()),
            _ => None,
        });
    match at {
        Some(at) => found.seeded_by(seed, at),
        None => found,
    }
}

/// The SDK version a build file requires, when it names one:
/// `"io.modelcontextprotocol:kotlin-sdk:0.7.2"` (Gradle), a version
/// catalogue's `module = "io.modelcontextprotocol:kotlin-sdk", version =
/// "0.7.2"` or `version.ref = "mcp"`, or Maven's `<artifactId>kotlin-sdk…
/// </artifactId>` and `<version>`.
pub fn version(text: &str) -> Option<String> {
    for (index, line) in text.lines().enumerate() {
        if let Some(at) = line.find(ARTIFACT) {
            let rest = &line[at + ARTIFACT.len()..];
            let rest = rest.trim_start_matches(|ch: char| ch.is_ascii_alphanumeric() || ch == '-');
            if let Some(version) = rest.strip_prefix(':') {
                let version: String = version
                    .chars()
                    .take_while(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '.' | '-'))
                    .collect();
                if !version.is_empty() {
                    return Some(version);
                }
            }
            if let Some(version) = catalogue_version(text, rest) {
                return Some(version);
            }
        }
        if line.contains("<artifactId>kotlin-sdk") {
            let version = text
                .lines()
                .skip(index + 1)
                .take(4)
                .find_map(|next| between(next, "<version>", "</version>"));
            if let Some(version) = version {
                return Some(version.to_owned());
            }
        }
    }
    None
}

/// A version catalogue entry's version (`version = "0.7.2"`), or the
/// version its `version.ref` names in the catalogue's `[versions]`.
fn catalogue_version(text: &str, entry: &str) -> Option<String> {
    if let Some(reference) = quoted_after(entry, "version.ref") {
        return text.lines().find_map(|line| {
            let (key, value) = line.split_once('=')?;
            (key.trim() == reference)
                .then(|| between(value, "\"", "\""))
                .flatten()
                .map(str::to_owned)
        });
    }
    quoted_after(entry, "version").map(str::to_owned)
}

/// The quoted value after `key =` in `text`.
fn quoted_after<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    let at = text.find(key)?;
    let rest = text[at + key.len()..].trim_start().strip_prefix('=')?;
    between(rest, "\"", "\"")
}

/// The text between the first `open` and the next `close`.
fn between<'a>(text: &'a str, open: &str, close: &str) -> Option<&'a str> {
    let start = text.find(open)? + open.len();
    let length = text[start..].find(close)?;
    Some(text[start..start + length].trim())
}

/// Whether `version` (`0.7.2`, `0.7.2-alpha1`) is before 0.8.0, when
/// `ToolAnnotations` seeded its hints.
fn seeds(version: &str) -> bool {
    let mut parts = version
        .split(['.', '-'])
        .map(|part| part.parse::<u64>().ok());
    let major = parts.next().flatten();
    let minor = parts.next().flatten();
    matches!((major, minor), (Some(0), Some(minor)) if minor < 8)
}

#[cfg(test)]
mod tests {
    use super::{seeds, version};

    #[test]
    fn build_files_name_the_version() {
        assert_eq!(
            version("dependencies {\n    implementation(\"io.modelcontextprotocol:kotlin-sdk:0.7.2\")\n}\n")
                .as_deref(),
            Some("0.7.2")
        );
        assert_eq!(
            version("implementation 'io.modelcontextprotocol:kotlin-sdk-server-jvm:0.6.0'")
                .as_deref(),
            Some("0.6.0")
        );
        let catalogue = "[versions]\nmcp = \"0.7.7\"\n\n[libraries]\n\
             mcp-server = { module = \"io.modelcontextprotocol:kotlin-sdk-server\", version.ref = \"mcp\" }\n";
        assert_eq!(version(catalogue).as_deref(), Some("0.7.7"));
        let inline =
            "mcp = { module = \"io.modelcontextprotocol:kotlin-sdk\", version = \"0.9.0\" }\n";
        assert_eq!(version(inline).as_deref(), Some("0.9.0"));
        let pom = "<dependency>\n  <groupId>io.modelcontextprotocol</groupId>\n  \
             <artifactId>kotlin-sdk-jvm</artifactId>\n  <version>0.7.0</version>\n</dependency>\n";
        assert_eq!(version(pom).as_deref(), Some("0.7.0"));
        assert_eq!(version("implementation(libs.ktor.server)"), None);
    }

    #[test]
    fn versions_before_0_8_seed() {
        assert!(seeds("0.7.2"));
        assert!(seeds("0.6.0"));
        assert!(seeds("0.7.2-alpha1"));
        assert!(!seeds("0.8.0"));
        assert!(!seeds("0.14.0"));
        assert!(!seeds("1.0.0"));
        assert!(!seeds("$mcpVersion"));
    }
}
