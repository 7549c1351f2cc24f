# Tools of the mcp gem: two read (one named at run time), and a hint given
# to a method of the project no reader follows.
class ListNotes < MCP::Tool
  tool_name "list_notes" # account: read
  description "Lists notes"
  annotations(read_only_hint: true, destructive_hint: false, idempotent_hint: true, open_world_hint: false)
end

TOOLS.each { |name| MCP::Tool.define(name: name) } # account: read

Registry.add(ListNotes, read_only_hint: true) # account: value
