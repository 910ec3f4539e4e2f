package index

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/search"
)

// Default BM25 parameters, used when Options leaves them zero. They are
// Anserini's defaults. nDCG@10 on BEIR SciFact (flat, TestSearch_SciFact) for
// k1/b: 0.9/0.4 0.6842, 1.2/0.5 0.6838, 1.2/0.4 0.6836, 0.7/0.3 0.6836,
// 1.5/0.5 0.6816, 0.9/0.75 0.6784, 1.2/0.75 (Bleve's own) 0.6774.
const (
	DefaultK1 = 0.9
	DefaultB  = 0.4
)

// ErrBM25Conflict is returned by Open when another Index open in this
// process uses different BM25 parameters: Bleve keeps them in package
// variables, so they are process-wide.
var ErrBM25Conflict = errors.New("index: BM25 parameters differ from those of an index already open in this process")

// Options configures an Index.
type Options struct {
	// K1 is BM25's term-frequency saturation; zero means DefaultK1.
	K1 float64
	// B is BM25's length normalisation in [0,1]; zero means DefaultB.
	B float64
	// ReadOnly opens an existing index for searching only: no persister
	// or merger runs, nothing in its directory is written (the same index
	// searched twice scores the same), and its root file is opened with a
	// shared lock, so any number of readers share it.
	ReadOnly bool
}

func (o Options) withDefaults() Options {
	if o.K1 == 0 {
		o.K1 = DefaultK1
	}
	if o.B == 0 {
		o.B = DefaultB
	}
	return o
}

func (o Options) validate() error {
	if o.K1 < 0 {
		return fmt.Errorf("index: BM25 k1 %v is negative", o.K1)
	}
	if o.B < 0 || o.B > 1 {
		return fmt.Errorf("index: BM25 b %v is outside [0,1]", o.B)
	}
	return nil
}

// bm25Params records the process-wide BM25 parameters and how many open
// indexes rely on them. Bleve reads search.BM25_k1 and search.BM25_b during
// every search, so they change only while no Index is open.
var bm25Params struct {
	sync.Mutex
	open  int
	k1, b float64
}

func acquireBM25(o Options) error {
	bm25Params.Lock()
	defer bm25Params.Unlock()
	if bm25Params.open > 0 {
		if bm25Params.k1 != o.K1 || bm25Params.b != o.B {
			return fmt.Errorf("open index with k1=%v b=%v (in use: k1=%v b=%v): %w",
				o.K1, o.B, bm25Params.k1, bm25Params.b, ErrBM25Conflict)
		}
		bm25Params.open++
		return nil
	}
	bm25Params.k1, bm25Params.b = o.K1, o.B
	search.BM25_k1, search.BM25_b = o.K1, o.B
	bm25Params.open = 1
	return nil
}

func releaseBM25() {
	bm25Params.Lock()
	defer bm25Params.Unlock()
	bm25Params.open--
}

// Index is a Bleve index of chunks. It is safe for concurrent use.
type Index struct {
	path string
	bi   bleve.Index

	applyMu sync.Mutex // serialises Apply: each reads the chunks it replaces

	statsMu sync.Mutex
	stats   *collection // BM25 collection statistics; nil until needed and after Apply
	dirty   bool        // Apply changed the index since it was opened

	readOnly bool    // opened with Options.ReadOnly: it never changes
	dfs      dfCache // DocFreqs' answers, kept when readOnly

	closeOnce sync.Once
	closeErr  error
}

// Open opens the index at path, creating it when the directory does not
// exist (unless opt.ReadOnly). An empty path opens a new in-memory index, which disappears on
// Close. The BM25 parameters in opt are process-wide (see ErrBM25Conflict).
func Open(ctx context.Context, path string, opt Options) (*Index, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("open index %q: %w", path, err)
	}
	opt = opt.withDefaults()
	if err := opt.validate(); err != nil {
		return nil, fmt.Errorf("open index %q: %w", path, err)
	}
	if err := acquireBM25(opt); err != nil {
		return nil, fmt.Errorf("open index %q: %w", path, err)
	}
	bi, err := openBleve(path, opt.ReadOnly)
	if err != nil {
		releaseBM25()
		return nil, fmt.Errorf("open index %q: %w", path, err)
	}
	return &Index{path: path, bi: bi, readOnly: opt.ReadOnly}, nil
}

func openBleve(path string, readOnly bool) (bleve.Index, error) {
	if readOnly {
		if path == "" {
			return nil, errors.New("read-only index needs a path")
		}
		if _, err := os.Stat(path); err != nil {
			return nil, err
		}
		return bleve.OpenUsing(path, map[string]any{"read_only": true})
	}
	if path == "" {
		return bleve.NewUsing("", newMapping(), scorch.Name, scorch.Name, nil)
	}
	_, err := os.Stat(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		if err := create(path); err != nil {
			return nil, err
		}
	case err != nil:
		return nil, err
	}
	return bleve.Open(path)
}

// create makes a new, empty index at path as one step: Bleve writes the
// mapping and the store's root in several files, so a process killed while
// it did so at path would leave a directory no later run can open. It
// builds the index beside path, closes it and renames it into place; a
// leftover from a killed creation is removed first.
func create(path string) error {
	tmp := path + ".creating"
	if err := os.RemoveAll(tmp); err != nil {
		return fmt.Errorf("remove unfinished index %s: %w", tmp, err)
	}
	bi, err := bleve.NewUsing(tmp, newMapping(), scorch.Name, scorch.Name, nil)
	if err != nil {
		return errors.Join(err, os.RemoveAll(tmp))
	}
	if err := bi.Close(); err != nil {
		return errors.Join(err, os.RemoveAll(tmp))
	}
	if err := os.Rename(tmp, path); err != nil {
		return errors.Join(err, os.RemoveAll(tmp))
	}
	return nil
}

// Close closes the index; later calls return the first call's result.
func (x *Index) Close() error {
	x.closeOnce.Do(func() {
		x.statsMu.Lock()
		dirty := x.dirty
		x.statsMu.Unlock()
		if dirty {
			// Close has no context of its own; computing the statistics
			// reads the term dictionaries once and is bounded by them.
			x.closeErr = x.storeCollection(context.Background())
		}
		x.closeErr = errors.Join(x.closeErr, x.bi.Close())
		releaseBM25()
		if x.closeErr != nil {
			x.closeErr = fmt.Errorf("close index %q: %w", x.path, x.closeErr)
		}
	})
	return x.closeErr
}

// Count returns the number of chunks in the index.
func (x *Index) Count() (uint64, error) {
	n, err := x.bi.DocCount()
	if err != nil {
		return 0, fmt.Errorf("count chunks in index %q: %w", x.path, err)
	}
	return n, nil
}
