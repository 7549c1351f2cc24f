; The fixed shapes the C# reader locates (captures: src/code/query.rs).
;
; Each pattern is rooted at the smallest node that holds what it captures:
; tree-sitter analyses the grammar's parse table for every parent a pattern
; names, which for C#'s large declarations and statements (a method, a
; local function, a field) cost more than every other step of a run's
; reading. Where the node is, the reader checks from its parents.

; `[McpServerTool(…)]`, and McpPlugin's `[AiTool(…)]` and its alias
; `[McpPluginTool(…)]`: written with or without the `Attribute` suffix,
; bare or qualified (`ModelContextProtocol.Server.McpServerToolAttribute`,
; `global::…`). The reader keeps those on a method or a local function.
((attribute
  name: (_) @attribute.name
  (attribute_argument_list)? @attribute.arguments) @attribute
  (#match? @attribute.name "(^|[.:])(McpServerTool|AiTool|McpPluginTool)(Attribute)?$"))

; A declarator with its value: `Safe = true` of `const bool Safe = true;`.
; The reader keeps those of a declaration written `const` (a field or a
; local).
(variable_declarator
  name: (identifier) @constant.name
  (_) @constant.value .)
