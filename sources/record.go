package sources

import (
	"iter"
	"maps"
	"slices"
)

// Field is the value of field f and whether the record has it.
func (r *Record) Field(f string) (string, bool) {
	if r.Names == nil {
		v, ok := r.Fields[f]
		return v, ok
	}
	if i := slices.Index(r.Names, f); i >= 0 {
		return r.Values[i], true
	}
	return "", false
}

// LineOf is the line of field f, 0 when the record has no line for it.
func (r *Record) LineOf(f string) int {
	switch i := slices.Index(r.Names, f); {
	case r.Names == nil:
		return r.Lines[f]
	case i < 0:
		return 0
	case r.ValueLines == nil:
		return r.Line
	default:
		return r.ValueLines[i]
	}
}

// NumFields is the number of the record's fields.
func (r *Record) NumFields() int {
	if r.Names == nil {
		return len(r.Fields)
	}
	return len(r.Names)
}

// All yields each field and its value: a table row's in the order of its
// names, a map's in no order.
func (r *Record) All() iter.Seq2[string, string] {
	if r.Names == nil {
		return maps.All(r.Fields)
	}
	return func(yield func(string, string) bool) {
		for i, n := range r.Names {
			if !yield(n, r.Values[i]) {
				return
			}
		}
	}
}

// Expanded is the record with its fields and their lines as maps (Fields
// and Lines), as a YAML record holds them.
func (r Record) Expanded() Record {
	if r.Names == nil {
		return r
	}
	x := Record{Path: r.Path, Line: r.Line, Key: r.Key, Fields: make(map[string]string, len(r.Names)), Lines: make(map[string]int, len(r.Names))}
	for i, n := range r.Names {
		x.Fields[n], x.Lines[n] = r.Values[i], r.LineOf(n)
	}
	return x
}
