// Package jsonschema stubs jsonschema-go's Ptr.
package jsonschema

// Ptr returns a pointer to x.
func Ptr[T any](x T) *T { return &x }
