package verify

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sourcegraph/conc/iter"

	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/vocabulary"
)

// Origins of a record, in order of precedence when a subject has several
// records (then the record with the most fields, then path and line): a YAML document is usually the hand-maintained, per-entity source
// (one file per entity), a CSV row often a derived table, front matter the least
// structured.
const (
	OriginYAML        = "yaml"
	OriginCSV         = "csv"
	OriginFrontMatter = "front-matter"
)

// Record is one record of a source of truth.
type Record struct {
	Path   string            // slash path relative to its root
	Line   int               // first line of the record
	Key    string            // primary identifier; the document path for front matter without an id
	Origin string            // OriginYAML, OriginCSV or OriginFrontMatter
	Fields map[string]string // scalar fields, nested keys dotted, lists joined with ", "
	Lines  map[string]int    // line of each field
	// cols and row hold the fields, and Fields and Lines are nil, when
	// every field is on Line (a CSV row): a record of a table (see
	// tabulate; the verifier's records compact their lines so, see
	// compactLines), as a lines map each was a sixth of the verifier of
	// a 190,000-row CSV, and a fields map each a quarter. row is the
	// values packed in one string (see packRow).
	cols *columns
	row  string
}

// lineOf is the line of field f, 0 when it has none.
func (r *Record) lineOf(f string) int {
	if !r.onLine() {
		return r.Lines[f]
	}
	if _, ok := r.fieldOK(f); ok {
		return r.Line
	}
	return 0
}

// lines is the line of each field: Lines, or a map built for a record
// whose fields are all on its line.
func (r *Record) lines() map[string]int {
	if !r.onLine() {
		return r.Lines
	}
	lines := make(map[string]int, r.numFields())
	for f := range r.fields() {
		lines[f] = r.Line
	}
	return lines
}

// firstLine is the first line of a field of r, 0 when none has one.
func (r *Record) firstLine() int {
	if r.onLine() {
		if r.numFields() > 0 {
			return max(r.Line, 0)
		}
		return 0
	}
	first := 0
	for _, l := range r.Lines {
		if l > 0 && (first == 0 || l < first) {
			first = l
		}
	}
	return first
}

// compactLines makes r a record of a table of t's columns (see tabulate)
// when Lines holds exactly every field, each on Line.
func (r *Record) compactLines(t *tables) {
	if r.onLine() || r.Lines == nil || r.numFields() == 0 || len(r.Lines) != r.numFields() {
		return
	}
	for f := range r.fields() {
		if l, ok := r.Lines[f]; !ok || l != r.Line {
			return
		}
	}
	r.tabulate(t)
}

// frontMatterKeys name the front-matter fields that identify a document's
// record, in order of preference.
var frontMatterKeys = []string{"id", "key", "number", "ulid"}

// FromDocuments returns the records of parsed documents: the records of
// CSV/YAML sources of truth and one record per document front matter.
func FromDocuments(docs []*sources.Document) []Record {
	var out []Record
	for _, d := range docs {
		if d == nil {
			continue
		}
		for _, r := range d.Records {
			r = r.Expanded() // a CSV row's fields as maps
			out = append(out, Record{Path: r.Path, Line: r.Line, Key: r.Key, Origin: originOf(r.Path), Fields: r.Fields, Lines: r.Lines})
		}
		if len(d.Meta) > 0 {
			out = append(out, MetaRecord(d.Path, d.Meta, d.MetaLines))
		}
	}
	return out
}

// MetaRecord turns a document's decoded front matter into a record: nested
// mappings become dotted keys, lists of scalars are joined with ", ", and
// each field has the line of its top-level key.
func MetaRecord(docPath string, meta map[string]any, lines map[string]int) Record {
	r := Record{Path: docPath, Origin: OriginFrontMatter, Fields: map[string]string{}, Lines: map[string]int{}}
	keys := make([]string, 0, len(meta))
	for k := range meta {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	first := 0
	for _, k := range keys {
		flattenMeta(r, k, meta[k], lines[k], 0)
		if l := lines[k]; l > 0 && (first == 0 || l < first) {
			first = l
		}
	}
	r.Line = max(first, 1)
	r.Key = docPath
	for _, k := range frontMatterKeys {
		if v := strings.TrimSpace(r.field(k)); v != "" {
			r.Key = v
			break
		}
	}
	return r
}

func flattenMeta(r Record, key string, v any, line, depth int) {
	if depth > 16 {
		return
	}
	switch x := v.(type) {
	case map[string]any:
		ks := make([]string, 0, len(x))
		for k := range x {
			ks = append(ks, k)
		}
		slices.Sort(ks)
		for _, k := range ks {
			flattenMeta(r, key+"."+k, x[k], line, depth+1)
		}
	case []any:
		scalars := make([]string, 0, len(x))
		for _, e := range x {
			switch e.(type) {
			case map[string]any, []any:
			default:
				scalars = append(scalars, scalarText(e))
			}
		}
		if len(scalars) == len(x) {
			r.Fields[key], r.Lines[key] = strings.Join(scalars, ", "), line
			return
		}
		for i, e := range x {
			flattenMeta(r, key+"."+strconv.Itoa(i), e, line, depth+1)
		}
	default:
		r.Fields[key], r.Lines[key] = scalarText(x), line
	}
}

func scalarText(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		// A YAML date that went through JSON as a time.Time.
		if d, ok := strings.CutSuffix(x, "T00:00:00Z"); ok && len(d) == 10 {
			return d
		}
		return x
	case time.Time:
		if x.Equal(x.Truncate(24*time.Hour)) && x.Location() == time.UTC {
			return x.Format(time.DateOnly)
		}
		return x.Format(time.RFC3339)
	case json.Number:
		return x.String()
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case fmt.Stringer:
		return x.String()
	}
	return fmt.Sprint(v)
}

func originOf(p string) string {
	if strings.EqualFold(path.Ext(p), ".csv") {
		return OriginCSV
	}
	return OriginYAML
}

// quadReader is the part of graph.Store Load uses.
type quadReader interface {
	Edges(ctx context.Context, predicates ...string) ([]graph.Quad, error)
}

// metaJSON is the shape of source.doc.meta.
type metaJSON struct {
	Meta  map[string]any `json:"meta"`
	Lines map[string]int `json:"lines"`
}

// LoadRecords reads every source-of-truth record and every stored front
// matter from the graph (predicates sot.records and source.doc.meta), in
// precedence order (origin, most fields, path, line, key).
func LoadRecords(ctx context.Context, g quadReader) ([]Record, error) {
	return loadRecords(ctx, g, false)
}

// loadRecords is LoadRecords; with compact, a record whose fields are all
// on its line is a record of a table (Record.tabulate), its lines map
// never built.
func loadRecords(ctx context.Context, g quadReader, compact bool) ([]Record, error) {
	blocks, err := loadBlocks(ctx, g, compact)
	if err != nil {
		return nil, err
	}
	n := 0
	for _, b := range blocks {
		n += b.len()
	}
	out := make([]Record, 0, n) // (grown by append, a large file's were half again as large)
	for i, b := range blocks {
		out = slices.AppendSeq(out, b.records())
		blocks[i] = recBlock{}
	}
	sortRecords(out)
	return out, nil
}

// loadBlocks reads the records loadRecords reads, in blocks (those of a
// stored block of records, or of a document's front matter) in no set
// order: a verifier learns them in its own (the blocks and the records
// in one list were twice a large CSV's records at once). With compact,
// the rows of a table are held as rows (see recBlock).
func loadBlocks(ctx context.Context, g quadReader, compact bool) ([]recBlock, error) {
	qs, err := g.Edges(ctx, vocabulary.SoTRecords, vocabulary.DocMeta)
	if err != nil {
		return nil, fmt.Errorf("verify: load records: %w", err)
	}
	// Blocks are decoded in parallel, each independently; the first
	// failure in the graph's order is reported.
	type decoded struct {
		block recBlock
		err   error
	}
	all := iter.Map(qs, func(q *graph.Quad) decoded {
		docPath, ok := strings.CutPrefix(q.Label, "doc:")
		if !ok {
			return decoded{}
		}
		switch q.Predicate {
		case vocabulary.SoTRecords:
			block, err := vocabulary.DecodeStoredRecords(q.Object)
			if err != nil {
				return decoded{err: fmt.Errorf("verify: load records of %s: %w", docPath, err)}
			}
			recs := make([]Record, len(block))
			var t tables // (the rows of a block share their columns and arenas)
			if compact {
				for _, r := range block {
					t.reserve += 1 + 4*len(r.Fields)
					for _, v := range r.Fields {
						t.reserve += len(v)
					}
				}
			}
			for i, r := range block {
				recs[i] = Record{Path: docPath, Line: r.Line, Key: r.Key, Origin: originOf(docPath), Fields: r.Fields}
				if compact && len(r.Lines) == 0 && len(r.Fields) > 0 {
					recs[i].tabulate(&t)
				} else {
					recs[i].Lines = r.AllLines()
				}
			}
			if compact {
				return decoded{block: packRows(recs, docPath, originOf(docPath))}
			}
			return decoded{block: recBlock{recs: recs}}
		case vocabulary.DocMeta:
			var mj metaJSON
			dec := json.NewDecoder(strings.NewReader(q.Object))
			dec.UseNumber()
			if err := dec.Decode(&mj); err != nil {
				return decoded{err: fmt.Errorf("verify: load front matter of %s: %w", docPath, err)}
			}
			recs := []Record{MetaRecord(docPath, mj.Meta, mj.Lines)}
			return decoded{block: recBlock{recs: recs}}
		}
		return decoded{}
	})
	out := make([]recBlock, 0, len(all))
	for _, d := range all {
		if d.err != nil {
			return nil, d.err
		}
		if d.block.len() > 0 {
			out = append(out, d.block)
		}
	}
	return out, nil
}

func originRank(o string) int {
	switch o {
	case OriginYAML:
		return 0
	case OriginCSV:
		return 1
	}
	return 2
}

func compareRecords(a, b Record) int {
	return cmp.Or(cmp.Compare(originRank(a.Origin), originRank(b.Origin)),
		cmp.Compare(b.numFields(), a.numFields()), // the richest record first
		strings.Compare(a.Path, b.Path), cmp.Compare(a.Line, b.Line), strings.Compare(a.Key, b.Key))
}

func sortRecords(rs []Record) { slices.SortFunc(rs, compareRecords) }
