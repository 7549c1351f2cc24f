//! Attributing a rule's finding to the tool it is about: its name, the
//! pointer, and where the tool's method came from.

use crate::base::method::Binding;
use crate::findings::diagnostic::Diagnostic;
use crate::tools::manifest::Tool;

/// What a rule adds to a finding about one tool.
pub trait AboutTool {
    /// Attributes the finding to `tool`, at `pointer`.
    fn on(self, tool: &Tool<'_, '_>, pointer: String) -> Diagnostic;
    /// Points at where the tool's method came from: a secondary label on
    /// `_meta.http.method`, or a note naming the configuration binding.
    fn with_binding(self, binding: &Binding<'_>, text: impl Into<String>) -> Diagnostic;
}

impl AboutTool for Diagnostic {
    fn on(mut self, tool: &Tool<'_, '_>, pointer: String) -> Diagnostic {
        self.tool = tool.name.as_deref().map(str::to_owned);
        self.pointer = pointer;
        self.notes.extend(tool.alias_note().map(Into::into));
        self
    }

    fn with_binding(mut self, binding: &Binding<'_>, text: impl Into<String>) -> Diagnostic {
        let text = text.into();
        match (&binding.span, &binding.origin) {
            (Some(span), origin) => {
                let mut diagnostic = self.with_label(span.clone(), text);
                // A guess has a note of its own (`rest_on_guess`).
                if let Some(origin) = origin.as_ref().filter(|_| binding.guess.is_none()) {
                    diagnostic
                        .notes
                        .push(format!("the method comes from {origin}").into());
                }
                diagnostic
            }
            (None, Some(origin)) => {
                self.notes
                    .push(format!("the method comes from {origin}").into());
                self
            }
            (None, None) => self,
        }
    }
}
