package shop.tools

import io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations

/** The shop's annotations, one function per kind of tool. */
object Presets {
    fun inspection(title: String) = ToolAnnotations(
        title = title,
        readOnlyHint = true,
        destructiveHint = false,
        idempotentHint = true,
        openWorldHint = false,
    )

    fun change(title: String, destructive: Boolean = false) = ToolAnnotations(
        title = title,
        readOnlyHint = false,
        destructiveHint = destructive,
        idempotentHint = false,
        openWorldHint = false,
    )
}
