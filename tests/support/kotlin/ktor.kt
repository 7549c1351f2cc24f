// A stub of the Ktor client a fixture's handler calls.
package io.ktor.client

class HttpClient
