# frozen_string_literal: true

require "mcp"
require "faraday"

# What looks like an effect and is not: a log file, a cache, a temporary
# file, a POST that is a search, a GraphQL query (one written in the call,
# one kept in a constant). One control tool that
# does contradict its hint.
class GetUser < MCP::Tool
  tool_name "get_user"
  annotations(read_only_hint: true)

  def self.call(id:, server_context:)
    File.write("server.log", "get_user #{id}\n", mode: "a")
    connection = Faraday.new(url: "https://api.example.com")
    user = connection.get("/users/#{id}")
    File.write("cache/user-#{id}.json", user.body)
    MCP::Tool::Response.new([{ type: "text", text: user.body }])
  end
end

class SearchUsers < MCP::Tool
  tool_name "search_users"
  annotations(read_only_hint: true)

  def self.call(q:, server_context:)
    connection = Faraday.new(url: "https://api.example.com")
    found = connection.post("/users/search", { q: q })
    MCP::Tool::Response.new([{ type: "text", text: found.body }])
  end
end

class ListIssues < MCP::Tool
  tool_name "list_issues"
  annotations(read_only_hint: true)

  def self.call(server_context:)
    connection = Faraday.new(url: "https://api.example.com")
    found = connection.post("/graphql", '{"query": "query { issues { id } }"}')
    MCP::Tool::Response.new([{ type: "text", text: found.body }])
  end
end

# A query kept in a constant, sent to a URL that does not say GraphQL.
LABELS_QUERY = "query { labels { name } }"

class ListLabels < MCP::Tool
  tool_name "list_labels"
  annotations(read_only_hint: true)

  def self.call(server_context:)
    connection = Faraday.new(url: "https://api.example.com")
    found = connection.post("/v4", { query: LABELS_QUERY }.to_json)
    MCP::Tool::Response.new([{ type: "text", text: found.body }])
  end
end

class RenderChart < MCP::Tool
  tool_name "render_chart"
  annotations(read_only_hint: true)

  def self.call(data:, server_context:)
    tmp_file = File.join(Dir.tmpdir, "chart.json")
    File.write(tmp_file, data)
    connection = Faraday.new(url: "https://api.example.com")
    found = connection.get("/charts")
    MCP::Tool::Response.new([{ type: "text", text: found.body }])
  end
end

class DeleteUser < MCP::Tool
  tool_name "delete_user"
  annotations(read_only_hint: true)

  def self.call(id:, server_context:)
    connection = Faraday.new(url: "https://api.example.com")
    connection.delete("/users/#{id}")
    MCP::Tool::Response.new([{ type: "text", text: id }])
  end
end
