# A tool of the mcp gem read, and one made through the project's base
# class (base_tool.rb), which hintlint follows to the gem's and reads.
class ListTags < MCP::Tool
  tool_name "list_tags" # account: read
  annotations(read_only_hint: true, destructive_hint: false, idempotent_hint: true, open_world_hint: false)
end

class SearchNotes < BaseTool
  tool_name "search_notes" # account: read
end

class ArchiveNotes < BaseTool
  tool_name "archive_notes" # account: unjudged
  annotations(read_only_hint: ENV.fetch("NOTES_READ_ONLY") == "1")
end
