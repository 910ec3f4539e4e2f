package testutil

import (
	"fmt"
	"strings"
)

// AliasBomb is the hostile YAML of issue 13: levels mappings of 10 keys,
// each aliasing the level before (10^levels nodes when expanded; 6 levels
// are under 700 bytes).
func AliasBomb(levels int) string {
	var b strings.Builder
	b.WriteString("a0: &a0 {")
	for i := range 10 {
		fmt.Fprintf(&b, "k%d: x, ", i)
	}
	b.WriteString("}\n")
	for l := 1; l <= levels; l++ {
		fmt.Fprintf(&b, "a%d: &a%d {", l, l)
		for i := range 10 {
			fmt.Fprintf(&b, "k%d: *a%d, ", i, l-1)
		}
		b.WriteString("}\n")
	}
	return b.String()
}

// NestedList is a Markdown document whose list is nested levels deep.
func NestedList(levels int) string {
	var b strings.Builder
	b.WriteString("# Nested\n\n")
	for i := range levels {
		b.WriteString(strings.Repeat("  ", i) + "- item\n")
	}
	return b.String()
}
