package e2e

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/canon-kg/canon/internal/testutil"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/graph" // also registers the "postgres" database/sql driver (lib/pq, through Cayley)
)

// freshDatabase creates an empty database next to the one base names and
// returns its URL; it is dropped when the test ends.
func freshDatabase(t testing.TB, base string) string {
	t.Helper()
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("CANON_TEST_POSTGRES_URL: %v", err)
	}
	db, err := sql.Open("postgres", base)
	if err != nil {
		t.Fatal(err)
	}
	name := fmt.Sprintf("canon_e2e_%d_%d", os.Getpid(), time.Now().UnixNano())
	if _, err := db.Exec("CREATE DATABASE " + name); err != nil {
		_ = db.Close() // the Fatal below says what failed
		t.Fatalf("create database %s: %v", name, err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if _, err := db.ExecContext(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			t.Errorf("drop database %s: %v", name, err)
		}
		if err := db.Close(); err != nil {
			t.Error(err)
		}
	})
	u.Path = "/" + name
	return u.String()
}

// TestPostgresMatchesBolt ingests the same tree into the embedded bbolt
// graph and into PostgreSQL, with a full and then an incremental run, and
// requires the same quads in both graphs and byte-identical search and
// context answers and capsules when the PostgreSQL graph is read with the
// index of a fresh bbolt ingest of the same files. (The index is shared
// because Bleve's BM25 statistics depend on its segments, which merge in
// the background, even while queries read them: two indexes of the same
// files built by incremental runs can score slightly differently.)
func TestPostgresMatchesBolt(t *testing.T) {
	base := os.Getenv("CANON_TEST_POSTGRES_URL")
	if base == "" {
		t.Skip("CANON_TEST_POSTGRES_URL not set")
	}
	pgURL := freshDatabase(t, base)
	pg := writeConfig(t, pgURL)
	root := testutil.CopyTree(t, testutil.Examples(t))
	boltData := filepath.Join(t.TempDir(), "bolt")
	pgData := filepath.Join(t.TempDir(), "pg")

	ingest := func() {
		t.Helper()
		b := must(t, "ingest", []int{0, 3}, "run", "--data", boltData, root)
		p := must(t, "ingest", []int{0, 3}, "run", "--config", pg, "--data", pgData, root)
		if b.code != p.code {
			t.Fatalf("exit %d with bbolt, %d with PostgreSQL", b.code, p.code)
		}
		must(t, "ingest", nil, "run", "--check", "--config", pg, "--data", pgData, root)
		sameGraph(t, datadir.Dir(boltData).Graph(), pgURL)
	}
	compare := func(what string) {
		t.Helper()
		fresh := filepath.Join(t.TempDir(), "fresh")
		must(t, "ingest", []int{0, 3}, "run", "--data", fresh, root)
		sameGraph(t, datadir.Dir(fresh).Graph(), pgURL)
		view, boltView := withoutGraph(t, fresh), testutil.CopyTree(t, fresh)
		same(t, what, ask(t, "", boltView), ask(t, pg, view), true)
	}
	ingest()
	compare("full ingest")

	// An incremental run: one file changed, one deleted, one added.
	claude := filepath.Join(root, "CLAUDE.md")
	b, err := os.ReadFile(claude)
	if err != nil {
		t.Fatal(err)
	}
	testutil.WriteFile(t, root, "CLAUDE.md", append(b, []byte("\n## Payments\n\n- Never retry a payment without an idempotency key. (critical) @payments\n")...))
	testutil.WriteFile(t, root, "docs/sops/new.md", []byte("---\ncategory: sop\n---\n\n# Rotating credentials\n\n## Requirements\n\n- Rotate database credentials every 90 days.\n"))
	if err := os.Remove(filepath.Join(root, "docs/sops/error-handling.md")); err != nil {
		t.Fatal(err)
	}
	ingest()
	compare("incremental ingest")
}

// withoutGraph copies the data directory without its graph store: read
// with a PostgreSQL config, it differs from data only by the graph backend
// (the Bleve index of two directories can score differently after
// incremental runs, see same).
func withoutGraph(t testing.TB, data string) string {
	t.Helper()
	dst := testutil.CopyTree(t, data)
	if err := os.RemoveAll(datadir.Dir(dst).Graph()); err != nil {
		t.Fatal(err)
	}
	return dst
}

// sameGraph requires the two graph stores to hold the same quads.
func sameGraph(t testing.TB, a, b string) {
	t.Helper()
	ctx := context.Background()
	var all [2][]graph.Quad
	for i, u := range []string{a, b} {
		g, err := graph.Open(ctx, u, graph.Options{})
		if err != nil {
			t.Fatal(err)
		}
		all[i], err = g.Quads(ctx)
		_ = g.Close() // only read: nothing to lose
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(all[0]) == 0 || !slices.Equal(all[0], all[1]) {
		t.Errorf("%d quads with bbolt, %d with PostgreSQL (equal: %v)", len(all[0]), len(all[1]), slices.Equal(all[0], all[1]))
	}
}
