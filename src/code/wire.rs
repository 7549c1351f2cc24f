//! What each SDK sends when the author writes a hint, part of them, or
//! nothing: most SDKs omit what is not written, but some send values of
//! their own. A registration whose SDK seeds values carries its [`Seed`];
//! rules judge the values clients receive and say where a seeded one came
//! from, and a fix states the intended value in the code.
//!
//! [`SDKS`] is the table the docs print (`docs/source-code.md`), with the
//! version each row was read from.

use std::ops::Range;

use crate::base::hint::Hint;

/// Values the SDK of a tool registered in code sends for hints the code
/// does not write, and the call that seeds them.
#[derive(Debug, Clone)]
pub struct Seeded {
    /// What the SDK sends.
    pub seed: &'static Seed,
    /// Where findings on a seeded value point: the call that seeds it.
    pub at: Range<usize>,
}

/// Values an SDK sends for hints the author did not write.
#[derive(Debug, PartialEq, Eq)]
pub struct Seed {
    /// What seeds them, as findings name it (`mcp.NewTool`).
    pub by: &'static str,
    /// Why, for the note.
    pub why: &'static str,
    /// The values, in [`Hint::ALL`] order; `None` is omitted.
    pub values: [Option<bool>; 4],
}

impl Seed {
    /// The value seeded for `hint`, if any.
    pub fn get(&self, hint: Hint) -> Option<bool> {
        self.values[hint as usize]
    }

    /// The note of a finding on a seeded value.
    pub fn note(&self, hint: Hint, value: bool) -> String {
        format!(
            "{} sends `{}: {value}` although the code does not write it: {}",
            self.by,
            hint.key(),
            self.why
        )
    }
}

/// mcp-go's `mcp.NewTool`: all four hints seeded with the documented
/// defaults, as non-nil pointers; each `With…HintAnnotation` option
/// overrides one, and `WithToolAnnotation` replaces them all.
pub static MCP_GO_NEW_TOOL: Seed = Seed {
    by: "mcp-go's `mcp.NewTool`",
    why: "it starts every tool with readOnlyHint: false, destructiveHint: true, \
          idempotentHint: false and openWorldHint: true, and an option overrides one",
    values: [Some(false), Some(true), Some(false), Some(true)],
};

/// The official Go SDK from v1.7.0: `ReadOnlyHint` and `IdempotentHint`
/// are plain `bool`s, sent even when false.
pub static GO_SDK_PLAIN_BOOLS: Seed = Seed {
    by: "go-sdk (v1.7.0 and later)",
    why: "its `ReadOnlyHint` and `IdempotentHint` fields are plain bools, sent as false \
          when the struct leaves them out (MCPGODEBUG=hintomitempty=1 restores omitting them)",
    values: [Some(false), None, Some(false), None],
};

/// The Kotlin SDK's `ToolAnnotations(…)` before 0.8.0: its four hints
/// defaulted to the spec's defaults, and the SDK's JSON encoded defaults.
pub static KOTLIN_SDK_BEFORE_0_8: Seed = Seed {
    by: "the Kotlin SDK's `ToolAnnotations` (before 0.8.0)",
    why: "its hints default to readOnlyHint = false, destructiveHint = true, \
          idempotentHint = false and openWorldHint = true, and the SDK sends defaults \
          (from 0.8.0 an unwritten hint is null and omitted)",
    values: [Some(false), Some(true), Some(false), Some(true)],
};

/// Spring AI's `@McpTool` (and spring-ai-community's `mcp-annotations`):
/// every tool is sent with annotations built from its
/// `@McpTool.McpAnnotations`, written or not, whose members default to
/// readOnlyHint false, destructiveHint true, idempotentHint false and
/// openWorldHint true.
pub static SPRING_AI_MCP_TOOL: Seed = Seed {
    by: "Spring AI's `@McpTool`",
    why: "it sends all four hints of every tool, each one the code does not write at \
          `@McpTool.McpAnnotations`' default (readOnlyHint = false, destructiveHint = true, \
          idempotentHint = false, openWorldHint = true)",
    values: [Some(false), Some(true), Some(false), Some(true)],
};

/// Quarkus MCP server's `@Tool(annotations = @Tool.Annotations(…))`: once
/// `annotations` is written, all four hints are sent, each member not
/// written at its default.
pub static QUARKUS_TOOL_ANNOTATIONS: Seed = Seed {
    by: "Quarkus MCP's `@Tool.Annotations`",
    why: "once `annotations` is written it sends all four hints, each one the code does \
          not write at its default (readOnlyHint = false, destructiveHint = true, \
          idempotentHint = false, openWorldHint = true)",
    values: [Some(false), Some(true), Some(false), Some(true)],
};

/// A tool annotation whose type the project declares (`@interface Tool {
/// Annotations annotations() default @Annotations; @interface Annotations {
/// boolean destructiveHint() default true; … } }`): a member left out is
/// the default the declaration gives, and that is what is sent. One seed
/// per combination of declared defaults ([`declared_defaults`]).
static DECLARED_DEFAULTS: [Seed; 81] = declared_seeds();

/// The seed of a project's annotation type whose hint members default to
/// `values` (in [`Hint::ALL`] order; `None`: no default declared).
pub fn declared_defaults(values: [Option<bool>; 4]) -> &'static Seed {
    let index = values.iter().rev().fold(0, |index, value| {
        index * 3
            + match value {
                None => 0,
                Some(false) => 1,
                Some(true) => 2,
            }
    });
    &DECLARED_DEFAULTS[index]
}

/// Every seed of [`DECLARED_DEFAULTS`], the one at index `i` holding the
/// values its base-3 digits say (least significant first).
const fn declared_seeds() -> [Seed; 81] {
    const NONE: Seed = Seed {
        by: "",
        why: "",
        values: [None; 4],
    };
    let mut seeds = [NONE; 81];
    let mut index = 0;
    while index < 81 {
        let mut values = [None; 4];
        let mut digits = index;
        let mut hint = 0;
        while hint < 4 {
            values[hint] = match digits % 3 {
                0 => None,
                1 => Some(false),
                _ => Some(true),
            };
            digits /= 3;
            hint += 1;
        }
        seeds[index] = Seed {
            by: "the project's tool annotation type",
            why: "every member a tool's annotation leaves out takes the default the \
                  annotation type's declaration gives (`boolean destructiveHint() default …`), \
                  and the project sends those values",
            values,
        };
        index += 1;
    }
    seeds
}

/// The hints WebMCP's `ToolAnnotations` dictionary has (the W3C draft of
/// 2026-06): `readOnlyHint` (beside `untrustedContentHint`). A browser
/// drops the other MCP hints as unknown dictionary members, so they are
/// neither asked for nor written.
pub const WEBMCP_HINTS: &[Hint] = &[Hint::ReadOnly];

/// A WebMCP declarative form (`<form toolname=…>`): the draft gives a
/// form no hint attribute, and the browser's `ToolAnnotations` default
/// `readOnlyHint` to false (the draft of 2026-03, webmcp pull request 123).
pub static WEBMCP_FORM: Seed = Seed {
    by: "the browser (a WebMCP declarative form)",
    why: "a form has no attribute for hints (webmachinelearning/webmcp issue 163), and \
          WebMCP's readOnlyHint defaults to false; only a tool registered with \
          navigator.modelContext.registerTool can say readOnlyHint: true",
    values: [Some(false), None, None, None],
};

/// The `mcp` gem's `annotations(…)` (`MCP::Tool::Annotations`, from
/// 0.10.0): every hint it is not given takes its default, and all four
/// are sent (1.3.0, `lib/mcp/tool/annotations.rb`).
pub static RUBY_MCP_ANNOTATIONS: Seed = Seed {
    by: "the `mcp` gem's `annotations`",
    why: "`MCP::Tool::Annotations` gives every hint it is not passed its default \
          (read_only_hint: false, destructive_hint: true, idempotent_hint: false, \
          open_world_hint: true) and sends all four",
    values: [Some(false), Some(true), Some(false), Some(true)],
};

/// A Ruby tool class whose base class writes `annotations`: neither gem
/// inherits them (the `mcp` gem's `inherited` resets them in each
/// subclass; fast-mcp keeps them on the class that called it), so the tool
/// sends none. It seeds nothing; its note says why.
pub static RUBY_BASE_ANNOTATIONS: Seed = Seed {
    by: "a Ruby tool class",
    why: "the `annotations` its base class writes are not inherited (the `mcp` gem resets \
          them in every subclass, fast-mcp keeps them on the class that calls it), so this \
          tool sends no annotations at all",
    values: [None, None, None, None],
};

/// One row of the table the docs print: what an SDK sends for hints the
/// code does not write.
pub struct SdkWire {
    /// The SDK and the construct.
    pub sdk: &'static str,
    /// The version it was read from.
    pub version: &'static str,
    /// What is sent for an unwritten hint.
    pub unwritten: &'static str,
}

/// Every SDK hintlint reads, and what it sends.
pub const SDKS: &[SdkWire] = &[
    SdkWire {
        sdk: "TypeScript `@modelcontextprotocol/sdk` 1.x and `@modelcontextprotocol/server` 2.x",
        version: "1.x and 2.0 (2026-08)",
        unwritten: "omitted",
    },
    SdkWire {
        sdk: "NestJS `@rekog/mcp-nest` (`@Tool({…})` on a method)",
        version: "1.x and 2.0 (2026-07)",
        unwritten: "omitted (the decorator's `annotations` are sent as written)",
    },
    SdkWire {
        sdk: "xmcp (`export const metadata: ToolMetadata` in a tool file)",
        version: "1.1.0 (2026-08)",
        unwritten: "omitted; `annotations.title` is sent as the tool's name when not written",
    },
    SdkWire {
        sdk: "Python `mcp` 1.x and 2.x, FastMCP 2–4",
        version: "mcp 2.0 (2026-07), FastMCP 3 (2026-08)",
        unwritten: "omitted (the models are dumped without `None` fields)",
    },
    SdkWire {
        sdk: "mcp-go `mcp.NewTool(name, options…)`",
        version: "mcp-go (2026-08)",
        unwritten: "seeded: readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true",
    },
    SdkWire {
        sdk: "mcp-go `mcp.Tool{…}`, `WithToolAnnotation(mcp.ToolAnnotation{…})`",
        version: "mcp-go (2026-08)",
        unwritten: "omitted (nil pointers)",
    },
    SdkWire {
        sdk: "go-sdk `mcp.ToolAnnotations{…}` before v1.7.0",
        version: "v1.6",
        unwritten: "omitted (false `ReadOnlyHint`/`IdempotentHint` too)",
    },
    SdkWire {
        sdk: "go-sdk `mcp.ToolAnnotations{…}` from v1.7.0 (read from the go.mod)",
        version: "v1.7.0-pre.3 (2026-08)",
        unwritten: "readOnlyHint and idempotentHint sent as false; the others omitted",
    },
    SdkWire {
        sdk: "Rust `rmcp` (`#[tool]`, `ToolAnnotations`)",
        version: "rmcp (2026-08)",
        unwritten: "omitted (`Option<bool>` fields)",
    },
    SdkWire {
        sdk: "WebMCP `navigator.modelContext.registerTool({…})`",
        version: "the W3C draft of 2026-06",
        unwritten: "readOnlyHint omitted; the other three are not WebMCP hints: the browser drops them",
    },
    SdkWire {
        sdk: "WebMCP declarative `<form toolname=\"…\" tooldescription=\"…\">`",
        version: "the declarative explainer of 2026-06, Chrome's docs of 2026-09",
        unwritten: "readOnlyHint: false (the browser's default; a form cannot state a hint)",
    },
    SdkWire {
        sdk: "Kotlin `io.modelcontextprotocol:kotlin-sdk` 0.8 and later (`addTool`, `Tool`, `ToolAnnotations`)",
        version: "0.14.0 (2026-07)",
        unwritten: "omitted (`Boolean?` fields default to null; `McpJson` has `explicitNulls = false`)",
    },
    SdkWire {
        sdk: "Kotlin `io.modelcontextprotocol:kotlin-sdk` 0.6–0.7 (read from the build file)",
        version: "0.6.0 to 0.7.7",
        unwritten: "with `ToolAnnotations(…)` written: seeded readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true; without: omitted",
    },
    SdkWire {
        sdk: "Java SDK `McpSchema.ToolAnnotations` (builder or record)",
        version: "java-sdk 2.1.0-SNAPSHOT (2026-08)",
        unwritten: "omitted (`Boolean` fields, `null` left out)",
    },
    SdkWire {
        sdk: "Spring AI `@McpTool` (and spring-ai-community `mcp-annotations`)",
        version: "spring-ai 2.0.2-SNAPSHOT (2026-08), mcp-annotations 0.10.0-SNAPSHOT",
        unwritten: "seeded: readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true (every tool, `annotations` written or not)",
    },
    SdkWire {
        sdk: "Quarkus MCP server `@Tool(annotations = @Tool.Annotations(…))`",
        version: "quarkus-mcp-server 2.0.0.CR2 (2026-08)",
        unwritten: "without `annotations`: omitted; with it: seeded readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true",
    },
    SdkWire {
        sdk: "C# `ModelContextProtocol` (`[McpServerTool]`)",
        version: "the SDK of 2026-08",
        unwritten: "omitted (nullable fields, set only when assigned)",
    },
    SdkWire {
        sdk: "C# `com.IvanMurzak.McpPlugin` (`[AiTool]`)",
        version: "MCP-Plugin-dotnet of 2026-08",
        unwritten: "omitted (the attribute keeps a hint only when its property is assigned; the server leaves null hints out)",
    },
    SdkWire {
        sdk: "PHP `mcp/sdk` (`#[McpTool]`, `->addTool(…)`, `ToolAnnotations`)",
        version: "main of 2026-08 (after 0.7.1)",
        unwritten: "omitted (`null` fields are left out of the JSON)",
    },
    SdkWire {
        sdk: "PHP `php-mcp/server` (`#[McpTool]`, `->withTool(…)`, `ToolAnnotations`)",
        version: "3.3.0 (2025-08), php-mcp/schema 1.x",
        unwritten: "omitted (`null` fields are left out of the JSON)",
    },
    SdkWire {
        sdk: "PHP WordPress abilities (`wp_register_ability`, served by `wordpress/mcp-adapter`)",
        version: "mcp-adapter main of 2026-06",
        unwritten: "omitted (the adapter maps only the annotations that are set, `null` left out)",
    },
    SdkWire {
        sdk: "Laravel `laravel/mcp` (`#[IsReadOnly]`, `#[IsDestructive(false)]`, … on a `Tool` class)",
        version: "main of 2026-08 (1.0.0-beta.1)",
        unwritten: "omitted: only the attributes the class itself writes are sent (`annotations: {}` without any; a base class's are not inherited)",
    },
    SdkWire {
        sdk: "Ruby `mcp` gem (`annotations(…)` in an `MCP::Tool` class, `MCP::Tool.define`, `define_tool`)",
        version: "mcp 1.3.0 (2026-08)",
        unwritten: "no annotations until `annotations` is written; then all four, seeded: readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true",
    },
    SdkWire {
        sdk: "Ruby fast-mcp (`annotations(…)` in a `FastMcp::Tool` class)",
        version: "fast-mcp 1.6.0 (2025-09)",
        unwritten: "omitted (the hash is sent as written, keys camel-cased, unknown ones too)",
    },
    SdkWire {
        sdk: "Swift `MCP` (swift-sdk: `Tool(…, annotations: .init(…))`)",
        version: "0.12.0 (2026-03)",
        unwritten: "omitted (optional fields, encoded only when set; annotations with none set are left out)",
    },
    SdkWire {
        sdk: "Swift SwiftMCP (`@MCPTool` on a method of an `@MCPServer` type)",
        version: "1.10 (2026-08)",
        unwritten: "omitted, and so is a hint written `false`: the macro keeps only the hints that are true (`MCPToolHints`), and annotations without one are left out",
    },
];

/// Whether a go.mod's text requires go-sdk at v1.7.0 or later.
pub fn go_sdk_sends_plain_bools(go_mod: &str) -> bool {
    go_mod.lines().any(|line| {
        let line = line.trim().trim_start_matches("require").trim();
        let mut words = line.split_whitespace();
        words.next() == Some("github.com/modelcontextprotocol/go-sdk")
            && words.next().is_some_and(at_least_1_7)
    })
}

/// Whether a Go module version (`v1.7.0`, `v1.7.0-pre.1`, `v2.0.0`) is
/// v1.7.0 or later.
fn at_least_1_7(version: &str) -> bool {
    let mut parts = version
        .trim_start_matches('v')
        .split(['.', '-'])
        .map(|part| part.parse::<u64>().ok());
    let major = parts.next().flatten().unwrap_or(0);
    let minor = parts.next().flatten().unwrap_or(0);
    major > 1 || (major == 1 && minor >= 7)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_go_mod_says_which_go_sdk() {
        let go_mod = "module x\n\ngo 1.23\n\nrequire (\n\tgithub.com/modelcontextprotocol/go-sdk v1.7.0-pre.2\n)\n";
        assert!(go_sdk_sends_plain_bools(go_mod));
        assert!(go_sdk_sends_plain_bools(
            "require github.com/modelcontextprotocol/go-sdk v1.8.1\n"
        ));
        assert!(!go_sdk_sends_plain_bools(
            "require github.com/modelcontextprotocol/go-sdk v1.6.0\n"
        ));
        assert!(!go_sdk_sends_plain_bools(
            "require github.com/mark3labs/mcp-go v0.40.0\n"
        ));
    }

    #[test]
    fn the_docs_print_every_row() {
        let page = include_str!("../../docs/source-code.md");
        for row in SDKS {
            let line = format!("| {} | {} | {} |", row.sdk, row.version, row.unwritten);
            assert!(page.contains(&line), "docs/source-code.md lacks {line}");
        }
    }

    #[test]
    fn kotlin_before_0_8_seeds_the_documented_defaults() {
        for hint in Hint::ALL {
            assert_eq!(KOTLIN_SDK_BEFORE_0_8.get(hint), Some(hint.default_value()));
        }
    }

    #[test]
    fn mcp_go_seeds_the_documented_defaults() {
        for hint in Hint::ALL {
            assert_eq!(MCP_GO_NEW_TOOL.get(hint), Some(hint.default_value()));
        }
        assert_eq!(GO_SDK_PLAIN_BOOLS.get(Hint::Destructive), None);
    }

    #[test]
    fn the_java_frameworks_seed_the_documented_defaults() {
        for hint in Hint::ALL {
            assert_eq!(SPRING_AI_MCP_TOOL.get(hint), Some(hint.default_value()));
            assert_eq!(
                QUARKUS_TOOL_ANNOTATIONS.get(hint),
                Some(hint.default_value())
            );
        }
    }

    #[test]
    fn declared_defaults_are_the_values_asked_for() {
        for values in [
            [None; 4],
            [Some(false), Some(true), Some(false), Some(true)],
            [Some(true), None, Some(false), None],
        ] {
            assert_eq!(super::declared_defaults(values).values, values);
        }
    }
}
