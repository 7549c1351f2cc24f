// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Shop",
    dependencies: [.package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.0")],
    targets: [
        .target(name: "ShopCore", dependencies: [.product(name: "MCP", package: "swift-sdk")], path: "Sources/Core"),
        .target(name: "ShopTools", dependencies: ["ShopCore"], path: "Sources/Tools"),
    ]
)
