package ingest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/vocabulary"
)

func TestRun_ReconcilesAfterUnfinishedRun(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "a.md", []byte("# A\n\n- Always test a.\n"))
	testutil.WriteFile(t, root, "b.md", []byte("# B\n\n- Never skip b.\n"))
	data := filepath.Join(t.TempDir(), "data")
	d := datadir.Dir(data)
	mustRun(t, options(root, data))
	recorded, err := datadir.LoadState(d.State())
	if err != nil {
		t.Fatal(err)
	}
	wantQuads, wantChunks := snapshot(t, data)

	// A run writes extra.md and a new a.md into both stores (its own index
	// generation and the graph) and dies before recording them; then the
	// files go back to what state.json records.
	testutil.WriteFile(t, root, "extra.md", []byte("# Extra\n\n- Always write extra.\n"))
	testutil.WriteFile(t, root, "a.md", []byte("# A\n\n- Always test a twice.\n\n## More\n\n- And again.\n"))
	mustRun(t, options(root, data))
	died, err := datadir.LoadState(d.State())
	if err != nil {
		t.Fatal(err)
	}
	died.Files, died.Writing = recorded.Files, true
	if err := died.Save(d.State()); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(root, "extra.md")); err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, root, "a.md", []byte("# A\n\n- Always test a.\n"))

	drift, err := Check(context.Background(), options(root, data))
	if err != nil {
		t.Fatal(err)
	}
	want := Drift{GraphOrphans: []string{"extra.md"}, IndexOrphans: []string{"extra.md"}, Stale: []string{"a.md"}}
	if !slices.Equal(drift.GraphOrphans, want.GraphOrphans) || !slices.Equal(drift.IndexOrphans, want.IndexOrphans) || !slices.Equal(drift.Stale, want.Stale) {
		t.Fatalf("check: %+v, want %+v", drift, want)
	}
	s := mustRun(t, options(root, data))
	if s.Reconciled == nil || !slices.Equal(s.Reconciled.Stale, want.Stale) || !slices.Equal(s.Reconciled.GraphOrphans, want.GraphOrphans) {
		t.Errorf("reconciled %+v, want %+v", s.Reconciled, want)
	}
	if s.Added != 1 || s.Unchanged != 1 {
		t.Errorf("run after reconciling: added %d unchanged %d, want a.md added again and b.md unchanged", s.Added, s.Unchanged)
	}
	gotQuads, gotChunks := snapshot(t, data)
	if !slices.Equal(gotQuads, wantQuads) || len(gotChunks) != len(wantChunks) {
		t.Errorf("stores after reconciling: %d quads %d chunks, want %d %d", len(gotQuads), len(gotChunks), len(wantQuads), len(wantChunks))
	}
	for i := range min(len(gotChunks), len(wantChunks)) {
		if gotChunks[i].ID != wantChunks[i].ID || gotChunks[i].Text != wantChunks[i].Text {
			t.Errorf("chunk %d: %s, want %s", i, gotChunks[i].ID, wantChunks[i].ID)
		}
	}
	after, err := datadir.LoadState(d.State())
	if err != nil || after.Writing {
		t.Errorf("state after a finished run: writing %v, err %v", after != nil && after.Writing, err)
	}
	if drift, err := Check(context.Background(), options(root, data)); err != nil || !drift.Empty() {
		t.Errorf("check after reconciling: %v %v", drift, err)
	}
}

func TestCheck_DoesNotWrite(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "a.md", []byte("# A\n\n- Always test a.\n"))
	data := filepath.Join(t.TempDir(), "data")
	d := datadir.Dir(data)
	if _, err := Check(context.Background(), options(root, data)); err == nil {
		t.Error("check of an empty data directory: no error")
	}
	if _, err := os.Stat(data); !os.IsNotExist(err) {
		t.Errorf("check created the data directory: %v", err)
	}
	mustRun(t, options(root, data))
	st, err := datadir.LoadState(d.State())
	if err != nil {
		t.Fatal(err)
	}
	delete(st.Files, "a.md")
	if err := st.Save(d.State()); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(d.State())
	q0, c0 := snapshot(t, data)
	drift, err := Check(context.Background(), options(root, data))
	if err != nil || !slices.Equal(drift.GraphOrphans, []string{"a.md"}) || !slices.Equal(drift.IndexOrphans, []string{"a.md"}) {
		t.Fatalf("check: %+v %v", drift, err)
	}
	after, _ := os.ReadFile(d.State())
	q1, c1 := snapshot(t, data)
	if string(before) != string(after) || len(q0) != len(q1) || len(c0) != len(c1) {
		t.Error("check wrote the state or the stores")
	}
}

// TestRun_TornIndex: a run killed while Bleve created the index leaves an
// index_meta.json that is not JSON; the next run starts the index over.
func TestRun_TornIndex(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "a.md", []byte("# A\n\n- Always test a.\n"))
	data := filepath.Join(t.TempDir(), "data")
	d := datadir.Dir(data)
	mustRun(t, options(root, data))
	wantQuads, wantChunks := snapshot(t, data)
	// The run that created the first index generation died: nothing was
	// published, and the generation's index is torn.
	st := diedWriting(t, d)
	gen := d.GenerationIndex(st.Generation)
	if err := errors.Join(os.Remove(d.CurrentFile()), os.RemoveAll(gen)); err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, gen, "index_meta.json", nil)
	s := mustRun(t, options(root, data))
	if s.Added != 1 {
		t.Errorf("added %d, want a.md again", s.Added)
	}
	q, c := snapshot(t, data)
	if !slices.Equal(q, wantQuads) || len(c) != len(wantChunks) {
		t.Errorf("after the torn index: %d quads %d chunks, want %d %d", len(q), len(c), len(wantQuads), len(wantChunks))
	}
}

// TestRun_ReconcilesHalfWrittenDocuments: a run stopped while the graph
// writer spread documents over several transactions leaves them with
// their path quad and without their file-hash quad (graph.Store.Replace).
// The next run removes such a document, whether the state records it
// (then it is written again) or not (a new file, since deleted).
func TestRun_ReconcilesHalfWrittenDocuments(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	var rows strings.Builder
	rows.WriteString("id,owner\n")
	for i := range 100 {
		fmt.Fprintf(&rows, "svc%d,team%d\n", i, i%7)
	}
	testutil.WriteFile(t, root, "a.md", []byte("# A\n\n- Always test a.\n"))
	testutil.WriteFile(t, root, "services.csv", []byte(rows.String()))
	data := filepath.Join(t.TempDir(), "data")
	d := datadir.Dir(data)
	opt := options(root, data)
	opt.TxQuads = 50 // services.csv's 400 quads take 9 transactions
	mustRun(t, opt)
	wantQuads, wantChunks := snapshot(t, data)

	// A stopped run had begun to rewrite services.csv (recorded) and to
	// write gone.csv (a new file, deleted since).
	half := func(p string) graph.DocQuads {
		n := vocabulary.DocNode(p)
		d := graph.DocQuads{Label: n, Quads: []graph.Quad{
			{Subject: n, Predicate: vocabulary.DocPath, Object: p},
			{Subject: n, Predicate: vocabulary.DocKind, Object: "sot"},
		}}
		for i := range 30 {
			d.Quads = append(d.Quads, graph.Quad{Subject: vocabulary.SoTNode(p), Predicate: vocabulary.SoTRecords,
				Object: fmt.Sprintf(`{"records":[{"key":"svc%d","line":%d,"fields":{}}]}`, i, i+2)})
		}
		return d
	}
	g, err := graph.Open(ctx, d.Graph(), graph.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := errors.Join(g.Replace(ctx, []graph.DocQuads{half("services.csv"), half("gone.csv")}), g.Close()); err != nil {
		t.Fatal(err)
	}
	diedWriting(t, d)

	drift, err := Check(ctx, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(drift.GraphOrphans, []string{"gone.csv"}) || !slices.Equal(drift.Stale, []string{"services.csv"}) || len(drift.IndexOrphans) != 0 {
		t.Fatalf("check: %+v, want gone.csv orphaned and services.csv stale", drift)
	}
	s := mustRun(t, opt)
	if s.Added != 1 || s.Unchanged != 1 {
		t.Errorf("run after reconciling: added %d unchanged %d, want services.csv written again and a.md unchanged", s.Added, s.Unchanged)
	}
	gotQuads, gotChunks := snapshot(t, data)
	if diff := cmp.Diff(wantQuads, gotQuads); diff != "" {
		t.Errorf("graph after reconciling (-clean +got):\n%s", diff)
	}
	if len(gotChunks) != len(wantChunks) {
		t.Errorf("index after reconciling: %d chunks, want %d", len(gotChunks), len(wantChunks))
	}
	if drift, err := Check(ctx, opt); err != nil || !drift.Empty() {
		t.Errorf("check after reconciling: %v %v", drift, err)
	}
}

// diedWriting records in d's state file that a run is writing (one that
// died before it finished), and returns the state.
func diedWriting(t *testing.T, d datadir.Dir) *State {
	t.Helper()
	st, err := datadir.LoadState(d.State())
	if err != nil {
		t.Fatal(err)
	}
	st.Writing = true
	if err := st.Save(d.State()); err != nil {
		t.Fatal(err)
	}
	return st
}
