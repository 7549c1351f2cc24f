package com.example.tools;

import com.example.service.ItemService;
import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.stereotype.Component;

// Handlers whose effects are in the project's other files, found by the
// class a field is declared as (an imported class of another package):
// service/ItemService.java, and store/ItemStore.java below it.
@Component
public class ItemTools {
    private final ItemService items;

    public ItemTools(ItemService items) {
        this.items = items;
    }

    // Its DELETE is two files away: ItemService.remove → ItemStore.delete.
    @McpTool(name = "delete_item", description = "Delete an item",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String deleteItem(String id) {
        items.remove(id);
        return "deleted";
    }

    // A GET two files away, beside a log file written there: a read.
    @McpTool(name = "get_item", description = "Read an item",
            annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public String getItem(String id) {
        return this.items.read(id);
    }
}
