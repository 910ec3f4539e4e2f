package model

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSpill_RoundTrip(t *testing.T) {
	p, quads, chunks := sample()
	d, err := NewDecoder().Doc(p, quads, chunks)
	if err != nil {
		t.Fatal(err)
	}
	// A document whose encoding passes flushAt several times, between
	// its rules and between its chunks.
	big := d
	big.Path = "docs/big.md"
	big.Rules, big.Chunks, big.Arcs, big.Records = nil, nil, nil, nil
	for i := range 1500 {
		r := d.Rules[i%len(d.Rules)]
		r.Node = fmt.Sprintf("rule:big:%d", i)
		big.Rules = append(big.Rules, r)
		c := d.Chunks[i%len(d.Chunks)]
		c.ID, c.ChunkIndex = fmt.Sprintf("chunk:big:%d", i), i
		big.Chunks = append(big.Chunks, c)
	}
	// and between its quads: 48 record blocks of 64 KB.
	for i := range 48 {
		q := d.Records[i%len(d.Records)]
		q.Object = strings.Repeat(string(rune('a'+i%26)), 64<<10)
		big.Records = append(big.Records, q)
	}
	want := &Snapshot{ID: "snap", Docs: []Doc{big, d, {Path: "docs/empty.md"}}}
	dir := t.TempDir()
	s, err := NewSpill(dir)
	if err != nil {
		t.Fatal(err)
	}
	refs := make([]SpillRef, len(want.Docs))
	for i := range want.Docs {
		x := want.Docs[i] // Put may be handed a copy the caller drops
		if refs[i], err = s.Put(&x); err != nil {
			t.Fatal(err)
		}
		if cap(s.buf) > 2*flushAt {
			t.Fatalf("the spill holds a buffer of %d bytes after %s", cap(s.buf), want.Docs[i].Path)
		}
	}
	got := &Snapshot{ID: want.ID, Docs: make([]Doc, len(want.Docs))}
	for i := len(refs) - 1; i >= 0; i-- { // in any order
		if got.Docs[i], err = s.Get(refs[i]); err != nil {
			t.Fatal(err)
		}
	}
	// The large document is compared by its bytes (cmp is slow on
	// thousands of vectors), the others field by field.
	if diff := cmp.Diff(want.Docs[1:], got.Docs[1:]); diff != "" {
		t.Fatalf("spill round trip (-want +got):\n%s", diff)
	}
	if !bytes.Equal(Encode(got), Encode(want)) {
		t.Fatal("the spilled documents encode to other bytes")
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Fatalf("spill left %d files behind", len(left))
	}
}
