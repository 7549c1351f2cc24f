//! What a text holds: the dialect a file is read in and the reader it
//! picks ([`parse`], above the document and source-code readers it
//! dispatches to), the shapes that hold tools and the `Tool` they become
//! ([`manifest`], OpenAPI operations, JSON pointers), and where each
//! tool's HTTP method comes from ([`binding`]).

pub mod binding;
pub mod manifest;
pub mod parse;
