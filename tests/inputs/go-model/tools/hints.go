package tools

import (
	"example.com/shelf/api"
	"k8s.io/utils/ptr"
)

func lookupHints(title string) api.ToolAnnotations {
	return api.ToolAnnotations{
		Title:         title,
		ReadOnlyHint:  ptr.To(true),
		OpenWorldHint: ptr.To(false),
	}
}
