package datadir

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
)

// ErrNothingIngested is returned (wrapped, "nothing ingested in DIR: run
// `ingest run` first") by every reader of a data directory that has no
// published snapshot: no directory, nothing ingested yet, or only stores
// written by a canon from before snapshots were published.
var ErrNothingIngested = errors.New("nothing ingested")

// ErrBusy marks a read that found a store held by a writer; ReadRecord
// retries it.
var ErrBusy = errors.New("store busy")

// ErrSuperseded is returned (wrapped) by ReadRecord when a newer snapshot
// was published while it waited: the caller opens the new one.
var ErrSuperseded = errors.New("snapshot superseded")

// DefaultWait is how long a reader waits for an ingest that holds the
// record stores when its caller gives no timeout.
const DefaultWait = 30 * time.Second

// readersLock is the file in a generation directory on which readers hold
// a shared flock(2) while they use the generation.
const readersLock = "readers.lock"

// Current is the published snapshot, the contents of current.json: what a
// reader opens. An ingest writes it last, after both stores and the read
// model hold the whole run.
type Current struct {
	// SnapshotID identifies the sources of the snapshot ("snap-" and 16
	// hex digits of their hash).
	SnapshotID string `json:"snapshot_id"`
	// Generation is the index generation (Dir.Generation) that holds the
	// snapshot's index and read model.
	Generation int `json:"generation"`
	// Files is the number of source files in the snapshot.
	Files int `json:"files"`
	// Model is the file name of the persisted read model inside the
	// generation's directory; "" when there is none.
	Model string `json:"model,omitempty"`
	// Roots are the ingested roots of the snapshot's files (State.Roots),
	// so that mapping a path onto them reads this small file, not the
	// state file. Pointers written before it was recorded have none:
	// Dir.Roots reads the state file for them.
	Roots []string `json:"roots,omitempty"`
}

// CurrentFile returns the path of current.json, the published snapshot.
func (d Dir) CurrentFile() string { return filepath.Join(string(d), "current.json") }

// Generation returns the directory of index generation gen: index/000042.
// It holds the index (GenerationIndex), the read model and the readers'
// lock file.
func (d Dir) Generation(gen int) string {
	return filepath.Join(d.Index(), fmt.Sprintf("%06d", gen))
}

// GenerationIndex returns the directory of generation gen's Bleve index.
func (d Dir) GenerationIndex(gen int) string { return filepath.Join(d.Generation(gen), "bleve") }

func (d Dir) nothing() error {
	return fmt.Errorf("%w in %s: run `ingest run` first", ErrNothingIngested, d)
}

// ReadCurrent reads the published snapshot. With none it returns an error
// wrapping ErrNothingIngested; it never creates anything.
func (d Dir) ReadCurrent() (Current, error) {
	var c Current
	b, err := os.ReadFile(d.CurrentFile())
	if errors.Is(err, fs.ErrNotExist) {
		return c, d.nothing()
	}
	if err != nil {
		return c, fmt.Errorf("read snapshot pointer %s: %w", d.CurrentFile(), err)
	}
	if err := json.Unmarshal(b, &c); err != nil {
		return c, fmt.Errorf("read snapshot pointer %s: %w", d.CurrentFile(), err)
	}
	if c.Generation <= 0 || c.SnapshotID == "" {
		return c, fmt.Errorf("read snapshot pointer %s: no generation or snapshot ID", d.CurrentFile())
	}
	if c.Files == 0 {
		return c, d.nothing()
	}
	return c, nil
}

// CurrentSnapshotID returns the ID of the published snapshot. It only
// reads current.json, so it is cheap enough to call before every query to
// see whether an ingest published a newer one. With nothing published the
// error wraps ErrNothingIngested.
func (d Dir) CurrentSnapshotID() (string, error) {
	c, err := d.ReadCurrent()
	if err != nil {
		return "", err
	}
	return c.SnapshotID, nil
}

// Publish makes c the published snapshot by replacing current.json
// atomically. Only the writer, holding the lock, calls it.
func (d Dir) Publish(c Current) error {
	if err := d.createReadersLock(c.Generation); err != nil {
		return fmt.Errorf("publish snapshot %s: %w", c.SnapshotID, err)
	}
	b, err := json.MarshalIndent(c, "", " ")
	if err != nil {
		return fmt.Errorf("publish snapshot %s: %w", c.SnapshotID, err)
	}
	if err := WriteFile(d.CurrentFile(), append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("publish snapshot %s: %w", c.SnapshotID, err)
	}
	return nil
}

// Snapshot is a published snapshot held open for reading. While it is
// held the writer never removes its generation; newer snapshots may be
// published meanwhile. Close it when done.
type Snapshot struct {
	Current
	// Path is the generation's directory, where the read model is.
	Path string
	// IndexPath is the generation's index (open it read-only).
	IndexPath string
	// Waiting, when set, is called once when ReadRecord starts waiting for
	// an ingest, with a message naming it.
	Waiting func(msg string)
	d       Dir
	lock    *os.File
}

// OpenSnapshot holds the published snapshot for reading: it reads
// current.json and takes a shared flock on the generation's readers'
// lock, which only the writer's collector of old generations contends
// for. It never writes or creates anything, and never waits for an
// ingest: a running ingest writes a generation nobody reads until it
// publishes it. With nothing published the error wraps ErrNothingIngested.
func (d Dir) OpenSnapshot(ctx context.Context) (*Snapshot, error) {
	for {
		c, err := d.ReadCurrent()
		if err != nil {
			return nil, err
		}
		path := d.Generation(c.Generation)
		f, err := lockShared(ctx, filepath.Join(path, readersLock))
		switch {
		case err == nil:
			return &Snapshot{Current: c, Path: path, IndexPath: d.GenerationIndex(c.Generation), d: d, lock: f}, nil
		case errors.Is(err, errCollected):
			// Collected between reading the pointer and locking: a newer
			// snapshot was published, read the pointer again.
		default:
			return nil, fmt.Errorf("open snapshot %s of %s: %w", c.SnapshotID, d, err)
		}
	}
}

// errCollected reports a generation removed before its lock was taken.
var errCollected = errors.New("generation collected")

// lockShared opens the lock file at path read-only and takes a shared
// flock on it, polling while the collector holds it exclusively. It
// returns errCollected when the file is gone, or was removed while it
// waited.
func lockShared(ctx context.Context, path string) (*os.File, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, errCollected
	}
	if err != nil {
		return nil, err
	}
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_SH|syscall.LOCK_NB)
		if err == nil {
			break
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			_ = f.Close() // read-only: nothing to lose
			return nil, fmt.Errorf("lock %s: %w", path, err)
		}
		select {
		case <-ctx.Done():
			_ = f.Close() // read-only: nothing to lose
			return nil, fmt.Errorf("lock %s: %w", path, ctx.Err())
		case <-time.After(5 * time.Millisecond):
		}
	}
	// The collector removes a generation while holding the lock
	// exclusively: if the file was removed meanwhile, this lock guards
	// nothing.
	held, err := f.Stat()
	if err == nil {
		var now os.FileInfo
		if now, err = os.Stat(path); err == nil && !os.SameFile(held, now) {
			err = fs.ErrNotExist
		}
	}
	if err != nil {
		_ = f.Close() // read-only: nothing to lose
		if errors.Is(err, fs.ErrNotExist) {
			return nil, errCollected
		}
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	return f, nil
}

// Close releases the snapshot. It is safe to call more than once.
func (s *Snapshot) Close() error {
	if s == nil || s.lock == nil {
		return nil
	}
	err := s.lock.Close() // closing the descriptor releases the flock
	s.lock = nil
	if err != nil {
		return fmt.Errorf("release snapshot %s: %w", s.SnapshotID, err)
	}
	return nil
}

// ModelPath returns the path of the snapshot's persisted read model, ""
// when it has none.
func (s *Snapshot) ModelPath() string {
	if s.Model == "" {
		return ""
	}
	return filepath.Join(s.Path, s.Model)
}

// ReadRecord runs read, which reads the record stores the ingest writes in
// place (the graph, state.json), so that what it read is exactly the
// snapshot s: it starts only when the writer's record names s's generation
// (no ingest has written since s was published), and read's result is
// kept only when that still holds after it returned. Otherwise, or when
// read fails with ErrBusy (a store held by the writer), it waits and tries
// again, up to timeout (0: DefaultWait), then fails naming the ingest. When
// a newer snapshot is published meanwhile it returns ErrSuperseded: the
// caller reopens.
func (s *Snapshot) ReadRecord(ctx context.Context, timeout time.Duration, read func(context.Context) error) error {
	if timeout <= 0 {
		timeout = DefaultWait
	}
	deadline := time.Now().Add(timeout)
	var last error
	for waited := false; ; waited = true {
		if waited && s.Waiting != nil {
			s.Waiting(fmt.Sprintf("waiting up to %s for the ingest (%s) to publish its snapshot of %s", timeout, readHolder(s.d.LockFile()), s.d))
			s.Waiting = nil
		}
		stable, err := s.stable()
		if err != nil {
			return err
		}
		if stable {
			err := read(ctx)
			if err != nil && !errors.Is(err, ErrBusy) {
				return err
			}
			if err == nil {
				if stable, err = s.stable(); err != nil {
					return err
				}
				if stable {
					return nil
				}
			}
			last = err
		}
		if c, err := s.d.ReadCurrent(); err == nil && c.Generation != s.Generation {
			return fmt.Errorf("read snapshot %s of %s: %w by %s", s.SnapshotID, s.d, ErrSuperseded, c.SnapshotID)
		}
		if !time.Now().Before(deadline) {
			msg := fmt.Sprintf("read snapshot %s of %s: ingest running (%s) and the stores hold unpublished writes; waited %s",
				s.SnapshotID, s.d, readHolder(s.d.LockFile()), timeout)
			if last != nil {
				return fmt.Errorf("%s: %w", msg, last)
			}
			return errors.New(msg)
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("read snapshot %s of %s: %w", s.SnapshotID, s.d, ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// stable reports whether the writer's record (state.json) names the
// snapshot's generation: no ingest wrote since it was published.
func (s *Snapshot) stable() (bool, error) {
	gen, err := s.d.WriterGeneration()
	if err != nil {
		return false, err
	}
	return gen == s.Generation, nil
}

// WriterGeneration returns the generation the writer's record (state.json)
// names: the one the last ingest wrote into, published or not. 0 when
// there is no record or it names none.
func (d Dir) WriterGeneration() (int, error) {
	b, err := os.ReadFile(d.State())
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("read state %s: %w", d.State(), err)
	}
	var st struct {
		Generation json.Number `json:"generation"`
	}
	if err := json.Unmarshal(b, &st); err != nil {
		return 0, fmt.Errorf("read state %s: %w", d.State(), err)
	}
	if st.Generation == "" {
		return 0, nil
	}
	g, err := strconv.Atoi(string(st.Generation))
	if err != nil {
		return 0, fmt.Errorf("read state %s: generation %q: %w", d.State(), st.Generation, err)
	}
	return g, nil
}
