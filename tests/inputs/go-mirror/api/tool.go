// Package api holds the project's own tool types, converted to the SDK's
// where the server registers them.
package api

// ToolAnnotations mirrors the SDK's: every hint a *bool.
type ToolAnnotations struct {
	Title           string `json:"title,omitempty"`
	ReadOnlyHint    *bool  `json:"readOnlyHint,omitempty"`
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  *bool  `json:"idempotentHint,omitempty"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
}

// Tool mirrors the SDK's Tool.
type Tool struct {
	Name        string
	Annotations ToolAnnotations
}
