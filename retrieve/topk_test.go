package retrieve

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
)

func TestTopK(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 5, 100, 1000} {
		xs := make([]int, n)
		for i := range xs {
			xs[i] = r.IntN(50) // many ties
		}
		byDesc := func(a, b int) int { return cmp.Compare(b, a) }
		sorted := slices.Clone(xs)
		slices.SortFunc(sorted, byDesc)
		for _, k := range []int{0, 1, 3, 30, 2000} {
			got := topK(xs, k, byDesc)
			want := sorted[:min(k, n)]
			if !slices.Equal(got, want) && (len(got) != 0 || len(want) != 0) {
				t.Errorf("n %d k %d: got %v, want %v", n, k, got, want)
			}
		}
	}
}

func TestTopByScore(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{0, 1, 5, 100, 1000} {
		score := make([]float64, n+10)
		for i := range score {
			score[i] = float64(r.IntN(20)) / 4 // many ties
		}
		ids := r.Perm(n + 10)[:n]
		better := func(a, b int) int { return cmp.Or(cmp.Compare(score[b], score[a]), cmp.Compare(a, b)) }
		for _, k := range []int{0, 1, 3, 30, 2000} {
			got, want := topByScore(ids, score, k), topK(ids, k, better)
			if !slices.Equal(got, want) {
				t.Errorf("n %d k %d: got %v, want %v", n, k, got, want)
			}
		}
	}
}
