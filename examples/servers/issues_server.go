// An issues server on mcp-go: all four hint options on one tool, none on
// another (mcp.NewTool sends its seeded defaults), and only
// WithReadOnlyHintAnnotation on a third, which therefore goes out with the
// seeded destructiveHint: true beside readOnlyHint: true.
package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("issues", "1.0.0")

	search := mcp.NewTool("search_issues",
		mcp.WithDescription("Search issues"),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithIdempotentHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(true),
	)
	s.AddTool(search, handle)

	get := mcp.NewTool("get_issue",
		mcp.WithDescription("One issue"),
		mcp.WithReadOnlyHintAnnotation(true),
	)
	s.AddTool(get, handle)

	create := mcp.NewTool("create_issue",
		mcp.WithDescription("Create an issue"),
		mcp.WithString("title", mcp.Required()),
	)
	s.AddTool(create, handle)
}

func handle(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}
