package ingest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/model"
)

// dirTimes records every path under dir with its modification time and
// size, to tell whether a run wrote anything.
func dirTimes(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		st, err := d.Info()
		if err != nil {
			return err
		}
		out[p] = fmt.Sprint(st.ModTime(), st.Size())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestRun_Generations(t *testing.T) {
	root := testutil.CopyTree(t, testutil.Examples(t))
	data := datadir.Dir(t.TempDir())
	s1 := mustRun(t, options(root, string(data)))
	checkModel(t, data)
	c1, err := data.ReadCurrent()
	if err != nil || c1.Generation != 1 || c1.Files != s1.Seen-s1.Failed || c1.SnapshotID == "" {
		t.Fatalf("after the first run: current %+v, %v", c1, err)
	}

	// An unchanged run writes nothing, not even the lock holder's stores.
	before := dirTimes(t, string(data))
	mustRun(t, options(root, string(data)))
	after := dirTimes(t, string(data))
	delete(before, data.LockFile())
	delete(after, data.LockFile())
	if !maps.Equal(before, after) {
		t.Fatalf("an unchanged run wrote to the data directory")
	}

	// A change is written into a new generation, published, and the old
	// one (no reader holds it) collected.
	testutil.WriteFile(t, root, "docs/new.md", []byte("# New\n\nSomething new.\n"))
	mustRun(t, options(root, string(data)))
	c2, err := data.ReadCurrent()
	if err != nil || c2.Generation != 2 || c2.SnapshotID == c1.SnapshotID {
		t.Fatalf("after a change: current %+v, %v", c2, err)
	}
	if gens, _ := data.Generations(); !slices.Equal(gens, []int{2}) {
		t.Fatalf("generations after a change: %v", gens)
	}
	checkModel(t, data)

	// A reader holding generation 2 keeps it through the next publication.
	held, err := data.OpenSnapshot(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, root, "docs/new.md", []byte("# New\n\nSomething newer.\n"))
	mustRun(t, options(root, string(data)))
	if gens, _ := data.Generations(); !slices.Equal(gens, []int{2, 3}) {
		t.Fatalf("generations with 2 held: %v", gens)
	}
	if err := held.Close(); err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, root, "docs/new.md", []byte("# New\n\nThe newest.\n"))
	mustRun(t, options(root, string(data)))
	if gens, _ := data.Generations(); !slices.Equal(gens, []int{4}) {
		t.Fatalf("generations after the reader left: %v", gens)
	}
	checkModel(t, data)
	// A deleted file leaves the model.
	if err := os.Remove(filepath.Join(root, "docs/new.md")); err != nil {
		t.Fatal(err)
	}
	if s := mustRun(t, options(root, string(data))); s.Deleted != 1 {
		t.Fatalf("deletion: %+v", s)
	}
	checkModel(t, data)
	// A published snapshot without a model (written by an older canon) gets
	// one from the stores, without re-ingesting.
	c, _ := data.ReadCurrent()
	if err := os.Remove(filepath.Join(data.Generation(c.Generation), c.Model)); err != nil {
		t.Fatal(err)
	}
	c.Model = ""
	if err := data.Publish(c); err != nil {
		t.Fatal(err)
	}
	if s := mustRun(t, options(root, string(data))); s.Changed() != 0 || s.ModelBytes == 0 {
		t.Fatalf("run over a snapshot without a model: %+v", s)
	}
	checkModel(t, data)
	// A derived file the snapshot lacks is written by a run that changes
	// nothing, and the files of other versions of the model and of the
	// derived files are removed; other files are not.
	c, _ = data.ReadCurrent()
	gen := data.Generation(c.Generation)
	for _, name := range []string{"model.v1", "extra.v1", "notes.v1", "extra.vx", "keyed.old.v1"} {
		testutil.WriteFile(t, gen, name, []byte("old"))
	}
	opt := options(root, string(data))
	write := func(_ context.Context, w io.Writer, m *model.Snapshot) error {
		_, err := io.WriteString(w, m.ID)
		return err
	}
	// keyed.new.v1 is a derived file named for its configuration (as the
	// verifier's index is): it replaces that of another one.
	opt.Derived = []model.Derived{{Name: "extra.v2", Write: write}, {Name: "keyed.new.v1", Write: write}}
	if s := mustRun(t, opt); s.Changed() != 0 {
		t.Fatalf("run adding a derived file: %+v", s)
	}
	if b, err := os.ReadFile(filepath.Join(gen, "extra.v2")); err != nil || string(b) != c.SnapshotID {
		t.Fatalf("derived file: %q, %v", b, err)
	}
	var left []string
	entries, _ := os.ReadDir(gen)
	for _, e := range entries {
		left = append(left, e.Name())
	}
	if want := []string{"bleve", "extra.v2", "extra.vx", "keyed.new.v1", model.FileName, "notes.v1", "readers.lock"}; !slices.Equal(left, want) {
		t.Fatalf("generation holds %q, want %q", left, want)
	}
	checkModel(t, data)
}

// checkModel checks that the published read model is the model decoded
// from the stores, byte for byte, and belongs to the published snapshot.
func checkModel(t *testing.T, data datadir.Dir) {
	t.Helper()
	c, err := data.ReadCurrent()
	if err != nil {
		t.Fatal(err)
	}
	if c.Model != model.FileName {
		t.Fatalf("published snapshot without a read model: %+v", c)
	}
	m, err := model.ReadFile(filepath.Join(data.Generation(c.Generation), c.Model))
	if err != nil {
		t.Fatal(err)
	}
	if m.ID != c.SnapshotID {
		t.Fatalf("read model of snapshot %s published as %s", m.ID, c.SnapshotID)
	}
	st, err := datadir.LoadState(data.State())
	if err != nil {
		t.Fatal(err)
	}
	fromStores, err := modelFromStores(context.Background(), Options{Data: data}, st)
	if err != nil {
		t.Fatal(err)
	}
	fromStores.ID = m.ID
	if !bytes.Equal(model.Encode(m), model.Encode(fromStores)) {
		t.Fatalf("the read model the ingest kept differs from the stores' (%d and %d documents)", len(m.Docs), len(fromStores.Docs))
	}
}

// TestRun_MigratesFlatIndex: a data directory written before index
// generations (the index in index/, no current.json, a state without a
// generation) is published by the next run without re-ingesting anything.
func TestRun_MigratesFlatIndex(t *testing.T) {
	root := testutil.CopyTree(t, testutil.Examples(t))
	data := datadir.Dir(t.TempDir())
	s1 := mustRun(t, options(root, string(data)))
	_, chunks := snapshot(t, string(data))
	// Turn it into the old layout.
	if err := os.Rename(data.GenerationIndex(1), string(data)+"/flat"); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(data.Index()); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(string(data)+"/flat", data.Index()); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(data.CurrentFile()); err != nil {
		t.Fatal(err)
	}
	st, err := datadir.LoadState(data.State())
	if err != nil {
		t.Fatal(err)
	}
	st.Generation = 0
	b, _ := json.Marshal(st)
	if err := os.WriteFile(data.State(), b, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := data.ReadCurrent(); err == nil {
		t.Fatal("the old layout has a published snapshot")
	}

	s2 := mustRun(t, options(root, string(data)))
	if s2.Unchanged != s1.Added || s2.Changed() != 0 {
		t.Fatalf("the run after the old layout re-ingested: %+v", s2)
	}
	c, err := data.ReadCurrent()
	if err != nil || c.Generation != 1 {
		t.Fatalf("current after migration: %+v, %v", c, err)
	}
	checkModel(t, data)
	if w, _ := data.WriterGeneration(); w != 1 {
		t.Fatalf("writer generation after migration: %d", w)
	}
	if _, got := snapshot(t, string(data)); len(got) != len(chunks) {
		t.Fatalf("migrated index holds %d chunks, want %d", len(got), len(chunks))
	}
}
