package ingest

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/validate"
	"github.com/canon-kg/canon/vocabulary"
)

// TestRun_BlockedKeepsPrevious: a source of truth that turns BLOCKED
// (duplicate keys) is not written, its previous records stay, state keeps
// the old hash, and the next run judges it again.
func TestRun_BlockedKeepsPrevious(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	p := filepath.Join(root, "t.csv")
	write := func(s string) {
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dir := datadir.Dir(t.TempDir())
	opt := Options{Roots: []string{root}, Data: dir, Validate: validate.Options{}}
	write("id,name\nA-1,x\nA-2,y\n")
	sum, err := Run(ctx, opt)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Status != finding.StatusAccepted || sum.Added != 1 {
		t.Fatalf("first run: status %s added %d, findings %v", sum.Status, sum.Added, sum.Findings)
	}
	st, _ := datadir.LoadState(dir.State())
	oldHash := st.Files["t.csv"].Hash

	write("id,name\nA-1,x\nA-1,z\n")
	for range 2 { // judged again on the next run
		sum, err = Run(ctx, opt)
		if err != nil {
			t.Fatal(err)
		}
		if sum.Status != finding.StatusBlocked || sum.Blocked != 1 || sum.Modified != 0 || len(sum.Findings) != 1 || sum.Findings[0].Rule != validate.RuleDuplicateKey {
			t.Fatalf("blocked run: status %s blocked %d modified %d findings %v", sum.Status, sum.Blocked, sum.Modified, sum.Findings)
		}
		if st, _ := datadir.LoadState(dir.State()); st.Files["t.csv"].Hash != oldHash {
			t.Fatal("state recorded the blocked version")
		}
	}
	g, err := graph.Open(ctx, dir.Graph(), graph.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = g.Close() }() // only read: nothing to lose
	blocks, err := g.Out(ctx, vocabulary.SoTNode("t.csv"), vocabulary.SoTRecords)
	if err != nil || len(blocks) != 1 {
		t.Fatalf("blocks %v, %v; want one", blocks, err)
	}
	rs, err := vocabulary.DecodeRecords(blocks[0])
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, r := range rs {
		keys = append(keys, r.Key)
	}
	if len(keys) != 2 || keys[1] != "A-2" {
		t.Fatalf("stored records %v, want the previous A-1 and A-2", keys)
	}
}

// TestRun_OpenFindings: state.json keeps each discovered file's findings
// as of the run that last read it, so an incremental run that does not
// read a file keeps its findings; fixing the file, or removing it, drops
// them; a file that could not be ingested keeps its reason.
func TestRun_OpenFindings(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	write := func(name, s string) {
		if err := os.WriteFile(filepath.Join(root, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dir := datadir.Dir(t.TempDir())
	opt := Options{Roots: []string{root}, Data: dir}
	open := func() []string {
		t.Helper()
		if _, err := Run(ctx, opt); err != nil {
			t.Fatal(err)
		}
		st, err := datadir.LoadState(dir.State())
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, f := range st.OpenFindings() {
			out = append(out, f.Rule+" "+f.Path)
		}
		return out
	}
	write("t.csv", "id,name\nA-1,x\nA-1,y\n")
	write("a.md", "# A\n\nText.\n")
	if err := os.Symlink("missing.md", filepath.Join(root, "CLAUDE.md")); err != nil {
		t.Fatal(err)
	}
	want := []string{validate.RuleDuplicateKey + " t.csv", validate.RuleUnreadable + " CLAUDE.md"}
	if got := open(); !slices.Equal(got, want) {
		t.Fatalf("first run: %v, want %v", got, want)
	}
	write("a.md", "# A\n\nOther text.\n") // t.csv is not read again
	if got := open(); !slices.Equal(got, want) {
		t.Fatalf("incremental run: %v, want %v", got, want)
	}
	write("t.csv", "id,name\nA-1,x\nA-2,y\n")
	if err := os.Remove(filepath.Join(root, "CLAUDE.md")); err != nil {
		t.Fatal(err)
	}
	if got := open(); len(got) != 0 {
		t.Fatalf("after the fixes: %v", got)
	}
}
