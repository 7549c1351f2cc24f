package naming

// prefixOverride is set by builds that rename the toolset.
const prefixOverride = ""

// Override is the build's prefix, if any.
func Override() string {
	return prefixOverride
}
