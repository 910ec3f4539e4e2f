package ingest

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/model"
	"github.com/canon-kg/canon/vocabulary"
)

func options(root, data string) Options {
	return Options{Roots: []string{root}, Data: datadir.Dir(data), LockTimeout: time.Second, Holder: "test"}
}

func mustRun(t testing.TB, opt Options) *Summary {
	t.Helper()
	s, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return s
}

// stores opens the data directory's stores for inspection.
func stores(t testing.TB, data string) (*graph.Store, *index.Index) {
	t.Helper()
	ctx := context.Background()
	d := datadir.Dir(data)
	g, err := graph.Open(ctx, d.Graph(), graph.Options{})
	if err != nil {
		t.Fatal(err)
	}
	x, err := index.Open(ctx, publishedIndex(t, d), index.Options{ReadOnly: true})
	if err != nil {
		_ = g.Close() // only opened: the Fatal below says what failed
		t.Fatal(err)
	}
	t.Cleanup(func() { _, _ = g.Close(), x.Close() }) // only read (and maybe closed already by snapshot): nothing to lose
	return g, x
}

// publishedIndex is the index of d's published snapshot.
func publishedIndex(t testing.TB, d datadir.Dir) string {
	t.Helper()
	c, err := d.ReadCurrent()
	if err != nil {
		t.Fatal(err)
	}
	return d.GenerationIndex(c.Generation)
}

func snapshot(t testing.TB, data string) ([]graph.Quad, []index.Chunk) {
	t.Helper()
	ctx := context.Background()
	g, x := stores(t, data)
	qs, err := g.Quads(ctx)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := x.Chunks(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}
	return qs, cs
}

func TestRun_Examples(t *testing.T) {
	root := testutil.CopyTree(t, testutil.Examples(t))
	data := filepath.Join(t.TempDir(), "data")
	s := mustRun(t, options(root, data))
	if s.Failed != 0 || len(s.Failures) != 0 {
		t.Fatalf("failures: %v", s.Failures)
	}
	if s.Seen != 18 || s.Added != 18 {
		t.Fatalf("seen %d added %d, want 18 and 18", s.Seen, s.Added)
	}
	want := map[string]int{"rule": 6, "sop": 3, "adr": 5, "doc": 1, "sot": 3}
	if d := cmp.Diff(want, s.Kinds); d != "" {
		t.Fatalf("kinds (-want +got)\n%s", d)
	}
	if s.Rules < 30 || s.Chunks < 17 || s.Quads < 300 {
		t.Fatalf("too little written: %+v", s)
	}
	qs, cs := snapshot(t, data)
	if len(qs) != s.Quads || len(cs) != s.Chunks {
		t.Fatalf("stores hold %d quads, %d chunks; summary says %d, %d", len(qs), len(cs), s.Quads, s.Chunks)
	}
	for _, w := range [][3]string{
		{"doc:docs/adr/0004-use-cockroachdb-for-the-ledger.md", "adr.supersedes", "doc:docs/adr/0002-use-postgresql-for-the-ledger.md"},
		{"doc:docs/adr/0002-use-postgresql-for-the-ledger.md", "adr.status", "superseded"},
		{"doc:docs/sops/error-handling.md", "source.doc.severity", "error"},
		{"doc:docs/sops/error-handling.md", "source.doc.applies_to", "**/*.go"},
		{"doc:.cursor/rules/frontend.mdc", "source.doc.applies_to", "web/**/*.tsx"},
		{"doc:.cursor/rules/security-baseline.mdc", "source.doc.always_apply", "true"},
		{"doc:services/payments/AGENTS.md", "source.doc.scope", "services/payments"},
		{"rule:CLAUDE.md#SEC-001", "rule.constitution", "true"},
		{"rule:CLAUDE.md#SEC-001", "rule.risk", "critical"},
		{"rule:CLAUDE.md#SEC-001", "rule.polarity", "never"},
		{"rule:CLAUDE.md#SEC-001", "rule.id", "SEC-001"},
	} {
		if !containsQuad(qs, w[0], w[1], w[2]) {
			t.Errorf("missing quad %v", w)
		}
	}
	for p, key := range map[string]string{"data/services.csv": "payments", "data/releases.yaml": "REL-2026-46", "data/flags.yaml": "L1"} {
		if !slices.Contains(storedKeys(t, qs, p), key) {
			t.Errorf("no record %s in %s's sot.records: %v", key, p, storedKeys(t, qs, p))
		}
	}
	// Generated rule IDs and the default polarity are derived, not written.
	for _, q := range qs {
		if q.Predicate == "rule.id" && strings.Contains(q.Subject, "#R-") || q.Predicate == "rule.polarity" && q.Object == "should" {
			t.Errorf("derivable quad written: %v", q)
		}
	}
	checkChunkLines(t, root, cs)
	written := map[string]bool{}
	for _, q := range qs {
		written[q.Predicate] = true
	}
	for _, p := range vocabulary.All() {
		// Examples have no explicit priorities, verify hints, tools, amends or
		// imports (cmd/query's agent-format test writes those).
		optional := map[string]bool{"rule.priority": true, "rule.verify": true, "rule.tool": true, "adr.amends": true, "rule.severity": true,
			"source.doc.imports": true, "source.doc.import_only": true}
		if !vocabulary.Reserved(p.Name) && !written[p.Name] && !optional[p.Name] {
			t.Errorf("predicate %s is registered but not written for examples/", p.Name)
		}
		if vocabulary.Reserved(p.Name) && written[p.Name] {
			t.Errorf("predicate %s is marked reserved but written", p.Name)
		}
	}
	for _, c := range cs {
		if c.Vector == "" {
			t.Errorf("chunk %s has no embedding", c.ID)
		}
	}
	// Rules are embedded into the read model, not stored in the index.
	cur, err := datadir.Dir(data).ReadCurrent()
	if err != nil {
		t.Fatal(err)
	}
	m, err := model.ReadFile(filepath.Join(datadir.Dir(data).Generation(cur.Generation), cur.Model))
	if err != nil {
		t.Fatal(err)
	}
	ruleVecs := 0
	for _, d := range m.Docs {
		for _, r := range d.Rules {
			if r.Vec.Scale == 0 || len(r.Vec.Q) != embed.DefaultDim {
				t.Errorf("rule %s has no embedding in the read model", r.Node)
			}
			ruleVecs++
		}
	}
	if ruleVecs != s.Rules {
		t.Errorf("%d rules in the read model for %d rules written", ruleVecs, s.Rules)
	}

	// An unchanged tree: nothing written, state.json untouched.
	st0, _ := os.Stat(datadir.Dir(data).State())
	s2 := mustRun(t, options(root, data))
	if s2.Unchanged != 18 || s2.Changed() != 0 || s2.Quads != 0 || s2.Chunks != 0 || s2.Deleted != 0 {
		t.Fatalf("second run wrote: %+v", s2)
	}
	st1, _ := os.Stat(datadir.Dir(data).State())
	if !st0.ModTime().Equal(st1.ModTime()) {
		t.Fatal("state.json rewritten by an unchanged run")
	}
	if s2.TotalQuads != s.Quads || s2.TotalChunks != s.Chunks {
		t.Fatalf("totals %d/%d, want %d/%d", s2.TotalQuads, s2.TotalChunks, s.Quads, s.Chunks)
	}
}

// checkChunkLines asserts that every chunk's text is exactly the lines it
// claims in its source file.
func checkChunkLines(t testing.TB, root string, cs []index.Chunk) {
	t.Helper()
	cache := map[string][]string{}
	bad := 0
	for _, c := range cs {
		lines, ok := cache[c.Path]
		if !ok {
			b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(c.Path)))
			if err != nil {
				t.Fatalf("chunk %s: %v", c.ID, err)
			}
			b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
			// Line ends as CommonMark and editors count them: \n, \r\n or a
			// lone \r.
			text := strings.ReplaceAll(strings.ReplaceAll(string(b), "\r\n", "\n"), "\r", "\n")
			lines = strings.Split(text, "\n")
			cache[c.Path] = lines
		}
		if c.LineStart < 1 || c.LineEnd < c.LineStart || c.LineEnd > len(lines) {
			bad++
			t.Errorf("chunk %s: lines %d-%d outside %s (%d lines)", c.ID, c.LineStart, c.LineEnd, c.Path, len(lines))
			continue
		}
		if got := strings.Join(lines[c.LineStart-1:c.LineEnd], "\n"); got != c.Text {
			bad++
			if bad < 5 {
				t.Errorf("chunk %s: text is not lines %d-%d of %s", c.ID, c.LineStart, c.LineEnd, c.Path)
			}
		}
	}
	if bad > 0 {
		t.Fatalf("%d of %d chunks do not point at their text", bad, len(cs))
	}
}

func TestRun_Incremental(t *testing.T) {
	root := testutil.CopyTree(t, testutil.Examples(t))
	data := t.TempDir()
	mustRun(t, options(root, data))
	q0, c0 := snapshot(t, data)

	// Edit one file: only it is re-ingested.
	p := filepath.Join(root, "docs/adr/0003-use-grpc-between-services.md")
	b, _ := os.ReadFile(p)
	if err := os.WriteFile(p, bytes.Replace(b, []byte("Accepted"), []byte("Deprecated"), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	s := mustRun(t, options(root, data))
	if s.Modified != 1 || s.Added != 0 || s.Unchanged != 17 || s.Deleted != 0 {
		t.Fatalf("after edit: %+v", s)
	}
	q1, c1 := snapshot(t, data)
	if !containsQuad(q1, "doc:docs/adr/0003-use-grpc-between-services.md", "adr.status", "deprecated") ||
		containsQuad(q1, "doc:docs/adr/0003-use-grpc-between-services.md", "adr.status", "accepted") {
		t.Fatal("edited ADR status not replaced")
	}
	if len(q1) != len(q0) || len(c1) != len(c0) {
		t.Fatalf("edit changed totals: %d->%d quads, %d->%d chunks", len(q0), len(q1), len(c0), len(c1))
	}

	// Delete a file: its quads and chunks go.
	if err := os.Remove(filepath.Join(root, "docs/sops/release-runbook.md")); err != nil {
		t.Fatal(err)
	}
	s = mustRun(t, options(root, data))
	if s.Deleted != 1 || s.Changed() != 0 {
		t.Fatalf("after delete: %+v", s)
	}
	q2, c2 := snapshot(t, data)
	for _, q := range q2 {
		if q.Label == "doc:docs/sops/release-runbook.md" || strings.Contains(q.Subject, "release-runbook") {
			t.Fatalf("quad of deleted file left: %+v", q)
		}
	}
	for _, c := range c2 {
		if c.Path == "docs/sops/release-runbook.md" {
			t.Fatalf("chunk of deleted file left: %s", c.ID)
		}
	}

	// Rename: delete + add.
	if err := os.Rename(filepath.Join(root, "docs/adr/0005-adopt-feature-flags.md"), filepath.Join(root, "docs/adr/0006-adopt-feature-flags.md")); err != nil {
		t.Fatal(err)
	}
	s = mustRun(t, options(root, data))
	if s.Deleted != 1 || s.Added != 1 || s.Modified != 0 {
		t.Fatalf("after rename: %+v", s)
	}
	q3, _ := snapshot(t, data)
	if !containsQuad(q3, "doc:docs/adr/0006-adopt-feature-flags.md", "adr.status", "proposed") ||
		containsQuad(q3, "doc:docs/adr/0005-adopt-feature-flags.md", "adr.status", "proposed") {
		t.Fatal("rename not applied")
	}
}

// storedKeys are the keys of the records of the source of truth at path,
// decoded from its sot.records blocks in file order.
func storedKeys(t *testing.T, qs []graph.Quad, path string) []string {
	t.Helper()
	var keys []string
	for _, q := range qs {
		if q.Subject != vocabulary.SoTNode(path) || q.Predicate != vocabulary.SoTRecords {
			continue
		}
		rs, err := vocabulary.DecodeRecords(q.Object)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rs {
			keys = append(keys, r.Key)
		}
	}
	return keys
}

func containsQuad(qs []graph.Quad, s, p, o string) bool {
	for _, q := range qs {
		if q.Subject == s && q.Predicate == p && q.Object == o {
			return true
		}
	}
	return false
}

func TestRun_BadFilesDoNotStopTheBatch(t *testing.T) {
	root := testutil.CopyTree(t, testutil.Examples(t))
	data := t.TempDir()
	mustRun(t, options(root, data))
	q0, _ := snapshot(t, data)

	sop := filepath.Join(root, "docs/sops/error-handling.md")
	if err := os.WriteFile(sop, []byte("---\ntitle: broken\nowner: [team\n---\n# x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "docs/bad-utf8.md"), []byte("# ok\n\nfine\n\xff\xfe bad\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "docs/binary.md"), []byte("# a\x00b\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "docs/new.md"), []byte("# A new page\n\nStill ingested.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	big := bytes.Repeat([]byte("word "), 3<<20/5)
	if err := os.WriteFile(filepath.Join(root, "docs/huge.md"), big, 0o644); err != nil {
		t.Fatal(err)
	}
	opt := options(root, data)
	opt.Parse.MaxSize = 2 << 20
	s := mustRun(t, opt)
	if s.Failed != 4 || s.Added != 1 {
		t.Fatalf("failed %d added %d: %v", s.Failed, s.Added, s.Failures)
	}
	want := map[string]string{
		"docs/sops/error-handling.md": "docs/sops/error-handling.md:2:",
		"docs/bad-utf8.md":            "docs/bad-utf8.md:4:",
		"docs/binary.md":              "docs/binary.md",
		"docs/huge.md":                "limit",
	}
	for _, f := range s.Failures {
		w, ok := want[f.Path]
		if !ok || !strings.Contains(f.String(), w) {
			t.Errorf("failure %q: want it to contain %q", f.String(), w)
		}
		delete(want, f.Path)
	}
	if len(want) != 0 {
		t.Errorf("not reported: %v", want)
	}
	// What was stored for the broken SOP before stays.
	q1, _ := snapshot(t, data)
	var before, after int
	for _, q := range q0 {
		if q.Label == "doc:docs/sops/error-handling.md" {
			before++
		}
	}
	for _, q := range q1 {
		if q.Label == "doc:docs/sops/error-handling.md" {
			after++
		}
	}
	if before == 0 || before != after {
		t.Fatalf("broken SOP's quads: %d before, %d after", before, after)
	}
}

func TestRun_Deterministic(t *testing.T) {
	root := testutil.CopyTree(t, testutil.Examples(t))
	d1, d2 := t.TempDir(), t.TempDir()
	o1 := options(root, d1)
	o1.Workers = 1
	o1.BatchQuads = 50
	o2 := options(root, d2)
	o2.Workers = 8
	mustRun(t, o1)
	mustRun(t, o2)
	q1, c1 := snapshot(t, d1)
	q2, c2 := snapshot(t, d2)
	if d := cmp.Diff(q1, q2); d != "" {
		t.Fatalf("graph differs (-1 +2)\n%s", d)
	}
	if d := cmp.Diff(c1, c2); d != "" {
		t.Fatalf("index differs (-1 +2)\n%s", d)
	}
	s1, _ := os.ReadFile(datadir.Dir(d1).State())
	s2, _ := os.ReadFile(datadir.Dir(d2).State())
	if !bytes.Equal(s1, s2) {
		t.Fatal("state.json differs")
	}
}

func TestRun_MissingStoreReingests(t *testing.T) {
	root := testutil.CopyTree(t, testutil.Examples(t))
	data := t.TempDir()
	s := mustRun(t, options(root, data))
	if err := os.RemoveAll(datadir.Dir(data).Index()); err != nil {
		t.Fatal(err)
	}
	s2 := mustRun(t, options(root, data))
	if s2.Added != s.Added || s2.Unchanged != 0 {
		t.Fatalf("after removing the index: %+v", s2)
	}
	_, cs := snapshot(t, data)
	if len(cs) != s.Chunks {
		t.Fatalf("index rebuilt with %d chunks, want %d", len(cs), s.Chunks)
	}
}

func TestRun_LockedDataDirectory(t *testing.T) {
	root := testutil.CopyTree(t, testutil.Examples(t))
	data := datadir.Dir(t.TempDir())
	l, err := data.Acquire(context.Background(), "ingest schedule", 0)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := l.Release(); err != nil {
			t.Error(err)
		}
	}()
	opt := options(root, string(data))
	opt.LockTimeout = 100 * time.Millisecond
	_, err = Run(context.Background(), opt)
	if !errors.Is(err, datadir.ErrLocked) || !strings.Contains(err.Error(), "ingest schedule, pid") {
		t.Fatalf("Run on a locked directory: %v", err)
	}
}

func TestRun_BadRoot(t *testing.T) {
	_, err := Run(context.Background(), options(filepath.Join(t.TempDir(), "nope"), t.TempDir()))
	if err == nil || !strings.Contains(err.Error(), "nope") {
		t.Fatalf("missing root: %v", err)
	}
}
