package snapshot

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/model"
)

// graphPoll is how long one attempt to open the graph waits for a writer
// holding it before Reader.Edges lets ReadRecord wait and try again.
const graphPoll = 200 * time.Millisecond

// Options configure Open.
type Options struct {
	// GraphURL is the graph store; "" = the embedded store in the data
	// directory.
	GraphURL string
	// Wait bounds the wait for an ingest that holds the graph or has
	// unpublished writes in it; 0 = datadir.DefaultWait.
	Wait time.Duration
	// OnWait, when set, is told once, with a message naming the ingest,
	// when a read starts waiting for one.
	OnWait func(msg string)
	// MapModel maps the model file into memory instead of reading it
	// (model.MapFile): for a process that reads one snapshot and exits.
	MapModel bool
}

// Reader is a held published snapshot. Close it when done.
type Reader struct {
	snap *datadir.Snapshot
	dir  datadir.Dir
	opt  Options
}

// Open holds the data directory's published snapshot and calls load with
// it. When load fails because a newer snapshot was published meanwhile
// (datadir.ErrSuperseded), the newer one is held and load called again.
// On success the snapshot stays held until Close; on failure it is
// released. With nothing published the error wraps
// datadir.ErrNothingIngested and reads "nothing ingested in DIR: run
// `ingest run` first".
func Open(ctx context.Context, dir datadir.Dir, opt Options, load func(context.Context, *Reader) error) (*Reader, error) {
	for {
		snap, err := dir.OpenSnapshot(ctx)
		if err != nil {
			return nil, err
		}
		snap.Waiting = opt.OnWait
		r := &Reader{snap: snap, dir: dir, opt: opt}
		if load == nil {
			return r, nil
		}
		err = load(ctx, r)
		if err == nil {
			return r, nil
		}
		err = errors.Join(err, r.Close())
		if !errors.Is(err, datadir.ErrSuperseded) {
			return nil, err
		}
	}
}

// ID is the snapshot ID.
func (r *Reader) ID() string { return r.snap.SnapshotID }

// Files is the number of source files in the snapshot.
func (r *Reader) Files() int { return r.snap.Files }

// Dir is the data directory.
func (r *Reader) Dir() datadir.Dir { return r.dir }

// Options are the options the snapshot was opened with.
func (r *Reader) Options() Options { return r.opt }

// Snapshot is the held snapshot.
func (r *Reader) Snapshot() *datadir.Snapshot { return r.snap }

// Close releases the snapshot.
func (r *Reader) Close() error { return r.snap.Close() }

// OpenIndex opens the snapshot's index read-only; opt.ReadOnly is set.
func (r *Reader) OpenIndex(ctx context.Context, opt index.Options) (*index.Index, error) {
	opt.ReadOnly = true
	x, err := index.Open(ctx, r.snap.IndexPath, opt)
	if err != nil {
		return nil, fmt.Errorf("open snapshot %s of %s: %w", r.ID(), r.dir, err)
	}
	return x, nil
}

// Edges returns the graph's quads with the given predicates as of the
// snapshot (graph.Store.Edges): it opens the graph read-only, reads and
// closes it, under ReadRecord.
func (r *Reader) Edges(ctx context.Context, predicates ...string) ([]graph.Quad, error) {
	var quads []graph.Quad
	err := r.ReadRecord(ctx, func(ctx context.Context) (err error) {
		g, err := graph.Open(ctx, cmp.Or(r.opt.GraphURL, r.dir.Graph()), graph.Options{ReadOnly: true, LockTimeout: graphPoll})
		if errors.Is(err, graph.ErrLocked) {
			return fmt.Errorf("%w: %w", datadir.ErrBusy, err)
		}
		if err != nil {
			return err
		}
		defer func() { err = errors.Join(err, g.Close()) }()
		quads, err = g.Edges(ctx, predicates...)
		return err
	})
	if err != nil {
		return nil, err
	}
	return quads, nil
}

// ReadRecord runs read, which reads the stores ingest writes in place (the
// graph, state.json), so that it reads exactly this snapshot
// (datadir.Snapshot.ReadRecord), waiting up to Options.Wait.
func (r *Reader) ReadRecord(ctx context.Context, read func(context.Context) error) error {
	return r.snap.ReadRecord(ctx, r.opt.Wait, read)
}

// Model returns the snapshot's read model: the persisted model file when
// the snapshot has one of this version for this snapshot ID, else the
// model decoded from the stores (ModelFromStores). A model file that is
// corrupt, of another version or of another snapshot is not used.
func (r *Reader) Model(ctx context.Context) (*model.Snapshot, error) {
	if p := r.snap.ModelPath(); p != "" && r.snap.Model == model.FileName {
		read := model.ReadFile
		if r.opt.MapModel {
			read = model.MapFile
		}
		m, err := read(p)
		if err == nil && m.ID == r.ID() {
			return m, nil
		}
	}
	return r.ModelFromStores(ctx)
}

// ModelFromStores decodes the snapshot's read model from the graph
// (Edges) and the index's chunks.
func (r *Reader) ModelFromStores(ctx context.Context) (*model.Snapshot, error) {
	quads, err := r.Edges(ctx, model.Predicates...)
	if err != nil {
		return nil, err
	}
	x, err := r.OpenIndex(ctx, index.Options{})
	if err != nil {
		return nil, err
	}
	chunks, err := x.Chunks(ctx)
	if err = errors.Join(err, x.Close()); err != nil {
		return nil, fmt.Errorf("read snapshot %s of %s: %w", r.ID(), r.dir, err)
	}
	m, err := model.FromStores(r.ID(), quads, chunks)
	if err != nil {
		return nil, fmt.Errorf("read snapshot %s of %s: %w", r.ID(), r.dir, err)
	}
	return m, nil
}
