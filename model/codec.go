package model

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"runtime"
	"sync"
	"unsafe"

	"github.com/canon-kg/canon/graph"
	v "github.com/canon-kg/canon/vocabulary"
	"github.com/canon-kg/canon/wire"
)

// Version is the version of the model file format and of what it means.
// Bump it whenever Doc's fields or their decoding change: a reader then
// decodes the stores instead (ErrVersion), and the next ingest rewrites
// the file.
//
// Version 3 keeps the bulk of the file (chunk texts and the embeddings)
// apart from the rest, after it: a query reads every document's fields but
// only the texts and embeddings of its candidates, so a process that maps
// the file (MapFile) holds in memory the part it reads. Version 4 holds a
// source of truth's records as sot.records blocks (vocabulary.RecordBlocks).
const Version = 4

// FileName is the name of the model file in a generation directory.
var FileName = fmt.Sprintf("model.v%d", Version)

// magic starts every model file.
const magic = "canon read model\n"

// ErrVersion is returned (wrapped) by Decode for a file of another
// version; ErrCorrupt for a file that fails its checksum or is cut short.
var (
	ErrVersion = errors.New("model: other version")
	ErrCorrupt = errors.New("model: corrupt file")
)

var crcTable = crc32.MakeTable(crc32.Castagnoli)

// Encode returns the binary form of s (Write).
func Encode(s *Snapshot) []byte {
	var b bytes.Buffer
	_ = Write(&b, s) // a bytes.Buffer does not fail
	return b.Bytes()
}

// flushAt is how many encoded bytes Write gathers before writing them.
const flushAt = 1 << 20

// Write writes the binary form of s to w: the magic, the version, the
// snapshot's documents without their bulk, then the bulk (each rule's
// embedding, each chunk's text and embedding, in the documents' order),
// an index of the documents (the length of each one's part of both), the
// offsets where the bulk and the index start, and a CRC-32C of everything
// before it. It streams, a megabyte at a time, so neither the file of a
// large snapshot nor the encoding of a large document is held in memory.
func Write(w io.Writer, s *Snapshot) error {
	e := &encoder{b: make([]byte, 0, 2*flushAt)}
	var crc uint32
	var written uint64
	flush := func() error {
		crc = crc32.Update(crc, crcTable, e.b)
		written += uint64(len(e.b))
		_, err := w.Write(e.b)
		e.b = e.b[:0]
		return err
	}
	e.flush = flush
	at := func() uint64 { return written + uint64(len(e.b)) }
	e.b = append(e.b, magic...)
	e.uint(Version)
	e.str(s.ID)
	e.uint(uint64(len(s.Docs)))
	// sizes are each document's bytes of the two parts, in turn.
	sizes := make([]uint64, 0, 2*len(s.Docs))
	var bulkStart uint64
	for _, bulk := range []bool{false, true} {
		if bulk {
			bulkStart = at()
		}
		for i := range s.Docs {
			from := at()
			if bulk {
				e.bulk(&s.Docs[i])
			} else {
				e.doc(&s.Docs[i])
			}
			sizes = append(sizes, at()-from)
			if e.spill(); e.err != nil {
				return fmt.Errorf("write model: %w", e.err)
			}
		}
	}
	indexStart := at()
	for i := range s.Docs {
		e.uint(sizes[i])
		e.uint(sizes[len(s.Docs)+i])
	}
	e.b = binary.LittleEndian.AppendUint64(e.b, bulkStart)
	e.b = binary.LittleEndian.AppendUint64(e.b, indexStart)
	if err := flush(); err != nil {
		return fmt.Errorf("write model: %w", err)
	}
	if _, err := w.Write(binary.LittleEndian.AppendUint32(nil, crc)); err != nil {
		return fmt.Errorf("write model: %w", err)
	}
	return nil
}

// Decode parses the binary form of a snapshot (Encode). It checks the
// magic, the version and the checksum before anything else. The
// snapshot's strings and vectors are not copied: they point into b, which
// must not be modified afterwards (ReadFile's buffer is never modified).
// Decoding is then a few allocations per document, and a query process
// holds the file's bytes once. The documents are decoded in parallel.
func Decode(b []byte) (*Snapshot, error) { return decode(b, nil) }

// footer is the bulk's and the index's offsets and the checksum that end
// the file.
const footer = 8 + 8 + 4

// decode is Decode. When bulk is set it reads the same bytes as b (b maps
// the file bulk reads), and the checksum reads the bulk, which decoding
// does not, through bulk instead of b: the bulk's pages are then never
// mapped into the process, which holds only the texts and embeddings it
// reads later.
func decode(b []byte, bulk io.ReaderAt) (*Snapshot, error) {
	if len(b) < len(magic)+footer || string(b[:len(magic)]) != magic {
		return nil, fmt.Errorf("%w: no model header", ErrCorrupt)
	}
	end := len(b) - footer
	head := wire.NewDecoder(b[:end], len(magic), ErrCorrupt)
	if ver := head.Uint(); head.Err() == nil && ver != Version {
		return nil, fmt.Errorf("%w: version %d, want %d", ErrVersion, ver, Version)
	}
	// The checksum is computed while the documents are decoded: decoding
	// bytes that fail it is safe (every offset and count is checked), and
	// what it made is then dropped for the checksum's error.
	bulkStart := binary.LittleEndian.Uint64(b[end:])
	indexStart := binary.LittleEndian.Uint64(b[end+8:])
	if bulkStart > indexStart || indexStart > uint64(end) {
		bulk = nil // decodeAll reports the offsets
	}
	type result struct {
		ok  bool
		err error
	}
	sum := make(chan result, 1)
	go func() {
		crc, err := checksum(b[:len(b)-4], bulk, bulkStart, indexStart)
		sum <- result{crc == binary.LittleEndian.Uint32(b[len(b)-4:]), err}
	}()
	s, err := decodeAll(b, head, bulkStart, indexStart)
	if r := <-sum; r.err != nil {
		return nil, r.err
	} else if !r.ok {
		return nil, fmt.Errorf("%w: checksum mismatch", ErrCorrupt)
	}
	if err != nil {
		return nil, err
	}
	return s, nil
}

// checksum is the CRC of body, reading body[bulkStart:indexStart] through
// bulk (when set) a piece at a time.
func checksum(body []byte, bulk io.ReaderAt, bulkStart, indexStart uint64) (uint32, error) {
	if bulk == nil {
		return crc32.Checksum(body, crcTable), nil
	}
	crc := crc32.Update(0, crcTable, body[:bulkStart])
	buf := make([]byte, min(1<<20, indexStart-bulkStart))
	for off := bulkStart; off < indexStart; {
		n := min(uint64(len(buf)), indexStart-off)
		if _, err := bulk.ReadAt(buf[:n], int64(off)); err != nil {
			return 0, fmt.Errorf("checksum: %w", err)
		}
		crc = crc32.Update(crc, crcTable, buf[:n])
		off += n
	}
	return crc32.Update(crc, crcTable, body[indexStart:]), nil
}

// decodeAll decodes the snapshot after its version (head), the documents'
// parts starting at bulkStart and indexStart.
func decodeAll(b []byte, head *wire.Decoder, bulkStart, indexStart uint64) (*Snapshot, error) {
	s := &Snapshot{ID: head.Str()}
	n := head.Count()
	if head.Err() != nil {
		return nil, head.Err()
	}
	if bulkStart < uint64(head.Off()) || indexStart < bulkStart || indexStart > uint64(len(b)-footer) {
		return nil, fmt.Errorf("%w: part offsets %d, %d out of the file", ErrCorrupt, bulkStart, indexStart)
	}
	return decodeDocs(b, s, n, head.Off(), int(bulkStart), int(indexStart))
}

// decodeDocs decodes the n documents of s: their fields from docs on,
// their bulk from bulkStart on, where each starts read from the index at
// indexStart.
func decodeDocs(b []byte, s *Snapshot, n, docs, bulkStart, indexStart int) (*Snapshot, error) {
	end := len(b) - footer
	index := wire.NewDecoder(b[:end], indexStart, ErrCorrupt)
	metaAt, bulkAt := make([]int, n+1), make([]int, n+1)
	metaAt[0], bulkAt[0] = docs, bulkStart
	for i := range n {
		meta, bulk := index.Uint(), index.Uint()
		if index.Err() == nil && (meta > uint64(bulkStart-metaAt[i]) || bulk > uint64(indexStart-bulkAt[i])) {
			index.Fail("document %d past its part", i)
		}
		if index.Err() != nil {
			return nil, index.Err()
		}
		metaAt[i+1], bulkAt[i+1] = metaAt[i]+int(meta), bulkAt[i]+int(bulk)
	}
	if index.Err() == nil && (index.Left() != 0 || metaAt[n] != bulkStart || bulkAt[n] != indexStart) {
		index.Fail("the index does not cover the documents")
	}
	if index.Err() != nil {
		return nil, index.Err()
	}
	s.Docs = make([]Doc, n)
	// Runs of documents, one per processor, each decoded on its own.
	runs := min(runtime.GOMAXPROCS(0), max(n/64, 1))
	errs := make([]error, runs)
	var wg sync.WaitGroup
	for r := range runs {
		lo, hi := r*n/runs, (r+1)*n/runs
		wg.Add(1)
		go func() {
			defer wg.Done()
			d := &decoder{
				Decoder: wire.NewDecoder(b[:metaAt[hi]], metaAt[lo], ErrCorrupt),
				bulk:    wire.NewDecoder(b[:bulkAt[hi]], bulkAt[lo], ErrCorrupt),
			}
			for i := lo; i < hi; i++ {
				d.doc(&s.Docs[i])
			}
			if d.err() == nil && (d.Left() != 0 || d.bulk.Left() != 0) {
				d.Fail("documents %d-%d end before their part", lo, hi-1)
			}
			errs[r] = d.err()
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return s, nil
}

// ReadFile reads and decodes the model file at path.
func ReadFile(path string) (*Snapshot, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read model %s: %w", path, err)
	}
	s, err := Decode(b)
	if err != nil {
		return nil, fmt.Errorf("read model %s: %w", path, err)
	}
	return s, nil
}

type encoder struct {
	b []byte
	// flush, when set, writes out and empties b; it is called once b
	// holds flushAt bytes, between a document's rules and chunks too, so
	// that a document of 90,000 rules is never encoded whole in memory.
	flush func() error
	err   error // flush's first error
}

// spill calls flush when b is full.
func (e *encoder) spill() {
	if e.flush != nil && e.err == nil && len(e.b) >= flushAt {
		e.err = e.flush()
	}
}

func (e *encoder) uint(x uint64)     { e.b = wire.AppendUint(e.b, x) }
func (e *encoder) int(x int)         { e.b = wire.AppendInt(e.b, x) }
func (e *encoder) bool(x bool)       { e.b = wire.AppendBool(e.b, x) }
func (e *encoder) str(s string)      { e.b = wire.AppendStr(e.b, s) }
func (e *encoder) strs(ss []string)  { e.b = wire.AppendStrs(e.b, ss) }
func (e *encoder) float32(x float32) { e.b = wire.AppendFloat32(e.b, x) }

// vec writes an embedding's scale and length; its components go to the
// bulk (vecBulk).
func (e *encoder) vec(x Vector) {
	e.float32(x.Scale)
	e.uint(uint64(len(x.Q)))
}

func (e *encoder) vecBulk(x Vector) {
	for _, c := range x.Q {
		e.b = append(e.b, byte(c))
	}
}

// bulk writes a document's bulk: its rules' embeddings, then each chunk's
// text and embedding, in the order doc lists them.
func (e *encoder) bulk(d *Doc) {
	for i := range d.Rules {
		e.vecBulk(d.Rules[i].Vec)
		e.spill()
	}
	for i := range d.Chunks {
		e.b = append(e.b, d.Chunks[i].Text...)
		e.vecBulk(d.Chunks[i].Vec)
		e.spill()
	}
}

// quads writes a document's quads, flushing between them: a source of
// truth's record blocks are 64 KB each, and those of a 10.4 MB CSV, encoded
// whole, held 31 MB in the spill's buffer for the rest of the run and as
// much again while the model file was written.
func (e *encoder) quads(qs []graph.Quad) {
	e.uint(uint64(len(qs)))
	for _, q := range qs {
		e.str(q.Subject)
		e.str(q.Predicate)
		e.str(q.Object)
		e.spill()
	}
}

func (e *encoder) doc(d *Doc) {
	for _, s := range []string{d.Path, d.Hash, d.Kind, d.Title, d.Format, d.Severity, d.Summary, d.Scope, d.ADRNumber, d.ADRStatus} {
		e.str(s)
	}
	e.bool(d.HasScope)
	e.bool(d.AlwaysApply)
	e.strs(d.AppliesTo)
	e.strs(d.Imports)
	e.bool(d.ImportOnly)
	e.uint(uint64(len(d.Requirements)))
	for _, r := range d.Requirements {
		e.str(r.Text)
		e.int(r.Line)
	}
	e.int(d.Lines)
	e.uint(uint64(len(d.Sections)))
	for _, s := range d.Sections {
		e.str(s.Node)
		e.int(s.Start)
		e.int(s.End)
	}
	e.uint(uint64(len(d.Rules)))
	for i := range d.Rules {
		r := &d.Rules[i]
		for _, s := range []string{r.Node, r.ID, r.Text, r.Section, r.Severity, r.Risk, r.Polarity} {
			e.str(s)
		}
		e.int(r.LineStart)
		e.int(r.LineEnd)
		e.int(r.Priority)
		e.bool(r.Constitution)
		e.strs(r.Domains)
		e.strs(r.Intents)
		e.strs(r.Scopes)
		e.vec(r.Vec)
		e.spill()
	}
	e.uint(uint64(len(d.Chunks)))
	for i := range d.Chunks {
		c := &d.Chunks[i]
		for _, s := range []string{c.ID, c.Kind, c.Title, c.Section, c.Heading, c.Severity, c.Category} {
			e.str(s)
		}
		e.uint(uint64(len(c.Text))) // the text is in the bulk
		e.strs(c.Tags)
		e.int(c.ChunkIndex)
		e.int(c.LineStart)
		e.int(c.LineEnd)
		e.int(c.Tokens)
		e.vec(c.Vec)
		e.spill()
	}
	e.quads(d.Arcs)
	e.quads(d.Records)
}

// decoder reads the documents (its Decoder) and, in step, their bulk.
type decoder struct {
	*wire.Decoder
	bulk *wire.Decoder
}

// err is the first problem of either part.
func (d *decoder) err() error {
	if err := d.Err(); err != nil {
		return err
	}
	return d.bulk.Err()
}

// vec reads an embedding: its scale and length here, its components from
// the bulk, pointing into the decoded bytes as strings do.
func (d *decoder) vec() Vector {
	x := Vector{Scale: d.Float32()}
	n := int(d.Uint())
	if d.Err() != nil {
		return Vector{}
	}
	if b := d.bulk.Bytes(n); len(b) > 0 {
		x.Q = unsafe.Slice((*int8)(unsafe.Pointer(&b[0])), n)
	}
	return x
}

func (d *decoder) quads(label string) []graph.Quad {
	n := d.Count()
	if n == 0 {
		return nil
	}
	out := make([]graph.Quad, n)
	for i := range out {
		out[i] = graph.Quad{Subject: d.Str(), Predicate: d.Str(), Object: d.Str(), Label: label}
	}
	return out
}

func (d *decoder) doc(x *Doc) {
	for _, p := range []*string{&x.Path, &x.Hash, &x.Kind, &x.Title, &x.Format, &x.Severity, &x.Summary, &x.Scope, &x.ADRNumber, &x.ADRStatus} {
		*p = d.Str()
	}
	x.HasScope = d.Bool()
	x.AlwaysApply = d.Bool()
	x.AppliesTo = d.Strs()
	x.Imports = d.Strs()
	x.ImportOnly = d.Bool()
	if n := d.Count(); n > 0 {
		x.Requirements = make([]v.Requirement, n)
		for i := range x.Requirements {
			x.Requirements[i] = v.Requirement{Text: d.Str(), Line: d.Int()}
		}
	}
	x.Lines = d.Int()
	if n := d.Count(); n > 0 {
		x.Sections = make([]Section, n)
		for i := range x.Sections {
			x.Sections[i] = Section{Node: d.Str(), Start: d.Int(), End: d.Int()}
		}
	}
	if n := d.Count(); n > 0 {
		x.Rules = make([]Rule, n)
		for i := range x.Rules {
			r := &x.Rules[i]
			for _, p := range []*string{&r.Node, &r.ID, &r.Text, &r.Section, &r.Severity, &r.Risk, &r.Polarity} {
				*p = d.Str()
			}
			r.LineStart, r.LineEnd, r.Priority = d.Int(), d.Int(), d.Int()
			r.Constitution = d.Bool()
			r.Domains, r.Intents, r.Scopes = d.Strs(), d.Strs(), d.Strs()
			r.Vec = d.vec()
		}
	}
	if n := d.Count(); n > 0 {
		x.Chunks = make([]Chunk, n)
		for i := range x.Chunks {
			c := &x.Chunks[i]
			for _, p := range []*string{&c.ID, &c.Kind, &c.Title, &c.Section, &c.Heading, &c.Severity, &c.Category} {
				*p = d.Str()
			}
			textLen := int(d.Uint())
			c.Tags = d.Strs()
			c.ChunkIndex, c.LineStart, c.LineEnd, c.Tokens = d.Int(), d.Int(), d.Int(), d.Int()
			if t := d.bulk.Bytes(textLen); len(t) > 0 {
				c.Text = unsafe.String(&t[0], len(t))
			}
			c.Vec = d.vec()
		}
	}
	label := v.DocNode(x.Path)
	x.Arcs = d.quads(label)
	x.Records = d.quads(label)
}
