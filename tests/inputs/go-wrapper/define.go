package shelf

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Entry is a tool and the function that answers it.
type Entry struct {
	Tool   mcp.Tool
	Answer server.ToolHandlerFunc
}

// Define builds an entry, panicking on a bad definition.
func Define(label, summary string, answer server.ToolHandlerFunc, opts ...mcp.ToolOption) Entry {
	built, err := build(label, summary, opts...)
	if err != nil {
		panic(err)
	}
	return Entry{Tool: built, Answer: answer}
}

func build(label, summary string, opts ...mcp.ToolOption) (mcp.Tool, error) {
	out := mcp.Tool{Name: label, Description: summary}
	for _, apply := range opts {
		apply(&out)
	}
	return out, nil
}

// Add registers the entry.
func (e Entry) Add(s *server.MCPServer) {
	s.AddTool(e.Tool, e.Answer)
}
