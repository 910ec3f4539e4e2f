package graph

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"
)

// syntheticDoc returns document i of a synthetic corpus: about 1,000 quads
// shaped like an ingested Markdown file (the document, its sections and its
// rules, with the predicates ingest writes), linking to other documents and
// to shared domain nodes.
func syntheticDoc(i, docs int) DocQuads {
	path := fmt.Sprintf("docs/d%04d.md", i)
	doc := "doc:" + path
	d := DocQuads{Label: doc}
	add := func(s, p, o string) { d.Quads = append(d.Quads, Quad{Subject: s, Predicate: p, Object: o}) }
	add(doc, "source.doc.kind", []string{"rule", "sop", "adr", "doc"}[i%4])
	add(doc, "source.doc.path", path)
	add(doc, "source.doc.title", fmt.Sprintf("Document %d", i))
	add(doc, "source.doc.file_hash", fmt.Sprintf("%064x", i))
	add(doc, "source.doc.lines", "2000")
	add(doc, "source.doc.domain", fmt.Sprintf("domain:d%d", i%20))
	for k := 1; k <= 4; k++ {
		add(doc, "source.doc.links_to", fmt.Sprintf("doc:docs/d%04d.md", (i+k*7)%docs))
	}
	sections := make([]string, 160)
	for j := range sections {
		sec := fmt.Sprintf("section:%s#s%d", path, j)
		sections[j] = sec
		parent := doc
		if j%4 != 0 {
			parent = sections[j-j%4]
		}
		add(sec, "source.section.parent", parent)
		add(sec, "source.section.heading", fmt.Sprintf("Heading %d", j))
		add(sec, "source.section.lines", fmt.Sprintf("%d-%d", j*12+1, j*12+12))
	}
	for k := range 100 {
		r := fmt.Sprintf("rule:%s#R%03d", path, k)
		add(r, "rule.id", fmt.Sprintf("R%03d", k))
		add(r, "rule.text", fmt.Sprintf("Rule %d of document %d must hold", k, i))
		add(r, "rule.in_section", sections[k%160])
		add(r, "rule.polarity", []string{"must", "never", "should"}[k%3])
		add(r, "rule.lines", fmt.Sprintf("%d-%d", k*10+1, k*10+2))
		if k%5 == 0 {
			add(r, "rule.domain", fmt.Sprintf("domain:d%d", (i+k)%20))
		}
	}
	return d
}

const (
	benchDocs  = 200 // x ~1,000 quads
	benchBatch = 10  // documents per Replace call
)

var bench struct {
	once  sync.Once
	dir   string
	store *Store
	quads int64
	err   error
}

// benchStore returns a store of benchDocs synthetic documents (~200k quads),
// built once per test binary run.
func benchStore(b *testing.B) *Store {
	b.Helper()
	bench.once.Do(func() {
		bench.dir, bench.err = os.MkdirTemp("", "canon-graph-bench-")
		if bench.err != nil {
			return
		}
		ctx := context.Background()
		start := time.Now()
		bench.store, bench.err = Open(ctx, filepath.Join(bench.dir, "graph"), Options{NoSync: true})
		if bench.err != nil {
			return
		}
		for i := 0; i < benchDocs; i += benchBatch {
			docs := make([]DocQuads, 0, benchBatch)
			for j := i; j < i+benchBatch && j < benchDocs; j++ {
				docs = append(docs, syntheticDoc(j, benchDocs))
			}
			if bench.err = bench.store.Replace(ctx, docs); bench.err != nil {
				return
			}
		}
		bench.quads, bench.err = bench.store.Count(ctx)
		fmt.Fprintf(os.Stderr, "bench store: %d quads in %s\n", bench.quads, time.Since(start).Round(time.Millisecond))
	})
	if bench.err != nil {
		b.Fatalf("build bench store: %v", bench.err)
	}
	return bench.store
}

func TestMain(m *testing.M) {
	code := m.Run()
	if bench.store != nil {
		if err := bench.store.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "close the bench store:", err)
		}
	}
	if bench.dir != "" {
		_ = os.RemoveAll(bench.dir) // best effort: a temporary directory
	}
	os.Exit(code)
}

// reportMedian runs f b.N times and reports the median latency as ms/median.
func reportMedian(b *testing.B, f func(i int) int) {
	b.Helper()
	times := make([]time.Duration, 0, b.N)
	results := 0
	b.ResetTimer()
	for i := range b.N {
		start := time.Now()
		results += f(i)
		times = append(times, time.Since(start))
	}
	b.StopTimer()
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "ms/median")
	b.ReportMetric(float64(results)/float64(b.N), "results/op")
}

// BenchmarkReplace measures first-time writes of ~1,000-quad documents in
// batches of benchBatch per Replace (one transaction each).
func BenchmarkReplace(b *testing.B) {
	for _, sync := range []bool{false, true} {
		b.Run(fmt.Sprintf("nosync=%v", !sync), func(b *testing.B) {
			ctx := context.Background()
			s, err := Open(ctx, filepath.Join(b.TempDir(), "graph"), Options{NoSync: !sync})
			if err != nil {
				b.Fatal(err)
			}
			defer func() {
				if err := s.Close(); err != nil {
					b.Error(err)
				}
			}()
			quads := 0
			b.ResetTimer()
			for i := range b.N {
				docs := make([]DocQuads, benchBatch)
				for j := range docs {
					docs[j] = syntheticDoc(i*benchBatch+j, 1_000_000)
					quads += len(docs[j].Quads)
				}
				if err := s.Replace(ctx, docs); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(quads)/b.Elapsed().Seconds(), "quads/s")
		})
	}
}

// BenchmarkReplaceChanged re-ingests documents of the 200k store with a few
// changed quads: the diff writes only those.
func BenchmarkReplaceChanged(b *testing.B) {
	s := benchStore(b)
	ctx := context.Background()
	reportMedian(b, func(i int) int {
		d := syntheticDoc(i%benchDocs, benchDocs)
		d.Quads[3].Object = fmt.Sprintf("%064x", benchDocs+i) // file hash

		if err := s.Replace(ctx, []DocQuads{d}); err != nil {
			b.Fatal(err)
		}
		return len(d.Quads)
	})
}

// resultCount adapts a query to reportMedian: it fails the benchmark on an
// error and returns the number of results.
func resultCount[T any](b *testing.B, f func(int) ([]T, error)) func(int) int {
	return func(i int) int {
		out, err := f(i)
		if err != nil {
			b.Fatal(err)
		}
		return len(out)
	}
}

func BenchmarkQuery(b *testing.B) {
	s := benchStore(b)
	ctx := context.Background()
	doc := func(i int) string { return fmt.Sprintf("doc:docs/d%04d.md", i%benchDocs) }
	strs := func(f func(int) ([]string, error)) func(int) int { return resultCount(b, f) }
	quads := func(f func(int) ([]Quad, error)) func(int) int { return resultCount(b, f) }
	cases := []struct {
		name string
		f    func(int) int
	}{
		{"Out/links_to", strs(func(i int) ([]string, error) { return s.Out(ctx, doc(i), "source.doc.links_to") })},
		{"Out/any", strs(func(i int) ([]string, error) { return s.Out(ctx, doc(i), "") })},
		{"In/links_to", strs(func(i int) ([]string, error) { return s.In(ctx, doc(i), "source.doc.links_to") })},
		{"In/section.parent", strs(func(i int) ([]string, error) { return s.In(ctx, doc(i), "source.section.parent") })},
		{"In/rule.domain-hub", strs(func(i int) ([]string, error) {
			return s.In(ctx, fmt.Sprintf("domain:d%d", i%20), "rule.domain")
		})},
		{"Subjects/kind=sop", strs(func(i int) ([]string, error) { return s.Subjects(ctx, "source.doc.kind", "sop") })},
		{"Subjects/title", strs(func(i int) ([]string, error) {
			return s.Subjects(ctx, "source.doc.title", fmt.Sprintf("Document %d", i%benchDocs))
		})},
		{"Neighbours/doc", quads(func(i int) ([]Quad, error) { return s.Neighbours(ctx, doc(i)) })},
		{"Neighbours/rule", quads(func(i int) ([]Quad, error) {
			return s.Neighbours(ctx, fmt.Sprintf("rule:docs/d%04d.md#R%03d", i%benchDocs, i%100))
		})},
		{"Labelled", quads(func(i int) ([]Quad, error) { return s.Labelled(ctx, doc(i)) })},
		{"Edges/links+parent+domain", quads(func(int) ([]Quad, error) {
			return s.Edges(ctx, "source.doc.links_to", "source.section.parent", "rule.domain")
		})},
		{"Count", func(int) int {
			n, err := s.Count(ctx)
			if err != nil {
				b.Fatal(err)
			}
			return int(n)
		}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) { reportMedian(b, c.f) })
	}
}

// BenchmarkOpen measures opening the 200k store (what every query process
// pays); the store is opened without Cayley's write bloom filter (no_bloom),
// so nothing scans the log.
func BenchmarkOpen(b *testing.B) {
	s := benchStore(b)
	ctx := context.Background()
	dir := filepath.Join(bench.dir, "graph")
	if err := s.Close(); err != nil {
		b.Fatal(err)
	}
	defer func() {
		bench.store, bench.err = Open(ctx, dir, Options{NoSync: true})
	}()
	reportMedian(b, func(int) int {
		s, err := Open(ctx, dir, Options{})
		if err != nil {
			b.Fatal(err)
		}
		if err := s.Close(); err != nil {
			b.Fatal(err)
		}
		return 1
	})
}
