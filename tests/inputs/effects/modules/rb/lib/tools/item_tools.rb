# frozen_string_literal: true

require "mcp"
require_relative "../services/item_service"
require_relative "../stores/item_store"

# Handlers whose effects are in the project's other files, found by the
# constant a call names (`ItemService.new.remove`, `ItemStore.rename`):
# services/item_service.rb, and stores/item_store.rb below it.

# Its DELETE is two files away: ItemService#remove → ItemStore#delete.
class DeleteItem < MCP::Tool
  tool_name "delete_item"
  annotations(read_only_hint: true)

  def self.call(id:, server_context:)
    ItemService.new.remove(id)
    MCP::Tool::Response.new([{ type: "text", text: "deleted" }])
  end
end

# A GET two files away, beside a log file written there: a read.
class GetItem < MCP::Tool
  tool_name "get_item"
  annotations(read_only_hint: true)

  def self.call(id:, server_context:)
    text = ItemService.new.read(id)
    MCP::Tool::Response.new([{ type: "text", text: text }])
  end
end

# A module method of another file: its PUT is found.
class RenameItem < MCP::Tool
  tool_name "rename_item"
  annotations(read_only_hint: true)

  def self.call(id:, name:, server_context:)
    ItemStore.rename(id, name)
    MCP::Tool::Response.new([{ type: "text", text: "renamed" }])
  end
end
