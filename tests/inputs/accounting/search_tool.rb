# A tool of the mcp gem read, and one made through the project's base
# class (base_tool.rb), which hintlint follows but does not read yet.
class ListTags < MCP::Tool
  tool_name "list_tags" # account: read
  annotations(read_only_hint: true, destructive_hint: false, idempotent_hint: true, open_world_hint: false)
end

class SearchNotes < BaseTool # account: unread
  tool_name "search_notes"
end
