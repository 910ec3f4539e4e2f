package graph

import (
	"context"
	"os"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestStore_Postgres runs against the PostgreSQL database named by
// CANON_TEST_POSTGRES_URL (for example
// postgres://canon:canon@127.0.0.1:5432/canon?sslmode=disable) and is skipped
// without it. It only touches the documents it writes.
func TestStore_Postgres(t *testing.T) {
	url := os.Getenv("CANON_TEST_POSTGRES_URL")
	if url == "" {
		t.Skip("CANON_TEST_POSTGRES_URL not set")
	}
	ctx := context.Background()
	a, b := docA(), docB()
	labels := []string{a.Label, b.Label}

	s, err := Open(ctx, url, Options{})
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	if err := s.Delete(ctx, labels...); err != nil {
		t.Fatalf("Delete leftovers: %v", err)
	}
	before := mustCount(t, s)
	mustReplace(t, s, a, b)
	if got := mustCount(t, s); got != before+int64(len(labelled(a))+len(labelled(b))) {
		t.Errorf("Count = %d, want %d more than %d", got, len(labelled(a))+len(labelled(b)), before)
	}
	got, err := s.Labelled(ctx, a.Label)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(labelled(a), got); diff != "" {
		t.Errorf("Labelled (-want +got):\n%s", diff)
	}
	check(t, "Out", []string{"doc:b.md"})(s.Out(ctx, "doc:a.md", "source.doc.links_to"))
	check(t, "In", []string{"doc:b.md"})(s.In(ctx, "doc:a.md", "source.doc.links_to"))
	check(t, "Subjects", []string{"doc:a.md", "doc:b.md"})(s.Subjects(ctx, "source.doc.kind", "sop"))
	edges, err := s.Edges(ctx, "source.doc.links_to")
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []Quad{a.Quads[3], b.Quads[1]} {
		q.Label = map[string]string{"doc:a.md": a.Label, "doc:b.md": b.Label}[q.Subject]
		if !slices.Contains(edges, q) {
			t.Errorf("Edges misses %v", q)
		}
	}

	// Replace shrinks doc:a.md; doc:b.md stays.
	small := DocQuads{Label: a.Label, Quads: a.Quads[:2]}
	mustReplace(t, s, small)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if s, err = Open(ctx, url, Options{}); err != nil {
		t.Fatalf("reopen: %v", err)
	}
	defer func() {
		if err := s.Close(); err != nil {
			t.Error(err)
		}
	}()
	all := mustQuads(t, s)
	for _, q := range append(labelled(small), labelled(b)...) {
		if !slices.Contains(all, q) {
			t.Errorf("after reopen Quads misses %v", q)
		}
	}
	if err := s.Delete(ctx, labels...); err != nil {
		t.Fatal(err)
	}
	if n := mustCount(t, s); n != before {
		t.Errorf("Count after Delete = %d, want %d", n, before)
	}
}

// BenchmarkPostgres measures Replace throughput and the per-query shapes on
// PostgreSQL (CANON_TEST_POSTGRES_URL) over a store of 20 synthetic
// documents (~20k quads); the documents are deleted afterwards.
func BenchmarkPostgres(b *testing.B) {
	url := os.Getenv("CANON_TEST_POSTGRES_URL")
	if url == "" {
		b.Skip("CANON_TEST_POSTGRES_URL not set")
	}
	ctx := context.Background()
	s, err := Open(ctx, url, Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer func() {
		if err := s.Close(); err != nil {
			b.Error(err)
		}
	}()
	const docs = 20
	labels := make([]string, docs)
	for i := range labels {
		labels[i] = syntheticDoc(i, docs).Label
	}
	defer func() {
		if err := s.Delete(ctx, labels...); err != nil {
			b.Error(err)
		}
	}()
	b.Run("Replace", func(b *testing.B) {
		quads := 0
		for range b.N {
			if err := s.Delete(ctx, labels...); err != nil {
				b.Fatal(err)
			}
			for i := 0; i < docs; i += benchBatch {
				batch := make([]DocQuads, benchBatch)
				for j := range batch {
					batch[j] = syntheticDoc(i+j, docs)
					quads += len(batch[j].Quads)
				}
				if err := s.Replace(ctx, batch); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.ReportMetric(float64(quads)/b.Elapsed().Seconds(), "quads/s")
	})
	doc := func(i int) string { return labels[i%docs] }
	b.Run("Out", func(b *testing.B) {
		reportMedian(b, func(i int) int {
			out, err := s.Out(ctx, doc(i), "source.doc.links_to")
			if err != nil {
				b.Fatal(err)
			}
			return len(out)
		})
	})
	b.Run("In", func(b *testing.B) {
		reportMedian(b, func(i int) int {
			out, err := s.In(ctx, doc(i), "chunk.of")
			if err != nil {
				b.Fatal(err)
			}
			return len(out)
		})
	})
	b.Run("Neighbours", func(b *testing.B) {
		reportMedian(b, func(i int) int {
			out, err := s.Neighbours(ctx, doc(i))
			if err != nil {
				b.Fatal(err)
			}
			return len(out)
		})
	})
}
