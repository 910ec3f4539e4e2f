package ingest

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/vocabulary"
)

// Drift is how the stores differ from what state.json records. A run that
// finished holds none; a run killed, cancelled or failed mid-write can leave
// documents a store holds but the state does not record (orphans), or
// recorded documents whose stored version is not the recorded one.
type Drift struct {
	// GraphOrphans and IndexOrphans are root-relative paths a store holds
	// and the state does not record.
	GraphOrphans []string `json:"graph_orphans"`
	IndexOrphans []string `json:"index_orphans"`
	// Stale are recorded paths that a store lacks, or holds with another
	// file hash (graph) or another number of chunks (index) than recorded.
	Stale []string `json:"stale"`
}

// Empty reports whether the stores hold exactly what the state records.
func (d Drift) Empty() bool {
	return len(d.GraphOrphans)+len(d.IndexOrphans)+len(d.Stale) == 0
}

func (d Drift) String() string {
	if d.Empty() {
		return "stores match state.json"
	}
	return fmt.Sprintf("%d graph orphans, %d index orphans, %d stale", len(d.GraphOrphans), len(d.IndexOrphans), len(d.Stale))
}

// findDrift compares the documents of the graph (nil: none) and the chunks
// of the index (nil: none) with state. A document is in the graph when its
// file-hash quad is: the graph writes the quad with the last of a
// document's quads and removes it with the first (graph.Store.Replace), so
// a document a stopped run left half-written or half-deleted has its path
// quad and no file-hash quad; it is an orphan (or stale, when recorded).
func findDrift(ctx context.Context, g *graph.Store, x *index.Index, state *State) (Drift, error) {
	var d Drift
	var docQuads []graph.Quad
	if g != nil {
		var err error
		if docQuads, err = g.Edges(ctx, vocabulary.DocFileHash, vocabulary.DocPath); err != nil {
			return d, err
		}
	}
	inGraph := map[string]bool{}
	var partial []string // documents with a path quad, complete or not
	stale := map[string]bool{}
	for _, q := range docQuads {
		p, ok := strings.CutPrefix(q.Subject, vocabulary.DocNode(""))
		if !ok {
			continue
		}
		if q.Predicate == vocabulary.DocPath {
			partial = append(partial, p)
			continue
		}
		inGraph[p] = true
		fs, recorded := state.Files[p]
		switch {
		case !recorded:
			d.GraphOrphans = append(d.GraphOrphans, p)
		case fs.Hash != q.Object:
			stale[p] = true
		}
	}
	for _, p := range partial {
		if _, recorded := state.Files[p]; !recorded && !inGraph[p] {
			d.GraphOrphans = append(d.GraphOrphans, p) // recorded: stale below
		}
	}
	var chunks []index.Chunk
	if x != nil {
		var err error
		if chunks, err = x.Chunks(ctx); err != nil {
			return d, err
		}
	}
	perPath := map[string]int{}
	for _, c := range chunks {
		perPath[c.Path]++
	}
	for p, n := range perPath {
		fs, recorded := state.Files[p]
		switch {
		case !recorded:
			d.IndexOrphans = append(d.IndexOrphans, p)
		case fs.Chunks != n:
			stale[p] = true
		}
	}
	for p, fs := range state.Files {
		if !inGraph[p] || perPath[p] != fs.Chunks {
			stale[p] = true
		}
	}
	slices.Sort(d.GraphOrphans)
	d.GraphOrphans = slices.Compact(d.GraphOrphans)
	slices.Sort(d.IndexOrphans)
	d.Stale = slices.Sorted(maps.Keys(stale))
	return d, nil
}

// writerIndex is the index the writer's record names: the generation the
// last run wrote into ("" when there is none yet).
func writerIndex(opt Options, state *State) string {
	if state.Generation == 0 {
		return ""
	}
	return opt.Data.GenerationIndex(state.Generation)
}

// openStores opens the graph and the index a run writes (the generation
// state names), each only when it exists (nil otherwise), so that neither a
// check nor a reconciliation creates a store.
func openStores(ctx context.Context, opt Options, state *State) (*graph.Store, *index.Index, error) {
	exists := func(p string) bool {
		_, err := os.Stat(p)
		return !errors.Is(err, fs.ErrNotExist)
	}
	var g *graph.Store
	if opt.GraphURL != "" || exists(opt.Data.Graph()) {
		var err error
		g, err = graph.Open(ctx, cmp.Or(opt.GraphURL, opt.Data.Graph()), graph.Options{NoSync: !opt.GraphSync, TxQuads: opt.TxQuads})
		if err != nil {
			return nil, nil, fmt.Errorf("ingest: open graph: %w", err)
		}
	}
	var x *index.Index
	if p := writerIndex(opt, state); p != "" && exists(p) {
		var err error
		x, err = index.Open(ctx, p, index.Options{})
		if err != nil {
			return nil, nil, errors.Join(fmt.Errorf("ingest: open index: %w", err), closeStores(g, nil))
		}
	}
	return g, x, nil
}

func closeStores(g *graph.Store, x *index.Index) error {
	var errs []error
	if g != nil {
		errs = append(errs, g.Close())
	}
	if x != nil {
		errs = append(errs, x.Close())
	}
	return errors.Join(errs...)
}

// reconcile makes the stores hold exactly what state records: orphans are
// removed from the store holding them, and stale documents from both stores
// and from the state, so that this run writes them again if their files
// are still there. Run calls it when the last run did not finish
// (State.Writing) or the state was reset.
func reconcile(ctx context.Context, opt Options, state *State) (Drift, error) {
	torn := writerIndex(opt, state) != "" && indexTorn(writerIndex(opt, state))
	if torn {
		// The last run died creating the index: start it over, and with it
		// every file (the graph's documents become orphans, removed below).
		if err := os.RemoveAll(writerIndex(opt, state)); err != nil {
			return Drift{}, fmt.Errorf("ingest: remove the index a killed run left unfinished: %w", err)
		}
		state.Files = map[string]FileState{}
	}
	g, x, err := openStores(ctx, opt, state)
	if err != nil {
		return Drift{}, err
	}
	d, err := findDrift(ctx, g, x, state)
	if err == nil && !d.Empty() {
		err = removeDrift(ctx, g, x, state, d)
	}
	err = errors.Join(err, closeStores(g, x))
	if err != nil {
		return d, fmt.Errorf("ingest: reconcile stores with %s: %w", opt.Data.State(), err)
	}
	if torn || len(d.Stale) > 0 {
		if err := state.Save(opt.Data.State()); err != nil {
			return d, fmt.Errorf("ingest: %w", err)
		}
	}
	return d, nil
}

// indexTorn reports whether the index directory exists without a readable
// mapping: Bleve writes index_meta.json (not atomically) when it creates an
// index, so a run killed then leaves an index that cannot be opened.
func indexTorn(path string) bool {
	if _, err := os.Stat(path); err != nil {
		return false
	}
	b, err := os.ReadFile(filepath.Join(path, "index_meta.json"))
	if errors.Is(err, fs.ErrNotExist) {
		return true
	}
	// Bleve pads the file with NUL bytes; it reads only the JSON before them.
	b = bytes.TrimRight(b, "\x00 \t\r\n")
	return err == nil && (len(b) == 0 || !json.Valid(b))
}

func removeDrift(ctx context.Context, g *graph.Store, x *index.Index, state *State, d Drift) error {
	if g != nil {
		labels := make([]string, 0, len(d.GraphOrphans)+len(d.Stale))
		for _, p := range slices.Concat(d.GraphOrphans, d.Stale) {
			labels = append(labels, vocabulary.DocNode(p))
		}
		if err := g.Delete(ctx, labels...); err != nil {
			return err
		}
	}
	if x != nil {
		if err := x.Apply(ctx, slices.Concat(d.IndexOrphans, d.Stale), nil); err != nil {
			return err
		}
	}
	for _, p := range d.Stale {
		delete(state.Files, p)
	}
	return nil
}

// Check reports the drift between the stores and state.json of opt.Data
// without writing either (`ingest run --check`). It takes the data
// directory's lock so that no run writes meanwhile.
func Check(ctx context.Context, opt Options) (_ Drift, err error) {
	if _, err := os.Stat(opt.Data.State()); errors.Is(err, fs.ErrNotExist) {
		return Drift{}, fmt.Errorf("ingest: check: nothing ingested in %s", opt.Data)
	}
	lock, err := opt.Data.Acquire(ctx, cmp.Or(opt.Holder, "ingest check"), opt.LockTimeout)
	if err != nil {
		return Drift{}, fmt.Errorf("ingest: %w", err)
	}
	defer func() {
		if rerr := lock.Release(); rerr != nil {
			err = errors.Join(err, fmt.Errorf("ingest: %w", rerr))
		}
	}()
	state, err := datadir.LoadState(opt.Data.State())
	if err != nil {
		return Drift{}, fmt.Errorf("ingest: %w", err)
	}
	g, x, err := openStores(ctx, opt, state)
	if err != nil {
		return Drift{}, err
	}
	d, err := findDrift(ctx, g, x, state)
	err = errors.Join(err, closeStores(g, x))
	if err != nil {
		return d, fmt.Errorf("ingest: check stores against %s: %w", opt.Data.State(), err)
	}
	return d, nil
}

// markWriting records in the state that a run is about to write the stores.
func markWriting(opt Options, state *State) error {
	if state.Writing {
		return nil
	}
	state.Writing = true
	if err := state.Save(opt.Data.State()); err != nil {
		return fmt.Errorf("ingest: %w", err)
	}
	return nil
}

// finishWriting clears the mark once every write of the run is recorded.
func finishWriting(opt Options, state *State) error {
	if !state.Writing {
		return nil
	}
	state.Writing = false
	if err := state.Save(opt.Data.State()); err != nil {
		return fmt.Errorf("ingest: %w", err)
	}
	return nil
}
