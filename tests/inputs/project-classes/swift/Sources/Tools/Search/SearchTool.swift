import MCP
import ShopCore

public struct SearchTool: Sendable {
    public func tool() -> Tool {
        Tool(
            name: "shop_search",
            description: "Searches the catalogue",
            inputSchema: .object(["type": .string("object")]),
            annotations: .inspection
        )
    }
}
