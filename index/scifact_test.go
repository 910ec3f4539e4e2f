package index

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/internal/testutil"
)

// beir is a BEIR data set: documents, test queries and graded judgements.
type beir struct {
	docs    []beirDoc
	queries []beirQuery               // test queries only, sorted by ID
	qrels   map[string]map[string]int // query ID -> doc ID -> grade
}

type beirDoc struct {
	ID    string `json:"_id"`
	Title string `json:"title"`
	Text  string `json:"text"`
}

type beirQuery struct {
	ID   string `json:"_id"`
	Text string `json:"text"`
}

func readJSONL[T any](t testing.TB, path string) []T {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }() // read-only: nothing to lose
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func loadBEIR(t testing.TB, dir string) beir {
	t.Helper()
	d := beir{
		docs:  readJSONL[beirDoc](t, filepath.Join(dir, "corpus.jsonl")),
		qrels: map[string]map[string]int{},
	}
	raw, err := os.ReadFile(filepath.Join(dir, "qrels", "test.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(strings.TrimSpace(string(raw)), "\n") {
		f := strings.Split(strings.TrimSpace(line), "\t")
		if i == 0 || len(f) != 3 {
			continue // header
		}
		grade, err := strconv.Atoi(f[2])
		if err != nil {
			t.Fatalf("qrels line %d: %v", i+1, err)
		}
		if d.qrels[f[0]] == nil {
			d.qrels[f[0]] = map[string]int{}
		}
		d.qrels[f[0]][f[1]] = grade
	}
	for _, q := range readJSONL[beirQuery](t, filepath.Join(dir, "queries.jsonl")) {
		if d.qrels[q.ID] != nil {
			d.queries = append(d.queries, q)
		}
	}
	slices.SortFunc(d.queries, func(a, b beirQuery) int { return strings.Compare(a.ID, b.ID) })
	return d
}

// ndcgAt is trec_eval's ndcg_cut: gain is the judgement grade, discount
// log2(rank+1), the ideal ranking sorts all judged grades descending.
func ndcgAt(ranked []string, rel map[string]int, k int) float64 {
	var dcg float64
	for i, id := range ranked[:min(k, len(ranked))] {
		if g := rel[id]; g > 0 {
			dcg += float64(g) / math.Log2(float64(i+2))
		}
	}
	grades := make([]int, 0, len(rel))
	for _, g := range rel {
		if g > 0 {
			grades = append(grades, g)
		}
	}
	slices.Sort(grades)
	slices.Reverse(grades)
	var idcg float64
	for i, g := range grades[:min(k, len(grades))] {
		idcg += float64(g) / math.Log2(float64(i+2))
	}
	if idcg == 0 {
		return 0
	}
	return dcg / idcg
}

// recallAt is the share of relevant documents found in the top k.
func recallAt(ranked []string, rel map[string]int, k int) float64 {
	var relevant, found int
	for _, g := range rel {
		if g > 0 {
			relevant++
		}
	}
	for _, id := range ranked[:min(k, len(ranked))] {
		if rel[id] > 0 {
			found++
		}
	}
	if relevant == 0 {
		return 0
	}
	return float64(found) / float64(relevant)
}

func TestNDCG(t *testing.T) {
	rel := map[string]int{"a": 2, "b": 1, "c": 0}
	tests := []struct {
		name   string
		ranked []string
		want   float64
	}{
		{"ideal", []string{"a", "b", "x"}, 1},
		{"swapped", []string{"b", "a"}, (1 + 2/math.Log2(3)) / (2 + 1/math.Log2(3))},
		{"none", []string{"x", "c"}, 0},
		{"empty", nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ndcgAt(tt.ranked, rel, 10); math.Abs(got-tt.want) > 1e-12 {
				t.Errorf("ndcgAt = %v, want %v", got, tt.want)
			}
		})
	}
	if got := recallAt([]string{"x", "b"}, rel, 10); got != 0.5 {
		t.Errorf("recallAt = %v, want 0.5", got)
	}
}

// scifactChunks turns the corpus into chunks. With titleField false, title
// and abstract go into Text as the brief and Anserini's "flat" BEIR indexes
// do; with titleField true the title goes into Title and gets its bonus.
func scifactChunks(d beir, titleField bool) []Chunk {
	chunks := make([]Chunk, len(d.docs))
	for i, doc := range d.docs {
		chunks[i] = Chunk{ID: doc.ID, Path: doc.ID, Kind: "doc", Text: doc.Title + " " + doc.Text}
		if titleField {
			chunks[i].Title, chunks[i].Text = doc.Title, doc.Text
		}
	}
	return chunks
}

type evalResult struct {
	ndcg10, recall100, recall1000 float64
}

func (r evalResult) String() string {
	return fmt.Sprintf("nDCG@10 %.4f  Recall@100 %.4f  Recall@1000 %.4f", r.ndcg10, r.recall100, r.recall1000)
}

func evaluate(t testing.TB, x *Index, d beir) evalResult {
	t.Helper()
	ctx := context.Background()
	var r evalResult
	for _, q := range d.queries {
		hits, err := x.Search(ctx, Query{Text: q.Text, K: 1000})
		if err != nil {
			t.Fatalf("query %s: %v", q.ID, err)
		}
		ranked := make([]string, len(hits))
		for i, h := range hits {
			ranked[i] = h.ID
		}
		r.ndcg10 += ndcgAt(ranked, d.qrels[q.ID], 10)
		r.recall100 += recallAt(ranked, d.qrels[q.ID], 100)
		r.recall1000 += recallAt(ranked, d.qrels[q.ID], 1000)
	}
	n := float64(len(d.queries))
	return evalResult{r.ndcg10 / n, r.recall100 / n, r.recall1000 / n}
}

// TestSearch_SciFact checks BM25 quality against Lucene's published BEIR
// SciFact figure (nDCG@10 0.679 for Anserini BM25 flat).
func TestSearch_SciFact(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: indexes BEIR SciFact")
	}
	dir := filepath.Join(testutil.Corpora(t), "ir", "beir-scifact")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("SciFact not found: %v", err)
	}
	d := loadBEIR(t, dir)
	if len(d.docs) != 5183 || len(d.queries) != 300 {
		t.Fatalf("SciFact: %d docs, %d test queries; want 5183 and 300", len(d.docs), len(d.queries))
	}
	for _, tt := range []struct {
		name       string
		titleField bool
	}{{"flat", false}, {"title field", true}} {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			x, err := Open(ctx, "", Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer func() {
				if err := x.Close(); err != nil {
					t.Error(err)
				}
			}()
			start := time.Now()
			if err := x.Apply(ctx, nil, scifactChunks(d, tt.titleField)); err != nil {
				t.Fatal(err)
			}
			t.Logf("indexed %d docs in %v", len(d.docs), time.Since(start).Round(time.Millisecond))
			start = time.Now()
			r := evaluate(t, x, d)
			t.Logf("SciFact BM25 (k1=%v b=%v): %v; %d queries in %v",
				DefaultK1, DefaultB, r, len(d.queries), time.Since(start).Round(time.Millisecond))
			if r.ndcg10 < 0.659 {
				t.Errorf("nDCG@10 = %.4f, want >= 0.659 (Lucene BM25 flat: 0.679)", r.ndcg10)
			}
			if r.recall100 < 0.90 {
				t.Errorf("Recall@100 = %.4f, want >= 0.90", r.recall100)
			}
		})
	}
}
