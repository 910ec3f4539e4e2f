package serve

import (
	"strings"
	"testing"

	"github.com/canon-kg/canon/retrieve"
)

// A rule file that repeats a rule (trigger.dev's webapp.mdc says its
// "presenters" line twice) gives it once, with the first line's citation;
// prose is cited by its lines, one line as path:line, a paragraph that is
// one list item is given as a rule is, and a numbered step keeps its number
// without a second marker.
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
			rule(18, "4. Apply the migration:"),
		},
	}}}
	got := RenderFileRules(fr, 0, true)
	if n := strings.Count(got, "presenters"); n != 1 {
		t.Errorf("the repeated rule is given %d times:\n%s", n, got)
	}
	for _, want := range []string{"[.cursor/rules/web.mdc:7]", "- Use presenters for complex loaders.  [.cursor/rules/web.mdc:10]", "Never import the root package.  [.cursor/rules/web.mdc:12]",
		"\nThe web app is a Remix app.\n[.cursor/rules/web.mdc:7]", "- Review changes as a whole.  [.cursor/rules/web.mdc:16]",
		"\n4. Apply the migration:  [.cursor/rules/web.mdc:18]"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
}

// A hook's text fits its character cap itself and records only what it
// wrote; the next file's text gives the rest and counts what was given.
func TestRenderFileRules_givenOnce(t *testing.T) {
	var rules []retrieve.Item
	for i, text := range []string{"- Never log secrets.", "- Always wrap errors with the operation.", "- Prefer table-driven tests."} {
		rules = append(rules, retrieve.Item{Kind: "rule", SourcePath: "AGENTS.md", LineStart: 3 + i, LineEnd: 3 + i, Text: text})
	}
	fr := &retrieve.FileRules{SnapshotID: "snap-1", File: "a.go", Scoped: []retrieve.ScopedDoc{{SourcePath: "AGENTS.md", DocKind: "rule", Why: "imported by CLAUDE.md", Rules: rules}}}
	full, _ := renderFileRules(fr, 0, 0, true, nil)
	cut := strings.Index(full, "- Prefer") // room for the first two rules only
	first, wrote := renderFileRules(fr, 0, cut, true, nil)
	note := strings.Index(first, "\n(1 more scoped documents and rules left out by the cap")
	if note < 0 || note > cut || len(first)-note > capNoteChars || len(wrote) != 2 || strings.Contains(first, "table-driven") {
		t.Fatalf("within %d characters, wrote %d keys:\n%s", cut, len(wrote), first)
	}
	given := map[string]bool{}
	for _, k := range wrote {
		given[k] = true
	}
	second, more := renderFileRules(fr, 0, 0, true, given)
	if len(more) != 1 || !strings.Contains(second, "- Prefer table-driven tests.  [AGENTS.md:5]") || strings.Contains(second, "secrets") ||
		!strings.Contains(second, "(2 of its rules and paragraphs given earlier in this session)") {
		t.Errorf("second text (%d keys):\n%s", len(more), second)
	}
}

// A rule that other files repeat is cited with them.
func TestItemText_also(t *testing.T) {
	got := itemText(retrieve.Item{Kind: "rule", SourcePath: "AGENTS.md", LineStart: 7, LineEnd: 7, Text: "- Keep try blocks small.",
		Also: []string{".github/copilot-instructions.md:184"}})
	if want := "- Keep try blocks small.  [AGENTS.md:7; also .github/copilot-instructions.md:184]\n"; got != want {
		t.Errorf("itemText = %q, want %q", got, want)
	}
}

// A rule that introduces a list or code keeps their lines, indented under
// its one-line text; a wrapped rule is one line.
func TestItemText_block(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"- Review the export against the\n  docs and list any discrepancies:\n  - https://example.com/a\n    - nested\n  - https://example.com/b",
			"- Review the export against the docs and list any discrepancies:  [AGENTS.md:3-7]\n  - https://example.com/a\n    - nested\n  - https://example.com/b\n"},
		{"- Add this header to new Go files:\n  ```go\n  // Copyright 2026\n  ```",
			"- Add this header to new Go files:  [AGENTS.md:3-7]\n  ```go\n  // Copyright 2026\n  ```\n"},
		{"- Keep try blocks\n  small.", "- Keep try blocks small.  [AGENTS.md:3-7]\n"},
		{"2. Register the route\n   in root.ts:\n   1. import it\n   2. add it", "2. Register the route in root.ts:  [AGENTS.md:3-7]\n  1. import it\n  2. add it\n"},
	} {
		if got := itemText(retrieve.Item{Kind: "rule", SourcePath: "AGENTS.md", LineStart: 3, LineEnd: 7, Text: c.text}); got != c.want {
			t.Errorf("itemText(%q) =\n%q, want\n%q", c.text, got, c.want)
		}
	}
}
