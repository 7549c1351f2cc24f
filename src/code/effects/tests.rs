//! The catalogue read over small handlers of every language.

use super::handler_effects;
use crate::base::method::{Effect, EffectKind, HandlerEffects};
use crate::base::profile::Method;
use crate::code::Language;

/// The effects of the first function of `text`, as a reader hands it over.
fn effects_in(language: Language, text: &str) -> HandlerEffects {
    let tree = crate::code::parse_tree(text, language).expect("parses");
    let mut handler = None;
    crate::code::tree::preorder(tree.root_node(), |node| {
        let function = matches!(
            node.kind(),
            "arrow_function"
                | "function_declaration"
                | "function_definition"
                | "function_item"
                | "method_declaration"
                | "method"
                | "singleton_method"
        );
        if function && handler.is_none() {
            handler = Some(node);
        }
    });
    handler_effects(text, language, handler.expect("a function"), None)
}

fn method_in(language: Language, text: &str) -> Option<Method> {
    effects_in(language, text)
        .method()
        .map(|(method, _)| method)
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
            Language::Kotlin,
            "suspend fun f() { client.delete(url) }",
            Method::Delete,
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
        assert_eq!(method_in(language, text), Some(method), "{text}");
    }
}

#[test]
fn a_read_then_a_write_is_the_write() {
    let both = "async () => { await api.get(u); await api.patch(u, b); }";
    assert_eq!(method_in(Language::TypeScript, both), Some(Method::Patch));
    let same = "async () => { await client.get(a); await client.get(b); }";
    assert_eq!(method_in(Language::TypeScript, same), Some(Method::Get));
}

#[test]
fn maps_and_settings_are_no_clients() {
    for (language, text) in [
        (Language::TypeScript, "() => cache.get(key)"),
        (
            Language::Java,
            "class A { String f() { return settings.get(key); } }",
        ),
        (
            Language::Php,
            "<?php function f() { return $settings->get('key'); }",
        ),
        (Language::Ruby, "def call\n  options.delete(:id)\nend\n"),
        (Language::TypeScript, "() => { sessions.delete(id); }"),
    ] {
        assert_eq!(
            effects_in(language, text),
            HandlerEffects::default(),
            "{text}"
        );
    }
}

#[test]
fn sql_verbs_decide_the_effect() {
    for (statement, effect) in [
        ("SELECT * FROM t", Some(Effect::Read)),
        ("  insert into t values (1)", Some(Effect::Write)),
        ("UPDATE t SET a = 1", Some(Effect::Overwrite)),
        ("DROP TABLE t", Some(Effect::Delete)),
        ("VACUUM", None),
    ] {
        assert_eq!(super::sql_effect(statement), effect, "{statement}");
    }
    let audit = "def f():\n    db.execute(\"INSERT INTO audit_log VALUES (1)\")\n";
    assert!(effects_in(Language::Python, audit).effects.is_empty());
}

#[test]
fn a_branch_a_callback_or_an_early_return_makes_a_call_uncertain() {
    for text in [
        "async () => { if (force) { await axios.delete(u); } }",
        "async () => { items.forEach((item) => axios.delete(item)); }",
        "async ({ dryRun }) => { if (dryRun) { return; } await axios.delete(u); }",
    ] {
        let effects = effects_in(Language::TypeScript, text);
        assert_eq!(effects.method(), None, "{text}");
        assert_eq!(effects.uncertain_writes().count(), 1, "{text}");
    }
    // A guard of a failure is no choice of the caller's.
    let guarded = "async ({ id }) => { if (!id) { return; } await axios.delete(u); }";
    assert_eq!(
        method_in(Language::TypeScript, guarded),
        Some(Method::Delete)
    );
    let go = "package x\nfunc f() error { if err := os.Remove(p); err != nil { return err }\nreturn nil }\n";
    assert_eq!(method_in(Language::Go, go), Some(Method::Delete));
}

#[test]
fn helpers_are_followed_to_depth_three_only() {
    let two = "function a() { b(); }\nfunction b() { c(); }\nfunction c() { axios.delete(u); }\n";
    let tree = crate::code::parse_tree(two, Language::TypeScript).expect("parses");
    let handler = tree.root_node().named_child(0).expect("a");
    let effects = handler_effects(two, Language::TypeScript, handler, None);
    let call = &effects.effects[0];
    assert_eq!(call.via, ["b", "c"]);
    assert_eq!(call.kind, EffectKind::Http);
    let deep = "function a() { b(); }\nfunction b() { c(); }\nfunction c() { d(); }\nfunction d() { e(); }\nfunction e() { axios.delete(u); }\n";
    let tree = crate::code::parse_tree(deep, Language::TypeScript).expect("parses");
    let handler = tree.root_node().named_child(0).expect("a");
    assert!(
        handler_effects(deep, Language::TypeScript, handler, None)
            .effects
            .is_empty()
    );
    let recursive = "function a() { a(); axios.get(u); }\n";
    let tree = crate::code::parse_tree(recursive, Language::TypeScript).expect("parses");
    let handler = tree.root_node().named_child(0).expect("a");
    assert_eq!(
        handler_effects(recursive, Language::TypeScript, handler, None)
            .effects
            .len(),
        1
    );
}

/// The catalogue as docs/effects.md lists it: a table per language family.
fn catalogue_markdown() -> String {
    let mut out = String::new();
    for (family, _, rows) in super::tables::TABLES {
        out.push_str(&format!("### {family}\n\n| library | kind | calls | receiver | effect |\n|---|---|---|---|---|\n"));
        for row in *rows {
            out.push_str(&format!(
                "| {} | {} | {} | {} | {} |\n",
                row.library,
                row.kind.as_str(),
                row.names.describe(),
                row.receivers.describe(),
                row.reads.describe()
            ));
        }
        out.push('\n');
    }
    out.push_str("### Not effects\n\n| what | recognised by |\n|---|---|\n");
    for (what, by) in super::judge::NOT_EFFECTS {
        out.push_str(&format!("| {what} | {by} |\n"));
    }
    out
}

#[test]
fn docs_list_every_row_of_the_catalogue() {
    let docs = include_str!("../../../docs/effects.md");
    let begin =
        "<!-- catalogue: begin (generated from src/code/effects/, checked by its tests) -->\n";
    let end = "<!-- catalogue: end -->";
    let listed = docs
        .split_once(begin)
        .and_then(|(_, rest)| rest.split_once(end))
        .map(|(listed, _)| listed);
    let expected = catalogue_markdown();
    if let Ok(path) = std::env::var("HINTLINT_BLESS_EFFECTS") {
        std::fs::write(path, &expected).expect("writes the catalogue");
    }
    assert_eq!(
        listed,
        Some(expected.as_str()),
        "docs/effects.md lists the catalogue between its markers; run with \
         HINTLINT_BLESS_EFFECTS=/tmp/catalogue.md to write what it should list"
    );
}

#[test]
fn kotlin_a_post_to_a_search_url_is_a_read_and_a_helper_is_followed() {
    let search = "fun f() { client.post(\"https://labels.example.com/labels/search\") }";
    assert_eq!(method_in(Language::Kotlin, search), Some(Method::Get));
    let helper = "fun f() { rename(client, id) }\nfun rename(client: HttpClient, id: String) { client.patch(\"https://l.example.com/$id\") }";
    assert_eq!(method_in(Language::Kotlin, helper), Some(Method::Patch));
}

#[test]
fn a_mutation_sent_in_a_trailing_lambda_or_a_builder_is_a_write() {
    let kotlin = r#"fun f() { client.post("https://api.example.com/graphql") { setBody("{\"query\": \"mutation { closeIssues { id } }\"}") } }"#;
    assert_eq!(method_in(Language::Kotlin, kotlin), Some(Method::Post));
    let rust = r##"async fn f(&self) { self.client.post("https://api.example.com/graphql").body(r#"{"query": "mutation { closeIssues { id } }"}"#).send().await; }"##;
    assert_eq!(method_in(Language::Rust, rust), Some(Method::Post));
    // A query sent the same way stays a read.
    let query = kotlin.replace("mutation", "query");
    assert_eq!(method_in(Language::Kotlin, &query), Some(Method::Get));
}

#[test]
fn a_graphql_document_in_a_variable_is_read_through_its_name() {
    let cases = [
        (
            Language::TypeScript,
            "const MUTATION = `mutation Close($id: ID!) { closeIssue(id: $id) { id } }`;\nasync function f() { await client.post(GRAPHQL_URL, { query: MUTATION }); }",
        ),
        (
            Language::TypeScript,
            "const MUTATION = gql`mutation { closeIssues { id } }`;\nasync function f() { await client.request(MUTATION); await axios.post(\"/graphql\", { query: MUTATION }); }",
        ),
        (
            Language::Python,
            "def f():\n    query = \"\"\"mutation { closeIssues { id } }\"\"\"\n    return requests.post(API, json={\"query\": query})\n",
        ),
        (
            Language::Go,
            "const closeIssues = `mutation { closeIssues { id } }`\nfunc f() { http.Post(api, \"application/json\", body(closeIssues)) }",
        ),
        (
            Language::Rust,
            "const CLOSE: &str = \"mutation { closeIssues { id } }\";\nasync fn f(&self) { self.client.post(API).json(&json!({\"query\": CLOSE})).send().await; }",
        ),
        (
            Language::CSharp,
            "class T { private const string Close = \"mutation { closeIssues { id } }\";\npublic async Task F() { await client.PostAsJsonAsync(\"/graphql\", new { query = Close }); } }",
        ),
        (
            Language::Java,
            "class T { private static final String CLOSE = \"mutation { closeIssues { id } }\";\npublic String f() { return restTemplate.postForObject(url, Map.of(\"query\", CLOSE), String.class); } }",
        ),
        (
            Language::Kotlin,
            "const val CLOSE = \"mutation { closeIssues { id } }\"\nsuspend fun f() { client.post(url) { setBody(mapOf(\"query\" to CLOSE)) } }",
        ),
        (
            Language::Php,
            "<?php\nclass T { private const CLOSE = 'mutation { closeIssues { id } }';\npublic function f() { $this->client->post('/graphql', ['json' => ['query' => self::CLOSE]]); } }",
        ),
        (
            Language::Php,
            "<?php\nfunction f() { $query = 'mutation { closeIssues { id } }';\n$client->post($url, ['json' => ['query' => $query]]); }",
        ),
        (
            Language::Ruby,
            "CLOSE = \"mutation { closeIssues { id } }\"\ndef f\n  conn.post(\"/graphql\", { query: CLOSE }.to_json)\nend\n",
        ),
    ];
    for (language, text) in cases {
        let effects = effects_in(language, text);
        assert_eq!(
            effects.method().map(|(method, _)| method),
            Some(Method::Post),
            "{language:?}: {text}\n{effects:?}"
        );
        assert!(
            effects
                .effects
                .iter()
                .any(|effect| effect.kind == EffectKind::GraphQl),
            "{language:?}: {text}"
        );
        // The same document a query: a read.
        let query = text.replacen("mutation", "query", 1);
        assert_eq!(
            method_in(language, &query),
            Some(Method::Get),
            "{language:?}: {query}"
        );
    }
}

#[test]
fn a_name_bound_in_another_function_or_twice_is_not_read() {
    // `query` is a mutation in another function; this one's is its
    // parameter: what it sends is not known, and the URL says GraphQL.
    let other = "def g():\n    query = \"mutation { closeIssues { id } }\"\n\ndef f(query):\n    return requests.post(API + \"/graphql\", json={\"query\": query})\n";
    let tree = crate::code::parse_tree(other, Language::Python).expect("parses");
    let mut handlers = Vec::new();
    crate::code::tree::preorder(tree.root_node(), |node| {
        if node.kind() == "function_definition" {
            handlers.push(node);
        }
    });
    let effects = handler_effects(other, Language::Python, handlers[1], None);
    assert_eq!(
        effects.method().map(|(method, _)| method),
        Some(Method::Get)
    );
    // A constant bound twice outside functions: neither is read.
    let twice = "DOC = \"mutation { a }\"\nDOC = \"query { a }\"\ndef f():\n    return requests.post(API + \"/graphql\", json={\"query\": DOC})\n";
    assert_eq!(method_in(Language::Python, twice), Some(Method::Get));
}
