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
	"math"
	"slices"
	"unsafe"

	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/model"
)

// The ranking's lookups (the graph's two adjacencies, the seed index and
// the gist index) depend on the read model alone. The ingest builds them
// once per snapshot and persists them beside the model file (WriteLookups),
// so a query process reads them instead of building them: most of a cold
// engine load was building these. A file of another version, snapshot or
// shape, or one that fails its checksum, is not used: Load builds them as
// before.

// lookupsVersion is the version of the lookups file. Bump it whenever
// what buildGraph, buildSeeds or buildGist compute changes, or the file's
// layout does.
const lookupsVersion = 1

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
	e, err := Load(ctx, nil, m, Options{Lazy: true})
	if err != nil {
		return fmt.Errorf("write lookups: %w", err)
	}
	e.buildLookups()
	if _, err := w.Write(e.appendLookups(nil)); err != nil {
		return fmt.Errorf("write lookups: %w", err)
	}
	return nil
}

// buildLookups builds the adjacencies, the seed index and the gist index
// from the model, the first two at once.
func (e *Engine) buildLookups() {
	var arcs []graph.Quad
	for i := range e.model.Docs {
		arcs = append(arcs, e.model.Docs[i].Arcs...)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		e.buildGraph(arcs)
	}()
	e.buildSeeds()
	e.buildGist()
	<-done
}

// appendLookups appends the lookups file's bytes: the magic, the version,
// the snapshot ID and the number of documents the engine holds (both must
// match on reading), the adjacencies, the seed and gist tables, and a
// CRC-32C of everything before it.
func (e *Engine) appendLookups(b []byte) []byte {
	start := len(b)
	b = append(b, lookupsMagic...)
	b = binary.AppendUvarint(b, lookupsVersion)
	b = appendStr(b, e.snapshot)
	b = binary.AppendUvarint(b, uint64(len(e.docs)))
	b = e.adj.AppendBinary(b)
	b = e.docAdj.AppendBinary(b)
	// Seed postings name their nodes by position in a table of names.
	var names []string
	for _, p := range e.seedIdx.posts {
		names = append(names, p.node)
	}
	slices.Sort(names)
	names = slices.Compact(names)
	b = binary.AppendUvarint(b, uint64(len(names)))
	for _, n := range names {
		b = appendStr(b, n)
	}
	b = appendTable(b, e.seedIdx, func(b []byte, p seedNode) []byte {
		i, _ := slices.BinarySearch(names, p.node)
		b = binary.AppendUvarint(b, uint64(i))
		return binary.LittleEndian.AppendUint64(b, math.Float64bits(p.weight))
	})
	b = appendTable(b, e.gist.postings, func(b []byte, p gistPosting) []byte {
		b = binary.AppendUvarint(b, uint64(p.doc))
		return binary.LittleEndian.AppendUint64(b, math.Float64bits(p.w))
	})
	return binary.LittleEndian.AppendUint32(b, crc32.Checksum(b[start:], lookupsCRC))
}

func appendStr(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

func appendTable[P any](b []byte, t *stemTable[P], post func([]byte, P) []byte) []byte {
	b = binary.AppendUvarint(b, uint64(len(t.stems)))
	for i, s := range t.stems {
		b = appendStr(b, s)
		ps := t.posts[t.offs[i]:t.offs[i+1]]
		b = binary.AppendUvarint(b, uint64(len(ps)))
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
	d := &lookupsDecoder{b: body, off: len(lookupsMagic)}
	if v := d.uint(); d.err == nil && v != lookupsVersion {
		return fmt.Errorf("%w: version %d, want %d", errLookups, v, lookupsVersion)
	}
	if id := d.str(); d.err == nil && id != e.snapshot {
		return fmt.Errorf("%w: snapshot %s, want %s", errLookups, id, e.snapshot)
	}
	if n := d.uint(); d.err == nil && n != uint64(len(e.docs)) {
		return fmt.Errorf("%w: %d documents, the engine holds %d", errLookups, n, len(e.docs))
	}
	adj, docAdj := d.adjacency(), d.adjacency()
	names := make([]string, d.count())
	for i := range names {
		names[i] = d.str()
	}
	seeds := readTable(d, func(d *lookupsDecoder) seedNode {
		i, w := d.uint(), d.float()
		if d.err == nil && i >= uint64(len(names)) {
			d.err = fmt.Errorf("%w: seed name %d of %d", errLookups, i, len(names))
			return seedNode{}
		}
		return seedNode{node: names[i], weight: w}
	})
	gist := readTable(d, func(d *lookupsDecoder) gistPosting {
		doc, w := d.uint(), d.float()
		if d.err == nil && doc >= uint64(len(e.docs)) {
			d.err = fmt.Errorf("%w: gist document %d of %d", errLookups, doc, len(e.docs))
		}
		return gistPosting{doc: int(doc), w: w}
	})
	if d.err == nil && d.off != len(d.b) {
		d.err = fmt.Errorf("%w: %d bytes after the gist index", errLookups, len(d.b)-d.off)
	}
	if d.err != nil {
		return d.err
	}
	e.adj, e.docAdj, e.seedIdx, e.gist = adj, docAdj, seeds, gistIndex{postings: gist}
	return nil
}

func readTable[P any](d *lookupsDecoder, post func(*lookupsDecoder) P) *stemTable[P] {
	n := d.count()
	t := &stemTable[P]{stems: make([]string, 0, n), offs: make([]int, 0, n+1)}
	for range n {
		t.stems = append(t.stems, d.str())
		t.offs = append(t.offs, len(t.posts))
		for range d.count() {
			t.posts = append(t.posts, post(d))
		}
		if d.err != nil {
			return nil
		}
	}
	t.offs = append(t.offs, len(t.posts))
	if !slices.IsSorted(t.stems) && d.err == nil {
		d.err = fmt.Errorf("%w: stems out of order", errLookups)
	}
	return t
}

type lookupsDecoder struct {
	b   []byte
	off int
	err error
}

func (d *lookupsDecoder) fail() {
	if d.err == nil {
		d.err = fmt.Errorf("%w: cut short at byte %d", errLookups, d.off)
	}
}

func (d *lookupsDecoder) uint() uint64 {
	if d.err != nil {
		return 0
	}
	x, n := binary.Uvarint(d.b[d.off:])
	if n <= 0 {
		d.fail()
		return 0
	}
	d.off += n
	return x
}

// count reads a count, bounded by the bytes left.
func (d *lookupsDecoder) count() int {
	n := d.uint()
	if n > uint64(len(d.b)-d.off) {
		d.fail()
		return 0
	}
	return int(n)
}

func (d *lookupsDecoder) float() float64 {
	if d.err != nil || d.off+8 > len(d.b) {
		d.fail()
		return 0
	}
	x := math.Float64frombits(binary.LittleEndian.Uint64(d.b[d.off:]))
	d.off += 8
	return x
}

// str reads a string pointing into the decoded bytes.
func (d *lookupsDecoder) str() string {
	n := d.count()
	if d.err != nil || n == 0 {
		return ""
	}
	s := unsafe.String(&d.b[d.off], n)
	d.off += n
	return s
}

func (d *lookupsDecoder) adjacency() *graph.Adjacency {
	if d.err != nil {
		return nil
	}
	a, n, err := graph.DecodeAdjacency(d.b[d.off:])
	if err != nil {
		d.err = fmt.Errorf("%w: %w", errLookups, err)
		return nil
	}
	d.off += n
	return a
}
