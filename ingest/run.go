package ingest

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/canon-kg/canon/chunk"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/model"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/validate"
)

// GCPercent is the garbage-collection target (GOGC) the ingest command runs
// with when GOGC is not set. A first ingest allocates about 1.5 MB per KB
// of source (Cayley and bbolt most of it, then Bleve); at Go's default of
// 100 the collector takes about a tenth of the run's CPU time. At 200 a
// full ingest of the corpora is about 6% faster and its peak RSS about
// 45% higher (600 MB to 880 MB), which a batch job can afford
// (BenchmarkIngestCorpora, GOGC=100 and 200).
const GCPercent = 200

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
	// Validate configures the document rules run on every parsed file
	// (validate.Document); a zero Now disables the staleness rules.
	Validate validate.Options
	// BatchQuads is how many quads of documents are gathered into one
	// graph write (default defaultBatchQuads); a larger document is a
	// write of its own.
	BatchQuads int
	// TxQuads bounds the quads of one graph transaction (default
	// graph.DefaultTxQuads): a document with more is written over several
	// (graph.Store.Replace).
	TxQuads int
	// Derived are files computed from the read model once per snapshot
	// and written beside it before it is published, so that readers load
	// them instead of computing them (retrieve.Lookups: the ranking's
	// lookups).
	Derived []model.Derived
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
	Rules  int   `json:"rules"`
	Chunks int   `json:"chunks"`
	Quads  int   `json:"quads"`
	Bytes  int64 `json:"bytes"`
	// In the stores after the run.
	TotalDocs   int `json:"total_docs"`
	TotalRules  int `json:"total_rules"`
	TotalChunks int `json:"total_chunks"`
	TotalQuads  int `json:"total_quads"`

	Kinds    map[string]int `json:"kinds"` // documents seen, by kind (changed files only are parsed; unchanged count from state)
	Failures []Failure      `json:"failures"`
	// Findings of the document rules (validate) on the files parsed by this
	// run, sorted; Status is their finding.Status. Blocked documents were
	// not written.
	Findings []finding.Finding `json:"findings"`
	Status   string            `json:"status"`
	Blocked  int               `json:"blocked"`
	// ModelBytes and ModelTime are the size of the read model the run
	// published and the time it took to build and write it (0 when it
	// published none).
	ModelBytes int64         `json:"model_bytes,omitempty"`
	ModelTime  time.Duration `json:"model_ns,omitempty"`
	// Reconciled is what the run removed from the stores before its own
	// writes because the last run stopped mid-write (nil: nothing checked).
	Reconciled *Drift        `json:"reconciled,omitempty"`
	Duration   time.Duration `json:"duration_ns"`

	// Open counts the open findings state.json records after the run, of
	// every file (those of files this run did not read included), and
	// OpenStatus is their status: what the snapshot stands at.
	Open       int    `json:"open_findings"`
	OpenStatus string `json:"open_status"`

	// judged are the findings of each path this run judged (a file read,
	// or not ingested), for State.Findings.
	judged map[string][]finding.Finding
}

// judge records fs as the findings of path p (none when fs is empty).
func (s *Summary) judge(p string, fs []finding.Finding) {
	if s.judged == nil {
		s.judged = map[string][]finding.Finding{}
	}
	s.judged[p] = append(s.judged[p], fs...)
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
	p := sources.EscapePath(f.Path)
	if f.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", p, f.Line, f.Err)
	}
	return fmt.Sprintf("%s: %s", p, f.Err)
}

// result is what a worker makes of one file. The parsed document itself
// is not kept: only what the writers and the recorder need.
type result struct {
	file      sources.File
	hash      string
	unchanged bool
	parsed    bool              // parsed in this run (findings set)
	findings  []finding.Finding // of the document rules on the parsed document
	kind      sources.Kind
	// quads and chunks are released by their writers once written;
	// nQuads and nChunks are their numbers.
	quads           []graph.Quad
	chunks          []index.Chunk
	nQuads, nChunks int
	rules           int
	doc             model.Doc // the document's read model, until it is spilled
	model           spilled   // the document's read model in the spill
	err             error
}

// Run ingests the roots into the data directory.
func Run(ctx context.Context, opt Options) (_ *Summary, err error) {
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
	holder := cmp.Or(opt.Holder, "ingest")
	lock, err := opt.Data.Acquire(ctx, holder, opt.LockTimeout)
	if err != nil {
		return nil, fmt.Errorf("ingest: %w", err)
	}
	defer func() {
		if rerr := lock.Release(); rerr != nil {
			err = errors.Join(err, fmt.Errorf("ingest: %w", rerr))
		}
	}()

	state, err := datadir.LoadState(opt.Data.State())
	if err != nil {
		return nil, fmt.Errorf("ingest: %w", err)
	}
	migrated, err := opt.Data.MigrateFlatIndex()
	if err != nil {
		return nil, fmt.Errorf("ingest: %w", err)
	}
	if migrated && state.Generation == 0 {
		state.Generation = 1
	}
	reset := len(state.Files) > 0 && storeMissing(opt, state.Generation)
	if reset {
		// The state describes stores that are gone: start over.
		state = &State{Version: datadir.StateVersion, Files: map[string]FileState{}}
	}
	cur, err := opt.Data.ReadCurrent()
	if err != nil && !errors.Is(err, datadir.ErrNothingIngested) {
		return nil, fmt.Errorf("ingest: %w", err)
	}
	// Generations readers held when earlier runs published are collected
	// now.
	if _, err := opt.Data.Collect(cur.Generation, state.Generation); err != nil {
		return nil, fmt.Errorf("ingest: %w", err)
	}
	sum := &Summary{Kinds: map[string]int{}}
	if state.Writing || reset {
		d, err := reconcile(ctx, opt, state)
		if err != nil {
			return nil, err
		}
		sum.Reconciled = &d
	}
	files, walkErrs := sources.Discover(ctx, roots, opt.Discover)
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("ingest: %w", err)
	}
	var protect []string // absolute paths under which nothing may be deleted
	for _, e := range walkErrs {
		f := failureOf(e, "")
		sum.Failures = append(sum.Failures, f)
		protect = append(protect, f.Path)
		if fd, ok := validate.Walk(e); ok {
			sum.Findings = append(sum.Findings, fd) // a dangling CLAUDE.md is the user's to fix
			sum.judge(fd.Path, []finding.Finding{fd})
		}
	}
	files, dups := dedupe(files)
	sum.Failures = append(sum.Failures, dups...)
	sum.Seen = len(files)

	seen := make(map[string]bool, len(files))
	for _, f := range files {
		seen[f.Path] = true
	}
	var deleted []string
	for p, fs := range state.Files {
		if seen[p] || protected(filepath.Join(fs.Root, filepath.FromSlash(p)), protect) {
			continue
		}
		deleted = append(deleted, p)
	}
	slices.Sort(deleted)

	changes := newModelChanges(string(opt.Data))
	defer func() {
		if cerr := changes.close(); cerr != nil {
			err = errors.Join(err, cerr)
		}
	}()
	if err := pipeline(ctx, opt, state, cur.Generation, files, deleted, sum, changes); err != nil {
		return sum, err
	}
	// Parsing is done: the embedder's word caches (28 MB of a 10 MB CSV's
	// ingest, live beside its verifier index at publication) are not
	// needed to publish.
	embedder.Release()
	findingsChanged := keepFindings(state, sum.judged, seen)
	open := state.OpenFindings()
	sum.Open, sum.OpenStatus = len(open), finding.Status(open)
	if err := publish(ctx, opt, state, cur, migrated, changes, sum); err != nil {
		return sum, err
	}
	if findingsChanged && !state.Writing {
		// Nothing else changed: the findings are saved on their own.
		if err := state.Save(opt.Data.State()); err != nil {
			return sum, fmt.Errorf("ingest: %w", err)
		}
	}
	if err := finishWriting(opt, state); err != nil {
		return sum, err
	}
	sum.TotalDocs, sum.TotalQuads, sum.TotalChunks, sum.TotalRules = state.Totals()
	finishFindings(sum)
	slices.SortFunc(sum.Failures, func(a, b Failure) int {
		return cmp.Or(strings.Compare(a.Path, b.Path), a.Line-b.Line, strings.Compare(a.Err, b.Err))
	})
	sum.Duration = time.Since(start)
	return sum, nil
}

// storeMissing reports whether the index of generation gen, or the
// embedded graph store, does not exist on disk (a PostgreSQL graph is not
// checked).
func storeMissing(opt Options, gen int) bool {
	if gen == 0 {
		return true
	}
	paths := []string{opt.Data.GenerationIndex(gen)}
	if opt.GraphURL == "" {
		paths = append(paths, opt.Data.Graph())
	}
	for _, p := range paths {
		if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist) {
			return true
		}
	}
	return false
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
		return Failure{Path: cmp.Or(pe.Path, path), Line: pe.Line, Err: pe.Err.Error()}
	}
	var we *sources.WalkError
	if path == "" && errors.As(err, &we) {
		return Failure{Path: we.Abs(), Err: we.Err.Error()} // the entry, not a link's target
	}
	var fe *os.PathError
	if path == "" && errors.As(err, &fe) {
		return Failure{Path: fe.Path, Err: fe.Err.Error()}
	}
	return Failure{Path: path, Err: err.Error()}
}

func process(ctx context.Context, f sources.File, prev map[string]FileState, opt Options) result {
	r := result{file: f}
	if err := ctx.Err(); err != nil {
		r.err = err
		return r
	}
	start := time.Now()
	data, err := sources.ReadFile(f, opt.Parse.MaxSize)
	if err != nil {
		r.err = err
		return r
	}
	sum := sha256.Sum256(data)
	r.hash = hex.EncodeToString(sum[:])
	if old, ok := prev[f.Path]; ok && old.Hash == r.hash && old.Root == f.Root {
		r.unchanged = true
		return r
	}
	doc, err := sources.ParseContext(ctx, f, data, opt.Parse)
	if err != nil {
		r.err = err
		return r
	}
	r.parsed, r.kind = true, doc.Kind
	r.findings = validate.Document(validate.Input{File: f, Doc: doc}, opt.Validate)
	if finding.Status(r.findings) == finding.StatusBlocked {
		return r // not written: checkResult says so
	}
	cs := chunk.Split(doc, opt.Chunk)
	if r.err = overBudget(ctx, f, start, opt.Parse.Limits); r.err != nil {
		return r
	}
	r.quads = takeQuads(doc) // doc.Records are not needed after it
	r.chunks = indexChunks(doc, cs)
	r.nQuads, r.nChunks = len(r.quads), len(r.chunks)
	if r.err = overBudget(ctx, f, start, opt.Parse.Limits); r.err != nil {
		return r
	}
	embedAll(r.chunks)
	if r.err = overBudget(ctx, f, start, opt.Parse.Limits); r.err != nil {
		return r
	}
	r.rules = len(doc.Rules)
	if r.doc, err = decoder.Doc(doc.Path, r.quads, r.chunks); err != nil {
		r.err = err
	}
	return r
}
