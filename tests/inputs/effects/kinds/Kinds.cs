using System.ComponentModel;
using System.Data;
using System.Net.Mail;
using System.Threading.Tasks;
using Dapper;
using ModelContextProtocol.Server;
using MongoDB.Driver;

// Effect kinds the other fixtures of C# do not show: an SQL statement, a
// database SDK's insert, mail sent and a GraphQL mutation, each behind
// ReadOnly = true; a helper two calls down; a request built with a method
// of its own, and one with a method of the caller's (a note at most).
[McpServerToolType]
public class Kinds(IDbConnection connection, IMongoCollection<string> users, SmtpClient smtpClient)
{
    [McpServerTool(Name = "purge_sessions", ReadOnly = true), Description("Purge the expired sessions")]
    public async Task<string> PurgeSessions()
    {
        await connection.ExecuteAsync("DELETE FROM sessions WHERE expires < now()");
        return "purged";
    }

    [McpServerTool(Name = "add_user", ReadOnly = true), Description("Add a user")]
    public async Task<string> AddUser(string name)
    {
        await users.InsertOneAsync(name);
        return "added";
    }

    [McpServerTool(Name = "notify", ReadOnly = true), Description("Mail the team")]
    public async Task<string> Notify(string text)
    {
        await smtpClient.SendMailAsync("bot@example.com", "team@example.com", "note", text);
        return "sent";
    }

    [McpServerTool(Name = "create_issue", ReadOnly = true), Description("Create an issue over GraphQL")]
    public async Task<string> CreateIssue(HttpClient httpClient)
    {
        var created = await httpClient.PostAsync("/graphql", new StringContent("{\"query\": \"mutation { closeIssues { id } }\"}"));
        return await created.Content.ReadAsStringAsync();
    }

    // The method is the caller's: a note at most.
    [McpServerTool(Name = "call_api", ReadOnly = true), Description("Call the API with a method of the caller's")]
    public async Task<string> CallApi(HttpClient httpClient, string method, string path)
    {
        var request = new HttpRequestMessage(new HttpMethod(method), path);
        var response = await httpClient.SendAsync(request);
        return await response.Content.ReadAsStringAsync();
    }

    // A request built with a method of its own: certain.
    [McpServerTool(Name = "close_issue", ReadOnly = true), Description("Close an issue")]
    public async Task<string> CloseIssue(HttpClient httpClient, string id)
    {
        var response = await httpClient.SendAsync(new HttpRequestMessage(HttpMethod.Patch, $"/issues/{id}"));
        return await response.Content.ReadAsStringAsync();
    }

    // The delete is two calls down.
    [McpServerTool(Name = "remove_user", ReadOnly = true), Description("Remove a user")]
    public async Task<string> RemoveUser(string name)
    {
        await Remove(name);
        return "removed";
    }

    private Task Remove(string name) => Drop(name);

    private async Task Drop(string name)
    {
        await users.DeleteOneAsync(name);
    }
}
