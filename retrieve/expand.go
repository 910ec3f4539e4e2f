package retrieve

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/index"
)

// expand is pseudo-relevance feedback in the manner of RM3: the words of
// the best BM25 hits, each weighted by its share of a hit's words times the
// hit's score over the best one's, summed over the hits and multiplied by
// its IDF, give the top Options.ExpandTerms words not in the query; the
// query with those words is searched again and bm25 (by chunk) becomes the
// interpolation of both searches. It returns the chunks of the expanded
// search's top kIn.
func (e *Engine) expand(ctx context.Context, q rankQuery, bm25 map[int]float64) ([]int, error) {
	type hit struct {
		i int
		s float64
	}
	hits := make([]hit, 0, len(bm25))
	for i, s := range bm25 {
		hits = append(hits, hit{i, s})
	}
	if len(hits) == 0 {
		return nil, nil
	}
	slices.SortFunc(hits, func(a, b hit) int { return cmp.Or(cmp.Compare(b.s, a.s), cmp.Compare(a.i, b.i)) })
	inQuery := map[string]bool{}
	forWords(q.text, func(w string) bool { inQuery[embed.Stem(w)] = true; return true })
	weight := map[string]float64{}
	for _, h := range hits[:min(len(hits), max(e.opt.ExpandDocs, 1))] {
		c := &e.chunks[h.i]
		tf := map[string]int{}
		n := 0
		forWords(c.Title+" "+c.Text, func(w string) bool {
			if len(w) > 2 && !embed.IsStopWord(w) && !isNumber(w) {
				tf[w]++
				n++
			}
			return true
		})
		for w, k := range tf {
			weight[w] += float64(k) / float64(n) * h.s / hits[0].s
		}
	}
	words := make([]string, 0, len(weight))
	for w := range weight {
		if !inQuery[embed.Stem(w)] {
			words = append(words, w)
		}
	}
	slices.Sort(words)
	stats, total, err := e.x.DocFreqs(ctx, words)
	if err != nil {
		return nil, fmt.Errorf("expand query: %w", err)
	}
	type term struct {
		st index.TermStat
		w  float64
	}
	var terms []term
	for _, st := range stats {
		if st.Term != "" && st.DF > 1 {
			terms = append(terms, term{st, weight[st.Word] * idf(st, total)})
		}
	}
	slices.SortFunc(terms, func(a, b term) int {
		return cmp.Or(cmp.Compare(b.w, a.w), strings.Compare(a.st.Word, b.st.Word))
	})
	var extra []string
	seen := map[string]bool{}
	for _, t := range terms {
		if len(extra) == e.opt.ExpandTerms {
			break
		}
		if !seen[t.st.Term] {
			seen[t.st.Term] = true
			extra = append(extra, t.st.Word)
		}
	}
	if len(extra) == 0 {
		return nil, nil
	}
	xh, err := e.x.Search(ctx, index.Query{Text: q.text + "\n" + strings.Join(extra, " "), K: max(e.opt.Pool, q.kIn), Kinds: q.kinds})
	if err != nil || len(xh) == 0 {
		return nil, err
	}
	top := hits[0].s
	for i, s := range bm25 {
		bm25[i] = (1 - e.opt.ExpandWeight) * s / top
	}
	var out []int
	for rank, h := range xh {
		i, ok := e.byChunk[h.ID]
		if !ok {
			continue
		}
		bm25[i] += e.opt.ExpandWeight * h.Score / xh[0].Score
		if rank < q.kIn {
			out = append(out, i)
		}
	}
	return out, nil
}

func isNumber(w string) bool {
	return strings.Trim(w, "0123456789") == ""
}
