//go:build memprof

package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"
)

// A binary built with the memprof tag (go build -tags memprof ./cmd/ingest)
// and run with CANON_MEMPROF=FILE samples the live heap every 20 ms, writes
// a heap profile FILE.<seconds> whenever the live heap passes its largest
// value by 2%, and a timeline of the live heap, the memory the runtime
// holds and the resident set to FILE.log: where an ingest's peak is, for
// go tool pprof -top -sample_index=inuse_space. The live heap is the one
// the last collection found, so the profile is of that moment. With
// CANON_MEMPROF_FROM=SECONDS the profiles start that many seconds in: the
// peak of a later phase under an earlier one's.
func init() {
	if spec := os.Getenv("CANON_CPUPROF"); spec != "" {
		go profileCPU(spec)
	}
	out := os.Getenv("CANON_MEMPROF")
	if out == "" {
		return
	}
	runtime.MemProfileRate = 64 << 10
	log, err := os.Create(out + ".log")
	if err != nil {
		fmt.Fprintln(os.Stderr, "memprof:", err)
		return
	}
	from, _ := strconv.ParseFloat(os.Getenv("CANON_MEMPROF_FROM"), 64)
	go sampleHeap(out, log, from)
}

func sampleHeap(out string, log *os.File, from float64) {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	start := time.Now()
	var best uint64
	var last time.Time
	for {
		time.Sleep(20 * time.Millisecond)
		metrics.Read(s)
		live, held := s[0].Value.Uint64(), s[1].Value.Uint64()-s[2].Value.Uint64()
		at := time.Since(start).Seconds()
		if time.Since(last) > 250*time.Millisecond {
			var size, res int64
			if st, err := os.ReadFile("/proc/self/statm"); err == nil {
				_, _ = fmt.Sscan(string(st), &size, &res)
			}
			fmt.Fprintf(log, "%6.2fs live=%4dMB held=%4dMB rss=%4dMB\n", at, live>>20, held>>20, res*int64(os.Getpagesize())>>20)
			last = time.Now()
		}
		if live > best+best/50 && at >= from {
			best = live
			if f, err := os.Create(fmt.Sprintf("%s.%05.1f", out, at)); err == nil {
				_ = pprof.Lookup("heap").WriteTo(f, 0)
				_ = f.Close()
			}
			fmt.Fprintf(log, "%6.2fs PEAK live=%dMB\n", at, live>>20)
		}
	}
}

// profileCPU writes a CPU profile of the run to FILE for CANON_CPUPROF=
// FILE:START:SECONDS, from START seconds after the start for SECONDS: a
// phase of a long ingest (the process may exit before it is written).
func profileCPU(spec string) {
	parts := strings.Split(spec, ":")
	if len(parts) != 3 {
		fmt.Fprintln(os.Stderr, "cpuprof: want FILE:START:SECONDS")
		return
	}
	start, err1 := strconv.ParseFloat(parts[1], 64)
	secs, err2 := strconv.ParseFloat(parts[2], 64)
	if err1 != nil || err2 != nil {
		fmt.Fprintln(os.Stderr, "cpuprof: want FILE:START:SECONDS")
		return
	}
	time.Sleep(time.Duration(start * float64(time.Second)))
	f, err := os.Create(parts[0])
	if err != nil {
		fmt.Fprintln(os.Stderr, "cpuprof:", err)
		return
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintln(os.Stderr, "cpuprof:", err)
		return
	}
	time.Sleep(time.Duration(secs * float64(time.Second)))
	pprof.StopCPUProfile()
	_ = f.Close()
}
