import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.web.client.RestTemplate;

// What looks like an effect and is not: a log file, a cache, a temporary
// file, a POST that is a search, a GraphQL query (one written in the call,
// one kept in a constant). One control tool that
// does contradict its hint.
class Traps {
    private final RestTemplate restTemplate = new RestTemplate();

    @McpTool(name = "get_user", description = "Read a user",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String getUser(String id) throws Exception {
        Files.writeString(Path.of("server.log"), "get_user " + id);
        String user = restTemplate.getForObject("https://api.example.com/users/{id}", String.class, id);
        Files.writeString(Path.of("cache", id), user);
        return user;
    }

    @McpTool(name = "search_users", description = "Search users",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String searchUsers(String q) {
        return restTemplate.postForObject("https://api.example.com/users/search", q, String.class);
    }

    @McpTool(name = "list_issues", description = "List issues",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String listIssues() {
        return restTemplate.postForObject("https://api.example.com/graphql",
                "{\"query\": \"query { issues { id } }\"}", String.class);
    }

    // A query kept in a constant, sent to a URL that does not say GraphQL.
    private static final String LABELS_QUERY = """
            query { labels { name } }
            """;

    @McpTool(name = "list_labels", description = "List labels",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String listLabels() {
        return restTemplate.postForObject("https://api.example.com/v4", Map.of("query", LABELS_QUERY), String.class);
    }

    @McpTool(name = "render_chart", description = "Render a chart",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String renderChart(String data) throws Exception {
        Path tmpFile = Files.createTempFile("chart", ".json");
        Files.writeString(tmpFile, data);
        return restTemplate.getForObject("https://api.example.com/charts", String.class);
    }

    @McpTool(name = "delete_user", description = "Delete a user",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String deleteUser(String id) {
        restTemplate.delete("https://api.example.com/users/{id}", id);
        return "deleted";
    }
}
