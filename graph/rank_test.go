package graph

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func edge(s, p, o string) Quad { return Quad{Subject: s, Predicate: p, Object: o, Label: "doc:x"} }

// chain is a -links-> b -parent-> c, a -links-> d, d -domain-> e, and an
// alternative route a -parent-> c.
var chain = []Quad{
	edge("a", "links", "b"),
	edge("b", "parent", "c"),
	edge("a", "links", "d"),
	edge("d", "domain", "e"),
	edge("a", "parent", "c"),
	{Subject: "a", Predicate: "links", Object: "b", Label: "doc:y"}, // same edge, other label
}

func TestNewAdjacency(t *testing.T) {
	adj := NewAdjacency(chain)
	if diff := cmp.Diff([]string{"a", "b", "c", "d", "e"}, adj.Nodes()); diff != "" {
		t.Errorf("Nodes (-want +got):\n%s", diff)
	}
	want := []Arc{{To: "b", Predicate: "links"}, {To: "c", Predicate: "parent"}, {To: "d", Predicate: "links"}}
	if diff := cmp.Diff(want, adj.Arcs("a")); diff != "" {
		t.Errorf("Arcs(a) (-want +got):\n%s", diff)
	}
	want = []Arc{{To: "a", Predicate: "parent", Reverse: true}, {To: "b", Predicate: "parent", Reverse: true}}
	if diff := cmp.Diff(want, adj.Arcs("c")); diff != "" {
		t.Errorf("Arcs(c) (-want +got):\n%s", diff)
	}
	if got := adj.Arcs("zzz"); got != nil {
		t.Errorf("Arcs(unknown) = %v, want nil", got)
	}
}

func TestSpread(t *testing.T) {
	adj := NewAdjacency(chain)
	tests := []struct {
		name    string
		seeds   map[string]float64
		weights map[string]float64
		hops    int
		want    map[string]float64
	}{
		{"zero hops keeps seeds", map[string]float64{"a": 1}, map[string]float64{"links": 0.5}, 0,
			map[string]float64{"a": 1}},
		{"one hop along weighted predicates only", map[string]float64{"a": 1}, map[string]float64{"links": 0.5}, 1,
			map[string]float64{"a": 1, "b": 0.5, "d": 0.5}},
		{"best path wins", map[string]float64{"a": 1}, map[string]float64{"links": 0.5, "parent": 0.8}, 2,
			map[string]float64{"a": 1, "b": 0.64, "c": 0.8, "d": 0.5}},
		{"reverse arcs are followed", map[string]float64{"e": 1}, map[string]float64{"links": 0.5, "domain": 0.9}, 2,
			map[string]float64{"e": 1, "d": 0.9, "a": 0.45}},
		{"seed outside the graph and non-positive seeds", map[string]float64{"zzz": 0.3, "b": 0, "c": -1}, map[string]float64{"links": 1}, 3,
			map[string]float64{"zzz": 0.3}},
		{"seeds keep their own score", map[string]float64{"a": 1, "b": 0.9}, map[string]float64{"links": 0.5}, 1,
			map[string]float64{"a": 1, "b": 0.9, "d": 0.5}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Spread(adj, tt.seeds, tt.weights, tt.hops)
			if diff := cmp.Diff(tt.want, got, cmpopts.EquateApprox(0, 1e-12)); diff != "" {
				t.Errorf("Spread (-want +got):\n%s", diff)
			}
		})
	}
}

func TestPersonalizedPageRank_TwoNodes(t *testing.T) {
	// a - b with the walk restarting at a: r(a) = 1/(1+d), r(b) = d/(1+d).
	adj := NewAdjacency([]Quad{edge("a", "links", "b")})
	const d = 0.85
	got := PersonalizedPageRank(adj, map[string]float64{"a": 2}, d, 200)
	want := map[string]float64{"a": 1 / (1 + d), "b": d / (1 + d)}
	if diff := cmp.Diff(want, got, cmpopts.EquateApprox(0, 1e-9)); diff != "" {
		t.Errorf("PPR (-want +got):\n%s", diff)
	}
}

func TestPersonalizedPageRank_Properties(t *testing.T) {
	adj := NewAdjacency(chain)
	seeds := map[string]float64{"e": 1, "outside": 1, "ignored": 0}
	got := PersonalizedPageRank(adj, seeds, 0.85, 50)
	sum := 0.0
	for _, r := range got {
		sum += r
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Errorf("scores sum to %v, want 1", sum)
	}
	if _, ok := got["ignored"]; ok {
		t.Errorf("zero-weight seed scored: %v", got)
	}
	// The isolated seed only ever gets its restart share.
	if r := got["outside"]; r < 0.5*0.15 || r > 0.5 {
		t.Errorf("outside = %v, want its restart share", r)
	}
	// Closer to the seed ranks higher: e, d > a > b, c (d, with two arcs,
	// collects more than the seed e itself).
	if !(got["e"] > got["a"] && got["d"] > got["a"] && got["a"] > got["b"] && got["a"] > got["c"]) {
		t.Errorf("ranks not ordered by distance from the seed: %v", got)
	}
	again := PersonalizedPageRank(adj, seeds, 0.85, 50)
	if !cmp.Equal(got, again) {
		t.Errorf("PPR not deterministic:\n%v\n%v", got, again)
	}
	if got := PersonalizedPageRank(adj, nil, 0.85, 10); len(got) != 0 {
		t.Errorf("PPR without seeds = %v, want empty", got)
	}
}
