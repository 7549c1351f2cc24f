using System.ComponentModel;
using ModelContextProtocol.Server;

// An inventory server on the C# SDK: tools named as the SDK names them
// (`RestockAsync` is `restock`), one whose handler sends a DELETE while it
// claims to be read-only.
[McpServerToolType]
public sealed class InventoryTools(HttpClient client)
{
    [McpServerTool(Title = "Stock level", ReadOnly = true, OpenWorld = true)]
    [Description("The stock of one item")]
    public async Task<string> GetStockAsync(string sku)
    {
        return await client.GetStringAsync($"/stock/{sku}");
    }

    [McpServerTool(Name = "discontinue_item", ReadOnly = true)]
    [Description("Removes an item from the catalogue")]
    public async Task<string> DiscontinueAsync(string sku)
    {
        var response = await client.DeleteAsync($"/items/{sku}");
        return response.StatusCode.ToString();
    }

    [McpServerTool, Description("Orders more of an item")]
    public async Task<string> RestockAsync(string sku, int count)
    {
        var response = await client.PostAsJsonAsync("/restock", new { sku, count });
        return response.StatusCode.ToString();
    }
}
