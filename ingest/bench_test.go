package ingest

import (
	"context"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/model"
	"github.com/canon-kg/canon/retrieve"
	"github.com/canon-kg/canon/verify"
)

// peakHeap samples the live heap until stop is called and returns the
// largest value seen, in bytes.
func peakHeap() (stop func() uint64) {
	var (
		mu   sync.Mutex
		peak uint64
		done = make(chan struct{})
		wg   sync.WaitGroup
	)
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		for {
			metrics.Read(sample)
			mu.Lock()
			peak = max(peak, sample[0].Value.Uint64())
			mu.Unlock()
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	return func() uint64 {
		close(done)
		wg.Wait()
		return peak
	}
}

// cpuTime is the CPU time (user + system) this process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkIngestCorpora ingests the public corpora into fresh stores and,
// in the same process, indexes the same chunks straight into a fresh Bleve
// index, reporting throughput, peak memory and the ratio of the two times
// (wall clock, and CPU time, which a loaded machine disturbs less). The
// background merges Bleve runs after the last batch are not waited for in
// either phase beyond what Close waits for.
//
// Both phases run with the GC target the ingest command uses (GCPercent)
// unless GOGC is set; the gogc metric says which. GOGC=100 gives the
// figures at Go's default.
//
//	go test -run '^$' -bench IngestCorpora -benchtime 1x -count 5 ./ingest/
func BenchmarkIngestCorpora(b *testing.B) {
	roots := corpusRoots(testutil.Corpora(b))
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(GCPercent))
	}
	gogc := debug.SetGCPercent(-1)
	debug.SetGCPercent(gogc)
	b.ReportMetric(float64(gogc), "gogc")
	ctx := context.Background()
	files, size := treeSize(b, roots)
	var full, raw, fullCPU, rawCPU, rawGraph, rawGraphCPU, modelTime time.Duration
	var modelBytes int64
	var quads, chunks int
	var peak uint64
	for i := 0; b.Loop(); i++ {
		data := datadir.Dir(filepath.Join(b.TempDir(), "data"))
		runtime.GC()
		stop := peakHeap()
		start, cpu := time.Now(), cpuTime()
		s, err := Run(ctx, Options{Roots: roots, Data: data, LockTimeout: time.Second, Derived: []model.Derived{retrieve.Lookups, verify.Index(verify.Config{})}})
		full += time.Since(start)
		fullCPU += cpuTime() - cpu
		peak = max(peak, stop())
		if err != nil {
			b.Fatal(err)
		}
		quads, chunks = s.Quads, s.Chunks
		modelTime += s.ModelTime
		modelBytes = s.ModelBytes

		b.StopTimer()
		x, err := index.Open(ctx, publishedIndex(b, data), index.Options{ReadOnly: true})
		if err != nil {
			b.Fatal(err)
		}
		cs, err := x.Chunks(ctx)
		_ = x.Close() // opened read-only: nothing to lose
		if err != nil {
			b.Fatal(err)
		}
		runtime.GC()
		start, cpu = time.Now(), cpuTime()
		y, err := index.Open(ctx, filepath.Join(b.TempDir(), "raw"), index.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if err := y.Apply(ctx, nil, cs); err != nil {
			b.Fatal(err)
		}
		if err := y.Close(); err != nil {
			b.Fatal(err)
		}
		raw += time.Since(start)
		rawCPU += cpuTime() - cpu

		docs := storedDocs(ctx, b, data)
		runtime.GC()
		start, cpu = time.Now(), cpuTime()
		writeGraph(ctx, b, filepath.Join(b.TempDir(), "rawgraph"), docs)
		rawGraph += time.Since(start)
		rawGraphCPU += cpuTime() - cpu
		b.StartTimer()
	}
	n := float64(b.N)
	sec := full.Seconds() / n
	b.ReportMetric(float64(files)/sec, "files/s")
	b.ReportMetric(float64(size)/1e6/sec, "MB/s")
	b.ReportMetric(float64(quads)/sec, "quads/s")
	b.ReportMetric(float64(chunks)/sec, "chunks/s")
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		b.ReportMetric(float64(ru.Maxrss)/1024, "maxrss-MB")
	}
	b.ReportMetric(modelTime.Seconds()/n, "model-write-s")
	b.ReportMetric(float64(modelBytes)/1e6, "model-MB")
	b.ReportMetric(raw.Seconds()/n, "raw-bleve-s")
	b.ReportMetric(full.Seconds()/raw.Seconds(), "x-raw-bleve")
	b.ReportMetric(fullCPU.Seconds()/n, "cpu-s")
	b.ReportMetric(rawCPU.Seconds()/n, "raw-bleve-cpu-s")
	b.ReportMetric(fullCPU.Seconds()/rawCPU.Seconds(), "x-raw-bleve-cpu")
	b.ReportMetric(rawGraph.Seconds()/n, "graph-only-s")
	b.ReportMetric(rawGraphCPU.Seconds()/n, "graph-only-cpu-s")
}

// storedDocs reads back the quads an ingest stored, grouped by document,
// in label order.
func storedDocs(ctx context.Context, b *testing.B, data datadir.Dir) []graph.DocQuads {
	g, err := graph.Open(ctx, data.Graph(), graph.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer func() { _ = g.Close() }() // only read: nothing to lose
	qs, err := g.Quads(ctx)
	if err != nil {
		b.Fatal(err)
	}
	byLabel := map[string][]graph.Quad{}
	for _, q := range qs {
		byLabel[q.Label] = append(byLabel[q.Label], q)
	}
	docs := make([]graph.DocQuads, 0, len(byLabel))
	for _, l := range slices.Sorted(maps.Keys(byLabel)) {
		docs = append(docs, graph.DocQuads{Label: l, Quads: byLabel[l]})
	}
	return docs
}

// writeGraph writes docs into a fresh graph store the way ingest batches
// them, without parsing or indexing: the graph's share of a full ingest.
func writeGraph(ctx context.Context, b *testing.B, dir string, docs []graph.DocQuads) {
	g, err := graph.Open(ctx, dir, graph.Options{NoSync: true})
	if err != nil {
		b.Fatal(err)
	}
	var batch []graph.DocQuads
	n := 0
	for i, d := range docs {
		batch = append(batch, d)
		n += len(d.Quads)
		if n >= defaultBatchQuads || i == len(docs)-1 {
			if err := g.Replace(ctx, batch); err != nil {
				b.Fatal(err)
			}
			batch, n = nil, 0
		}
	}
	if err := g.Close(); err != nil {
		b.Fatal(err)
	}
}
