package retrieve

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/canon-kg/canon/constitution"
	"github.com/canon-kg/canon/internal/testutil"
)

// A symlinked CLAUDE.md and a guide copied into two directories are each
// one document: served once, with the others as aliases, applying wherever
// any of the copies does, and cited, for a task on files, by the copy in
// the files' own tree (the first path without files).
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
		want string // the copy cited, "" for none
	}{{"web/src/api.ts", "web/AGENTS.md"}, {"svc/handler.ts", "svc/AGENTS.md"}, {"other/x.ts", ""}} {
		p, err := o.Context(ctx, Request{Task: "validate the handler input with zod", Files: []string{tc.file}})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, it := range p.Items {
			if strings.Contains(it.Text, "zod") {
				got = append(got, it.SourcePath+" aliases "+strings.Join(it.Aliases, ","))
			}
		}
		var want []string
		if tc.want != "" { // the copy in the file's own tree, the other as its alias
			other := map[string]string{"web/AGENTS.md": "svc/AGENTS.md", "svc/AGENTS.md": "web/AGENTS.md"}[tc.want]
			want = []string{tc.want + " aliases " + other}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: the zod rule is cited at %v, want %v", tc.file, got, want)
		}
		fr, err := o.RulesFor(tc.file, constitution.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		var docs []string
		for _, d := range fr.Scoped {
			for _, r := range d.Rules {
				if strings.Contains(r.Text, "zod") {
					docs = append(docs, d.SourcePath+" "+r.SourcePath)
				}
			}
		}
		if tc.want != "" && !slices.Equal(docs, []string{tc.want + " " + tc.want}) {
			t.Errorf("%s: get_rules_for_file cites the zod rule as %v, want %s", tc.file, docs, tc.want)
		}
	}
}

// Of byte-identical copies in one directory, the one most coding agents
// read is cited, whatever the path order: AGENTS.md, then CLAUDE.md, then
// .cursorrules (which sorts first by bytes).
func TestContext_aliasKeptByFormat(t *testing.T) {
	root := t.TempDir()
	guide := []byte("# Guide\n\n## Tests\n\n- Use table tests for every parser.\n")
	for _, name := range []string{".cursorrules", "CLAUDE.md", "AGENTS.md"} {
		testutil.WriteFile(t, root, name, guide)
	}
	o := rootEngine(t, root)
	p, err := o.Context(context.Background(), Request{Task: "write table tests for the parser"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, it := range p.Items {
		if strings.Contains(it.Text, "table tests") {
			got = append(got, it.SourcePath+" aliases "+strings.Join(it.Aliases, ","))
		}
	}
	if want := []string{"AGENTS.md aliases CLAUDE.md,.cursorrules"}; !slices.Equal(got, want) {
		t.Errorf("the rule is cited at %v, want %v", got, want)
	}
}

// Copies with @imports are one document when their imports resolve to the
// same paths (one directory: "@scope/pkg", an npm package that reads as an
// import, names the same path from each), and two when they resolve apart
// (a guide that imports its directory's own notes, copied into web/ and
// svc/).
func TestContext_aliasWithImports(t *testing.T) {
	root := t.TempDir()
	guide := []byte("# Guide\n\n## UI\n\n- Use @acme-ui/core for every button, never raw antd.\n")
	for _, name := range []string{"GEMINI.md", "CLAUDE.md", "AGENTS.md"} {
		testutil.WriteFile(t, root, name, guide)
	}
	local := []byte("# Local\n\n@notes/style.md\n\n- Handlers must validate their input with zod.\n")
	testutil.WriteFile(t, root, "web/AGENTS.md", local)
	testutil.WriteFile(t, root, "svc/AGENTS.md", local)
	testutil.WriteFile(t, root, "web/notes/style.md", []byte("# Web style\n\n- Use kebab-case file names in web.\n"))
	testutil.WriteFile(t, root, "svc/notes/style.md", []byte("# Svc style\n\n- Use snake_case file names in svc.\n"))
	o := rootEngine(t, root)
	ctx := context.Background()
	cited := func(task, text string) []string {
		t.Helper()
		p, err := o.Context(ctx, Request{Task: task, K: 10})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, it := range p.Items {
			if strings.Contains(it.Text, text) {
				got = append(got, it.SourcePath+" aliases "+strings.Join(it.Aliases, ","))
			}
		}
		slices.Sort(got)
		return got
	}
	if got, want := cited("style the new button with the ui core package", "acme-ui"), []string{"AGENTS.md aliases CLAUDE.md,GEMINI.md"}; !slices.Equal(got, want) {
		t.Errorf("the button rule is cited at %v, want %v", got, want)
	}
	// (The rule itself is folded into one item as any rule written twice
	// is; its document has no aliases.)
	for _, c := range cited("validate the handler input with zod", "zod") {
		if !strings.HasSuffix(c, " aliases ") {
			t.Errorf("the handler rule is cited at %s: copies whose imports differ are aliases", c)
		}
	}
}
