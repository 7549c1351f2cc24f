package main

import (
	"context"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

const api = "https://git.example.com"

func deleteRepo(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := removeRepo(ctx, request.GetString("name", "")); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("deleted"), nil
}

func removeRepo(ctx context.Context, name string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, api+"/repos/"+name, nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

func getRepo(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	log, err := os.OpenFile("server.log", os.O_APPEND|os.O_WRONLY|os.O_CREATE, 0o644)
	if err == nil {
		log.WriteString("get_repo\n")
		log.Close()
	}
	resp, err := http.Get(api + "/repos/" + request.GetString("name", ""))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func callAPI(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	req, err := http.NewRequestWithContext(ctx, request.GetString("method", "GET"), api+request.GetString("path", "/"), nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}
