; The fixed shapes the Go reader locates (captures: src/code/query.rs).

; A package-level `const` or `var` (alone, or in a group), each name paired
; with the value at its place: `const a, b = 1, 2`. (The lists are anchored
; at their start only: an anchor after a repetition matches its last item
; alone.) A spec is a declaration's child (`const_spec`, `var_spec`: the
; only children with a `name` and a `value`), or a `var ( … )` group's; a
; query cannot name a sub-pattern, so the spec is written once per depth.
(source_file
  (_
    (_
      . name: (identifier) @constant.name ("," name: (identifier) @constant.name)*
      value: (expression_list . (_) @constant.value ("," (_) @constant.value)*))))
(source_file
  (var_declaration
    (var_spec_list
      (var_spec
        . name: (identifier) @constant.name ("," name: (identifier) @constant.name)*
        value: (expression_list . (_) @constant.value ("," (_) @constant.value)*)))))
