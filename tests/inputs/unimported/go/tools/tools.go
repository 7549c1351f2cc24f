package tools

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the notes tools to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_notes",
		mcp.WithDescription("List the notes"),
		mcp.WithTitleAnnotation("List notes"),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(true),
	), nil)
}
