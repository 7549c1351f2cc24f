// A stub of the Kotlin MCP SDK's types that hintlint's Kotlin fixtures
// name, written from the SDK's documented API (named and positional
// parameters in the SDK's order), so that fixed fixtures compile with
// kotlinc: a fix that names a type the file cannot reach, or a parameter
// the type lacks, does not compile.
package io.modelcontextprotocol.kotlin.sdk.types

class ToolAnnotations(
    val title: String? = null,
    val readOnlyHint: Boolean? = null,
    val destructiveHint: Boolean? = null,
    val idempotentHint: Boolean? = null,
    val openWorldHint: Boolean? = null,
)

class ToolSchema(val properties: Map<String, Any> = emptyMap())

class Tool(
    val name: String,
    val inputSchema: ToolSchema,
    val description: String? = null,
    val title: String? = null,
    val annotations: ToolAnnotations? = null,
)

class TextContent(val text: String)

class CallToolResult(val content: List<Any>, val isError: Boolean? = null)

class CallToolRequest(val name: String, val arguments: Map<String, Any?>)
