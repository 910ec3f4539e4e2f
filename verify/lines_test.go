package verify

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRecord_compactLines checks that a record whose fields are all on its
// line drops its maps (a record of a table) and answers every line as before, and that others
// keep theirs.
func TestRecord_compactLines(t *testing.T) {
	fields := map[string]string{"id": "SVC-1", "owner": "team-a", "note": ""}
	cases := []struct {
		name    string
		lines   map[string]int
		compact bool
	}{
		{"all on the line", map[string]int{"id": 7, "owner": 7, "note": 7}, true},
		{"one below", map[string]int{"id": 7, "owner": 8, "note": 7}, false},
		{"one without a line", map[string]int{"id": 7, "owner": 7}, false},
		{"a line of no field", map[string]int{"id": 7, "owner": 7, "note": 7, "x": 7}, false},
		{"no map", nil, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := Record{Line: 7, Fields: fields, Lines: c.lines}
			r.compactLines(nil)
			if r.onLine() != c.compact || (r.Lines == nil) != (c.compact || c.lines == nil) || (r.Fields == nil) != c.compact {
				t.Fatalf("onLine %v, Lines %v, Fields %v; want compact %v", r.onLine(), r.Lines, r.Fields, c.compact)
			}
			if diff := cmp.Diff(fields, r.fieldMap()); diff != "" {
				t.Errorf("fieldMap() (-want +got):\n%s", diff)
			}
			for f, want := range fields {
				if got, ok := r.fieldOK(f); !ok || got != want || r.field(f) != want {
					t.Errorf("field(%q) = %q, %v; want %q", f, got, ok, want)
				}
			}
			if _, ok := r.fieldOK("absent"); ok || r.numFields() != len(fields) {
				t.Errorf("fieldOK(absent) %v, numFields %d; want false, %d", ok, r.numFields(), len(fields))
			}
			for _, f := range []string{"id", "owner", "note", "x", "absent"} {
				if got, want := r.lineOf(f), c.lines[f]; got != want {
					t.Errorf("lineOf(%q) = %d, want %d", f, got, want)
				}
			}
			if diff := cmp.Diff(c.lines, r.lines()); diff != "" {
				t.Errorf("lines() (-want +got):\n%s", diff)
			}
			first := 0
			for _, l := range c.lines {
				if l > 0 && (first == 0 || l < first) {
					first = l
				}
			}
			if got := r.firstLine(); got != first {
				t.Errorf("firstLine() = %d, want %d", got, first)
			}
		})
	}
}
