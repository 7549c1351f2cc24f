using System.IO;
using System.Net.Http;
using System.Net.Http.Json;
using System.Threading.Tasks;

namespace Items.Data;

public class ItemStore
{
    private readonly HttpClient client = new HttpClient();

    public async Task Delete(string id)
    {
        await client.DeleteAsync($"https://items.example.com/items/{id}");
    }

    public async Task<string> Get(string id)
    {
        File.WriteAllText(Path.Combine(Path.GetTempPath(), id), id);
        return await client.GetStringAsync($"https://items.example.com/items/{id}");
    }

    public async Task Put(string id, string name)
    {
        await client.PutAsJsonAsync($"https://items.example.com/items/{id}", new { name });
    }
}
