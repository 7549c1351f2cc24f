//! The HTTP request a tool's handler makes, for `[[binding]] preset =
//! "calls"`: the handler's body is searched for requests whose method the
//! code states — `fetch(url, {method: "POST"})`, `axios.delete(…)`,
//! `requests.put(…)`, `httpx.patch(…)`, `http.NewRequest(http.MethodGet,
//! …)`, Java's `restTemplate.delete(…)` and `HttpRequest.newBuilder()…
//! .DELETE()`, Kotlin's Ktor `client.delete(…)` — and a handler whose
//! requests all use one method is bound to it.
//! A handler making requests of several methods, or none hintlint
//! recognises, is bound to nothing.

use tree_sitter::Node;

use super::Language;
use super::tree::{self, children, span};
use crate::base::method::HandlerCall;
use crate::base::profile::Method;

/// The methods HTTP clients name their request functions after.
const METHOD_NAMES: [&str; 5] = ["get", "post", "put", "patch", "delete"];

/// Receivers whose `get`/`post`/… are HTTP requests: the common clients
/// and the names code gives its client objects (a `map.get` is not one).
const CLIENTS: [&str; 17] = [
    "axios",
    "ky",
    "got",
    "superagent",
    "requests",
    "httpx",
    "http",
    "api",
    "client",
    "apiclient",
    "httpclient",
    "session",
    "asyncclient",
    "http_client",
    "restclient",
    "webclient",
    "resttemplate",
];

/// The one request method `handler` (a function, or its body) uses.
pub fn handler_call(text: &str, language: Language, handler: Node<'_>) -> Option<HandlerCall> {
    let mut found: Vec<HandlerCall> = Vec::new();
    tree::preorder(handler, |node| {
        let call = match language {
            Language::TypeScript | Language::Tsx if node.kind() == "call_expression" => {
                javascript(text, node)
            }
            Language::Python if node.kind() == "call" => python(text, node),
            Language::Go if node.kind() == "call_expression" => go(text, node),
            Language::Rust if node.kind() == "call_expression" => rust(text, node),
            Language::CSharp if node.kind() == "invocation_expression" => csharp(text, node),
            Language::Java if node.kind() == "method_invocation" => java(text, node),
            Language::Kotlin if node.kind() == "call_expression" => kotlin(text, node),
            Language::Php if node.kind().ends_with("call_expression") => php(text, node),
            Language::Ruby if node.kind() == "call" => ruby(text, node),
            _ => None,
        };
        found.extend(call);
    });
    let first = found.first()?;
    found
        .iter()
        .all(|call| call.method == first.method)
        .then(|| first.clone())
}

/// The call at `node` as shown: `axios.delete(…)`.
fn shown(text: &str, callee: Node<'_>) -> String {
    format!("{}(…)", tree::text(text, callee))
}

/// The last segment of a receiver, lower-cased: `this.apiClient` → `apiclient`.
fn receiver(text: &str, object: Node<'_>) -> String {
    let written = tree::text(text, object);
    written
        .rsplit(['.', '>'])
        .next()
        .unwrap_or(written)
        .to_ascii_lowercase()
}

/// A request made with `name` on `object`, when `object` is an HTTP client
/// and `name` a method.
fn client_method(text: &str, object: Node<'_>, name: &str) -> Option<Method> {
    let method = METHOD_NAMES.iter().find(|method| **method == name)?;
    CLIENTS
        .contains(&receiver(text, object).as_str())
        .then(|| Method::parse(method))?
}

/// The `method` member of an options object literal (JavaScript).
fn method_member(text: &str, options: Option<Node<'_>>) -> Option<Option<Method>> {
    let Some(options) = options.filter(|options| options.kind() == "object") else {
        return Some(None);
    };
    for pair in children(options) {
        let key = pair.child_by_field_name("key");
        let named_method =
            key.is_some_and(|key| tree::text(text, key).trim_matches(['"', '\'']) == "method");
        if pair.kind() == "pair" && named_method {
            let value = pair.child_by_field_name("value")?;
            let written = tree::text(text, value).trim_matches(['"', '\'', '`']);
            return Some(Some(Method::parse(written)?));
        }
    }
    Some(None)
}

/// `fetch(url, {method})`, `axios.delete(…)`, `axios({method})`.
fn javascript(text: &str, call: Node<'_>) -> Option<HandlerCall> {
    let callee = call.child_by_field_name("function")?;
    let arguments: Vec<Node<'_>> = call
        .child_by_field_name("arguments")
        .map(children)
        .unwrap_or_default();
    let method = match callee.kind() {
        "identifier" if tree::text(text, callee) == "fetch" => {
            method_member(text, arguments.get(1).copied())?.unwrap_or(Method::Get)
        }
        "identifier" if tree::text(text, callee) == "axios" => {
            method_member(text, arguments.first().copied())?.unwrap_or(Method::Get)
        }
        "member_expression" => {
            let object = callee.child_by_field_name("object")?;
            let property = tree::text(text, callee.child_by_field_name("property")?);
            if property == "request" && receiver(text, object) == "axios" {
                method_member(text, arguments.first().copied())?.unwrap_or(Method::Get)
            } else {
                client_method(text, object, property)?
            }
        }
        _ => return None,
    };
    Some(HandlerCall {
        method,
        span: span(call),
        shown: shown(text, callee),
    })
}

/// `requests.post(…)`, `client.delete(…)`, `session.request("PUT", …)`.
fn python(text: &str, call: Node<'_>) -> Option<HandlerCall> {
    let callee = call.child_by_field_name("function")?;
    if callee.kind() != "attribute" {
        return None;
    }
    let object = callee.child_by_field_name("object")?;
    let name = tree::text(text, callee.child_by_field_name("attribute")?);
    let method = client_request(text, call, object, name)?;
    Some(HandlerCall {
        method,
        span: span(call),
        shown: shown(text, callee),
    })
}

/// The method of `object.name(…)`, the call at `call`: `client.delete(…)`,
/// or `session.request("PUT", …)` / `client.request(Method::PUT, …)` with
/// the method as the first argument (a string, or a path ending in it).
fn client_request(text: &str, call: Node<'_>, object: Node<'_>, name: &str) -> Option<Method> {
    if name != "request" {
        return client_method(text, object, name);
    }
    if !CLIENTS.contains(&receiver(text, object).as_str()) {
        return None;
    }
    let first = call
        .child_by_field_name("arguments")
        .and_then(|arguments| children(arguments).into_iter().next())?;
    let written = tree::text(text, first).trim_matches(['"', '\'']);
    Method::parse(written.rsplit("::").next().unwrap_or(written))
}

/// `http.NewRequest(http.MethodPut, …)`, `http.Get(…)`, `client.Post(…)`.
fn go(text: &str, call: Node<'_>) -> Option<HandlerCall> {
    let callee = call.child_by_field_name("function")?;
    if callee.kind() != "selector_expression" {
        return None;
    }
    let package = tree::text(text, callee.child_by_field_name("operand")?);
    let name = tree::text(text, callee.child_by_field_name("field")?);
    let arguments: Vec<Node<'_>> = call
        .child_by_field_name("arguments")
        .map(children)
        .unwrap_or_default();
    let method = match (package, name) {
        ("http", "NewRequest") => go_method(text, *arguments.first()?)?,
        ("http", "NewRequestWithContext") => go_method(text, *arguments.get(1)?)?,
        (_, "Get") if is_go_client(package) => Method::Get,
        (_, "Post" | "PostForm") if is_go_client(package) => Method::Post,
        _ => return None,
    };
    Some(HandlerCall {
        method,
        span: span(call),
        shown: shown(text, callee),
    })
}

/// `client.get(url)`, `self.http.delete(url)` (reqwest's client), and
/// `client.request(Method::PUT, url)`.
fn rust(text: &str, call: Node<'_>) -> Option<HandlerCall> {
    let callee = call.child_by_field_name("function")?;
    if callee.kind() != "field_expression" {
        return None;
    }
    let object = callee.child_by_field_name("value")?;
    let name = tree::text(text, callee.child_by_field_name("field")?);
    let method = client_request(text, call, object, name)?;
    Some(HandlerCall {
        method,
        span: span(call),
        shown: shown(text, callee),
    })
}

/// `HttpClient`'s `GetAsync`, `PostAsJsonAsync`, `DeleteAsync`,
/// `GetFromJsonAsync`, `PutAsync`, `PatchAsync`… on a client named as one
/// (`_http`, `httpClient`, `client`).
fn csharp(text: &str, call: Node<'_>) -> Option<HandlerCall> {
    let callee = call.child_by_field_name("function")?;
    if callee.kind() != "member_access_expression" {
        return None;
    }
    let object = callee.child_by_field_name("expression")?;
    let name = tree::text(text, callee.child_by_field_name("name")?);
    let client = receiver(text, object);
    let client = client.trim_start_matches('_');
    if !(CLIENTS.contains(&client) || client == "httpclient" || client == "http") {
        return None;
    }
    let verb = METHOD_NAMES.iter().find(|verb| {
        name.len() > verb.len()
            && name[..verb.len()].eq_ignore_ascii_case(verb)
            && name[verb.len()..].ends_with("Async")
            && name.as_bytes()[verb.len()].is_ascii_uppercase()
    })?;
    Some(HandlerCall {
        method: Method::parse(verb)?,
        span: span(call),
        shown: shown(text, callee),
    })
}

/// Java: `HttpRequest.newBuilder()….DELETE()` (and `.method("PATCH", …)`)
/// of `java.net.http`, Spring's `restTemplate.delete(…)`,
/// `postForObject(…)` and the rest, and `restClient.post()` /
/// `webClient.delete()` (a client's lower-case method).
fn java(text: &str, call: Node<'_>) -> Option<HandlerCall> {
    let object = call.child_by_field_name("object")?;
    let name = tree::text(text, call.child_by_field_name("name")?);
    let method = match name {
        "GET" | "POST" | "PUT" | "DELETE" => Method::parse(name)?,
        "method" => {
            let first = call
                .child_by_field_name("arguments")
                .and_then(|arguments| children(arguments).into_iter().next())?;
            Method::parse(tree::text(text, first).trim_matches('"'))?
        }
        _ if receiver(text, object) == "resttemplate" => rest_template(name)?,
        _ => client_method(text, object, name)?,
    };
    Some(HandlerCall {
        method,
        span: span(call),
        shown: format!("{}.{name}(…)", tree::text(text, object)),
    })
}

/// The method of Spring's `RestTemplate` call `name`.
fn rest_template(name: &str) -> Option<Method> {
    let verb = ["delete", "put", "post", "patch", "get"]
        .into_iter()
        .find(|verb| {
            name == *verb
                || name
                    .strip_prefix(verb)
                    .is_some_and(|rest| rest.starts_with("For"))
        })?;
    Method::parse(verb)
}

/// Kotlin: Ktor's `client.delete(…)`, `httpClient.post(…) { … }`.
fn kotlin(text: &str, call: Node<'_>) -> Option<HandlerCall> {
    let callee = call.named_child(0)?;
    if callee.kind() != "navigation_expression" {
        return None;
    }
    let parts = children(callee);
    let object = *parts.first()?;
    let name = tree::text(text, *parts.last()?);
    let method = client_method(text, object, name)?;
    Some(HandlerCall {
        method,
        span: span(call),
        shown: shown(text, callee),
    })
}

/// PHP: Laravel's `Http::delete(…)`, a client's `$client->post(…)`
/// (Guzzle, Symfony's HttpClient) and `$client->request('PATCH', …)`.
fn php(text: &str, call: Node<'_>) -> Option<HandlerCall> {
    let name = tree::text(text, call.child_by_field_name("name")?);
    let method = match call.kind() {
        "scoped_call_expression" => {
            let scope = tree::text(text, call.child_by_field_name("scope")?);
            let facade = scope.rsplit('\\').next().unwrap_or(scope);
            if facade != "Http" {
                return None;
            }
            Method::parse(METHOD_NAMES.iter().find(|verb| **verb == name)?)?
        }
        "member_call_expression" => {
            let object = call.child_by_field_name("object")?;
            let client = receiver(text, object);
            if !CLIENTS.contains(&client.trim_start_matches('$')) {
                return None;
            }
            if name == "request" {
                let first = call
                    .child_by_field_name("arguments")
                    .and_then(|arguments| children(arguments).into_iter().next())?;
                Method::parse(tree::text(text, first).trim_matches(['\'', '"']))?
            } else {
                Method::parse(METHOD_NAMES.iter().find(|verb| **verb == name)?)?
            }
        }
        _ => return None,
    };
    Some(HandlerCall {
        method,
        span: span(call),
        shown: format!(
            "{}(…)",
            tree::text(text, call).split('(').next().unwrap_or(name)
        ),
    })
}

/// Ruby: `HTTParty.delete(…)`, Faraday's `conn.post(…)`, a client's
/// `client.put(…)`, and `Net::HTTP::Delete.new(…)`.
fn ruby(text: &str, call: Node<'_>) -> Option<HandlerCall> {
    let receiver = call.child_by_field_name("receiver")?;
    let name = tree::text(text, call.child_by_field_name("method")?);
    let written = tree::text(text, receiver);
    let last = written
        .rsplit(['.', ':'])
        .next()
        .unwrap_or(written)
        .trim_start_matches('@');
    let method = if name == "new" && written.contains("HTTP::") {
        Method::parse(&last.to_ascii_lowercase())?
    } else {
        let client = last.to_ascii_lowercase();
        let known = CLIENTS.contains(&client.as_str())
            || matches!(
                client.as_str(),
                "httparty" | "faraday" | "conn" | "connection"
            );
        if !known {
            return None;
        }
        Method::parse(METHOD_NAMES.iter().find(|verb| **verb == name)?)?
    };
    Some(HandlerCall {
        method,
        span: span(call),
        shown: format!("{written}.{name}(…)"),
    })
}

/// `net/http` itself or a `*http.Client` named as one.
fn is_go_client(package: &str) -> bool {
    let last = package
        .rsplit('.')
        .next()
        .unwrap_or(package)
        .to_ascii_lowercase();
    last == "http" || last == "client" || last == "httpclient"
}

/// A Go method argument: `"DELETE"` or `http.MethodDelete`.
fn go_method(text: &str, argument: Node<'_>) -> Option<Method> {
    let written = tree::text(text, argument);
    let name = written
        .strip_prefix("http.Method")
        .unwrap_or(written.trim_matches(['"', '`']));
    Method::parse(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call_in(language: Language, text: &str) -> Option<HandlerCall> {
        let tree = crate::code::parse_tree(text, language).expect("parses");
        handler_call(text, language, tree.root_node())
    }

    #[test]
    fn each_language_states_its_method() {
        let cases = [
            (
                Language::TypeScript,
                "async () => { await axios.delete(`/users/${id}`); }",
                Method::Delete,
            ),
            (
                Language::TypeScript,
                "async () => fetch(url, { method: \"PATCH\", body })",
                Method::Patch,
            ),
            (
                Language::TypeScript,
                "async () => (await fetch(url)).json()",
                Method::Get,
            ),
            (
                Language::Python,
                "def f():\n    return requests.put(url, json=body)\n",
                Method::Put,
            ),
            (
                Language::Go,
                "package x\nfunc f() { req, _ := http.NewRequest(http.MethodPost, u, nil) }\n",
                Method::Post,
            ),
            (
                Language::Rust,
                "async fn f(&self) { self.client.delete(url).send().await; }",
                Method::Delete,
            ),
            (
                Language::Rust,
                "fn f() { client.request(reqwest::Method::PUT, url); }",
                Method::Put,
            ),
            (
                Language::CSharp,
                "class A { async Task F() { await _http.PostAsJsonAsync(u, b); } }",
                Method::Post,
            ),
            (
                Language::CSharp,
                "class A { Task<string> F() => httpClient.GetStringAsync(u); }",
                Method::Get,
            ),
            (
                Language::Java,
                "class A { void f() { restTemplate.delete(url, id); } }",
                Method::Delete,
            ),
            (
                Language::Java,
                "class A { String f() { return this.restTemplate.postForObject(url, b, String.class); } }",
                Method::Post,
            ),
            (
                Language::Java,
                "class A { void f() { var r = HttpRequest.newBuilder().uri(u).PUT(body).build(); } }",
                Method::Put,
            ),
            (
                Language::Java,
                "class A { void f() { var r = HttpRequest.newBuilder(u).method(\"PATCH\", body).build(); } }",
                Method::Patch,
            ),
            (
                Language::Java,
                "class A { String f() { return restClient.get().uri(u).retrieve().body(String.class); } }",
                Method::Get,
            ),
            (
                Language::Kotlin,
                "suspend fun f() { client.delete(url) }",
                Method::Delete,
            ),
            (
                Language::Kotlin,
                "suspend fun f() { httpClient.post(url) { setBody(b) } }",
                Method::Post,
            ),
            (
                Language::Php,
                "<?php function f() { return Http::delete($url); }",
                Method::Delete,
            ),
            (
                Language::Php,
                "<?php function f() { return $this->client->request('PATCH', $url); }",
                Method::Patch,
            ),
            (
                Language::Php,
                "<?php function f($client) { return $client->post($url, ['json' => $b]); }",
                Method::Post,
            ),
            (
                Language::Ruby,
                "def self.call(id:)\n  HTTParty.delete(url)\nend\n",
                Method::Delete,
            ),
            (
                Language::Ruby,
                "def call\n  request = Net::HTTP::Put.new(uri)\nend\n",
                Method::Put,
            ),
            (
                Language::Ruby,
                "def call\n  @conn.get('/notes')\nend\n",
                Method::Get,
            ),
        ];
        for (language, text, method) in cases {
            assert_eq!(
                call_in(language, text).map(|call| call.method),
                Some(method),
                "{text}"
            );
        }
    }

    #[test]
    fn several_methods_or_none_bind_nothing() {
        let both = "async () => { await api.get(u); await api.post(u, b); }";
        assert_eq!(call_in(Language::TypeScript, both), None);
        let map = "() => cache.get(key)";
        assert_eq!(call_in(Language::TypeScript, map), None);
        let map = "class A { String f() { return settings.get(key); } }";
        assert_eq!(call_in(Language::Java, map), None);
        let template = "class A { void f() { restTemplate.getForObject(u, String.class); restTemplate.delete(u); } }";
        assert_eq!(call_in(Language::Java, template), None);
        let settings = "<?php function f() { return $settings->get('key'); }";
        assert_eq!(call_in(Language::Php, settings), None);
        let hash = "def call\n  options.delete(:id)\nend\n";
        assert_eq!(call_in(Language::Ruby, hash), None);
        let same = "async () => { await client.get(a); await client.get(b); }";
        assert_eq!(
            call_in(Language::TypeScript, same).map(|call| call.method),
            Some(Method::Get)
        );
    }
}
