package catalog

import (
	"context"

	"example.com/shelf"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

var FindBook = shelf.Define(
	"find_book",
	"Finds a book by title.",
	lookup,
	mcp.WithReadOnlyHintAnnotation(true),
	mcp.WithOpenWorldHintAnnotation(false),
)

var Shelve = shelf.Define(
	"shelve_book",
	"Puts a book on a shelf.",
	lookup,
	mcp.WithReadOnlyHintAnnotation(false),
)

// Register adds the catalog's tools.
func Register(s *server.MCPServer) {
	FindBook.Add(s)
	Shelve.Add(s)
}
