package eval

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/sourcegraph/conc/iter"

	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/model"
	"github.com/canon-kg/canon/retrieve"
)

// Config is one signal configuration measured by the runner.
type Config struct {
	Name    string
	Signals retrieve.Signals
}

// Configs are the four configurations of the issue. The graph-free hybrid
// is BM25, embeddings and word-pair proximity; the full hybrid adds the
// graph signal, which on a corpus without links (BEIR) is the
// document-similarity feedback from the best BM25 hits.
var Configs = []Config{
	{"bm25", retrieve.Signals{BM25: true}},
	{"embedding", retrieve.Signals{Embed: true}},
	{"hybrid-no-graph", retrieve.Signals{BM25: true, Embed: true, Proximity: true}},
	{"hybrid", retrieve.AllSignals},
}

// Result is a configuration's mean scores.
type Result struct {
	Config    string  `json:"config"`
	NDCG10    float64 `json:"ndcg@10"`
	Recall100 float64 `json:"recall@100"`
	MRR       float64 `json:"mrr"`
	Queries   int     `json:"queries"`
}

// BEIR is a loaded BEIR dataset.
type BEIR struct {
	Chunks  []index.Chunk     // one per corpus document, ID = Path = the corpus ID
	Queries map[string]string // ID -> text
}

// LoadBEIR reads corpus.jsonl and queries.jsonl from dir.
func LoadBEIR(dir string) (*BEIR, error) {
	b := &BEIR{Queries: map[string]string{}}
	type entry struct {
		ID    string `json:"_id"`
		Title string `json:"title"`
		Text  string `json:"text"`
	}
	err := readJSONL(filepath.Join(dir, "corpus.jsonl"), func(e entry) {
		b.Chunks = append(b.Chunks, index.Chunk{ID: e.ID, Path: e.ID, Kind: "doc", Title: e.Title, Text: e.Text, LineStart: 1, LineEnd: 1})
	})
	if err != nil {
		return nil, err
	}
	err = readJSONL(filepath.Join(dir, "queries.jsonl"), func(e entry) { b.Queries[e.ID] = e.Text })
	if err != nil {
		return nil, err
	}
	embedder := embed.New(embed.DefaultDim)
	vecs := iter.Map(b.Chunks, func(c *index.Chunk) string {
		return embedder.Embed(model.EmbedText(c.Title, c.Heading, c.Text)).Encode()
	})
	for i := range b.Chunks {
		b.Chunks[i].Vector = vecs[i]
	}
	return b, nil
}

func readJSONL[T any](path string, fn func(T)) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("read beir: %w", err)
	}
	defer func() { _ = f.Close() }() // read-only: nothing to lose
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	line := 0
	for sc.Scan() {
		line++
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			return fmt.Errorf("read beir %s:%d: %w", path, line, err)
		}
		fn(v)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("read beir %s: %w", path, err)
	}
	return nil
}

// LoadQrels reads a BEIR qrels TSV (query-id, corpus-id, score; header).
func LoadQrels(path string) (Qrels, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read qrels: %w", err)
	}
	q := Qrels{}
	for i, l := range strings.Split(string(b), "\n") {
		f := strings.Split(strings.TrimSpace(l), "\t")
		if len(f) != 3 || (i == 0 && f[0] == "query-id") {
			continue
		}
		s, err := strconv.Atoi(f[2])
		if err != nil {
			return nil, fmt.Errorf("read qrels %s:%d: %w", path, i+1, err)
		}
		if q[f[0]] == nil {
			q[f[0]] = map[string]int{}
		}
		q[f[0]][f[1]] = s
	}
	if len(q) == 0 {
		return nil, errors.New("read qrels " + path + ": no judgements")
	}
	return q, nil
}

// Runner holds a BEIR corpus in an index and an engine.
type Runner struct {
	data   *BEIR
	x      *index.Index
	model  *model.Snapshot
	engine *retrieve.Engine
}

// NewRunner indexes the corpus into dir ("" = in memory) and loads an
// engine with opt. Close the runner when done.
func NewRunner(ctx context.Context, data *BEIR, dir string, opt retrieve.Options) (*Runner, error) {
	x, err := index.Open(ctx, dir, index.Options{})
	if err != nil {
		return nil, fmt.Errorf("beir runner: %w", err)
	}
	if err := x.Apply(ctx, nil, data.Chunks); err != nil {
		return nil, errors.Join(fmt.Errorf("beir runner: %w", err), x.Close())
	}
	m, err := model.FromStores("beir", nil, data.Chunks)
	if err != nil {
		return nil, errors.Join(fmt.Errorf("beir runner: %w", err), x.Close())
	}
	e, err := retrieve.Load(ctx, x, m, opt)
	if err != nil {
		return nil, errors.Join(fmt.Errorf("beir runner: %w", err), x.Close())
	}
	return &Runner{data: data, x: x, model: m, engine: e}, nil
}

// Close closes the index.
func (r *Runner) Close() error { return r.x.Close() }

// WithOptions returns a runner over the same index with other engine options.
func (r *Runner) WithOptions(ctx context.Context, opt retrieve.Options) (*Runner, error) {
	e, err := retrieve.Load(ctx, r.x, r.model, opt)
	if err != nil {
		return nil, err
	}
	return &Runner{data: r.data, x: r.x, model: r.model, engine: e}, nil
}

// Evaluate scores a configuration over the judged queries.
func (r *Runner) Evaluate(ctx context.Context, c Config, qrels Qrels) (Result, error) {
	ids := make([]string, 0, len(qrels))
	for id := range qrels {
		if _, ok := r.data.Queries[id]; ok {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	res := Result{Config: c.Name, Queries: len(ids)}
	for _, id := range ids {
		ranked, err := r.engine.Rank(ctx, r.data.Queries[id], 100, c.Signals)
		if err != nil {
			return res, fmt.Errorf("evaluate %s query %s: %w", c.Name, id, err)
		}
		ranking := make([]string, len(ranked))
		for i, h := range ranked {
			ranking[i] = h.Path
		}
		res.NDCG10 += NDCG(ranking, qrels[id], 10)
		res.Recall100 += Recall(ranking, qrels[id], 100)
		res.MRR += MRR(ranking, qrels[id])
	}
	if n := float64(len(ids)); n > 0 {
		res.NDCG10, res.Recall100, res.MRR = res.NDCG10/n, res.Recall100/n, res.MRR/n
	}
	return res, nil
}

// Tune chooses the engine options on qrels (use the train split only) by
// coordinate ascent from the runner's options: each of the embedding
// weight (BM25 takes the rest of 1), the IDF power of the query embedding,
// the proximity weight and the graph weight in turn takes the grid value
// with the best full hybrid nDCG@10, the others held. It returns the
// options and their score.
func (r *Runner) Tune(ctx context.Context, qrels Qrels) (retrieve.Options, float64, error) {
	best := r.engine.Options()
	scores := map[retrieve.Options]float64{}
	score := func(o retrieve.Options) (float64, error) {
		if s, ok := scores[o]; ok {
			return s, nil
		}
		rr := r
		if o != r.engine.Options() {
			var err error
			if rr, err = r.WithOptions(ctx, o); err != nil {
				return 0, err
			}
		}
		res, err := rr.Evaluate(ctx, Config{"tune", retrieve.AllSignals}, qrels)
		if err != nil {
			return 0, err
		}
		scores[o] = res.NDCG10
		return res.NDCG10, nil
	}
	bestScore, err := score(best)
	if err != nil {
		return best, 0, err
	}
	steps := []struct {
		grid []float64
		set  func(o *retrieve.Options, x float64)
	}{
		{[]float64{0.2, 0.3, 0.4}, func(o *retrieve.Options, x float64) { o.WeightEmbed, o.WeightBM25 = x, 1-x }},
		{[]float64{1, 2}, func(o *retrieve.Options, x float64) { o.IDFPower = x }},
		{[]float64{0.2, 0.3, 0.4}, func(o *retrieve.Options, x float64) { o.WeightProximity = x }},
		{[]float64{0.1, 0.2, 0.3}, func(o *retrieve.Options, x float64) { o.WeightGraph = x }},
	}
	for _, st := range steps {
		for _, x := range st.grid {
			o := best
			st.set(&o, x)
			s, err := score(o)
			if err != nil {
				return best, 0, err
			}
			if s > bestScore {
				best, bestScore = o, s
			}
		}
	}
	return best, bestScore, nil
}
