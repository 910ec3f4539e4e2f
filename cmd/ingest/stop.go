package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"
)

// stopGrace is how long `ingest run` lets its writers finish after SIGTERM
// or Ctrl-C before it exits anyway. Parsing stops at once, but a graph
// transaction in flight cannot be interrupted (Cayley's ApplyDeltas takes
// no context) and one document at the record limit takes about a second
// on a busy machine. Exiting mid-transaction is as safe as kill -9: bbolt
// and Bleve commits are atomic, state.json records nothing the stores lack,
// and the next run reconciles the stores with it (ingest.Run).
const stopGrace = 500 * time.Millisecond

// stopWithin exits the process grace after ctx is cancelled by a signal,
// unless the process ended first.
func stopWithin(ctx context.Context, grace time.Duration, stderr io.Writer) {
	<-ctx.Done()
	time.Sleep(grace)
	// Best effort: the process exits 1 whether or not the note is written.
	_, _ = fmt.Fprintf(stderr, "ingest: stopped by signal with a write in flight; the next run reconciles the stores\n")
	os.Exit(1)
}
