package retrieve

import (
	"math"
	"slices"
	"sync"
	"testing"

	"github.com/canon-kg/canon/embed"
)

// proximityAnew is proximity as it was before the words were kept: every
// candidate's text lowercased, split and stemmed on every query.
func proximityAnew(e *Engine, text string, c *cand) float64 {
	var q []string
	forWords(text, func(w string) bool {
		if !embed.IsStopWord(w) && len(w) > 1 {
			q = append(q, embed.Stem(w))
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
	prefixes, isQuery := map[string]bool{}, map[string]bool{}
	filter := true
	for _, st := range q {
		isQuery[st] = true
		if len(st) < 2 {
			filter = false
			continue
		}
		prefixes[st[:2]] = true
	}
	t := e.rules[max(c.rule, 0)].Text
	if c.rule < 0 {
		t = e.chunks[c.chunk].Title + "\n" + e.chunks[c.chunk].Text
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
		s := embed.Stem(w)
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
	var counts []int
	for _, n := range seen {
		counts = append(counts, n)
	}
	slices.Sort(counts)
	var score float64
	for _, n := range counts {
		score += 1 + math.Log(float64(n))
	}
	return score
}

// Every chunk and rule of examples/ scores the proximity it scored when
// its text was read anew for each query, whether its words are read now or
// were kept by an earlier query, by one goroutine or several at once.
func TestProximity_keptWords(t *testing.T) {
	o, _ := examplesEngine(t)
	e := o.Engine
	queries := []string{
		"add a database migration for the ledger table",
		"rotate the payment service credentials, then deploy the payment service",
		"never log secrets or API keys; log errors",
		"review the ledger database decision",
	}
	cands := func() []*cand {
		var cs []*cand
		for i := range e.chunks {
			cs = append(cs, &cand{chunk: i, rule: -1})
		}
		for i := range e.rules {
			cs = append(cs, &cand{chunk: -1, rule: i})
		}
		return cs
	}
	nonzero := 0
	for round := range 2 { // the first reads the texts, the second the kept words
		var wg sync.WaitGroup
		for _, q := range queries {
			wg.Go(func() {
				cs := cands()
				e.proximity(q, cs)
				for _, c := range cs {
					if want := proximityAnew(e, q, c); c.prox != want {
						t.Errorf("round %d, %q, chunk %d rule %d: proximity %v, read anew %v", round, q, c.chunk, c.rule, c.prox, want)
					}
				}
			})
		}
		wg.Wait()
	}
	for _, q := range queries {
		cs := cands()
		e.proximity(q, cs)
		for _, c := range cs {
			if c.prox > 0 {
				nonzero++
			}
		}
	}
	if nonzero == 0 {
		t.Fatal("no candidate has a query's word pair side by side: the test checks nothing")
	}
}
