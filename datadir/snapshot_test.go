package datadir

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// publish creates generation gen and publishes it as snapshot id, with
// the writer's record naming gen.
func publish(t *testing.T, d Dir, gen int, id string) {
	t.Helper()
	if err := os.MkdirAll(d.Generation(gen), 0o755); err != nil {
		t.Fatal(err)
	}
	setWriter(t, d, gen)
	if err := d.Publish(Current{SnapshotID: id, Generation: gen, Files: 1}); err != nil {
		t.Fatal(err)
	}
}

// setWriter makes the writer's record (state.json) name generation gen.
func setWriter(t *testing.T, d Dir, gen int) {
	t.Helper()
	b := []byte(`{"version": ` + strconv.Itoa(StateVersion) + `, "generation": ` + strconv.Itoa(gen) + `, "files": {}}`)
	if err := WriteFile(d.State(), b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestOpenSnapshot_NothingIngested(t *testing.T) {
	missing := Dir(filepath.Join(t.TempDir(), "data"))
	_, err := missing.OpenSnapshot(context.Background())
	if !errors.Is(err, ErrNothingIngested) || err.Error() != "nothing ingested in "+string(missing)+": run `ingest run` first" {
		t.Fatalf("OpenSnapshot of a missing directory: %v", err)
	}
	if _, err := os.Stat(string(missing)); !errors.Is(err, fs.ErrNotExist) {
		t.Fatal("a reader created the data directory")
	}
	if _, err := missing.CurrentSnapshotID(); !errors.Is(err, ErrNothingIngested) {
		t.Fatalf("CurrentSnapshotID: %v", err)
	}
}

func TestSnapshot_CollectSparesHeld(t *testing.T) {
	d := Dir(t.TempDir())
	ctx := context.Background()
	publish(t, d, 1, "snap-a")
	held, err := d.OpenSnapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	other, err := d.OpenSnapshot(ctx) // readers never exclude readers
	if err != nil {
		t.Fatal(err)
	}
	if id, err := d.CurrentSnapshotID(); err != nil || id != "snap-a" {
		t.Fatalf("CurrentSnapshotID = %q, %v", id, err)
	}
	g, err := d.NewGeneration(1)
	if err != nil || g != 2 {
		t.Fatalf("NewGeneration = %d, %v", g, err)
	}
	publish(t, d, 2, "snap-b")
	removed, err := d.Collect(2)
	if err != nil || len(removed) != 0 {
		t.Fatalf("Collect with generation 1 held removed %v, %v", removed, err)
	}
	if err := held.Close(); err != nil {
		t.Fatal(err)
	}
	if removed, _ := d.Collect(2); len(removed) != 0 {
		t.Fatalf("Collect removed %v while a second reader holds generation 1", removed)
	}
	if err := other.Close(); err != nil {
		t.Fatal(err)
	}
	if removed, err := d.Collect(2); err != nil || !slices.Equal(removed, []int{1}) {
		t.Fatalf("Collect after the readers left = %v, %v", removed, err)
	}
	s, err := d.OpenSnapshot(ctx)
	if err != nil || s.SnapshotID != "snap-b" || s.IndexPath != d.GenerationIndex(2) {
		t.Fatalf("OpenSnapshot = %+v, %v", s, err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestLockShared_Collected: a reader that opened a generation's lock file
// just before the collector removed the generation finds out and does not
// use it.
func TestLockShared_Collected(t *testing.T) {
	d := Dir(t.TempDir())
	publish(t, d, 1, "snap-a")
	lockPath := filepath.Join(d.Generation(1), readersLock)
	f, err := os.Open(lockPath)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }() // read-only: nothing to lose
	if removed, err := d.Collect(); err != nil || len(removed) != 1 {
		t.Fatalf("Collect = %v, %v", removed, err)
	}
	if _, err := lockShared(context.Background(), lockPath); !errors.Is(err, errCollected) {
		t.Fatalf("lockShared on a collected generation: %v", err)
	}
}

func TestReadRecord(t *testing.T) {
	d := Dir(t.TempDir())
	ctx := context.Background()
	publish(t, d, 1, "snap-a")
	s, err := d.OpenSnapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = s.Close() }() // a reader: nothing to lose
	calls := 0
	if err := s.ReadRecord(ctx, time.Second, func(context.Context) error { calls++; return nil }); err != nil || calls != 1 {
		t.Fatalf("stable ReadRecord: %v after %d calls", err, calls)
	}

	// A writer starts (its record names generation 2) while read runs:
	// the result is discarded and read waits for the publication.
	calls = 0
	var notices []string
	s.Waiting = func(msg string) { notices = append(notices, msg) }
	err = s.ReadRecord(ctx, 300*time.Millisecond, func(context.Context) error {
		calls++
		if calls == 1 {
			setWriter(t, d, 2)
		}
		return nil
	})
	if err == nil || !strings.Contains(err.Error(), "ingest running") || calls != 1 {
		t.Fatalf("ReadRecord during an ingest: %v after %d calls", err, calls)
	}
	if len(notices) != 1 || !strings.Contains(notices[0], "waiting up to 300ms for the ingest") {
		t.Fatalf("wait notices: %q", notices)
	}
	// A busy store is retried.
	setWriter(t, d, 1)
	calls = 0
	err = s.ReadRecord(ctx, 5*time.Second, func(context.Context) error {
		if calls++; calls < 3 {
			return ErrBusy
		}
		return nil
	})
	if err != nil || calls != 3 {
		t.Fatalf("ReadRecord with a busy store: %v after %d calls", err, calls)
	}
	// The writer published a newer snapshot: the caller must reopen.
	publish(t, d, 2, "snap-b")
	err = s.ReadRecord(ctx, time.Second, func(context.Context) error { return nil })
	if !errors.Is(err, ErrSuperseded) {
		t.Fatalf("ReadRecord of a superseded snapshot: %v", err)
	}
}

func TestMigrateFlatIndex(t *testing.T) {
	d := Dir(t.TempDir())
	if ok, err := d.MigrateFlatIndex(); ok || err != nil {
		t.Fatalf("MigrateFlatIndex with no index = %v, %v", ok, err)
	}
	for _, f := range []string{"index_meta.json", "store/root.bolt"} {
		p := filepath.Join(d.Index(), f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if ok, err := d.MigrateFlatIndex(); !ok || err != nil {
		t.Fatalf("MigrateFlatIndex = %v, %v", ok, err)
	}
	for _, f := range []string{"index_meta.json", "store/root.bolt"} {
		if b, err := os.ReadFile(filepath.Join(d.GenerationIndex(1), f)); err != nil || string(b) != f {
			t.Fatalf("%s after migration: %q, %v", f, b, err)
		}
	}
	if gens, _ := d.Generations(); !slices.Equal(gens, []int{1}) {
		t.Fatalf("generations after migration: %v", gens)
	}
	if ok, err := d.MigrateFlatIndex(); ok || err != nil {
		t.Fatalf("second MigrateFlatIndex = %v, %v", ok, err)
	}
	// A migration interrupted after its first rename is finished.
	d2 := Dir(t.TempDir())
	if err := os.MkdirAll(filepath.Join(string(d2), "index.flat", "store"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(string(d2), "index.flat", "index_meta.json"), []byte("m"), 0o644); err != nil {
		t.Fatal(err)
	}
	if ok, err := d2.MigrateFlatIndex(); !ok || err != nil {
		t.Fatalf("resumed MigrateFlatIndex = %v, %v", ok, err)
	}
	if _, err := os.Stat(filepath.Join(d2.GenerationIndex(1), "index_meta.json")); err != nil {
		t.Fatal(err)
	}
}

// The roots come from current.json when it records them, and from the
// state file for a pointer written before it did.
func TestDir_Roots(t *testing.T) {
	d := Dir(t.TempDir())
	if _, err := d.Roots(); !errors.Is(err, ErrNothingIngested) {
		t.Fatalf("Roots with nothing published: %v", err)
	}
	publish(t, d, 1, "snap-a") // no roots recorded
	state := []byte(`{"version": ` + strconv.Itoa(StateVersion) + `, "generation": 1, "files": {"a.md": {"root": "/r/b"}, "c.md": {"root": "/r/a"}, "d.md": {"root": "/r/b"}}}`)
	if err := WriteFile(d.State(), state, 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := d.Roots()
	if err != nil || !slices.Equal(got, []string{"/r/a", "/r/b"}) {
		t.Fatalf("Roots from the state file = %q, %v", got, err)
	}
	if err := d.Publish(Current{SnapshotID: "snap-b", Generation: 1, Files: 3, Roots: []string{"/x"}}); err != nil {
		t.Fatal(err)
	}
	got, err = d.Roots()
	if err != nil || !slices.Equal(got, []string{"/x"}) {
		t.Fatalf("Roots from current.json = %q, %v", got, err)
	}
	held, err := d.OpenSnapshot(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = held.Close() }()
	if got, err = held.Roots(); err != nil || !slices.Equal(got, []string{"/x"}) {
		t.Fatalf("Roots of the held snapshot = %q, %v", got, err)
	}
}
