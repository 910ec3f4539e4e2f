package model

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"os"
	"unsafe"

	"github.com/canon-kg/canon/graph"
	v "github.com/canon-kg/canon/vocabulary"
)

// Version is the version of the model file format and of what it means.
// Bump it whenever Doc's fields or their decoding change: a reader then
// decodes the stores instead (ErrVersion), and the next ingest rewrites
// the file.
//
// Version 3 keeps the bulk of the file (chunk texts and the embeddings)
// apart from the rest, after it: a query reads every document's fields but
// only the texts and embeddings of its candidates, so a process that maps
// the file (MapFile) holds in memory the part it reads.
const Version = 3

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
// the offset where the bulk starts and a CRC-32C of everything before it.
// It streams, document by document, so the file of a large snapshot is
// never held in memory.
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
	e.b = append(e.b, magic...)
	e.uint(Version)
	e.str(s.ID)
	e.uint(uint64(len(s.Docs)))
	for _, bulk := range []bool{false, true} {
		for i := range s.Docs {
			if bulk {
				e.bulk(&s.Docs[i])
			} else {
				e.doc(&s.Docs[i])
			}
			if len(e.b) >= flushAt {
				if err := flush(); err != nil {
					return fmt.Errorf("write model: %w", err)
				}
			}
		}
		if !bulk {
			if err := flush(); err != nil {
				return fmt.Errorf("write model: %w", err)
			}
			e.bulkStart = written
		}
	}
	e.b = binary.LittleEndian.AppendUint64(e.b, e.bulkStart)
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
// holds the file's bytes once.
func Decode(b []byte) (*Snapshot, error) { return decode(b, nil) }

// footer is the bulk's offset and the checksum that end the file.
const footer = 8 + 4

// decode is Decode; once the checksum holds, release (when set) is given
// the bulk, which decoding does not read.
func decode(b []byte, release func(bulk []byte)) (*Snapshot, error) {
	if len(b) < len(magic)+footer || string(b[:len(magic)]) != magic {
		return nil, fmt.Errorf("%w: no model header", ErrCorrupt)
	}
	d := &decoder{b: b[:len(b)-footer], off: len(magic)}
	if ver := d.uint(); d.err == nil && ver != Version {
		return nil, fmt.Errorf("%w: version %d, want %d", ErrVersion, ver, Version)
	}
	if crc32.Checksum(b[:len(b)-4], crcTable) != binary.LittleEndian.Uint32(b[len(b)-4:]) {
		return nil, fmt.Errorf("%w: checksum mismatch", ErrCorrupt)
	}
	start := binary.LittleEndian.Uint64(b[len(b)-footer:])
	if start < uint64(d.off) || start > uint64(len(d.b)) {
		return nil, fmt.Errorf("%w: bulk offset %d out of the file", ErrCorrupt, start)
	}
	d.bulk, d.b = d.b[start:], d.b[:start]
	if release != nil {
		release(d.bulk)
	}
	s := &Snapshot{ID: d.str()}
	n := d.len()
	s.Docs = make([]Doc, n)
	for i := range s.Docs {
		d.doc(&s.Docs[i])
	}
	if d.err == nil && d.off != len(d.b) {
		d.err = fmt.Errorf("%w: %d bytes after the last document", ErrCorrupt, len(d.b)-d.off)
	}
	if d.err == nil && d.boff != len(d.bulk) {
		d.err = fmt.Errorf("%w: %d bytes after the last text", ErrCorrupt, len(d.bulk)-d.boff)
	}
	if d.err != nil {
		return nil, d.err
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
	b         []byte
	bulkStart uint64
}

func (e *encoder) uint(x uint64) { e.b = binary.AppendUvarint(e.b, x) }
func (e *encoder) int(x int)     { e.b = binary.AppendVarint(e.b, int64(x)) }
func (e *encoder) bool(x bool) {
	if x {
		e.b = append(e.b, 1)
	} else {
		e.b = append(e.b, 0)
	}
}
func (e *encoder) str(s string) { e.uint(uint64(len(s))); e.b = append(e.b, s...) }
func (e *encoder) strs(ss []string) {
	e.uint(uint64(len(ss)))
	for _, s := range ss {
		e.str(s)
	}
}

// vec writes an embedding's scale and length; its components go to the
// bulk (vecBulk).
func (e *encoder) vec(x Vector) {
	e.b = binary.LittleEndian.AppendUint32(e.b, math.Float32bits(x.Scale))
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
	}
	for i := range d.Chunks {
		e.b = append(e.b, d.Chunks[i].Text...)
		e.vecBulk(d.Chunks[i].Vec)
	}
}
func (e *encoder) quads(qs []graph.Quad) {
	e.uint(uint64(len(qs)))
	for _, q := range qs {
		e.str(q.Subject)
		e.str(q.Predicate)
		e.str(q.Object)
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
	}
	e.quads(d.Arcs)
	e.quads(d.Records)
}

type decoder struct {
	b    []byte // the documents without their bulk
	off  int
	bulk []byte // chunk texts and embeddings, read in order
	boff int
	err  error
}

// blob takes the next n bytes of the bulk.
func (d *decoder) blob(n int) []byte {
	if d.err != nil || n > len(d.bulk)-d.boff {
		if d.err == nil {
			d.err = fmt.Errorf("%w: bulk cut short at byte %d", ErrCorrupt, d.boff)
		}
		return nil
	}
	b := d.bulk[d.boff : d.boff+n : d.boff+n]
	d.boff += n
	return b
}

func (d *decoder) fail() {
	if d.err == nil {
		d.err = fmt.Errorf("%w: cut short at byte %d", ErrCorrupt, d.off)
	}
}

func (d *decoder) uint() uint64 {
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

func (d *decoder) int() int {
	if d.err != nil {
		return 0
	}
	x, n := binary.Varint(d.b[d.off:])
	if n <= 0 {
		d.fail()
		return 0
	}
	d.off += n
	return int(x)
}

// len reads a count, bounded by the bytes left (every element takes at
// least one byte), so a corrupt count cannot allocate without bound.
func (d *decoder) len() int {
	n := d.uint()
	if n > uint64(len(d.b)-d.off) {
		d.fail()
		return 0
	}
	return int(n)
}

func (d *decoder) bool() bool {
	if d.err != nil || d.off >= len(d.b) {
		d.fail()
		return false
	}
	d.off++
	return d.b[d.off-1] == 1
}

// str reads a string without copying it: it points into the decoded
// bytes (see Decode).
func (d *decoder) str() string {
	n := d.len()
	if d.err != nil || n == 0 {
		return ""
	}
	s := unsafe.String(&d.b[d.off], n)
	d.off += n
	return s
}

func (d *decoder) strs() []string {
	n := d.len()
	if n == 0 {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = d.str()
	}
	return out
}

func (d *decoder) vec() Vector {
	if d.err != nil || d.off+4 > len(d.b) {
		d.fail()
		return Vector{}
	}
	x := Vector{Scale: math.Float32frombits(binary.LittleEndian.Uint32(d.b[d.off:]))}
	d.off += 4
	n := int(d.uint())
	if d.err != nil {
		return Vector{}
	}
	if b := d.blob(n); len(b) > 0 {
		// The components point into the decoded bytes, as strings do.
		x.Q = unsafe.Slice((*int8)(unsafe.Pointer(&b[0])), n)
	}
	return x
}

func (d *decoder) quads(label string) []graph.Quad {
	n := d.len()
	if n == 0 {
		return nil
	}
	out := make([]graph.Quad, n)
	for i := range out {
		out[i] = graph.Quad{Subject: d.str(), Predicate: d.str(), Object: d.str(), Label: label}
	}
	return out
}

func (d *decoder) doc(x *Doc) {
	for _, p := range []*string{&x.Path, &x.Hash, &x.Kind, &x.Title, &x.Format, &x.Severity, &x.Summary, &x.Scope, &x.ADRNumber, &x.ADRStatus} {
		*p = d.str()
	}
	x.HasScope = d.bool()
	x.AlwaysApply = d.bool()
	x.AppliesTo = d.strs()
	x.Imports = d.strs()
	x.ImportOnly = d.bool()
	if n := d.len(); n > 0 {
		x.Requirements = make([]v.Requirement, n)
		for i := range x.Requirements {
			x.Requirements[i] = v.Requirement{Text: d.str(), Line: d.int()}
		}
	}
	x.Lines = d.int()
	if n := d.len(); n > 0 {
		x.Sections = make([]Section, n)
		for i := range x.Sections {
			x.Sections[i] = Section{Node: d.str(), Start: d.int(), End: d.int()}
		}
	}
	if n := d.len(); n > 0 {
		x.Rules = make([]Rule, n)
		for i := range x.Rules {
			r := &x.Rules[i]
			for _, p := range []*string{&r.Node, &r.ID, &r.Text, &r.Section, &r.Severity, &r.Risk, &r.Polarity} {
				*p = d.str()
			}
			r.LineStart, r.LineEnd, r.Priority = d.int(), d.int(), d.int()
			r.Constitution = d.bool()
			r.Domains, r.Intents, r.Scopes = d.strs(), d.strs(), d.strs()
			r.Vec = d.vec()
		}
	}
	if n := d.len(); n > 0 {
		x.Chunks = make([]Chunk, n)
		for i := range x.Chunks {
			c := &x.Chunks[i]
			for _, p := range []*string{&c.ID, &c.Kind, &c.Title, &c.Section, &c.Heading, &c.Severity, &c.Category} {
				*p = d.str()
			}
			textLen := int(d.uint())
			c.Tags = d.strs()
			c.ChunkIndex, c.LineStart, c.LineEnd, c.Tokens = d.int(), d.int(), d.int(), d.int()
			if t := d.blob(textLen); len(t) > 0 {
				c.Text = unsafe.String(&t[0], len(t))
			}
			c.Vec = d.vec()
		}
	}
	label := v.DocNode(x.Path)
	x.Arcs = d.quads(label)
	x.Records = d.quads(label)
}
