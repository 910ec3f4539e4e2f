package retrieve

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/index"
)

// queryTerms are the distinct words of a query (stop words and single
// letters aside) in order of first use, with their counts and document
// frequencies in the index.
type queryTerms struct {
	count map[string]int
	stats []index.TermStat
	n     int // chunks in the index
}

func (e *Engine) queryTerms(ctx context.Context, text string) (queryTerms, error) {
	t := queryTerms{count: map[string]int{}}
	var words []string
	forWords(text, func(w string) bool {
		if embed.IsStopWord(w) || (len(w) < 2 && (w[0] < '0' || w[0] > '9')) {
			return true
		}
		if t.count[w] == 0 {
			words = append(words, w)
		}
		t.count[w]++
		return true
	})
	if len(words) == 0 {
		return t, nil
	}
	var err error
	if t.stats, t.n, err = e.x.DocFreqs(ctx, words); err != nil {
		return t, fmt.Errorf("query terms: %w", err)
	}
	return t, nil
}

// queryVector embeds a query for the embedding signal. Hash embeddings
// weigh every word alike, so a frequent word ("use", "data") counts as much
// as a rare one; with Options.IDFPower > 0 the query is instead the sum of
// its words' embeddings, each weighted by its BM25 inverse document
// frequency in the index raised to IDFPower (and 1+ln of its count in the
// query), then L2-normalised. The documents' stored vectors are unchanged:
// the weighting is on the query side only, as BM25 weighs query terms.
// Words the index analyses to no term (stop words) are left out, and so
// are words no chunk holds: BM25 would give them the largest IDF, yet
// their embedding can only meet the corpus through hashed n-grams of
// other words, and the weight made those collisions decide: in a rule
// file, "speed up WAL replay by reusing the decode buffer" ranked "All
// comments must start with a capital letter" second on "speed"'s
// n-grams, above "Reuse allocations in hot paths (slices, buffers)".
// Leaving them out took the blind rule sets' nDCG@5 up by 0.009-0.019
// each (five sets), SciFact's embedding alone from 0.465 to 0.480 and
// its hybrid from 0.7036 to 0.7025; the ADR/SOP sets moved by 0.003 at
// most either way. A query whose words are all unknown to the corpus has
// no embedding evidence (a zero vector); one of stop words alone is
// embedded plainly. On SciFact train, embeddings alone
// score nDCG@10 0.555 plain, 0.602 with power 1 and 0.556 with power 2; in
// the hybrid, power 2 is best (0.7072 against 0.7043 with power 1).
func (e *Engine) queryVector(t queryTerms, text string) embed.Vector {
	if e.opt.IDFPower <= 0 {
		return e.emb.Embed(text)
	}
	acc := make([]float64, e.emb.Dim())
	used := 0
	for _, st := range t.stats {
		if st.Term == "" {
			continue
		}
		if used++; st.DF == 0 {
			continue
		}
		w := math.Pow(idf(st, t.n), e.opt.IDFPower) * (1 + math.Log(float64(t.count[st.Word])))
		for i, x := range e.emb.Embed(st.Word) {
			acc[i] += w * float64(x)
		}
	}
	if used == 0 {
		return e.emb.Embed(text)
	}
	var norm float64
	for _, x := range acc {
		norm += x * x
	}
	out := make(embed.Vector, len(acc))
	if norm == 0 {
		return out
	}
	norm = math.Sqrt(norm)
	for i, x := range acc {
		out[i] = float32(x / norm)
	}
	return out
}

// maxDFShare is the share of chunks above which a word is left out of the
// BM25 query of a large corpus (more chunks than Options.ExhaustiveLimit),
// and maxPostings bounds the summed document frequencies of the words kept
// (rarest first; the rarest is always kept). A common word adds little to
// BM25 (its IDF is under ln(1+9) at 10%) but its posting list is most of
// the search's work, which would otherwise grow with the corpus. Left-out
// words still count in the embedding and proximity signals.
const (
	maxDFShare  = 0.1
	maxPostings = 16384
)

// bm25Text is the text searched with BM25: the query, or, for a large
// corpus, its words within maxDFShare and maxPostings.
func (e *Engine) bm25Text(t queryTerms, text string) string {
	if len(e.chunks) <= e.opt.ExhaustiveLimit || len(t.stats) == 0 {
		return text
	}
	var terms []index.TermStat
	for _, st := range t.stats {
		if st.Term != "" {
			terms = append(terms, st)
		}
	}
	if len(terms) == 0 {
		return text
	}
	slices.SortFunc(terms, func(a, b index.TermStat) int {
		return cmp.Or(cmp.Compare(a.DF, b.DF), strings.Compare(a.Word, b.Word))
	})
	keep := map[string]bool{terms[0].Word: true}
	sum := terms[0].DF
	for _, st := range terms[1:] {
		if float64(st.DF) > maxDFShare*float64(t.n) || sum+st.DF > maxPostings {
			break
		}
		keep[st.Word] = true
		sum += st.DF
	}
	if len(keep) == len(terms) {
		return text
	}
	var kept []string
	for _, st := range t.stats { // query order
		if keep[st.Word] {
			for range t.count[st.Word] {
				kept = append(kept, st.Word)
			}
		}
	}
	return strings.Join(kept, " ")
}

// idf is BM25's inverse document frequency, ln(1 + (N-df+0.5)/(df+0.5)).
func idf(st index.TermStat, n int) float64 {
	df := float64(min(st.DF, n))
	return math.Log(1 + (float64(n)-df+0.5)/(df+0.5))
}
