//! Manifests: recognising their shape and reading their tools.

pub mod actions;
pub mod input_schema;
pub mod openapi;
pub mod pointer;
pub mod shape;
pub mod tool;

pub use shape::{PROMPTS, catalogue, detect};
pub use tool::{
    Annotations, Binding, BoundMethod, HintSource, HintValue, Tool, TranslatorDefaults,
};
