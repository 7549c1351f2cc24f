// Package mcp stubs the part of github.com/mark3labs/mcp-go/mcp that
// hintlint's Go fixtures use, with the SDK's names and types.
package mcp

// ToolAnnotation holds a tool's hints; nil is "not said".
type ToolAnnotation struct {
	Title           string
	ReadOnlyHint    *bool
	DestructiveHint *bool
	IdempotentHint  *bool
	OpenWorldHint   *bool
}

// Tool is a tool's definition.
type Tool struct {
	Name        string
	Description string
	Annotations ToolAnnotation
}

// ToolOption changes a tool being built by NewTool.
type ToolOption func(*Tool)

// NewTool builds a tool, applying opts in order.
func NewTool(name string, opts ...ToolOption) Tool {
	tool := Tool{Name: name}
	for _, opt := range opts {
		opt(&tool)
	}
	return tool
}

// ToBoolPtr returns a pointer to b.
func ToBoolPtr(b bool) *bool { return &b }

// WithDescription sets the description.
func WithDescription(description string) ToolOption {
	return func(t *Tool) { t.Description = description }
}

// WithToolAnnotation replaces every hint.
func WithToolAnnotation(annotation ToolAnnotation) ToolOption {
	return func(t *Tool) { t.Annotations = annotation }
}

// WithReadOnlyHintAnnotation sets readOnlyHint.
func WithReadOnlyHintAnnotation(value bool) ToolOption {
	return func(t *Tool) { t.Annotations.ReadOnlyHint = &value }
}

// WithDestructiveHintAnnotation sets destructiveHint.
func WithDestructiveHintAnnotation(value bool) ToolOption {
	return func(t *Tool) { t.Annotations.DestructiveHint = &value }
}

// WithIdempotentHintAnnotation sets idempotentHint.
func WithIdempotentHintAnnotation(value bool) ToolOption {
	return func(t *Tool) { t.Annotations.IdempotentHint = &value }
}

// WithOpenWorldHintAnnotation sets openWorldHint.
func WithOpenWorldHintAnnotation(value bool) ToolOption {
	return func(t *Tool) { t.Annotations.OpenWorldHint = &value }
}

// CallToolRequest is a call of a tool.
type CallToolRequest struct{}

// CallToolResult is a tool's answer.
type CallToolResult struct{ Text string }

// NewToolResultText answers with text.
func NewToolResultText(text string) *CallToolResult { return &CallToolResult{Text: text} }
