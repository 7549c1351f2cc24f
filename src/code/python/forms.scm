; The fixed shapes the Python reader locates (captures: src/code/query.rs).

; A decorator on a definition, bare or called: `@mcp.tool`,
; `@mcp.tool(name="x")`, a standalone `@tool` (which names are FastMCP's,
; the reader tells from the module's imports and its servers).
(decorated_definition
  (decorator
    [
      (call
        function: [(identifier) (attribute)] @attribute.name
        arguments: (_) @attribute.arguments)
      [(identifier) (attribute)] @attribute.name
    ]) @attribute
  definition: (_) @attribute.target)
