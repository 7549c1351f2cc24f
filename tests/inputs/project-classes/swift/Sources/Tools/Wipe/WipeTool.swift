import MCP
import ShopCore

public struct WipeTool: Sendable {
    public func tool() -> Tool {
        .init(
            name: "shop_wipe",
            description: "Deletes every order",
            inputSchema: .object(["type": .string("object")]),
            annotations: .erasing
        )
    }

    public func later() -> Tool {
        Tool(
            name: "shop_later",
            description: "Not declared anywhere",
            inputSchema: .object(["type": .string("object")]),
            annotations: .undeclared
        )
    }
}
