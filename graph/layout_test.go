package graph

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	cgraph "github.com/cayleygraph/cayley/graph"
	ckv "github.com/cayleygraph/cayley/graph/kv"
	"github.com/cayleygraph/quad"
	"github.com/google/go-cmp/cmp"
	hbolt "github.com/hidal-go/hidalgo/kv/bbolt"
	bbolt "go.etcd.io/bbolt"
)

// rootBuckets lists the top-level bucket names of the bbolt file in dir.
func rootBuckets(t *testing.T, dir string) []string {
	t.Helper()
	db, err := bbolt.Open(filepath.Join(dir, boltFile), 0o600, &bbolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = db.Close() }() // opened read-only: nothing to lose
	var names []string
	err = db.View(func(tx *bbolt.Tx) error {
		return tx.ForEach(func(name []byte, _ *bbolt.Bucket) error {
			names = append(names, string(name))
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	return names
}

// TestStore_FlatLayout checks that a new store keeps Cayley's values in the
// two flat buckets and has the new index set.
func TestStore_FlatLayout(t *testing.T) {
	ctx := context.Background()
	s, dir := openTemp(t)
	mustReplace(t, s, docA(), docB())
	if diff := cmp.Diff(newStoreIndexes, s.indexes); diff != "" {
		t.Errorf("indexes (-want +got):\n%s", diff)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	names := rootBuckets(t, dir)
	for _, want := range []string{"v", "n", "s", "ops", "pso", "c", "log", "meta"} {
		if !slices.Contains(names, want) {
			t.Errorf("root buckets %q lack %q", names, want)
		}
	}
	for _, n := range names {
		if len(n) == 3 && (n[0] == 'v' || n[0] == 'n') {
			t.Errorf("nested value bucket %q in a flat store", n)
		}
	}
	s2, err := Open(ctx, dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := s2.Close(); err != nil {
			t.Error(err)
		}
	}()
	want := sortedCopy(append(labelled(docA()), labelled(docB())...))
	if diff := cmp.Diff(want, mustQuads(t, s2)); diff != "" {
		t.Errorf("reopened flat store (-want +got):\n%s", diff)
	}
}

// legacyIndexesBefore are the indexes canon gave new stores before the
// flat layout.
var legacyIndexesBefore = []ckv.QuadIndex{
	{Dirs: []quad.Direction{quad.Subject, quad.Predicate}},
	{Dirs: []quad.Direction{quad.Object, quad.Predicate, quad.Subject}},
	{Dirs: []quad.Direction{quad.Predicate, quad.Subject, quad.Object}},
	{Dirs: []quad.Direction{quad.Label, quad.Subject, quad.Predicate, quad.Object}},
}

// cayleyQuads opens the bbolt store in dir with Cayley alone (nested
// layout) and returns its quads.
func cayleyQuads(t *testing.T, dir string) []Quad {
	t.Helper()
	db, err := hbolt.Open(filepath.Join(dir, boltFile), nil)
	if err != nil {
		t.Fatal(err)
	}
	qs, err := ckv.New(db, cgraph.Options{ckv.OptNoBloom: true})
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := qs.Close(); err != nil {
			t.Error(err)
		}
	}()
	s := &Store{qs: qs, backend: backendBolt, where: dir}
	return mustQuads(t, s)
}

// TestStore_NestedLayoutStillWorks makes a store the way canon did before
// the flat layout (Cayley's nested value buckets, the old index set),
// writes to it through Open and checks that Cayley alone still reads
// everything: an old store is read and written in its own layout.
func TestStore_NestedLayoutStillWorks(t *testing.T) {
	ctx := context.Background()
	dir := initCayleyStore(t, legacyIndexesBefore)
	s, err := Open(ctx, dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	mustReplace(t, s, docA(), docB())
	changed := docB()
	changed.Quads[0].Object = "adr"
	mustReplace(t, s, changed)
	if diff := cmp.Diff(legacyIndexesBefore, s.indexes); diff != "" {
		t.Errorf("indexes (-want +got):\n%s", diff)
	}
	la, err := s.Labelled(ctx, "doc:b.md")
	if err != nil || len(la) != len(changed.Quads) {
		t.Errorf("Labelled(doc:b.md) = %d quads, %v; want %d", len(la), err, len(changed.Quads))
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	want := sortedCopy(append(labelled(docA()), labelled(changed)...))
	if diff := cmp.Diff(want, cayleyQuads(t, dir)); diff != "" {
		t.Errorf("Cayley alone reads (-want +got):\n%s", diff)
	}
	for _, n := range rootBuckets(t, dir) {
		if n == "v" || n == "n" {
			t.Errorf("flat value bucket %q written into a nested store", n)
		}
	}
}

// initCayleyStore creates a bbolt store the way Cayley itself does (nested
// value layout), with indexes when not nil (else Cayley's defaults), and
// returns its directory.
func initCayleyStore(t *testing.T, indexes []ckv.QuadIndex) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "graph")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	db, err := hbolt.Open(filepath.Join(dir, boltFile), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := ckv.Init(db, nil); err != nil {
		t.Fatal(err)
	}
	if indexes != nil {
		if err := setSchema(context.Background(), db, indexes, layoutNested); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	return dir
}
