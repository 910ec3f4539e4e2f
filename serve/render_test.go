package serve

import (
	"strings"
	"testing"

	"github.com/canon-kg/canon/retrieve"
)

// A rule file that repeats a rule (trigger.dev's webapp.mdc says its
// "presenters" line twice) gives it once, with the first line's citation;
// prose is cited by its lines, one line as path:line, and a paragraph
// that is one list item is given as a rule is.
func TestRenderFileRules_repeatsOnce(t *testing.T) {
	rule := func(line int, text string) retrieve.Item {
		return retrieve.Item{Kind: "rule", SourcePath: ".cursor/rules/web.mdc", LineStart: line, LineEnd: line, Text: text}
	}
	fr := &retrieve.FileRules{SnapshotID: "snap-1", File: "web/a.tsx", Scoped: []retrieve.ScopedDoc{{
		SourcePath: ".cursor/rules/web.mdc", DocKind: "rule", Why: "applies_to web/**",
		Rules: []retrieve.Item{
			{Kind: "chunk", SourcePath: ".cursor/rules/web.mdc", LineStart: 7, LineEnd: 7, Text: "The web app is a Remix app."},
			rule(10, "- Use presenters for complex loaders."),
			rule(12, "Never import the root package."),
			rule(14, "- Use  presenters for complex loaders."),
			{Kind: "chunk", SourcePath: ".cursor/rules/web.mdc", LineStart: 16, LineEnd: 16, Text: "- Review changes as a whole."},
		},
	}}}
	got := RenderFileRules(fr, 0, true)
	if n := strings.Count(got, "presenters"); n != 1 {
		t.Errorf("the repeated rule is given %d times:\n%s", n, got)
	}
	for _, want := range []string{"[.cursor/rules/web.mdc:7]", "- Use presenters for complex loaders.  [.cursor/rules/web.mdc:10]", "Never import the root package.  [.cursor/rules/web.mdc:12]",
		"\nThe web app is a Remix app.\n[.cursor/rules/web.mdc:7]", "- Review changes as a whole.  [.cursor/rules/web.mdc:16]"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
}
