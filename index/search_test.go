package index

import (
	"cmp"
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

const (
	claude0 = "chunk:CLAUDE.md#0"
	claude1 = "chunk:CLAUDE.md#1"
	deploy0 = "chunk:docs/sops/deploy.md#0"
	deploy1 = "chunk:docs/sops/deploy.md#1"
	adr0    = "chunk:docs/adr/0007-queue.md#0"
)

func TestIndex_Search_filters(t *testing.T) {
	x := openTest(t, filepath.Join(t.TempDir(), "idx"))
	applyTest(t, x, nil, fixture())
	tests := []struct {
		name string
		q    Query
		want []string // sorted
	}{
		{"no filter", Query{Text: "secrets"}, []string{claude0, deploy0}},
		{"kind", Query{Text: "secrets", Kinds: []string{"sop"}}, []string{deploy0}},
		{"kinds OR", Query{Text: "secrets", Kinds: []string{"rule", "sop"}}, []string{claude0, deploy0}},
		{"kind without match", Query{Text: "secrets", Kinds: []string{"adr"}}, nil},
		{"path", Query{Text: "secrets", Paths: []string{"CLAUDE.md"}}, []string{claude0}},
		{"severity", Query{Text: "release tag", Severities: []string{"error"}}, []string{deploy0}},
		{"category", Query{Text: "commit", Categories: []string{"rule"}}, []string{claude0, claude1}},
		{"tag", Query{Text: "secrets release", Tags: []string{"deploy"}}, []string{deploy0}},
		{"tag of several", Query{Text: "secrets release", Tags: []string{"security"}}, []string{claude0, deploy0}},
		{"section", Query{Text: "release tag", Sections: []string{"rollback"}}, []string{deploy1}},
		{"AND across fields", Query{Text: "commit", Kinds: []string{"rule"}, Severities: []string{"warning"}}, []string{claude1}},
		{"AND without match", Query{Text: "secrets", Kinds: []string{"sop"}, Paths: []string{"CLAUDE.md"}}, nil},
		{"heading only", Query{Text: "rollback"}, []string{deploy1}},
		{"title only", Query{Text: "ADR"}, []string{adr0}},
		{"stemmed", Query{Text: "deployment approval"}, []string{deploy0, deploy1}},
		{"unicode", Query{Text: "CAFÉ"}, []string{adr0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hits, err := x.Search(context.Background(), tt.q)
			if err != nil {
				t.Fatal(err)
			}
			got := hitIDs(hits)
			slices.Sort(got)
			if d := gocmp.Diff(tt.want, got, cmpopts.EquateEmpty()); d != "" {
				t.Errorf("Search(%+v) (-want +got):\n%s", tt.q, d)
			}
		})
	}
}

func TestIndex_Search_oddText(t *testing.T) {
	x := openTest(t, "")
	applyTest(t, x, nil, fixture())
	tests := []struct {
		name     string
		text     string
		wantHits bool
	}{
		{"empty", "", false},
		{"blank", " \t\n", false},
		{"stop words", "the and of to a", false},
		{"punctuation", `:+-"()`, false},
		{"query syntax", `title:secrets +vault -tag "unclosed (queue`, true},
		{"operators", "AND OR NOT * ? ~ ^ \\ / [ ] { }", false},
		{"filter with empty text", "", false},
		{"control bytes", "\x00\xff secrets", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := Query{Text: tt.text}
			if tt.name == "filter with empty text" {
				q.Kinds = []string{"sop"}
			}
			hits, err := x.Search(context.Background(), q)
			if err != nil {
				t.Fatalf("Search(%q): %v", tt.text, err)
			}
			if got := len(hits) > 0; got != tt.wantHits {
				t.Errorf("Search(%q) = %v, want hits: %v", tt.text, hitIDs(hits), tt.wantHits)
			}
		})
	}
}

// tieChunks returns n chunks with the same text, so they score the same.
func tieChunks(n int) []Chunk {
	out := make([]Chunk, n)
	for i := range out {
		p := fmt.Sprintf("notes/n%02d.md", (i*7)%n)
		out[i] = Chunk{ID: "chunk:" + p + "#0", Path: p, Kind: "doc", LineStart: 1, LineEnd: 2, Tokens: 6,
			Text: "Quarterly review of the incident runbook."}
	}
	return out
}

func TestIndex_Search_order(t *testing.T) {
	ctx := context.Background()
	x := openTest(t, "")
	applyTest(t, x, nil, append(fixture(), tieChunks(25)...))
	all, err := x.Search(ctx, Query{Text: "incident runbook release secrets", K: 100})
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 28 {
		t.Fatalf("hits = %d, want 28", len(all))
	}
	sorted := slices.IsSortedFunc(all, func(a, b Hit) int {
		return cmp.Or(cmp.Compare(b.Score, a.Score), strings.Compare(a.ID, b.ID))
	})
	if !sorted {
		t.Errorf("hits not ordered by score desc, ID asc: %v", hitIDs(all))
	}
	var ties int
	for i := 1; i < len(all); i++ {
		if all[i].Score == all[i-1].Score {
			ties++
		}
	}
	if ties < 24 {
		t.Errorf("%d equal-score neighbours, want at least 24", ties)
	}
	for _, page := range []struct{ k, offset int }{{5, 0}, {5, 5}, {10, 20}, {10, 27}, {10, 40}} {
		hits, err := x.Search(ctx, Query{Text: "incident runbook release secrets", K: page.k, Offset: page.offset})
		if err != nil {
			t.Fatal(err)
		}
		want := all[min(page.offset, len(all)):min(page.offset+page.k, len(all))]
		if d := gocmp.Diff(want, hits, cmpopts.EquateEmpty()); d != "" {
			t.Errorf("page K=%d Offset=%d (-want +got):\n%s", page.k, page.offset, d)
		}
	}
	if hits, err := x.Search(ctx, Query{Text: "incident runbook"}); err != nil || len(hits) != DefaultK {
		t.Errorf("Search with K 0 = %d hits, %v; want %d", len(hits), err, DefaultK)
	}
}

// TestIndex_determinism builds two stores from the same chunks in different
// orders and batches and requires identical chunks, hits and scores.
func TestIndex_determinism(t *testing.T) {
	ctx := context.Background()
	chunks := append(fixture(), tieChunks(40)...)
	for i := range 600 { // more than one batch
		p := fmt.Sprintf("gen/%03d.md", i%150)
		chunks = append(chunks, Chunk{
			ID: fmt.Sprintf("chunk:%s#%d", p, i/150), Path: p, Kind: []string{"doc", "sop", "rule"}[i%3],
			ChunkIndex: i / 150, LineStart: 1 + i, LineEnd: 5 + i, Tokens: 20 + i%7,
			Text: fmt.Sprintf("Generated note %d about %s deployments and %s secrets in region %d.",
				i, []string{"blue", "green", "canary"}[i%3], []string{"vault", "env"}[i%2], i%11),
		})
	}
	a := openTest(t, filepath.Join(t.TempDir(), "a"))
	applyTest(t, a, nil, chunks)

	b := openTest(t, filepath.Join(t.TempDir(), "b"))
	rev := slices.Clone(chunks)
	slices.Reverse(rev)
	applyTest(t, b, nil, rev[:300])
	applyTest(t, b, nil, rev[300:])

	ca, err := a.Chunks(ctx)
	if err != nil {
		t.Fatal(err)
	}
	cb, err := b.Chunks(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(ca) != len(chunks) {
		t.Fatalf("Chunks = %d, want %d", len(ca), len(chunks))
	}
	if d := gocmp.Diff(ca, cb); d != "" {
		t.Errorf("Chunks differ (-a +b):\n%s", d)
	}
	for _, q := range []Query{
		{Text: "canary deployments", K: 50},
		{Text: "vault secrets region 7", K: 50, Kinds: []string{"sop", "rule"}},
		{Text: "incident runbook", K: 20, Offset: 5},
		{Text: "generated note", K: 1000},
	} {
		ha, err := a.Search(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		hb, err := b.Search(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		if len(ha) == 0 {
			t.Errorf("Search(%q) found nothing", q.Text)
		}
		if d := gocmp.Diff(ha, hb); d != "" {
			t.Errorf("Search(%q) differs (-a +b):\n%s", q.Text, d)
		}
	}
}
