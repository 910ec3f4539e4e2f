package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/internal/testutil"
)

// BenchmarkBackends ingests the corpora (or the subdirectories named by
// CANON_BENCH_CORPORA, comma-separated) into the embedded bbolt graph and
// into a fresh PostgreSQL database (CANON_TEST_POSTGRES_URL) side by side,
// and reports the ingest time, graph quads per second and the median wall
// time of `query context` (five runs), which is dominated by loading the
// engine from the stores. Run it with -benchtime 1x.
func BenchmarkBackends(b *testing.B) {
	base := os.Getenv("CANON_TEST_POSTGRES_URL")
	if base == "" || bin == "" {
		b.Skip("CANON_TEST_POSTGRES_URL not set")
	}
	corpora := testutil.Corpora(b)
	roots := []string{corpora}
	if sub := os.Getenv("CANON_BENCH_CORPORA"); sub != "" {
		roots = nil
		for _, s := range strings.Split(sub, ",") {
			roots = append(roots, filepath.Join(corpora, s))
		}
	}
	for _, backend := range []string{"bbolt", "postgres"} {
		b.Run(backend, func(b *testing.B) {
			for range b.N {
				data := filepath.Join(b.TempDir(), "data")
				args := []string{"--data", data}
				if backend == "postgres" {
					args = append(args, "--config", writeConfig(b, freshDatabase(b, base)))
				}
				r := must(b, "ingest", []int{0, 3}, append(append([]string{"run", "--json"}, args...), roots...)...)
				var s struct {
					Quads  int `json:"quads"`
					Chunks int `json:"chunks"`
				}
				if err := json.Unmarshal([]byte(r.stdout), &s); err != nil {
					b.Fatal(err)
				}
				var walls []time.Duration
				for range 5 {
					walls = append(walls, must(b, "query", nil, append([]string{"context", "--task", "rotate the database credentials"}, args...)...).wall)
				}
				slices.Sort(walls)
				b.ReportMetric(r.wall.Seconds(), "ingest-s")
				b.ReportMetric(float64(s.Quads)/r.wall.Seconds(), "quads/s")
				b.ReportMetric(float64(s.Quads), "quads")
				b.ReportMetric(float64(r.maxRSS>>20), "ingest-MB")
				b.ReportMetric(walls[2].Seconds()*1000, "context-ms")
			}
		})
	}
}
