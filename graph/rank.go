package graph

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sync"
)

// Arc is one step from a node to a neighbour along a quad's predicate.
// Reverse is set when the step goes from the quad's object to its subject.
type Arc struct {
	To        string
	Predicate string
	Reverse   bool
}

// Adjacency is an in-memory, undirected view of a set of edges: every quad
// links its subject and object both ways. It is immutable once built and
// safe for concurrent use.
type Adjacency struct {
	nodes []string         // sorted, each once
	preds []string         // the arcs' predicates: sorted, each once
	arcs  [][]adjacencyArc // per node, sorted by (to, predicate, reverse)

	scores sync.Pool // of *Scores sized to nodes (Spread's, reused)
}

// adjacencyArc is an arc to node position to along predicate preds[pred].
// The predicates are sorted, so comparing positions compares names.
type adjacencyArc struct {
	to      int32
	pred    uint16
	reverse bool
}

// maxPredicates is the number of distinct predicates an adjacency holds
// (a schema's, a few dozen).
const maxPredicates = 1 << 16

// NewAdjacency builds the adjacency of edges (typically Store.Edges). Labels
// are ignored and the same subject-predicate-object under several labels
// counts once.
func NewAdjacency(edges []Quad) *Adjacency {
	// Nodes are deduplicated before they are sorted: most appear in
	// several edges, and sorting long node IDs is most of the work.
	index := make(map[string]int, len(edges))
	a := &Adjacency{}
	for _, e := range edges {
		for _, n := range []string{e.Subject, e.Object} {
			if _, ok := index[n]; !ok {
				index[n] = 0
				a.nodes = append(a.nodes, n)
			}
		}
	}
	slices.Sort(a.nodes)
	for i, n := range a.nodes {
		index[n] = i
	}
	preds := make(map[string]uint16)
	for _, e := range edges {
		if _, ok := preds[e.Predicate]; !ok {
			preds[e.Predicate] = 0
			a.preds = append(a.preds, e.Predicate)
		}
	}
	if len(a.nodes) > math.MaxInt32 || len(a.preds) > maxPredicates {
		panic(fmt.Sprintf("graph: %d nodes and %d distinct predicates in one adjacency (at most %d and %d)", len(a.nodes), len(a.preds), math.MaxInt32, maxPredicates))
	}
	slices.Sort(a.preds)
	for i, p := range a.preds {
		preds[p] = uint16(i)
	}
	a.arcs = make([][]adjacencyArc, len(a.nodes))
	for _, e := range edges {
		s, o, p := index[e.Subject], index[e.Object], preds[e.Predicate]
		a.arcs[s] = append(a.arcs[s], adjacencyArc{to: int32(o), pred: p})
		a.arcs[o] = append(a.arcs[o], adjacencyArc{to: int32(s), pred: p, reverse: true})
	}
	for i := range a.arcs {
		slices.SortFunc(a.arcs[i], compareArcs)
		a.arcs[i] = slices.Compact(a.arcs[i])
	}
	return a
}

// find is the position of node in a.nodes.
func (a *Adjacency) find(node string) (int, bool) {
	return slices.BinarySearch(a.nodes, node)
}

func compareArcs(x, y adjacencyArc) int {
	rev := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	return cmp.Or(cmp.Compare(x.to, y.to), cmp.Compare(x.pred, y.pred), cmp.Compare(rev(x.reverse), rev(y.reverse)))
}

// Nodes returns every node, sorted.
func (a *Adjacency) Nodes() []string { return slices.Clone(a.nodes) }

// Arcs returns node's arcs sorted by neighbour, predicate, then direction;
// none for an unknown node.
func (a *Adjacency) Arcs(node string) []Arc {
	i, ok := a.find(node)
	if !ok {
		return nil
	}
	out := make([]Arc, len(a.arcs[i]))
	for j, arc := range a.arcs[i] {
		out[j] = Arc{To: a.nodes[arc.to], Predicate: a.preds[arc.pred], Reverse: arc.reverse}
	}
	return out
}

// PersonalizedPageRank ranks nodes by a random walk over adj that follows a
// uniformly chosen arc with probability damping and jumps back to a seed
// (chosen in proportion to its weight) otherwise; a walker on a node without
// arcs jumps back too. It runs iters power iterations and returns the
// positive scores, which sum to 1. Seeds with non-positive weight are
// ignored; seeds absent from adj keep their jump share. With no usable seed
// the result is empty. The result depends only on the inputs.
func PersonalizedPageRank(adj *Adjacency, seeds map[string]float64, damping float64, iters int) map[string]float64 {
	names, weights := seedList(seeds)
	if len(names) == 0 {
		return map[string]float64{}
	}
	// Seeds outside adj become extra isolated nodes after adj's own.
	n := len(adj.nodes)
	pos := make([]int, len(names))
	for i, name := range names {
		if j, ok := adj.find(name); ok {
			pos[i] = j
		} else {
			pos[i] = n
			n++
		}
	}
	jump := make([]float64, n)
	for i, w := range weights {
		jump[pos[i]] += w
	}
	rank := slices.Clone(jump)
	next := make([]float64, n)
	for range iters {
		clear(next)
		dangling := 0.0
		for u, r := range rank {
			if u >= len(adj.arcs) || len(adj.arcs[u]) == 0 {
				dangling += r
				continue
			}
			share := damping * r / float64(len(adj.arcs[u]))
			for _, arc := range adj.arcs[u] {
				next[arc.to] += share
			}
		}
		restart := (1 - damping) + damping*dangling
		for i, j := range jump {
			next[i] += restart * j
		}
		rank, next = next, rank
	}
	out := make(map[string]float64)
	for i, name := range adj.nodes {
		if rank[i] > 0 {
			out[name] = rank[i]
		}
	}
	for i, name := range names {
		if pos[i] >= len(adj.nodes) && rank[pos[i]] > 0 {
			out[name] = rank[pos[i]]
		}
	}
	return out
}

// seedList returns the seeds with positive weight, sorted by name, and their
// weights normalised to sum to 1.
func seedList(seeds map[string]float64) ([]string, []float64) {
	var names []string
	total := 0.0
	for name, w := range seeds {
		if w > 0 {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	weights := make([]float64, len(names))
	for i, name := range names {
		weights[i] = seeds[name]
		total += weights[i]
	}
	for i := range weights {
		weights[i] /= total
	}
	return names, weights
}

// Spread scores nodes by weighted breadth-first spreading from seeds over
// at most hops arcs. A node's score is the best product of its seed's score
// and the weights of the arcs' predicates along one path (weights[predicate],
// whichever direction the arc is followed; predicates without a positive
// weight are not followed). Seeds keep at least their own score; seeds with
// non-positive scores are ignored. The result depends only on the inputs.
// SpreadScores is the same by node position, without a map of names.
func Spread(adj *Adjacency, seeds map[string]float64, weights map[string]float64, hops int) map[string]float64 {
	names, _ := seedList(seeds)
	var at []Seed
	for _, name := range names {
		if i, ok := adj.Find(name); ok {
			at = append(at, Seed{Node: i, Score: seeds[name]})
		}
	}
	sc := SpreadScores(adj, at, weights, hops)
	defer sc.Release()
	// The seeds (those outside adj keep their own score) and every node
	// reached, in a map sized once.
	out := make(map[string]float64, len(names)+len(sc.Reached()))
	for _, name := range names {
		out[name] = seeds[name]
	}
	for _, i := range sc.Reached() {
		out[adj.nodes[i]] = sc.Of(i)
	}
	return out
}
