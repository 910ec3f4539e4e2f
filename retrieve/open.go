package retrieve

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/ingest"
)

// Opened is an Engine over a data directory, holding its lock and index
// open until Close.
type Opened struct {
	*Engine
	lock *datadir.Lock
	x    *index.Index
}

// OpenDir takes the data directory's lock (waiting up to timeout), reads
// the graph into memory and closes it, opens the index and loads the
// engine. graphURL "" is the embedded store. Close releases everything.
func OpenDir(ctx context.Context, dir datadir.Dir, graphURL, holder string, timeout time.Duration, opt Options) (o *Opened, err error) {
	lock, err := dir.Acquire(ctx, holder, timeout)
	if err != nil {
		return nil, fmt.Errorf("open data %s: %w", dir, err)
	}
	defer func() {
		if err != nil {
			err = errors.Join(err, lock.Release())
		}
	}()
	state, err := ingest.LoadState(dir.State())
	if err != nil {
		return nil, fmt.Errorf("open data %s: %w", dir, err)
	}
	if len(state.Files) == 0 {
		return nil, fmt.Errorf("open data %s: nothing ingested (run `ingest run` first)", dir)
	}
	if graphURL == "" {
		graphURL = dir.Graph()
	}
	g, err := graph.Open(ctx, graphURL, graph.Options{})
	if err != nil {
		return nil, fmt.Errorf("open data %s: %w", dir, err)
	}
	quads, err := g.Edges(ctx, Predicates...)
	if cerr := g.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, fmt.Errorf("open data %s: read graph: %w", dir, err)
	}
	x, err := index.Open(ctx, dir.Index(), index.Options{})
	if err != nil {
		return nil, fmt.Errorf("open data %s: %w", dir, err)
	}
	chunks, err := x.Chunks(ctx)
	if err == nil {
		var e *Engine
		if e, err = Load(ctx, x, chunks, quads, ingest.SnapshotID(state), opt); err == nil {
			return &Opened{Engine: e, lock: lock, x: x}, nil
		}
	}
	return nil, errors.Join(fmt.Errorf("open data %s: %w", dir, err), x.Close())
}

// Close closes the index and releases the lock.
func (o *Opened) Close() error {
	return errors.Join(o.x.Close(), o.lock.Release())
}
