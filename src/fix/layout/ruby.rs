//! Edits in the body of a Ruby tool class (`class Search < MCP::Tool`):
//! a member the class does not write becomes a class-level call on a line
//! of its own, `annotations(read_only_hint: true, …)`, after the
//! `description` (or `tool_name`) line, at the body's indentation.

use crate::document::spelling::{ANNOTATIONS, member_alone, ruby_class_call, slice};
use crate::document::{CodeSyntax, NamedStyle, Spot};

use crate::fix::Edit;

/// How the members of a new annotations hash are written: Ruby keywords.
const KEYWORDS: CodeSyntax = CodeSyntax::Named {
    style: NamedStyle::RubyKeywords,
    last_argument: None,
    annotations_type: "",
    annotations_key: ANNOTATIONS,
};

/// A new annotations value: a symbol-keyed hash, `{ read_only_hint: true
/// }`, valid wherever a value goes; [`insert_calls`] writes it as the
/// arguments of an `annotations(…)` call.
pub fn new_hash(text: &str, members: &[(&str, String)]) -> String {
    let written: Vec<String> = members
        .iter()
        .map(|(key, value)| member_alone(text, KEYWORDS, key, value))
        .collect();
    format!("{{ {} }}", written.join(", "))
}

/// Edits that add `members` to the class body: each a call on a line of its
/// own after the statement `after`, indented like the body's statements
/// (`indent`), else one level (two spaces) in from the line of `after`.
/// After a statement that a `;` follows on its line (`class X <
/// MCP::Tool; end`), the call goes there, after a `; `.
pub fn insert_calls(
    text: &str,
    after: Spot,
    indent: Option<Spot>,
    members: &[(&str, String)],
) -> Vec<Edit> {
    let end = after.end().min(text.len());
    let rest = &text[end..];
    let line_end = rest.find(['\n', '\r']).map_or(text.len(), |at| end + at);
    let on_the_line = text[end..line_end].trim_start();
    let calls: Vec<String> = members
        .iter()
        .map(|(key, value)| ruby_class_call(key, value))
        .collect();
    if !on_the_line.is_empty() && !on_the_line.starts_with('#') {
        let written: String = calls.iter().map(|call| format!("; {call}")).collect();
        return vec![Edit::insert(end, written)];
    }
    let indent = match indent {
        Some(indent) => slice(text, indent).to_owned(),
        None => {
            let line_start = text[..after.start().min(end)]
                .rfind(['\n', '\r'])
                .map_or(0, |at| at + 1);
            let line = &text[line_start..];
            let own = &line[..line.len() - line.trim_start_matches([' ', '\t']).len()];
            format!("{own}  ")
        }
    };
    let newline = crate::fix::braced::newline(text);
    let written: String = calls
        .iter()
        .map(|call| format!("{newline}{indent}{call}"))
        .collect();
    vec![Edit::insert(line_end, written)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_goes_on_a_line_of_its_own_after_the_description() {
        let text = "class A < MCP::Tool\n  description \"x\" # d\n\n  def self.call; end\nend\n";
        let after = Spot::of(22..37);
        let members = [(ANNOTATIONS, "{ read_only_hint: true }".to_owned())];
        let edits = insert_calls(text, after, Some(Spot::of(20..22)), &members);
        assert_eq!(
            edits,
            vec![Edit::insert(41, "\n  annotations(read_only_hint: true)")]
        );
    }

    #[test]
    fn a_one_line_class_gets_the_call_before_its_end() {
        let text = "class A < MCP::Tool; end";
        let edits = insert_calls(
            text,
            Spot::of(6..19),
            None,
            &[(ANNOTATIONS, "{ open_world_hint: false }".to_owned())],
        );
        assert_eq!(
            edits,
            vec![Edit::insert(19, "; annotations(open_world_hint: false)")]
        );
    }

    #[test]
    fn without_a_body_the_call_is_one_level_in() {
        let text = "  class A < MCP::Tool\n  end\n";
        let edits = insert_calls(
            text,
            Spot::of(8..21),
            None,
            &[(ANNOTATIONS, "{ title: \"A\" }".to_owned())],
        );
        assert_eq!(
            edits,
            vec![Edit::insert(21, "\n    annotations(title: \"A\")")]
        );
    }
}
