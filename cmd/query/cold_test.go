package main

import (
	"bytes"
	"cmp"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/model"
	"github.com/canon-kg/canon/retrieve"
	"github.com/canon-kg/canon/verify"
)

// coldRuns is how many times each command runs per iteration; the
// medians of these are reported.
const coldRuns = 5

// coldSetup returns the store the cold benchmarks query (CANON_BENCH_DATA,
// or the governance corpora ingested into a temporary directory as
// `ingest run` does) and a query binary built from this checkout.
func coldSetup(b *testing.B) (data, bin string) {
	b.Helper()
	data = os.Getenv("CANON_BENCH_DATA")
	if data == "" {
		corpora := testutil.Corpora(b)
		data = filepath.Join(b.TempDir(), "data")
		var roots []string
		for _, c := range []string{"adr", "sop", "rules", "structured"} {
			roots = append(roots, filepath.Join(corpora, c))
		}
		opt := ingest.Options{Roots: roots, Data: datadir.Dir(data), LockTimeout: time.Minute, Derived: []model.Derived{retrieve.Lookups, verify.Index(verify.Config{})}}
		if _, err := ingest.Run(context.Background(), opt); err != nil {
			b.Fatal(err)
		}
	}
	bin = filepath.Join(b.TempDir(), "query")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		b.Fatalf("build query: %v\n%s", err, out)
	}
	return data, bin
}

// BenchmarkColdQuery measures the query command as a user runs it: a
// fresh process per query, `query context` and `query search` side by
// side (alternating) on one store of the governance corpora (adr, sop,
// rules, structured: ~30k chunks), reporting the median wall time and the
// largest maximum RSS of each (from the child's rusage) and their ratios.
// CANON_BENCH_DATA names an existing data directory to query instead of
// ingesting the corpora first. CANON_BENCH_BASELINE names a query binary
// built from an earlier commit: its `query context` runs alternately with
// this one's on the same store, and the ratio of the medians is reported
// (base-context-ms, context/base); CANON_BENCH_BASELINE_DATA gives it a
// store of its own (one its version reads, with the same sources).
//
//	go test ./cmd/query -run '^$' -bench ColdQuery -benchtime 1x
func BenchmarkColdQuery(b *testing.B) {
	data, bin := coldSetup(b)
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
		baseData := cmp.Or(os.Getenv("CANON_BENCH_BASELINE_DATA"), data)
		runs = append(runs, run{"base-context", base, []string{"context", "--data", baseData, "--task", task, "--json"}})
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

// burstSize is how many `query context` processes BenchmarkColdBurst starts
// at once.
const burstSize = 16

// BenchmarkColdBurst starts burstSize `query context` processes together on
// one store (as BenchmarkColdQuery: the governance corpora, or
// CANON_BENCH_DATA) and reports the wall time of the whole burst against
// the CPU time the processes used (user + system, from their rusage)
// divided by the machine's cores: a ratio near 1 means no process waited
// on another's lock or on anything but the CPU. Every process must answer,
// with the same bytes.
//
//	go test ./cmd/query -run '^$' -bench ColdBurst -benchtime 1x
func BenchmarkColdBurst(b *testing.B) {
	data, bin := coldSetup(b)
	args := []string{"context", "--data", data, "--task", "add a retry to the payments refund handler", "--json"}
	var ratios, walls, cpus []float64
	var rss int64
	for b.Loop() {
		cmds := make([]*exec.Cmd, burstSize)
		outs := make([]bytes.Buffer, burstSize)
		start := time.Now()
		for i := range cmds {
			cmds[i] = exec.Command(bin, args...)
			cmds[i].Stdout, cmds[i].Stderr = &outs[i], &outs[i]
			if err := cmds[i].Start(); err != nil {
				b.Fatal(err)
			}
		}
		var cpu time.Duration
		for i, cmd := range cmds {
			if err := cmd.Wait(); err != nil {
				b.Fatalf("process %d of the burst: %v\n%s", i, err, outs[i].String())
			}
			cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
			if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
				rss = max(rss, ru.Maxrss*1024)
			}
		}
		wall := time.Since(start)
		for i := range outs {
			if !bytes.Equal(outs[i].Bytes(), outs[0].Bytes()) {
				b.Fatalf("process %d of the burst answered other bytes than process 0", i)
			}
		}
		ideal := cpu / time.Duration(runtime.NumCPU())
		ratios = append(ratios, float64(wall)/float64(ideal))
		walls = append(walls, float64(wall)/1e6)
		cpus = append(cpus, float64(cpu)/1e6)
	}
	med := func(xs []float64) float64 {
		s := slices.Clone(xs)
		slices.Sort(s)
		return s[len(s)/2]
	}
	b.ReportMetric(med(walls), "burst-wall-ms")
	b.ReportMetric(med(cpus), "burst-cpu-ms")
	b.ReportMetric(med(ratios), "wall/(cpu/cores)")
	b.ReportMetric(float64(rss)/(1<<20), "maxrss-MB")
}
