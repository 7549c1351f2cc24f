// Package naming names the shelf's toolset.
package naming

const defaultPrefix = "shelf"

// Prefix is the toolset's prefix: the build's override, else the default.
func Prefix() string {
	chosen := Override()
	if chosen != "" {
		return chosen
	}
	return defaultPrefix
}
