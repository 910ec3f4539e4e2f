package verify

import "iter"

// recBlock is a block of records read from the graph (see loadBlocks):
// its records, or, when they are all rows of a table, their rows alone
// with the path and origin they share (48 bytes a row, not the 96 of a
// Record: a large CSV's records wait so from reading the model to
// learning them, beside the model and the other indexes' loads).
type recBlock struct {
	recs         []Record
	rows         []tableRow
	path, origin string
}

// tableRow is a row of a table in a recBlock: the Record's own fields
// but the block's path and origin.
type tableRow struct {
	cols *columns
	row  string
	key  string
	line int
}

// len is the count of b's records.
func (b recBlock) len() int { return len(b.recs) + len(b.rows) }

// records are b's records in order.
func (b recBlock) records() iter.Seq[Record] {
	return func(yield func(Record) bool) {
		for _, r := range b.recs {
			if !yield(r) {
				return
			}
		}
		for _, t := range b.rows {
			if !yield(Record{Path: b.path, Line: t.line, Key: t.key, Origin: b.origin, cols: t.cols, row: t.row}) {
				return
			}
		}
	}
}

// packRows is the block of recs, rows alone when they all are rows of a
// table of path and origin.
func packRows(recs []Record, path, origin string) recBlock {
	for _, r := range recs {
		if !r.onLine() || r.Path != path || r.Origin != origin || r.Fields != nil || r.Lines != nil {
			return recBlock{recs: recs}
		}
	}
	rows := make([]tableRow, len(recs))
	for i, r := range recs {
		rows[i] = tableRow{cols: r.cols, row: r.row, key: r.Key, line: r.Line}
	}
	return recBlock{rows: rows, path: path, origin: origin}
}
