package verify

import (
	"cmp"
	"maps"
	"slices"
	"strings"
)

// nested is a record found inside a YAML document, with the dotted path
// of its fields in that document.
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
	for _, v := range r.fields() {
		if strings.TrimSpace(v) == k {
			return true
		}
	}
	return false
}

// nestedRecords returns the records nested in a YAML record:
//
//   - each item of a list of mappings (projects.3.*) keyed by its ID
//     field (id, key, a field named *_id, an identifier written first),
//     else by its name or title field;
//   - in a record without a key of its own, each entry of a collection
//     (a mapping whose entries are mappings of the same fields, such as
//     flags.yaml's flags.new-checkout.*), keyed by its own name when that
//     is a plain name.
//
// A nested record holds every field below it, its nested mappings dotted
// (allocation.gpu_hours), and needs at least two of them.
func nestedRecords(r Record) []nested {
	if r.Origin != OriginYAML {
		return nil
	}
	own := ownKey(r)
	below := map[string][]string{} // path -> fields below it, relative
	for f := range r.fields() {
		segs := strings.Split(f, ".")
		for i := len(segs) - 1; i >= 1; i-- {
			p := strings.Join(segs[:i], ".")
			below[p] = append(below[p], strings.Join(segs[i:], "."))
		}
	}
	var out []nested
	var keyed []string // the prefixes of the mappings that are records
	for _, p := range slices.Sorted(maps.Keys(below)) {
		leaves := below[p]
		seg := p[strings.LastIndexByte(p, '.')+1:]
		item := allDigits(seg)
		if len(leaves) < 2 || !item && (own || inItem(p) || direct(leaves) < 2 && !idBlocks(seg, leaves) || !collectionEntry(&r, p)) {
			continue
		}
		// A mapping inside a record keyed by name is a block of its
		// fields (LN-1.conditions.climate), unless its own key is
		// an ID.
		if !item && !idShapeRe.MatchString(seg) && slices.ContainsFunc(keyed, func(k string) bool { return strings.HasPrefix(p, k) }) {
			continue
		}
		prefix := p + "."
		n := nested{Record: Record{Path: r.Path, Origin: r.Origin, Fields: map[string]string{}, Lines: map[string]int{}}, prefix: prefix}
		for _, leaf := range leaves {
			n.Fields[leaf], n.Lines[leaf] = r.field(prefix+leaf), r.lineOf(prefix+leaf)
			if l := n.Lines[leaf]; l > 0 && (n.Line == 0 || l < n.Line) {
				n.Line = l
			}
		}
		n.Line = max(n.Line, r.Line)
		switch {
		case item:
			// A named item of a keyed record is a record when it has fields
			// of its own (an entity of a register whose document has a
			// name), a value when it has few (a named setting of a proposal).
			n.Key = itemKey(n.Record, !own || direct(leaves) >= 4)
		case nameKeyRe.MatchString(strings.ToLower(seg)) || idShapeRe.MatchString(seg):
			n.Key = seg
		}
		if n.Key != "" {
			out = append(out, n)
			if !item {
				keyed = append(keyed, prefix)
			}
		}
	}
	return out
}

// inItem reports whether the path p is inside a list item: a mapping
// there is part of the item's record.
func inItem(p string) bool {
	segs := strings.Split(p, ".")
	return slices.ContainsFunc(segs[:len(segs)-1], func(s string) bool { return allDigits(s) })
}

// direct counts the fields right below a mapping (not nested deeper).
func direct(leaves []string) int {
	n := 0
	for _, l := range leaves {
		if !strings.Contains(l, ".") {
			n++
		}
	}
	return n
}

// collectionEntry reports whether the mapping at p is an entry of a
// collection: a mapping whose entries are all mappings, or a document
// with scalars of its own beside at least two entries sharing a field
// name (version: 3 above a mapping of named entries).
func collectionEntry(r *Record, p string) bool {
	parent := ""
	if i := strings.LastIndexByte(p, '.'); i >= 0 {
		parent = p[:i]
	}
	// The entries of the parent and whether it has scalars of its own.
	entries := map[string]map[string]bool{} // entry -> its direct field names
	scalars := false
	prefix := ""
	if parent != "" {
		prefix = parent + "."
	}
	for f := range r.fields() {
		rest, ok := strings.CutPrefix(f, prefix)
		if !ok {
			continue
		}
		entry, leaf, deeper := strings.Cut(rest, ".")
		if !deeper {
			scalars = true
			continue
		}
		if entries[entry] == nil {
			entries[entry] = map[string]bool{}
		}
		first, _, _ := strings.Cut(leaf, ".")
		entries[entry][first] = true
	}
	if !scalars {
		return true
	}
	if parent != "" {
		return false
	}
	self := p[len(prefix):]
	for e, fs := range entries {
		if e == self {
			continue
		}
		for f := range fs {
			if entries[self][f] {
				return true
			}
		}
	}
	return false
}

// itemKey is the key of a list item: its id or key field, a field named
// as an ID (site_id), its first field when written as an identifier, else
// (when byName) its name or title.
func itemKey(r Record, byName bool) string {
	for _, k := range []string{"id", "key"} {
		if v := strings.TrimSpace(r.field(k)); v != "" {
			return v
		}
	}
	first, firstLine := "", 0
	for _, f := range sortedFields(r) {
		if strings.Contains(f, ".") {
			continue
		}
		ws := strings.Split(normField(f), "_")
		if v := strings.TrimSpace(r.field(f)); v != "" && idNameWords[ws[len(ws)-1]] {
			return v
		}
		if l := r.lineOf(f); l > 0 && (firstLine == 0 || l < firstLine) {
			first, firstLine = f, l
		}
	}
	if v := strings.TrimSpace(r.field(first)); first != "" && idShapeRe.MatchString(v) {
		return v
	}
	if !byName {
		return ""
	}
	for _, f := range sortedFields(r) {
		if v := strings.TrimSpace(r.field(f)); v != "" && !strings.Contains(f, ".") && nameField(normField(f)) {
			return v
		}
	}
	return ""
}

// listNames adds to a record, for each list of mappings right inside it
// whose items have a name (speakers: [{name: Mei Tanaka, ...}]), a field
// of that list holding the items' names ("speakers": "Lars Eklund, Mei
// Tanaka"), unless it has a field of that name: the names are values of
// the record as much as the items are records of their own ("SES-1's
// speakers include Mei Tanaka"). Only records with a key of their own
// get them: a nested record, or a document keyed by one of its values.
func listNames(n nested) nested {
	if n.Origin != OriginYAML || n.prefix == "" && !ownKey(n.Record) {
		return n
	}
	type item struct {
		idx  int
		name string
		line int
	}
	lists := map[string][]item{}
	for f, val := range n.fields() {
		segs := strings.Split(f, ".")
		if len(segs) != 3 || !allDigits(segs[1]) || segs[2] != itemNameLeaf(&n.Record, segs[0]) || strings.TrimSpace(val) == "" ||
			strings.ContainsAny(val, ",;") {
			continue
		}
		lists[segs[0]] = append(lists[segs[0]], item{atoi(segs[1]), strings.TrimSpace(val), n.lineOf(f)})
	}
	if len(lists) == 0 {
		return n
	}
	fields, lines := n.fieldMap(), maps.Clone(n.lines())
	for _, l := range slices.Sorted(maps.Keys(lists)) {
		if _, ok := fields[l]; ok {
			continue
		}
		items := lists[l]
		slices.SortFunc(items, func(a, b item) int { return a.idx - b.idx })
		names := make([]string, 0, len(items))
		for _, it := range items {
			if !slices.Contains(names, it.name) {
				names = append(names, it.name)
			}
		}
		fields[l], lines[l] = strings.Join(names, ", "), items[0].line
	}
	n.Fields, n.Lines, n.cols, n.row = fields, lines, nil, ""
	return n
}

// memberOf verifies "<item> is a <list word> of <record>" ("Mei Tanaka is
// a speaker at SES-1"): the subject at is named by the name of a list
// item, m names a record one of whose lists of named items (see
// listNames) the words around m name; the fact is that record's list,
// verified when it holds the subject's name, a mismatch when not. It
// reports false, changing nothing, when no such list is named.
func (st *checkState) memberOf(f *Fact, m mention, at *subjectMention, lo, hi int) bool {
	v := st.v
	recs := v.lookup(m.named)
	if len(recs) == 0 {
		return false
	}
	r := recs[0]
	var lists []string
	for n, orig := range r.norm {
		if itemNameLeaf(&r.Record, orig) != "" {
			lists = append(lists, n)
		}
	}
	if len(lists) == 0 {
		return false
	}
	slices.Sort(lists)
	list := ""
	if named := v.namedFields(lists, st, m, lo, hi); len(named) > 0 && named[0].score >= weightOwn && (len(named) == 1 || named[1].score < named[0].score) {
		list = named[0].field
	} else {
		// The verb of the list's agent noun between the item and the
		// record: "Mei Tanaka speaks at SES-1" of speakers.
		for _, n := range lists {
			for _, w := range words(n) {
				if b := agentBase(w); b != "" && slices.ContainsFunc(st.toks, func(t token) bool { return t.start >= at.end && t.end <= m.start && t.stem == b }) {
					list = n
				}
			}
		}
	}
	if list == "" {
		return false
	}
	name := r.norm[list]
	f.Subject, f.Field = r.subject, r.prefix+name
	f.SoTValue, f.SoTPath, f.SoTLine = r.field(name), r.Path, r.lineOf(name)
	f.Verdict, f.Reason = Mismatch, ""
	who := nameForm(st.text[at.start:at.end])
	for _, it := range listItems(f.SoTValue) {
		if nameForm(it) == who {
			f.Verdict = Verified
		}
	}
	return true
}

// itemNameLeaf is the field naming the items of the list of mappings at
// list in r (the first item's): name or title, else a field whose
// name ends in "name" (hostname, full_name), else its ID (id, *_id); ""
// when the list is none or its items have no such field.
func itemNameLeaf(r *Record, list string) string {
	first := list + ".0."
	var byName, byID string
	for f := range r.fields() {
		leaf, ok := strings.CutPrefix(f, first)
		if !ok || strings.Contains(leaf, ".") {
			continue
		}
		switch {
		case leaf == "name" || leaf == "title":
			return leaf
		case strings.HasSuffix(leaf, "name") && (byName == "" || leaf < byName):
			byName = leaf
		case (leaf == "id" || strings.HasSuffix(leaf, "_id")) && (byID == "" || leaf < byID):
			byID = leaf
		}
	}
	return cmp.Or(byName, byID)
}
