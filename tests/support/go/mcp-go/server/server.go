// Package server stubs the part of github.com/mark3labs/mcp-go/server that
// hintlint's Go fixtures use.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// ToolHandlerFunc answers a call of a tool.
type ToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)

// MCPServer serves tools.
type MCPServer struct{ tools []mcp.Tool }

// AddTool registers tool with its handler.
func (s *MCPServer) AddTool(tool mcp.Tool, handler ToolHandlerFunc) {
	_ = handler
	s.tools = append(s.tools, tool)
}
