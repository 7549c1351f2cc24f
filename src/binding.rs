//! Where a tool without `_meta.http` gets its method: a `[[binding]]` of
//! the configuration, else the operation `--openapi` pairs it with.

use crate::lint::FileContext;
use crate::manifest::{Binding, Tool};
use crate::pairing::Pairing;

/// Binds the unbound `tools`; returns them with the names of those that
/// `--openapi` could pair with no single operation.
pub fn bind<'a, 'v>(
    tools: Vec<Tool<'a, 'v>>,
    context: FileContext<'v>,
) -> (Vec<Tool<'a, 'v>>, Vec<String>) {
    let config = &context.options.config;
    let mut unpaired = Vec::new();
    let bound = tools
        .into_iter()
        .map(|mut tool| {
            if tool.binding.is_none()
                && let Some(name) = tool.name.as_deref()
                && let Some(binding) = config.binding_for(name, context.relative)
            {
                tool.binding = Some(Binding::from_config(binding));
            }
            if tool.binding.is_none()
                && let (Some(api), Some(name)) = (&context.options.openapi, tool.name.as_deref())
            {
                match api.find(name) {
                    Pairing::Unique(operation) => tool.binding = Some(api.binding(operation)),
                    Pairing::None | Pairing::Ambiguous => unpaired.push(name.to_owned()),
                }
            }
            tool
        })
        .collect();
    (bound, unpaired)
}
