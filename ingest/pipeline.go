package ingest

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"slices"
	"sync/atomic"

	"github.com/sourcegraph/conc/iter"
	"github.com/sourcegraph/conc/pool"

	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/vocabulary"
)

// window is how many files are parsed before their results are handed to
// the writers, and windowBytes how many bytes of files at most (a larger
// file makes a window of its own): a window's results (quads, chunks and
// read model, about 30 times the files' bytes) are all held until it is
// handed over. Parsing of the next window overlaps with writing.
const (
	window      = 256
	windowBytes = 4 << 20
)

// nextWindow returns the end of the window of files starting at lo.
func nextWindow(files []sources.File, lo int) int {
	hi, size := lo+1, files[lo].Size
	for hi < len(files) && hi-lo < window && size+files[hi].Size <= windowBytes {
		size += files[hi].Size
		hi++
	}
	return hi
}

// defaultBatchQuads is the default graph transaction size. Cayley's KV
// store writes fastest at a few thousand quads per transaction and slows
// down beyond: writing the corpora's 200k quads alone took 3.1 s at 8,000
// per transaction, 3.2 at 16,000, 3.6 at 32,000 and 4.1 at 128,000 (2
// cores; with the nested value layout of older stores: 22k quads/s at
// 1,000, 31k at 8,000, 25k at 20,000 and 7.5k at 100,000).
const defaultBatchQuads = 8000

// batchQuads is the number of quads batched into one graph write.
func (opt Options) batchQuads() int {
	if opt.BatchQuads <= 0 {
		return defaultBatchQuads
	}
	return opt.BatchQuads
}

// coalesceChunks is how many chunks the index writer gathers from queued
// batches into one index update: Bleve prefers fewer, larger batches than
// the graph does.
const coalesceChunks = 4000

// batch is a group of changed documents written together: one graph
// transaction and one index update.
type batch struct {
	results []*result
	docs    []graph.DocQuads
	paths   []string
	chunks  []index.Chunk
	quads   int
	graphOK chan struct{} // closed when the graph holds the batch
	indexOK chan struct{} // closed when the index holds the batch
}

func newBatch() *batch {
	return &batch{graphOK: make(chan struct{}), indexOK: make(chan struct{})}
}

func (b *batch) add(r *result) {
	b.results = append(b.results, r)
	b.docs = append(b.docs, graph.DocQuads{Label: vocabulary.DocNode(r.file.Path), Quads: r.quads})
	b.paths = append(b.paths, r.file.Path)
	b.chunks = append(b.chunks, r.chunks...)
	b.quads += r.nQuads
}

// releaseQuads drops the batch's quads once the graph holds them, and
// releaseChunks its chunks once the index does: a batch waits for the
// slower writer and the recorder, and a large document's quads and chunks
// need not wait with it. Each is called by one writer only.
func (b *batch) releaseQuads() {
	for i := range b.docs {
		b.docs[i].Quads = nil
	}
	for _, r := range b.results {
		r.quads = nil
	}
}

func (b *batch) releaseChunks() {
	b.chunks = nil
	for _, r := range b.results {
		r.chunks = nil
	}
}

// pipeline parses files window by window and streams the changed documents
// to two writers, one per store, that run concurrently with parsing and
// with each other. A recorder updates state.json in batch order once both
// stores hold a batch, so state never records what a store lacks. The
// stores are opened only when there is something to write.
func pipeline(ctx context.Context, opt Options, state *State, published int, files []sources.File, deleted []string, sum *Summary, changes *modelChanges) (err error) {
	prev := maps.Clone(state.Files) // read by the parsers while the recorder updates state
	limit := opt.batchQuads()
	var w *writers
	defer func() {
		if w != nil {
			// Let the writers drain what they have and report their first
			// error; what was not recorded is redone by the next run.
			err = errors.Join(err, w.finish())
		}
	}()
	start := func() error {
		if w != nil {
			return nil
		}
		if err := markWriting(opt, state); err != nil {
			return err
		}
		var err error
		w, err = startWriters(ctx, opt, state, published, sum, changes)
		return err
	}
	if len(deleted) > 0 {
		if err := start(); err != nil {
			return err
		}
		if err := w.delete(deleted); err != nil {
			return err
		}
	}
	cur := newBatch()
	flush := func() error {
		if len(cur.results) == 0 {
			return nil
		}
		if err := start(); err != nil {
			return err
		}
		b := cur
		cur = newBatch()
		w.submit(b)
		return nil
	}
	var done atomic.Int64
	m := iter.Mapper[sources.File, result]{MaxGoroutines: opt.Workers}
	for lo, hi := 0, 0; lo < len(files) && (w == nil || w.ctx.Err() == nil); lo = hi {
		hi = nextWindow(files, lo)
		results := m.Map(files[lo:hi], func(f *sources.File) result {
			r := process(ctx, *f, prev, opt)
			if opt.Progress != nil {
				opt.Progress(int(done.Add(1)), len(files))
			}
			return r
		})
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("ingest: %w", err)
		}
		for i := range results {
			r := &results[i]
			if checkResult(r, opt, prev, sum) {
				continue // BLOCKED: not written, the stored version stays
			}
			switch {
			case r.err != nil:
				sum.Failed++
				sum.Failures = append(sum.Failures, failureOf(r.err, r.file.Path))
				if old, ok := prev[r.file.Path]; ok {
					sum.Kinds[old.Kind]++
				}
			case r.unchanged:
				sum.Unchanged++
				sum.Kinds[prev[r.file.Path].Kind]++
			default:
				sum.Kinds[string(r.kind)]++
				sum.Bytes += r.file.Size
				// The read model waits in the spill, not with the
				// quads and chunks, until the run publishes it.
				held, err := changes.put(&r.doc)
				if err != nil {
					return err
				}
				r.model = held
				if len(cur.results) > 0 && cur.quads+r.nQuads > limit {
					if err := flush(); err != nil {
						return err
					}
				}
				cur.add(r)
			}
		}
	}
	return flush()
}

// writers owns the open stores and the goroutines writing to them.
type writers struct {
	g       *graph.Store
	x       *index.Index
	p       *pool.ContextPool
	ctx     context.Context // the pool's: cancelled when a writer fails
	graphCh chan *batch
	indexCh chan *batch
	recCh   chan *batch
	state   *State
	opt     Options
	sum     *Summary
	changes *modelChanges // the read model of what the recorder recorded
	// freshIndex is set when this run created the index.
	freshIndex bool
}

// prepareGeneration makes state.Generation a generation this run may write
// into, one readers do not read: the unpublished generation a run that did
// not finish wrote into, or a new one cloned from the published one (or
// empty). The writer's record names it before either store is written, so
// that readers of the record stores know an ingest is writing them.
func prepareGeneration(opt Options, state *State, published int) error {
	d := opt.Data
	if state.Generation != 0 && state.Generation != published {
		return nil
	}
	gen, err := d.NewGeneration(max(state.Generation, published))
	if err != nil {
		return fmt.Errorf("ingest: %w", err)
	}
	if state.Generation != 0 {
		if err := index.Clone(d.GenerationIndex(state.Generation), d.GenerationIndex(gen)); err != nil {
			return fmt.Errorf("ingest: new generation %d: %w", gen, err)
		}
	}
	state.Generation = gen
	if err := state.Save(d.State()); err != nil {
		return fmt.Errorf("ingest: %w", err)
	}
	return nil
}

func startWriters(ctx context.Context, opt Options, state *State, published int, sum *Summary, changes *modelChanges) (*writers, error) {
	if err := prepareGeneration(opt, state, published); err != nil {
		return nil, err
	}
	url := cmp.Or(opt.GraphURL, opt.Data.Graph())
	// Readers of the graph hold it briefly (retrieve decodes it and closes
	// it): wait for them as long as for the data-directory lock.
	g, err := graph.Open(ctx, url, graph.Options{NoSync: !opt.GraphSync, LockTimeout: opt.LockTimeout, TxQuads: opt.TxQuads})
	if err != nil {
		return nil, fmt.Errorf("ingest: open graph: %w", err)
	}
	// A new index holds no chunks, so no path needs its old chunks deleted;
	// an existing one may hold chunks of files a killed run wrote but did
	// not record, so every written path is cleared first.
	ixPath := opt.Data.GenerationIndex(state.Generation)
	_, statErr := os.Stat(ixPath)
	fresh := errors.Is(statErr, fs.ErrNotExist)
	x, err := index.Open(ctx, ixPath, index.Options{})
	if err != nil {
		return nil, errors.Join(fmt.Errorf("ingest: open index: %w", err), g.Close())
	}
	w := &writers{
		g: g, x: x, state: state, opt: opt, sum: sum, freshIndex: fresh, changes: changes,
		graphCh: make(chan *batch, 2), indexCh: make(chan *batch, 2), recCh: make(chan *batch, 4),
	}
	w.p = pool.New().WithContext(ctx).WithCancelOnError()
	// The pool's context is only reachable inside its goroutines; keep it
	// from the first one so submit can stop waiting when a writer fails.
	ready := make(chan context.Context, 1)
	w.p.Go(func(ctx context.Context) error {
		ready <- ctx
		for b := range w.graphCh {
			if err := g.Replace(ctx, b.docs); err != nil {
				return fmt.Errorf("ingest: write graph for %d files from %s: %w", len(b.paths), b.paths[0], err)
			}
			b.releaseQuads()
			close(b.graphOK)
		}
		return nil
	})
	w.ctx = <-ready
	w.p.Go(func(ctx context.Context) error {
		for b := range w.indexCh {
			group := []*batch{b}
			paths, chunks := b.paths, b.chunks
		gather:
			for len(chunks) < coalesceChunks {
				select {
				case nb, ok := <-w.indexCh:
					if !ok {
						break gather
					}
					group = append(group, nb)
					paths = append(slices.Clip(paths), nb.paths...)
					chunks = append(slices.Clip(chunks), nb.chunks...)
				default:
					break gather
				}
			}
			clear := paths
			if w.freshIndex {
				clear = nil
			}
			if err := x.Apply(ctx, clear, chunks); err != nil {
				return fmt.Errorf("ingest: write index for %d files from %s: %w", len(paths), paths[0], err)
			}
			for _, g := range group {
				g.releaseChunks()
				close(g.indexOK)
			}
		}
		return nil
	})
	w.p.Go(func(ctx context.Context) error {
		for b := range w.recCh {
			for _, ch := range []chan struct{}{b.graphOK, b.indexOK} {
				select {
				case <-ch:
				case <-ctx.Done():
					return ctx.Err()
				}
			}
			if err := w.record(b); err != nil {
				return err
			}
		}
		return nil
	})
	return w, nil
}

// delete removes files from both stores and from the state, synchronously.
func (w *writers) delete(paths []string) error {
	labels := make([]string, len(paths))
	for i, p := range paths {
		labels[i] = vocabulary.DocNode(p)
	}
	p := pool.New().WithContext(w.ctx)
	p.Go(func(ctx context.Context) error { return w.g.Delete(ctx, labels...) })
	p.Go(func(ctx context.Context) error { return w.x.Apply(ctx, paths, nil) })
	if err := p.Wait(); err != nil {
		return fmt.Errorf("ingest: delete %d files: %w", len(paths), err)
	}
	for _, p := range paths {
		delete(w.state.Files, p)
		w.changes.delete(p)
	}
	w.sum.Deleted = len(paths)
	if err := w.state.Save(w.opt.Data.State()); err != nil {
		return fmt.Errorf("ingest: %w", err)
	}
	return nil
}

// submit hands a batch to both writers and the recorder. When a writer has
// failed it drops the batch: finish reports the failure.
func (w *writers) submit(b *batch) {
	for _, ch := range []chan *batch{w.graphCh, w.indexCh, w.recCh} {
		select {
		case ch <- b:
		case <-w.ctx.Done():
			return
		}
	}
}

// record notes a batch both stores hold in the state and the summary.
func (w *writers) record(b *batch) error {
	for _, r := range b.results {
		if _, ok := w.state.Files[r.file.Path]; ok {
			w.sum.Modified++
		} else {
			w.sum.Added++
		}
		w.state.Files[r.file.Path] = FileState{
			Root: r.file.Root, Hash: r.hash, Size: r.file.Size, Kind: string(r.kind),
			Quads: r.nQuads, Chunks: r.nChunks, Rules: r.rules,
		}
		setFindings(w.state, r.file.Path, r.findings) // with its record: a run killed after it keeps both
		w.changes.set(r.file.Path, r.model)
		w.sum.Quads += r.nQuads
		w.sum.Chunks += r.nChunks
		w.sum.Rules += r.rules
	}
	if err := w.state.Save(w.opt.Data.State()); err != nil {
		return fmt.Errorf("ingest: %w", err)
	}
	return nil
}

// finish lets the writers drain, waits for them and closes the stores.
func (w *writers) finish() error {
	close(w.graphCh)
	close(w.indexCh)
	close(w.recCh)
	err := w.p.Wait()
	return errors.Join(err, w.close())
}

func (w *writers) close() error {
	return errors.Join(w.g.Close(), w.x.Close())
}
