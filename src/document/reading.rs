//! What every reader gives besides the document model: where a text failed
//! to parse, and the line comments it holds (for `hintlint-allow`). The
//! readers import these from here, below the dispatch in [`crate::tools::parse`].

use std::ops::Range;

/// Why a text did not parse, and where the parser stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseFailure {
    /// What went wrong, as the parser words it (lower-cased first letter).
    pub message: String,
    /// Byte range in the text where the parser stopped.
    pub span: Range<usize>,
}

/// A line comment: `//` in a JSONC file, `#` in a YAML one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineComment {
    /// From the marker to the end of the line.
    pub span: Range<usize>,
    /// The text after the marker.
    pub text: String,
    /// `//` or `#`.
    pub marker: &'static str,
}
