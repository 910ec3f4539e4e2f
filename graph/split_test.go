package graph

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/canon-kg/canon/vocabulary"
)

// openTx opens a fresh store whose transactions hold at most size quads.
func openTx(t *testing.T, size int) *Store {
	t.Helper()
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "graph"), Options{NoSync: true, TxQuads: size})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Error(err)
		}
	})
	return s
}

// bigDoc is a document of rules rules whose texts start with version,
// with a file-hash quad of hash.
func bigDoc(rules int, version, hash string) DocQuads {
	const label = "doc:big.md"
	d := DocQuads{Label: label, Quads: []Quad{
		{Subject: label, Predicate: vocabulary.DocKind, Object: "rule"},
		{Subject: label, Predicate: vocabulary.DocPath, Object: "big.md"},
		{Subject: label, Predicate: vocabulary.DocFileHash, Object: hash},
	}}
	for i := range rules {
		d.Quads = append(d.Quads,
			Quad{Subject: fmt.Sprintf("rule:big.md#R%d", i), Predicate: vocabulary.RuleText, Object: fmt.Sprintf("%s rule %d", version, i%(rules/2+1))},
			Quad{Subject: fmt.Sprintf("rule:big.md#R%d", i), Predicate: vocabulary.RuleInSection, Object: "section:big.md#s"})
	}
	return d
}

// docState is what a reader sees of doc:big.md between transactions.
type docState struct{ quads, hashes, paths int }

func stateOf(t *testing.T, s *Store) docState {
	t.Helper()
	qs, err := s.Labelled(context.Background(), "doc:big.md")
	if err != nil {
		t.Fatal(err)
	}
	st := docState{quads: len(qs)}
	for _, q := range qs {
		switch {
		case q.Subject == "doc:big.md" && q.Predicate == vocabulary.DocFileHash:
			st.hashes++
		case q.Subject == "doc:big.md" && q.Predicate == vocabulary.DocPath:
			st.paths++
		}
	}
	return st
}

// TestReplace_SpreadDocumentHidesItsHash writes, changes (with a new and
// with the same file hash) and deletes a document of about 80 quads in
// transactions of 10, and checks what every transaction leaves: until the
// last, the document has its path quad and no file-hash quad.
func TestReplace_SpreadDocumentHidesItsHash(t *testing.T) {
	ctx := context.Background()
	s := openTx(t, 10)
	var seen []docState
	s.afterTx = func() error {
		seen = append(seen, stateOf(t, s))
		return nil
	}
	v1 := bigDoc(40, "v1", "aaaa")
	v2 := bigDoc(40, "v2", "bbbb")
	v3 := bigDoc(30, "v3", "bbbb") // same hash as v2: removed and added again
	for _, step := range []struct {
		name  string
		write func() error
		want  []Quad
	}{
		{"new", func() error { return s.Replace(ctx, []DocQuads{v1}) }, labelled(v1)},
		{"changed", func() error { return s.Replace(ctx, []DocQuads{v2}) }, labelled(v2)},
		{"changed, same hash", func() error { return s.Replace(ctx, []DocQuads{v3}) }, labelled(v3)},
		{"deleted", func() error { return s.Delete(ctx, "doc:big.md") }, nil},
	} {
		seen = nil
		if err := step.write(); err != nil {
			t.Fatalf("%s: %v", step.name, err)
		}
		if len(seen) < 3 {
			t.Fatalf("%s: %d transactions, want the document spread over several", step.name, len(seen))
		}
		for i, st := range seen[:len(seen)-1] {
			if st.hashes != 0 || st.paths != 1 {
				t.Errorf("%s: after transaction %d of %d: %+v, want a path quad and no file-hash quad", step.name, i+1, len(seen), st)
			}
		}
		if diff := cmp.Diff(step.want, mustQuads(t, s), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("%s: stored (-want +got):\n%s", step.name, diff)
		}
	}
}

// TestReplace_StoppedBetweenTransactions stops a spread write after its
// second transaction: the document is left with its path quad and without
// its file-hash quad, and a later Replace or Delete completes it.
func TestReplace_StoppedBetweenTransactions(t *testing.T) {
	ctx := context.Background()
	stop := errors.New("stopped")
	for _, then := range []string{"replace", "delete"} {
		t.Run(then, func(t *testing.T) {
			s := openTx(t, 10)
			small := DocQuads{Label: "doc:small.md", Quads: []Quad{
				{Subject: "doc:small.md", Predicate: vocabulary.DocKind, Object: "doc"},
				{Subject: "doc:small.md", Predicate: vocabulary.DocFileHash, Object: "cccc"},
			}}
			mustReplace(t, s, small, bigDoc(40, "v1", "aaaa"))
			n := 0
			s.afterTx = func() error {
				if n++; n == 2 {
					return stop
				}
				return nil
			}
			v2 := bigDoc(40, "v2", "bbbb")
			if err := s.Replace(ctx, []DocQuads{v2}); !errors.Is(err, stop) {
				t.Fatalf("Replace = %v, want the stop", err)
			}
			s.afterTx = nil
			if st := stateOf(t, s); st.hashes != 0 || st.paths != 1 {
				t.Fatalf("stopped write left %+v, want a path quad and no file-hash quad", st)
			}
			want := labelled(small)
			if then == "replace" {
				mustReplace(t, s, v2)
				want = append(want, labelled(v2)...)
			} else if err := s.Delete(ctx, v2.Label); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(sortedCopy(want), mustQuads(t, s)); diff != "" {
				t.Errorf("stored (-want +got):\n%s", diff)
			}
		})
	}
}

// TestReplace_DocumentsShareTransactions writes documents that fit the
// transaction size together, and one that does not on its own.
func TestReplace_DocumentsShareTransactions(t *testing.T) {
	s := openTx(t, 10)
	n := 0
	s.afterTx = func() error { n++; return nil }
	docs := []DocQuads{docA(), docB(), bigDoc(20, "v1", "aaaa")}
	mustReplace(t, s, docs...)
	// docA (7 distinct quads) and docB (2) share one; the big document's 43
	// quads take 5.
	if n != 6 {
		t.Errorf("%d transactions, want 6", n)
	}
	want := sortedCopy(append(append(labelled(docs[0]), labelled(docs[1])...), labelled(docs[2])...))
	if diff := cmp.Diff(want, mustQuads(t, s)); diff != "" {
		t.Errorf("stored (-want +got):\n%s", diff)
	}
}
