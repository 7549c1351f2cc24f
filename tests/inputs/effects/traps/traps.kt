import io.ktor.client.HttpClient
import io.ktor.client.request.delete
import io.ktor.client.request.get
import io.ktor.client.request.post
import io.modelcontextprotocol.kotlin.sdk.server.Server
import io.modelcontextprotocol.kotlin.sdk.types.CallToolResult
import io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations
import java.io.File

// What looks like an effect and is not: a log file, a cache, a temporary
// file, a POST that is a search, a GraphQL query (one written in the call,
// one kept in a constant). One control tool that
// does contradict its hint.
const val LABELS_QUERY = "query { labels { name } }"

fun registerTraps(server: Server, client: HttpClient) {
    server.addTool(
        name = "get_user",
        description = "Read a user",
        toolAnnotations = ToolAnnotations(readOnlyHint = true),
    ) { request ->
        File("server.log").appendText("get_user\n")
        client.get("https://api.example.com/users/1")
        File("cache/user.json").writeText("{}")
        CallToolResult(content = emptyList())
    }

    server.addTool(
        name = "search_users",
        description = "Search users",
        toolAnnotations = ToolAnnotations(readOnlyHint = true),
    ) { request ->
        client.post("https://api.example.com/users/search")
        CallToolResult(content = emptyList())
    }

    server.addTool(
        name = "list_issues",
        description = "List issues",
        toolAnnotations = ToolAnnotations(readOnlyHint = true),
    ) { request ->
        client.post("https://api.example.com/graphql") { setBody("{\"query\": \"query { issues { id } }\"}") }
        CallToolResult(content = emptyList())
    }

    // A query kept in a constant, sent to a URL that does not say GraphQL.
    server.addTool(
        name = "list_labels",
        description = "List labels",
        toolAnnotations = ToolAnnotations(readOnlyHint = true),
    ) { request ->
        client.post("https://api.example.com/v4") { setBody(mapOf("query" to LABELS_QUERY)) }
        CallToolResult(content = emptyList())
    }

    server.addTool(
        name = "render_chart",
        description = "Render a chart",
        toolAnnotations = ToolAnnotations(readOnlyHint = true),
    ) { request ->
        val tmpFile = File.createTempFile("chart", ".json")
        tmpFile.writeText("{}")
        client.get("https://api.example.com/charts")
        CallToolResult(content = emptyList())
    }

    server.addTool(
        name = "delete_user",
        description = "Delete a user",
        toolAnnotations = ToolAnnotations(readOnlyHint = true),
    ) { request ->
        client.delete("https://api.example.com/users/1")
        CallToolResult(content = emptyList())
    }
}
