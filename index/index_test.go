package index

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// fixture is a small governance corpus: two files with several chunks each.
func fixture() []Chunk {
	return []Chunk{
		{
			ID: "chunk:CLAUDE.md#0", Path: "CLAUDE.md", Kind: "rule", Title: "Agent rules",
			Section: "security", Heading: "Agent rules > Security", Severity: "error",
			Category: "rule", Tags: []string{"security", "secrets"},
			ChunkIndex: 0, LineStart: 3, LineEnd: 9, Tokens: 40,
			Text:   "Never commit secrets or API keys to the repository. Rotate leaked credentials immediately.",
			Vector: "AQQAAACAPwB/gQAB",
		},
		{
			ID: "chunk:CLAUDE.md#1", Path: "CLAUDE.md", Kind: "rule", Title: "Agent rules",
			Section: "testing", Heading: "Agent rules > Testing", Severity: "warning",
			Category: "rule", Tags: []string{"testing"},
			ChunkIndex: 1, LineStart: 11, LineEnd: 18, Tokens: 30,
			Text: "Run the unit tests before every commit; table tests are preferred.",
		},
		{
			ID: "chunk:docs/sops/deploy.md#0", Path: "docs/sops/deploy.md", Kind: "sop",
			Title: "Deployment SOP", Section: "requirements", Heading: "Deployment SOP > Requirements",
			Severity: "error", Category: "sop", Tags: []string{"deploy", "security"},
			ChunkIndex: 0, LineStart: 8, LineEnd: 20, Tokens: 55,
			Text: "Deployments require a signed release tag and two approvals. Secrets come from the vault.",
		},
		{
			ID: "chunk:docs/sops/deploy.md#1", Path: "docs/sops/deploy.md", Kind: "sop",
			Title: "Deployment SOP", Section: "rollback", Heading: "Deployment SOP > Rollback",
			Severity: "info", Category: "sop",
			ChunkIndex: 1, LineStart: 21, LineEnd: 30, Tokens: 25,
			Text: "Roll back by redeploying the previous release tag.",
		},
		{
			ID: "chunk:docs/adr/0007-queue.md#0", Path: "docs/adr/0007-queue.md", Kind: "adr",
			Title: "ADR 7: Use a durable queue", Section: "decision", Heading: "ADR 7: Use a durable queue > Decision",
			ChunkIndex: 0, LineStart: 5, LineEnd: 12, Tokens: 35,
			Text: "We will use a durable queue for ingest jobs so a crash loses no work. Ünïcödé naïve café.",
		},
	}
}

func openTest(t *testing.T, path string) *Index {
	t.Helper()
	x, err := Open(context.Background(), path, Options{})
	if err != nil {
		t.Fatalf("Open(%q): %v", path, err)
	}
	t.Cleanup(func() {
		if err := x.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return x
}

func applyTest(t *testing.T, x *Index, del []string, add []Chunk) {
	t.Helper()
	if err := x.Apply(context.Background(), del, add); err != nil {
		t.Fatalf("Apply: %v", err)
	}
}

func hitIDs(hits []Hit) []string {
	ids := make([]string, len(hits))
	for i, h := range hits {
		ids[i] = h.ID
	}
	return ids
}

func TestIndex_Apply(t *testing.T) {
	x := openTest(t, filepath.Join(t.TempDir(), "idx"))
	applyTest(t, x, nil, fixture())
	n, err := x.Count()
	if err != nil {
		t.Fatal(err)
	}
	if n != 5 {
		t.Fatalf("Count = %d, want 5", n)
	}
	hits, err := x.Search(context.Background(), Query{Text: "leaked credentials"})
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) != 1 {
		t.Fatalf("hits = %v, want one", hitIDs(hits))
	}
	want := Hit{
		ID: "chunk:CLAUDE.md#0", Path: "CLAUDE.md", Kind: "rule", Title: "Agent rules",
		Section: "security", Heading: "Agent rules > Security", Severity: "error", Category: "rule",
		ChunkIndex: 0, LineStart: 3, LineEnd: 9, Tokens: 40,
	}
	got := hits[0]
	if got.Score <= 0 {
		t.Errorf("Score = %v, want > 0", got.Score)
	}
	got.Score = 0
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("hit (-want +got):\n%s", d)
	}
}

func TestIndex_Apply_replace(t *testing.T) {
	ctx := context.Background()
	x := openTest(t, "")
	applyTest(t, x, nil, fixture())

	// deploy.md shrinks to one chunk with new text; CLAUDE.md is deleted.
	next := Chunk{
		ID: "chunk:docs/sops/deploy.md#0", Path: "docs/sops/deploy.md", Kind: "sop",
		Title: "Deployment SOP", ChunkIndex: 0, LineStart: 1, LineEnd: 4, Tokens: 12,
		Text: "Deployments need a canary stage.",
	}
	applyTest(t, x, []string{"docs/sops/deploy.md", "CLAUDE.md"}, []Chunk{next})

	tests := []struct {
		path string
		want []string
	}{
		{"docs/sops/deploy.md", []string{"chunk:docs/sops/deploy.md#0"}},
		{"CLAUDE.md", nil},
		{"docs/adr/0007-queue.md", []string{"chunk:docs/adr/0007-queue.md#0"}},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			ids, err := x.PathChunkIDs(ctx, tt.path)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tt.want, ids); d != "" {
				t.Errorf("PathChunkIDs (-want +got):\n%s", d)
			}
		})
	}
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"canary", []string{"chunk:docs/sops/deploy.md#0"}},
		{"approvals", nil},  // old text of the replaced chunk
		{"rollback", nil},   // removed chunk of deploy.md
		{"unit tests", nil}, // deleted path
	} {
		hits, err := x.Search(ctx, Query{Text: tt.text})
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(tt.want, hitIDs(hits), cmpopts.EquateEmpty()); d != "" {
			t.Errorf("Search(%q) (-want +got):\n%s", tt.text, d)
		}
	}
	if n, err := x.Count(); err != nil || n != 2 {
		t.Errorf("Count = %d, %v; want 2", n, err)
	}
}

// TestIndex_Apply_largePath writes a path of more chunks than one batch
// holds among small paths, then replaces it with fewer and more chunks:
// each time the index holds exactly the chunks given.
func TestIndex_Apply_largePath(t *testing.T) {
	ctx := context.Background()
	x := openTest(t, filepath.Join(t.TempDir(), "idx"))
	big := func(n int, word string) []Chunk {
		out := make([]Chunk, n)
		for i := range out {
			out[i] = Chunk{ID: fmt.Sprintf("chunk:big.csv#%d", i), Path: "big.csv", Kind: "sot", Title: "big.csv",
				ChunkIndex: i, LineStart: i + 1, LineEnd: i + 1, Tokens: 3, Text: fmt.Sprintf("%s row %d", word, i)}
		}
		return out
	}
	applyTest(t, x, nil, append(fixture(), big(2*batchSize+30, "first")...))
	for _, n := range []int{batchSize + 7, 3*batchSize + 1} {
		applyTest(t, x, []string{"big.csv"}, big(n, "second"))
		ids, err := x.PathChunkIDs(ctx, "big.csv")
		if err != nil {
			t.Fatal(err)
		}
		if len(ids) != n {
			t.Errorf("big.csv replaced by %d chunks holds %d", n, len(ids))
		}
		if hits, err := x.Search(ctx, Query{Text: "first"}); err != nil || len(hits) != 0 {
			t.Errorf("old text still found: %d hits, %v", len(hits), err)
		}
		if c, err := x.Count(); err != nil || c != uint64(n+len(fixture())) {
			t.Errorf("Count = %d, %v; want %d", c, err, n+len(fixture()))
		}
	}
}

func TestIndex_Apply_invalid(t *testing.T) {
	x := openTest(t, "")
	tests := []struct {
		name  string
		chunk Chunk
	}{
		{"empty ID", Chunk{Path: "a.md", Text: "x"}},
		{"empty path", Chunk{ID: "chunk:a.md#0", Text: "x"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := x.Apply(context.Background(), nil, []Chunk{tt.chunk}); err == nil {
				t.Error("Apply succeeded, want an error")
			}
		})
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := x.Apply(ctx, nil, fixture()); !errors.Is(err, context.Canceled) {
		t.Errorf("Apply with cancelled context = %v, want context.Canceled", err)
	}
	if n, err := x.Count(); err != nil || n != 0 {
		t.Errorf("Count = %d, %v; want 0", n, err)
	}
}

func TestIndex_Chunks(t *testing.T) {
	x := openTest(t, filepath.Join(t.TempDir(), "idx"))
	in := fixture()
	applyTest(t, x, nil, in)
	got, err := x.Chunks(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want := slices.Clone(in)
	slices.SortFunc(want, func(a, b Chunk) int { return strings.Compare(a.ID, b.ID) })
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Chunks (-want +got):\n%s", d)
	}
}

func TestIndex_reopen(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "idx")
	x, err := Open(ctx, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	applyTest(t, x, nil, fixture())
	before, err := x.Search(ctx, Query{Text: "release tag"})
	if err != nil {
		t.Fatal(err)
	}
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}
	if err := x.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}

	y := openTest(t, path)
	if n, err := y.Count(); err != nil || n != 5 {
		t.Fatalf("Count after reopen = %d, %v; want 5", n, err)
	}
	after, err := y.Search(ctx, Query{Text: "release tag"})
	if err != nil {
		t.Fatal(err)
	}
	if len(before) != 2 {
		t.Fatalf("hits before reopen = %v, want two", hitIDs(before))
	}
	if d := cmp.Diff(before, after); d != "" {
		t.Errorf("hits after reopen (-before +after):\n%s", d)
	}
}

func TestOpen_BM25Conflict(t *testing.T) {
	ctx := context.Background()
	x := openTest(t, "")
	if _, err := Open(ctx, "", Options{K1: 1.2, B: 0.75}); !errors.Is(err, ErrBM25Conflict) {
		t.Fatalf("Open with other BM25 parameters = %v, want ErrBM25Conflict", err)
	}
	same, err := Open(ctx, "", Options{K1: DefaultK1, B: DefaultB})
	if err != nil {
		t.Fatalf("Open with the same parameters: %v", err)
	}
	if err := same.Close(); err != nil {
		t.Fatal(err)
	}
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}
	other, err := Open(ctx, "", Options{K1: 1.2, B: 0.75})
	if err != nil {
		t.Fatalf("Open with other parameters once the others are closed: %v", err)
	}
	if err := other.Close(); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []Options{{K1: -1}, {B: 1.5}} {
		if x, err := Open(ctx, "", bad); err == nil {
			if err := x.Close(); err != nil {
				t.Error(err)
			}
			t.Errorf("Open(%+v) succeeded, want an error", bad)
		}
	}
}

func TestIndex_concurrent(t *testing.T) {
	ctx := context.Background()
	x := openTest(t, filepath.Join(t.TempDir(), "nested", "idx"))
	applyTest(t, x, nil, fixture())
	var wg sync.WaitGroup
	errs := make([]error, 6)
	for w := range 2 {
		wg.Go(func() {
			for i := range 20 {
				p := fmt.Sprintf("w%d/%d.md", w, i%5)
				c := Chunk{ID: "chunk:" + p + "#0", Path: p, Kind: "doc", Text: fmt.Sprintf("writer %d round %d secrets", w, i)}
				if err := x.Apply(ctx, []string{p}, []Chunk{c}); err != nil {
					errs[w] = err
					return
				}
			}
		})
	}
	for r := 2; r < len(errs); r++ {
		wg.Go(func() {
			for range 30 {
				hits, err := x.Search(ctx, Query{Text: "secrets round", K: 5})
				if err != nil {
					errs[r] = err
					return
				}
				if len(hits) == 0 {
					errs[r] = errors.New("search found nothing")
					return
				}
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	if n, err := x.Count(); err != nil || n != 15 {
		t.Errorf("Count = %d, %v; want 15 (5 fixture + 2x5 replaced paths)", n, err)
	}
}

// A process killed while creating an index leaves its unfinished copy
// beside the path, never a half-written index at it: the next Open
// removes the leftover and creates the index.
func TestOpen_afterKilledCreation(t *testing.T) {
	path := filepath.Join(t.TempDir(), "idx")
	leftover := path + ".creating"
	if err := os.MkdirAll(leftover, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(leftover, "index_meta.json"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	x := openTest(t, path)
	applyTest(t, x, nil, fixture())
	if n, err := x.Count(); err != nil || n != 5 {
		t.Fatalf("Count = %d, %v; want 5", n, err)
	}
	if _, err := os.Stat(leftover); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("leftover %s still there: %v", leftover, err)
	}
}
