# frozen_string_literal: true

require "mcp"

# A method of the project that makes each tool with the gem, called once
# per tool: each call is a tool, read with the call's arguments.
class LintServer
  def tools
    [check_tool, correct_tool]
  end

  private

  def check_tool
    build_tool(name: "lint_check", read_only_hint: true, destructive: false)
    #                ^ tool: lint_check readOnlyHint=true destructiveHint=false openWorldHint=false
  end

  def correct_tool
    build_tool(name: "lint_correct", read_only_hint: false)
    #                ^ tool: lint_correct readOnlyHint=false destructiveHint=true openWorldHint=false
  end

  def build_tool(name:, read_only_hint:, destructive: true)
    ::MCP::Tool.define(
      name: name,
      annotations: {
        read_only_hint: read_only_hint,
        destructive_hint: destructive,
        open_world_hint: false
      }
    ) { |server_context:| MCP::Tool::Response.new([]) }
  end
end
