//! The verbs that make an action destructive (`[actions]` of the
//! configuration can replace them), which `multi-action-tool` looks for
//! among the values of a tool's `action`/`operation`/`mode` enum: data of
//! the tool model, so that the model needs nothing of the configuration.

/// The verbs an action's name is destructive by, unless `[actions]
/// destructive-verbs` replaces them: each deletes or overwrites something
/// that cannot be had back by calling the tool again.
pub const DEFAULT_DESTRUCTIVE_VERBS: [&str; 16] = [
    "delete",
    "remove",
    "drop",
    "purge",
    "destroy",
    "erase",
    "wipe",
    "truncate",
    "overwrite",
    "revoke",
    "terminate",
    "kill",
    "reset",
    "clear",
    "uninstall",
    "unlink",
];

/// The destructive verbs of a configuration.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DestructiveVerbs {
    /// `destructive-verbs`: the list instead of the default one.
    pub replaced: Option<Vec<String>>,
    /// `extend-destructive-verbs`: verbs added to the list.
    pub extended: Vec<String>,
}

impl DestructiveVerbs {
    /// Whether `word` (lower case) is a destructive verb.
    pub fn contains(&self, word: &str) -> bool {
        let listed = match &self.replaced {
            Some(verbs) => verbs.iter().any(|verb| verb == word),
            None => DEFAULT_DESTRUCTIVE_VERBS.contains(&word),
        };
        listed || self.extended.iter().any(|verb| verb == word)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_are_replaced_or_extended() {
        let defaults = DestructiveVerbs::default();
        assert!(defaults.contains("delete") && !defaults.contains("archive"));
        let extended = DestructiveVerbs {
            replaced: None,
            extended: vec!["archive".to_owned()],
        };
        assert!(extended.contains("archive") && extended.contains("delete"));
        let replaced = DestructiveVerbs {
            replaced: Some(vec!["archive".to_owned()]),
            extended: Vec::new(),
        };
        assert!(replaced.contains("archive") && !replaced.contains("delete"));
    }
}
