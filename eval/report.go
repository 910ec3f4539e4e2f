package eval

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/canon-kg/canon/retrieve"
)

// RunOptions configure Run.
type RunOptions struct {
	// Split names the judged split reported: qrels/<Split>.tsv ("test" by default).
	Split string
	// Tune chooses the weights on qrels/train.tsv (Runner.Tune) before
	// reporting; otherwise the engine defaults, chosen the same way on
	// SciFact, are used.
	Tune bool
	// Vocab tunes the engine's vocabulary-gap signals (ablations).
	Vocab retrieve.Vocab
}

// Weights are the engine options a report was made with.
type Weights struct {
	BM25         float64 `json:"bm25"`
	Embedding    float64 `json:"embedding"`
	Graph        float64 `json:"graph"`
	Proximity    float64 `json:"proximity"`
	IDFPower     float64 `json:"idf_power"`
	FeedbackDocs int     `json:"feedback_docs"`
}

func weightsOf(o retrieve.Options) Weights {
	return Weights{BM25: o.WeightBM25, Embedding: o.WeightEmbed, Graph: o.WeightGraph, Proximity: o.WeightProximity, IDFPower: o.IDFPower, FeedbackDocs: o.FeedbackDocs}
}

// Report is the outcome of Run.
type Report struct {
	Dataset string   `json:"dataset"`
	Split   string   `json:"split"`
	Docs    int      `json:"docs"`
	Weights Weights  `json:"weights"`
	Tuned   bool     `json:"tuned"`
	Train   *float64 `json:"train_ndcg@10,omitempty"` // hybrid nDCG@10 on train when tuned
	Results []Result `json:"results"`
}

// Run loads the BEIR dataset in dir, indexes it in memory (a temporary
// store gone when Run returns), optionally tunes the weights on the train
// qrels, and evaluates every configuration in Configs on the split's qrels.
// Embeddings are scored over every document, so "embedding" is embedding
// retrieval, not a re-ranking of BM25's pool.
func Run(ctx context.Context, dir string, o RunOptions) (rep *Report, err error) {
	split := o.Split
	if split == "" {
		split = "test"
	}
	if strings.ContainsAny(split, `/\`) || split == ".." {
		return nil, fmt.Errorf("beir %s: bad split %q", dir, split)
	}
	data, err := LoadBEIR(dir)
	if err != nil {
		return nil, err
	}
	qrels, err := LoadQrels(filepath.Join(dir, "qrels", split+".tsv"))
	if err != nil {
		return nil, err
	}
	base := retrieve.Options{ExhaustiveLimit: len(data.Chunks) + 1, Vocab: o.Vocab}
	r, err := NewRunner(ctx, data, "", base)
	if err != nil {
		return nil, err
	}
	defer func() {
		if cerr := r.Close(); err == nil && cerr != nil {
			err = cerr
		}
	}()
	rep = &Report{Dataset: filepath.Base(filepath.Clean(dir)), Split: split, Docs: len(data.Chunks), Tuned: o.Tune}
	if o.Tune {
		train, err := LoadQrels(filepath.Join(dir, "qrels", "train.tsv"))
		if err != nil {
			return nil, fmt.Errorf("tune: %w", err)
		}
		opt, score, err := r.Tune(ctx, train)
		if err != nil {
			return nil, fmt.Errorf("tune on train: %w", err)
		}
		rep.Train = &score
		if r, err = r.WithOptions(ctx, opt); err != nil {
			return nil, err
		}
	}
	rep.Weights = weightsOf(r.engine.Options())
	for _, c := range Configs {
		res, err := r.Evaluate(ctx, c, qrels)
		if err != nil {
			return nil, err
		}
		rep.Results = append(rep.Results, res)
	}
	return rep, nil
}

// WriteTable writes the report as a Markdown table with the weights.
func (r *Report) WriteTable(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "BEIR %s, %s split, %d documents", r.Dataset, r.Split, r.Docs)
	if len(r.Results) > 0 {
		fmt.Fprintf(&b, ", %d queries", r.Results[0].Queries)
	}
	b.WriteString("\n\n| config | nDCG@10 | Recall@100 | MRR |\n|---|---|---|---|\n")
	for _, res := range r.Results {
		fmt.Fprintf(&b, "| %s | %.4f | %.4f | %.4f |\n", res.Config, res.NDCG10, res.Recall100, res.MRR)
	}
	how := "defaults (tuned on SciFact train)"
	if r.Tuned {
		how = "tuned on qrels/train.tsv"
		if r.Train != nil {
			how += fmt.Sprintf(", train hybrid nDCG@10 %.4f", *r.Train)
		}
	}
	ws := r.Weights
	fmt.Fprintf(&b, "\nweights (%s): bm25 %.2f, embedding %.2f, graph %.2f, proximity %.2f, idf power %g, feedback docs %d\n",
		how, ws.BM25, ws.Embedding, ws.Graph, ws.Proximity, ws.IDFPower, ws.FeedbackDocs)
	_, err := io.WriteString(w, b.String())
	return err
}
