//! Turning a [`Report`](crate::Report) into text: rustc-style for humans,
//! one line per finding, or JSON.

pub mod concise;
pub mod diff;
pub mod human;
pub mod json;
