package vocabulary

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// StoredRecord is one source-of-truth record as a sot.records block holds
// it. Lines holds only the fields whose line is not Line (a CSV row's
// fields are all on its line); a field without a line of its own is kept
// as 0 there.
type StoredRecord struct {
	Key    string            `json:"key,omitempty"`
	Line   int               `json:"line"`
	Fields map[string]string `json:"fields"`
	Lines  map[string]int    `json:"lines,omitempty"`
}

// RecordBlockBytes is the size past which a RecordBlocks starts a new
// block: a block is one graph value, and a source of truth of 190,000 rows
// is then some 400 values instead of 760,000 quads, four per row.
const RecordBlockBytes = 64 << 10

// RecordBlocks encodes a source of truth's records, in their order, as the
// values of its sot.records quads: canonical JSON {"records":[...]} of at
// most about RecordBlockBytes each. Emit receives each finished block.
type RecordBlocks struct {
	Emit func(block string)
	buf  []byte
	// fields and lines are AddRow's maps, reused from row to row.
	fields map[string]string
	lines  map[string]int
}

// Add appends one record (fields and lines as the parser gave them).
func (w *RecordBlocks) Add(key string, line int, fields map[string]string, lines map[string]int) {
	r := StoredRecord{Key: key, Line: line, Fields: fields}
	for k := range fields {
		if l, ok := lines[k]; !ok {
			r.setLine(k, 0)
		} else if l != line {
			r.setLine(k, l)
		}
	}
	for k, l := range lines {
		if _, ok := fields[k]; !ok {
			r.setLine(k, l)
		}
	}
	js, err := json.Marshal(r)
	if err != nil { // strings and ints always encode
		panic("vocabulary: encode record: " + err.Error())
	}
	if len(w.buf) == 0 {
		w.buf = append(w.buf, `{"records":[`...)
	} else {
		w.buf = append(w.buf, ',')
	}
	w.buf = append(w.buf, js...)
	if len(w.buf) >= RecordBlockBytes {
		w.Flush()
	}
}

// AddRow appends one row of a table as Add does: its values in the order
// of names, lines the line of each (nil when all are on line).
func (w *RecordBlocks) AddRow(key string, line int, names, values []string, lines []int) {
	if w.fields == nil {
		w.fields, w.lines = make(map[string]string, len(names)), make(map[string]int, len(names))
	}
	clear(w.fields)
	clear(w.lines)
	for i, n := range names {
		w.fields[n], w.lines[n] = values[i], line
		if lines != nil {
			w.lines[n] = lines[i]
		}
	}
	w.Add(key, line, w.fields, w.lines)
}

func (r *StoredRecord) setLine(k string, l int) {
	if r.Lines == nil {
		r.Lines = map[string]int{}
	}
	r.Lines[k] = l
}

// Flush emits the block being built, if any.
func (w *RecordBlocks) Flush() {
	if len(w.buf) == 0 {
		return
	}
	w.buf = append(w.buf, "]}"...)
	w.Emit(string(w.buf))
	w.buf = w.buf[:0]
}

// DecodeRecords parses a sot.records block, giving every record its lines
// back as the parser gave them: a field absent from Lines is on the
// record's line, one kept as 0 has no line. A record without a key gets
// "L<line>", the name the graph gave it before records were stored in
// blocks.
func DecodeRecords(block string) ([]StoredRecord, error) {
	rs, err := DecodeStoredRecords(block)
	if err != nil {
		return nil, err
	}
	for i := range rs {
		rs[i].Lines = rs[i].AllLines()
	}
	return rs, nil
}

// DecodeStoredRecords parses a sot.records block as DecodeRecords does but
// leaves Lines as stored: only the fields whose line is not Line, 0 for
// one without a line (AllLines gives them all). A CSV row has none, and
// 190,000 rows spared a map each.
func DecodeStoredRecords(block string) ([]StoredRecord, error) {
	var b struct {
		Records []StoredRecord `json:"records"`
	}
	if err := json.Unmarshal([]byte(block), &b); err != nil {
		return nil, fmt.Errorf("vocabulary: %s: %w", SoTRecords, err)
	}
	for i := range b.Records {
		r := &b.Records[i]
		if r.Fields == nil {
			r.Fields = map[string]string{}
		}
		if r.Key == "" {
			r.Key = "L" + strconv.Itoa(r.Line)
		}
	}
	return b.Records, nil
}

// AllLines is the line of each field of a record DecodeStoredRecords gave:
// Line for a field absent from Lines, none for one kept as 0 there.
func (r StoredRecord) AllLines() map[string]int {
	lines := make(map[string]int, len(r.Fields))
	for k := range r.Fields {
		lines[k] = r.Line
	}
	for k, l := range r.Lines {
		if l == 0 {
			delete(lines, k)
		} else {
			lines[k] = l
		}
	}
	return lines
}
