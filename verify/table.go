package verify

import (
	"iter"
	"maps"
	"slices"
	"strings"

	"github.com/canon-kg/canon/wire"
)

// A record whose fields are all on its line (a CSV row) is a record of a
// table: its values in the order of its field names, which the records
// of one field set share (columns), instead of the map of each (Fields
// nil): a map each was a quarter of the verifier of a 190,000-row CSV.
// The fields of a record are read through these accessors, never from
// Fields directly.

// columns are the field names of the records of a table, sorted.
type columns struct{ names []string }

// index is the position of name f, and whether it is one.
func (c *columns) index(f string) (int, bool) {
	if len(c.names) <= 8 {
		for i, n := range c.names {
			if n == f {
				return i, true
			}
		}
		return 0, false
	}
	return slices.BinarySearch(c.names, f)
}

// tables hands out the columns of field sets, one for each set: the
// rows of a table come one after another, and the last stays at hand.
// A nil *tables hands out new columns each time.
type tables struct {
	last  *columns
	bySet map[string]*columns
	// arena is where rows are packed; reserve is the size of the rows
	// still to come when known (the next arena's size, up to rowChunk;
	// rowChunk when not known).
	arena   strings.Builder
	reserve int
	// heads are the heads of the records read (see head).
	heads recHeads
	// recs hands out the records read (see readRecord).
	recs slab[indexed]
}

// of is the columns of the sorted names (which it may keep).
func (t *tables) of(names []string) *columns {
	if t == nil {
		return &columns{names: names}
	}
	if t.last != nil && slices.Equal(t.last.names, names) {
		return t.last
	}
	set := strings.Join(names, "\x00")
	c := t.bySet[set]
	if c == nil {
		if t.bySet == nil {
			t.bySet = map[string]*columns{}
		}
		c = &columns{names: names}
		t.bySet[set] = c
	}
	t.last = c
	return c
}

// A row's values are packed in one string: a byte giving the width w of
// the offsets (2 or 4), the end of each value as w bytes little-endian
// (from the start of the first value), and the values one after another.
// The rows of a table are cut from one arena (see pack): a list of
// values and a string each were a quarter of the verifier of a
// 190,000-row CSV.

// rowChunk is the size of the arenas rows are packed in.
const rowChunk = 64 << 10

// pack packs vals as a row, in t's arena (nil t: a string of its own).
func (t *tables) pack(vals []string) string {
	n := 0
	for _, v := range vals {
		n += len(v)
	}
	w := 2
	if n > 0xffff {
		w = 4
	}
	size := 1 + w*len(vals) + n
	var b *strings.Builder
	if t == nil {
		b = &strings.Builder{}
		b.Grow(size)
	} else {
		if t.arena.Cap()-t.arena.Len() < size {
			t.arena = strings.Builder{}
			chunk := rowChunk
			if t.reserve > 0 {
				chunk = min(t.reserve, rowChunk)
			}
			t.arena.Grow(max(size, chunk))
		}
		t.reserve = max(t.reserve-size, 0)
		b = &t.arena
	}
	start := b.Len()
	b.WriteByte(byte(w))
	end := 0
	for _, v := range vals {
		end += len(v)
		for k := range w {
			b.WriteByte(byte(end >> (8 * k)))
		}
	}
	for _, v := range vals {
		b.WriteString(v)
	}
	return b.String()[start:]
}

// val is the value of r's i-th column.
func (r *Record) val(i int) string {
	w := int(r.row[0])
	off := func(j int) int {
		x := 0
		for k := range w {
			x |= int(r.row[1+j*w+k]) << (8 * k)
		}
		return x
	}
	base := 1 + w*len(r.cols.names)
	start := 0
	if i > 0 {
		start = off(i - 1)
	}
	return r.row[base+start : base+off(i)]
}

// tabulate makes r, whose fields are all on its line, a record of a table
// of t's columns.
func (r *Record) tabulate(t *tables) {
	names := make([]string, 0, len(r.Fields))
	for f := range r.Fields {
		names = append(names, f)
	}
	slices.Sort(names)
	vals := make([]string, len(names))
	for i, f := range names {
		vals[i] = r.Fields[f]
	}
	r.cols, r.row = t.of(names), t.pack(vals)
	r.Fields, r.Lines = nil, nil
	if i := slices.Index(vals, r.Key); i >= 0 {
		r.Key = r.val(i) // (a CSV row's key is its ID's value: one string for both)
	}
}

// onLine reports whether r is a record of a table: every field on Line.
func (r *Record) onLine() bool { return r.cols != nil }

// field is the value of r's field f, "" when r has none.
func (r *Record) field(f string) string {
	val, _ := r.fieldOK(f)
	return val
}

// fieldOK is the value of r's field f and whether r has it.
func (r *Record) fieldOK(f string) (string, bool) {
	if r.cols == nil {
		val, ok := r.Fields[f]
		return val, ok
	}
	if i, ok := r.cols.index(f); ok {
		return r.val(i), true
	}
	return "", false
}

// fields are r's fields and their values, in no set order.
func (r *Record) fields() iter.Seq2[string, string] {
	if r.cols == nil {
		return maps.All(r.Fields)
	}
	return func(yield func(string, string) bool) {
		for i, f := range r.cols.names {
			if !yield(f, r.val(i)) {
				return
			}
		}
	}
}

// numFields is the count of r's fields.
func (r *Record) numFields() int {
	if r.cols == nil {
		return len(r.Fields)
	}
	return len(r.cols.names)
}

// fieldMap is a copy of r's fields, a map of its own.
func (r *Record) fieldMap() map[string]string {
	if r.cols == nil {
		return maps.Clone(r.Fields)
	}
	m := make(map[string]string, len(r.cols.names))
	for i, f := range r.cols.names {
		m[f] = r.val(i)
	}
	return m
}

// sortedFields are the names of r's fields in order; the caller must not
// modify them.
func sortedFields(r Record) []string {
	if r.cols != nil {
		return r.cols.names
	}
	fs := make([]string, 0, len(r.Fields))
	for f := range r.Fields {
		fs = append(fs, f)
	}
	slices.Sort(fs)
	return fs
}

// readPairs reads a map appendMap wrote as its keys and values in the
// order written; ok is false for a nil map.
func readPairs[V any](d *wire.Decoder, val func(*wire.Decoder) V) (keys []string, vals []V, ok bool) {
	n, ok := count(d)
	if !ok {
		return nil, nil, false
	}
	keys, vals = make([]string, n), make([]V, n)
	for i := range n {
		keys[i] = d.Str()
		vals[i] = val(d)
	}
	return keys, vals, true
}

// increasing reports whether each of ss is after the one before it.
func increasing(ss []string) bool {
	for i := 1; i < len(ss); i++ {
		if ss[i] <= ss[i-1] {
			return false
		}
	}
	return true
}

// pairsMap is the map of readPairs's keys and values, nil when ok is
// false, as readMap reads it.
func pairsMap[V any](d *wire.Decoder, keys []string, vals []V, ok bool) map[string]V {
	if !ok {
		return nil
	}
	m := make(map[string]V, len(keys))
	for i, k := range keys {
		m[k] = vals[i]
	}
	if len(m) != len(keys) && d.Err() == nil {
		d.Fail("a map repeats a key")
	}
	return m
}

// mapIs reports whether m maps exactly each of the distinct keys to its
// value among vals.
func mapIs(m map[string]string, keys, vals []string) bool {
	if len(m) != len(keys) {
		return false
	}
	for i, k := range keys {
		if n, ok := m[k]; !ok || n != vals[i] {
			return false
		}
	}
	return true
}

// head reads a record's norm map, prefix and kin, the head of the record
// before when they are the same, else one of those read before.
func (t *tables) head(d *wire.Decoder) *recHead {
	keys, vals, ok := readPairs(d, (*wire.Decoder).Str)
	prefix, kin := d.Str(), d.Str()
	if !increasing(keys) { // (a map repeating a key fails)
		return &recHead{norm: pairsMap(d, keys, vals, ok), prefix: prefix, kin: kin}
	}
	if h := t.heads.last; h != nil && h.prefix == prefix && h.kin == kin && (h.norm != nil) == ok && mapIs(h.norm, keys, vals) {
		return h
	}
	var b strings.Builder
	for i, k := range keys {
		b.WriteString(k)
		b.WriteByte(0)
		b.WriteString(vals[i])
		b.WriteByte(0)
	}
	if ok {
		b.WriteByte(1)
	}
	return t.heads.of(b.String(), prefix, kin, func() map[string]string { return pairsMap(d, keys, vals, ok) })
}
