# frozen_string_literal: true

require "mcp"

READ_ONLY = true

class GetWeather < MCP::Tool
  tool_name "get_weather"
  annotations(read_only_hint: READ_ONLY, open_world_hint: true)
  # ^ tool: get_weather readOnlyHint=true openWorldHint=true

  def self.call(city:, server_context:)
    MCP::Tool::Response.new([{ type: "text", text: city }])
  end
end

class ClearCache < MCP::Tool
  tool_name "clear_cache"
  annotations(destructive_hint: true)
  # ^ tool: clear_cache destructiveHint=true

  def self.call(server_context:)
    MCP::Tool::Response.new([])
  end
end
