package ingest

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/model"
	"github.com/sourcegraph/conc/pool"
)

// modelChanges are the documents a run recorded (both stores hold them)
// and deleted, to apply to the published read model. A document's read
// model waits in a spill file (model.Spill), not on the heap, from the
// moment it is parsed until it is published: held until then, the read
// model of a large file was the largest part of the live heap while its
// quads were written.
type modelChanges struct {
	dir     string // where the spill file is created
	spill   *model.Spill
	written map[string]spilled
	deleted map[string]bool
}

// spilled is a document's read model in the spill and its hash.
type spilled struct {
	ref  model.SpillRef
	hash string
}

func newModelChanges(dir string) *modelChanges {
	return &modelChanges{dir: dir, written: map[string]spilled{}, deleted: map[string]bool{}}
}

// put moves d to the spill, creating it on first use, and leaves d empty.
func (c *modelChanges) put(d *model.Doc) (spilled, error) {
	if c.spill == nil {
		s, err := model.NewSpill(c.dir)
		if err != nil {
			return spilled{}, fmt.Errorf("ingest: %w", err)
		}
		c.spill = s
	}
	ref, err := c.spill.Put(d)
	if err != nil {
		return spilled{}, fmt.Errorf("ingest: %w", err)
	}
	s := spilled{ref: ref, hash: d.Hash}
	*d = model.Doc{}
	return s, nil
}

func (c *modelChanges) set(path string, d spilled) {
	c.written[path] = d
	delete(c.deleted, path)
}

func (c *modelChanges) delete(path string) {
	delete(c.written, path)
	c.deleted[path] = true
}

// close removes the spill.
func (c *modelChanges) close() error {
	if c.spill == nil {
		return nil
	}
	return c.spill.Close()
}

// publish makes what the run stored the published snapshot, once both
// stores hold all of it: it writes the read model of the snapshot into the
// generation, then replaces current.json, then removes the generations no
// reader holds. A run that wrote anything wrote into a generation other
// than the published one; a run that changed nothing, and whose published
// snapshot has a read model of this version and its derived files,
// publishes nothing.
func publish(ctx context.Context, opt Options, state *State, cur datadir.Current, migrated bool, changes *modelChanges, sum *Summary) error {
	id := state.SnapshotID()
	if state.Generation == 0 || state.Generation == cur.Generation && cur.SnapshotID == id &&
		cur.Files == len(state.Files) && cur.Model == model.FileName && hasDerived(opt, cur.Generation) {
		return nil
	}
	if migrated {
		// The writer's record names the migrated generation before it is
		// published (datadir.Snapshot.ReadRecord).
		if err := state.Save(opt.Data.State()); err != nil {
			return fmt.Errorf("ingest: %w", err)
		}
	}
	start := time.Now()
	m, err := nextModel(ctx, opt, state, cur, changes)
	if err != nil {
		return fmt.Errorf("ingest: read model: %w", err)
	}
	m.ID = id
	size, err := writeModelFiles(ctx, opt, opt.Data.Generation(state.Generation), m)
	if err != nil {
		return err
	}
	sum.ModelBytes, sum.ModelTime = size, time.Since(start)
	c := datadir.Current{SnapshotID: id, Generation: state.Generation, Files: len(state.Files), Model: model.FileName, Roots: state.Roots()}
	if err := opt.Data.Publish(c); err != nil {
		return fmt.Errorf("ingest: %w", err)
	}
	if _, err := opt.Data.Collect(state.Generation); err != nil {
		return fmt.Errorf("ingest: %w", err)
	}
	return removeSuperseded(opt, state.Generation)
}

// writeModelFiles writes the model file of m and the derived files into
// the generation directory dir and returns the model file's size. The
// model file, the derived files that write from the model (Write) and
// those that take from it what they need (Load) are written or loaded
// side by side, since each only reads the model; then, with the model no
// longer held here, the files that loaded write theirs side by side.
func writeModelFiles(ctx context.Context, opt Options, dir string, m *model.Snapshot) (int64, error) {
	var size countWriter
	writers := make([]model.WriteFunc, len(opt.Derived))
	p := pool.New().WithErrors().WithContext(ctx)
	p.Go(func(context.Context) error {
		err := datadir.WriteFileFunc(filepath.Join(dir, model.FileName), 0o644, func(w io.Writer) error {
			return model.Write(io.MultiWriter(w, &size), m)
		})
		if err != nil {
			return fmt.Errorf("ingest: read model: %w", err)
		}
		return nil
	})
	for i, d := range opt.Derived {
		p.Go(func(ctx context.Context) error {
			var err error
			if d.Load != nil {
				writers[i], err = d.Load(ctx, m)
			} else {
				err = datadir.WriteFileFunc(filepath.Join(dir, d.Name), 0o644, func(w io.Writer) error {
					return d.Write(ctx, w, m)
				})
			}
			if err != nil {
				return fmt.Errorf("ingest: read model: %s: %w", d.Name, err)
			}
			return nil
		})
	}
	if err := p.Wait(); err != nil {
		return 0, err
	}
	// From here on nothing references m: the caller's model is garbage
	// once this returns, and the loaded writers run without it.
	p = pool.New().WithErrors().WithContext(ctx)
	for i, d := range opt.Derived {
		if writers[i] == nil {
			continue
		}
		write := writers[i]
		writers[i] = nil
		p.Go(func(ctx context.Context) error {
			err := datadir.WriteFileFunc(filepath.Join(dir, d.Name), 0o644, func(w io.Writer) error {
				return write(ctx, w)
			})
			if err != nil {
				return fmt.Errorf("ingest: read model: %s: %w", d.Name, err)
			}
			return nil
		})
	}
	return int64(size), p.Wait()
}

// removeSuperseded removes from generation gen the files of other versions
// of the model and of the derived files (model.v2 beside model.v3, a
// verifier index of other profiles), which a snapshot republished in the
// same generation leaves. A reader still
// holding one keeps reading it until it closes it.
func removeSuperseded(opt Options, gen int) error {
	current := map[string]bool{model.FileName: true}
	for _, d := range opt.Derived {
		current[d.Name] = true
	}
	kinds := map[string]bool{}
	for name := range current {
		kinds[kindOf(name)] = true
	}
	dir := opt.Data.Generation(gen)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return fmt.Errorf("ingest: %w", err)
	}
	for _, e := range entries {
		if n := e.Name(); !current[n] && e.Type().IsRegular() && versionless(n) != n && kinds[kindOf(n)] {
			if err := os.Remove(filepath.Join(dir, n)); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return fmt.Errorf("ingest: remove superseded %s: %w", n, err)
			}
		}
	}
	return nil
}

// kindOf is what a file of a generation holds: its name up to the first
// dot (model of model.v3, verifier of verifier.<profiles>.v1, whose
// other profiles' files it replaces too).
func kindOf(name string) string {
	kind, _, _ := strings.Cut(name, ".")
	return kind
}

// versionless is a file name without its ".v<N>" version suffix, or the
// name itself when it has none.
func versionless(name string) string {
	i := strings.LastIndex(name, ".v")
	if i < 0 || i+2 == len(name) || strings.Trim(name[i+2:], "0123456789") != "" {
		return name
	}
	return name[:i]
}

// hasDerived reports whether generation gen holds every derived file of
// opt (a snapshot published before one was written gets it at the next run).
func hasDerived(opt Options, gen int) bool {
	for _, d := range opt.Derived {
		if _, err := os.Stat(filepath.Join(opt.Data.Generation(gen), d.Name)); err != nil {
			return false
		}
	}
	return true
}

// nextModel is the read model of what the stores hold after the run: the
// published model with the run's changes applied, when that matches the
// state file for file (same paths, same hashes); otherwise (no published
// model of this version, or a run that did not finish recorded files the
// published model lacks) the model decoded from the stores.
func nextModel(ctx context.Context, opt Options, state *State, cur datadir.Current, changes *modelChanges) (*model.Snapshot, error) {
	docs := map[string]model.Doc{}
	if cur.Model == model.FileName && cur.Generation > 0 {
		if prev, err := model.ReadFile(filepath.Join(opt.Data.Generation(cur.Generation), cur.Model)); err == nil && prev.ID == cur.SnapshotID {
			for _, d := range prev.Docs {
				docs[d.Path] = d
			}
		}
	}
	for p := range changes.deleted {
		delete(docs, p)
	}
	hashes := make(map[string]string, len(docs)+len(changes.written))
	for p, d := range docs {
		hashes[p] = d.Hash
	}
	for p, d := range changes.written {
		hashes[p] = d.hash
	}
	consistent := len(hashes) == len(state.Files)
	for p, f := range state.Files {
		if h, ok := hashes[p]; !ok || h != f.Hash {
			consistent = false
			break
		}
	}
	if !consistent {
		return modelFromStores(ctx, opt, state)
	}
	for p, d := range changes.written {
		doc, err := changes.spill.Get(d.ref)
		if err != nil {
			return nil, err
		}
		docs[p] = doc
	}
	m := &model.Snapshot{Docs: make([]model.Doc, 0, len(docs))}
	for _, p := range slices.Sorted(maps.Keys(docs)) {
		m.Docs = append(m.Docs, docs[p])
	}
	return m, nil
}

// countWriter counts the bytes written to it.
type countWriter int64

func (c *countWriter) Write(p []byte) (int, error) {
	*c += countWriter(len(p))
	return len(p), nil
}

// modelFromStores decodes the read model from the stores the run wrote.
func modelFromStores(ctx context.Context, opt Options, state *State) (_ *model.Snapshot, err error) {
	g, err := graph.Open(ctx, cmp.Or(opt.GraphURL, opt.Data.Graph()), graph.Options{LockTimeout: opt.LockTimeout})
	if err != nil {
		return nil, err
	}
	quads, err := g.Edges(ctx, model.Predicates...)
	if err = errors.Join(err, g.Close()); err != nil {
		return nil, err
	}
	x, err := index.Open(ctx, opt.Data.GenerationIndex(state.Generation), index.Options{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	chunks, err := x.Chunks(ctx)
	if err = errors.Join(err, x.Close()); err != nil {
		return nil, err
	}
	return model.FromStores("", quads, chunks)
}
