package sources

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/canon-kg/canon/internal/testutil"
)

func writeTree(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for p, body := range files {
		testutil.WriteFile(t, root, p, []byte(body))
	}
}

func TestDiscover(t *testing.T) {
	tmp := t.TempDir()
	root := filepath.Join(tmp, "repo")
	outside := filepath.Join(tmp, "outside")
	writeTree(t, root, map[string]string{
		"README.MD": "# r", "CLAUDE.md": "- x", "a/.cursorrules": "x", "a/b/rule.mdc": "x",
		"data/x.csv": "a\n1\n", "data/y.yml": "a: 1", "sop.md.erb": "x", "code.go": "package x",
		".git/config.md": "x", "node_modules/m/README.md": "x", ".canon/state.md": "x",
		"vendor/skip.md": "x", "big.md": "0123456789",
	})
	writeTree(t, outside, map[string]string{"secret.md": "x", "dir/inner.md": "x"})
	links := map[string]string{
		"link-in.md":     filepath.Join(root, "CLAUDE.md"),
		"linkdir":        filepath.Join(root, "a"),
		"a/b/loop":       filepath.Join(root, "a"),
		"link-out.md":    filepath.Join(outside, "secret.md"),
		"linkdir-out":    filepath.Join(outside, "dir"),
		"dangling.md":    filepath.Join(root, "missing.md"),
		"relative-in.md": "README.MD",
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(root, name)); err != nil {
			t.Skipf("symlinks unsupported: %v", err)
		}
	}
	files, errs := Discover(context.Background(), []string{root + "/./", root}, Options{Exclude: []string{"vendor/**"}, MaxSize: 5})
	var got []string
	oversize := map[string]bool{}
	for _, f := range files {
		if f.Root != root {
			t.Errorf("root %s, want %s", f.Root, root)
		}
		got = append(got, f.Path)
		oversize[f.Path] = f.Oversize
	}
	want := []string{
		"CLAUDE.md", "README.MD", "a/.cursorrules", "a/b/rule.mdc", "big.md", "data/x.csv", "data/y.yml",
		"link-in.md", "relative-in.md", "sop.md.erb",
	} // linkdir leads to a, already walked under its own path

	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("files (-want +got):\n%s", diff)
	}
	if !oversize["big.md"] || oversize["CLAUDE.md"] {
		t.Errorf("oversize flags %v", oversize)
	}
	if len(errs) != 1 {
		t.Fatalf("errors %v, want one for the dangling link", errs)
	}
	// The error names the link (the file the user fixes), says where it
	// points, and is fs.ErrNotExist.
	var we *WalkError
	if !errors.As(errs[0], &we) || we.Root != root || we.Path != "dangling.md" || !errors.Is(errs[0], fs.ErrNotExist) {
		t.Errorf("error %#v, want a WalkError of dangling.md that is fs.ErrNotExist", errs[0])
	}
	if want := "discover " + filepath.Join(root, "dangling.md") + ": symbolic link to " + filepath.Join(root, "missing.md") + ", which does not exist"; errs[0].Error() != want {
		t.Errorf("error %q\nwant  %q", errs[0], want)
	}
}

func TestDiscover_Errors(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	root := t.TempDir()
	writeTree(t, root, map[string]string{"a.md": "x"})
	if files, errs := Discover(ctx, []string{root}, Options{}); len(files) != 0 || len(errs) != 1 {
		t.Errorf("cancelled: files %v errors %v", files, errs)
	}
	if _, errs := Discover(context.Background(), []string{filepath.Join(root, "nope")}, Options{}); len(errs) != 1 {
		t.Errorf("missing root: errors %v", errs)
	}
	if _, errs := Discover(context.Background(), []string{root}, Options{Include: []string{"[bad"}}); len(errs) != 1 {
		t.Errorf("bad glob: errors %v", errs)
	}
}

func TestClassify(t *testing.T) {
	tests := []struct {
		path string
		meta map[string]any
		body string
		want Kind
	}{
		{"CLAUDE.md", nil, "", KindRule},
		{"pkg/AGENTS.md", nil, "", KindRule},
		{"GEMINI.md", nil, "", KindRule},
		{"x/.cursorrules", nil, "", KindRule},
		{"r.mdc", nil, "", KindRule},
		{".github/copilot-instructions.md", nil, "", KindRule},
		{".github/instructions/go.instructions.md", nil, "", KindRule},
		{".claude/rules/a.md", nil, "", KindRule},
		{"docs/x.md", map[string]any{"category": "rule"}, "", KindRule},
		{"docs/x.md", map[string]any{"category": "sop"}, "", KindSOP},
		{"docs/x.md", map[string]any{"applies_to": "x", "severity": "error"}, "", KindSOP},
		{"ops/Runbooks/x.md", nil, "", KindSOP},
		{"standards/x.md.erb", nil, "", KindSOP},
		{"doc/adr/0001-x.md", nil, "", KindADR},
		{"ADR/ADR019-x.md", nil, "", KindADR},
		{"adr-046-x.md", nil, "", KindADR},
		{"docs/architecture-decision-record/x.md", nil, "", KindADR},
		{"x.md", map[string]any{"status": "accepted"}, "", KindADR},
		{"x.md", nil, "# T\n\n## Status\n\nAccepted\n\n## Context\n", KindADR},
		{"README.md", nil, "# T\n\n## Status\n\nBeta\n", KindDoc},
		{"doc/adr/README.md", nil, "# Index\n", KindDoc},
		{"doc/adr/index.md", nil, "# X\n\nStatus: Accepted\n", KindADR},
		{"doc/adr/0000-template.md", nil, "## Status\n", KindDoc},
		{"doc/adr/adr-014-project-templates.md", nil, "", KindADR},
		{"data/x.CSV", nil, "", KindSoT},
		{"k/kep.yaml", nil, "", KindSoT},
		{"notes.md", nil, "# Notes\n", KindDoc},
	}
	for _, tc := range tests {
		if got := Classify(tc.path, tc.meta, []byte(tc.body)); got != tc.want {
			t.Errorf("Classify(%q, %v) = %s, want %s", tc.path, tc.meta, got, tc.want)
		}
	}
}
