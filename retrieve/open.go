package retrieve

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/model"
	"github.com/canon-kg/canon/snapshot"
)

// Opened is an Engine over the published snapshot of a data directory,
// holding the snapshot (a reader's lock on its index generation) and its
// index open until Close. It holds no lock a writer waits for, so it may
// stay open for hours while ingests publish newer snapshots; it keeps
// answering from its own.
type Opened struct {
	*Engine
	r *snapshot.Reader
	x *index.Index
}

// OpenReader loads an Engine over the data directory's published
// snapshot (snapshot.Open): its read model (snapshot.Reader.Model: the
// model file the ingest wrote, or decoded from the stores when there is
// none) and the index of its generation, opened read-only. graphURL "" is the embedded store;
// opt.Wait bounds the wait for an ingest with unpublished writes. With
// nothing published the error wraps datadir.ErrNothingIngested.
func OpenReader(ctx context.Context, dir datadir.Dir, graphURL string, opt Options) (*Opened, error) {
	var m *model.Snapshot
	r, err := snapshot.Open(ctx, dir, snapshot.Options{GraphURL: graphURL, Wait: opt.Wait, MapModel: opt.MapModel}, func(ctx context.Context, r *snapshot.Reader) (err error) {
		m, err = r.Model(ctx)
		return err
	})
	if err != nil {
		return nil, err
	}
	return OpenModel(ctx, r, m, opt)
}

// OpenModel loads an Engine over a held snapshot and its read model (r's
// Model), opening r's index read-only; the Opened takes r over and closes
// it with itself, or at once when OpenModel fails. A caller that needs the
// model for something else too (the verifier) reads it once and passes it
// here.
func OpenModel(ctx context.Context, r *snapshot.Reader, m *model.Snapshot, opt Options) (*Opened, error) {
	x, err := r.OpenIndex(ctx, index.Options{})
	if err != nil {
		return nil, errors.Join(err, r.Close())
	}
	e, err := load(ctx, x, m, opt, readLookupsFile(r, m))
	if err != nil {
		return nil, errors.Join(fmt.Errorf("open data %s: %w", r.Dir(), err), x.Close(), r.Close())
	}
	return &Opened{Engine: e, r: r, x: x}, nil
}

// readLookupsFile returns the bytes of the snapshot's lookups file
// (WriteLookups), mapped when opt.MapModel is set; nil when the snapshot
// has none or m is not its persisted model (it was decoded from the stores).
func readLookupsFile(r *snapshot.Reader, m *model.Snapshot) []byte {
	snap := r.Snapshot()
	if snap.Path == "" || snap.Model != model.FileName || m.ID != r.ID() {
		return nil
	}
	b, err := model.ReadBytes(filepath.Join(snap.Path, LookupsFileName), r.Options().MapModel)
	if err != nil {
		return nil // a snapshot written before lookups were persisted: Load builds them
	}
	return b
}

// Model is the read model the engine was loaded from; it must not be
// modified.
func (o *Opened) Model() *model.Snapshot { return o.model }

// SnapshotID is the ID of the snapshot the engine answers from.
func (o *Opened) SnapshotID() string { return o.r.ID() }

// Close closes the index and releases the snapshot.
func (o *Opened) Close() error {
	return errors.Join(o.x.Close(), o.r.Close())
}
