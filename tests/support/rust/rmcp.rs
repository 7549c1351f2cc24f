//! A stub of the part of the `rmcp` crate that hintlint's Rust fixtures use,
//! with the SDK's names and signatures, for the test that fixed Rust
//! fixtures still compile.

pub use rmcp_macros::{tool, tool_router};

/// The protocol's types.
pub mod model {
    use std::borrow::Cow;
    use std::sync::Arc;

    /// A JSON object (serde_json's map in rmcp).
    pub type JsonObject = std::collections::BTreeMap<String, String>;

    /// A tool's hints; `None` is "not said".
    #[derive(Clone, Debug, Default)]
    pub struct ToolAnnotations {
        pub title: Option<String>,
        pub read_only_hint: Option<bool>,
        pub destructive_hint: Option<bool>,
        pub idempotent_hint: Option<bool>,
        pub open_world_hint: Option<bool>,
    }

    impl ToolAnnotations {
        pub fn new() -> Self {
            Self::default()
        }
        pub fn with_title<T: Into<String>>(title: T) -> Self {
            Self {
                title: Some(title.into()),
                ..Self::default()
            }
        }
        pub fn read_only(self, value: bool) -> Self {
            Self {
                read_only_hint: Some(value),
                ..self
            }
        }
        pub fn destructive(self, value: bool) -> Self {
            Self {
                destructive_hint: Some(value),
                ..self
            }
        }
        pub fn idempotent(self, value: bool) -> Self {
            Self {
                idempotent_hint: Some(value),
                ..self
            }
        }
        pub fn open_world(self, value: bool) -> Self {
            Self {
                open_world_hint: Some(value),
                ..self
            }
        }
    }

    /// A tool's definition.
    #[derive(Clone, Debug)]
    pub struct Tool {
        pub name: Cow<'static, str>,
        pub description: Option<Cow<'static, str>>,
        pub input_schema: Arc<JsonObject>,
        pub annotations: Option<ToolAnnotations>,
    }

    impl Tool {
        pub fn new<N, D, S>(name: N, description: D, input_schema: S) -> Self
        where
            N: Into<Cow<'static, str>>,
            D: Into<Cow<'static, str>>,
            S: Into<Arc<JsonObject>>,
        {
            Self {
                name: name.into(),
                description: Some(description.into()),
                input_schema: input_schema.into(),
                annotations: None,
            }
        }
        pub fn annotate(self, annotations: ToolAnnotations) -> Self {
            Self {
                annotations: Some(annotations),
                ..self
            }
        }
    }

    /// The answer to `tools/list`.
    pub struct ListToolsResult {
        pub tools: Vec<Tool>,
        pub next_cursor: Option<String>,
    }

    /// The parameters of a paginated request.
    pub struct PaginatedRequestParam {
        pub cursor: Option<String>,
    }
}

/// A request's context.
pub mod service {
    /// The context of a request to a peer of role `R`.
    pub struct RequestContext<R>(pub std::marker::PhantomData<R>);
}

/// Handlers' helpers.
pub mod handler {
    pub mod server {
        pub mod wrapper {
            /// A tool's parameters, deserialized.
            pub struct Parameters<P>(pub P);
        }
    }
}

/// The server's role.
pub struct RoleServer;

/// An error answer.
pub struct ErrorData;

/// A server's handlers; each has a default.
pub trait ServerHandler {
    fn list_tools(
        &self,
        _request: Option<model::PaginatedRequestParam>,
        _context: service::RequestContext<RoleServer>,
    ) -> impl std::future::Future<Output = Result<model::ListToolsResult, ErrorData>> + Send + '_
    {
        async {
            Ok(model::ListToolsResult {
                tools: Vec::new(),
                next_cursor: None,
            })
        }
    }
}
