package eval

import (
	"cmp"
	"math"
	"slices"
)

// Qrels maps a query ID to its judged documents and their relevance.
type Qrels map[string]map[string]int

// NDCG is nDCG@k of a ranking of document IDs against the judgements rel.
func NDCG(ranking []string, rel map[string]int, k int) float64 {
	var dcg float64
	for i, id := range ranking[:min(k, len(ranking))] {
		if g := rel[id]; g > 0 {
			dcg += (math.Pow(2, float64(g)) - 1) / math.Log2(float64(i+2))
		}
	}
	var gains []int
	for _, g := range rel {
		if g > 0 {
			gains = append(gains, g)
		}
	}
	// ideal: gains in descending order
	slices.SortFunc(gains, func(a, b int) int { return cmp.Compare(b, a) })
	var idcg float64
	for i, g := range gains[:min(k, len(gains))] {
		idcg += (math.Pow(2, float64(g)) - 1) / math.Log2(float64(i+2))
	}
	if idcg == 0 {
		return 0
	}
	return dcg / idcg
}

// Recall is the share of relevant documents found in the top k.
func Recall(ranking []string, rel map[string]int, k int) float64 {
	total, found := 0, 0
	for _, g := range rel {
		if g > 0 {
			total++
		}
	}
	if total == 0 {
		return 0
	}
	seen := map[string]bool{}
	for _, id := range ranking[:min(k, len(ranking))] {
		if rel[id] > 0 && !seen[id] {
			seen[id] = true
			found++
		}
	}
	return float64(found) / float64(total)
}

// MRR is the reciprocal rank of the first relevant document (0 if none).
func MRR(ranking []string, rel map[string]int) float64 {
	for i, id := range ranking {
		if rel[id] > 0 {
			return 1 / float64(i+1)
		}
	}
	return 0
}
