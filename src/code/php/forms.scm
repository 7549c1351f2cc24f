; The fixed shapes the PHP reader locates (captures: src/code/query.rs).
;
; Each pattern is rooted at the smallest node that holds what it captures:
; tree-sitter analyses the grammar's parse table for every parent a pattern
; names (for a wildcard parent, `(_ …)`, for every kind of the grammar),
; which cost more than every other step of a run's reading. Where the node
; is, the reader checks from its parents.

; An attribute: `#[McpTool(…)]` on a method or a class is a tool (the
; reader resolves the name through the file's `use`s, which may alias it,
; and reads the attributes of an attribute list on a method or a class).
(attribute
  [(name) (qualified_name) (relative_name)] @attribute.name
  parameters: (arguments)? @attribute.arguments) @attribute

; A constant, global or of a class: `const READ_ONLY = true;`, each
; element of the declaration.
(const_element
  .
  (name) @constant.name
  (_) @constant.value
  .)
