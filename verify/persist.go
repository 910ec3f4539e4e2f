package verify

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"log/slog"
	"maps"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/canon-kg/canon/model"
	"github.com/canon-kg/canon/wire"
)

// A verifier learns its indexes from every record of the read model (the
// names, the domains of the fields, the values): most of a cold `query
// context` or `query verify` was that learning. The ingest learns them
// once per snapshot and persists them beside the model file (Index), and
// a reader decodes them (Open) instead. A file of another version,
// snapshot or configuration, or one that fails its checksum, is not used:
// Open learns the indexes as before.

// indexVersion is the version of the verifier's index file. Bump it
// whenever what NewWith learns changes, or the file's layout does:
// TestIndexVersion fails when the index of the example corpus changes
// while the version does not.
const indexVersion = 37

const indexMagic = "canon verifier index\n"

var indexCRC = crc32.MakeTable(crc32.Castagnoli)

// errIndex is returned (wrapped) for an index file that cannot be used.
var errIndex = errors.New("verifier index not usable")

// Fingerprint identifies the configuration a verifier learns with (its
// profiles): an index learned with another is not used.
func (c Config) Fingerprint() string {
	b, err := json.Marshal(c.Profiles)
	if err != nil { // a Profile holds strings, lists and maps of them only
		panic(fmt.Sprintf("verify: fingerprint: %v", err))
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// IndexFileName is the name of the index file of a verifier learned with
// cfg, in a generation directory beside the model file. The name holds
// the configuration's fingerprint, so that an ingest run after the
// profiles changed writes the index again even when no file changed.
func IndexFileName(cfg Config) string {
	return fmt.Sprintf("verifier.%s.v%d", cfg.Fingerprint(), indexVersion)
}

// Index is the verifier's index file as the ingest writes it
// (ingest.Options.Derived), learned with cfg.
func Index(cfg Config) model.Derived {
	return model.Derived{Name: IndexFileName(cfg), Load: func(ctx context.Context, m *model.Snapshot) (model.WriteFunc, error) {
		// The records are all the index needs of the model; they are
		// decoded here (their strings copied out of the model's), and
		// learned from once the ingest no longer holds the model.
		recs, err := loadBlocks(ctx, m, true)
		if err != nil {
			return nil, fmt.Errorf("write verifier index: %w", err)
		}
		id := strings.Clone(m.ID) // (not a slice of the model's bytes)
		return func(_ context.Context, w io.Writer) error {
			r := recs
			recs = nil // NewWith keeps what it needs of them
			// What a reader derives is not learned, and what is written
			// is let go (the verifier is not used after).
			v, err := learnBlocks(r, cfg)
			if err != nil {
				return fmt.Errorf("write verifier index: %w", err)
			}
			if err := v.encodeIndex(w, id, cfg.Fingerprint(), true); err != nil {
				return fmt.Errorf("write verifier index: %w", err)
			}
			return nil
		}, nil
	}}
}

// Open returns the verifier of the read model m learned with cfg: decoded
// from the index file in dir (the snapshot's generation directory; mapped
// when mapped is set) when that file was written for m's snapshot and
// cfg, otherwise learned from m's records (LoadWith). dir "" always
// learns.
func Open(ctx context.Context, dir string, m *model.Snapshot, cfg Config, mapped bool) (*Verifier, error) {
	if dir != "" {
		b, err := model.ReadBytes(filepath.Join(dir, IndexFileName(cfg)), mapped)
		if err == nil {
			var v *Verifier
			if v, err = readIndex(b, m.ID, cfg); err == nil {
				return v, nil
			}
		}
		slog.Debug("verify: learning the records' indexes", "snapshot", m.ID, "err", err)
	}
	return LoadWith(ctx, m, cfg)
}

// writeIndex writes the index file's bytes to w: the magic, the version,
// the snapshot ID and the configuration's fingerprint (all must match on
// reading), everything NewWith learned but the compiled profiles, and a
// CRC-32C of everything before it. The bytes go out in pieces of about
// indexPiece (the file of a 10 MB CSV is 71 MB, which appended whole to
// one slice, with the copies of its growth, was a third of the ingest's
// live heap at publication).
func (v *Verifier) writeIndex(w io.Writer, snapshot, fingerprint string) error {
	return v.encodeIndex(w, snapshot, fingerprint, false)
}

// encodeIndex writes the index file as writeIndex does; with release set
// it lets go of each index once it is written, the records' fields first
// (the verifier is of no use after): the largest learned indexes were
// half the heap of a large CSV's ingest, and the keys each map is
// written in order of came on top of them all.
func (v *Verifier) encodeIndex(w io.Writer, snapshot, fingerprint string, release bool) error {
	iw := &indexWriter{w: w}
	iw.b = append(iw.b, indexMagic...)
	iw.b = wire.AppendUint(iw.b, indexVersion)
	iw.b = wire.AppendStr(iw.b, snapshot)
	iw.b = wire.AppendStr(iw.b, fingerprint)
	at := make(map[*indexed]int, len(v.records))
	for i, r := range v.records {
		at[r] = i
	}
	writeList(iw, v.records, appendRecord)
	iw.b = appendStrs(iw.b, v.idFields)
	writeMap(iw, v.refFields, wire.AppendBool)
	writeIDIndex(iw, v.byID, v.records, at)
	writeNameKeys(iw, &v.byName, v.records) // (of the records' keys)
	if release {
		v.byID, v.byName, v.byDir = idIndex{}, nameKeys{}, nil
		for _, r := range v.records { // (refs to them are written by position)
			*r = indexed{}
		}
	}
	writeMap(iw, v.heads, wire.AppendBool)
	writeMap(iw, v.fieldStems, wire.AppendBool)
	writeMap(iw, v.periods, wire.AppendBool)
	writeMap(iw, v.valueNames, wire.AppendBool)
	writeMap(iw, v.nameFields, wire.AppendBool)
	iw.b = wire.AppendBool(iw.b, v.timeFields)
	iw.b = wire.AppendBool(iw.b, v.weekdayValues)
	writeMap(iw, v.domains, appendDomain)
	if release {
		v.domains = nil
	}
	writeMap(iw, v.valueIndex, appendValues)
	if release {
		v.valueIndex = nil
	}
	writeMap(iw, v.templateIndex, appendValues)
	writeMap(iw, v.fwords, appendFieldWords)
	writeMap(iw, v.kinFields, appendStrs)
	writeMap(iw, v.kinMost, appendStrs)
	writeMap(iw, v.byKind, func(b []byte, rs []*indexed) []byte { return appendRefs(b, rs, at) })
	if release {
		v.templateIndex, v.byKind = nil, nil
	}
	names := make(map[*nameEntry]int, len(v.names))
	for i, e := range v.names {
		names[e] = i
	}
	writeList(iw, v.names, func(b []byte, e *nameEntry) []byte {
		b = appendFormWords(b, e.form, e.nWords())
		b = wire.AppendStr(b, e.form)
		b = wire.AppendStr(b, e.subject)
		b = appendRef(b, e.rec, at)
		b = wire.AppendBool(b, e.proper)
		b = appendStrs(b, e.gapList())
		b = wire.AppendBool(b, e.path)
		b = wire.AppendBool(b, e.short)
		return wire.AppendBool(b, e.tail)
	})
	if release {
		for _, e := range v.names { // (refs to them are written by position)
			*e = nameEntry{}
		}
	}
	writeMap(iw, v.nameIndex, func(b []byte, es []*nameEntry) []byte {
		return appendList(b, es, func(b []byte, e *nameEntry) []byte { return wire.AppendUint(b, uint64(names[e])) })
	})
	if release {
		v.nameIndex = nil
	}
	writeMap(iw, v.approxIndex, func(b []byte, bs []bigram) []byte {
		return appendList(b, bs, func(b []byte, g bigram) []byte {
			return wire.AppendInt(wire.AppendUint(b, uint64(names[g.e])), g.at)
		})
	})
	iw.flush(true)
	crc := binary.LittleEndian.AppendUint32(nil, iw.crc)
	if iw.err == nil {
		_, iw.err = w.Write(crc)
	}
	return iw.err
}

// indexPiece is the size of the pieces writeIndex writes.
const indexPiece = 256 << 10

// indexWriter writes an index file in pieces, keeping the CRC-32C of what
// it wrote; the first error stops the writes and stays in err.
type indexWriter struct {
	w   io.Writer
	b   []byte // not yet written
	crc uint32
	err error
}

// flush writes the pending bytes once they reach indexPiece, or when all
// is set.
func (iw *indexWriter) flush(all bool) {
	if len(iw.b) < indexPiece && !all {
		return
	}
	iw.crc = crc32.Update(iw.crc, indexCRC, iw.b)
	if iw.err == nil {
		_, iw.err = iw.w.Write(iw.b)
	}
	iw.b = iw.b[:0]
}

// writeList writes xs as appendList appends it, in pieces.
func writeList[T any](iw *indexWriter, xs []T, elem func([]byte, T) []byte) {
	if xs == nil {
		iw.b = wire.AppendUint(iw.b, 0)
		return
	}
	iw.b = wire.AppendUint(iw.b, uint64(len(xs))+1)
	for _, x := range xs {
		iw.b = elem(iw.b, x)
		iw.flush(false)
	}
}

// writeMap writes m as appendMap appends it, in pieces.
func writeMap[V any](iw *indexWriter, m map[string]V, val func([]byte, V) []byte) {
	if m == nil {
		iw.b = wire.AppendUint(iw.b, 0)
		return
	}
	iw.b = wire.AppendUint(iw.b, uint64(len(m))+1)
	keys := make([]string, 0, len(m)) // (slices.Sorted grows its slice as it goes)
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		iw.b = val(wire.AppendStr(iw.b, k), m[k])
		iw.flush(false)
	}
}

// readIndex decodes an index file's bytes, which must not be modified
// afterwards (strings point into them), for snapshot with cfg.
func readIndex(b []byte, snapshot string, cfg Config) (*Verifier, error) {
	if len(b) < len(indexMagic)+4 || !bytes.HasPrefix(b, []byte(indexMagic)) {
		return nil, fmt.Errorf("%w: no header", errIndex)
	}
	body := b[:len(b)-4]
	if crc32.Checksum(body, indexCRC) != binary.LittleEndian.Uint32(b[len(b)-4:]) {
		return nil, fmt.Errorf("%w: checksum mismatch", errIndex)
	}
	d := wire.NewDecoder(body, len(indexMagic), errIndex)
	if n := d.Uint(); d.Err() == nil && n != indexVersion {
		return nil, fmt.Errorf("%w: version %d, want %d", errIndex, n, indexVersion)
	}
	if id := d.Str(); d.Err() == nil && id != snapshot {
		return nil, fmt.Errorf("%w: snapshot %s, want %s", errIndex, id, snapshot)
	}
	if fp := d.Str(); d.Err() == nil && fp != cfg.Fingerprint() {
		return nil, fmt.Errorf("%w: profiles %s, want %s", errIndex, fp, cfg.Fingerprint())
	}
	rl, err := compileRules(cfg.Profiles)
	if err != nil {
		return nil, fmt.Errorf("verify: profiles: %w", err)
	}
	v := &Verifier{rules: rl, byDir: map[string][]*indexed{}}
	var tabs tables
	v.records = readList(d, func(d *wire.Decoder) *indexed { return readRecord(d, &tabs) })
	for _, r := range v.records {
		dir := path.Dir(r.Path)
		v.byDir[dir] = append(v.byDir[dir], r)
	}
	v.idFields = readStrs(d)
	v.refFields = readMap(d, (*wire.Decoder).Bool)
	v.byID = readIDIndex(d, v.records)
	v.byName = readNameKeys(d, v.records)
	v.heads = readMap(d, (*wire.Decoder).Bool)
	v.fieldStems = readMap(d, (*wire.Decoder).Bool)
	v.periods = readMap(d, (*wire.Decoder).Bool)
	v.valueNames = readMap(d, (*wire.Decoder).Bool)
	v.nameFields = readMap(d, (*wire.Decoder).Bool)
	v.timeFields = d.Bool()
	v.weekdayValues = d.Bool()
	v.domains = readMap(d, readDomain)
	var sets setsMemo
	v.valueIndex = readMap(d, func(d *wire.Decoder) []*valueEntry { return readValues(d, &sets) })
	v.templateIndex = readMap(d, func(d *wire.Decoder) []*valueEntry { return readValues(d, &sets) })
	v.fwords = readMap(d, readFieldWords)
	v.kinFields = readMap(d, readStrs)
	v.kinMost = readMap(d, readStrs)
	v.byKind = readMap(d, func(d *wire.Decoder) []*indexed { return readRefs(d, v.records) })
	if n, ok := count(d); ok {
		v.names = make([]*nameEntry, n)
	}
	entries := make([]nameEntry, len(v.names)) // one allocation for all
	for i := range v.names {
		e := &entries[i]
		e.nw = int32(readWordCount(d))
		e.form = d.Str()
		e.subject = d.Str()
		e.rec = readRef(d, v.records)
		e.proper = d.Bool()
		e.gaps = gapsOf(readStrs(d))
		e.path = d.Bool()
		e.short = d.Bool()
		e.tail = d.Bool()
		v.names[i] = e
	}
	name := func(d *wire.Decoder) *nameEntry {
		if i := d.Uint(); i < uint64(len(v.names)) {
			return v.names[i]
		}
		d.Fail("name out of range")
		return nil
	}
	v.nameIndex = readMap(d, func(d *wire.Decoder) []*nameEntry { return readList(d, name) })
	v.approxIndex = readMap(d, func(d *wire.Decoder) []bigram {
		return readList(d, func(d *wire.Decoder) bigram { return bigram{name(d), d.Int()} })
	})
	if d.Err() == nil && d.Left() != 0 {
		d.Fail("%d bytes after the indexes", d.Left())
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	v.derive()
	return v, nil
}

func appendRecord(b []byte, r *indexed) []byte {
	b = wire.AppendStr(b, r.Path)
	b = wire.AppendInt(b, r.Line)
	b = wire.AppendStr(b, r.Key)
	b = wire.AppendStr(b, r.Origin)
	if r.onLine() { // as its maps would be: in the order of the names
		b = wire.AppendUint(b, uint64(len(r.cols.names))+1)
		for i, f := range r.cols.names {
			b = wire.AppendStr(wire.AppendStr(b, f), r.val(i))
		}
		b = wire.AppendUint(b, uint64(len(r.cols.names))+1)
		for _, f := range r.cols.names {
			b = wire.AppendInt(wire.AppendStr(b, f), r.Line)
		}
	} else {
		b = appendMap(b, r.Fields, wire.AppendStr)
		b = appendMap(b, r.Lines, wire.AppendInt)
	}
	b = wire.AppendStr(b, r.subject)
	b = appendMap(b, r.norm, wire.AppendStr)
	b = wire.AppendStr(b, r.prefix)
	return wire.AppendStr(b, r.kin)
}

// readRecord reads a record appendRecord wrote; the rows of a table
// share t's columns.
func readRecord(d *wire.Decoder, t *tables) *indexed {
	r := t.recs.new()
	r.Path = d.Str()
	r.Line = d.Int()
	r.Key = d.Str()
	r.Origin = d.Str()
	names, vals, hasFields := readPairs(d, (*wire.Decoder).Str)
	lineNames, lines, hasLines := readPairs(d, (*wire.Decoder).Int)
	if d.Err() == nil && hasFields && hasLines && len(vals) > 0 && slices.Equal(names, lineNames) && increasing(names) &&
		!slices.ContainsFunc(lines, func(l int) bool { return l != r.Line }) {
		r.cols, r.row = t.of(names), t.pack(vals) // its maps never built
	} else {
		r.Fields, r.Lines = pairsMap(d, names, vals, hasFields), pairsMap(d, lineNames, lines, hasLines)
		r.compactLines(t)
	}
	r.subject = d.Str()
	r.recHead = t.head(d)
	return r
}

func appendDomain(b []byte, dm *domain) []byte {
	b = appendMap(b, dm.shapes, wire.AppendInt)
	b = wire.AppendStr(b, dm.shape)
	b = appendMap(b, dm.values, wire.AppendInt)
	b = appendMap(b, dm.templates, wire.AppendInt)
	b = appendMap(b, dm.classes, wire.AppendInt)
	b = wire.AppendInt(b, dm.multi)
	b = wire.AppendInt(b, dm.years)
	b = wire.AppendFloat64(b, dm.lo)
	b = wire.AppendFloat64(b, dm.hi)
	return wire.AppendInt(b, dm.nums)
}

func readDomain(d *wire.Decoder) *domain {
	return &domain{
		shapes: readMap(d, (*wire.Decoder).Int), shape: d.Str(), values: readMap(d, (*wire.Decoder).Int),
		templates: readMap(d, (*wire.Decoder).Int), classes: readMap(d, (*wire.Decoder).Int), multi: d.Int(), years: d.Int(),
		lo: d.Float64(), hi: d.Float64(), nums: d.Int(),
	}
}

func appendValues(b []byte, es []*valueEntry) []byte {
	return appendList(b, es, func(b []byte, e *valueEntry) []byte {
		b = appendFormWords(b, e.form, e.nWords())
		b = wire.AppendStr(b, e.norm)
		b = appendStrs(b, e.fields)
		b = appendStrs(b, e.kins)
		b = wire.AppendBool(b, e.dotted)
		return wire.AppendBool(b, e.upper)
	})
}

// readValues reads the values appendValues wrote; their sets are shared
// through sets.
func readValues(d *wire.Decoder, sets *setsMemo) []*valueEntry {
	return readList(d, func(d *wire.Decoder) *valueEntry {
		form, n := readFormWords(d)
		e := &valueEntry{form: form, nw: int32(n), norm: d.Str()}
		if e.form == e.norm {
			e.form = e.norm // (one string for both)
		}
		fields, kins := readStrs(d), readStrs(d)
		if fields == nil && kins == nil {
			e.valueSets = noSets
		} else {
			e.valueSets = sets.of(fields, kins)
		}
		e.dotted, e.upper = d.Bool(), d.Bool()
		return e
	})
}

func appendFieldWords(b []byte, fw *fieldWords) []byte {
	b = appendMap(b, fw.strong, wire.AppendBool)
	b = appendMap(b, fw.weak, wire.AppendBool)
	b = wire.AppendStr(b, fw.last)
	b = appendMap(b, fw.agents, wire.AppendStr)
	b = appendStrs(b, fw.leaf)
	b = wire.AppendStr(b, fw.acronym)
	b = appendMap(b, fw.plurals, wire.AppendBool)
	return appendList(b, fw.phrases, func(b []byte, p weighted) []byte {
		b = appendStrs(b, p.stems)
		b = wire.AppendInt(b, p.weight)
		return wire.AppendBool(wire.AppendBool(b, p.after), p.leaf)
	})
}

func readFieldWords(d *wire.Decoder) *fieldWords {
	return &fieldWords{
		strong: readMap(d, (*wire.Decoder).Bool), weak: readMap(d, (*wire.Decoder).Bool), last: d.Str(),
		agents: readMap(d, (*wire.Decoder).Str), leaf: readStrs(d), acronym: d.Str(), plurals: readMap(d, (*wire.Decoder).Bool),
		phrases: readList(d, func(d *wire.Decoder) weighted {
			return weighted{stems: readStrs(d), weight: d.Int(), after: d.Bool(), leaf: d.Bool()}
		}),
	}
}

// appendRef appends the position of r among the records, 0 for nil and
// the position plus one otherwise.
func appendRef(b []byte, r *indexed, at map[*indexed]int) []byte {
	if r == nil {
		return wire.AppendUint(b, 0)
	}
	return wire.AppendUint(b, uint64(at[r])+1)
}

func readRef(d *wire.Decoder, records []*indexed) *indexed {
	i := d.Uint()
	if i == 0 {
		return nil
	}
	if i > uint64(len(records)) {
		d.Fail("record %d out of range", i-1)
		return nil
	}
	return records[i-1]
}

func appendRefs(b []byte, rs []*indexed, at map[*indexed]int) []byte {
	return appendList(b, rs, func(b []byte, r *indexed) []byte { return appendRef(b, r, at) })
}

func readRefs(d *wire.Decoder, records []*indexed) []*indexed {
	return readList(d, func(d *wire.Decoder) *indexed { return readRef(d, records) })
}

// appendList appends the count of xs plus one (0 for a nil list, which
// reads back as nil) and each element.
func appendList[T any](b []byte, xs []T, elem func([]byte, T) []byte) []byte {
	if xs == nil {
		return wire.AppendUint(b, 0)
	}
	b = wire.AppendUint(b, uint64(len(xs))+1)
	for _, x := range xs {
		b = elem(b, x)
	}
	return b
}

func readList[T any](d *wire.Decoder, elem func(*wire.Decoder) T) []T {
	n, ok := count(d)
	if !ok {
		return nil
	}
	xs := make([]T, n)
	for i := range xs {
		xs[i] = elem(d)
	}
	return xs
}

func appendStrs(b []byte, ss []string) []byte { return appendList(b, ss, wire.AppendStr) }

func readStrs(d *wire.Decoder) []string { return readList(d, (*wire.Decoder).Str) }

// appendMap appends the count of m plus one (0 for a nil map) and its
// entries in key order.
func appendMap[V any](b []byte, m map[string]V, val func([]byte, V) []byte) []byte {
	if m == nil {
		return wire.AppendUint(b, 0)
	}
	b = wire.AppendUint(b, uint64(len(m))+1)
	for _, k := range slices.Sorted(maps.Keys(m)) {
		b = val(wire.AppendStr(b, k), m[k])
	}
	return b
}

func readMap[V any](d *wire.Decoder, val func(*wire.Decoder) V) map[string]V {
	n, ok := count(d)
	if !ok {
		return nil
	}
	m := make(map[string]V, n)
	for range n {
		k := d.Str()
		m[k] = val(d)
	}
	if len(m) != n && d.Err() == nil {
		d.Fail("a map repeats a key")
	}
	return m
}

// count reads the count of a list or map written by appendList or
// appendMap: false for nil (or a problem), and a count larger than the
// bytes left (each element takes one at least) is a problem.
func count(d *wire.Decoder) (int, bool) {
	n := d.Uint()
	if n == 0 || d.Err() != nil {
		return 0, false
	}
	if n-1 > uint64(d.Left()) {
		d.Fail("count %d with %d bytes left", n-1, d.Left())
		return 0, false
	}
	return int(n - 1), true
}
