//! Turning a [`Report`](crate::Report) into text: rustc-style for humans,
//! one line per finding, or JSON.

pub mod census;
pub mod concise;
pub mod diff;
pub mod drift;
pub mod github;
pub mod human;
pub mod json;
mod pretty_json;
pub mod sarif;
mod snippet;
mod span_context;
pub mod statistics;

#[cfg(test)]
mod related_tests;
