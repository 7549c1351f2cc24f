module example.com/shelf

go 1.23

require github.com/modelcontextprotocol/go-sdk v1.7.0
