module example.com/files

go 1.23

require github.com/modelcontextprotocol/go-sdk v1.2.0
