// A stub of Ktor's request extension a fixture imports.
package io.ktor.client.request

import io.ktor.client.HttpClient

fun HttpClient.delete(url: String): Unit = Unit

fun HttpClient.post(url: String): Unit = Unit

fun HttpClient.patch(url: String): Unit = Unit
