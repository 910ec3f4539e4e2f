package index

import (
	"context"
	"math"
	"path/filepath"
	"testing"

	bindex "github.com/blevesearch/bleve_index_api"
	"github.com/google/go-cmp/cmp"
)

// TestLiveCollection checks the collection statistics against a count
// that looks every term up, on an index built by several runs that
// replaced and removed chunks (deleted chunks left in its segments) and
// on a fresh build of what it holds: all three agree.
func TestLiveCollection(t *testing.T) {
	ctx := context.Background()
	all := fixture()
	changed := all[0]
	changed.Text = "Never push secrets; rotate the leaked token with the vault runbook."
	// Bleve's merges purge deleted chunks in the background: the history
	// is built again until a reader sees some still in its segments.
	var history bindex.IndexReader
	for try := 0; history == nil; try++ {
		if try == 20 {
			t.Fatal("no deleted chunk left in the segments after 20 builds")
		}
		x := openTest(t, filepath.Join(t.TempDir(), "idx"))
		applyTest(t, x, nil, all)
		applyTest(t, x, []string{"CLAUDE.md"}, []Chunk{changed})
		applyTest(t, x, []string{"docs/adr/0007-queue.md"}, nil)
		r := reader(t, x)
		if deletedChunks(r) > 0 {
			history = r
		} else if err := r.Close(); err != nil {
			t.Fatal(err)
		}
	}
	fresh := openTest(t, filepath.Join(t.TempDir(), "fresh"))
	applyTest(t, fresh, nil, []Chunk{changed, all[2], all[3]})
	var want map[string]int
	for name, r := range map[string]bindex.IndexReader{"history": history, "fresh": reader(t, fresh)} {
		got, err := liveCollection(ctx, r)
		if err != nil {
			t.Fatal(err)
		}
		looked := map[string]int{}
		for _, f := range scoredFields {
			if looked[f], err = liveTerms(ctx, r, f, math.MaxUint64); err != nil {
				t.Fatal(err)
			}
		}
		if err := r.Close(); err != nil {
			t.Fatal(err)
		}
		if got.Docs != 3 {
			t.Errorf("%s: %d live chunks, want 3", name, got.Docs)
		}
		if d := cmp.Diff(looked, got.Terms); d != "" {
			t.Errorf("%s: terms (-looked up +counted):\n%s", name, d)
		}
		if want == nil {
			want = got.Terms
		} else if d := cmp.Diff(want, got.Terms); d != "" {
			t.Errorf("history and fresh build differ:\n%s", d)
		}
	}
}

func reader(t *testing.T, x *Index) bindex.IndexReader {
	t.Helper()
	ai, err := x.bi.Advanced()
	if err != nil {
		t.Fatal(err)
	}
	r, err := ai.Reader()
	if err != nil {
		t.Fatal(err)
	}
	return r
}
