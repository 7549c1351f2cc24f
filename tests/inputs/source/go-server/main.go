package main

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("repos", "1.0.0")
	s.AddTool(mcp.NewTool("list_repos",
		mcp.WithDescription("List repositories"),
		mcp.WithToolAnnotation(readOnly),
	), nil)
	s.AddTool(mcp.NewTool("delete_repo",
		mcp.WithDescription("Delete a repository"),
	), nil)
}
