// Package api holds the shelf's own tool types; the server converts them
// to go-sdk's when it registers them.
package api

// ToolAnnotations mirrors the SDK's, every hint a *bool.
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

// ServerTool is a tool with its handler.
type ServerTool struct {
	Tool    Tool
	Handler func() error
}
