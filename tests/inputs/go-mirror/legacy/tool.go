// Package legacy has tool types whose hints are plain booleans without
// omitempty: what reaches a client depends on a conversion hintlint does
// not read.
package legacy

type ToolAnnotations struct {
	ReadOnlyHint    bool
	DestructiveHint bool
	IdempotentHint  bool
	OpenWorldHint   bool
}

type Tool struct {
	Name        string
	Annotations ToolAnnotations
}
