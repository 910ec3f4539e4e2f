package capsule

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden.json")

// Fixed times of the golden capsule: every copied file is dated modTime,
// and the capsule is built at created (data files are then over 30 days old).
var (
	modTime = time.Date(2026, 10, 1, 12, 0, 0, 0, time.UTC)
	created = time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)
)

// ingested ingests root into a new data directory.
func ingested(t testing.TB, root string) datadir.Dir {
	t.Helper()
	data := datadir.Dir(t.TempDir())
	_, err := ingest.Run(context.Background(), ingest.Options{Roots: []string{root}, Data: data, LockTimeout: 5 * time.Second, Holder: "capsule test"})
	if err != nil {
		t.Fatalf("ingest: %v", err)
	}
	return data
}

func generate(t testing.TB, data datadir.Dir, now time.Time) []byte {
	t.Helper()
	c, err := Generate(context.Background(), now, Options{Data: data, LockTimeout: 5 * time.Second, ProjectID: "proj:examples"})
	if err != nil {
		t.Fatalf("Generate: %v", err)
	}
	b, err := c.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestGenerate_Golden(t *testing.T) {
	data := ingested(t, copyExamples(t))
	got := generate(t, data, created)
	golden := filepath.Join("testdata", "examples.golden.json")
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./capsule -run Golden -update)", err)
	}
	if !bytes.Equal(want, got) {
		t.Fatalf("capsule differs from %s (rerun with -update after checking the change):\n%s", golden, lineDiff(want, got))
	}

	// Built again from the same store, a day later (past the same deadlines):
	// only created_at differs.
	again := generate(t, data, created.Add(24*time.Hour))
	a := bytes.Replace(again, []byte(`"created_at": "2026-11-23T03:00:00.000Z"`), []byte(`"created_at": "2026-11-22T03:00:00.000Z"`), 1)
	if !bytes.Equal(a, got) {
		t.Fatalf("second capsule differs beyond created_at:\n%s", lineDiff(got, a))
	}
}

// lineDiff shows the first differing lines of two texts.
func lineDiff(a, b []byte) string {
	al, bl := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	var out bytes.Buffer
	shown := 0
	for i := 0; i < max(len(al), len(bl)) && shown < 10; i++ {
		var x, y []byte
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if !bytes.Equal(x, y) {
			out.WriteString("line " + strconv.Itoa(i+1) + ":\n- " + string(x) + "\n+ " + string(y) + "\n")
			shown++
		}
	}
	return out.String()
}

// TestGenerate_Edits edits the ingested sources: an SOP body paragraph
// outside its summary and requirements (lines shift too) leaves the
// contract hash alone, a rule's text changes it; both change source_hash.
func TestGenerate_Edits(t *testing.T) {
	root := copyExamples(t)
	data := ingested(t, root)
	read := func() *Capsule {
		t.Helper()
		c, err := Generate(context.Background(), created, Options{Data: data, LockTimeout: 5 * time.Second, ProjectID: "proj:examples"})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	reingest := func() {
		t.Helper()
		s, err := ingest.Run(context.Background(), ingest.Options{Roots: []string{root}, Data: data, LockTimeout: 5 * time.Second})
		if err != nil || s.Modified != 1 {
			t.Fatalf("re-ingest: %+v, %v", s, err)
		}
	}
	replace := func(rel, old, new string) {
		t.Helper()
		p := filepath.Join(root, filepath.FromSlash(rel))
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(b, []byte(old)) {
			t.Fatalf("%s does not contain %q", rel, old)
		}
		if err := os.WriteFile(p, bytes.Replace(b, []byte(old), []byte(new), 1), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c0 := read()

	replace("docs/sops/error-handling.md", "An error that says `EOF` is useless;",
		"Nobody reads a stack trace at that hour.\nAn error that says `EOF` is useless;")
	reingest()
	c1 := read()
	if c1.ContractHash != c0.ContractHash {
		t.Errorf("an SOP body edit changed contract_hash %s -> %s", c0.ContractHash, c1.ContractHash)
	}
	if c1.SourceHash == c0.SourceHash || c1.SnapshotID == c0.SnapshotID {
		t.Errorf("an SOP body edit did not change source_hash/snapshot_id")
	}

	replace("CLAUDE.md", "Never commit secrets, API keys or credentials", "Never commit secrets, tokens, API keys or credentials")
	reingest()
	c2 := read()
	if c2.ContractHash == c1.ContractHash || c2.CacheKey == c1.CacheKey {
		t.Errorf("a rule text edit did not change contract_hash %s", c2.ContractHash)
	}
	if c2.SourceHash == c1.SourceHash {
		t.Errorf("a rule text edit did not change source_hash")
	}
}

func TestGenerate_NoSnapshot(t *testing.T) {
	_, err := Generate(context.Background(), created, Options{Data: datadir.Dir(t.TempDir()), LockTimeout: time.Second})
	if !errors.Is(err, datadir.ErrNothingIngested) {
		t.Fatalf("Generate on an empty data directory = %v, want datadir.ErrNothingIngested", err)
	}
}

// copyExamples copies examples/ into a temporary root with every file's
// modification time set to modTime, so staleness findings do not depend on
// the checkout's file times.
func copyExamples(t testing.TB) string {
	t.Helper()
	dst := testutil.CopyTree(t, testutil.Examples(t))
	testutil.SetModTimes(t, dst, modTime)
	return dst
}
