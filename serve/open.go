package serve

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/canon-kg/canon/capsule"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/retrieve"
	"github.com/canon-kg/canon/verify"
)

// This file is the only one that knows how a snapshot of the data
// directory is opened and how the published snapshot is found.

// Store locates the data directory a server or hook reads.
type Store struct {
	Dir         datadir.Dir
	GraphURL    string        // "" is the embedded graph in Dir
	LockTimeout time.Duration // how long to wait for the data directory
	Holder      string        // recorded in the lock file, e.g. "query serve"
}

// snapshot is one loaded snapshot of the data directory: everything a tool
// reads, decoded once. It is immutable once loaded and safe for concurrent
// use; Close releases it.
type snapshot struct {
	id       string
	eng      *retrieve.Engine
	x        *index.Index
	ver      *verify.Verifier
	state    *ingest.State
	contract []graph.Quad // capsule.ContractPredicates, for the capsule
	release  func() error

	loadedAt time.Time
	loadTook time.Duration
	inflight sync.WaitGroup // requests served by this snapshot

	capOnce sync.Once
	capsule *capsule.Capsule
	capErr  error
}

// errNothingIngested is returned (wrapped) when the data directory holds
// no snapshot yet.
var errNothingIngested = errors.New("nothing ingested (run `ingest run` first)")

// currentID returns the ID of the snapshot the data directory publishes.
func (st Store) currentID() (string, error) {
	if _, err := os.Stat(st.Dir.State()); err != nil {
		return "", fmt.Errorf("data %s: %w", st.Dir, errNothingIngested)
	}
	state, err := ingest.LoadState(st.Dir.State())
	if err != nil {
		return "", fmt.Errorf("data %s: %w", st.Dir, err)
	}
	if len(state.Files) == 0 {
		return "", fmt.Errorf("data %s: %w", st.Dir, errNothingIngested)
	}
	return ingest.SnapshotID(state), nil
}

// open loads the published snapshot: the graph's quads (engine, capsule
// and verifier) are read and the graph closed, then the index is opened
// and the engine loaded. The data directory's lock is held until Close.
func (st Store) open(ctx context.Context, opt retrieve.Options) (s *snapshot, err error) {
	start := time.Now()
	if _, err := os.Stat(st.Dir.State()); err != nil {
		return nil, fmt.Errorf("open data %s: %w", st.Dir, errNothingIngested)
	}
	lock, err := st.Dir.Acquire(ctx, cmp.Or(st.Holder, "query serve"), st.LockTimeout)
	if err != nil {
		return nil, fmt.Errorf("open data %s: %w", st.Dir, err)
	}
	var x *index.Index
	defer func() {
		if err != nil {
			if x != nil {
				err = errors.Join(err, x.Close())
			}
			err = errors.Join(err, lock.Release())
		}
	}()
	state, err := ingest.LoadState(st.Dir.State())
	if err != nil {
		return nil, fmt.Errorf("open data %s: %w", st.Dir, err)
	}
	if len(state.Files) == 0 {
		return nil, fmt.Errorf("open data %s: %w", st.Dir, errNothingIngested)
	}
	s = &snapshot{id: ingest.SnapshotID(state), state: state}
	quads, err := s.readGraph(ctx, cmp.Or(st.GraphURL, st.Dir.Graph()))
	if err != nil {
		return nil, fmt.Errorf("open data %s: %w", st.Dir, err)
	}
	if x, err = index.Open(ctx, st.Dir.Index(), index.Options{}); err != nil {
		return nil, fmt.Errorf("open data %s: %w", st.Dir, err)
	}
	chunks, err := x.Chunks(ctx)
	if err != nil {
		return nil, fmt.Errorf("open data %s: %w", st.Dir, err)
	}
	if s.eng, err = retrieve.Load(ctx, x, chunks, quads, s.id, opt); err != nil {
		return nil, fmt.Errorf("open data %s: %w", st.Dir, err)
	}
	s.x = x
	s.release = func() error { return errors.Join(x.Close(), lock.Release()) }
	s.loadedAt = time.Now()
	s.loadTook = s.loadedAt.Sub(start)
	return s, nil
}

// readGraph reads the engine's quads (returned), the capsule's contract
// quads and the verifier's records, then closes the graph.
func (s *snapshot) readGraph(ctx context.Context, url string) (_ []graph.Quad, err error) {
	g, err := graph.Open(ctx, url, graph.Options{})
	if err != nil {
		return nil, err
	}
	defer func() { err = errors.Join(err, g.Close()) }()
	quads, err := g.Edges(ctx, retrieve.Predicates...)
	if err != nil {
		return nil, fmt.Errorf("read graph: %w", err)
	}
	if s.contract, err = g.Edges(ctx, capsule.ContractPredicates...); err != nil {
		return nil, fmt.Errorf("read graph: %w", err)
	}
	if s.ver, err = verify.Load(ctx, g); err != nil {
		return nil, fmt.Errorf("read graph: %w", err)
	}
	return quads, nil
}

// Close waits for the requests in flight on the snapshot, then releases it.
func (s *snapshot) Close() error {
	s.inflight.Wait()
	if s.release == nil {
		return nil
	}
	return s.release()
}

// roots are the ingested roots the published snapshot records, read
// without opening the stores.
func (st Store) roots() ([]string, error) {
	state, err := ingest.LoadState(st.Dir.State())
	if err != nil {
		return nil, fmt.Errorf("data %s: %w", st.Dir, err)
	}
	if len(state.Files) == 0 {
		return nil, fmt.Errorf("data %s: %w", st.Dir, errNothingIngested)
	}
	return (&snapshot{state: state}).roots(), nil
}
