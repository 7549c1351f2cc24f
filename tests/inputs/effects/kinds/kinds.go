package main

import (
	"context"
	"net/http"
	"net/smtp"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"go.mongodb.org/mongo-driver/mongo"
)

// Effect kinds the other fixtures of Go do not show: a database SDK's
// insert, mail sent and a GraphQL mutation, each behind readOnlyHint: true;
// a helper two calls down.
var users *mongo.Collection

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("add_user", mcp.WithReadOnlyHintAnnotation(true)), addUser)
	s.AddTool(mcp.NewTool("notify", mcp.WithReadOnlyHintAnnotation(true)), notify)
	s.AddTool(mcp.NewTool("create_issue", mcp.WithReadOnlyHintAnnotation(true)), createIssue)
	s.AddTool(mcp.NewTool("remove_user", mcp.WithReadOnlyHintAnnotation(true)), removeUser)
}

func addUser(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := users.InsertOne(ctx, map[string]string{"name": request.GetString("name", "")})
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("added"), nil
}

func notify(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := smtp.SendMail("smtp.example.com:25", nil, "bot@example.com", []string{"team@example.com"}, []byte("hello"))
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("sent"), nil
}

func createIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := http.Post("https://api.example.com/graphql", "application/json", strings.NewReader(`{"query": "mutation { closeIssues { id } }"}`))
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("created"), nil
}

// The delete is two calls down.
func removeUser(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := dropUser(ctx); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("removed"), nil
}

func dropUser(ctx context.Context) error {
	return deleteUserRecord(ctx)
}

func deleteUserRecord(ctx context.Context) error {
	_, err := users.DeleteOne(ctx, map[string]string{"name": "ada"})
	return err
}
