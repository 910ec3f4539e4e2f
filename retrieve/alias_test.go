package retrieve

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/canon-kg/canon/internal/testutil"
)

// A symlinked CLAUDE.md and a guide copied into two directories are each
// one document: served once, at the first path, with the others as
// aliases, and applying wherever any of the copies does.
func TestContext_aliases(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Guide\n\n## Always\n\n- Always run the linters before you push.\n\n## Tests\n\n- Use table tests for every parser.\n"))
	if err := os.Symlink("AGENTS.md", filepath.Join(root, "CLAUDE.md")); err != nil {
		t.Fatal(err)
	}
	handlers := []byte("# Handlers\n\n- Handlers must validate their input with zod.\n")
	testutil.WriteFile(t, root, "web/AGENTS.md", handlers)
	testutil.WriteFile(t, root, "svc/AGENTS.md", handlers)
	o := rootEngine(t, root)
	ctx := context.Background()

	p, err := o.Context(ctx, Request{Task: "write table tests for the parser"})
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(p.Constitution.Text, "Always run the linters"); n != 1 {
		t.Errorf("the constitution holds the linter rule %d times, want once:\n%s", n, p.Constitution.Text)
	}
	var paths []string
	for _, it := range p.Items {
		paths = append(paths, it.SourcePath)
		if it.SourcePath == "AGENTS.md" && !slices.Equal(it.Aliases, []string{"CLAUDE.md"}) {
			t.Errorf("item %s aliases %v, want [CLAUDE.md]", it.ID, it.Aliases)
		}
	}
	if !slices.Contains(paths, "AGENTS.md") || slices.Contains(paths, "CLAUDE.md") {
		t.Errorf("items cite %v, want AGENTS.md and never its symlink CLAUDE.md", paths)
	}

	for _, tc := range []struct {
		file string
		want bool
	}{{"web/src/api.ts", true}, {"svc/handler.ts", true}, {"other/x.ts", false}} {
		p, err := o.Context(ctx, Request{Task: "validate the handler input with zod", Files: []string{tc.file}})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, it := range p.Items {
			if strings.Contains(it.Text, "zod") {
				got = append(got, it.SourcePath)
			}
		}
		want := []string(nil)
		if tc.want {
			want = []string{"svc/AGENTS.md"} // the first path of the two copies
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: the zod rule is cited at %v, want %v", tc.file, got, want)
		}
	}
}
