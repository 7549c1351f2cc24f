; The fixed shapes the Python reader locates (captures: src/code/query.rs).

; A decorator, called or bare: `@mcp.tool(name="x")`, `@mcp.tool`, a
; standalone `@tool` (which names are FastMCP's, the reader tells from the
; module's imports and its servers; which definition it is on, from its
; parent).
(decorator
  (call
    function: (_) @attribute.name
    arguments: (_) @attribute.arguments)) @attribute
(decorator
  [(identifier) (attribute)] @attribute.name) @attribute
