package index

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// corpusGen writes synthetic English-like text: words drawn from a fixed
// vocabulary with a Zipf distribution, so term statistics resemble prose.
type corpusGen struct {
	vocab []string
	zipf  *rand.Zipf
	r     *rand.Rand
}

func newCorpusGen(seed uint64) *corpusGen {
	r := rand.New(rand.NewPCG(seed, 1))
	syll := []string{"ka", "lo", "mi", "ne", "ru", "sa", "te", "vo", "xi", "zu", "bar", "dor", "fen", "gil", "hum", "jor"}
	vocab := make([]string, 8000)
	for i := range vocab {
		var b strings.Builder
		for n := 2 + i%3; n > 0; n-- {
			b.WriteString(syll[r.IntN(len(syll))])
		}
		vocab[i] = fmt.Sprintf("%s%d", b.String(), i)
	}
	return &corpusGen{vocab: vocab, zipf: rand.NewZipf(r, 1.1, 2, uint64(len(vocab)-1)), r: r}
}

func (g *corpusGen) words(n int) string {
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(g.vocab[g.zipf.Uint64()])
	}
	return b.String()
}

// queryWords picks n words uniformly from the frequency ranks [lo, hi).
func (g *corpusGen) queryWords(n, lo, hi int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = g.vocab[lo+g.r.IntN(hi-lo)]
	}
	return strings.Join(w, " ")
}

func (g *corpusGen) chunks(from, n, words int) []Chunk {
	out := make([]Chunk, n)
	for i := range out {
		id := from + i
		p := fmt.Sprintf("docs/d%05d.md", id/4)
		out[i] = Chunk{
			ID: fmt.Sprintf("chunk:%s#%d", p, id%4), Path: p, Kind: []string{"doc", "sop", "rule", "adr"}[id%4],
			Title: g.words(4), Heading: g.words(3), Section: fmt.Sprintf("s%d", id%4),
			Severity: []string{"error", "warning", "info"}[id%3], Tags: []string{g.vocab[id%50]},
			ChunkIndex: id % 4, LineStart: 1 + 20*(id%4), LineEnd: 20 + 20*(id%4), Tokens: words * 4 / 3,
			Text:   g.words(words),
			Vector: vectorText,
		}
	}
	return out
}

// vectorText stands for an encoded 384-dimension embedding (522 characters,
// as embed.Vector.Encode writes it), so stored chunks have their real size.
var vectorText = strings.Repeat("AQIDBAUGBwgJ", 44)[:522]

// BenchmarkApply indexes 300-word chunks into an on-disk index, one Apply of
// 500 chunks (one batch) per iteration.
func BenchmarkApply(b *testing.B) {
	ctx := context.Background()
	x, err := Open(ctx, filepath.Join(b.TempDir(), "idx"), Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer func() {
		if err := x.Close(); err != nil {
			b.Error(err)
		}
	}()
	g := newCorpusGen(1)
	const per = 500
	batches := make([][]Chunk, b.N)
	for i := range batches {
		batches[i] = g.chunks(i*per, per, 300)
	}
	b.ResetTimer()
	for i := range b.N {
		if err := x.Apply(ctx, nil, batches[i]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*per)/b.Elapsed().Seconds(), "chunks/s")
}

// BenchmarkSearch runs 4-word queries with K=20 (a quarter of them with a
// kind filter) over 20,000 300-word chunks on disk, once merges have settled,
// and reports the median and 95th-percentile latency. "common" draws query
// words from frequency ranks 100-4000 (each in roughly 150 to 6,500 chunks),
// "rare" from ranks 4000-8000 (fewer than 150 chunks each).
func BenchmarkSearch(b *testing.B) {
	ctx := context.Background()
	x, err := Open(ctx, filepath.Join(b.TempDir(), "idx"), Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer func() {
		if err := x.Close(); err != nil {
			b.Error(err)
		}
	}()
	g := newCorpusGen(2)
	const total = 20000
	start := time.Now()
	if err := x.Apply(ctx, nil, g.chunks(0, total, 300)); err != nil {
		b.Fatal(err)
	}
	b.Logf("indexed %d chunks in %v", total, time.Since(start).Round(time.Millisecond))
	b.Logf("segments settled at %d after %v", settle(b, x), time.Since(start).Round(time.Millisecond))
	for _, band := range []struct {
		name   string
		lo, hi int
	}{{"common", 100, 4000}, {"rare", 4000, 8000}} {
		queries := make([]Query, 256)
		for i := range queries {
			queries[i] = Query{Text: g.queryWords(4, band.lo, band.hi), K: 20}
			if i%4 == 0 {
				queries[i].Kinds = []string{"sop", "rule"}
			}
		}
		b.Run(band.name, func(b *testing.B) {
			lat := make([]time.Duration, 0, b.N)
			for i := range b.N {
				t0 := time.Now()
				if _, err := x.Search(ctx, queries[i%len(queries)]); err != nil {
					b.Fatal(err)
				}
				lat = append(lat, time.Since(t0))
			}
			b.StopTimer()
			slices.Sort(lat)
			b.ReportMetric(float64(lat[len(lat)/2].Microseconds()), "median-µs")
			b.ReportMetric(float64(lat[len(lat)*95/100].Microseconds()), "p95-µs")
		})
	}
}

// settle waits until the index's background merges stop changing the number
// of file segments for a second, and returns that number.
func settle(b testing.TB, x *Index) uint64 {
	b.Helper()
	segments := func() uint64 {
		stats, _ := x.bi.StatsMap()["index"].(map[string]any)
		mem, _ := stats["num_root_memorysegments"].(uint64)
		file, _ := stats["num_root_filesegments"].(uint64)
		return mem<<32 | file
	}
	last, stable := segments(), 0
	for stable < 10 {
		time.Sleep(100 * time.Millisecond)
		if n := segments(); n != last {
			last, stable = n, 0
			continue
		}
		stable++
	}
	return last
}
