//! The `verbs` binding preset: a tool's method guessed from the verb its
//! name starts with (`create_issue`, `createIssue`, `create-issue` →
//! POST). Opt-in, and every finding resting on it says it is a guess.

use crate::base::profile::Method;

/// The verbs the preset knows, and their methods.
pub const DEFAULT_VERBS: [(&str, Method); 15] = [
    ("get", Method::Get),
    ("list", Method::Get),
    ("search", Method::Get),
    ("read", Method::Get),
    ("create", Method::Post),
    ("add", Method::Post),
    ("send", Method::Post),
    ("post", Method::Post),
    ("update", Method::Patch),
    ("set", Method::Patch),
    ("edit", Method::Patch),
    ("replace", Method::Put),
    ("put", Method::Put),
    ("delete", Method::Delete),
    ("remove", Method::Delete),
];

/// The verb a tool name starts with, lower-cased: the first word of a
/// snake, kebab or camel-case name, after any namespace prefix
/// (`github.create_issue`, `kanban/move_task`).
pub fn leading_verb(name: &str) -> Option<String> {
    let name = name.rsplit(['.', '/', ':']).next().unwrap_or(name);
    let mut verb = String::new();
    for (index, character) in name.char_indices() {
        let boundary = character == '_' || character == '-' || character == ' ';
        let camel_hump = index > 0 && character.is_uppercase();
        if boundary || camel_hump {
            break;
        }
        verb.extend(character.to_lowercase());
    }
    (!verb.is_empty()).then_some(verb)
}

/// A verb table: the preset's verbs with the configuration's overrides
/// and additions (an override of `none` drops a verb).
#[derive(Debug, Clone)]
pub struct Verbs(Vec<(String, Method)>);

impl Verbs {
    /// The preset's table, changed by `overrides` (verb → method, `None`
    /// to drop the verb).
    pub fn with_overrides(overrides: Vec<(String, Option<Method>)>) -> Verbs {
        let mut table: Vec<(String, Method)> = DEFAULT_VERBS
            .iter()
            .map(|(verb, method)| ((*verb).to_owned(), *method))
            .collect();
        for (verb, method) in overrides {
            let verb = verb.to_lowercase();
            table.retain(|(known, _)| *known != verb);
            if let Some(method) = method {
                table.push((verb, method));
            }
        }
        Verbs(table)
    }

    /// The verb `name` starts with and the method it maps to.
    pub fn method_of(&self, name: &str) -> Option<(String, Method)> {
        let verb = leading_verb(name)?;
        let method = self
            .0
            .iter()
            .find(|(known, _)| *known == verb)
            .map(|(_, method)| *method)?;
        Some((verb, method))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verbs_are_read_in_every_case_style() {
        for name in [
            "create_issue",
            "createIssue",
            "create-issue",
            "CreateIssue",
            "github.create_issue",
            "create",
        ] {
            assert_eq!(leading_verb(name).as_deref(), Some("create"), "{name}");
        }
        assert_eq!(leading_verb("_hidden"), None);
    }

    #[test]
    fn overrides_change_drop_and_add_verbs() {
        let verbs = Verbs::with_overrides(vec![
            ("set".to_owned(), Some(Method::Put)),
            ("search".to_owned(), None),
            ("archive".to_owned(), Some(Method::Delete)),
        ]);
        assert_eq!(
            verbs.method_of("set_labels"),
            Some(("set".to_owned(), Method::Put))
        );
        assert_eq!(verbs.method_of("search_code"), None);
        assert_eq!(
            verbs.method_of("archiveRepo"),
            Some(("archive".to_owned(), Method::Delete))
        );
        assert_eq!(
            verbs.method_of("list_issues"),
            Some(("list".to_owned(), Method::Get))
        );
        assert_eq!(verbs.method_of("merge_pull_request"), None);
    }
}
