package retrieve

import (
	"context"
	"fmt"
	"math"

	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/index"
)

// queryVector embeds a query for the embedding signal. Hash embeddings
// weigh every word alike, so a frequent word ("use", "data") counts as much
// as a rare one; with Options.IDFPower > 0 the query is instead the sum of
// its words' embeddings, each weighted by its BM25 inverse document
// frequency in the index raised to IDFPower (and 1+ln of its count in the
// query), then L2-normalised. The documents' stored vectors are unchanged:
// the weighting is on the query side only, as BM25 weighs query terms.
// Words the index analyses to no term (stop words) are left out; when none
// is left the plain embedding is used.
func (e *Engine) queryVector(ctx context.Context, text string) (embed.Vector, error) {
	if e.opt.IDFPower <= 0 {
		return e.emb.Embed(text), nil
	}
	var words []string
	count := map[string]int{}
	forWords(text, func(w string) bool {
		if embed.IsStopWord(w) || (len(w) < 2 && (w[0] < '0' || w[0] > '9')) {
			return true
		}
		if count[w] == 0 {
			words = append(words, w)
		}
		count[w]++
		return true
	})
	if len(words) == 0 {
		return e.emb.Embed(text), nil
	}
	stats, n, err := e.x.DocFreqs(ctx, words)
	if err != nil {
		return nil, fmt.Errorf("query vector: %w", err)
	}
	acc := make([]float64, e.emb.Dim())
	used := 0
	for _, st := range stats {
		if st.Term == "" {
			continue
		}
		used++
		w := math.Pow(idf(st, n), e.opt.IDFPower) * (1 + math.Log(float64(count[st.Word])))
		for i, x := range e.emb.Embed(st.Word) {
			acc[i] += w * float64(x)
		}
	}
	if used == 0 {
		return e.emb.Embed(text), nil
	}
	var norm float64
	for _, x := range acc {
		norm += x * x
	}
	out := make(embed.Vector, len(acc))
	if norm == 0 {
		return out, nil
	}
	norm = math.Sqrt(norm)
	for i, x := range acc {
		out[i] = float32(x / norm)
	}
	return out, nil
}

// idf is BM25's inverse document frequency, ln(1 + (N-df+0.5)/(df+0.5)).
func idf(st index.TermStat, n int) float64 {
	df := float64(min(st.DF, n))
	return math.Log(1 + (float64(n)-df+0.5)/(df+0.5))
}
