//! Edits in a YAML document that keep its layout: new members of a block
//! mapping go on lines of their own at its indentation, after the last
//! member's line (and after the comment that ends it); a flow mapping gets
//! `key: value` members in flow style; a removed member takes its lines
//! with it; comments, quoting and everything else stay as written.

use std::ops::Range;

use crate::document::{Layout, Member, Object};

use crate::fix::Edit;

/// The line ending of `text`.
fn newline(text: &str) -> &'static str {
    crate::fix::braced::newline(text)
}

/// The end of the line `offset` is on (the offset of its line end, or of
/// the end of the text).
fn line_end(text: &str, offset: usize) -> usize {
    memchr::memchr2(b'\n', b'\r', &text.as_bytes()[offset.min(text.len())..])
        .map_or(text.len(), |at| offset + at)
}

/// The start of the line `offset` is on.
fn line_start(text: &str, offset: usize) -> usize {
    memchr::memrchr2(b'\n', b'\r', &text.as_bytes()[..offset.min(text.len())])
        .map_or(0, |at| at + 1)
}

/// A key as YAML writes it: plain when that reads back as the same string.
pub fn key(text: &str) -> String {
    let plain = !text.is_empty()
        && text
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'-' | b'.' | b'/'))
        && !text.starts_with(['-', '.']);
    if plain {
        text.to_owned()
    } else {
        serde_json::Value::String(text.to_owned()).to_string()
    }
}

/// `members` as the members of a new mapping that will be the value of a
/// member of `container`: a block mapping one level deeper (its text
/// starts with the line end), or a flow mapping in a flow container.
pub fn new_object(text: &str, container: &Object<'_>, members: &[(&str, String)]) -> String {
    match container.layout {
        Layout::YamlBlock(column) => {
            let indent = " ".repeat(column as usize + 2);
            let mut out = String::new();
            for (name, value) in members {
                out.push_str(newline(text));
                out.push_str(&indent);
                out.push_str(&member(name, value));
            }
            out
        }
        _ => {
            let inner: Vec<String> = members
                .iter()
                .map(|(name, value)| member(name, value))
                .collect();
            format!("{{{}}}", inner.join(", "))
        }
    }
}

/// `key: value`, or `key:` and a block mapping that starts on the next line.
fn member(name: &str, value: &str) -> String {
    if value.starts_with(['\n', '\r']) {
        format!("{}:{value}", key(name))
    } else {
        format!("{}: {value}", key(name))
    }
}

/// Adds `members` at the end of `object`.
pub fn insert_members(text: &str, object: &Object<'_>, members: &[(&str, String)]) -> Vec<Edit> {
    match object.layout {
        Layout::YamlBlock(column) => {
            // After the last member's line, comment included.
            let at = line_end(text, object.span.end());
            let indent = " ".repeat(column as usize);
            let mut content = String::new();
            for (name, value) in members {
                content.push_str(newline(text));
                content.push_str(&indent);
                content.push_str(&member(name, value));
            }
            vec![Edit::insert(at, content)]
        }
        _ => {
            // A flow mapping: before its closing brace.
            let close = object.span.end().saturating_sub(1);
            let mut content = String::new();
            for (index, (name, value)) in members.iter().enumerate() {
                if index > 0 || !object.members.is_empty() {
                    content.push_str(", ");
                }
                content.push_str(&member(name, value));
            }
            let at = object
                .members
                .last()
                .map_or(close, |last| last.value.span().end);
            vec![Edit::insert(at, content)]
        }
    }
}

/// Removes member `index` of `object`: in a block mapping its lines, in a
/// flow mapping the member and one comma.
pub fn remove_member(text: &str, object: &Object<'_>, index: usize) -> Vec<Edit> {
    let Some(target) = object.members.get(index) else {
        return Vec::new();
    };
    match object.layout {
        Layout::YamlBlock(_) => {
            let span = member_span(target);
            let start = line_start(text, span.start);
            let end = line_end(text, span.end);
            let end = match text.as_bytes().get(end) {
                Some(b'\r') if text.as_bytes().get(end + 1) == Some(&b'\n') => end + 2,
                Some(b'\n' | b'\r') => end + 1,
                _ => end,
            };
            vec![Edit::delete(start..end)]
        }
        _ => {
            let span = member_span(target);
            match (
                index.checked_sub(1).and_then(|i| object.members.get(i)),
                object.members.get(index + 1),
            ) {
                (_, Some(next)) => vec![Edit::delete(span.start..next.key.span.start())],
                (Some(previous), None) => vec![Edit::delete(previous.value.span().end..span.end)],
                (None, None) => vec![Edit::delete(span)],
            }
        }
    }
}

/// The alias token (`*no`) written as `member`'s value, when the value is
/// an alias: the value's span is then its anchor's, elsewhere.
pub fn alias_after_key(text: &str, member: &Member<'_>) -> Option<Range<usize>> {
    let key_end = member.key.span.end();
    if member.value.span().start >= key_end {
        return None;
    }
    // The alias follows the key's colon on the key's own line.
    let after = text.get(key_end..line_end(text, key_end))?;
    let colon = after.find(':')?;
    let value = &after[colon + 1..];
    let start = key_end + colon + 1 + (value.len() - value.trim_start_matches([' ', '\t']).len());
    if text.as_bytes().get(start) != Some(&b'*') {
        return None;
    }
    let length = text[start..]
        .find([' ', '\t', '\r', '\n', ',', '}', ']'])
        .unwrap_or(text.len() - start);
    Some(start..start + length)
}

/// Whether `member` is written in `object` itself, not brought in by a
/// merge key or an alias from an anchor elsewhere.
pub fn written_in(object: &Object<'_>, member: &Member<'_>) -> bool {
    let span = object.span.range();
    span.contains(&member.key.span.start())
}

/// Whether `object`, the value of `holder`, is an alias of an anchor
/// defined elsewhere (`x-mcp-annotations: *shared`).
pub fn is_aliased(holder: &Member<'_>, object: &Object<'_>) -> bool {
    matches!(object.layout, Layout::YamlBlock(_) | Layout::YamlFlow)
        && object.span.start() < holder.key.span.end()
}

/// Edits that give the aliased `object` (the value of `holder`) these
/// `members` here, without touching its anchor: the alias becomes a
/// mapping that merges it (`<<: *shared`) and sets the members, which
/// override the merged ones.
pub fn override_alias(
    text: &str,
    holder: &Member<'_>,
    parent: &Object<'_>,
    members: &[(&str, String)],
) -> Vec<Edit> {
    let Some(alias) = alias_after_key(text, holder) else {
        return Vec::new();
    };
    let merge = format!("<<: {}", &text[alias.clone()]);
    match parent.layout {
        Layout::YamlBlock(column) => {
            let indent = " ".repeat(column as usize + 2);
            let mut content = String::new();
            for line in std::iter::once(merge)
                .chain(members.iter().map(|(name, value)| member(name, value)))
            {
                content.push_str(newline(text));
                content.push_str(&indent);
                content.push_str(&line);
            }
            // `key: *alias` becomes `key:` and the mapping on the lines below.
            let start = text[..alias.start].trim_end_matches([' ', '\t']).len();
            vec![Edit::replace(start..alias.end, content)]
        }
        _ => {
            let inner: Vec<String> = std::iter::once(merge)
                .chain(members.iter().map(|(name, value)| member(name, value)))
                .collect();
            vec![Edit::replace(alias, format!("{{{}}}", inner.join(", ")))]
        }
    }
}

fn member_span(member: &Member<'_>) -> Range<usize> {
    member.key.span.start()..member.value.span().end
}
