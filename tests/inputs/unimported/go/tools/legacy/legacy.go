// Package legacy holds the tools of the first version, no longer
// registered: no package of the module imports it.
package legacy

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the old tools to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("purge_notes",
		mcp.WithDescription("Delete every note"),
		mcp.WithTitleAnnotation("Purge notes"),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(true),
	), nil)
}
