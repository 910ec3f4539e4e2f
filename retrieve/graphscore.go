package retrieve

import (
	"cmp"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/canon-kg/canon/graph"
	v "github.com/canon-kg/canon/vocabulary"
)

// graphScore is one query's graph signal: weighted spreading (2 hops over
// sections, rules, domains, intents, links and supersedes) with its scores
// kept by node position in the engine's adjacency, and, by name, the seeds
// outside the adjacency and Personalized PageRank over the document graph.
// Spreading and PageRank are each normalised to a maximum of 1, and a
// node's score is the higher of the two. Names are hashed only for the
// nodes PageRank reached and the few seeds outside the adjacency: the
// spreading reaches thousands of nodes per query, which is where a map of
// names cost most of the graph signal's time.
type graphScore struct {
	adj    *graph.Adjacency
	spread *graph.Scores      // nil when no seed is in adj
	top    float64            // spreading's maximum (its seeds outside adj included)
	named  map[string]float64 // normalised: seeds outside adj, and PageRank's scores
}

// graphScores computes the query's graph signal from its seeds. Call
// release when the ranking no longer reads it.
func (e *Engine) graphScores(seeds map[string]float64) *graphScore {
	g := &graphScore{adj: e.adj, named: map[string]float64{}}
	var at []graph.Seed
	var docSeeds map[string]float64
	for n, w := range seeds {
		if w <= 0 {
			continue
		}
		if i, ok := e.adj.Find(n); ok {
			at = append(at, graph.Seed{Node: i, Score: w})
		} else {
			g.named[n] = w // a seed keeps its own score
		}
		g.top = max(g.top, w)
		if strings.HasPrefix(n, "doc:") {
			if docSeeds == nil {
				docSeeds = map[string]float64{}
			}
			docSeeds[n] = w
		}
	}
	if len(at) > 0 {
		g.spread = graph.SpreadScores(e.adj, at, spreadWeights, 2)
		g.top = max(g.top, g.spread.Max())
	}
	if g.top > 0 {
		for n, s := range g.named {
			g.named[n] = s / g.top
		}
	}
	if len(docSeeds) > 0 && e.hasDocAdj {
		ppr := graph.PersonalizedPageRank(e.docAdj, docSeeds, 0.85, 20)
		var top float64
		for _, s := range ppr {
			top = max(top, s)
		}
		for n, s := range ppr {
			if top > 0 {
				s /= top
			}
			g.named[n] = max(g.named[n], s)
		}
	}
	return g
}

// release returns the spreading's scores for reuse; g reads 0 afterwards.
func (g *graphScore) release() {
	if g != nil && g.spread != nil {
		g.spread.Release()
		g.spread = nil
	}
}

// at is the score of the node at position pos of the adjacency (-1: a node
// outside it, named by name()).
func (g *graphScore) at(pos int, name func() string) float64 {
	var s float64
	if pos >= 0 {
		if g.spread != nil {
			s = g.spread.Of(pos) / g.top
		}
		if len(g.named) > 0 {
			s = max(s, g.named[g.adj.Node(pos)])
		}
		return s
	}
	if len(g.named) > 0 {
		return g.named[name()]
	}
	return 0
}

// graphNode is a node with its graph score.
type graphNode struct {
	node  string
	score float64
}

// top returns the k best-scored nodes, by score descending then name. It
// takes the k best of the spreading (by position, which orders as names do)
// before it merges the named scores: a node's merged score is at least its
// spreading score, so no node outside those k can be among the merged k
// best by its spreading score alone.
func (g *graphScore) topNodes(k int) []graphNode {
	type pn struct {
		pos   int
		score float64
	}
	var best []pn
	if g.spread != nil {
		reached := g.spread.Reached()
		all := make([]pn, len(reached))
		for i, p := range reached {
			all[i] = pn{p, g.spread.Of(p) / g.top}
		}
		best = topK(all, k, func(a, b pn) int { return cmp.Or(cmp.Compare(b.score, a.score), cmp.Compare(a.pos, b.pos)) })
	}
	merged := make([]graphNode, 0, len(best)+len(g.named))
	seen := make(map[string]bool, len(best))
	for _, b := range best {
		n := g.adj.Node(b.pos)
		seen[n] = true
		merged = append(merged, graphNode{n, max(b.score, g.named[n])})
	}
	for n, s := range g.named {
		if seen[n] {
			continue
		}
		if i, ok := g.adj.Find(n); ok && g.spread != nil {
			s = max(s, g.spread.Of(i)/g.top)
		}
		merged = append(merged, graphNode{n, s})
	}
	return topK(merged, k, func(a, b graphNode) int {
		return cmp.Or(cmp.Compare(b.score, a.score), strings.Compare(a.node, b.node))
	})
}

// graphOf is a candidate's graph score: its own node, else its section's,
// else its document's (discounted by half).
func (e *Engine) graphOf(c *cand, g *graphScore) float64 {
	if g == nil {
		return 0
	}
	p := e.nodePositions()
	if c.rule >= 0 {
		r := &e.rules[c.rule]
		i := c.rule
		return max(
			g.at(p.find(&p.ruleNode[i], e.adj, func() string { return r.Node }), func() string { return r.Node }),
			g.at(p.find(&p.ruleSection[i], e.adj, func() string { return v.SectionNode(r.Path, r.Section) }), func() string { return v.SectionNode(r.Path, r.Section) })*0.8,
			g.at(p.find(&p.ruleDoc[i], e.adj, func() string { return v.DocNode(r.Path) }), func() string { return v.DocNode(r.Path) })*0.5,
		)
	}
	ch := &e.chunks[c.chunk]
	i := c.chunk
	return max(
		g.at(p.find(&p.chunkSection[i], e.adj, func() string { return v.SectionNode(ch.Path, ch.Section) }), func() string { return v.SectionNode(ch.Path, ch.Section) })*0.8,
		g.at(p.find(&p.chunkDoc[i], e.adj, func() string { return v.DocNode(ch.Path) }), func() string { return v.DocNode(ch.Path) })*0.5,
	)
}

// nodePositions are the positions in the engine's adjacency of the nodes
// graphOf reads for each rule and chunk, found when first needed (a
// candidate's first ranking) and kept: a warm engine neither builds their
// names nor searches for them again. Each entry is 0 while unknown, 1 for a
// node outside the adjacency, and position+2 otherwise; entries are set
// atomically, so concurrent rankings may fill them.
type nodePositions struct {
	ruleNode, ruleSection, ruleDoc []atomic.Int32
	chunkSection, chunkDoc         []atomic.Int32
}

func (e *Engine) nodePositions() *nodePositions {
	e.positionsOnce.Do(func() {
		e.positions = &nodePositions{
			ruleNode:     make([]atomic.Int32, len(e.rules)),
			ruleSection:  make([]atomic.Int32, len(e.rules)),
			ruleDoc:      make([]atomic.Int32, len(e.rules)),
			chunkSection: make([]atomic.Int32, len(e.chunks)),
			chunkDoc:     make([]atomic.Int32, len(e.chunks)),
		}
	})
	return e.positions
}

// find is the position an entry holds, searching adj for name() the first
// time; -1 for a node outside adj.
func (*nodePositions) find(entry *atomic.Int32, adj *graph.Adjacency, name func() string) int {
	if x := entry.Load(); x > 0 {
		return int(x) - 2
	}
	x := int32(1)
	if i, ok := adj.Find(name()); ok {
		x = int32(i) + 2
	}
	entry.Store(x)
	return int(x) - 2
}

// positionsState is embedded in Engine: the lazily built nodePositions.
type positionsState struct {
	positionsOnce sync.Once
	positions     *nodePositions
}
