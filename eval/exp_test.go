package eval

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/canon-kg/canon/retrieve"
)

func TestExp(t *testing.T) {
	if os.Getenv("EXP") == "" {
		t.Skip()
	}
	dir := filepath.Join(corpora(t), "ir", "beir-scifact")
	ctx := context.Background()
	data, err := LoadBEIR(dir)
	if err != nil {
		t.Fatal(err)
	}
	train, err := LoadQrels(filepath.Join(dir, "qrels", "train.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRunner(ctx, data, "", retrieve.Options{ExhaustiveLimit: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for _, spec := range strings.Split(os.Getenv("EXP"), ";") {
		f := strings.Split(spec, ",")
		num := func(i int) float64 { x, _ := strconv.ParseFloat(f[i], 64); return x }
		o := retrieve.Options{ExhaustiveLimit: 1 << 20, Fusion: f[0], WeightBM25: num(1), WeightEmbed: num(2), WeightGraph: 0.2, IDFPower: num(3)}
		o.WeightGraph = num(4)
		o.FeedbackDocs = int(num(5))
		if len(f) > 9 {
			o.WeightProximity, o.ProximityWindow = num(9), int(num(10))
		}
		if len(f) > 6 {
			o.ExpandTerms, o.ExpandDocs, o.ExpandWeight = int(num(6)), int(num(7)), num(8)
		}
		rr, err := r.WithOptions(ctx, o)
		if err != nil {
			t.Fatal(err)
		}
		sig := retrieve.Signals{BM25: o.WeightBM25 > 0, Embed: o.WeightEmbed > 0, Graph: o.WeightGraph > 0}
		res, err := rr.Evaluate(ctx, Config{"x", sig}, train)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%-28s train nDCG@10 %.4f R@100 %.4f MRR %.4f", spec, res.NDCG10, res.Recall100, res.MRR)
	}
}
