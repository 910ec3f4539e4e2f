package retrieve

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rogpeppe/go-internal/txtar"

	"github.com/canon-kg/canon/internal/testutil"
)

// txtarEngine writes testdata/name.txtar into a root, ingests it and
// opens an engine over it (rootEngine).
func txtarEngine(t *testing.T, name string) *Opened {
	t.Helper()
	a, err := txtar.ParseFile(filepath.Join("testdata", name+".txtar"))
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	for _, f := range a.Files {
		testutil.WriteFile(t, root, f.Name, f.Data)
	}
	return rootEngine(t, root)
}

func TestResolveContradictions(t *testing.T) {
	o := txtarEngine(t, "contradictions")
	e := o.Engine
	byID := map[string]int{}
	for i, r := range e.rules {
		byID[r.ID] = i
	}
	ids := []string{"DB-002", "DB-001", "CACHE-001", "CACHE-002", "API-001", "API-002", "INV-001"}
	var cands []*cand
	for _, id := range ids {
		ri, ok := byID[id]
		if !ok {
			t.Fatalf("rule %s not ingested (have %v)", id, byID)
		}
		cands = append(cands, &cand{chunk: -1, rule: ri})
	}
	type outcome struct {
		Kept    []string
		Winners []string
		Losers  []string
	}
	want := outcome{
		Kept:    []string{"API-001", "API-002", "CACHE-002", "DB-001", "INV-001"},
		Winners: []string{"CACHE-002", "DB-001"},
		Losers:  []string{"CACHE-001", "DB-002"},
	}
	// Every rotation and the reversal of the candidates give one outcome.
	for shift := range len(cands) {
		for _, reverse := range []bool{false, true} {
			order := append(slices.Clone(cands[shift:]), cands[:shift]...)
			if reverse {
				slices.Reverse(order)
			}
			kept, cs := e.resolveContradictions(order, nil)
			var got outcome
			for _, c := range kept {
				got.Kept = append(got.Kept, e.rules[c.rule].ID)
			}
			for _, c := range cs {
				got.Winners = append(got.Winners, c.Winner.ID)
				got.Losers = append(got.Losers, c.Loser.ID)
				if c.Resolution == "" || c.Domain == "" || c.Loser.SourcePath != "CLAUDE.md" || c.Loser.LineStart == 0 {
					t.Errorf("contradiction not fully reported: %+v", c)
				}
			}
			slices.Sort(got.Kept)
			slices.Sort(got.Winners)
			slices.Sort(got.Losers)
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("shift %d reverse %v (-want +got):\n%s", shift, reverse, d)
			}
		}
	}
}

func TestContext_ReportsContradictions(t *testing.T) {
	o := txtarEngine(t, "contradictions")
	p, err := o.Context(context.Background(), Request{Task: "run schema migrations inside a transaction", Mode: "review"})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, c := range p.Contradictions {
		if c.Winner.ID == "DB-001" && c.Loser.ID == "DB-002" && c.Domain == "deployment" {
			found = true
		}
	}
	if !found {
		t.Errorf("DB-001 over DB-002 not reported: %+v", p.Contradictions)
	}
	for _, it := range p.Items {
		if it.ID == "rule:CLAUDE.md#DB-002" {
			t.Errorf("the losing rule DB-002 is in the pack")
		}
	}
}
