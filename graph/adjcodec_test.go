package graph

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// An adjacency read back from its binary form is the same adjacency, and
// ranks and spreads the same; cut or damaged bytes are an error, never a
// panic.
func TestAdjacency_binary(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var edges []Quad
	preds := []string{"links", "supersedes", "in-section"}
	for range 400 {
		edges = append(edges, Quad{
			Subject:   fmt.Sprintf("n%d", rng.IntN(120)),
			Predicate: preds[rng.IntN(len(preds))],
			Object:    fmt.Sprintf("n%d", rng.IntN(120)),
		})
	}
	for _, a := range []*Adjacency{NewAdjacency(edges), NewAdjacency(nil)} {
		b := a.AppendBinary([]byte("prefix"))
		got, n, err := DecodeAdjacency(b[len("prefix"):])
		if err != nil || n != len(b)-len("prefix") {
			t.Fatalf("DecodeAdjacency: %d bytes, %v", n, err)
		}
		if !reflect.DeepEqual(got.Nodes(), a.Nodes()) {
			t.Fatal("nodes differ")
		}
		for _, node := range a.Nodes() {
			if !reflect.DeepEqual(got.Arcs(node), a.Arcs(node)) {
				t.Fatalf("arcs of %s differ", node)
			}
		}
		seeds := map[string]float64{"n1": 1, "n7": 0.5, "absent": 0.2}
		if !reflect.DeepEqual(PersonalizedPageRank(got, seeds, 0.85, 20), PersonalizedPageRank(a, seeds, 0.85, 20)) {
			t.Fatal("PersonalizedPageRank differs")
		}
		w := map[string]float64{"links": 0.7, "in-section": 0.5}
		if !reflect.DeepEqual(Spread(got, seeds, w, 2), Spread(a, seeds, w, 2)) {
			t.Fatal("Spread differs")
		}
		if string(a.AppendBinary(nil)) != string(got.AppendBinary(nil)) {
			t.Fatal("re-encoding gives other bytes")
		}
	}
	b := NewAdjacency(edges).AppendBinary(nil)
	for _, cut := range []int{0, 1, len(b) / 3, len(b) - 1} {
		if _, _, err := DecodeAdjacency(b[:cut]); !errors.Is(err, ErrCorruptAdjacency) {
			t.Errorf("DecodeAdjacency of %d of %d bytes: %v", cut, len(b), err)
		}
	}
	for i := range 200 {
		damaged := append([]byte(nil), b...)
		damaged[rng.IntN(len(damaged))] ^= byte(1 + i%255)
		_, _, _ = DecodeAdjacency(damaged) // must not panic
	}
}
