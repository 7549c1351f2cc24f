// The parts of the C# MCP SDK (ModelContextProtocol 2.x) and of .NET that
// the C# fixtures use, declared so that Mono's `mcs` can compile a fixture
// against them: the tool attributes with the SDK's property names and
// types (a fix that wrote a misspelled or mistyped named argument would
// not compile), and the HttpClient calls the handlers make. Written for
// hintlint's tests from the SDK's documented API, not copied from it.
namespace ModelContextProtocol.Server
{
    [System.AttributeUsage(System.AttributeTargets.Class)]
    public sealed class McpServerToolTypeAttribute : System.Attribute { }

    [System.AttributeUsage(System.AttributeTargets.Method)]
    public sealed class McpServerToolAttribute : System.Attribute
    {
        public string Name { get; set; }
        public string Title { get; set; }
        public bool ReadOnly { get; set; }
        public bool Destructive { get; set; }
        public bool Idempotent { get; set; }
        public bool OpenWorld { get; set; }
        public bool UseStructuredContent { get; set; }
    }
}

namespace System.Net.Http
{
    using System.Threading.Tasks;

    public class HttpContent
    {
        public Task<string> ReadAsStringAsync() { return Task.FromResult(""); }
    }

    public class HttpResponseMessage
    {
        public HttpContent Content { get; set; }
    }

    public class HttpClient
    {
        public Task<string> GetStringAsync(string uri) { return Task.FromResult(""); }
        public Task<HttpResponseMessage> DeleteAsync(string uri) { return Task.FromResult(new HttpResponseMessage()); }
    }

    public static class HttpClientJsonExtensions
    {
        public static Task<HttpResponseMessage> PostAsJsonAsync<T>(this HttpClient client, string uri, T value)
        {
            return Task.FromResult(new HttpResponseMessage());
        }
    }
}
