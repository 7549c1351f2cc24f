package tools

import (
	"example.com/shelf/api"
	"example.com/shelf/internal/naming"
	"k8s.io/utils/ptr"
)

func Books() []api.ServerTool {
	name := naming.Prefix() + "_find_book"
	return []api.ServerTool{
		{Tool: api.Tool{
			Name:        name,
			Annotations: lookupHints("Find a book"),
		}},
		{Tool: api.Tool{
			Name:        naming.Prefix() + "_shred_book",
			Annotations: api.ToolAnnotations{DestructiveHint: ptr.To(true)},
		}},
	}
}
