package main

import "github.com/modelcontextprotocol/go-sdk/mcp"

// A file's own helper builds a tool from its parameter: each call of it in
// the file is a tool, named by the argument the call gives, with the
// literal's hints.
func updateTool(name string, title string) *mcp.Tool {
	return &mcp.Tool{
		Name:  name,
		Title: title,
		Annotations: &mcp.ToolAnnotations{
			ReadOnlyHint:    false,
			DestructiveHint: &no,
			OpenWorldHint:   &yes,
		},
	}
}

var yes, no = true, false

var renameNote = updateTool("rename_note", "Rename a note")
//                          ^ tool: rename_note readOnlyHint=false destructiveHint=false openWorldHint=true

var retagNote = updateTool("retag_note", "Retag a note")
//                         ^ tool: retag_note readOnlyHint=false destructiveHint=false openWorldHint=true
