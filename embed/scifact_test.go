package embed

import (
	"bufio"
	"cmp"
	"encoding/json"
	"flag"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/canon-kg/canon/internal/testutil"
)

var tuneFlag = flag.Bool("tune", false, "grid-search dimension and weights on the SciFact training queries")

// beir is the SciFact benchmark: corpus, queries and relevance judgements.
type beir struct {
	docIDs  []string
	docs    []string // title + " " + text
	queries map[string]string
	train   map[string]map[string]bool // query id -> relevant doc ids
	test    map[string]map[string]bool
}

func loadSciFact(tb testing.TB) *beir {
	tb.Helper()
	dir := filepath.Join(testutil.Corpora(tb), "ir", "beir-scifact")
	b := &beir{queries: map[string]string{}}
	readJSONL(tb, filepath.Join(dir, "corpus.jsonl"), func(line []byte) {
		var raw struct {
			ID    string `json:"_id"`
			Title string `json:"title"`
			Text  string `json:"text"`
		}
		if err := json.Unmarshal(line, &raw); err != nil {
			tb.Fatalf("decode corpus line: %v", err)
		}
		b.docIDs = append(b.docIDs, raw.ID)
		b.docs = append(b.docs, raw.Title+" "+raw.Text)
	})
	readJSONL(tb, filepath.Join(dir, "queries.jsonl"), func(line []byte) {
		var q struct {
			ID   string `json:"_id"`
			Text string `json:"text"`
		}
		if err := json.Unmarshal(line, &q); err != nil {
			tb.Fatalf("decode query line: %v", err)
		}
		b.queries[q.ID] = q.Text
	})
	b.train = readQrels(tb, filepath.Join(dir, "qrels", "train.tsv"))
	b.test = readQrels(tb, filepath.Join(dir, "qrels", "test.tsv"))
	return b
}

func readJSONL(tb testing.TB, path string, fn func([]byte)) {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatalf("open %s: %v", path, err)
	}
	defer func() { _ = f.Close() }() // read-only: nothing to lose
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		fn(sc.Bytes())
	}
	if err := sc.Err(); err != nil {
		tb.Fatalf("read %s: %v", path, err)
	}
}

func readQrels(tb testing.TB, path string) map[string]map[string]bool {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatalf("read %s: %v", path, err)
	}
	out := map[string]map[string]bool{}
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Split(line, "\t")
		if i == 0 || len(f) != 3 || f[2] == "0" {
			continue
		}
		if out[f[0]] == nil {
			out[f[0]] = map[string]bool{}
		}
		out[f[0]][f[1]] = true
	}
	return out
}

// evaluate ranks every document for every judged query by cosine and
// returns mean nDCG@10 and Recall@100 (binary gains, as trec_eval -c;
// score ties broken by document id).
func evaluate(tb testing.TB, e *Embedder, b *beir, qrels map[string]map[string]bool) (ndcg10, recall100 float64) {
	tb.Helper()
	vecs := make([]Vector, len(b.docs))
	for i, d := range b.docs {
		vecs[i] = e.Embed(d)
	}
	qids := make([]string, 0, len(qrels))
	for q := range qrels {
		qids = append(qids, q)
	}
	slices.Sort(qids)
	type hit struct {
		doc   int
		score float32
	}
	hits := make([]hit, len(vecs))
	for _, q := range qids {
		text, ok := b.queries[q]
		if !ok {
			tb.Fatalf("query %s has judgements but no text", q)
		}
		qv := e.Embed(text)
		for i, v := range vecs {
			hits[i] = hit{i, Cosine(qv, v)}
		}
		slices.SortFunc(hits, func(x, y hit) int {
			return cmp.Or(cmp.Compare(y.score, x.score), strings.Compare(b.docIDs[x.doc], b.docIDs[y.doc]))
		})
		rel := qrels[q]
		dcg, idcg, found := 0.0, 0.0, 0
		for r := 0; r < 100 && r < len(hits); r++ {
			if rel[b.docIDs[hits[r].doc]] {
				found++
				if r < 10 {
					dcg += 1 / math.Log2(float64(r+2))
				}
			}
		}
		for r := 0; r < len(rel) && r < 10; r++ {
			idcg += 1 / math.Log2(float64(r+2))
		}
		ndcg10 += dcg / idcg
		recall100 += float64(found) / float64(len(rel))
	}
	n := float64(len(qids))
	return ndcg10 / n, recall100 / n
}

// TestSciFact reports retrieval quality on the 300 BEIR SciFact test
// queries. The settings in New were chosen with -tune on the training
// queries only.
func TestSciFact(t *testing.T) {
	if testing.Short() {
		t.Skip("embeds 5,183 documents")
	}
	b := loadSciFact(t)
	e := New(0)
	ndcg, recall := evaluate(t, e, b, b.test)
	t.Logf("SciFact test (%d queries, dim %d): nDCG@10 %.4f, Recall@100 %.4f", len(b.test), e.dim, ndcg, recall)
	if ndcg < minNDCG || recall < minRecall {
		t.Errorf("nDCG@10 %.4f, Recall@100 %.4f: want at least %.2f and %.2f", ndcg, recall, minNDCG, minRecall)
	}
}

// Floors a little under the measured test figures, so a regression fails.
const (
	minNDCG   = 0.52
	minRecall = 0.80
)

// TestTune grid-searches on the training queries; run with -tune.
func TestTune(t *testing.T) {
	if !*tuneFlag {
		t.Skip("run with -tune")
	}
	b := loadSciFact(t)
	type cfg struct {
		dim              int
		bigram, subword  float64
		minGram, maxGram int
	}
	var grid []cfg
	for _, dim := range []int{384, 768, 1024} {
		for _, bg := range []float64{0, 0.15} {
			for _, sw := range []float64{1.5, 2.5} {
				grid = append(grid, cfg{dim, bg, sw, 3, 5})
			}
		}
	}
	for _, c := range grid {
		e := New(c.dim)
		e.bigram, e.subword, e.minGram, e.maxGram = c.bigram, c.subword, c.minGram, c.maxGram
		ndcg, recall := evaluate(t, e, b, b.train)
		t.Logf("train dim %4d bigram %.2f subword %.2f grams %d-%d: nDCG@10 %.4f R@100 %.4f",
			c.dim, c.bigram, c.subword, c.minGram, c.maxGram, ndcg, recall)
	}
}
