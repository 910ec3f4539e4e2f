package verify

import (
	"slices"
	"strings"
)

// nested is a record found inside a YAML document that has no key of its
// own, with the dotted path of its fields in that document.
type nested struct {
	Record
	prefix string // "flags.new-checkout."
}

// ownKey reports whether r's key is one of its own values (an id, a name,
// a CSV key column) rather than empty or made up by whoever stored it.
func ownKey(r Record) bool {
	k := strings.TrimSpace(r.Key)
	if k == "" {
		return false
	}
	for _, v := range r.Fields {
		if strings.TrimSpace(v) == k {
			return true
		}
	}
	return false
}

// nestedRecords returns the records nested in a YAML record without a key
// of its own (a mapping of named entries such as flags.yaml's
// flags.new-checkout.*):
// every mapping holding at least two scalar fields becomes a record with
// its fields relative to it ("expires"), keyed by its own name when that is
// a plain name (new-checkout), or by its id/key/name field when it is a
// list item (flags.0.*). Other records, and records keyed by one of their
// values, have none.
func nestedRecords(r Record) []nested {
	if r.Origin != OriginYAML || ownKey(r) {
		return nil
	}
	groups := map[string][]string{} // parent path -> leaf names (relative, dotted below a list item)
	for f := range r.Fields {
		segs := strings.Split(f, ".")
		for i := len(segs) - 1; i >= 1; i-- {
			p := strings.Join(segs[:i], ".")
			if i == len(segs)-1 || digitsRe.MatchString(segs[i-1]) {
				groups[p] = append(groups[p], strings.Join(segs[i:], "."))
			}
		}
	}
	parents := make([]string, 0, len(groups))
	for p, leaves := range groups {
		segs := strings.Split(p, ".")
		last := segs[len(segs)-1]
		// A mapping inside a list item is part of the item's record.
		inItem := slices.ContainsFunc(segs[:len(segs)-1], func(s string) bool { return digitsRe.MatchString(s) })
		if len(leaves) >= 2 && (digitsRe.MatchString(last) || !inItem) {
			parents = append(parents, p)
		}
	}
	slices.Sort(parents)
	var out []nested
	for _, p := range parents {
		prefix := p + "."
		n := nested{Record: Record{Path: r.Path, Origin: r.Origin, Fields: map[string]string{}, Lines: map[string]int{}}, prefix: prefix}
		for _, leaf := range groups[p] {
			n.Fields[leaf], n.Lines[leaf] = r.Fields[prefix+leaf], r.Lines[prefix+leaf]
			if l := n.Lines[leaf]; l > 0 && (n.Line == 0 || l < n.Line) {
				n.Line = l
			}
		}
		n.Line = max(n.Line, r.Line)
		seg := p[strings.LastIndexByte(p, '.')+1:]
		switch {
		case digitsRe.MatchString(seg):
			for _, k := range []string{"id", "key", "name"} {
				if v := strings.TrimSpace(n.Fields[k]); v != "" {
					n.Key = v
					break
				}
			}
		case nameKeyRe.MatchString(strings.ToLower(seg)):
			n.Key = seg
		}
		if n.Key != "" {
			out = append(out, n)
		}
	}
	return out
}
