import com.mongodb.client.MongoCollection;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import org.bson.Document;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.web.client.RestTemplate;

// Effect kinds the other fixtures of Java do not show: an SQL statement, a
// database SDK's insert, mail sent, a file deleted, a process started (a
// note at most) and a GraphQL mutation, each behind readOnlyHint = true;
// a helper two calls down; a method of the caller's (a note at most).
class Kinds {
    private JdbcTemplate jdbcTemplate;
    private MongoCollection<Document> users;
    private JavaMailSender mailSender;
    private RestTemplate restTemplate;

    @McpTool(name = "purge_sessions", description = "Purge the expired sessions",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String purgeSessions() {
        jdbcTemplate.update("DELETE FROM sessions WHERE expires < now()");
        return "purged";
    }

    @McpTool(name = "add_user", description = "Add a user",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String addUser(String name) {
        users.insertOne(new Document("name", name));
        return "added";
    }

    @McpTool(name = "notify", description = "Mail the team",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String notifyTeam(String text) {
        mailSender.send(new SimpleMailMessage());
        return "sent";
    }

    @McpTool(name = "drop_note", description = "Drop a note",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String dropNote(String id) throws Exception {
        Files.delete(Path.of("notes", id));
        return "dropped";
    }

    @McpTool(name = "run_tests", description = "Run the tests",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String runTests() throws Exception {
        new ProcessBuilder("mvn", "test").start();
        return "ran";
    }

    @McpTool(name = "create_issue", description = "Create an issue over GraphQL",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String createIssue() {
        return restTemplate.postForObject("https://api.example.com/graphql",
                "{\"query\": \"mutation { closeIssues { id } }\"}", String.class);
    }

    // The UPDATE is two calls down.
    @McpTool(name = "close_ticket", description = "Close a ticket",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String closeTicket(long id) {
        close(id);
        return "closed";
    }

    // The method is the caller's: a note at most.
    @McpTool(name = "call_api", description = "Call the API with a method of the caller's",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String callApi(String method, String path) {
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://api.example.com" + path))
                .method(method, HttpRequest.BodyPublishers.noBody())
                .build();
        return request.toString();
    }

    private void close(long id) {
        store(id);
    }

    private void store(long id) {
        jdbcTemplate.update("UPDATE tickets SET closed = true WHERE id = ?", id);
    }
}
