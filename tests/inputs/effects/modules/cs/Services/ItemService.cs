using System.IO;
using System.Threading.Tasks;
using Items.Data;

namespace Items.Services;

public class ItemService
{
    private readonly ItemStore _store = new ItemStore();

    public async Task Remove(string id)
    {
        await _store.Delete(id);
    }

    public async Task<string> Read(string id)
    {
        File.AppendAllText("logs/items.log", $"read {id}\n");
        return await _store.Get(id);
    }

    public async Task Rename(string id, string name)
    {
        await _store.Put(id, name);
    }
}
