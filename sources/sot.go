package sources

import (
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

// parseCSV reads a CSV with a header row into one record per row.
func parseCSV(p, text string) ([]Record, error) {
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
		rec := Record{Path: p, Line: line, Fields: map[string]string{}, Lines: map[string]int{}}
		for i, v := range row {
			rec.Fields[names[i]] = v
			rec.Lines[names[i]], _ = r.FieldPos(i)
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
// a top-level list of mappings one record per mapping.
func parseYAMLRecords(p, text string) ([]Record, error) {
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
		switch root.Kind {
		case yaml.MappingNode:
			recs = append(recs, yamlRecord(p, root))
		case yaml.SequenceNode:
			for _, it := range root.Content {
				if it = resolveAlias(it); it.Kind == yaml.MappingNode {
					recs = append(recs, yamlRecord(p, it))
				}
			}
		}
	}
}

func resolveAlias(n *yaml.Node) *yaml.Node {
	for i := 0; n.Kind == yaml.AliasNode && n.Alias != nil && i < 16; i++ {
		n = n.Alias
	}
	return n
}

func yamlRecord(p string, m *yaml.Node) Record {
	rec := Record{Path: p, Line: m.Line, Fields: map[string]string{}, Lines: map[string]int{}}
	flattenYAML(rec, "", m, 0)
	for _, k := range yamlKeyFields {
		if v, ok := rec.Fields[k]; ok && v != "" {
			rec.Key = v
			break
		}
	}
	return rec
}

// flattenYAML adds the scalar fields under n with dotted keys; lists of
// scalars are joined with ", ", other list items are indexed.
func flattenYAML(rec Record, prefix string, n *yaml.Node, depth int) {
	if depth > 32 {
		return
	}
	n = resolveAlias(n)
	join := func(k string) string {
		if prefix == "" {
			return k
		}
		return prefix + "." + k
	}
	switch n.Kind {
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], resolveAlias(n.Content[i+1])
			key := join(k.Value)
			switch v.Kind {
			case yaml.ScalarNode:
				rec.Fields[key] = scalarValue(v)
				rec.Lines[key] = k.Line
			case yaml.SequenceNode:
				if scalars, ok := scalarList(v); ok {
					rec.Fields[key] = strings.Join(scalars, ", ")
					rec.Lines[key] = k.Line
					continue
				}
				for j, it := range v.Content {
					it = resolveAlias(it)
					if it.Kind == yaml.ScalarNode {
						rec.Fields[key+"."+strconv.Itoa(j)] = scalarValue(it)
						rec.Lines[key+"."+strconv.Itoa(j)] = it.Line
						continue
					}
					flattenYAML(rec, key+"."+strconv.Itoa(j), it, depth+1)
				}
			case yaml.MappingNode:
				flattenYAML(rec, key, v, depth+1)
			}
		}
	}
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
