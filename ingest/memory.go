package ingest

import (
	"context"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// MemoryFloor is the soft memory limit LimitMemory keeps at least. Under it
// the collector runs at GCPercent; above, the limit follows the live heap.
// A full ingest of the governance corpora reached about 1 GB without it
// and holds 0.77 GB under it at the same CPU time (2026-11-26, runs
// alternated: 28.9 / 29.3 s user against 31.0 / 27.9); a floor of 512 MiB
// cost the corpora 10-15% more CPU and a 10 MB CSV 35%.
const MemoryFloor = 640 << 20

// memoryLimit is the soft limit for a live heap of live bytes: floor, or
// twice the live heap once that passes half the floor. At GCPercent 200
// the heap may grow to three times the live heap before a collection; a
// large file's quads and graph transactions keep hundreds of MB live (a
// 10 MB CSV about 460 MB), so the limit, not GOGC, bounds the peak. Never
// under twice the live heap, so the collector does not run back to back.
func memoryLimit(live, floor int64) int64 { return max(floor, 2*live) }

// LimitMemory sets a soft memory limit (debug.SetMemoryLimit) of
// memoryLimit for the live heap, read every interval until ctx is done,
// when it restores the limit it found. It does nothing when GOMEMLIMIT is
// set: the user's limit stands. Run it in its own goroutine.
//
// Measured on one 10 MB CSV of 190,000 rows (a fresh ingest, GOGC 200):
// peak RSS 1.68–1.97 GB without a limit, 1.27 GB with it, at the same
// CPU time (56 s user, 57.5 s without); GOGC 100 alone gives 1.26 GB for
// 10% more CPU. A run whose live heap stays under half the floor is not
// affected.
func LimitMemory(ctx context.Context, floor int64, interval time.Duration, getenv func(string) string) {
	if getenv("GOMEMLIMIT") != "" {
		return
	}
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	prev := debug.SetMemoryLimit(floor)
	defer debug.SetMemoryLimit(prev)
	tick := time.NewTicker(interval)
	defer tick.Stop()
	set := floor
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		metrics.Read(sample)
		if sample[0].Value.Kind() != metrics.KindUint64 {
			continue
		}
		if lim := memoryLimit(int64(sample[0].Value.Uint64()), floor); lim != set {
			debug.SetMemoryLimit(lim)
			set = lim
		}
	}
}
