// Package mcp stubs the part of github.com/modelcontextprotocol/go-sdk/mcp
// that hintlint's Go fixtures use, with the SDK's field types: the read-only
// and idempotent hints are plain bools, the other two pointers.
package mcp

// ToolAnnotations holds a tool's hints.
type ToolAnnotations struct {
	Title           string
	ReadOnlyHint    bool
	DestructiveHint *bool
	IdempotentHint  bool
	OpenWorldHint   *bool
}

// Tool is a tool's definition.
type Tool struct {
	Name        string
	Description string
	Annotations *ToolAnnotations
}

// Server serves tools.
type Server struct{ tools []*Tool }

// AddTool registers t; the SDK's handler is generic, any handler is taken here.
func AddTool(s *Server, t *Tool, handler any) {
	_ = handler
	s.tools = append(s.tools, t)
}
