package eval

import (
	"math"
	"testing"
)

func TestMetrics(t *testing.T) {
	rel := map[string]int{"a": 1, "b": 2, "z": 1}
	tests := []struct {
		name                string
		ranking             []string
		ndcg3, recall2, mrr float64
	}{
		{"ideal", []string{"b", "a", "z"}, 1, 2.0 / 3, 1},
		{"none", []string{"x", "y"}, 0, 0, 0},
		{"second", []string{"x", "a"}, (1 / math.Log2(3)) / (3 + 1/math.Log2(3) + 0.5), 1.0 / 3, 0.5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NDCG(tt.ranking, rel, 3); math.Abs(got-tt.ndcg3) > 1e-9 {
				t.Errorf("NDCG = %v, want %v", got, tt.ndcg3)
			}
			if got := Recall(tt.ranking, rel, 2); math.Abs(got-tt.recall2) > 1e-9 {
				t.Errorf("Recall = %v, want %v", got, tt.recall2)
			}
			if got := MRR(tt.ranking, rel); got != tt.mrr {
				t.Errorf("MRR = %v, want %v", got, tt.mrr)
			}
		})
	}
}
