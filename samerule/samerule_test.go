package samerule

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestKey(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"- **Never**  commit `secrets`.", "never commit secrets."},
		{"Use pnpm.", ""}, // too short to tell
	} {
		if got := Key(c.a); got != c.b {
			t.Errorf("Key(%q) = %q, want %q", c.a, got, c.b)
		}
	}
}

func TestGroupsAndKept(t *testing.T) {
	keys := []string{"a", "", "b", "a", "c", "a", "b"}
	groups := Groups(len(keys), func(i int) string { return keys[i] })
	if d := cmp.Diff([][]int{{0, 3, 5}, {2, 6}}, groups); d != "" {
		t.Errorf("groups (-want +got)\n%s", d)
	}
	files := []struct{ format, path string }{
		{"claude", "CLAUDE.md"}, {}, {}, {"agents", ".agents/AGENTS.md"}, {}, {"agents", "AGENTS.md"},
	}
	if k := Kept(groups[0], func(i int) int { return FileOrder(files[i].format, files[i].path) }); k != 5 {
		t.Errorf("kept %d, want 5 (the root AGENTS.md)", k)
	}
	if FormatOrder("agents") >= FormatOrder("claude") || FormatOrder("claude") >= FormatOrder("cursor") {
		t.Error("AGENTS.md, then the agents' own files, then the rest")
	}
}

func TestCopies(t *testing.T) {
	keys := []string{"a", "a", "b", "a", "b", ""}
	paths := []string{"CLAUDE.md", "AGENTS.md", "x.mdc", "AGENTS.md", "x.mdc", "y.md"}
	order := func(i int) int {
		return FileOrder(map[string]string{"CLAUDE.md": "claude", "AGENTS.md": "agents"}[paths[i]], paths[i])
	}
	got := Copies(len(keys), func(i int) string { return keys[i] }, func(i int) string { return paths[i] }, order)
	// Item 3 is in the kept copy's own file, and b's two are in one file:
	// no copies of theirs.
	if d := cmp.Diff([]Copy{{Index: 0, Of: 1}}, got); d != "" {
		t.Errorf("copies (-want +got)\n%s", d)
	}
	if ScopedKey("Never commit secrets or keys.", []string{"web/**"}) == ScopedKey("Never commit secrets or keys.", nil) || ScopedKey("Use pnpm.", nil) != "" {
		t.Error("ScopedKey: a scope tells copies apart, a short text has no key")
	}
}
