package graph

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// openTemp opens a fresh bbolt store in a temporary directory and closes it
// when the test ends.
func openTemp(t testing.TB) (*Store, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "graph")
	s, err := Open(context.Background(), dir, Options{NoSync: true})
	if err != nil {
		t.Fatalf("Open(%s): %v", dir, err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return s, dir
}

// docA and docB are two small documents used across tests.
func docA() DocQuads {
	return DocQuads{Label: "doc:a.md", Quads: []Quad{
		{Subject: "doc:a.md", Predicate: "source.doc.kind", Object: "sop"},
		{Subject: "doc:a.md", Predicate: "source.doc.title", Object: "Deploy  SOP ünïcode"},
		{Subject: "doc:a.md", Predicate: "source.doc.scope", Object: ""},
		{Subject: "doc:a.md", Predicate: "source.doc.links_to", Object: "doc:b.md"},
		{Subject: "doc:a.md", Predicate: "source.doc.links_to", Object: "doc:b.md"}, // duplicate
		{Subject: "section:a.md#deploy", Predicate: "source.section.parent", Object: "doc:a.md"},
		{Subject: "rule:a.md#R1", Predicate: "rule.priority", Object: "110"},
		{Subject: "rule:a.md#R1", Predicate: "rule.text", Object: "  never <push> \"to\" main\n"},
	}}
}

func docB() DocQuads {
	return DocQuads{Label: "doc:b.md", Quads: []Quad{
		{Subject: "doc:b.md", Predicate: "source.doc.kind", Object: "sop"},
		{Subject: "doc:b.md", Predicate: "source.doc.links_to", Object: "doc:a.md"},
	}}
}

// labelled returns the quads of d with labels filled in and duplicates
// removed, sorted: what the store must hold for d.
func labelled(d DocQuads) []Quad {
	var out []Quad
	seen := map[Quad]bool{}
	for _, q := range d.Quads {
		q.Label = d.Label
		if !seen[q] {
			seen[q] = true
			out = append(out, q)
		}
	}
	return sortedCopy(out)
}

func sortedCopy(qs []Quad) []Quad {
	return slices.SortedFunc(slices.Values(qs), compareQuads)
}

func mustReplace(t *testing.T, s *Store, docs ...DocQuads) {
	t.Helper()
	if err := s.Replace(context.Background(), docs); err != nil {
		t.Fatalf("Replace: %v", err)
	}
}

func mustQuads(t *testing.T, s *Store) []Quad {
	t.Helper()
	got, err := s.Quads(context.Background())
	if err != nil {
		t.Fatalf("Quads: %v", err)
	}
	return got
}

func mustCount(t *testing.T, s *Store) int64 {
	t.Helper()
	n, err := s.Count(context.Background())
	if err != nil {
		t.Fatalf("Count: %v", err)
	}
	return n
}

func TestStore_ReplaceThenRead(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	mustReplace(t, s, docA(), docB())

	want := sortedCopy(append(labelled(docA()), labelled(docB())...))
	if diff := cmp.Diff(want, mustQuads(t, s)); diff != "" {
		t.Errorf("Quads mismatch (-want +got):\n%s", diff)
	}
	got, err := s.Labelled(ctx, "doc:a.md")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(labelled(docA()), got); diff != "" {
		t.Errorf("Labelled(doc:a.md) mismatch (-want +got):\n%s", diff)
	}
	if n := mustCount(t, s); n != int64(len(want)) {
		t.Errorf("Count = %d, want %d", n, len(want))
	}
}

func TestStore_ReplaceChangesOnlyItsLabel(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	mustReplace(t, s, docA(), docB())

	// doc:b.md also states a fact about doc:a.md's subject; it must survive
	// doc:a.md's replacement because it carries doc:b.md's label.
	b := docB()
	b.Quads = append(b.Quads, Quad{Subject: "doc:a.md", Predicate: "source.doc.keywords", Object: "from-b"})
	mustReplace(t, s, b)

	a := docA()
	a.Quads = append(a.Quads[:1], // keep kind, drop the rest
		Quad{Subject: "doc:a.md", Predicate: "source.doc.title", Object: "New title"},
		Quad{Subject: "doc:a.md", Predicate: "source.doc.keywords", Object: "from-b"}, // same triple, other label
	)
	mustReplace(t, s, a)

	want := sortedCopy(append(labelled(a), labelled(b)...))
	if diff := cmp.Diff(want, mustQuads(t, s)); diff != "" {
		t.Errorf("Quads mismatch (-want +got):\n%s", diff)
	}
	if n := mustCount(t, s); n != int64(len(want)) {
		t.Errorf("Count = %d, want %d", n, len(want))
	}
	got, err := s.Out(ctx, "doc:a.md", "source.doc.title")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"New title"}, got); diff != "" {
		t.Errorf("Out title mismatch (-want +got):\n%s", diff)
	}

	// Re-adding a quad that was deleted earlier must store it again.
	mustReplace(t, s, docA())
	want = sortedCopy(append(labelled(docA()), labelled(b)...))
	if diff := cmp.Diff(want, mustQuads(t, s)); diff != "" {
		t.Errorf("after restoring doc:a.md (-want +got):\n%s", diff)
	}
}

func TestStore_Delete(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	mustReplace(t, s, docA(), docB())
	if err := s.Delete(ctx, "doc:a.md", "doc:a.md", "doc:unknown.md"); err != nil {
		t.Fatalf("Delete: %v", err)
	}
	if diff := cmp.Diff(labelled(docB()), mustQuads(t, s)); diff != "" {
		t.Errorf("Quads after Delete (-want +got):\n%s", diff)
	}
	got, err := s.Labelled(ctx, "doc:a.md")
	if err != nil || len(got) != 0 {
		t.Errorf("Labelled(deleted) = %v, %v; want none", got, err)
	}
	if n := mustCount(t, s); n != int64(len(docB().Quads)) {
		t.Errorf("Count = %d, want %d", n, len(docB().Quads))
	}
	// Replacing with an empty set deletes too.
	mustReplace(t, s, DocQuads{Label: "doc:b.md"})
	if got := mustQuads(t, s); len(got) != 0 {
		t.Errorf("Quads after empty Replace = %v, want none", got)
	}
}

func TestStore_ReplaceRejectsInvalid(t *testing.T) {
	tests := []struct {
		name    string
		docs    []DocQuads
		wantErr string
	}{
		{"unknown predicate", []DocQuads{docB(), {Label: "doc:c.md", Quads: []Quad{
			{Subject: "doc:c.md", Predicate: "source.doc.kind", Object: "doc"},
			{Subject: "doc:c.md", Predicate: "no.such.predicate", Object: "x"},
		}}}, "doc:c.md no.such.predicate"},
		{"object not a node", []DocQuads{{Label: "doc:c.md", Quads: []Quad{
			{Subject: "doc:c.md", Predicate: "source.doc.links_to", Object: "b.md"},
		}}}, "doc:c.md source.doc.links_to"},
		{"not an int", []DocQuads{{Label: "doc:c.md", Quads: []Quad{
			{Subject: "rule:c.md#R1", Predicate: "rule.priority", Object: "high"},
		}}}, "rule:c.md#R1 rule.priority"},
		{"foreign label", []DocQuads{{Label: "doc:c.md", Quads: []Quad{
			{Subject: "doc:c.md", Predicate: "source.doc.kind", Object: "doc", Label: "doc:d.md"},
		}}}, "has label doc:d.md"},
		{"empty subject", []DocQuads{{Label: "doc:c.md", Quads: []Quad{
			{Predicate: "source.doc.kind", Object: "doc"},
		}}}, "empty subject"},
		{"empty label", []DocQuads{{Quads: docB().Quads}}, "empty label"},
		{"label twice", []DocQuads{docB(), docB()}, "given twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := openTemp(t)
			mustReplace(t, s, docA())
			before := mustQuads(t, s)
			err := s.Replace(context.Background(), tt.docs)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("Replace error = %v, want one containing %q", err, tt.wantErr)
			}
			if diff := cmp.Diff(before, mustQuads(t, s)); diff != "" {
				t.Errorf("store changed by a rejected Replace (-before +after):\n%s", diff)
			}
		})
	}
}

func TestStore_ReopenKeepsData(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "graph")
	for i, url := range []string{dir, "bolt://" + dir, "bbolt://" + dir} {
		s, err := Open(ctx, url, Options{})
		if err != nil {
			t.Fatalf("Open(%s): %v", url, err)
		}
		if i == 0 {
			mustReplace(t, s, docA(), docB())
		}
		got := mustQuads(t, s)
		want := sortedCopy(append(labelled(docA()), labelled(docB())...))
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("open %d (%s): quads (-want +got):\n%s", i, url, diff)
		}
		// The indexes set at creation survive reopening.
		if diff := cmp.Diff(newStoreIndexes, s.indexes); diff != "" {
			t.Errorf("open %d: indexes (-want +got):\n%s", i, diff)
		}
		la, err := s.Labelled(ctx, "doc:b.md")
		if err != nil || len(la) != len(docB().Quads) {
			t.Errorf("open %d: Labelled(doc:b.md) = %d quads, %v", i, len(la), err)
		}
		if err := s.Close(); err != nil {
			t.Fatalf("Close: %v", err)
		}
	}
}

// TestOpen_SecondHandleTimesOut documents that bbolt allows one open handle
// per store file, even within one process: a second Open fails with
// ErrLocked after the lock timeout instead of blocking forever, and works
// once the first handle is closed.
func TestOpen_SecondHandleTimesOut(t *testing.T) {
	ctx := context.Background()
	s, dir := openTemp(t)
	start := time.Now()
	_, err := Open(ctx, dir, Options{LockTimeout: 200 * time.Millisecond})
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("second Open error = %v, want ErrLocked", err)
	}
	if waited := time.Since(start); waited < 150*time.Millisecond || waited > 5*time.Second {
		t.Errorf("second Open returned after %s, want about the 200ms timeout", waited)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s2, err := Open(ctx, dir, Options{LockTimeout: 200 * time.Millisecond})
	if err != nil {
		t.Fatalf("Open after Close: %v", err)
	}
	if err := s2.Close(); err != nil {
		t.Fatal(err)
	}
	// openTemp's cleanup closes s again; bbolt's Close is idempotent.
}

func TestOpen_BadURL(t *testing.T) {
	tests := []struct{ url, wantErr string }{
		{"", "empty store URL"},
		{"bolt://", "no directory"},
		{"redis://localhost/0", "unknown scheme"},
	}
	for _, tt := range tests {
		t.Run(tt.url, func(t *testing.T) {
			_, err := Open(context.Background(), tt.url, Options{})
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("Open(%q) error = %v, want one containing %q", tt.url, err, tt.wantErr)
			}
		})
	}
}

func TestStore_CanceledContext(t *testing.T) {
	s, _ := openTemp(t)
	mustReplace(t, s, docA())
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := s.Quads(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("Quads(canceled) error = %v, want context.Canceled", err)
	}
	if err := s.Replace(ctx, []DocQuads{docB()}); !errors.Is(err, context.Canceled) {
		t.Errorf("Replace(canceled) error = %v, want context.Canceled", err)
	}
}

// TestReplace_SortedInputDuplicates writes a document's quads sorted, as
// ingest does, with duplicates side by side (one with the label left
// empty): each is stored once, like the unsorted input of docA.
func TestReplace_SortedInputDuplicates(t *testing.T) {
	s, _ := openTemp(t)
	d := DocQuads{Label: "doc:s.md", Quads: []Quad{
		{Subject: "doc:s.md", Predicate: "source.doc.kind", Object: "sop"},
		{Subject: "doc:s.md", Predicate: "source.doc.links_to", Object: "doc:a.md"},
		{Subject: "doc:s.md", Predicate: "source.doc.links_to", Object: "doc:a.md", Label: "doc:s.md"},
		{Subject: "doc:s.md", Predicate: "source.doc.links_to", Object: "doc:b.md"},
		{Subject: "doc:s.md", Predicate: "source.doc.links_to", Object: "doc:b.md"},
	}}
	if !slices.IsSortedFunc(d.Quads, compareQuads) {
		t.Fatal("test input is not sorted")
	}
	// Cayley would store a duplicate once anyway, but count its values
	// twice: prepare must drop it.
	prepared, err := prepare([]DocQuads{d})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(prepared[0]), len(labelled(d)); got != want {
		t.Errorf("prepare kept %d quads, want %d", got, want)
	}
	mustReplace(t, s, d)
	if diff := cmp.Diff(labelled(d), mustQuads(t, s)); diff != "" {
		t.Errorf("stored (-want +got):\n%s", diff)
	}
}

func TestRedact(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"/data/graph", "/data/graph"},
		{"bolt:///data/graph", "bolt:///data/graph"},
		{"postgres://canon:s3cret@db.internal:5432/canon?sslmode=disable", "postgres://canon:xxxxx@db.internal:5432/canon?sslmode=disable"},
		{"postgresql://db/canon?user=canon&password=s3cret", "postgresql://db/canon?password=xxxxx&user=canon"},
		{"postgres://canon@db/canon", "postgres://canon@db/canon"},
		{"postgres://canon:s3%cret@db/canon", "postgres://xxxxx@db/canon"},
	} {
		if got := Redact(tc.in); got != tc.want {
			t.Errorf("Redact(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if strings.Contains(Redact(tc.in), "s3") {
			t.Errorf("Redact(%q) keeps the password", tc.in)
		}
	}
}
