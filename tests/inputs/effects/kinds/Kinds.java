import com.mongodb.client.MongoCollection;
import org.bson.Document;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;

// Effect kinds the other fixtures of Java do not show: an SQL statement, a
// database SDK's insert and mail sent, each behind readOnlyHint = true.
class Kinds {
    private JdbcTemplate jdbcTemplate;
    private MongoCollection<Document> users;
    private JavaMailSender mailSender;

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
}
