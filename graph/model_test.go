package graph

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	ckv "github.com/cayleygraph/cayley/graph/kv"
	"github.com/google/go-cmp/cmp"
)

// model is the expected content of a store: each label's quads.
type model map[string][]Quad

func (m model) all() []Quad {
	var out []Quad
	for _, qs := range m {
		out = append(out, qs...)
	}
	slices.SortFunc(out, compareQuads)
	return out
}

// randomDoc builds a document whose nodes come from a small shared pool, so
// documents share subjects and objects and replacements shrink and grow the
// reference counts of shared nodes.
func randomDoc(r *rand.Rand, label string) DocQuads {
	preds := []struct {
		name string
		node bool
	}{
		{"source.doc.links_to", true}, {"source.section.parent", true},
		{"rule.domain", true}, {"source.doc.keywords", false}, {"source.doc.title", false},
	}
	d := DocQuads{Label: label}
	for range r.IntN(12) {
		p := preds[r.IntN(len(preds))]
		obj := fmt.Sprintf("kw%d", r.IntN(4))
		if p.node {
			obj = fmt.Sprintf("doc:n%d.md", r.IntN(6))
		}
		d.Quads = append(d.Quads, Quad{Subject: fmt.Sprintf("doc:n%d.md", r.IntN(6)), Predicate: p.name, Object: obj})
	}
	return d
}

// TestStore_RandomReplacesMatchModel replaces and deletes random documents
// over shared nodes, reopening the store now and then, and checks every read
// against a model after each step.
func TestStore_RandomReplacesMatchModel(t *testing.T) {
	for seed := range uint64(4) {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			randomReplaces(t, seed, filepath.Join(t.TempDir(), "graph"), Options{NoSync: true})
		})
	}
}

// TestStore_RandomReplacesSmallTransactions is the same with transactions
// of at most 3 quads: documents share them or are spread over several.
func TestStore_RandomReplacesSmallTransactions(t *testing.T) {
	for seed := range uint64(4) {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			randomReplaces(t, seed, filepath.Join(t.TempDir(), "graph"), Options{NoSync: true, TxQuads: 3})
		})
	}
}

// TestStore_CayleyDefaultIndexes checks the queries' fallbacks on a store
// created by Cayley itself, with only its default indexes (no predicate or
// label index).
func TestStore_CayleyDefaultIndexes(t *testing.T) {
	ctx := context.Background()
	dir := initCayleyStore(t, nil)
	s, err := Open(ctx, dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(ckv.DefaultQuadIndexes, s.indexes); diff != "" {
		t.Errorf("indexes (-want +got):\n%s", diff)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	randomReplaces(t, 7, dir, Options{NoSync: true})
}

func randomReplaces(t *testing.T, seed uint64, dir string, opt Options) {
	ctx := context.Background()
	s, err := Open(ctx, dir, opt)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := s.Close(); err != nil {
			t.Error(err)
		}
	}()
	r := rand.New(rand.NewPCG(seed, 2))
	want := model{}
	labels := []string{"doc:n0.md", "doc:n1.md", "doc:n2.md", "doc:n3.md"}
	steps := 120
	if testing.Short() {
		steps = 30
	}
	for step := range steps {
		var docs []DocQuads
		for _, l := range labels {
			if r.IntN(3) == 0 {
				docs = append(docs, randomDoc(r, l))
			}
		}
		if step%40 == 39 {
			// Empty the store: the next open sees size 0 and turns on
			// Cayley's bulk-load shortcuts over leftover nodes and indexes.
			if err := s.Delete(ctx, labels...); err != nil {
				t.Fatal(err)
			}
			clear(want)
			docs = nil
		}
		if r.IntN(8) == 0 && len(docs) > 0 {
			if err := s.Delete(ctx, docs[0].Label); err != nil {
				t.Fatal(err)
			}
			delete(want, docs[0].Label)
		} else {
			mustReplace(t, s, docs...)
			for _, d := range docs {
				want[d.Label] = labelled(d)
			}
		}
		if step%25 == 24 || step%40 == 39 {
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if s, err = Open(ctx, dir, opt); err != nil {
				t.Fatal(err)
			}
		}
		all := want.all()
		if diff := cmp.Diff(all, mustQuads(t, s), cmp.Comparer(func(a, b []Quad) bool { return len(a) == 0 && len(b) == 0 || cmp.Equal(a, b) })); diff != "" {
			t.Fatalf("step %d: Quads (-want +got):\n%s", step, diff)
		}
		if n := mustCount(t, s); n != int64(len(all)) {
			t.Fatalf("step %d: Count = %d, want %d", step, n, len(all))
		}
		checkQueries(t, s, all, fmt.Sprintf("step %d", step))
	}
}

// checkQueries compares every query shape against answers computed from all.
func checkQueries(t *testing.T, s *Store, all []Quad, where string) {
	t.Helper()
	ctx := context.Background()
	for n := range 6 {
		node := fmt.Sprintf("doc:n%d.md", n)
		var outs, ins []string
		var nb []Quad
		for _, q := range all {
			if q.Subject == node && q.Predicate == "source.doc.links_to" {
				outs = append(outs, q.Object)
			}
			if q.Object == node && q.Predicate == "source.doc.links_to" {
				ins = append(ins, q.Subject)
			}
			if q.Subject == node || q.Object == node {
				nb = append(nb, q)
			}
		}
		check(t, where+" Out "+node, sortedSet(outs))(s.Out(ctx, node, "source.doc.links_to"))
		check(t, where+" In "+node, sortedSet(ins))(s.In(ctx, node, "source.doc.links_to"))
		check(t, where+" Subjects links_to "+node, sortedSet(ins))(s.Subjects(ctx, "source.doc.links_to", node))
		got, err := s.Neighbours(ctx, node)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(nb, got) {
			t.Fatalf("%s Neighbours %s:\n got %v\nwant %v", where, node, got, nb)
		}
	}
	var kw []string
	var edges []Quad
	for _, q := range all {
		if q.Predicate == "source.doc.keywords" && q.Object == "kw1" {
			kw = append(kw, q.Subject)
		}
		if q.Predicate == "source.doc.links_to" || q.Predicate == "rule.domain" {
			edges = append(edges, q)
		}
	}
	check(t, where+" Subjects keywords kw1", sortedSet(kw))(s.Subjects(ctx, "source.doc.keywords", "kw1"))
	got, err := s.Edges(ctx, "rule.domain", "source.doc.links_to", "no.such.predicate")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(edges, got) {
		t.Fatalf("%s Edges:\n got %v\nwant %v", where, got, edges)
	}
}

func sortedSet(in []string) []string {
	out := slices.Clone(in)
	slices.Sort(out)
	return slices.Compact(out)
}

// check returns a function comparing a query's result with want.
func check(t *testing.T, what string, want []string) func([]string, error) {
	t.Helper()
	return func(got []string, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if !slices.Equal(want, got) {
			t.Fatalf("%s = %q, want %q", what, got, want)
		}
	}
}
