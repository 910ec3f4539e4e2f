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
	// lastHead and heads are the heads of the records read (see head).
	lastHead *recHead
	heads    map[[3]string]*recHead
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
	r.cols, r.vals = t.of(names), vals
	r.Fields, r.Lines = nil, nil
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
		return r.vals[i], true
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
			if !yield(f, r.vals[i]) {
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
	return len(r.vals)
}

// fieldMap is a copy of r's fields, a map of its own.
func (r *Record) fieldMap() map[string]string {
	if r.cols == nil {
		return maps.Clone(r.Fields)
	}
	m := make(map[string]string, len(r.vals))
	for i, f := range r.cols.names {
		m[f] = r.vals[i]
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
