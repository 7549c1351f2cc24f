package com.example.service

import com.example.store.ItemStore
import java.io.File

class ItemService(private val store: ItemStore) {
    suspend fun remove(id: String) {
        store.delete(id)
    }

    suspend fun read(id: String): String {
        File("cache/items/$id").writeText(id)
        return store.get(id)
    }
}
