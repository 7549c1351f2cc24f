//! The names of the MCP protocol that both of hintlint's protocol ends use
//! (the client of `check --server` in `server/`, the endpoint of `hintlint
//! mcp` in `mcp/`), one definition each: the modern revisions (2026-07-28
//! and later: no `initialize`, every request carrying its revision and the
//! client's capabilities in `_meta`), the `_meta` keys of that envelope,
//! and the error that answers a revision a peer does not speak. What each
//! end negotiates in the legacy era is its own (the client speaks older
//! revisions than the endpoint serves).

/// The modern revisions spoken, newest first.
pub const MODERN_VERSIONS: [&str; 1] = ["2026-07-28"];

/// The `_meta` key of a modern request's revision.
pub const PROTOCOL_VERSION_KEY: &str = "io.modelcontextprotocol/protocolVersion";

/// The `_meta` key of a modern request's client capabilities.
pub const CLIENT_CAPABILITIES_KEY: &str = "io.modelcontextprotocol/clientCapabilities";

/// The `_meta` key of a modern request's client name and version.
pub const CLIENT_INFO_KEY: &str = "io.modelcontextprotocol/clientInfo";

/// The `_meta` key of the server's name and version in a modern result.
pub const SERVER_INFO_KEY: &str = "io.modelcontextprotocol/serverInfo";

/// The `_meta` key of a tool whose hints `tools/resolve` refines per
/// argument set (`{"resolvable": true}`): the Tool Resolution extension's
/// draft (modelcontextprotocol/experimental-ext-tool-annotations,
/// `specification/draft/tool-resolution.mdx`, adapting SEP-1862).
pub const TOOL_RESOLUTION_KEY: &str = "io.modelcontextprotocol/tool-resolution";

/// The `_meta` key of a tool's call-side display template (`{"template":
/// "move {target} to {destination}"}`): the Display Templates extension's
/// draft (the same repository, `specification/draft/display-templates.mdx`).
pub const DISPLAY_TEMPLATES_KEY: &str = "io.modelcontextprotocol/display-templates";

/// The key of a display template written on one `oneOf`/`anyOf` branch of
/// a tool's `inputSchema` (the same draft).
pub const DISPLAY_TEMPLATE_BRANCH_KEY: &str = "io.modelcontextprotocol/display-template";

/// `UnsupportedProtocolVersionError`'s code.
pub const UNSUPPORTED_PROTOCOL_VERSION: i64 = -32022;
