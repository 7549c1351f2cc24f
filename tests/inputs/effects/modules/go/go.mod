module example.com/modules

go 1.22

require github.com/mark3labs/mcp-go v0.32.0
