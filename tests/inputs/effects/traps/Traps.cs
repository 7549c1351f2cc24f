using System.ComponentModel;
using System.IO;
using System.Net.Http;
using System.Threading.Tasks;
using ModelContextProtocol.Server;

// What looks like an effect and is not: a log file, a cache, a temporary
// file, a POST that is a search, a GraphQL query (one written in the call,
// one kept in a constant). One control tool that
// does contradict its hint.
[McpServerToolType]
public class Traps(HttpClient httpClient)
{
    [McpServerTool(Name = "get_user", ReadOnly = true), Description("Read a user")]
    public async Task<string> GetUser(string id)
    {
        await File.AppendAllTextAsync("server.log", $"get_user {id}\n");
        var user = await httpClient.GetStringAsync($"/users/{id}");
        await File.WriteAllTextAsync($"cache/user-{id}.json", user);
        return user;
    }

    [McpServerTool(Name = "search_users", ReadOnly = true), Description("Search users")]
    public async Task<string> SearchUsers(string q)
    {
        var found = await httpClient.PostAsync("/users/search", new StringContent(q));
        return await found.Content.ReadAsStringAsync();
    }

    [McpServerTool(Name = "list_issues", ReadOnly = true), Description("List issues")]
    public async Task<string> ListIssues()
    {
        var found = await httpClient.PostAsync("/graphql", new StringContent("{\"query\": \"query { issues { id } }\"}"));
        return await found.Content.ReadAsStringAsync();
    }

    // A query kept in a constant, sent to a URL that does not say GraphQL.
    private const string LabelsQuery = "query { labels { name } }";

    [McpServerTool(Name = "list_labels", ReadOnly = true), Description("List labels")]
    public async Task<string> ListLabels()
    {
        var found = await httpClient.PostAsJsonAsync("/v4", new { query = LabelsQuery });
        return await found.Content.ReadAsStringAsync();
    }

    [McpServerTool(Name = "render_chart", ReadOnly = true), Description("Render a chart")]
    public async Task<string> RenderChart(string data)
    {
        var tmpFile = Path.Combine(Path.GetTempPath(), "chart.json");
        await File.WriteAllTextAsync(tmpFile, data);
        return await httpClient.GetStringAsync("/charts");
    }

    [McpServerTool(Name = "delete_user", ReadOnly = true), Description("Delete a user")]
    public async Task<string> DeleteUser(string id)
    {
        var found = await httpClient.DeleteAsync($"/users/{id}");
        return await found.Content.ReadAsStringAsync();
    }
}
