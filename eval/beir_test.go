package eval

import (
	"bytes"
	"context"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/canon-kg/canon/internal/testutil"
)

func TestRun_Tiny(t *testing.T) {
	ctx := context.Background()
	for _, tune := range []bool{false, true} {
		rep, err := Run(ctx, filepath.Join("testdata", "tiny"), RunOptions{Tune: tune})
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Results) != len(Configs) || rep.Docs != 8 || rep.Tuned != tune || (rep.Train != nil) != tune {
			t.Fatalf("report %+v", rep)
		}
		for _, res := range rep.Results {
			// Each query's relevant document shares its distinctive words.
			if res.Queries != 5 || res.Recall100 != 1 || res.NDCG10 < 0.8 {
				t.Errorf("%s: %+v", res.Config, res)
			}
		}
		var a, b bytes.Buffer
		if err := rep.WriteTable(&a); err != nil {
			t.Fatal(err)
		}
		rep2, err := Run(ctx, filepath.Join("testdata", "tiny"), RunOptions{Tune: tune})
		if err != nil {
			t.Fatal(err)
		}
		if err := rep2.WriteTable(&b); err != nil {
			t.Fatal(err)
		}
		if a.String() != b.String() || !strings.Contains(a.String(), "| hybrid |") {
			t.Errorf("table not deterministic or incomplete:\n%s\n%s", a.String(), b.String())
		}
	}
}

func TestRun_Errors(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	tests := []struct {
		name, dir, split string
	}{
		{"missing dir", filepath.Join(dir, "none"), ""},
		{"missing split", filepath.Join("testdata", "tiny"), "dev"},
		{"bad split", filepath.Join("testdata", "tiny"), "../x"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Run(ctx, tt.dir, RunOptions{Split: tt.split}); err == nil {
				t.Error("no error")
			}
		})
	}
}

func TestBEIR_SciFact(t *testing.T) {
	if testing.Short() {
		t.Skip("SciFact takes ~1 min")
	}
	dir := filepath.Join(testutil.Corpora(t), "ir", "beir-scifact")
	rep, err := Run(context.Background(), dir, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := rep.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + b.String())
	got := map[string]Result{}
	for _, res := range rep.Results {
		got[res.Config] = res
	}
	// Lucene's published BM25 (flat) is 0.679: within 0.02.
	if math.Abs(got["bm25"].NDCG10-0.679) > 0.02 {
		t.Errorf("BM25 nDCG@10 %.4f is not within 0.02 of 0.679", got["bm25"].NDCG10)
	}
	if got["hybrid"].NDCG10 < 0.70 {
		t.Errorf("hybrid nDCG@10 %.4f < 0.70", got["hybrid"].NDCG10)
	}
}
