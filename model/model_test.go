package model

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/index"
	v "github.com/canon-kg/canon/vocabulary"
)

// sample is a document's quads and chunks as ingest writes them.
func sample() (string, []graph.Quad, []index.Chunk) {
	const p = "docs/adr/0002-b.md"
	d := v.DocNode(p)
	rule := v.RuleNode(p, "SEC-001")
	gen := v.RuleNode(p, "R-abc")
	sec := v.SectionNode(p, "security")
	emb := embed.New(embed.DefaultDim)
	q := func(s, pr, o string) graph.Quad { return graph.Quad{Subject: s, Predicate: pr, Object: o, Label: d} }
	quads := []graph.Quad{
		q(d, v.DocKind, "adr"), q(d, v.DocPath, p), q(d, v.DocTitle, "B"), q(d, v.DocFileHash, "h1"),
		q(d, v.DocLines, "20"), q(d, v.ADRNumber, "0002"), q(d, v.ADRStatus, "accepted"),
		q(d, v.ADRSupersedes, v.DocNode("docs/adr/0001-a.md")), q(d, v.DocLinksTo, v.DocNode("README.md")),
		q(d, v.DocRequirements, v.EncodeRequirements([]v.Requirement{{Text: "Tag it", Line: 7}})),
		q(d, v.DocMeta, `{"meta":{"status":"accepted"},"lines":{"status":2}}`),
		q(sec, v.SectionParent, d), q(sec, v.SectionLines, "5-12"), q(sec, v.SectionHeading, "Security"),
		q(rule, v.RuleID, "SEC-001"), q(rule, v.RuleText, "Never log tokens."), q(rule, v.RuleInSection, sec),
		q(rule, v.RuleLines, "6-6"), q(rule, v.RulePolarity, "never"), q(rule, v.RuleConstitution, "true"),
		q(rule, v.RuleDomain, v.EncodeDomain("security")), q(rule, v.RuleIntent, v.EncodeIntent("security")),
		q(rule, v.RuleRisk, "critical"), q(rule, v.RuleScope, "services/**"),
		q(gen, v.RuleText, "Prefer small functions."), q(gen, v.RuleLines, "9-9"), q(gen, v.RulePriority, "70"),
	}
	chunks := []index.Chunk{
		{ID: v.ChunkNode(p, 1), Path: p, Kind: "adr", Title: "B", Heading: "Security\x00", ChunkIndex: 1, LineStart: 5, LineEnd: 12,
			Text: "Never log tokens.", Vector: emb.EmbedEncoded("x")},
		{ID: v.ChunkNode(p, 0), Path: p, Kind: "adr", Title: "B", ChunkIndex: 0, LineStart: 1, LineEnd: 4, Text: "Intro", Tags: []string{}},
	}
	return p, quads, chunks
}

func TestDecoder_Doc(t *testing.T) {
	p, quads, chunks := sample()
	d, err := NewDecoder().Doc(p, quads, chunks)
	if err != nil {
		t.Fatal(err)
	}
	if d.Kind != "adr" || d.Hash != "h1" || d.ADRStatus != "accepted" || d.Lines != 20 || len(d.Requirements) != 1 || d.Requirements[0].Line != 7 {
		t.Fatalf("document fields: %+v", d)
	}
	if len(d.Sections) != 1 || d.Sections[0].Start != 5 || d.Sections[0].End != 12 {
		t.Fatalf("sections: %+v", d.Sections)
	}
	if len(d.Rules) != 2 || d.Rules[0].ID != "R-abc" || d.Rules[1].ID != "SEC-001" {
		t.Fatalf("rules: %+v", d.Rules)
	}
	gen, sec := d.Rules[0], d.Rules[1]
	if gen.Polarity != "should" || gen.Priority != 70 || gen.Constitution {
		t.Errorf("generated rule's derived values: %+v", gen)
	}
	if sec.Priority != v.DefaultPriority(true) || sec.Section != "security" || sec.Domains[0] != "security" || sec.Intents[0] != "security" || sec.Risk != "critical" {
		t.Errorf("rule SEC-001: %+v", sec)
	}
	if sec.Vec.Scale == 0 || gen.Vec.Scale == 0 {
		t.Error("a rule has no embedding")
	}
	if len(d.Chunks) != 2 || d.Chunks[0].ChunkIndex != 0 || d.Chunks[1].Heading != "Security " || d.Chunks[0].Tags != nil {
		t.Errorf("chunks: %+v", d.Chunks)
	}
	if len(d.Arcs) != 6 || len(d.Records) != 1 {
		t.Errorf("arcs %v records %v", d.Arcs, d.Records)
	}
	// The stores give back what ingest wrote: the same model.
	back := make([]index.Chunk, len(chunks))
	for i, c := range chunks {
		back[i] = c.Stored()
	}
	s, err := FromStores("snap-1", quads, back)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]Doc{d}, s.Docs); diff != "" {
		t.Errorf("model from the stores differs (-ingest +stores):\n%s", diff)
	}
	recs, err := s.Edges(context.Background(), v.DocMeta)
	if err != nil || len(recs) != 1 {
		t.Errorf("Edges(meta) = %v, %v", recs, err)
	}
	if _, err := s.Edges(context.Background(), v.DocTitle); err == nil {
		t.Error("Edges of a predicate the model does not keep succeeded")
	}
}

func TestEncode_RoundTrip(t *testing.T) {
	p, quads, chunks := sample()
	d, err := NewDecoder().Doc(p, quads, chunks)
	if err != nil {
		t.Fatal(err)
	}
	only, err := NewDecoder().Doc("docs/only-chunks.md", nil, []index.Chunk{{ID: "c", Path: "docs/only-chunks.md", Kind: "doc", Title: "T", Text: "t"}})
	if err != nil {
		t.Fatal(err)
	}
	if only.Kind != "doc" || only.Title != "T" {
		t.Errorf("a document known only by its chunks: %+v", only)
	}
	s := &Snapshot{ID: "snap-0123", Docs: []Doc{d, only}}
	b := Encode(s)
	got, err := Decode(bytes.Clone(b))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(s, got); diff != "" {
		t.Fatalf("round trip (-want +got):\n%s", diff)
	}
	if !bytes.Equal(Encode(got), b) {
		t.Fatal("re-encoding gives other bytes")
	}
	if got, err := Decode(Encode(&Snapshot{ID: "empty"})); err != nil || got.ID != "empty" || len(got.Docs) != 0 {
		t.Fatalf("empty snapshot: %+v, %v", got, err)
	}
	// Enough documents to be decoded in parallel runs.
	many := &Snapshot{ID: "snap-many"}
	for i := range 200 {
		x := d
		x.Path = fmt.Sprintf("docs/%03d.md", i)
		x.Arcs, x.Records = nil, nil
		if i%3 == 0 {
			x.Chunks = nil
		}
		many.Docs = append(many.Docs, x)
	}
	got, err = Decode(Encode(many))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(many, got); diff != "" {
		t.Fatalf("round trip of many documents (-want +got):\n%s", diff)
	}
}

func TestDecode_Rejects(t *testing.T) {
	p, quads, chunks := sample()
	d, _ := NewDecoder().Doc(p, quads, chunks)
	b := Encode(&Snapshot{ID: "snap-1", Docs: []Doc{d}})
	flipped := bytes.Clone(b)
	flipped[len(flipped)/2] ^= 0xff
	other := bytes.Clone(b)
	other[len(magic)] = Version + 1
	for name, tc := range map[string]struct {
		b    []byte
		want error
	}{
		"empty":     {nil, ErrCorrupt},
		"no magic":  {[]byte("not a model file at all"), ErrCorrupt},
		"truncated": {b[:len(b)-9], ErrCorrupt},
		"flipped":   {flipped, ErrCorrupt},
		"version":   {other, ErrVersion},
	} {
		if _, err := Decode(tc.b); !errors.Is(err, tc.want) {
			t.Errorf("%s: Decode = %v, want %v", name, err, tc.want)
		}
	}
	// The documents are decoded while the checksum is computed: damage
	// anywhere (a count, an offset, the index, the footer) is an error,
	// never a panic or a snapshot.
	many := &Snapshot{ID: "snap-many"}
	for i := range 150 {
		x := d
		x.Path = fmt.Sprintf("docs/%03d.md", i)
		x.Arcs, x.Records = nil, nil
		many.Docs = append(many.Docs, x)
	}
	good := Encode(many)
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range 400 {
		bad := bytes.Clone(good)
		for range 1 + i%4 {
			at := rng.IntN(len(bad))
			switch i % 3 { // the fields, the index and footer, anywhere
			case 0:
				at = rng.IntN(len(bad) / 3)
			case 1:
				at = len(bad) - 1 - rng.IntN(min(len(bad), 64))
			}
			bad[at] ^= byte(1 + rng.IntN(255))
		}
		if _, err := Decode(bad); !errors.Is(err, ErrCorrupt) && !errors.Is(err, ErrVersion) {
			t.Fatalf("damaged file %d: Decode = %v", i, err)
		}
	}
}

// Dot takes four products per step but sums them in component order: it
// gives the plain loop's cosine to the last bit, for any length.
func TestVector_Dot_order(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 3, 4, 5, 7, 8, 767, 768} {
		for range 50 {
			q := Vector{Q: make([]int8, n), Scale: r.Float32()}
			query := make(embed.Vector, n)
			for i := range n {
				q.Q[i] = int8(r.IntN(255) - 127)
				query[i] = r.Float32()*2 - 1
			}
			var want float32
			for i, c := range q.Q {
				want += float32(c) * query[i]
			}
			if got := q.Dot(query); n > 0 && got != float64(want*q.Scale) {
				t.Fatalf("n %d: Dot %v, the plain loop %v", n, got, float64(want*q.Scale))
			}
		}
	}
}

// MapFile decodes the same snapshot as ReadFile, and rejects what Decode
// rejects, naming the file.
func TestMapFile(t *testing.T) {
	p, quads, chunks := sample()
	d, err := NewDecoder().Doc(p, quads, chunks)
	if err != nil {
		t.Fatal(err)
	}
	// A large document, so that the bulk spans pages that MapFile releases
	// before anything reads them.
	big := d
	big.Path = "docs/big.md"
	big.Chunks, big.Arcs, big.Records, big.Rules, big.Sections = nil, nil, nil, nil, nil
	for i := range 64 {
		big.Chunks = append(big.Chunks, Chunk{ID: fmt.Sprintf("docs/big.md#%d", i), Kind: "doc", Title: "Big", ChunkIndex: i,
			Text: strings.Repeat(fmt.Sprintf("chunk %d text. ", i), 300), Vec: Quantise(embed.New(embed.DefaultDim).Embed(fmt.Sprint(i)))})
	}
	s := &Snapshot{ID: "snap-map", Docs: []Doc{big, d}}
	dir := t.TempDir()
	good := filepath.Join(dir, "model")
	if err := os.WriteFile(good, Encode(s), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := MapFile(good)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(s, got); diff != "" {
		t.Fatalf("MapFile (-want +got):\n%s", diff)
	}
	b := Encode(s)
	b[len(b)/2] ^= 0xff
	bad := filepath.Join(dir, "bad")
	empty := filepath.Join(dir, "empty")
	if err := errors.Join(os.WriteFile(bad, b, 0o644), os.WriteFile(empty, nil, 0o644)); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{bad, empty} {
		if _, err := MapFile(p); !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), p) {
			t.Errorf("MapFile(%s) = %v, want ErrCorrupt naming the file", p, err)
		}
	}
	if _, err := MapFile(filepath.Join(dir, "missing")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("MapFile of a missing file: %v", err)
	}
}
