package retrieve

import (
	"context"
	"strings"
	"testing"

	"github.com/canon-kg/canon/internal/testutil"
)

// A rule file's section that is mostly prose around one rule is served as
// itself, so that its conventions, which are no rules, reach the agent; a
// section that is mostly rules is served as its rules, one an item.
func TestContext_chunkMostlyProse(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Guide\n\n## Contributing\n\n"+
		"**Accepted:** bug fixes and usability improvements to the existing servers.\n\n"+
		"**Not accepted:** new server implementations; they belong in the public registry.\n\n"+
		"**Selective:** features outside a server's core purpose.\n\n"+
		"- Run the linters before you push.\n"))
	o := rootEngine(t, root)
	ctx := context.Background()

	p, err := o.Context(ctx, Request{Task: "add a new server implementation for postgres"})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, it := range p.Items {
		if strings.Contains(it.Text, "Not accepted") {
			found = true
		}
	}
	if !found {
		t.Errorf("no item quotes the contributing section's 'Not accepted' line:\n%+v", p.Items)
	}

	root = t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Guide\n\n## Tests\n\n- Use table tests for every parser.\n- Never mock the database in tests.\n"))
	o = rootEngine(t, root)
	p, err = o.Context(ctx, Request{Task: "write table tests for the parser without mocking the database"})
	if err != nil {
		t.Fatal(err)
	}
	rules := 0
	for _, it := range p.Items {
		if strings.Contains(it.Text, "table tests") && strings.Contains(it.Text, "Never mock") {
			t.Errorf("item %s quotes the tests section whole, want its rules one an item: %q", it.ID, it.Text)
		}
		if it.Kind == "rule" {
			rules++
		}
	}
	if rules != 2 {
		t.Errorf("%d rule items, want the section's 2 rules: %+v", rules, p.Items)
	}
}
