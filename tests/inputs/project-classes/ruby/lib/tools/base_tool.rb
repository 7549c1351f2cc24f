# frozen_string_literal: true

require "mcp"

module Shop
  module Tools
    # The base of every tool of the shop: it writes no tool of its own, and
    # is no tool (other files extend it).
    class BaseTool < MCP::Tool
      def self.shop
        @shop ||= Shop.connect
      end
    end
  end
end
