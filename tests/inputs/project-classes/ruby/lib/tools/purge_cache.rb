# frozen_string_literal: true

module Shop
  module Tools
    # Named after its class by the gem: purge_cache.
    class PurgeCache < BaseTool
      description "Empties the shop's cache"
      annotations(destructive_hint: true)

      def self.call(server_context:)
        shop.cache.clear
        MCP::Tool::Response.new([])
      end
    end
  end
end
