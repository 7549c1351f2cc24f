//! `[[binding]]`s of the configuration: tool-name globs (and optionally
//! file globs) that give tools without `_meta.http` a method.

use std::borrow::Cow;
use std::ops::Range;

use super::method::{Binding, BoundMethod};
use crate::pattern::{Glob, files_match};
use crate::profile::Method;

/// The method a binding gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BindingMethod {
    /// A Core method.
    Core(Method),
    /// A method RFC 9110 (or the QUERY draft) defines outside the Core.
    Other(&'static str),
}

/// A `[[binding]]`: gives tools without `_meta.http` a method.
#[derive(Debug)]
pub struct ConfigBinding {
    /// Tool-name globs.
    pub tools: Vec<Glob>,
    /// The method.
    pub method: BindingMethod,
    /// File globs (all files when empty).
    pub files: Vec<Glob>,
    /// The `[[binding]]` header in the config text.
    pub span: Range<usize>,
    /// `hintlint.toml:14`.
    pub origin: String,
}

impl ConfigBinding {
    /// Whether the binding covers tool `name` in the file at `path`
    /// (relative to the config's folder).
    pub fn applies(&self, name: &str, path: Option<&str>) -> bool {
        self.tools.iter().any(|glob| glob.matches(name)) && files_match(&self.files, path)
    }
}

impl<'v> Binding<'v> {
    /// The binding a `[[binding]]` of the configuration gives.
    pub fn from_config(binding: &'v ConfigBinding) -> Binding<'v> {
        let method = match binding.method {
            BindingMethod::Core(method) => BoundMethod::Core(method),
            BindingMethod::Other(name) => BoundMethod::Uncovered(name),
        };
        Binding {
            method,
            span: None,
            path: None,
            origin: Some(Cow::Owned(format!("the binding at {}", binding.origin))),
        }
    }
}
