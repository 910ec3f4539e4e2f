package verify

import (
	"iter"
	"maps"
)

// The fields of a record are read through these accessors, never from
// Fields directly.

// field is the value of r's field f, "" when r has none.
func (r *Record) field(f string) string { return r.Fields[f] }

// fieldOK is the value of r's field f and whether r has it.
func (r *Record) fieldOK(f string) (string, bool) {
	val, ok := r.Fields[f]
	return val, ok
}

// fields are r's fields and their values, in no set order.
func (r *Record) fields() iter.Seq2[string, string] { return maps.All(r.Fields) }

// numFields is the count of r's fields.
func (r *Record) numFields() int { return len(r.Fields) }

// fieldMap is a copy of r's fields, a map of its own.
func (r *Record) fieldMap() map[string]string { return maps.Clone(r.Fields) }
