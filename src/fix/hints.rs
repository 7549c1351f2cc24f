//! Edits that give a tool's hints new values, shared by the rules' fixes.

use crate::document::{Layout, Member};

use super::layout::yaml as yaml_layout;
use super::layout::{insert_members, new_object, new_object_imports, remove_member, replace_value};
use super::{Applicability, Edit, Fix, FixDetail};
use crate::base::hint::Hint;
use crate::tools::manifest::{Annotations, HintSource, HintValue, Tool};

/// Edits that give `tool` the values of `targets`: a written hint with
/// another value (or no boolean at all) is overwritten, and an absent hint is
/// written when its default differs from the target. Absent hints whose
/// default already is the target are left to `missing-annotation`, and so
/// are hints misspelt in the document (renaming them is the fix).
pub fn set_hints(tool: &Tool<'_, '_>, targets: &[(Hint, bool)]) -> Vec<Edit> {
    let mut edits = Vec::new();
    let mut absent = Vec::new();
    let shared = shared_annotations(tool);
    for &(hint, value) in targets {
        // A hint the platform lacks (WebMCP's) is never written.
        if tool.misspelt(hint) || !tool.carries(hint) {
            continue;
        }
        match tool.hint(hint) {
            HintValue::Bool(current, _) if current == value => {}
            // A YAML hint brought in by a merge key or an alias of the
            // whole annotations is overridden here, never edited at its
            // anchor (other operations, or other data, may share it).
            HintValue::Bool(_, HintSource::Written(prop)) | HintValue::Invalid(prop)
                if shared || merged_in(tool, prop) =>
            {
                absent.push((hint, value));
            }
            HintValue::Bool(_, HintSource::Written(prop)) | HintValue::Invalid(prop) => {
                edits.push(replace_value(tool.text, prop, literal(tool, prop, value)));
            }
            // A translator's default is overridden by writing the hint.
            // So is an SDK's seeded value (an mcp-go option is added).
            HintValue::Bool(_, HintSource::Default(_) | HintSource::Seeded(_)) => {
                absent.push((hint, value));
            }
            HintValue::Absent if hint.default_value() != value => absent.push((hint, value)),
            HintValue::Absent => {}
        }
    }
    edits.extend(insert_hints(tool, &absent));
    edits
}

/// Whether the tool's annotations are a YAML alias of an anchor defined
/// elsewhere (`x-mcp-annotations: *shared`).
fn shared_annotations(tool: &Tool<'_, '_>) -> bool {
    matches!(tool.annotations, Annotations::Object(holder, object) if yaml_layout::is_aliased(holder, object))
}

/// Whether `prop`, a hint of the tool's YAML annotations, was brought in
/// by a merge key (`<<: *defaults`) rather than written there.
fn merged_in(tool: &Tool<'_, '_>, prop: &Member<'_>) -> bool {
    match tool.annotations {
        Annotations::Object(_, object) => {
            matches!(object.layout, Layout::YamlBlock(_) | Layout::YamlFlow)
                && object
                    .members
                    .iter()
                    .any(|member| std::ptr::eq(member, prop))
                && !yaml_layout::written_in(object, prop)
        }
        _ => false,
    }
}

/// The new text of `prop`'s value when it becomes the boolean `value`, as
/// the tool's file writes one: `True` in Python, and in source code the
/// boolean inside a pointer helper (`ptr(true)` becomes `ptr(false)`).
pub fn literal(tool: &Tool<'_, '_>, prop: &Member<'_>, value: bool) -> String {
    // The syntax of the object the hint is written in (a Go struct's
    // fields are pointers or not), else of the registration.
    let holder = tool
        .hint_objects()
        .find(|object| {
            object
                .members
                .iter()
                .any(|member| std::ptr::eq(member, prop))
        })
        .unwrap_or(tool.object);
    match &holder.layout {
        Layout::Code(syntax) => {
            let written = tool.text.get(prop.value.span()).unwrap_or("");
            super::layout::code::replace_boolean(
                tool.text,
                written,
                **syntax,
                &prop.key.value,
                value,
            )
        }
        _ => value.to_string(),
    }
}

/// Edits that write the absent `hints` with their values: into the
/// `annotations` object, or as a new `annotations` member.
pub fn insert_hints(tool: &Tool<'_, '_>, hints: &[(Hint, bool)]) -> Vec<Edit> {
    if hints.is_empty() {
        return Vec::new();
    }
    // A hint written as a value its SDK omits (`None`, `nil`) is absent,
    // but its key is there: the value is replaced, never a second key added.
    let mut edits = Vec::new();
    let mut members: Vec<(&str, String)> = Vec::new();
    for &(hint, value) in hints {
        match tool.written_omitted(hint) {
            Some(prop) => edits.push(replace_value(tool.text, prop, literal(tool, prop, value))),
            None => members.push((hint.key(), value.to_string())),
        }
    }
    if !members.is_empty() {
        edits.extend(insert_absent(tool, &members));
    }
    edits
}

/// Edits that write `members`, hints whose keys are not written, into the
/// `annotations` object, or as a new `annotations` member.
fn insert_absent(tool: &Tool<'_, '_>, members: &[(&str, String)]) -> Vec<Edit> {
    let text = tool.text;
    match tool.annotations {
        Annotations::Object(holder, annotations)
            if yaml_layout::is_aliased(holder, annotations) =>
        {
            yaml_layout::override_alias(text, holder, tool.object, members)
        }
        Annotations::Object(_, annotations) => insert_members(text, annotations, members),
        // A new object's type name comes with its import, in the same fix.
        Annotations::NotAnObject(prop) => {
            let mut edits = new_object_imports(text, tool.object);
            edits.push(replace_value(
                text,
                prop,
                new_object(text, tool.object, members),
            ));
            edits
        }
        Annotations::Absent => {
            let annotations = new_object(text, tool.object, members);
            let mut edits = new_object_imports(text, tool.object);
            edits.extend(insert_members(
                text,
                tool.object,
                &[(tool.annotations_key, annotations)],
            ));
            edits
        }
    }
}

/// The detail `tool`'s fixes are built with when the report asks for
/// `detail`: edits into JSON and YAML always exist when there are values to
/// write, so they may be left out, but source code may offer none (a
/// spread, a computed object), so its fixes are always built whole.
pub fn detail_for(tool: &Tool<'_, '_>, detail: FixDetail) -> FixDetail {
    match tool.object.layout {
        Layout::Code(_) => FixDetail::Full,
        _ => detail,
    }
}

/// A fix of `tool` that sets hints, described as `set a to x, b to y`,
/// built with the detail [`detail_for`] gives.
pub fn set_hints_fix(
    tool: &Tool<'_, '_>,
    applicability: Applicability,
    targets: &[(Hint, bool)],
    detail: FixDetail,
) -> Fix {
    // Exactly the targets `set_hints` writes.
    let mut changed = targets
        .iter()
        .filter(|(hint, _)| !tool.misspelt(*hint))
        .filter(|(hint, value)| match tool.hint(*hint) {
            HintValue::Bool(current, _) => current != *value,
            HintValue::Invalid(_) => true,
            HintValue::Absent => hint.default_value() != *value,
        })
        .peekable();
    let group = tool.object.span.start();
    let detail = detail_for(tool, detail);
    if detail == FixDetail::Existence {
        return Fix::without_edits(changed.peek().is_some(), applicability, "", group);
    }
    let changed: Vec<String> = changed
        .map(|(hint, value)| format!("{} to {value}", hint.key()))
        .collect();
    let message = format!("set {}", changed.join(", "));
    if detail == FixDetail::Message {
        return Fix::without_edits(!changed.is_empty(), applicability, message, group);
    }
    Fix::new(applicability, message, set_hints(tool, targets), group)
}

/// The edits that remove `prop`, a member of the tool's `annotations` or of
/// its overriding extension.
pub fn remove_hint(tool: &Tool<'_, '_>, prop: &Member<'_>) -> Vec<Edit> {
    tool.hint_objects()
        .find_map(|object| {
            let index = object
                .members
                .iter()
                .position(|member| std::ptr::eq(member, prop))?;
            Some(remove_member(tool.text, object, index))
        })
        .unwrap_or_default()
}
