package sources

import (
	"cmp"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// csvKeyColumns name the key column of a CSV (else the first column).
var csvKeyColumns = []string{"id", "key", "number", "kep_number"}

// yamlKeyFields name a YAML record's key, in order of preference.
var yamlKeyFields = []string{"id", "key", "kep-number", "number", "name", "title"}

// parseCSV reads a CSV with a header row into one record per row, one row
// at a time: more than the Records limit stops it at the first row over.
func parseCSV(w *work, p, text string) ([]Record, error) {
	r := csv.NewReader(strings.NewReader(text))
	header, err := r.Read()
	if errors.Is(err, io.EOF) {
		return nil, nil
	}
	if err != nil {
		return nil, csvError(err)
	}
	names := make([]string, len(header))
	seen := map[string]int{}
	keyCol := 0
	found := false
	for i, h := range header {
		n := strings.TrimSpace(h)
		if n == "" {
			n = "column_" + strconv.Itoa(i+1)
		}
		if seen[n]++; seen[n] > 1 {
			n += "_" + strconv.Itoa(seen[n])
		}
		names[i] = n
		for _, k := range csvKeyColumns {
			if !found && strings.EqualFold(n, k) {
				keyCol, found = i, true
			}
		}
	}
	var recs []Record
	for {
		row, err := r.Read()
		if errors.Is(err, io.EOF) {
			return recs, nil
		}
		if err != nil {
			return nil, csvError(err)
		}
		line, _ := r.FieldPos(0)
		if len(recs) == w.lim.Records {
			return nil, limitError(line, "records", w.lim.Records)
		}
		if err := w.check(line); err != nil {
			return nil, err
		}
		rec := Record{Path: p, Line: line, Names: names, Values: row}
		for i := range row {
			if l, _ := r.FieldPos(i); l != line && rec.ValueLines == nil {
				rec.ValueLines = make([]int, len(row))
				for j := range row {
					rec.ValueLines[j], _ = r.FieldPos(j)
				}
			}
		}
		if keyCol < len(row) {
			rec.Key = strings.TrimSpace(row[keyCol])
		}
		recs = append(recs, rec)
	}
}

func csvError(err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return &posError{line: pe.Line, err: fmt.Errorf("%w: %w", ErrCSV, pe.Err)}
	}
	return fmt.Errorf("%w: %w", ErrCSV, err)
}

// parseYAMLRecords reads a YAML stream: a top-level mapping is one record,
// a top-level list of mappings one record per mapping. Aliases are
// expanded within the AliasNodes limit, nesting within Depth.
func parseYAMLRecords(w *work, p, text string) ([]Record, error) {
	dec := yaml.NewDecoder(strings.NewReader(text))
	var recs []Record
	for {
		var doc yaml.Node
		err := safeYAML(func() error { return dec.Decode(&doc) })
		if errors.Is(err, io.EOF) {
			return recs, nil
		}
		if err != nil {
			return nil, yamlPosError(ErrYAML, err, 1)
		}
		if len(doc.Content) == 0 {
			continue
		}
		root := resolveAlias(doc.Content[0])
		var items []*yaml.Node
		switch root.Kind {
		case yaml.MappingNode:
			items = []*yaml.Node{root}
		case yaml.SequenceNode:
			items = root.Content
		}
		for _, it := range items {
			aliased := it.Kind == yaml.AliasNode
			if it = resolveAlias(it); it.Kind != yaml.MappingNode {
				continue
			}
			if len(recs) == w.lim.Records {
				return nil, limitError(it.Line, "records", w.lim.Records)
			}
			rec, err := yamlRecord(w, p, it, aliased)
			if err != nil {
				return nil, err
			}
			recs = append(recs, rec)
		}
	}
}

func resolveAlias(n *yaml.Node) *yaml.Node {
	for i := 0; n.Kind == yaml.AliasNode && n.Alias != nil && i < 16; i++ {
		n = n.Alias
	}
	return n
}

func yamlRecord(w *work, p string, m *yaml.Node, aliased bool) (Record, error) {
	rec := Record{Path: p, Line: m.Line, Fields: map[string]string{}, Lines: map[string]int{}}
	f := flattener{w: w, rec: rec, line: m.Line}
	if err := f.flatten("", m, 0, aliased); err != nil {
		return Record{}, err
	}
	for _, k := range yamlKeyFields {
		if v, ok := rec.Fields[k]; ok && v != "" {
			rec.Key = v
			break
		}
	}
	return rec, nil
}

// flattener flattens one YAML record within the limits of w; line is the
// line of the alias (or record) being expanded, where a limit is reported.
type flattener struct {
	w    *work
	rec  Record
	line int
}

// visit counts a node reached through an alias against the AliasNodes
// limit, and the time budget.
func (f *flattener) visit(aliased bool) error {
	if aliased {
		if f.w.aliases++; f.w.aliases > f.w.lim.AliasNodes {
			return limitError(f.line, "YAML nodes reached through aliases", f.w.lim.AliasNodes)
		}
	}
	return f.w.check(f.line)
}

// flatten adds the scalar fields under n with dotted keys; lists of
// scalars are joined with ", ", other list items are indexed. aliased is
// set below an alias: every node visited there counts against the limit.
func (f *flattener) flatten(prefix string, n *yaml.Node, depth int, aliased bool) error {
	if depth > f.w.lim.Depth {
		return &posError{line: cmp.Or(n.Line, f.line), err: fmt.Errorf("%w: YAML nested more than %d levels", ErrLimit, f.w.lim.Depth)}
	}
	if n.Kind == yaml.AliasNode && !aliased {
		aliased, f.line = true, n.Line
		defer func(l int) { f.line = l }(f.line)
	}
	n = resolveAlias(n)
	rec := f.rec
	join := func(k string) string {
		if prefix == "" {
			return k
		}
		return prefix + "." + k
	}
	if n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if err := f.visit(aliased); err != nil {
			return err
		}
		k, v := n.Content[i], n.Content[i+1]
		key := join(k.Value)
		switch rv := resolveAlias(v); rv.Kind {
		case yaml.ScalarNode:
			rec.Fields[key] = scalarValue(rv)
			rec.Lines[key] = k.Line
		case yaml.SequenceNode:
			if scalars, ok := scalarList(rv); ok {
				if err := f.visitN(aliased || v.Kind == yaml.AliasNode, len(scalars)); err != nil {
					return err
				}
				rec.Fields[key] = strings.Join(scalars, ", ")
				rec.Lines[key] = k.Line
				continue
			}
			for j, it := range rv.Content {
				if err := f.visit(aliased || v.Kind == yaml.AliasNode); err != nil {
					return err
				}
				if ri := resolveAlias(it); ri.Kind == yaml.ScalarNode {
					rec.Fields[key+"."+strconv.Itoa(j)] = scalarValue(ri)
					rec.Lines[key+"."+strconv.Itoa(j)] = ri.Line
					continue
				}
				if err := f.flatten(key+"."+strconv.Itoa(j), it, depth+1, aliased || v.Kind == yaml.AliasNode); err != nil {
					return err
				}
			}
		case yaml.MappingNode:
			if err := f.flatten(key, v, depth+1, aliased); err != nil {
				return err
			}
		}
	}
	return nil
}

// visitN is visit for n nodes at once.
func (f *flattener) visitN(aliased bool, n int) error {
	if aliased {
		f.w.aliases += n - 1
	}
	return f.visit(aliased)
}

func scalarList(n *yaml.Node) ([]string, bool) {
	out := make([]string, 0, len(n.Content))
	for _, it := range n.Content {
		it = resolveAlias(it)
		if it.Kind != yaml.ScalarNode {
			return nil, false
		}
		out = append(out, scalarValue(it))
	}
	return out, true
}

func scalarValue(n *yaml.Node) string {
	if n.Tag == "!!null" {
		return ""
	}
	return n.Value
}
