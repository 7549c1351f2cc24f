# frozen_string_literal: true

# A support-tickets server on the `mcp` gem: one tool states all four hints,
# one states none (the gem then sends no annotations), and one says only
# that it is read-only, which the gem sends with destructiveHint: true
# beside it once `annotations` is written.
require "mcp"

class SearchTickets < MCP::Tool
  description "Search support tickets by text"
  input_schema(properties: { query: { type: "string" } }, required: ["query"])
  annotations(
    read_only_hint: true,
    destructive_hint: false,
    idempotent_hint: true,
    open_world_hint: false,
  )

  def self.call(query:, server_context:)
    MCP::Tool::Response.new([{ type: "text", text: "tickets matching #{query}" }])
  end
end

class GetTicket < MCP::Tool
  description "One ticket by id"
  input_schema(properties: { id: { type: "string" } }, required: ["id"])
  annotations(read_only_hint: true)

  def self.call(id:, server_context:)
    MCP::Tool::Response.new([{ type: "text", text: "ticket #{id}" }])
  end
end

class CloseTicket < MCP::Tool
  description "Close a ticket"
  input_schema(properties: { id: { type: "string" } }, required: ["id"])

  def self.call(id:, server_context:)
    MCP::Tool::Response.new([{ type: "text", text: "closed #{id}" }])
  end
end

server = MCP::Server.new(name: "tickets", version: "1.0.0", tools: [SearchTickets, GetTicket, CloseTicket])

server.define_tool(
  name: "reopen_ticket",
  description: "Reopen a closed ticket",
  input_schema: { properties: { id: { type: "string" } }, required: ["id"] },
  annotations: { read_only_hint: false, destructive_hint: false, idempotent_hint: true, open_world_hint: false },
) do |id:, server_context:|
  MCP::Tool::Response.new([{ type: "text", text: "reopened #{id}" }])
end

MCP::Server::Transports::StdioTransport.new(server).open
