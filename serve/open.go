package serve

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/canon-kg/canon/capsule"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/retrieve"
	"github.com/canon-kg/canon/rootpath"
	"github.com/canon-kg/canon/verify"
)

// This file is the only one that knows how a snapshot of the data
// directory is opened (the read protocol of datadir and snapshot, through
// retrieve.OpenReader) and how the published snapshot is found.

// Store locates the data directory a server or hook reads.
type Store struct {
	Dir      datadir.Dir
	GraphURL string // "" is the embedded graph in Dir
	// Wait bounds the wait for an ingest whose writes are not published
	// yet (retrieve.Options.Wait; 0: datadir.DefaultWait).
	Wait time.Duration
	// Verify configures the verifier of facts (its profiles), as for
	// query verify.
	Verify verify.Config
}

// snapshot is one loaded snapshot of the data directory: everything a tool
// reads, decoded once. It is immutable once loaded and safe for concurrent
// use; Close releases it.
type snapshot struct {
	id       string
	eng      *retrieve.Engine
	x        *index.Index
	ver      *verify.Verifier // nil unless loaded in full
	notes    *noteCache       // ver's notes, remembered per item text; nil unless loaded in full
	state    *datadir.State   // nil unless loaded in full
	rootList []string         // state's roots (roots); nil unless loaded in full
	contract []graph.Quad     // capsule.ContractPredicates, for the capsule; nil unless loaded in full
	release  func() error

	loadedAt time.Time
	loadTook time.Duration
	inflight sync.WaitGroup // requests served by this snapshot

	capOnce sync.Once
	capsule *capsule.Capsule
	capErr  error

	mapOnce sync.Once
	paths   *rootpath.Mapper // the roots as Server.mapper maps onto them, built on first use
}

// currentID returns the ID of the snapshot the data directory publishes;
// the error wraps datadir.ErrNothingIngested when there is none.
func (st Store) currentID() (string, error) {
	return st.Dir.CurrentSnapshotID()
}

// maxSuperseded is how many times open starts again when a newer snapshot
// is published while it reads one.
const maxSuperseded = 3

// open loads the published snapshot. The engine is loaded by
// retrieve.OpenReader; in full (the server), the snapshot's state and the
// capsule's contract quads are read too, from the same snapshot, and the
// verifier is built from the engine's read model. The snapshot stays held (a reader's lock that no
// reader or writer waits for) until Close.
func (st Store) open(ctx context.Context, opt retrieve.Options, full bool) (*snapshot, error) {
	for attempt := 1; ; attempt++ {
		s, err := st.openOnce(ctx, opt, full)
		if errors.Is(err, datadir.ErrSuperseded) && attempt < maxSuperseded {
			continue
		}
		return s, err
	}
}

func (st Store) openOnce(ctx context.Context, opt retrieve.Options, full bool) (_ *snapshot, err error) {
	start := time.Now()
	opt.Wait = st.Wait
	o, err := retrieve.OpenReader(ctx, st.Dir, st.GraphURL, opt)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			err = errors.Join(err, o.Close())
		}
	}()
	s := &snapshot{id: o.SnapshotID(), eng: o.Engine, x: o.Index(), release: o.Close}
	if full {
		r := o.Reader()
		err := r.ReadRecord(ctx, func(context.Context) error {
			var err error
			s.state, err = datadir.LoadState(st.Dir.State())
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("open data %s: %w", st.Dir, err)
		}
		s.rootList = s.state.Roots() // every call maps its paths onto them
		if s.contract, err = r.Edges(ctx, capsule.ContractPredicates...); err != nil {
			return nil, fmt.Errorf("open data %s: %w", st.Dir, err)
		}
		if s.ver, err = verify.Open(ctx, r.Snapshot().Path, o.Model(), st.Verify, r.Options().MapModel); err != nil {
			return nil, fmt.Errorf("open data %s: %w", st.Dir, err)
		}
		s.notes = newNoteCache(s.ver)
	}
	s.loadedAt = time.Now()
	s.loadTook = s.loadedAt.Sub(start)
	return s, nil
}

// Close waits for the requests in flight on the snapshot, then releases it.
func (s *snapshot) Close() error {
	s.inflight.Wait()
	if s.release == nil {
		return nil
	}
	return s.release()
}

// roots are the ingested roots of the published snapshot, read without
// opening the stores (the hook maps a path before it loads anything).
func (st Store) roots() ([]string, error) {
	roots, err := st.Dir.Roots()
	if err != nil {
		return nil, fmt.Errorf("data %s: %w", st.Dir, err)
	}
	return roots, nil
}
