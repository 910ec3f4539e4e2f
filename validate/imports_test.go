package validate

import (
	"slices"
	"testing"
)

// TestImports_wordsWithAnAt checks that an "@" word that names no file of
// the tree and was not meant as one (an npm scope, a decorator, a path
// alias, a product) is no IMPORT-001, while a missing document, or a path
// into a directory of the root, is.
func TestImports_wordsWithAnAt(t *testing.T) {
	rep := runTree(t, map[string]string{
		"CLAUDE.md": "# Guide\n\n" +
			"- Use @testing-library/react and @app.get handlers; import from @/components; follow @Next.js docs.\n" +
			"- Read @docs/missing.md and @docs/guide before you start.\n",
		"docs/present.md": "# Present\n",
	})
	var got []string
	for _, f := range rep.Findings {
		if f.Rule == RuleImport {
			got = append(got, f.Message)
		}
	}
	want := []string{
		"import @docs/missing.md: docs/missing.md does not exist",
		"import @docs/guide: docs/guide does not exist",
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("IMPORT-001 findings %q, want %q", got, want)
	}
}
