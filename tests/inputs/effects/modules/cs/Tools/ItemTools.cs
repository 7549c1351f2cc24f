using System.ComponentModel;
using System.Threading.Tasks;
using Items.Services;
using ModelContextProtocol.Server;

namespace Items.Tools;

// Handlers whose effects are in the project's other files, found by the
// class a field or a parameter is declared as (C# imports namespaces,
// not files): Services/ItemService.cs, and Data/ItemStore.cs below it.
[McpServerToolType]
public class ItemTools(ItemService items)
{
    // Its DELETE is two files away: ItemService.Remove → ItemStore.Delete.
    [McpServerTool(Name = "delete_item", ReadOnly = true), Description("Delete an item")]
    public async Task<string> DeleteItem(string id)
    {
        await items.Remove(id);
        return "deleted";
    }

    // A GET two files away, beside a log file and a temporary file
    // written there: a read.
    [McpServerTool(Name = "get_item", ReadOnly = true), Description("Read an item")]
    public async Task<string> GetItem(string id)
    {
        return await items.Read(id);
    }

    // A static method of a class of another file, given as a parameter's
    // type: its PUT is found.
    [McpServerTool(Name = "rename_item", ReadOnly = true), Description("Rename an item")]
    public static async Task<string> RenameItem(ItemService service, string id, string name)
    {
        await service.Rename(id, name);
        return "renamed";
    }
}
