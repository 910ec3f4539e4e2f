package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
)

// coldRuns is how many times each command runs per iteration; the
// medians of these are reported.
const coldRuns = 5

// BenchmarkColdQuery measures the query command as a user runs it: a
// fresh process per query, `query context` and `query search` side by
// side (alternating) on one store of the governance corpora (adr, sop,
// rules, structured: ~30k chunks), reporting the median wall time and the
// largest maximum RSS of each (from the child's rusage) and their ratios.
// CANON_BENCH_DATA names an existing data directory to query instead of
// ingesting the corpora first. CANON_BENCH_BASELINE names a query binary
// built from an earlier commit: its `query context` runs alternately with
// this one's on the same store, and the ratio of the medians is reported
// (base-context-ms, context/base).
//
//	go test ./cmd/query -run '^$' -bench ColdQuery -benchtime 1x
func BenchmarkColdQuery(b *testing.B) {
	data := os.Getenv("CANON_BENCH_DATA")
	if data == "" {
		corpora := testutil.Corpora(b)
		data = filepath.Join(b.TempDir(), "data")
		var roots []string
		for _, c := range []string{"adr", "sop", "rules", "structured"} {
			roots = append(roots, filepath.Join(corpora, c))
		}
		if _, err := ingest.Run(context.Background(), ingest.Options{Roots: roots, Data: datadir.Dir(data), LockTimeout: time.Minute}); err != nil {
			b.Fatal(err)
		}
	}
	bin := filepath.Join(b.TempDir(), "query")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		b.Fatalf("build query: %v\n%s", err, out)
	}
	const task = "add a retry to the payments refund handler"
	type run struct {
		name, bin string
		args      []string
	}
	runs := []run{
		{"context", bin, []string{"context", "--data", data, "--task", task, "--json"}},
		{"search", bin, []string{"search", "--data", data, task, "--json"}},
	}
	base := os.Getenv("CANON_BENCH_BASELINE")
	if base != "" {
		runs = append(runs, run{"base-context", base, runs[0].args})
	}
	wall := map[string][]time.Duration{}
	rss := map[string]int64{}
	for b.Loop() {
		for range coldRuns {
			for _, r := range runs {
				cmd := exec.Command(r.bin, r.args...)
				start := time.Now()
				if out, err := cmd.CombinedOutput(); err != nil {
					b.Fatalf("%s %s: %v\n%s", r.bin, r.name, err, out)
				}
				wall[r.name] = append(wall[r.name], time.Since(start))
				if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
					rss[r.name] = max(rss[r.name], ru.Maxrss*1024)
				}
			}
		}
	}
	median := func(ds []time.Duration) float64 {
		s := slices.Clone(ds)
		slices.Sort(s)
		return float64(s[len(s)/2]) / 1e6
	}
	ctxMs, searchMs := median(wall["context"]), median(wall["search"])
	b.ReportMetric(ctxMs, "context-ms")
	b.ReportMetric(searchMs, "search-ms")
	b.ReportMetric(ctxMs/searchMs, "context/search")
	b.ReportMetric(float64(rss["context"])/(1<<20), "context-maxrss-MB")
	b.ReportMetric(float64(rss["search"])/(1<<20), "search-maxrss-MB")
	if base != "" {
		baseMs := median(wall["base-context"])
		b.ReportMetric(baseMs, "base-context-ms")
		b.ReportMetric(ctxMs/baseMs, "context/base")
		b.ReportMetric(float64(rss["base-context"])/(1<<20), "base-context-maxrss-MB")
	}
}
