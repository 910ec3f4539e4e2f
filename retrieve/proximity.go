package retrieve

import (
	"math"
	"sync"

	"github.com/canon-kg/canon/embed"
)

// stems caches embed.Stem, which costs more than the rest of proximity.
var stems sync.Map

func stemOf(w string) string {
	if s, ok := stems.Load(w); ok {
		return s.(string)
	}
	s := embed.Stem(w)
	stems.Store(w, s)
	return s
}

// proximity sets each chunk candidate's prox: for every pair of query
// words next to each other (stop words aside), 1+ln(n) where n is the
// number of times the pair's stems occur within ProximityWindow words of
// each other in the chunk, in either order (the unordered window of the
// sequential dependence model).
func (e *Engine) proximity(text string, cs []*cand) {
	var q []string
	forWords(text, func(w string) bool {
		if !embed.IsStopWord(w) && len(w) > 1 {
			q = append(q, stemOf(w))
		}
		return true
	})
	if len(q) < 2 {
		return
	}
	type pair struct{ a, b string }
	pairs := map[pair]bool{}
	want := map[string]bool{}
	for i := 1; i < len(q); i++ {
		if q[i-1] != q[i] {
			pairs[pair{q[i-1], q[i]}] = true
			want[q[i-1]], want[q[i]] = true, true
		}
	}
	win := max(e.opt.ProximityWindow, 1)
	for _, c := range cs {
		if c.chunk < 0 {
			continue
		}
		ch := &e.chunks[c.chunk]
		// positions of the query stems in the chunk
		pos := map[string][]int{}
		n := 0
		forWords(ch.Title+"\n"+ch.Text, func(w string) bool {
			if embed.IsStopWord(w) || len(w) < 2 {
				return true
			}
			s := stemOf(w)
			if want[s] {
				pos[s] = append(pos[s], n)
			}
			n++
			return true
		})
		var score float64
		for p := range pairs {
			pa, pb := pos[p.a], pos[p.b]
			if len(pa) == 0 || len(pb) == 0 {
				continue
			}
			k := 0
			for _, x := range pa {
				for _, y := range pb {
					if d := x - y; d <= win && d >= -win {
						k++
					}
				}
			}
			if k > 0 {
				score += 1 + math.Log(float64(k))
			}
		}
		c.prox = score
	}
}
