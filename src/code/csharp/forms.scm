; The fixed shapes the C# reader locates (captures: src/code/query.rs).

; `[McpServerTool(…)]` on a method or a local function: written with or
; without the `Attribute` suffix, bare or qualified
; (`ModelContextProtocol.Server.McpServerToolAttribute`, `global::…`).
([
  (method_declaration
    (attribute_list
      (attribute
        name: (_) @attribute.name
        (attribute_argument_list)? @attribute.arguments) @attribute))
  (local_function_statement
    (attribute_list
      (attribute
        name: (_) @attribute.name
        (attribute_argument_list)? @attribute.arguments) @attribute))
] @attribute.target
  (#match? @attribute.name "(^|[.:])McpServerTool(Attribute)?$"))

; A `const` field or local: `const bool Safe = true;`, each declarator
; (a field declaration and a local one are the declarations a `const`
; modifier is written on).
(_
  (modifier) @_const
  (variable_declaration
    (variable_declarator
      name: (identifier) @constant.name
      (_) @constant.value .))
  (#eq? @_const "const"))
