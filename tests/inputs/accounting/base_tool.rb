# The project's base class of its tools (search_tool.rb extends it).
class BaseTool < MCP::Tool
  tool_name "base" # account: read
  annotations(read_only_hint: true, destructive_hint: false, idempotent_hint: true, open_world_hint: false)
end

Registry.add(BaseTool, read_only_hint: true) # account: value
