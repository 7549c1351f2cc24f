//! A rule's identity, below everything that names rules (diagnostics,
//! the configuration); its name and metadata are in the registry.

/// A rule's identity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    /// `unsound-claim`.
    UnsoundClaim,
    /// `non-maximal`.
    NonMaximal,
    /// `missing-annotation`.
    MissingAnnotation,
    /// `missing-title`.
    MissingTitle,
    /// `inert-dependent-hint`.
    InertDependentHint,
    /// `invalid-hint`.
    InvalidHint,
    /// `unknown-annotation`.
    UnknownAnnotation,
    /// `duplicate-key`.
    DuplicateKey,
    /// `duplicate-tool-name`.
    DuplicateToolName,
    /// `uncovered-method`.
    UncoveredMethod,
    /// `parse-error`.
    ParseError,
    /// `unused-binding`.
    UnusedBinding,
    /// `unused-exception`.
    UnusedException,
    /// `invalid-allow`.
    InvalidAllow,
    /// `unresolved-ref`.
    UnresolvedRef,
    /// `unjudged-tool`.
    UnjudgedTool,
    /// `unread-tool`.
    UnreadTool,
    /// `method-catch-all`.
    MethodCatchAll,
    /// `multi-action-tool`.
    MultiActionTool,
    /// `approval-key`.
    ApprovalKey,
    /// `expired-exception`.
    ExpiredException,
    /// `template-placeholder`.
    TemplatePlaceholder,
}
