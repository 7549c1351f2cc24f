package main

import (
	"example.com/files/api"
	"example.com/files/legacy"
	"k8s.io/utils/ptr"
)

var deleteTool = api.Register(api.Tool{
	Name:        "delete_file",
	Annotations: api.ToolAnnotations{DestructiveHint: ptr.To(true)},
})

var readTool = api.Register(api.Tool{
	Name: "read_file",
	Annotations: api.ToolAnnotations{
		ReadOnlyHint:  ptr.To(true),
		OpenWorldHint: ptr.To(false),
	},
})

var archiveTool = legacy.Tool{
	Name:        "archive_file",
	Annotations: legacy.ToolAnnotations{ReadOnlyHint: false, DestructiveHint: true},
}
