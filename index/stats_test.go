package index

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestIndex_DocFreqs(t *testing.T) {
	x := openTest(t, "")
	ctx := context.Background()
	applyTest(t, x, nil, fixture())
	got, n, err := x.DocFreqs(ctx, []string{"Secrets", "deployments", "the", "zebra"})
	if err != nil {
		t.Fatal(err)
	}
	// "secrets" is in CLAUDE.md#0 and deploy.md#0; "deployments" stems to
	// "deploy" (deploy.md#0 text and both deploy chunks' titles); "the" is
	// a stop word; "zebra" is nowhere.
	want := []TermStat{{"Secrets", "secret", 2}, {"deployments", "deploy", 2}, {"the", "", 0}, {"zebra", "zebra", 0}}
	if d := cmp.Diff(want, got); d != "" || n != len(fixture()) {
		t.Errorf("DocFreqs (-want +got), %d docs:\n%s", n, d)
	}
}

// A read-only index answers DocFreqs from what it kept of earlier calls,
// and the answers are those it read: a word asked again, alone, in another
// order or beside new words.
func TestIndex_DocFreqs_readOnly(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir() + "/index"
	w := openTest(t, dir)
	applyTest(t, w, nil, fixture())
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	x, err := Open(ctx, dir, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := x.Close(); err != nil {
			t.Error(err)
		}
	}()
	for _, words := range [][]string{
		{"Secrets", "deployments", "the", "zebra"},
		{"zebra", "Secrets"},
		{"deployments", "vault", "Secrets"},
		{"vault"},
	} {
		got, n, err := x.DocFreqs(ctx, words)
		if err != nil {
			t.Fatal(err)
		}
		want, wn, err := x.docFreqs(ctx, words) // read from the index
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(want, got); d != "" || n != wn || n != len(fixture()) {
			t.Errorf("DocFreqs(%q) (-read +kept), %d docs (read %d):\n%s", words, n, wn, d)
		}
	}
	if got := len(x.dfs.stats); got != 5 {
		t.Errorf("kept %d words, want the 5 asked", got)
	}
}

func TestIndex_Search_scoresOnly(t *testing.T) {
	x := openTest(t, "")
	ctx := context.Background()
	applyTest(t, x, nil, fixture())
	full, err := x.Search(ctx, Query{Text: "secrets vault", K: 5})
	if err != nil {
		t.Fatal(err)
	}
	bare, err := x.Search(ctx, Query{Text: "secrets vault", K: 5, ScoresOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(full) == 0 || len(full) != len(bare) {
		t.Fatalf("%d hits with fields, %d without", len(full), len(bare))
	}
	for i := range full {
		if want := (Hit{ID: full[i].ID, Score: full[i].Score}); bare[i] != want {
			t.Errorf("hit %d: %+v, want %+v", i, bare[i], want)
		}
	}
}
