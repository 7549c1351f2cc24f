import MCP

/// The shop's annotations, named by its tools in another module.
public extension Tool.Annotations {
    static let inspection = Tool.Annotations(
        readOnlyHint: true,
        openWorldHint: false
    )

    static let erasing = Tool.Annotations(
        readOnlyHint: false,
        destructiveHint: true,
        openWorldHint: false
    )
}
