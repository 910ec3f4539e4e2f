package verify_test

import (
	"context"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/verify"
)

// TestLoad_FromStore ingests fixtures into a real store and checks that
// the records read back from the graph equal those of the parsed documents.
func TestLoad_FromStore(t *testing.T) {
	if testing.Short() {
		t.Skip("store test")
	}
	ctx := context.Background()
	root := t.TempDir()
	files := map[string]string{
		"sot/deliverables.csv": mustRead(t, "testdata/sot/deliverables.csv"),
		"sot/releases.yaml":    mustRead(t, "testdata/sot/releases.yaml"),
		"docs/adr/0007.md":     "---\nid: ADR-7\nstatus: accepted\nlast_reviewed_on: 2026-01-05\ntags: [a, b]\n---\n# ADR 7\n",
	}
	var docs []*sources.Document
	for p, body := range files {
		testutil.WriteFile(t, root, p, []byte(body))
		d, err := sources.Parse(sources.File{Path: p}, []byte(body), sources.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, d)
	}
	dir := datadir.Dir(t.TempDir())
	if _, err := ingest.Run(ctx, ingest.Options{Roots: []string{root}, Data: dir}); err != nil {
		t.Fatal(err)
	}
	g, err := graph.Open(ctx, dir.Graph(), graph.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = g.Close() }() // only read: nothing to lose
	got, err := verify.LoadRecords(ctx, g)
	if err != nil {
		t.Fatal(err)
	}
	want := verify.FromDocuments(docs)
	vw := verify.New(want)
	vg, err := verify.Load(ctx, g)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) || vg.Records() != vw.Records() {
		t.Fatalf("loaded %d records, parsed %d", len(got), len(want))
	}
	text := "The fee of DEL-12345 is $50,000. ADR-7 was last reviewed on 2026-01-05 and is accepted."
	if diff := cmp.Diff(vw.Check(text, verify.Options{}), vg.Check(text, verify.Options{})); diff != "" {
		t.Errorf("verdicts from the store differ from the parsed records (-parsed +store):\n%s", diff)
	}
}

func mustRead(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
