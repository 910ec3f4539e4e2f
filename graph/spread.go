package graph

import (
	"math"
	"slices"
)

// Find is node's position among the adjacency's nodes, which are sorted by
// name: positions order nodes as their names do.
func (a *Adjacency) Find(node string) (int, bool) { return a.find(node) }

// Len is the number of nodes.
func (a *Adjacency) Len() int { return len(a.nodes) }

// Node is the name of the node at position i.
func (a *Adjacency) Node(i int) string { return a.nodes[i] }

// Seed is a spreading's starting node, by position, and its score.
type Seed struct {
	Node  int
	Score float64
}

// Scores are the scores of an adjacency's nodes by position, as SpreadScores
// leaves them. They are reused: call Release when done, and do not use them
// afterwards.
type Scores struct {
	adj     *Adjacency
	score   []float64 // by position; zero where not reached
	reached []int     // positions with a positive score, ascending
}

// Of is the score of the node at position i (0 when it was not reached).
func (s *Scores) Of(i int) float64 { return s.score[i] }

// Reached lists the positions with a positive score, ascending (so in name
// order). The slice belongs to s.
func (s *Scores) Reached() []int { return s.reached }

// Max is the highest score (0 when nothing was reached).
func (s *Scores) Max() float64 {
	var top float64
	for _, i := range s.reached {
		top = max(top, s.score[i])
	}
	return top
}

// Release returns s to its adjacency for reuse.
func (s *Scores) Release() {
	for _, i := range s.reached {
		s.score[i] = 0
	}
	s.reached = s.reached[:0]
	s.adj.scores.Put(s)
}

func (a *Adjacency) newScores() *Scores {
	if s, ok := a.scores.Get().(*Scores); ok {
		return s
	}
	return &Scores{adj: a, score: make([]float64, len(a.nodes))}
}

// SpreadScores is Spread over node positions: seeds are positions in adj
// (duplicates keep their best score; non-positive scores are ignored), and
// the result gives every reached node's score by position. Weights are
// looked up once per predicate, not once per arc, and no name is hashed:
// this is the ranking's form of Spread.
func SpreadScores(adj *Adjacency, seeds []Seed, weights map[string]float64, hops int) *Scores {
	sc := adj.newScores()
	w := make([]float64, len(adj.preds))
	for i, p := range adj.preds {
		w[i] = weights[p]
	}
	var frontier []int
	for _, s := range seeds {
		if s.Score <= 0 || s.Node < 0 || s.Node >= len(adj.nodes) || math.IsNaN(s.Score) {
			continue
		}
		if sc.score[s.Node] == 0 {
			frontier = append(frontier, s.Node)
		}
		sc.score[s.Node] = max(sc.score[s.Node], s.Score)
	}
	slices.Sort(frontier)
	sc.reached = append(sc.reached, frontier...)
	from := make([]float64, 0, len(frontier))
	for range hops {
		// Scores reached in this hop are based on the previous hop's scores
		// only, so no path is longer than hops arcs.
		from = from[:0]
		for _, u := range frontier {
			from = append(from, sc.score[u])
		}
		var next []int
		for k, u := range frontier {
			for _, arc := range adj.arcs[u] {
				pw := w[arc.pred]
				if pw <= 0 {
					continue
				}
				to := int(arc.to)
				if s := from[k] * pw; s > sc.score[to] {
					if sc.score[to] == 0 {
						sc.reached = append(sc.reached, to)
					}
					sc.score[to] = s
					next = append(next, to)
				}
			}
		}
		slices.Sort(next)
		frontier = slices.Compact(next)
	}
	slices.Sort(sc.reached)
	return sc
}
