; The fixed shapes the Java reader locates (captures: src/code/query.rs).

; A tool annotation on a method: Spring AI's `@McpTool(…)` and Quarkus's
; `@Tool(…)` (which `@Tool` is Quarkus's, the reader tells from the
; imports), bare or fully qualified, with arguments or without.
((method_declaration
  (modifiers
    [
      (annotation
        name: (_) @attribute.name
        arguments: (annotation_argument_list) @attribute.arguments)
      (marker_annotation
        name: (_) @attribute.name)
    ] @attribute)) @attribute.target
  (#match? @attribute.name "(^|[.])(McpTool|Tool)$"))
