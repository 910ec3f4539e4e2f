package retrieve

import (
	"cmp"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/canon-kg/canon/graph"
	v "github.com/canon-kg/canon/vocabulary"
)

// graphByName is the graph signal as it was first written, over maps of
// names: spreading and PageRank normalised and merged by name. It is the
// oracle graphScore is checked against.
func graphByName(e *Engine, seeds map[string]float64) map[string]float64 {
	norm := func(m map[string]float64) map[string]float64 {
		var top float64
		for _, s := range m {
			top = max(top, s)
		}
		if top > 0 {
			for n, s := range m {
				m[n] = s / top
			}
		}
		return m
	}
	out := norm(graph.Spread(e.adj, seeds, spreadWeights, 2))
	docSeeds := map[string]float64{}
	for n, w := range seeds {
		if strings.HasPrefix(n, "doc:") {
			docSeeds[n] = w
		}
	}
	if len(docSeeds) > 0 && e.hasDocAdj {
		for n, s := range norm(graph.PersonalizedPageRank(e.docAdj, docSeeds, 0.85, 20)) {
			out[n] = max(out[n], s)
		}
	}
	return out
}

// The graph signal kept by node position gives every rule and chunk the
// score, and the k best nodes, that the signal by names gives, with seeds
// inside and outside the adjacency, with and without document seeds, and
// when its score arrays are reused.
func TestGraphScore_byName(t *testing.T) {
	e := openExamples(t).Engine
	if !e.hasGraph || !e.hasDocAdj {
		t.Fatal("the examples' graph has no arcs")
	}
	var docs, others []string
	for i := range e.adj.Len() {
		if n := e.adj.Node(i); strings.HasPrefix(n, "doc:") {
			docs = append(docs, n)
		} else {
			others = append(others, n)
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for round := range 40 {
		seeds := map[string]float64{}
		for range 1 + rng.IntN(4) {
			seeds[others[rng.IntN(len(others))]] = 0.2 + rng.Float64()
		}
		if round%2 == 0 {
			seeds[docs[rng.IntN(len(docs))]] = rng.Float64()
		}
		if round%3 == 0 {
			seeds["doc:not/in/the/graph.md"] = 0.7
			seeds["section:not/in/the/graph.md#x"] = 1.3
		}
		want := graphByName(e, seeds)
		g := e.graphScores(seeds)
		for i := range e.rules {
			c := &cand{chunk: -1, rule: i}
			r := e.rules[i]
			w := max(want[r.Node], want[v.SectionNode(r.Path, r.Section)]*0.8, want[v.DocNode(r.Path)]*0.5)
			if got := e.graphOf(c, g); got != w {
				t.Fatalf("round %d: rule %s: graphOf %v, want %v", round, r.Node, got, w)
			}
		}
		for i := range e.chunks {
			c := &cand{chunk: i, rule: -1}
			ch := e.chunks[i]
			w := max(want[v.SectionNode(ch.Path, ch.Section)]*0.8, want[v.DocNode(ch.Path)]*0.5)
			if got := e.graphOf(c, g); got != w {
				t.Fatalf("round %d: chunk %s: graphOf %v, want %v", round, ch.ID, got, w)
			}
		}
		var all []graphNode
		for n, s := range want {
			all = append(all, graphNode{n, s})
		}
		for _, k := range []int{1, 3, 10, 50, len(all) + 1} {
			top := topK(all, k, func(a, b graphNode) int {
				return cmp.Or(cmp.Compare(b.score, a.score), strings.Compare(a.node, b.node))
			})
			if got := g.topNodes(k); !reflect.DeepEqual(got, top) {
				t.Fatalf("round %d: topNodes(%d) = %v, want %v", round, k, got, top)
			}
		}
		g.release()
		if got := e.graphOf(&cand{chunk: 0, rule: -1}, g); got != 0 && len(g.named) == 0 {
			t.Fatalf("round %d: released scores still read %v", round, got)
		}
	}
}
