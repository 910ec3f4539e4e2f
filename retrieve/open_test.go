package retrieve

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
)

// TestOpenReader_OutlivesPublications: an engine kept open while ingests
// publish newer snapshots keeps answering from its own, and its generation
// stays on disk until it is closed.
func TestOpenReader_OutlivesPublications(t *testing.T) {
	ctx := context.Background()
	root := testutil.CopyTree(t, testutil.Examples(t))
	data := datadir.Dir(t.TempDir())
	opt := ingest.Options{Roots: []string{root}, Data: data, LockTimeout: 5 * time.Second}
	if _, err := ingest.Run(ctx, opt); err != nil {
		t.Fatal(err)
	}
	o, err := OpenReader(ctx, data, "", Options{})
	if err != nil {
		t.Fatal(err)
	}
	first := o.SnapshotID()
	req := Request{Task: "add a retry to the payments refund handler"}
	before, err := o.Context(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	for i, text := range []string{"# Note\n\nOne.\n", "# Note\n\nTwo.\n"} {
		testutil.WriteFile(t, root, "docs/note.md", []byte(text))
		if _, err := ingest.Run(ctx, opt); err != nil {
			t.Fatalf("ingest %d while a reader is open: %v", i, err)
		}
	}
	if id, _ := data.CurrentSnapshotID(); id == first {
		t.Fatal("the ingests published nothing new")
	}
	after, err := o.Context(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if after.SnapshotID != first || len(after.Items) != len(before.Items) {
		t.Errorf("the open engine changed: snapshot %s, %d items (was %s, %d)", after.SnapshotID, len(after.Items), first, len(before.Items))
	}
	gens, _ := data.Generations()
	if !slices.Contains(gens, 1) {
		t.Fatalf("the open engine's generation 1 was removed: %v", gens)
	}
	if err := o.Close(); err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, root, "docs/note.md", []byte("# Note\n\nThree.\n"))
	if _, err := ingest.Run(ctx, opt); err != nil {
		t.Fatal(err)
	}
	if gens, _ := data.Generations(); slices.Contains(gens, 1) || len(gens) != 1 {
		t.Errorf("generations after the reader closed: %v", gens)
	}
}
