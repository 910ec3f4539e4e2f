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
// ingesting the corpora first.
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
	cmds := map[string][]string{
		"context": {"context", "--data", data, "--task", "add a retry to the payments refund handler", "--json"},
		"search":  {"search", "--data", data, "add a retry to the payments refund handler", "--json"},
	}
	wall := map[string][]time.Duration{}
	rss := map[string]int64{}
	for b.Loop() {
		for range coldRuns {
			for _, name := range []string{"context", "search"} {
				cmd := exec.Command(bin, cmds[name]...)
				start := time.Now()
				if out, err := cmd.CombinedOutput(); err != nil {
					b.Fatalf("query %s: %v\n%s", name, err, out)
				}
				wall[name] = append(wall[name], time.Since(start))
				if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
					rss[name] = max(rss[name], ru.Maxrss*1024)
				}
			}
		}
	}
	median := func(ds []time.Duration) time.Duration {
		s := slices.Clone(ds)
		slices.Sort(s)
		return s[len(s)/2]
	}
	ctxMs := float64(median(wall["context"])) / 1e6
	searchMs := float64(median(wall["search"])) / 1e6
	b.ReportMetric(ctxMs, "context-ms")
	b.ReportMetric(searchMs, "search-ms")
	b.ReportMetric(ctxMs/searchMs, "context/search")
	b.ReportMetric(float64(rss["context"])/(1<<20), "context-maxrss-MB")
	b.ReportMetric(float64(rss["search"])/(1<<20), "search-maxrss-MB")
}
