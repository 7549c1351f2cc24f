// Tools of mcp-go: two read (one whose name is a variable of another
// package), and a hint given to a function no reader follows.
package main

import (
	"github.com/mark3labs/mcp-go/mcp"
	"example.com/notes/names"
)

func tools() []mcp.Tool {
	return []mcp.Tool{
		mcp.NewTool("list_notes", mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithIdempotentHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)), // account: read
		mcp.NewTool(names.Archive()), // account: read
	}
}

func presets() map[string]bool {
	return map[string]bool{"x": true}
}

var kept = mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}

func init() {
	register(mcp.WithReadOnlyHintAnnotation(true)) // account: value
}
