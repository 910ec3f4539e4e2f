package sources

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Sentinel errors wrapped by the *ParseError values of Parse.
var (
	ErrTooLarge    = errors.New("sources: file too large")
	ErrBinary      = errors.New("sources: binary file (NUL byte)")
	ErrInvalidUTF8 = errors.New("sources: invalid UTF-8")
	ErrFrontMatter = errors.New("sources: invalid front matter")
	ErrCSV         = errors.New("sources: invalid CSV")
	ErrYAML        = errors.New("sources: invalid YAML")
)

// frontMatter is the YAML block between "---" lines at the top of a file.
type frontMatter struct {
	present   bool
	meta      map[string]any
	lines     map[string]int
	repeated  []RepeatedKey // top-level keys given more than once
	bodyStart int           // first line after the closing delimiter (1 when absent)
	bodyOff   int           // byte offset of bodyStart in the text
}

// posError is an error at a line of the file (front matter, CSV, YAML).
type posError struct {
	line int
	err  error
}

func (e *posError) Error() string { return e.err.Error() }
func (e *posError) Unwrap() error { return e.err }

// splitFrontMatter finds the front matter of text (BOM already removed):
// the first line is "---" and a later line is "---" or "...". Without a
// closing delimiter the file has no front matter.
func splitFrontMatter(text string) (content string, contentLine int, fm frontMatter, ok bool) {
	fm = frontMatter{bodyStart: 1}
	first, _, found := strings.Cut(text, "\n")
	if !found || strings.TrimRight(first, " \t\r") != "---" {
		return "", 0, fm, false
	}
	off := len(first) + 1
	line := 2
	start := off
	for off <= len(text) {
		l, _, more := strings.Cut(text[off:], "\n")
		t := strings.TrimRight(l, " \t\r")
		if t == "---" || t == "..." {
			fm.present = true
			fm.bodyStart = line + 1
			fm.bodyOff = off + len(l)
			if more {
				fm.bodyOff++
			}
			return text[start:off], 2, fm, true
		}
		if !more {
			break
		}
		off += len(l) + 1
		line++
	}
	return "", 0, frontMatter{bodyStart: 1}, false
}

// parseFrontMatter decodes the front matter of text. It returns a zero
// frontMatter (bodyStart 1) when there is none, and a *posError wrapping
// ErrFrontMatter when the YAML is invalid or not a mapping.
func parseFrontMatter(text string) (frontMatter, error) {
	content, first, fm, ok := splitFrontMatter(text)
	if !ok {
		return fm, nil
	}
	meta, lines, repeated, err := decodeMapping(content, first)
	if err != nil {
		return fm, err
	}
	fm.meta, fm.lines, fm.repeated = meta, lines, repeated
	return fm, nil
}

// RepeatedKey is a top-level front-matter key given more than once: the
// value at Line (the last) is used, as Ruby's and Python's YAML readers
// (Middleman, Jekyll, MkDocs) use it; yaml.v3 alone rejects the document.
type RepeatedKey struct {
	Key         string
	Line, First int // file lines of the used (last) and the first occurrence
}

// dropRepeated removes from a mapping node every key/value pair whose key
// comes again later, so that the last one stands, and returns one
// RepeatedKey for each key it kept the last of. Keys of nested mappings
// are left to the YAML reader.
func dropRepeated(m *yaml.Node, first int) []RepeatedKey {
	type seen struct{ first, last, firstLine int } // indexes in m.Content, the first's line
	at := map[string]*seen{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if k := m.Content[i]; k.Kind == yaml.ScalarNode {
			if s := at[k.Value]; s != nil {
				s.last = i
			} else {
				at[k.Value] = &seen{i, i, k.Line}
			}
		}
	}
	var out []RepeatedKey
	kept := m.Content[:0]
	for i := 0; i+1 < len(m.Content); i += 2 {
		if k := m.Content[i]; k.Kind == yaml.ScalarNode {
			s := at[k.Value]
			if s.last != i {
				continue
			}
			if s.first != i {
				out = append(out, RepeatedKey{Key: k.Value, Line: first + k.Line - 1, First: first + s.firstLine - 1})
			}
		}
		kept = append(kept, m.Content[i], m.Content[i+1])
	}
	m.Content = kept
	return out
}

// decodeMapping decodes YAML that must be a mapping (or empty); first is the
// file line of the YAML's first line. A top-level key given twice keeps its
// last value and is returned in repeated.
func decodeMapping(content string, first int) (meta map[string]any, lines map[string]int, repeated []RepeatedKey, err error) {
	var doc yaml.Node
	if err := safeYAML(func() error { return yaml.Unmarshal([]byte(content), &doc) }); err != nil {
		return nil, nil, nil, yamlPosError(ErrFrontMatter, err, first)
	}
	meta, lines = map[string]any{}, map[string]int{}
	if len(doc.Content) == 0 {
		return meta, lines, nil, nil
	}
	root := doc.Content[0]
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return meta, lines, nil, nil
	}
	if root.Kind != yaml.MappingNode {
		return nil, nil, nil, &posError{line: first + root.Line - 1,
			err: fmt.Errorf("%w: not a mapping", ErrFrontMatter)}
	}
	repeated = dropRepeated(root, first)
	var v any
	if err := safeYAML(func() error { return root.Decode(&v) }); err != nil {
		return nil, nil, nil, yamlPosError(ErrFrontMatter, err, first)
	}
	if m, ok := normaliseYAML(v).(map[string]any); ok {
		meta = m
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k := root.Content[i]
		if _, dup := lines[k.Value]; !dup {
			lines[k.Value] = first + k.Line - 1
		}
	}
	return meta, lines, repeated, nil
}

// safeYAML runs f and turns a panic of the YAML library into an error.
func safeYAML(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml: %v", r)
		}
	}()
	return f()
}

var yamlLineRe = regexp.MustCompile(`line (\d+)`)

// yamlPosError wraps a yaml.v3 error with sentinel, rewriting the YAML's
// relative line numbers into file lines (first is the file line of YAML line 1).
func yamlPosError(sentinel, err error, first int) error {
	msg := err.Error()
	line := 0
	msg = yamlLineRe.ReplaceAllStringFunc(msg, func(s string) string {
		n, convErr := strconv.Atoi(s[len("line "):])
		if convErr != nil {
			return s
		}
		n += first - 1
		if line == 0 {
			line = n
		}
		return "line " + strconv.Itoa(n)
	})
	msg = strings.TrimPrefix(msg, "yaml: ")
	if line == 0 {
		line = first
	}
	return &posError{line: line, err: fmt.Errorf("%w: %s", sentinel, msg)}
}

// normaliseYAML converts map[any]any (non-string keys) into map[string]any,
// recursively.
func normaliseYAML(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			x[k] = normaliseYAML(e)
		}
		return x
	case map[any]any:
		m := make(map[string]any, len(x))
		for k, e := range x {
			m[fmt.Sprint(k)] = normaliseYAML(e)
		}
		return m
	case []any:
		for i, e := range x {
			x[i] = normaliseYAML(e)
		}
		return x
	}
	return v
}

// lenientFrontMatter reads "key: value" lines of a front matter that is not
// valid YAML, as Cursor does for .mdc files ("globs: *.ts" is an alias in
// YAML). Values are raw strings; "- item" lines under a key make a list.
func lenientFrontMatter(content string, first int) (map[string]any, map[string]int) {
	meta, lines := map[string]any{}, map[string]int{}
	last := ""
	for i, l := range strings.Split(content, "\n") {
		l = strings.TrimRight(l, " \t\r")
		if strings.TrimSpace(l) == "" || strings.HasPrefix(strings.TrimSpace(l), "#") {
			continue
		}
		if t := strings.TrimSpace(l); strings.HasPrefix(t, "- ") && last != "" && l != t {
			list, _ := meta[last].([]any)
			meta[last] = append(list, unquote(strings.TrimSpace(t[2:])))
			continue
		}
		k, v, ok := strings.Cut(l, ":")
		if !ok || strings.HasPrefix(l, " ") || strings.HasPrefix(l, "\t") {
			continue
		}
		k = strings.TrimSpace(k)
		if _, dup := lines[k]; dup {
			continue
		}
		last = k
		lines[k] = first + i
		v = strings.TrimSpace(v)
		switch strings.ToLower(v) {
		case "true":
			meta[k] = true
		case "false":
			meta[k] = false
		case "":
			meta[k] = nil
		default:
			meta[k] = unquote(v)
		}
	}
	return meta, lines
}

func unquote(s string) string {
	if len(s) >= 2 && (s[0] == '"' && s[len(s)-1] == '"' || s[0] == '\'' && s[len(s)-1] == '\'') {
		return s[1 : len(s)-1]
	}
	return s
}
