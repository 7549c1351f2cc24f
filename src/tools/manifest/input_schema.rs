//! What a tool's input schema lets the caller choose: the HTTP method of
//! the request the tool makes (a catch-all tool: `{"method": {"enum":
//! ["GET", "POST", "DELETE"]}}`), or one of several actions (`{"action":
//! {"enum": ["get", "delete"]}}`). The reader builds only these properties
//! of an input schema ([`crate::document::json`]'s scopes).

use std::ops::Range;

use crate::base::profile::Method;
use crate::document::{Object, Str, Value};

pub use crate::document::json::{ACTION_PROPERTIES, METHOD_PROPERTIES};

/// The properties that name what a request goes to: a tool that lets the
/// caller choose the method sends requests it is told where to send. A
/// `method` property without one (a tool that judges or documents HTTP
/// methods, say) chooses nothing.
const TARGET_PROPERTIES: [&str; 8] = [
    "url", "uri", "path", "endpoint", "route", "target", "resource", "href",
];

/// Every HTTP method of RFC 9110 and PATCH (RFC 5789).
const HTTP_METHODS: [&str; 9] = [
    "GET", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE", "POST", "PATCH", "CONNECT",
];

/// The methods RFC 9110 calls safe: a request of theirs changes nothing.
const SAFE_METHODS: [&str; 4] = ["GET", "HEAD", "OPTIONS", "TRACE"];

/// The properties of the `inputSchema` of `tool`, when it has them.
fn properties<'v, 'a>(tool: &'v Object<'a>) -> Option<&'v Object<'a>> {
    let Some(Value::Object(schema)) = tool.get("inputSchema") else {
        return None;
    };
    match schema.get("properties") {
        Some(Value::Object(properties)) => Some(properties),
        _ => None,
    }
}

/// The strings of a property's `enum`, with where the `enum` is; `None`
/// when it has no enum of strings.
fn enum_strings<'v, 'a>(property: &'v Object<'a>) -> Option<(Vec<&'v Str<'a>>, Range<usize>)> {
    let Some(Value::Array(values)) = property.get("enum") else {
        return None;
    };
    let strings: Vec<&Str<'a>> = values
        .items
        .iter()
        .filter_map(|value| match value {
            Value::String(text) => Some(text),
            _ => None,
        })
        .collect();
    (!strings.is_empty()).then(|| (strings, values.span.range()))
}

/// Which methods a caller may choose.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Accepted {
    /// The methods of an `enum`, upper-cased, in its order.
    Listed(Vec<String>),
    /// Any: a free string described as the HTTP method.
    Any,
}

/// A property that lets the caller choose the HTTP method.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MethodChoice<'v> {
    /// The property's name (`method`).
    pub property: &'v str,
    /// Where it is shown: its `enum`, else its name.
    pub span: Range<usize>,
    /// What it accepts.
    pub accepted: Accepted,
}

impl MethodChoice<'_> {
    /// The accepted methods of the profile's Core (GET, PUT, DELETE, POST,
    /// PATCH), in the order written; all five for [`Accepted::Any`].
    pub fn core(&self) -> Vec<Method> {
        match &self.accepted {
            Accepted::Listed(methods) => {
                let mut core: Vec<Method> = Vec::new();
                for method in methods.iter().filter_map(|method| Method::parse(method)) {
                    if !core.contains(&method) {
                        core.push(method);
                    }
                }
                core
            }
            Accepted::Any => Method::ALL.to_vec(),
        }
    }

    /// Whether both a safe method and an unsafe one may be chosen.
    pub fn mixes_safe_and_unsafe(&self) -> bool {
        match &self.accepted {
            Accepted::Listed(methods) => {
                let safe = methods
                    .iter()
                    .any(|method| SAFE_METHODS.contains(&method.as_str()));
                let not_safe = methods
                    .iter()
                    .any(|method| !SAFE_METHODS.contains(&method.as_str()));
                safe && not_safe
            }
            Accepted::Any => true,
        }
    }

    /// `GET, POST, DELETE` or `any method`: each method once, a long
    /// `enum` counted past the first few.
    pub fn describe(&self) -> String {
        match &self.accepted {
            Accepted::Listed(methods) => crate::base::wording::list(methods),
            Accepted::Any => "any method".to_owned(),
        }
    }
}

/// The property of `tool`'s input schema that chooses the HTTP method: an
/// `enum` of HTTP methods (two or more), or a string property whose
/// description says it is the method, beside a property that names where
/// the request goes (`url`, `path`, `endpoint`, …).
pub fn method_choice<'v>(tool: &'v Object<'_>) -> Option<MethodChoice<'v>> {
    let properties = properties(tool)?;
    let has_target = properties.members.iter().any(|member| {
        let key = member.key.value.to_ascii_lowercase();
        TARGET_PROPERTIES
            .iter()
            .any(|target| key == *target || key.ends_with(target))
    });
    if !has_target {
        return None;
    }
    properties.members.iter().find_map(|member| {
        if !METHOD_PROPERTIES.contains(&member.key.value.as_ref()) {
            return None;
        }
        let Value::Object(property) = &member.value else {
            return None;
        };
        let name = member.key.value.as_ref();
        if let Some((values, span)) = enum_strings(property) {
            let methods: Vec<String> = values
                .iter()
                .map(|value| value.value.trim().to_ascii_uppercase())
                .collect();
            let all_methods = methods
                .iter()
                .all(|method| HTTP_METHODS.contains(&method.as_str()));
            return (all_methods && methods.len() > 1).then_some(MethodChoice {
                property: name,
                span,
                accepted: Accepted::Listed(methods),
            });
        }
        let is_string = match property.get("type") {
            Some(Value::String(kind)) => kind.value == "string",
            None => true,
            Some(_) => false,
        };
        let described = match property.get("description") {
            Some(Value::String(text)) => describes_the_method(&text.value),
            _ => false,
        };
        (is_string && described).then_some(MethodChoice {
            property: name,
            span: member.key.span.range(),
            accepted: Accepted::Any,
        })
    })
}

/// Whether a description says its string is the request's HTTP method:
/// `The HTTP method to use`, `GET, POST, PUT or DELETE`.
fn describes_the_method(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    let named = ["http method", "request method", "http verb"]
        .iter()
        .any(|phrase| lower.contains(phrase));
    let words: Vec<&str> = text
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .filter(|word| !word.is_empty())
        .collect();
    let listed = ["GET", "POST", "PUT", "DELETE", "PATCH"]
        .iter()
        .filter(|method| words.contains(method))
        .count();
    named || listed >= 2
}

/// A property that picks one of a tool's actions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionChoice<'v> {
    /// The property's name (`action`).
    pub property: &'v str,
    /// Its `enum`.
    pub span: Range<usize>,
    /// The values of the `enum`, with their spans.
    pub values: Vec<(&'v str, Range<usize>)>,
}

/// Every property of `tool`'s input schema with an `enum` of actions.
pub fn action_choices<'v>(tool: &'v Object<'_>) -> Vec<ActionChoice<'v>> {
    let Some(properties) = properties(tool) else {
        return Vec::new();
    };
    properties
        .members
        .iter()
        .filter(|member| ACTION_PROPERTIES.contains(&member.key.value.as_ref()))
        .filter_map(|member| {
            let Value::Object(property) = &member.value else {
                return None;
            };
            let (values, span) = enum_strings(property)?;
            Some(ActionChoice {
                property: member.key.value.as_ref(),
                span,
                values: values
                    .iter()
                    .map(|value| (value.value.as_ref(), value.span.range()))
                    .collect(),
            })
        })
        .collect()
}

/// An action of a tool's input schema whose name holds a destructive verb.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DestructiveAction<'v> {
    /// The property that picks it (`action`).
    pub property: &'v str,
    /// The action as written (`delete_file`).
    pub value: &'v str,
    /// Where the value is written.
    pub span: Range<usize>,
    /// The verb it holds (`delete`).
    pub verb: String,
}

/// The actions of `tool`'s input schema that hold one of `verbs`, in the
/// order written.
pub fn destructive_actions<'v>(
    tool: &'v Object<'_>,
    verbs: &super::actions::DestructiveVerbs,
) -> Vec<DestructiveAction<'v>> {
    let mut found = Vec::new();
    for choice in action_choices(tool) {
        for (value, span) in choice.values {
            if let Some(verb) = words(value).into_iter().find(|word| verbs.contains(word)) {
                found.push(DestructiveAction {
                    property: choice.property,
                    value,
                    span,
                    verb,
                });
            }
        }
    }
    found
}

/// The words of an action's name, lower-cased: `deleteUser`, `delete_user`
/// and `delete-user` are `delete`, `user`.
pub fn words(action: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut previous_lower = false;
    for ch in action.chars() {
        if !ch.is_alphanumeric() {
            if !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            previous_lower = false;
            continue;
        }
        if ch.is_uppercase() && previous_lower && !current.is_empty() {
            words.push(std::mem::take(&mut current));
        }
        previous_lower = ch.is_lowercase() || ch.is_ascii_digit();
        current.extend(ch.to_lowercase());
    }
    if !current.is_empty() {
        words.push(current);
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::json::{Build, Syntax, read};

    fn tool(text: &str) -> crate::document::Value<'_> {
        read(text, Syntax::Json, Build::Manifest)
            .expect("JSON")
            .root
    }

    #[test]
    fn a_method_enum_mixing_safe_and_unsafe_methods_is_a_catch_all() {
        let text = r#"{"name": "http", "inputSchema": {"type": "object", "properties": {"url": {"type": "string"}, "method": {"type": "string", "enum": ["get", "POST", "DELETE"]}}}}"#;
        let root = tool(text);
        let Value::Object(object) = &root else {
            panic!("an object")
        };
        let choice = method_choice(object).expect("a method choice");
        assert_eq!(choice.property, "method");
        assert_eq!(choice.describe(), "GET, POST, DELETE");
        assert!(choice.mixes_safe_and_unsafe());
        assert_eq!(choice.core(), [Method::Get, Method::Post, Method::Delete]);
        assert_eq!(&text[choice.span.clone()], r#"["get", "POST", "DELETE"]"#);
    }

    #[test]
    fn a_free_string_described_as_the_method_accepts_any() {
        let text = r#"{"name": "http", "inputSchema": {"properties": {"apiPath": {"type": "string"}, "httpMethod": {"type": "string", "description": "The HTTP method: GET, POST, …"}}}}"#;
        let root = tool(text);
        let Value::Object(object) = &root else {
            panic!("an object")
        };
        let choice = method_choice(object).expect("a method choice");
        assert_eq!(choice.accepted, Accepted::Any);
        assert_eq!(choice.core().len(), 5);
        let other = r#"{"name": "t", "inputSchema": {"properties": {"method": {"type": "string", "description": "The payment method to charge"}, "mode": {"enum": ["fast"]}}}}"#;
        let root = tool(other);
        let Value::Object(object) = &root else {
            panic!("an object")
        };
        assert_eq!(
            method_choice(object),
            None,
            "a payment method is not an HTTP method"
        );
        assert_eq!(action_choices(object).len(), 1);
        let judge = r#"{"name": "judge", "inputSchema": {"properties": {"method": {"enum": ["GET", "POST"]}, "hints": {"type": "object"}}}}"#;
        let root = tool(judge);
        let Value::Object(object) = &root else {
            panic!("an object")
        };
        assert_eq!(
            method_choice(object),
            None,
            "a method without a target sends nothing"
        );
    }

    #[test]
    fn words_split_every_spelling() {
        assert_eq!(words("deleteUser"), ["delete", "user"]);
        assert_eq!(words("delete_user"), ["delete", "user"]);
        assert_eq!(words("HARD-DELETE"), ["hard", "delete"]);
        assert_eq!(words("purge"), ["purge"]);
    }

    #[test]
    fn only_the_selectors_of_a_schema_are_built() {
        let text = r#"{"name": "t", "inputSchema": {"type": "object", "properties": {"query": {"type": "string", "enum": ["a"]}, "action": {"type": "string", "enum": ["list", "delete"], "default": "list"}}}}"#;
        let root = tool(text);
        let Value::Object(object) = &root else {
            panic!("an object")
        };
        let Some(Value::Object(schema)) = object.get("inputSchema") else {
            panic!("built")
        };
        let Some(Value::Object(properties)) = schema.get("properties") else {
            panic!("built")
        };
        assert!(
            !matches!(properties.get("query"), Some(Value::Object(_))),
            "not a selector"
        );
        assert!(matches!(properties.get("action"), Some(Value::Object(_))));
        assert_eq!(action_choices(object)[0].values.len(), 2);
    }
}
