# Tools of the mcp gem: one read, and one defined through a call no
# reader follows.
class ListNotes < MCP::Tool # account: read
  tool_name "list_notes"
  description "Lists notes"
  annotations(read_only_hint: true, destructive_hint: false, idempotent_hint: true, open_world_hint: false)
end

TOOLS.each { |name| MCP::Tool.define(name: name) } # account: read
