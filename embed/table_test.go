package embed

import (
	"math/rand/v2"
	"testing"
)

// TestTable_MatchesMap reuses one table for texts of very different sizes,
// with few distinct hashes (many repeats, long probe chains) and many, and
// checks each aggregation against a map's, including first-insertion order.
func TestTable_MatchesMap(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var tb table
	for round := range 200 {
		n := rng.IntN(5000)
		if round%3 == 0 {
			n = rng.IntN(20)
		}
		distinct := 1 + rng.IntN(max(1, n))
		feats := make([]feature, n)
		for i := range feats {
			// Hashes colliding in their low bits exercise probing.
			feats[i] = feature{h: uint64(rng.IntN(distinct)) << 40, w: rng.Float64()}
		}
		type agg struct {
			sum float64
			n   int32
		}
		want := map[uint64]agg{}
		var order []uint64
		for _, f := range feats {
			a, ok := want[f.h]
			if !ok {
				order = append(order, f.h)
			}
			a.sum += f.w
			a.n++
			want[f.h] = a
		}
		tb.reset(rng.IntN(len(feats) + 1)) // a small hint makes the table grow
		for _, f := range feats {
			tb.add(f.h, f.w, 1)
		}
		got := tb.order()
		if len(got) != len(order) {
			t.Fatalf("round %d: %d distinct features, want %d", round, len(got), len(order))
		}
		for i, e := range got {
			w := want[order[i]]
			if e.h != order[i] || e.n != w.n || e.sum != w.sum {
				t.Fatalf("round %d entry %d: got %x n=%d sum=%v, want %x n=%d sum=%v", round, i, e.h, e.n, e.sum, order[i], w.n, w.sum)
			}
		}
	}
}
