package main

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/notes/tools"
)

func main() {
	s := server.NewMCPServer("notes", "1.0.0")
	tools.Register(s)
	_ = server.ServeStdio(s)
}
