package retrieve

import (
	"slices"
	"testing"

	"github.com/canon-kg/canon/intent"
	"github.com/canon-kg/canon/internal/testutil"
)

// TestBoost_TypedIntents: a chunk earns the intent boost from the intents
// of the rules it holds (#security), not from their domains (@security)
// or its document's front-matter tags.
func TestBoost_TypedIntents(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "CLAUDE.md", []byte("# Rules\n\n## Keys\n\n- Always rotate the signing keys every month. @security (high)\n"))
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Rules\n\n## Passwords\n\n- Always hash passwords with argon2. #security\n"))
	testutil.WriteFile(t, root, "docs/guide.md", []byte("---\ntags: [security]\n---\n# Guide\n\nHow we store passwords.\n"))
	e := rootEngine(t, root).Engine
	got := map[string][]string{}
	for i := range e.chunks {
		c := &cand{chunk: i, rule: -1}
		e.boost(c, intent.Security, nil, nil)
		got[e.chunks[i].Path] = append(got[e.chunks[i].Path], c.why...)
	}
	if slices.Contains(got["CLAUDE.md"], "intent security") || slices.Contains(got["docs/guide.md"], "intent security") {
		t.Errorf("a domain or a front-matter tag earned the intent boost: %v", got)
	}
	if !slices.Contains(got["AGENTS.md"], "intent security") {
		t.Errorf("a chunk holding a #security rule earned no intent boost: %v", got)
	}
	if !slices.Contains(got["CLAUDE.md"], "risk high") {
		t.Errorf("a chunk holding a high-risk rule earned no risk boost: %v", got)
	}
}
