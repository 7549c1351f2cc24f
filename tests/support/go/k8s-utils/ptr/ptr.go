// Package ptr stubs k8s.io/utils/ptr's To.
package ptr

// To returns a pointer to v.
func To[T any](v T) *T { return &v }
