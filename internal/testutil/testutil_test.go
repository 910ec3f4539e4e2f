package testutil

import (
	"os"
	"path/filepath"
	"testing"
)

func TestCopyTree(t *testing.T) {
	src := Examples(t)
	dst := CopyTree(t, src)
	for _, p := range []string{"CLAUDE.md", "docs/adr/0004-use-cockroachdb-for-the-ledger.md", ".cursor/rules/go-errors.mdc"} {
		want, err := os.ReadFile(filepath.Join(src, p))
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(dst, p))
		if err != nil || string(got) != string(want) {
			t.Fatalf("%s not copied: %v", p, err)
		}
	}
	if _, err := os.Stat(filepath.Join(RepoRoot(t), "go.mod")); err != nil {
		t.Fatalf("RepoRoot has no go.mod: %v", err)
	}
}
