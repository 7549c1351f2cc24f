//! Binding a catch-all tool, one whose input lets the caller choose the
//! HTTP method (`{"method": {"enum": ["GET", "POST", "DELETE"]}}`): it is
//! judged under every method it accepts, as an OpenAPI operation served
//! under several methods is. The method it is bound to is the one that
//! justifies least (the justified sets are nested: GET ⊃ PUT = DELETE ⊃
//! POST = PATCH), so a hint sound for it is sound for all; the others are
//! its `also_bound`.

use crate::base::method::{Binding, BoundMethod};
use crate::base::profile::Method;
use crate::tools::manifest::Tool;
use crate::tools::manifest::input_schema::{self, MethodChoice};

/// Binds `tool` by the method choice of its input schema, when it has one
/// and no binding the document or an explicit `[[binding]]` gives (a guess
/// from the name gives way to what the schema says).
pub fn bind(tool: &mut Tool<'_, '_>) {
    if tool
        .binding
        .as_ref()
        .is_some_and(|binding| binding.guess.is_none())
    {
        return;
    }
    let Some(choice) = input_schema::method_choice(tool.object) else {
        return;
    };
    let methods = choice.core();
    let Some(deciding) = Method::justifying_least(&methods) else {
        return;
    };
    tool.also_bound = methods
        .iter()
        .filter(|method| **method != deciding)
        .map(|method| Some(*method))
        .collect();
    tool.binding = Some(binding(&choice, deciding));
}

fn binding<'v>(choice: &MethodChoice<'v>, deciding: Method) -> Binding<'v> {
    Binding {
        method: BoundMethod::Core(deciding),
        span: Some(choice.span.clone()),
        path: None,
        origin: Some(
            format!(
                "the `{}` its inputSchema lets the caller choose ({})",
                choice.property,
                choice.describe()
            )
            .into(),
        ),
        guess: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_method_that_justifies_least_decides() {
        let least = Method::justifying_least;
        assert_eq!(
            least(&[Method::Get, Method::Delete, Method::Post]),
            Some(Method::Post)
        );
        assert_eq!(least(&[Method::Get, Method::Put]), Some(Method::Put));
        assert_eq!(
            least(&[Method::Post, Method::Patch]),
            Some(Method::Post),
            "the first of equals"
        );
        assert_eq!(least(&[Method::Get]), Some(Method::Get));
        assert_eq!(least(&[]), None);
    }
}
