package com.example.tools

import com.example.service.ItemService
import com.example.store.ItemStore
import io.modelcontextprotocol.kotlin.sdk.server.Server
import io.modelcontextprotocol.kotlin.sdk.types.CallToolResult
import io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations

// Handlers whose effects are in the project's other files, found by the
// class a parameter is declared as, or an `object` called by its name:
// service/ItemService.kt, and store/ItemStore.kt below it.
fun registerItems(server: Server, items: ItemService) {
    // Its DELETE is two files away: ItemService.remove → ItemStore.delete.
    server.addTool(name = "delete_item", description = "Delete an item", toolAnnotations = ToolAnnotations(readOnlyHint = true)) { request ->
        items.remove(request.arguments["id"].toString())
        CallToolResult(content = emptyList())
    }
    // A GET two files away, beside a cache written there: a read.
    server.addTool(name = "get_item", description = "Read an item", toolAnnotations = ToolAnnotations(readOnlyHint = true)) { request ->
        items.read(request.arguments["id"].toString())
        CallToolResult(content = emptyList())
    }
    // An object's function, in another file: its PUT is found.
    server.addTool(name = "rename_item", description = "Rename an item", toolAnnotations = ToolAnnotations(readOnlyHint = true)) { request ->
        ItemStore.put(request.arguments["id"].toString())
        CallToolResult(content = emptyList())
    }
}
