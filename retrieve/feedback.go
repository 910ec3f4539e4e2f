package retrieve

import (
	"cmp"
	"context"
	"math"
	"slices"

	"github.com/canon-kg/canon/embed"
)

// feedbackVector is the centre of the embeddings of the best BM25 hits
// (Options.FeedbackDocs of them), each weighted by its BM25 score over the
// best one's, L2-normalised; nil when there are no hits. Its cosine with a
// chunk is the chunk's similarity to the documents BM25 ranks highest: one
// hop over the document-similarity graph from those seeds.
func (e *Engine) feedbackVector(bm25 map[int]float64) embed.Vector {
	if e.opt.FeedbackDocs <= 0 || len(bm25) == 0 {
		return nil
	}
	type hit struct {
		i int
		s float64
	}
	hits := make([]hit, 0, len(bm25))
	for i, s := range bm25 {
		hits = append(hits, hit{i, s})
	}
	hits = topK(hits, e.opt.FeedbackDocs, func(a, b hit) int { return cmp.Or(cmp.Compare(b.s, a.s), cmp.Compare(a.i, b.i)) })
	acc := make([]float64, e.emb.Dim())
	for _, h := range hits {
		v := e.chunks[h.i].Vec
		if len(v.Q) != len(acc) {
			continue
		}
		w := h.s / hits[0].s * float64(v.Scale)
		for k, x := range v.Q {
			acc[k] += w * float64(x)
		}
	}
	return unit(acc)
}

// unit is acc scaled to unit length, nil when it is zero.
func unit(acc []float64) embed.Vector {
	var norm float64
	for _, x := range acc {
		norm += x * x
	}
	if norm == 0 {
		return nil
	}
	norm = math.Sqrt(norm)
	out := make(embed.Vector, len(acc))
	for k, x := range acc {
		out[k] = float32(x / norm)
	}
	return out
}

// topBySimilarity returns the k chunks most similar to v, best first: over
// every chunk of kinds when there are at most Options.ExhaustiveLimit, else
// over the BM25 pool.
func (e *Engine) topBySimilarity(ctx context.Context, v embed.Vector, pool map[int]float64, kinds []string, k int) ([]int, error) {
	type sc struct {
		i   int
		cos float64
	}
	var scored []sc
	if len(e.chunks) <= e.opt.ExhaustiveLimit {
		for i := range e.chunks {
			if i%2048 == 0 {
				if err := ctx.Err(); err != nil {
					return nil, err
				}
			}
			if len(kinds) > 0 && !slices.Contains(kinds, e.chunks[i].Kind) {
				continue
			}
			scored = append(scored, sc{i, e.chunks[i].Vec.Dot(v)})
		}
	} else {
		for i := range pool {
			scored = append(scored, sc{i, e.chunks[i].Vec.Dot(v)})
		}
	}
	scored = topK(scored, k, func(a, b sc) int { return cmp.Or(cmp.Compare(b.cos, a.cos), cmp.Compare(a.i, b.i)) })
	out := make([]int, 0, k)
	for _, s := range scored {
		out = append(out, s.i)
	}
	return out, nil
}

// chunkOrRuleVec is a candidate's embedding.
func (e *Engine) chunkOrRuleVec(c *cand) qvec {
	if c.rule >= 0 {
		return e.rules[c.rule].Vec
	}
	return e.chunks[c.chunk].Vec
}
