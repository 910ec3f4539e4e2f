package retrieve

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"log/slog"
	"slices"

	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/model"
	"github.com/canon-kg/canon/wire"
)

// The ranking's lookups (the graph's two adjacencies, the seed index and
// the gist index) depend on the read model alone. The ingest builds them
// once per snapshot and persists them beside the model file (WriteLookups),
// so a query process reads them instead of building them: most of a cold
// engine load was building these. A file of another version, snapshot or
// shape, or one that fails its checksum, is not used: Load builds them as
// before.

// lookupsVersion is the version of the lookups file. Bump it whenever
// what buildGraph, buildSeeds, buildGist or buildDocs compute changes, or
// the file's
// layout does.
const lookupsVersion = 2

// LookupsFileName is the name of the lookups file in a generation
// directory, beside the model file.
var LookupsFileName = fmt.Sprintf("lookups.v%d", lookupsVersion)

// Lookups is the lookups file as the ingest writes it (ingest.Options.Derived).
var Lookups = model.Derived{Name: LookupsFileName, Write: WriteLookups}

const lookupsMagic = "canon ranking lookups\n"

var lookupsCRC = crc32.MakeTable(crc32.Castagnoli)

// WriteLookups builds the ranking's lookups of the read model m and writes
// them to w.
func WriteLookups(ctx context.Context, w io.Writer, m *model.Snapshot) error {
	e, arcs, err := loadDocs(ctx, nil, m, Options{})
	if err != nil {
		return fmt.Errorf("write lookups: %w", err)
	}
	e.buildGraphSeeds(arcs, func() {
		e.buildGist()
		e.buildDocs()
	})
	if _, err := w.Write(e.appendLookups(nil)); err != nil {
		return fmt.Errorf("write lookups: %w", err)
	}
	return nil
}

// appendLookups appends the lookups file's bytes: the magic, the version,
// the snapshot ID and the number of documents the engine holds (both must
// match on reading), the adjacencies, the seed and gist tables, and a
// CRC-32C of everything before it.
func (e *Engine) appendLookups(b []byte) []byte {
	start := len(b)
	b = append(b, lookupsMagic...)
	b = wire.AppendUint(b, lookupsVersion)
	b = wire.AppendStr(b, e.snapshot)
	b = wire.AppendUint(b, uint64(len(e.docs)))
	b = e.adj.AppendBinary(b)
	b = e.docAdj.AppendBinary(b)
	// Seed postings name their nodes by position in a table of names.
	var names []string
	for _, p := range e.seedIdx.posts {
		names = append(names, p.node)
	}
	slices.Sort(names)
	names = slices.Compact(names)
	b = wire.AppendStrs(b, names)
	b = appendTable(b, e.seedIdx, func(b []byte, p seedNode) []byte {
		i, _ := slices.BinarySearch(names, p.node)
		return wire.AppendFloat64(wire.AppendUint(b, uint64(i)), p.weight)
	})
	posting := func(b []byte, p gistPosting) []byte {
		return wire.AppendFloat64(wire.AppendUint(b, uint64(p.doc)), p.w)
	}
	b = appendTable(b, e.gist.postings, posting)
	b = appendTable(b, e.docIdx.postings, posting)
	return binary.LittleEndian.AppendUint32(b, crc32.Checksum(b[start:], lookupsCRC))
}

func appendTable[P any](b []byte, t *stemTable[P], post func([]byte, P) []byte) []byte {
	b = wire.AppendUint(b, uint64(len(t.stems)))
	b = wire.AppendUint(b, uint64(len(t.posts)))
	for i, s := range t.stems {
		b = wire.AppendStr(b, s)
		ps := t.posts[t.offs[i]:t.offs[i+1]]
		b = wire.AppendUint(b, uint64(len(ps)))
		for _, p := range ps {
			b = post(b, p)
		}
	}
	return b
}

// useLookups sets the engine's lookups from the bytes of a lookups file
// when they are given and usable; otherwise they are built as before.
func (e *Engine) useLookups(b []byte) {
	if b == nil {
		return
	}
	if err := e.readLookups(b); err != nil {
		slog.Debug("load engine: building the ranking's lookups", "snapshot", e.snapshot, "err", err)
		return
	}
	e.lookupsRead = true
}

// errLookups is returned (wrapped) for a lookups file that cannot be used.
var errLookups = errors.New("lookups file not usable")

// readLookups sets the engine's lookups from a lookups file's bytes, which
// must not be modified afterwards (names point into them). It sets nothing
// when it fails.
func (e *Engine) readLookups(b []byte) error {
	if len(b) < len(lookupsMagic)+4 || !bytes.HasPrefix(b, []byte(lookupsMagic)) {
		return fmt.Errorf("%w: no header", errLookups)
	}
	body := b[:len(b)-4]
	if crc32.Checksum(body, lookupsCRC) != binary.LittleEndian.Uint32(b[len(b)-4:]) {
		return fmt.Errorf("%w: checksum mismatch", errLookups)
	}
	d := wire.NewDecoder(body, len(lookupsMagic), errLookups)
	if v := d.Uint(); d.Err() == nil && v != lookupsVersion {
		return fmt.Errorf("%w: version %d, want %d", errLookups, v, lookupsVersion)
	}
	if id := d.Str(); d.Err() == nil && id != e.snapshot {
		return fmt.Errorf("%w: snapshot %s, want %s", errLookups, id, e.snapshot)
	}
	if n := d.Uint(); d.Err() == nil && n != uint64(len(e.docs)) {
		return fmt.Errorf("%w: %d documents, the engine holds %d", errLookups, n, len(e.docs))
	}
	adj, docAdj := readAdjacency(d), readAdjacency(d)
	names := d.Strs()
	seeds := readTable(d, func(d *wire.Decoder) seedNode {
		i, w := d.Uint(), d.Float64()
		if d.Err() == nil && i >= uint64(len(names)) {
			d.Fail("seed name %d of %d", i, len(names))
			return seedNode{}
		}
		return seedNode{node: names[i], weight: w}
	})
	posting := func(d *wire.Decoder) gistPosting {
		doc, w := d.Uint(), d.Float64()
		if d.Err() == nil && doc >= uint64(len(e.docs)) {
			d.Fail("posting of document %d of %d", doc, len(e.docs))
		}
		return gistPosting{doc: int(doc), w: w}
	}
	gist := readTable(d, posting)
	docs := readTable(d, posting)
	if d.Err() == nil && d.Left() != 0 {
		d.Fail("%d bytes after the document index", d.Left())
	}
	if d.Err() != nil {
		return d.Err()
	}
	e.adj, e.docAdj, e.seedIdx, e.gist, e.docIdx = adj, docAdj, seeds, gistIndex{postings: gist}, docIndex{postings: docs}
	return nil
}

func readTable[P any](d *wire.Decoder, post func(*wire.Decoder) P) *stemTable[P] {
	n, posts := d.Count(), d.Count()
	t := &stemTable[P]{stems: make([]string, 0, n), offs: make([]int, 0, n+1), posts: make([]P, 0, posts)}
	for range n {
		t.stems = append(t.stems, d.Str())
		t.offs = append(t.offs, len(t.posts))
		for range d.Count() {
			t.posts = append(t.posts, post(d))
		}
		if d.Err() != nil {
			return nil
		}
	}
	t.offs = append(t.offs, len(t.posts))
	if !slices.IsSorted(t.stems) {
		d.Fail("stems out of order")
	}
	return t
}

// readAdjacency reads an adjacency (graph.DecodeAdjacency) embedded here.
func readAdjacency(d *wire.Decoder) *graph.Adjacency {
	if d.Err() != nil {
		return nil
	}
	a, n, err := graph.DecodeAdjacency(d.Rest())
	if err != nil {
		d.Fail("%v", err)
		return nil
	}
	d.Skip(n)
	return a
}
