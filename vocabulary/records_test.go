package vocabulary

import (
	"fmt"
	"maps"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRecordBlocks_roundTrip: records written in blocks decode to the
// fields and lines they were written with, in order, over several blocks;
// every block is valid for the predicate.
func TestRecordBlocks_roundTrip(t *testing.T) {
	type rec struct {
		key    string
		line   int
		fields map[string]string
		lines  map[string]int
	}
	var in []rec
	for i := range 3000 {
		r := rec{key: fmt.Sprintf("svc-%04d", i), line: i + 2,
			fields: map[string]string{"id": fmt.Sprintf("svc-%04d", i), "owner": "team-" + strings.Repeat("x", i%40), "note": `a "quoted" note`},
			lines:  map[string]int{}}
		for k := range r.fields {
			r.lines[k] = r.line
		}
		switch i % 5 {
		case 1: // a YAML record: fields on lines of their own
			r.lines["owner"], r.lines["note"] = r.line+1, r.line+2
		case 2: // no key: named by its line
			r.key = ""
		case 3: // a field without a line, a line without a field
			delete(r.lines, "note")
			r.lines["gone"] = 7
		}
		in = append(in, r)
	}
	var blocks []string
	w := RecordBlocks{Emit: func(b string) { blocks = append(blocks, b) }}
	for _, r := range in {
		w.Add(r.key, r.line, r.fields, r.lines)
	}
	w.Flush()
	w.Flush() // nothing more
	if len(blocks) < 3 {
		t.Fatalf("%d blocks, want several", len(blocks))
	}
	var got []StoredRecord
	for _, b := range blocks {
		if len(b) > RecordBlockBytes+1024 {
			t.Errorf("block of %d bytes", len(b))
		}
		if err := Check(SoTRecords, b); err != nil {
			t.Fatal(err)
		}
		rs, err := DecodeRecords(b)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, rs...)
	}
	if len(got) != len(in) {
		t.Fatalf("%d records back, want %d", len(got), len(in))
	}
	for i, r := range in {
		want := StoredRecord{Key: r.key, Line: r.line, Fields: r.fields, Lines: maps.Clone(r.lines)}
		if want.Key == "" {
			want.Key = fmt.Sprintf("L%d", r.line)
		}
		if diff := cmp.Diff(want, got[i]); diff != "" {
			t.Fatalf("record %d (-want +got):\n%s", i, diff)
		}
	}
}

func TestDecodeRecords_bad(t *testing.T) {
	if _, err := DecodeRecords(`{"records":[{"line":"x"}]}`); err == nil || !strings.Contains(err.Error(), SoTRecords) {
		t.Errorf("err = %v, want one naming %s", err, SoTRecords)
	}
}

// A table's row added by AddRow is the block Add makes of its maps.
func TestRecordBlocks_addRow(t *testing.T) {
	names := []string{"id", "note", "owner"}
	var byRow, byMaps []string
	rows := &RecordBlocks{Emit: func(b string) { byRow = append(byRow, b) }}
	mapped := &RecordBlocks{Emit: func(b string) { byMaps = append(byMaps, b) }}
	rows.AddRow("a", 2, names, []string{"a", "x <y>", ""}, nil)
	mapped.Add("a", 2, map[string]string{"id": "a", "note": "x <y>", "owner": ""}, map[string]int{"id": 2, "note": 2, "owner": 2})
	rows.AddRow("b", 3, names, []string{"b", "two\nlines", "c"}, []int{3, 3, 4})
	mapped.Add("b", 3, map[string]string{"id": "b", "note": "two\nlines", "owner": "c"}, map[string]int{"id": 3, "note": 3, "owner": 4})
	rows.Flush()
	mapped.Flush()
	if diff := cmp.Diff(byMaps, byRow); diff != "" || len(byRow) != 1 {
		t.Errorf("blocks (-maps +rows):\n%s", diff)
	}
}
