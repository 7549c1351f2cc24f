package main

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// What looks like an effect and is not: a log file, a cache, a temporary
// file, a POST that is a search, a GraphQL query (one written in the call,
// one kept in a constant). One control tool that
// does contradict its hint.
const api = "https://api.example.com"

var cacheDir = "cache"

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_user", mcp.WithReadOnlyHintAnnotation(true)), getUser)
	s.AddTool(mcp.NewTool("search_users", mcp.WithReadOnlyHintAnnotation(true)), searchUsers)
	s.AddTool(mcp.NewTool("list_issues", mcp.WithReadOnlyHintAnnotation(true)), listIssues)
	s.AddTool(mcp.NewTool("list_labels", mcp.WithReadOnlyHintAnnotation(true)), listLabels)
	s.AddTool(mcp.NewTool("render_chart", mcp.WithReadOnlyHintAnnotation(true)), renderChart)
	s.AddTool(mcp.NewTool("delete_user", mcp.WithReadOnlyHintAnnotation(true)), deleteUser)
}

func getUser(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	logFile, _ := os.OpenFile("server.log", os.O_APPEND|os.O_WRONLY|os.O_CREATE, 0o644)
	logFile.WriteString("get_user\n")
	resp, err := http.Get(api + "/users/1")
	if err != nil {
		return nil, err
	}
	os.WriteFile(filepath.Join(cacheDir, "user.json"), []byte(resp.Status), 0o644)
	return mcp.NewToolResultText(resp.Status), nil
}

func searchUsers(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Post(api+"/users/search", "application/json", bytes.NewBufferString(`{"q":"a"}`))
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(resp.Status), nil
}

func listIssues(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body := bytes.NewBufferString(`{"query": "query { issues { id } }"}`)
	resp, err := http.Post(api+"/graphql", "application/json", body)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(resp.Status), nil
}

// A query kept in a constant, sent to a URL that does not say GraphQL.
const labelsQuery = `query { labels { name } }`

func listLabels(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Post(api+"/v4", "application/json", bytes.NewBufferString(labelsQuery))
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(resp.Status), nil
}

func renderChart(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tmpFile := filepath.Join(os.TempDir(), "chart.json")
	os.WriteFile(tmpFile, []byte("{}"), 0o644)
	resp, err := http.Get(api + "/charts")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(resp.Status), nil
}

func deleteUser(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, api+"/users/1", nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(resp.Status), nil
}

func main() {
	register(server.NewMCPServer("traps", "1.0.0"))
}
