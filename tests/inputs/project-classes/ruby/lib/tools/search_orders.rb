# frozen_string_literal: true

module Shop
  module Tools
    class SearchOrders < BaseTool
      tool_name "shop_search_orders"
      description "Searches the shop's orders"
      annotations(read_only_hint: true, open_world_hint: false)

      def self.call(query:, server_context:)
        MCP::Tool::Response.new([{ type: "text", text: shop.search(query).to_s }])
      end
    end
  end
end
