package ingest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/sourcegraph/conc/iter"
	"github.com/sourcegraph/conc/pool"

	"github.com/canon-kg/canon/chunk"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/sources"
)

// Options configure a run.
type Options struct {
	Roots       []string
	Data        datadir.Dir
	GraphURL    string // "" = embedded bbolt store in Data
	GraphSync   bool   // fsync every graph commit
	Discover    sources.Options
	Parse       sources.ParseOptions
	Chunk       chunk.Options
	Workers     int           // parsing concurrency; 0 = GOMAXPROCS
	LockTimeout time.Duration // wait for another process holding Data
	Holder      string        // recorded in the lock file, e.g. "ingest run"
	// Progress, when set, is called after each file is read and parsed.
	// It is called from several goroutines.
	Progress func(done, total int)
	// BatchQuads bounds the quads written per transaction (default 20000);
	// a document is never split across batches.
	BatchQuads int
}

// Summary reports a run.
type Summary struct {
	Seen      int `json:"seen"`
	Added     int `json:"added"`
	Modified  int `json:"modified"`
	Unchanged int `json:"unchanged"`
	Deleted   int `json:"deleted"`
	Failed    int `json:"failed"`
	// Written by this run.
	Rules  int `json:"rules"`
	Chunks int `json:"chunks"`
	Quads  int `json:"quads"`
	Bytes  int64 `json:"bytes"`
	// In the stores after the run.
	TotalDocs   int `json:"total_docs"`
	TotalRules  int `json:"total_rules"`
	TotalChunks int `json:"total_chunks"`
	TotalQuads  int `json:"total_quads"`

	Kinds    map[string]int `json:"kinds"` // documents seen, by kind (changed files only are parsed; unchanged count from state)
	Failures []Failure      `json:"failures"`
	Duration time.Duration  `json:"duration_ns"`
}

// Changed is the number of files written by the run.
func (s *Summary) Changed() int { return s.Added + s.Modified }

// Failure is a file that could not be ingested.
type Failure struct {
	Path string `json:"path"` // root-relative, or absolute for walk errors outside a file
	Line int    `json:"line,omitempty"`
	Err  string `json:"error"`
}

func (f Failure) String() string {
	if f.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", f.Path, f.Line, f.Err)
	}
	return fmt.Sprintf("%s: %s", f.Path, f.Err)
}

// result is what a worker makes of one file.
type result struct {
	file      sources.File
	hash      string
	unchanged bool
	doc       *sources.Document
	chunks    []index.Chunk
	quads     []graph.Quad
	rules     int
	err       error
}

// Run ingests the roots into the data directory.
func Run(ctx context.Context, opt Options) (*Summary, error) {
	start := time.Now()
	if len(opt.Roots) == 0 {
		return nil, errors.New("ingest: no roots to ingest")
	}
	roots := make([]string, len(opt.Roots))
	for i, r := range opt.Roots {
		abs, err := filepath.Abs(r)
		if err != nil {
			return nil, fmt.Errorf("ingest: root %s: %w", r, err)
		}
		st, err := os.Stat(abs)
		if err != nil {
			return nil, fmt.Errorf("ingest: root %w", err)
		}
		if !st.IsDir() {
			return nil, fmt.Errorf("ingest: root %s is not a directory", r)
		}
		roots[i] = abs
	}
	holder := cmpOr(opt.Holder, "ingest")
	lock, err := opt.Data.Acquire(ctx, holder, opt.LockTimeout)
	if err != nil {
		return nil, fmt.Errorf("ingest: %w", err)
	}
	defer lock.Release()

	state, err := LoadState(opt.Data.State())
	if err != nil {
		return nil, fmt.Errorf("ingest: %w", err)
	}
	sum := &Summary{Kinds: map[string]int{}}
	files, walkErrs := sources.Discover(ctx, roots, opt.Discover)
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("ingest: %w", err)
	}
	var protect []string // absolute paths under which nothing may be deleted
	for _, e := range walkErrs {
		f := failureOf(e, "")
		sum.Failures = append(sum.Failures, f)
		protect = append(protect, f.Path)
	}
	files, dups := dedupe(files)
	sum.Failures = append(sum.Failures, dups...)
	sum.Seen = len(files)

	results := parseAll(ctx, files, state, opt)
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("ingest: %w", err)
	}

	seen := make(map[string]bool, len(files))
	var changed []*result
	for i := range results {
		r := &results[i]
		seen[r.file.Path] = true
		switch {
		case r.err != nil:
			sum.Failed++
			sum.Failures = append(sum.Failures, failureOf(r.err, r.file.Path))
			if old, ok := state.Files[r.file.Path]; ok {
				sum.Kinds[old.Kind]++
			}
		case r.unchanged:
			sum.Unchanged++
			sum.Kinds[state.Files[r.file.Path].Kind]++
		default:
			changed = append(changed, r)
			sum.Kinds[string(r.doc.Kind)]++
			sum.Bytes += r.file.Size
		}
	}
	var deleted []string
	for p, fs := range state.Files {
		if seen[p] || protected(filepath.Join(fs.Root, filepath.FromSlash(p)), protect) {
			continue
		}
		deleted = append(deleted, p)
	}
	slices.Sort(deleted)

	if len(changed) > 0 || len(deleted) > 0 {
		if err := write(ctx, opt, state, changed, deleted, sum); err != nil {
			return sum, err
		}
	}
	sum.TotalDocs, sum.TotalQuads, sum.TotalChunks, sum.TotalRules = state.totals()
	slices.SortFunc(sum.Failures, func(a, b Failure) int {
		return cmpOr(strings.Compare(a.Path, b.Path), a.Line-b.Line, strings.Compare(a.Err, b.Err))
	})
	sum.Duration = time.Since(start)
	return sum, nil
}

// dedupe keeps the first file of each root-relative path: two roots that
// hold the same relative path would share node IDs.
func dedupe(files []sources.File) ([]sources.File, []Failure) {
	first := map[string]string{}
	var out []sources.File
	var fails []Failure
	for _, f := range files {
		if root, ok := first[f.Path]; ok {
			fails = append(fails, Failure{Path: f.Path, Err: fmt.Sprintf("skipped: %s has the same relative path under root %s", f.Abs, root)})
			continue
		}
		first[f.Path] = f.Root
		out = append(out, f)
	}
	return out, fails
}

func protected(abs string, prefixes []string) bool {
	for _, p := range prefixes {
		if abs == p || strings.HasPrefix(abs, p+string(filepath.Separator)) {
			return true
		}
	}
	return false
}

func failureOf(err error, path string) Failure {
	var pe *sources.ParseError
	if errors.As(err, &pe) {
		return Failure{Path: cmpOr(pe.Path, path), Line: pe.Line, Err: pe.Err.Error()}
	}
	var fe *os.PathError
	if path == "" && errors.As(err, &fe) {
		return Failure{Path: fe.Path, Err: fe.Err.Error()}
	}
	return Failure{Path: path, Err: err.Error()}
}

// parseAll reads, hashes and (when changed) parses every file, in parallel;
// results are in the order of files whatever the scheduling.
func parseAll(ctx context.Context, files []sources.File, state *State, opt Options) []result {
	var done atomic.Int64
	m := iter.Mapper[sources.File, result]{MaxGoroutines: opt.Workers}
	return m.Map(files, func(f *sources.File) result {
		r := process(ctx, *f, state, opt)
		if opt.Progress != nil {
			opt.Progress(int(done.Add(1)), len(files))
		}
		return r
	})
}

func process(ctx context.Context, f sources.File, state *State, opt Options) result {
	r := result{file: f}
	if err := ctx.Err(); err != nil {
		r.err = err
		return r
	}
	maxSize := opt.Parse.MaxSize
	if maxSize <= 0 {
		maxSize = 10 << 20
	}
	if f.Size > maxSize {
		r.err = &sources.ParseError{Path: f.Path, Err: fmt.Errorf("file is %d bytes, over the %d-byte limit", f.Size, maxSize)}
		return r
	}
	data, err := readFile(f.Abs, maxSize)
	if err != nil {
		r.err = &sources.ParseError{Path: f.Path, Err: err}
		return r
	}
	sum := sha256.Sum256(data)
	r.hash = hex.EncodeToString(sum[:])
	if old, ok := state.Files[f.Path]; ok && old.Hash == r.hash && old.Root == f.Root {
		r.unchanged = true
		return r
	}
	doc, err := sources.Parse(f, data, opt.Parse)
	if err != nil {
		r.err = err
		return r
	}
	cs := chunk.Split(doc, opt.Chunk)
	r.doc = doc
	r.quads = Quads(doc, cs)
	r.chunks = indexChunks(doc, cs)
	r.rules = len(doc.Rules)
	return r
}

func readFile(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit {
		return nil, fmt.Errorf("file is over the %d-byte limit", limit)
	}
	return b, nil
}

// write applies deletions and changed documents in batches; after each
// batch is durable in both stores, state.json records it.
func write(ctx context.Context, opt Options, state *State, changed []*result, deleted []string, sum *Summary) (err error) {
	url := cmpOr(opt.GraphURL, opt.Data.Graph())
	g, err := graph.Open(ctx, url, graph.Options{NoSync: !opt.GraphSync})
	if err != nil {
		return fmt.Errorf("ingest: open graph: %w", err)
	}
	defer func() { err = errors.Join(err, g.Close()) }()
	x, err := index.Open(ctx, opt.Data.Index(), index.Options{})
	if err != nil {
		return fmt.Errorf("ingest: open index: %w", err)
	}
	defer func() { err = errors.Join(err, x.Close()) }()

	if len(deleted) > 0 {
		labels := make([]string, len(deleted))
		for i, p := range deleted {
			labels[i] = DocNode(p)
		}
		if err := both(ctx,
			func(ctx context.Context) error { return g.Delete(ctx, labels...) },
			func(ctx context.Context) error { return x.Apply(ctx, deleted, nil) },
		); err != nil {
			return fmt.Errorf("ingest: delete %d files: %w", len(deleted), err)
		}
		for _, p := range deleted {
			delete(state.Files, p)
		}
		sum.Deleted = len(deleted)
		if err := state.save(opt.Data.State()); err != nil {
			return fmt.Errorf("ingest: %w", err)
		}
	}

	limit := opt.BatchQuads
	if limit <= 0 {
		limit = 20000
	}
	for startIdx := 0; startIdx < len(changed); {
		end, n := startIdx, 0
		for end < len(changed) && (end == startIdx || n+len(changed[end].quads) <= limit) {
			n += len(changed[end].quads)
			end++
		}
		batch := changed[startIdx:end]
		startIdx = end
		docs := make([]graph.DocQuads, len(batch))
		paths := make([]string, len(batch))
		var chunks []index.Chunk
		for i, r := range batch {
			docs[i] = graph.DocQuads{Label: DocNode(r.doc.Path), Quads: r.quads}
			paths[i] = r.doc.Path
			chunks = append(chunks, r.chunks...)
		}
		if err := both(ctx,
			func(ctx context.Context) error { return g.Replace(ctx, docs) },
			func(ctx context.Context) error { return x.Apply(ctx, paths, chunks) },
		); err != nil {
			return fmt.Errorf("ingest: write %d files from %s: %w", len(batch), paths[0], err)
		}
		for _, r := range batch {
			if _, ok := state.Files[r.doc.Path]; ok {
				sum.Modified++
			} else {
				sum.Added++
			}
			state.Files[r.doc.Path] = FileState{
				Root: r.file.Root, Hash: r.hash, Size: r.file.Size, Kind: string(r.doc.Kind),
				Quads: len(r.quads), Chunks: len(r.chunks), Rules: r.rules,
			}
			sum.Quads += len(r.quads)
			sum.Chunks += len(r.chunks)
			sum.Rules += r.rules
		}
		if err := state.save(opt.Data.State()); err != nil {
			return fmt.Errorf("ingest: %w", err)
		}
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("ingest: %w", err)
		}
	}
	return nil
}

// both runs the two store writes concurrently and waits for both.
func both(ctx context.Context, a, b func(context.Context) error) error {
	p := pool.New().WithContext(ctx)
	p.Go(a)
	p.Go(b)
	return p.Wait()
}

func cmpOr[T comparable](vals ...T) T {
	var zero T
	for _, v := range vals {
		if v != zero {
			return v
		}
	}
	return zero
}
