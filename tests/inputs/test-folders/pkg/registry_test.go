package pkg

import (
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

func TestRegistry(t *testing.T) {
	tool := mcp.NewTool("search", mcp.WithDescription("a stub"))
	_ = tool
}
