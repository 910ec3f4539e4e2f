package ingest

import (
	"context"
	"runtime/debug"
	"testing"
	"time"
)

func TestMemoryLimit(t *testing.T) {
	const floor = 1 << 30
	for _, tc := range []struct{ live, want int64 }{
		{0, floor},
		{300 << 20, floor},
		{floor / 2, floor},
		{600 << 20, 1112 << 20},
		{3 << 30, 3<<30 + 512<<20},
	} {
		if got := memoryLimit(tc.live, floor); got != tc.want {
			t.Errorf("memoryLimit(%d MB) = %d MB, want %d MB", tc.live>>20, got>>20, tc.want>>20)
		}
	}
}

// TestLimitMemory checks that the limit is set while LimitMemory runs (to
// the floor: the test's live heap is far under it), restored when its
// context ends, and left alone when GOMEMLIMIT is set.
func TestLimitMemory(t *testing.T) {
	before := debug.SetMemoryLimit(-1)
	const floor = 3 << 30
	for _, env := range []string{"", "2GiB"} {
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() {
			defer close(done)
			LimitMemory(ctx, floor, time.Millisecond, func(k string) string {
				if k == "GOMEMLIMIT" {
					return env
				}
				return ""
			})
		}()
		want := int64(floor)
		if env != "" {
			want = before
			<-done // returns at once
		}
		deadline := time.Now().Add(5 * time.Second)
		for debug.SetMemoryLimit(-1) != want && time.Now().Before(deadline) {
			time.Sleep(time.Millisecond)
		}
		if got := debug.SetMemoryLimit(-1); got != want {
			t.Errorf("GOMEMLIMIT=%q: limit while running %d, want %d", env, got, want)
		}
		cancel()
		<-done
		if got := debug.SetMemoryLimit(-1); got != before {
			t.Errorf("GOMEMLIMIT=%q: limit after %d, want the one before, %d", env, got, before)
		}
	}
}
