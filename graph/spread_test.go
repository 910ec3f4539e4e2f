package graph

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// spreadByName is Spread as it was first written, over names and maps: the
// oracle SpreadScores is checked against.
func spreadByName(adj *Adjacency, seeds map[string]float64, weights map[string]float64, hops int) map[string]float64 {
	score := map[string]float64{}
	var frontier []string
	for name, s := range seeds {
		if s > 0 {
			score[name] = s
			if _, ok := adj.Find(name); ok {
				frontier = append(frontier, name)
			}
		}
	}
	slices.Sort(frontier)
	for range hops {
		from := map[string]float64{}
		for _, u := range frontier {
			from[u] = score[u]
		}
		var next []string
		for _, u := range frontier {
			for _, arc := range adj.Arcs(u) {
				w := weights[arc.Predicate]
				if w <= 0 {
					continue
				}
				if s := from[u] * w; s > score[arc.To] {
					score[arc.To] = s
					next = append(next, arc.To)
				}
			}
		}
		slices.Sort(next)
		frontier = slices.Compact(next)
	}
	return score
}

// SpreadScores (and Spread, built on it) gives the scores of the spreading
// by names on random graphs, also when its score arrays are reused, and
// lists exactly the reached positions in ascending order.
func TestSpreadScores(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	preds := []string{"in-section", "links", "supersedes", "tagged"}
	w := map[string]float64{"links": 0.7, "in-section": 0.5, "supersedes": 0.9, "tagged": 0}
	for round := range 30 {
		var edges []Quad
		nodes := 20 + rng.IntN(200)
		for range nodes * 2 {
			edges = append(edges, Quad{
				Subject:   fmt.Sprintf("n%03d", rng.IntN(nodes)),
				Predicate: preds[rng.IntN(len(preds))],
				Object:    fmt.Sprintf("n%03d", rng.IntN(nodes)),
			})
		}
		adj := NewAdjacency(edges)
		for range 5 {
			seeds := map[string]float64{"absent": 0.3, "n000": 0}
			for range 1 + rng.IntN(6) {
				seeds[fmt.Sprintf("n%03d", rng.IntN(nodes))] = rng.Float64()
			}
			hops := rng.IntN(4)
			want := spreadByName(adj, seeds, w, hops)
			if got := Spread(adj, seeds, w, hops); !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d: Spread = %v, want %v", round, got, want)
			}
			var at []Seed
			for name, s := range seeds {
				if i, ok := adj.Find(name); ok {
					at = append(at, Seed{Node: i, Score: s})
				}
			}
			sc := SpreadScores(adj, at, w, hops)
			if !slices.IsSorted(sc.Reached()) {
				t.Fatalf("round %d: reached out of order: %v", round, sc.Reached())
			}
			got := map[string]float64{}
			for _, i := range sc.Reached() {
				got[adj.Node(i)] = sc.Of(i)
			}
			for i := range adj.Len() {
				if _, ok := got[adj.Node(i)]; !ok && sc.Of(i) != 0 {
					t.Fatalf("round %d: %s scored %v but not listed as reached", round, adj.Node(i), sc.Of(i))
				}
			}
			for name := range seeds { // seeds outside adj have no position
				if _, ok := adj.Find(name); !ok {
					delete(want, name)
				}
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d: SpreadScores = %v, want %v", round, got, want)
			}
			sc.Release()
		}
	}
}
