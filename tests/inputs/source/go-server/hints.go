package main

import "github.com/mark3labs/mcp-go/mcp"

var readOnly = mcp.ToolAnnotation{
	ReadOnlyHint:    mcp.ToBoolPtr(true),
	DestructiveHint: mcp.ToBoolPtr(false),
	IdempotentHint:  mcp.ToBoolPtr(true),
	OpenWorldHint:   mcp.ToBoolPtr(true),
}
