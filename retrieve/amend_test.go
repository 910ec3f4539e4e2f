package retrieve

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/canon-kg/canon/internal/testutil"
)

// An amended decision ranks below the decision that amends it when both
// are found, whichever of the two names the other ("Amended by" on the
// amended one, "Amends" on the amendment), and keeps its place when the
// amendment is not found.
func TestContext_amendedBelowAmendment(t *testing.T) {
	for _, tc := range []struct {
		name, status5, status9, task string
	}{
		{"amended by", "Accepted\n\nAmended by [9. Help scripts](0009-help-scripts.md)", "Accepted", "help text of a subcommand from comments in the script"},
		{"amends", "Accepted", "Accepted\n\nAmends [5. Help comments](0005-help-comments.md)", "help text of a subcommand from comments in the script"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			testutil.WriteFile(t, root, "doc/adr/0005-help-comments.md", []byte("# 5. Help comments\n\nDate: 2016-02-13\n\n## Status\n\n"+tc.status5+
				"\n\n## Context\n\nThe tool has a help subcommand.\n\n## Decision\n\nThe help text of a subcommand comes from comments in the script, the comments of the script file read by help.\n"))
			testutil.WriteFile(t, root, "doc/adr/0009-help-scripts.md", []byte("# 9. Help scripts\n\nDate: 2018-06-26\n\n## Status\n\n"+tc.status9+
				"\n\n## Context\n\nHelp text cannot include calculated values.\n\n## Decision\n\nA subcommand's help is printed by a help script beside it.\n"))
			o := rootEngine(t, root)
			p, err := o.Context(context.Background(), Request{Task: tc.task, K: 5})
			if err != nil {
				t.Fatal(err)
			}
			var order []string
			for _, it := range p.Items {
				if !slices.Contains(order, it.SourcePath) {
					order = append(order, it.SourcePath)
				}
			}
			i5, i9 := slices.Index(order, "doc/adr/0005-help-comments.md"), slices.Index(order, "doc/adr/0009-help-scripts.md")
			if i5 < 0 || i9 < 0 || i9 > i5 {
				t.Errorf("documents in order %v: want the amendment 0009 above the amended 0005", order)
			}
			for _, it := range p.Items {
				if it.SourcePath == "doc/adr/0005-help-comments.md" && !slices.ContainsFunc(it.Why, func(w string) bool { return strings.HasPrefix(w, "amended by ") }) {
					t.Errorf("item %s why %v: no 'amended by'", it.ID, it.Why)
				}
			}
		})
	}
}
