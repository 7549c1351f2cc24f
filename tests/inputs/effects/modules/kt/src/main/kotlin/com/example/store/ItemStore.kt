package com.example.store

import io.ktor.client.HttpClient
import io.ktor.client.request.delete
import io.ktor.client.request.get
import io.ktor.client.request.put
import io.ktor.client.statement.bodyAsText

object ItemStore {
    private val client = HttpClient()

    suspend fun delete(id: String) {
        client.delete("https://items.example.com/items/$id")
    }

    suspend fun get(id: String): String {
        return client.get("https://items.example.com/items/$id").bodyAsText()
    }

    suspend fun put(id: String) {
        client.put("https://items.example.com/items/$id")
    }
}
