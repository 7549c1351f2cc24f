package main

import "github.com/mark3labs/mcp-go/mcp"

var now = mcp.NewTool("now",
	//                   ^ tool: now readOnlyHint=true destructiveHint=false
	mcp.WithDescription("The current time"),
	mcp.WithReadOnlyHintAnnotation(true),
	mcp.WithDestructiveHintAnnotation(false),
)

var reset = mcp.NewTool("reset",
	//                     ^ tool: reset -
	mcp.WithDescription("Resets the clock"),
)
