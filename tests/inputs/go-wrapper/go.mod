module example.com/shelf

go 1.24

require github.com/mark3labs/mcp-go v0.40.0
