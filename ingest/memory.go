package ingest

import (
	"context"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// MemoryFloor is the soft memory limit LimitMemory keeps at least. Under it
// the collector runs at GCPercent; above, the limit follows the live heap.
// A full ingest of the governance corpora reached about 1 GB without it.
// At 640 MiB it held 0.75 GB; since a parsed document's read model waits
// in a spill file and the embedder's word caches are halved (peak live
// heap 305 -> 218 MB) the corpora ran at 448 MiB, 0.53-0.54 GB, for the
// same CPU time (2026-11-27, runs alternated under a load of 4-7 on 2
// cores: 30.3 / 31.2 / 32.2 s user at 640 MiB before, 30.5 / 29.4 / 29.7
// at 448 MiB). 512 MiB had cost 10-15% more CPU before the spill.
//
// Since a CSV's rows are parsed as rows of a table, not a map each
// (sources.Record.Names; 2026-11-28), the parse of a 10.4 MB CSV of
// 190,000 rows holds 65 MB live instead of 170, and its peak is the
// verifier learning its index (about 230 MB live), so the floor is 320
// MiB: fresh runs of the build before and this one alternated, three each
// (medians, load 4.5-6.5 on 2 cores shared): the CSV 470 -> 386 MB max RSS
// (21.2 -> 20.4 s user), the 2.9 MB rule file of 50,000 rules 418 -> 353
// MB (6.9 -> 6.7 s), the governance corpora 539 -> 437 MB (23.1 -> 19.2 s;
// 46-51 collections at 448 MiB, 59-60 at 320, with the collector's CPU
// about a tenth of the run's: 2-4% more, within the noise of the runs).
// 256 MiB cost the corpora about 20% more CPU (74-79 collections).
//
// The verifier's index learned in less memory (2026-11-28: a name's words
// at their exact length, shared gap and singleton lists, the loaded
// records sized once) took the 10.4 MB CSV from 392 to 369 MB max RSS
// (20.4 -> 18.1 s user, medians of three alternated) and a 42 MB CSV of
// 760,000 rows from 1,209 to 1,032 MB (202 -> 193 s; one run each, load
// 6-13 on 2 cores): about 150 MB and 22x the file above it (27x before;
// 35x the 10.4 MB file, 25x the 42 MB one, in all). The floor is not what
// bounds a large CSV: its peak is the verifier learning its index (about
// 200 MB live for the 10.4 MB file, 900 MB for the 42 MB one) and half
// the floor above it. With a fixed margin above the live heap the
// collector's work grows faster than the file (each collection marks the
// whole live heap, once per floor/2 allocated): the 21 and 42 MB CSVs
// took 4x and 10x the CPU of the 10.4 MB one, and a CPU profile of the
// 21 MB one's publication found a quarter of it in the collector.
//
// The verifier's index in a compact representation (2026-11-28, round
// 4: the records of an ID form or a name key as record positions, a
// file's records sharing one head, a table's rows packed in arenas, a
// value's fields and kinds shared sets, the short names' scratch maps as
// positions) and graph transactions that count their values' bytes (the
// 1,800 record blocks of a 42 MB CSV in one transaction held 210 MB of
// bbolt's pages and nodes) took the 10.4 MB CSV from 374 to 354 MB max
// RSS (19.2 -> 17.4 s user, medians of three alternated at load 5-7 on
// 2 cores) and the 42 MB CSV from 1,033 to 737 MB (169 -> 110 s user;
// one run each): its live heap peaks at about 550 MB instead of 900
// (the verifier learning its index, about 720 bytes a row instead of
// 1,180), and it sits at that live heap and half the floor, about 17x
// the file. The 10.4 MB CSV's live heap now peaks at about 185 MB
// writing the graph, about 140 MB learning the index: it sits at the
// floor, which is what bounds it (a floor of 256 MiB cost the corpora
// about 20% more CPU before).
// The governance corpora: 463 -> 461 MB (24.6 -> 24.0 s user, medians
// of six alternated).
//
// Round 5 (2026-11-28: a name's and a value's words kept as their form,
// the plain-name keys, the ID forms and the values being learned found by
// their hashes, the records and names handed out from chunks, a table's
// rows read from the model as rows alone, not Records) took the 42 MB CSV
// from 728 to 593 MB max RSS (115 -> 85 s user; one run each, load 3-7 on
// 2 cores): its live heap peaks at about 415 MB instead of 550, still the
// verifier learning its index (about 530 bytes a row instead of 720; 67
// MB of it the short names' scratch: their words' owners and the names
// sorted by form), with the read model and the other indexes' loads at
// publication about 395 MB and the graph written during the parse about
// 355. The 10.4 MB CSV stays at the floor (352 -> 352 MB; 17.5 -> 18.5 s
// user, medians of six alternated, within the noise of the runs: a CPU
// profile of its publication puts the verifier's learning at 3.9 s
// instead of 4.4, its collections at 0.9 s instead of 1.2); the
// governance corpora 452 -> 451 MB (20.5 -> 20.4 s user, medians of six
// alternated); `query verify` opening the 10.4 MB CSV's store 350 -> 316
// MB (its verifier's heap 131 -> 107 MB read from the index file).
const MemoryFloor = 320 << 20

// memoryLimit is the soft limit for a live heap of live bytes: floor, or
// the live heap and half the floor once that passes half the floor. At
// GCPercent 200 the heap may grow to three times the live heap before a
// collection; a large CSV's verifier index keeps hundreds of MB live at
// publication (a 10 MB CSV about 230 MB, 468 MB before its index file was
// streamed, its rows' maps dropped and the names it derives left to its
// readers), so the limit, not GOGC, bounds the peak: the CSV's resident
// set is that live heap and half the floor. Never under the live heap and
// half the floor, so the collector does not run back to back (twice the
// live heap before: a 10 MB CSV's limit reached 890 MB; the live heap and
// a quarter of the floor took about a fifth more CPU on that CSV). Since
// 2026-11-28 that index peaks at about 200 MB live for the 10 MB CSV,
// and since round 4 at about 140 MB (550 MB for a 42 MB CSV, 900 before).
func memoryLimit(live, floor int64) int64 { return max(floor, live+floor/2) }

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
