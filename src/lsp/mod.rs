//! `hintlint lsp`: a Language Server Protocol server over stdio, the
//! project's second front end. It holds a [`crate::project::Project`]
//! whose unsaved buffers stand for their files and lints documents on the
//! one lint path, with the configuration the CLI would use for them; it
//! adds only what an editor needs on top: positions in the client's
//! encoding, diagnostics, code actions, hover and inlay hints.
//!
//! It never starts an MCP server or opens a URL: `--server` and `--url`
//! are for the terminal.

mod actions;
mod configs;
mod diagnostics;
mod documents;
mod exception;
mod framing;
mod hover;
mod imports;
mod incoming;
mod pending;
mod positions;
mod publish;
mod server;
mod settings;
mod transport;

pub use server::serve;
pub use transport::Transport;

/// Serves on standard input and output until the client exits.
pub fn run_stdio() -> Result<(), String> {
    let (connection, threads) = Transport::stdio();
    let served = serve(&connection);
    drop(connection);
    threads
        .join()
        .map_err(|error| format!("the connection failed: {error}"))?;
    served
}
