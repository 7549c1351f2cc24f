//! Reading the files hintlint is given: only regular files (a FIFO would
//! block, a device never end), and, on a walk, none larger than a walk
//! reads.

use std::path::Path;

/// The largest source file a walk reads: a walked source file of several
/// megabytes is generated (a bundle, a vendored SDK), its tools are the
/// sources' tools, and parsing it would cost more than the rest of the run.
pub const MAX_WALKED_SOURCE_BYTES: u64 = 4 << 20;

/// The largest manifest or OpenAPI document (JSON, JSONC, YAML) a walk
/// reads: larger walked files are data, not tool manifests.
pub const MAX_WALKED_DOCUMENT_BYTES: u64 = 64 << 20;

/// The largest file of `dialect` a walk reads (a file named on the command
/// line is read whatever its size).
pub fn walked_cap(dialect: crate::parse::Dialect) -> u64 {
    match dialect {
        crate::parse::Dialect::Code(_) => MAX_WALKED_SOURCE_BYTES,
        _ => MAX_WALKED_DOCUMENT_BYTES,
    }
}

/// Reads the file at `path`: its bytes, or why it cannot be read.
pub fn read_file(path: &Path) -> Result<Vec<u8>, String> {
    // Only regular files are read: a FIFO would block and a device such as
    // /dev/zero would never end.
    let regular = std::fs::metadata(path).map(|metadata| metadata.is_file());
    if let Ok(false) = regular {
        return Err("not a regular file".to_owned());
    }
    std::fs::read(path).map_err(|error| error.to_string())
}

/// Reads a file given as an option (a configuration, a baseline, an
/// OpenAPI document) as UTF-8 text, as [`read_file`] reads: never a FIFO
/// or a device, which would block or never end.
pub fn read_text_file(path: &Path) -> Result<String, String> {
    String::from_utf8(read_file(path)?).map_err(|_| "it is not UTF-8".to_owned())
}
