//! WebMCP in HTML pages: declarative tools (`<form toolname="…"
//! tooldescription="…" method="post">`, the draft's declarative API) and
//! imperative ones registered by the page's inline scripts
//! (`navigator.modelContext.registerTool({…})`, read by the JavaScript
//! reader over the scripts' text in place).
//!
//! A form is exactly an HTTP request: its `method` (GET when absent or
//! not a method HTML knows; `dialog` sends none), or a submit button's
//! `formmethod`, is the method the profile judges, with no configuration.
//! The draft gives a form no hint attribute (webmachinelearning/webmcp
//! issue 163 asks for one), so the browser sends what its `ToolAnnotations`
//! default is, `readOnlyHint: false`; nothing can be written on the form,
//! and a fix is never offered there.
//!
//! HTML is read as browsers read it: a page with markup errors is still
//! read (the grammar recovers as they do); a script that registers a tool
//! and does not parse is a parse failure, as a JavaScript file is.

use std::borrow::Cow;

use tree_sitter::Node;

use super::Language;
use super::parse::{parse_tree, parser};
use super::registration::{Found, Place, Registration};
use super::tree::{self, children, span, spot};
use crate::document::{CodeSyntax, Layout, LineComment, Member, Object, ParseFailure, Str, Value};

/// Whether `text` can hold a tool this reader reads: a `toolname`
/// attribute (in any case, as HTML attribute names are), or a script
/// registration.
pub fn might_register(text: &str) -> bool {
    has_toolname(text) || super::typescript::might_register(text)
}

/// Whether `text` holds `toolname` in any case.
fn has_toolname(text: &str) -> bool {
    const NAME: &[u8] = b"toolname";
    let bytes = text.as_bytes();
    memchr::memchr2_iter(b't', b'T', bytes).any(|at| {
        bytes
            .get(at..at + NAME.len())
            .is_some_and(|word| word.eq_ignore_ascii_case(NAME))
    })
}

/// Reads the tools of a parsed HTML page: its declarative forms, then the
/// registrations of its inline scripts.
pub fn registrations<'t>(text: &'t str, root: Node<'_>, place: Option<Place<'t>>) -> Found<'t> {
    let mut found = Vec::new();
    if has_toolname(text) {
        tree::preorder(root, |node| {
            if node.kind() == "element" && !in_text_element(text, node) {
                found.extend(form_tool(text, node));
            }
        });
    }
    if super::typescript::might_register(text) {
        // Every script sees the globals of the page's classic scripts.
        let scripts = script_trees(text, root, |_| true);
        let shared: Vec<Node<'_>> = scripts
            .iter()
            .filter(|script| !script.module)
            .map(|script| script.tree.root_node())
            .collect();
        for script in &scripts {
            let own = text.get(script.source.clone()).unwrap_or_default();
            if !super::typescript::might_register(own) {
                continue;
            }
            found.extend(super::typescript::registrations_sharing(
                text,
                script.tree.root_node(),
                &shared,
                place,
            ));
        }
    }
    found.sort_by_key(|registration| registration.anchor.start);
    found
}

/// What `-v` says of the page: the WebMCP tools its scripts make only at
/// run time, which are not counted.
pub fn assumed(text: &str, _: Option<Place<'_>>) -> Vec<String> {
    let mentions = |needle: &[u8]| memchr::memmem::find(text.as_bytes(), needle).is_some();
    if !mentions(b"setAttribute(") && !mentions(b".getTools(") {
        return Vec::new();
    }
    let Ok(page) = parse_tree(text, Language::Html) else {
        return Vec::new();
    };
    let scripts = script_ranges(text, page.root_node());
    super::typescript::run_time_tools(text, |at| {
        scripts
            .iter()
            .any(|(range, _)| (range.start_byte..range.end_byte).contains(&at))
    })
}

/// The page's scripts whose text `keep` accepts, each parsed as
/// JavaScript on its own, as a browser runs each, in place (spans are the
/// page's own): a script ending in a `//` comment or an unfinished
/// expression does not run into the next one.
fn script_trees(text: &str, root: Node<'_>, keep: fn(&str) -> bool) -> Vec<Script> {
    let ranges: Vec<(tree_sitter::Range, bool)> = script_ranges(text, root)
        .into_iter()
        .filter(|(range, _)| text.get(range.start_byte..range.end_byte).is_some_and(keep))
        .collect();
    if ranges.is_empty() {
        return Vec::new();
    }
    let Ok(mut parser) = parser(Language::Tsx) else {
        return Vec::new();
    };
    ranges
        .into_iter()
        .filter_map(|(range, module)| {
            parser.set_included_ranges(&[range]).ok()?;
            let tree = parser.parse(text, None)?;
            let source = range.start_byte..range.end_byte;
            Some(Script {
                tree,
                source,
                module,
            })
        })
        .collect()
}

/// An inline script of a page, parsed.
struct Script {
    /// Its syntax tree, whose spans are the page's.
    tree: tree_sitter::Tree,
    /// Where its text is in the page.
    source: std::ops::Range<usize>,
    /// Whether it is a module, whose top-level names are its own.
    module: bool,
}

/// The text ranges of the page's JavaScript: the raw text of each inline
/// `<script>` without a `type`, or with a JavaScript or module type. A
/// `<script src=…>` runs its file, never its text, and what a
/// `<textarea>` or `<title>` holds is text, not markup. Each range comes
/// with whether its script is a module.
fn script_ranges(text: &str, root: Node<'_>) -> Vec<(tree_sitter::Range, bool)> {
    let mut ranges = Vec::new();
    tree::preorder(root, |node| {
        if node.kind() != "script_element" || in_text_element(text, node) {
            return;
        }
        let tag = children(node)
            .into_iter()
            .find(|child| child.kind() == "start_tag");
        let kind = tag
            .and_then(|tag| attribute(text, tag, "type"))
            .map(|(kind, _)| kind.trim().to_ascii_lowercase());
        let module = kind.as_deref() == Some("module");
        let scripted = tag.is_none_or(|tag| attribute(text, tag, "src").is_none())
            && kind.as_deref().is_none_or(|kind| {
                kind.is_empty()
                    || kind == "module"
                    || kind.ends_with("javascript")
                    || kind.ends_with("ecmascript")
            });
        if let Some(raw) = children(node)
            .into_iter()
            .find(|child| child.kind() == "raw_text")
            && scripted
        {
            let range = tree_sitter::Range {
                start_byte: raw.start_byte(),
                end_byte: raw.end_byte(),
                start_point: raw.start_position(),
                end_point: raw.end_position(),
            };
            ranges.push((range, module));
        }
    });
    ranges
}

/// Whether `node` is inside a `<textarea>` or a `<title>`, whose content
/// a browser reads as text (the grammar reads it as markup).
fn in_text_element(text: &str, node: Node<'_>) -> bool {
    std::iter::successors(node.parent(), Node::parent).any(|ancestor| {
        ancestor.kind() == "element"
            && children(ancestor)
                .into_iter()
                .find(|child| child.kind() == "start_tag")
                .and_then(|tag| {
                    children(tag)
                        .into_iter()
                        .find(|child| child.kind() == "tag_name")
                })
                .is_some_and(|name| {
                    let name = tree::text(text, name);
                    name.eq_ignore_ascii_case("textarea") || name.eq_ignore_ascii_case("title")
                })
    })
}

/// Whether `offset` is in one of the page's scripts.
pub fn in_script(text: &str, root: Node<'_>, offset: usize) -> bool {
    script_ranges(text, root)
        .iter()
        .any(|(range, _)| (range.start_byte..range.end_byte).contains(&offset))
}

/// Fails when an inline script that registers a tool does not parse: its
/// tools would be neither judged nor fixed, so the page is a parse
/// failure, as a JavaScript file with the same script would be.
pub fn check_scripts(text: &str, root: Node<'_>) -> Result<(), ParseFailure> {
    if !super::typescript::might_register(text) {
        return Ok(());
    }
    for script in script_trees(text, root, super::typescript::might_register) {
        if let Some((error, what)) = tree::first_error(&script.tree, text) {
            return Err(ParseFailure {
                message: format!("JavaScript syntax error in a <script>: {what}"),
                span: if error.is_empty() {
                    error.start..(error.start + 1).min(text.len())
                } else {
                    error
                },
            });
        }
    }
    Ok(())
}

/// The comments of the page's markup (`<!-- … -->`, their text without
/// the closing `-->`) and of its scripts (`//`), for `hintlint-allow`.
pub fn comments(tree: &tree_sitter::Tree, text: &str) -> Vec<LineComment> {
    let mut found = tree::line_comments(tree, text, "<!--");
    for comment in &mut found {
        if let Some(body) = comment.text.strip_suffix("-->") {
            comment.text = body.to_owned();
        }
    }
    if memchr::memmem::find(text.as_bytes(), b"hintlint-allow").is_some() {
        let allows = |script: &str| script.contains("hintlint-allow");
        for script in script_trees(text, tree.root_node(), allows) {
            found.extend(tree::line_comments(&script.tree, text, "//"));
        }
        found.sort_by_key(|comment| comment.span.start);
    }
    found
}

/// The tool a `<form>` element with a `toolname` declares.
fn form_tool<'t>(text: &'t str, element: Node<'_>) -> Option<Registration<'t>> {
    let tag = children(element)
        .into_iter()
        .find(|child| child.kind() == "start_tag")?;
    let tag_name = children(tag)
        .into_iter()
        .find(|child| child.kind() == "tag_name")?;
    if !tree::text(text, tag_name).eq_ignore_ascii_case("form") {
        return None;
    }
    let (name, name_node) = attribute(text, tag, "toolname")?;
    let name = Str {
        value: decoded(name),
        span: spot(name_node),
    };
    let method = form_method(text, element, tag, tag_name);
    let mut members = vec![member("name", name.clone(), span(name_node))];
    if let Some((description, node)) = attribute(text, tag, "tooldescription") {
        members.push(member(
            "description",
            Str {
                value: decoded(description),
                span: spot(node),
            },
            span(node),
        ));
    }
    if let Some((method, at)) = method {
        let method = Value::String(Str {
            value: Cow::Borrowed(method),
            span: spot(at),
        });
        let http = Value::Object(unwritable(
            span(tag),
            vec![keyed("method", method, span(at))],
        ));
        let meta = Value::Object(unwritable(span(tag), vec![keyed("http", http, span(at))]));
        members.push(keyed("_meta", meta, span(at)));
    }
    let holder = unwritable(span(tag), members);
    Some(
        Registration::new(holder, Some(name), span(tag_name), Vec::new())
            .carrying(&[])
            .seeded_by(&super::wire::WEBMCP_FORM, span(tag_name)),
    )
}

/// The method a form submits with, and the node that says it: a submit
/// button's `formmethod` of POST wins over the form's own (the tool can
/// send either, and is judged by the riskier), else the form's `method`;
/// without one, GET at the tag's name. `None` for `dialog`, which sends no
/// request.
fn form_method<'tree>(
    text: &str,
    element: Node<'tree>,
    tag: Node<'tree>,
    tag_name: Node<'tree>,
) -> Option<(&'static str, Node<'tree>)> {
    let mut override_post = None;
    tree::preorder(element, |node| {
        if override_post.is_none()
            && matches!(node.kind(), "start_tag" | "self_closing_tag")
            && node.id() != tag.id()
            && let Some((method, at)) = attribute(text, node, "formmethod")
            && method.trim().eq_ignore_ascii_case("post")
        {
            override_post = Some(at);
        }
    });
    if let Some(at) = override_post {
        return Some(("POST", at));
    }
    match attribute(text, tag, "method") {
        Some((method, at)) => match method.trim().to_ascii_lowercase().as_str() {
            "post" => Some(("POST", at)),
            "dialog" => None,
            _ => Some(("GET", at)),
        },
        None => Some(("GET", tag_name)),
    }
}

/// The value of attribute `name` of a start tag (names compared without
/// case), with the node that holds it (the value, else the name of an
/// attribute written without one).
fn attribute<'t, 'tree>(
    text: &'t str,
    tag: Node<'tree>,
    name: &str,
) -> Option<(&'t str, Node<'tree>)> {
    children(tag)
        .into_iter()
        .filter(|child| child.kind() == "attribute")
        .find_map(|attribute| {
            let parts = children(attribute);
            let key = parts.first()?;
            if !tree::text(text, *key).eq_ignore_ascii_case(name) {
                return None;
            }
            match parts.get(1) {
                Some(quoted) if quoted.kind() == "quoted_attribute_value" => {
                    let inner = children(*quoted).into_iter().next();
                    Some((inner.map_or("", |inner| tree::text(text, inner)), *quoted))
                }
                Some(value) => Some((tree::text(text, *value), *value)),
                None => Some(("", *key)),
            }
        })
}

/// An attribute value with the character references a tool name may hold
/// (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`) decoded.
fn decoded(value: &str) -> Cow<'_, str> {
    if !value.contains('&') {
        return Cow::Borrowed(value);
    }
    Cow::Owned(
        value
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace("&amp;", "&"),
    )
}

/// An object of the page, never edited.
fn unwritable<'t>(at: std::ops::Range<usize>, members: Vec<Member<'t>>) -> Object<'t> {
    Object {
        span: spot_of(at),
        members,
        layout: Layout::Code(Box::new(CodeSyntax::Unwritable { written_as: None })),
    }
}

/// A member `key` whose key is shown at `at`.
fn keyed<'t>(key: &'static str, value: Value<'t>, at: std::ops::Range<usize>) -> Member<'t> {
    Member {
        key: Str {
            value: Cow::Borrowed(key),
            span: spot_of(at),
        },
        value,
    }
}

/// A string member `key`.
fn member<'t>(key: &'static str, value: Str<'t>, at: std::ops::Range<usize>) -> Member<'t> {
    keyed(key, Value::String(value), at)
}

/// A span as the document model keeps it.
fn spot_of(at: std::ops::Range<usize>) -> crate::document::Spot {
    crate::document::Spot::of(at)
}

#[cfg(test)]
mod tests {
    use crate::code::{Language, comment_marker_at, read};
    use crate::document::Value;

    /// The name and method (`_meta.http.method`) of each tool of `page`.
    fn tools(page: &str) -> Vec<(String, Option<String>)> {
        let file = read(page, Language::Html, None).expect("read");
        let Value::Array(holders) = &file.root else {
            panic!("an array of holders");
        };
        holders
            .items
            .iter()
            .zip(&file.sites)
            .map(|(holder, site)| {
                let method = match holder {
                    Value::Object(holder) => match holder.get("_meta") {
                        Some(Value::Object(meta)) => match meta.get("http") {
                            Some(Value::Object(http)) => match http.get("method") {
                                Some(Value::String(method)) => Some(method.value.to_string()),
                                _ => None,
                            },
                            _ => None,
                        },
                        _ => None,
                    },
                    _ => None,
                };
                let name = site.name.as_ref().map(|name| name.value.to_string());
                (name.unwrap_or_default(), method)
            })
            .collect()
    }

    #[test]
    fn a_form_submits_with_its_method() {
        let page = r#"<form toolname="a"></form>
<form TOOLNAME='b' METHOD=Post></form>
<form toolname="c" method="dialog"></form>
<form toolname="d" method="put"></form>
<form toolname="e"><input type="submit" formmethod="POST"></form>
<form action="/x"><input name="toolname"></form>
<div toolname="f"></div>"#;
        assert_eq!(
            tools(page),
            [
                ("a".to_owned(), Some("GET".to_owned())),
                ("b".to_owned(), Some("POST".to_owned())),
                ("c".to_owned(), None),
                ("d".to_owned(), Some("GET".to_owned())),
                ("e".to_owned(), Some("POST".to_owned())),
            ]
        );
    }

    #[test]
    fn names_are_decoded() {
        assert_eq!(
            tools(r#"<form toolname="q&amp;a"></form>"#),
            [("q&a".to_owned(), Some("GET".to_owned()))]
        );
    }

    #[test]
    fn scripts_are_read_in_place() {
        let page = "<p>x</p>\n<script>\nnavigator.modelContext.registerTool({ name: \"n\", annotations: { readOnlyHint: true } });\n</script>\n<script type=\"text/template\">registerTool({ name: \"not_js\" })</script>";
        let file = read(page, Language::Html, None).expect("read");
        assert_eq!(file.sites.len(), 1);
        let name = file.sites[0].name.as_ref().expect("named");
        assert_eq!(&page[name.span.range()], "\"n\"");
        let script = page.find("navigator").expect("the script");
        assert_eq!(comment_marker_at(page, Language::Html, script), "//");
        assert_eq!(comment_marker_at(page, Language::Html, 0), "<!--");
    }

    #[test]
    fn each_script_is_parsed_on_its_own() {
        // A script ending in a `//` comment, or in an unfinished
        // expression, does not run into the next one.
        let page = "<script>const tools = window.extra || []</script>\n<script>// the end\n</script><script>navigator.modelContext.registerTool({ name: \"a\" })</script>\n<script>navigator.modelContext.registerTool({ name: \"b\" }) // b</script><script>navigator.modelContext.registerTool({ name: \"c\" })</script>";
        assert_eq!(
            tools(page),
            [
                ("a".to_owned(), None),
                ("b".to_owned(), None),
                ("c".to_owned(), None)
            ]
        );
    }

    #[test]
    fn classic_scripts_share_their_globals() {
        // A wrapper and a constant of a classic script are seen by later
        // scripts; a module's own names are not seen by other scripts.
        let page = "<script>const NAME = \"from_constant\";\nfunction registerTool(spec) { navigator.modelContext.registerTool(spec); }</script>\n<script type=\"module\">const LOCAL = \"module_only\"; registerTool({ name: NAME });</script>\n<script type=\"module\">registerTool({ name: LOCAL });</script>";
        let file = read(page, Language::Html, None).expect("read");
        let names: Vec<Option<String>> = file
            .sites
            .iter()
            .map(|site| site.name.as_ref().map(|name| name.value.to_string()))
            .collect();
        assert_eq!(names, [Some("from_constant".to_owned()), None]);
    }

    #[test]
    fn tools_made_at_run_time_are_said_where_they_are() {
        let page = "<p>setAttribute('toolname', 'prose')</p>\n<script>\nform.setAttribute( 'TOOLNAME', name);\nform.setAttribute('toolnames', 'x');\nclient.getTools();\nnavigator.modelContext?.getTools();\n</script>";
        let said = super::assumed(page, None);
        assert_eq!(said.len(), 2, "{said:?}");
        assert!(
            said[0].starts_with("setAttribute(\"toolname\", …) at line 3 "),
            "{said:?}"
        );
        assert!(said[1].starts_with("getTools() at line 6 "), "{said:?}");
    }

    #[test]
    fn text_and_external_scripts_are_no_scripts() {
        let page = "<textarea><script>navigator.modelContext.registerTool({ name: \"typed\" })</script><form toolname=\"f\"></form></textarea>\n<script src=\"/app.js\">navigator.modelContext.registerTool({ name: \"ignored\" })</script>\n<script>navigator.modelContext.registerTool({ name: \"run\" })</script>";
        assert_eq!(tools(page), [("run".to_owned(), None)]);
        // An external script's text is never a parse failure.
        assert!(
            read(
                "<script src=x.js>navigator.modelContext.registerTool({ name: </script>",
                Language::Html,
                None
            )
            .is_ok()
        );
    }

    #[test]
    fn a_script_that_registers_must_parse_but_markup_need_not() {
        assert!(
            read(
                "<form toolname=\"a\"><p>unclosed <b>tags</form>",
                Language::Html,
                None
            )
            .is_ok()
        );
        let broken = "<script>navigator.modelContext.registerTool({ name: </script>";
        let failure = read(broken, Language::Html, None).expect_err("a syntax error");
        assert!(failure.message.contains("<script>"), "{}", failure.message);
    }
}
