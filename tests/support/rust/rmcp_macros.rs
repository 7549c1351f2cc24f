//! A stub of rmcp's `#[tool]` and `#[tool_router]` attributes for the test
//! that fixed Rust fixtures still compile. It does not generate rmcp's
//! router: it checks every `#[tool(…)]` argument list as rmcp's macro parses
//! it (the known keys; in `annotations(…)` only the four hints and `title`,
//! each hint a bare flag or `= true`/`= false`, the title a string) and
//! reports a wrong one with `compile_error!`. `#[tool_router]` checks the
//! `#[tool(…)]` lists of its methods and then expands to nothing, so the
//! fixtures' handler bodies (which use types the fixtures never declare)
//! are parsed by rustc but not type-checked.
extern crate proc_macro;

use proc_macro::{Delimiter, TokenStream, TokenTree};

const TOOL_KEYS: &[&str] = &[
    "name",
    "title",
    "description",
    "annotations",
    "input_schema",
    "output_schema",
    "meta",
    "icons",
];
const HINTS: &[&str] = &[
    "read_only_hint",
    "destructive_hint",
    "idempotent_hint",
    "open_world_hint",
];

/// The comma-separated parts of `stream`, empty ones (a trailing comma) left out.
fn parts(stream: TokenStream) -> Vec<Vec<TokenTree>> {
    let mut found = vec![Vec::new()];
    for tree in stream {
        match &tree {
            TokenTree::Punct(punct) if punct.as_char() == ',' => found.push(Vec::new()),
            _ => found.last_mut().expect("a part").push(tree),
        }
    }
    found.retain(|part| !part.is_empty());
    found
}

/// What is wrong with one `key = value` (or bare `key`) of `annotations(…)`.
fn check_annotation(part: &[TokenTree]) -> Result<(), String> {
    let key = match part.first() {
        Some(TokenTree::Ident(key)) => key.to_string(),
        _ => return Err(format!("not a key: {part:?}")),
    };
    let value = match part {
        [_] if HINTS.contains(&key.as_str()) => return Ok(()),
        [_, TokenTree::Punct(eq), value] if eq.as_char() == '=' => value.to_string(),
        _ => return Err(format!("`{key}` is not `key = value`")),
    };
    let fits = if key == "title" {
        value.starts_with('"')
    } else {
        HINTS.contains(&key.as_str()) && (value == "true" || value == "false")
    };
    if fits {
        Ok(())
    } else {
        Err(format!("`{key} = {value}` is not an annotation rmcp takes"))
    }
}

/// What is wrong with the argument list of one `#[tool(…)]`.
fn check_tool(args: TokenStream) -> Result<(), String> {
    for part in parts(args) {
        let key = match part.first() {
            Some(TokenTree::Ident(key)) => key.to_string(),
            _ => return Err(format!("not a key: {part:?}")),
        };
        if !TOOL_KEYS.contains(&key.as_str()) {
            return Err(format!("`{key}` is not an argument of #[tool]"));
        }
        if key == "annotations" {
            match &part[..] {
                [_, TokenTree::Group(group)] if group.delimiter() == Delimiter::Parenthesis => {
                    for annotation in parts(group.stream()) {
                        check_annotation(&annotation)?;
                    }
                }
                _ => return Err("`annotations` is not `annotations(…)`".to_string()),
            }
        }
    }
    Ok(())
}

/// Checks every `#[tool(…)]` or `#[rmcp::tool(…)]` found in `stream`.
fn check_tools_in(stream: TokenStream) -> Result<(), String> {
    let trees: Vec<TokenTree> = stream.into_iter().collect();
    for (at, tree) in trees.iter().enumerate() {
        let TokenTree::Group(group) = tree else {
            continue;
        };
        let after_pound =
            at > 0 && matches!(&trees[at - 1], TokenTree::Punct(p) if p.as_char() == '#');
        if after_pound && group.delimiter() == Delimiter::Bracket {
            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
            let path: Vec<String> = inner
                .iter()
                .take_while(|t| !matches!(t, TokenTree::Group(_)))
                .map(ToString::to_string)
                .collect();
            if path == ["tool"] || path == ["rmcp", ":", ":", "tool"] {
                if let Some(TokenTree::Group(args)) = inner.last() {
                    check_tool(args.stream())?;
                }
            }
        }
        check_tools_in(group.stream())?;
    }
    Ok(())
}

/// `compile_error!(message)`, or nothing.
fn report(checked: Result<(), String>, otherwise: TokenStream) -> TokenStream {
    match checked {
        Ok(()) => otherwise,
        Err(message) => format!("compile_error!({message:?});")
            .parse()
            .expect("tokens"),
    }
}

/// The stub of rmcp's `#[tool]`: checks its arguments, keeps the item.
#[proc_macro_attribute]
pub fn tool(args: TokenStream, item: TokenStream) -> TokenStream {
    report(check_tool(args), item)
}

/// The stub of rmcp's `#[tool_router]`: checks its methods' `#[tool(…)]`.
#[proc_macro_attribute]
pub fn tool_router(_args: TokenStream, item: TokenStream) -> TokenStream {
    report(check_tools_in(item), TokenStream::new())
}
