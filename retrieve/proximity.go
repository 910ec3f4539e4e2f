package retrieve

import (
	"math"
	"slices"

	"github.com/canon-kg/canon/embed"
)

// stemOf is embed.Stem through the engine's cache: stemming costs more
// than the rest of proximity.
func (e *Engine) stemOf(w string) string {
	if s, ok := e.stems.Load(w); ok {
		return s.(string)
	}
	s := embed.Stem(w)
	e.stems.Store(w, s)
	return s
}

// proximity sets each candidate's prox: for every pair of query words next
// to each other (stop words aside), 1+ln(n) where n is the number of times
// the pair's stems stand next to each other in the candidate's text (title
// and text of a chunk, text of a rule), in either order: the sequential
// dependence model's bigram evidence, which BM25's bag of words lacks.
// Measured on SciFact train with BM25 alone: weight 0.2 with adjacency
// 0.7015 against 0.6969 without; windows of 4 and 8 words 0.6977 and 0.6952.
func (e *Engine) proximity(text string, cs []*cand) {
	var q []string
	forWords(text, func(w string) bool {
		if !embed.IsStopWord(w) && len(w) > 1 {
			q = append(q, e.stemOf(w))
		}
		return true
	})
	type pair struct{ a, b string }
	pairs := map[pair]bool{}
	for i := 1; i < len(q); i++ {
		if q[i-1] != q[i] {
			pairs[pair{min(q[i-1], q[i]), max(q[i-1], q[i])}] = true
		}
	}
	if len(pairs) == 0 {
		return
	}
	// Porter stemming keeps a word's first two letters unless the second
	// is a "y" (as in "ays" -> "ai") or the stem is shorter: a word whose
	// first two bytes start no query stem cannot stem to one, and need not
	// be stemmed.
	prefixes := map[string]bool{}
	isQuery := map[string]bool{}
	filter := true
	for _, st := range q {
		isQuery[st] = true
		if len(st) < 2 {
			filter = false
			continue
		}
		prefixes[st[:2]] = true
	}
	for _, c := range cs {
		var t string
		if c.rule >= 0 {
			t = e.rules[c.rule].Text
		} else {
			ch := &e.chunks[c.chunk]
			t = ch.Title + "\n" + ch.Text
		}
		seen := map[pair]int{}
		prev := ""
		forWords(t, func(w string) bool {
			if embed.IsStopWord(w) || len(w) < 2 {
				return true
			}
			if filter && w[1] != 'y' && !prefixes[w[:2]] {
				prev = ""
				return true
			}
			s := e.stemOf(w)
			if !isQuery[s] {
				prev = ""
				return true
			}
			if p := (pair{min(prev, s), max(prev, s)}); prev != "" && pairs[p] {
				seen[p]++
			}
			prev = s
			return true
		})
		// Sum in a fixed order: float addition is not associative.
		counts := make([]int, 0, len(seen))
		for _, n := range seen {
			counts = append(counts, n)
		}
		slices.Sort(counts)
		var score float64
		for _, n := range counts {
			score += 1 + math.Log(float64(n))
		}
		c.prox = score
	}
}
