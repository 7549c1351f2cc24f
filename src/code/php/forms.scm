; The fixed shapes the PHP reader locates (captures: src/code/query.rs).

; An attribute on a declaration: `#[McpTool(…)]` on a method or a class is
; a tool (the reader resolves the name through the file's `use`s, which may
; alias it, and reads the methods and classes among the targets).
(_
  (attribute_list
    (attribute_group
      (attribute
        [(name) (qualified_name) (relative_name)] @attribute.name
        parameters: (arguments)? @attribute.arguments) @attribute))) @attribute.target

; A constant, global or of a class: `const READ_ONLY = true;`, each
; element of the declaration.
(const_element
  .
  (name) @constant.name
  (_) @constant.value
  .)
