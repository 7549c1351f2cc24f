import com.mongodb.client.MongoCollection
import io.ktor.client.HttpClient
import io.ktor.client.request.post
import io.ktor.client.request.patch
import io.ktor.client.request.setBody
import io.modelcontextprotocol.kotlin.sdk.server.Server
import io.modelcontextprotocol.kotlin.sdk.types.CallToolResult
import io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations
import jakarta.mail.Message
import jakarta.mail.Transport
import java.io.File
import java.nio.file.Files
import java.nio.file.Path
import java.sql.Connection
import okhttp3.OkHttpClient
import okhttp3.Request
import org.bson.Document

// Effect kinds the other fixtures of Kotlin do not show: an SQL statement,
// a file written and one deleted, a process started (a note at most), a
// database SDK's insert, a GraphQL mutation and mail sent, each behind
// readOnlyHint = true; a helper two calls down; a method of the caller's
// (a note at most).
fun registerKinds(server: Server, client: HttpClient, connection: Connection, users: MongoCollection<Document>, message: Message, okHttp: OkHttpClient) {
    server.addTool(name = "purge_sessions", description = "Purge the expired sessions", toolAnnotations = ToolAnnotations(readOnlyHint = true)) { request ->
        val statement = connection.createStatement()
        statement.executeUpdate("DELETE FROM sessions WHERE expires < now()")
        CallToolResult(content = emptyList())
    }

    server.addTool(name = "save_note", description = "Save a note", toolAnnotations = ToolAnnotations(readOnlyHint = true)) { request ->
        File("notes/note.md").writeText("text")
        CallToolResult(content = emptyList())
    }

    server.addTool(name = "drop_note", description = "Drop a note", toolAnnotations = ToolAnnotations(readOnlyHint = true)) { request ->
        Files.delete(Path.of("notes/note.md"))
        CallToolResult(content = emptyList())
    }

    server.addTool(name = "run_tests", description = "Run the tests", toolAnnotations = ToolAnnotations(readOnlyHint = true)) { request ->
        ProcessBuilder("gradle", "test").start()
        CallToolResult(content = emptyList())
    }

    server.addTool(name = "add_user", description = "Add a user", toolAnnotations = ToolAnnotations(readOnlyHint = true)) { request ->
        users.insertOne(Document("name", "ada"))
        CallToolResult(content = emptyList())
    }

    server.addTool(name = "create_issue", description = "Create an issue", toolAnnotations = ToolAnnotations(readOnlyHint = true)) { request ->
        client.post("https://api.example.com/graphql") { setBody("{\"query\": \"mutation { closeIssues { id } }\"}") }
        CallToolResult(content = emptyList())
    }

    server.addTool(name = "notify", description = "Mail the team", toolAnnotations = ToolAnnotations(readOnlyHint = true)) { request ->
        Transport.send(message)
        CallToolResult(content = emptyList())
    }

    server.addTool(name = "close_ticket", description = "Close a ticket", toolAnnotations = ToolAnnotations(readOnlyHint = true)) { request ->
        closeTicket(client)
        CallToolResult(content = emptyList())
    }

    server.addTool(name = "call_api", description = "Call the API with a method of the caller's", toolAnnotations = ToolAnnotations(readOnlyHint = true)) { request ->
        send(okHttp, request.arguments["method"].toString())
        CallToolResult(content = emptyList())
    }
}

fun closeTicket(client: HttpClient) {
    storeTicket(client)
}

fun storeTicket(client: HttpClient) {
    client.patch("https://api.example.com/tickets/1")
}

fun send(client: OkHttpClient, method: String) {
    client.newCall(Request.Builder().url("https://api.example.com/items").method(method, null).build()).execute()
}
