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

const (
	safe, risky = true, false
)

var closed = false

var lookup = mcp.NewTool("lookup",
	//                      ^ tool: lookup readOnlyHint=true destructiveHint=false openWorldHint=false
	mcp.WithReadOnlyHintAnnotation(safe),
	mcp.WithDestructiveHintAnnotation(risky),
	mcp.WithOpenWorldHintAnnotation(closed),
)

var (
	archival, pruning = true, false
)

var archive = mcp.NewTool("archive",
	//                       ^ tool: archive readOnlyHint=true idempotentHint=false
	mcp.WithReadOnlyHintAnnotation(archival),
	mcp.WithIdempotentHintAnnotation(pruning),
)
