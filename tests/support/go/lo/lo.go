// Package lo stubs samber/lo's ToPtr.
package lo

// ToPtr returns a pointer to x.
func ToPtr[T any](x T) *T { return &x }
