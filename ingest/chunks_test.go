package ingest

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/canon-kg/canon/chunk"
	"github.com/canon-kg/canon/sources"
	"github.com/google/go-cmp/cmp"
)

// TestIndexChunks_RuleTags checks the tags of each chunk against every
// rule tested against every chunk, with rules out of line order, on
// chunk boundaries and outside every chunk.
func TestIndexChunks_RuleTags(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	doc := &sources.Document{Path: "AGENTS.md", Meta: map[string]any{"tags": []any{"doc"}}}
	for i := range 300 {
		r := sources.Rule{Line: rng.IntN(220), Domains: []string{"d" + strconv.Itoa(i%7)}, Intents: []string{"i" + strconv.Itoa(i%5)}}
		if i%11 == 0 {
			r.Risk = "high"
		}
		r.Constitution = i%13 == 0
		doc.Rules = append(doc.Rules, r)
	}
	var cs []chunk.Chunk
	for start := 1; start < 200; start += 10 + start%7 {
		cs = append(cs, chunk.Chunk{Index: len(cs), LineStart: start, LineEnd: start + 9 + start%7})
	}
	got := indexChunks(doc, cs)
	for i, c := range cs {
		want := []string{"doc"}
		for _, r := range doc.Rules {
			if r.Line < c.LineStart || r.Line > c.LineEnd {
				continue
			}
			want = append(want, r.Domains...)
			want = append(want, r.Intents...)
			if r.Risk != "" {
				want = append(want, "risk:"+r.Risk)
			}
			if r.Constitution {
				want = append(want, "constitution")
			}
		}
		slices.Sort(want)
		want = slices.Compact(want)
		if diff := cmp.Diff(want, got[i].Tags); diff != "" {
			t.Errorf("chunk %d (lines %d-%d) tags (-want +got):\n%s", i, c.LineStart, c.LineEnd, diff)
		}
	}
}
