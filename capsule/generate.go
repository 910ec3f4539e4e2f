package capsule

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/snapshot"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/staleness"
)

// Options configure Generate.
type Options struct {
	Data     datadir.Dir
	GraphURL string // "" = the embedded store in Data
	// LockTimeout bounds the wait for an ingest that has unpublished
	// writes in the graph (snapshot.Options.Wait).
	LockTimeout time.Duration
	ProjectID   string
	Limits      Limits
	Staleness   staleness.Options
}

// Generate builds the capsule of the data directory's published snapshot,
// created at now: it reads the snapshot's state and contract quads
// (snapshot.Open; with nothing published the error wraps
// datadir.ErrNothingIngested), then runs
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
// open (query serve). opt.Data, GraphURL and LockTimeout are unused.
func FromSnapshot(ctx context.Context, now time.Time, state *datadir.State, quads []graph.Quad, opt Options) (*Capsule, error) {
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
	// The open findings: those the last runs recorded of each file, but
	// for staleness, judged again as of now.
	var open []finding.Finding
	for _, f := range state.OpenFindings() {
		if !staleness.IsRule(f.Rule) {
			open = append(open, f)
		}
	}
	return Build(Input{ProjectID: opt.ProjectID, CreatedAt: now, Quads: quads, Artifacts: arts,
		Findings: append(open, rep.Findings...), Limits: opt.Limits})
}

// readSnapshot reads the published snapshot's state (state.json as
// published) and contract quads.
func readSnapshot(ctx context.Context, opt Options) (state *datadir.State, quads []graph.Quad, err error) {
	r, err := snapshot.Open(ctx, opt.Data, snapshot.Options{GraphURL: opt.GraphURL, Wait: opt.LockTimeout}, func(ctx context.Context, r *snapshot.Reader) error {
		err := r.ReadRecord(ctx, func(context.Context) error {
			var err error
			state, err = datadir.LoadState(opt.Data.State())
			return err
		})
		if err != nil {
			return fmt.Errorf("capsule: %w", err)
		}
		if quads, err = r.Edges(ctx, ContractPredicates...); err != nil {
			return fmt.Errorf("capsule: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	return state, quads, r.Close()
}
