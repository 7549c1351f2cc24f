package main

import "github.com/modelcontextprotocol/go-sdk/mcp"

// Hints from the function's own locals: a pointer to one (`&yes`) and the
// plain bool read by value (`ReadOnlyHint: yes`).
func archiveTool() *mcp.Tool {
	yes := true
	no := false
	return &mcp.Tool{
		Name: "archive_board",
		//    ^ tool: archive_board readOnlyHint=true destructiveHint=false openWorldHint=true
		Annotations: &mcp.ToolAnnotations{
			ReadOnlyHint:    yes,
			DestructiveHint: &no,
			OpenWorldHint:   &yes,
		},
	}
}
