package capsule

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/staleness"
)

// ErrNoSnapshot is returned (wrapped) by Generate when nothing has been
// ingested into the data directory.
var ErrNoSnapshot = errors.New("capsule: no ingested sources")

// Options configure Generate.
type Options struct {
	Data     datadir.Dir
	GraphURL string // "" = the embedded store in Data
	// LockTimeout bounds the wait for the data-directory lock.
	LockTimeout time.Duration
	// Holder is recorded in the lock file, e.g. "capsule job".
	Holder    string
	ProjectID string
	Limits    Limits
	Staleness staleness.Options
}

// Generate builds the capsule of the data directory's current snapshot,
// created at now: it takes the data-directory lock, reads state.json and
// the contract quads, closes the stores and releases the lock, then runs
// the staleness check over the snapshot's files (judged at now) for the
// open findings.
func Generate(ctx context.Context, now time.Time, opt Options) (*Capsule, error) {
	state, quads, err := readSnapshot(ctx, opt)
	if err != nil {
		return nil, err
	}
	return FromSnapshot(ctx, now, state, quads, opt)
}

// FromSnapshot builds the capsule of a snapshot already read (its state
// and contract quads, ContractPredicates), created at now: the part of
// Generate after the stores are closed, for readers that hold a snapshot
// open (query serve). opt.Data, GraphURL, LockTimeout and Holder are
// unused.
func FromSnapshot(ctx context.Context, now time.Time, state *ingest.State, quads []graph.Quad, opt Options) (*Capsule, error) {
	paths := make([]string, 0, len(state.Files))
	for p := range state.Files {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	arts := make([]Artifact, 0, len(paths))
	files := make([]sources.File, 0, len(paths))
	for _, p := range paths {
		fs := state.Files[p]
		arts = append(arts, Artifact{Path: p, Kind: fs.Kind, Hash: fs.Hash})
		abs := filepath.Join(fs.Root, filepath.FromSlash(p))
		st, err := os.Stat(abs)
		if err != nil {
			continue // deleted since the last ingest: the next ingest drops it
		}
		files = append(files, sources.File{Root: fs.Root, Path: p, Abs: abs, Size: st.Size(), ModTime: st.ModTime()})
	}
	rep, err := staleness.Check(ctx, files, now, opt.Staleness)
	if err != nil {
		return nil, fmt.Errorf("capsule: %w", err)
	}
	return Build(Input{ProjectID: opt.ProjectID, CreatedAt: now, Quads: quads, Artifacts: arts,
		Findings: rep.Findings, Limits: opt.Limits})
}

// readSnapshot reads state.json and the contract quads under the lock.
func readSnapshot(ctx context.Context, opt Options) (_ *ingest.State, _ []graph.Quad, err error) {
	lock, err := opt.Data.Acquire(ctx, cmp.Or(opt.Holder, "capsule"), opt.LockTimeout)
	if err != nil {
		return nil, nil, fmt.Errorf("capsule: %w", err)
	}
	defer func() { err = errors.Join(err, lock.Release()) }()
	state, err := ingest.LoadState(opt.Data.State())
	if err != nil {
		return nil, nil, fmt.Errorf("capsule: %w", err)
	}
	if len(state.Files) == 0 {
		return nil, nil, fmt.Errorf("%w in %s (run `ingest run` first)", ErrNoSnapshot, opt.Data)
	}
	g, err := graph.Open(ctx, cmp.Or(opt.GraphURL, opt.Data.Graph()), graph.Options{})
	if err != nil {
		return nil, nil, fmt.Errorf("capsule: %w", err)
	}
	defer func() { err = errors.Join(err, g.Close()) }()
	quads, err := g.Edges(ctx, ContractPredicates...)
	if err != nil {
		return nil, nil, fmt.Errorf("capsule: %w", err)
	}
	return state, quads, nil
}
