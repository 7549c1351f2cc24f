; The fixed shapes the Java reader locates (captures: src/code/query.rs).
;
; The pattern is rooted at the annotation, not at the method it is on:
; tree-sitter analyses the grammar's parse table for every parent a
; pattern names (see src/code/query.rs). The reader's placer keeps the
; annotations among a method's modifiers.

; A tool annotation on a method: Spring AI's `@McpTool(…)` and Quarkus's
; `@Tool(…)` (which `@Tool` is Quarkus's, the reader tells from the
; imports), bare or fully qualified, with arguments or without.
([
  (annotation
    name: (_) @attribute.name
    arguments: (annotation_argument_list) @attribute.arguments)
  (marker_annotation
    name: (_) @attribute.name)
] @attribute
  (#match? @attribute.name "(^|[.])(McpTool|Tool)$"))
