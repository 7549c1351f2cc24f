package main

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Handlers defined in the package's other files: followed there.
func register(s *server.MCPServer) {
	// The handler is in handlers.go; its DELETE in a helper there.
	s.AddTool(mcp.NewTool("delete_repo",
		mcp.WithDescription("Delete a repository"),
		mcp.WithReadOnlyHintAnnotation(true),
	), deleteRepo)
	// A log file written beside a GET: a read.
	s.AddTool(mcp.NewTool("get_repo",
		mcp.WithDescription("Read a repository"),
		mcp.WithReadOnlyHintAnnotation(true),
	), getRepo)
	// The method comes from the request: a note at most.
	s.AddTool(mcp.NewTool("call_api",
		mcp.WithDescription("Call the API with the caller's method"),
		mcp.WithReadOnlyHintAnnotation(true),
	), callAPI)
}

func main() {
	register(server.NewMCPServer("modules", "1.0.0"))
}
