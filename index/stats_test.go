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
