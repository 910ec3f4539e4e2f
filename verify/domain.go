package verify

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Value shapes: what the values of a field look like across the records
// (learned when the Verifier is built). typeDate, typeVersion, typeMoney
// and "number <unit>" (see valueType) are shapes too.
const (
	shapeNumber = "number" // a plain number (42, 1.22)
	shapeString = "string" // short values: one or a list of names, words or identifiers
	shapeText   = "text"   // prose, titles, anything longer
)

// domain is what a field holds across all records: how many values of
// each shape, and for short string values each value (normalised, list
// items apart) and how many records hold it.
type domain struct {
	shapes map[string]int
	shape  string         // the most common shape
	values map[string]int // valueKey -> records holding it
	// templates are the values with their digits as "#" (tier-1 and
	// tier-2 are "tier #"): another number in the same words is a value
	// of the field too.
	templates map[string]int
	classes   map[string]int // value class -> items of that class
	multi     int            // records holding a list of several items
	years     int            // records holding a year (1800-2199)
	// lo and hi bound the plain numbers the field holds (nums of them).
	lo, hi float64
	nums   int
}

// yearField reports whether every record holding field n holds a year in
// it (year_built, founded): an amount or a measure states no such field.
func (v *Verifier) yearField(n string) bool {
	d := v.domains[n]
	return d != nil && d.years > 0 && d.years == d.shapes[shapeNumber]
}

// ofKind reports whether field n may hold the value key: its domain holds
// it, or a sibling field does (one whose name shares a word with n's: a
// participant team may be named as the owner team).
func (v *Verifier) ofKind(n, key string) bool {
	if v.domains[n].holds(key) {
		return true
	}
	fw := v.fwords[n]
	if fw == nil {
		return false
	}
	for _, f := range slices.Sorted(maps.Keys(v.domains)) {
		if f == n || positional(f) || !v.domains[f].holds(key) || v.fwords[f] == nil {
			continue
		}
		// The words of the fields' own names, not of the mapping they are
		// in: maintenance.contractor and maintenance.contract_ref are no kin.
		for _, s := range v.fwords[f].leaf {
			if slices.Contains(fw.leaf, s) {
				return true
			}
		}
	}
	return false
}

var digitRunRe = regexp.MustCompile(`\d+`)

// anyDomainHolds reports whether some field's domain holds the value key.
func (v *Verifier) anyDomainHolds(key string) bool {
	return v.entryOf(key) != nil
}

// entryOf returns the known value whose key is key (nil when none): it is
// indexed by the first word it is written in, which is the key's first
// word or, of a code joined in it ("lk304" written "LK-304"), the
// letters of that word.
func (v *Verifier) entryOf(key string) *valueEntry {
	w := firstWord(key)
	for _, e := range v.valueIndex[w] {
		if e.norm == key {
			return e
		}
	}
	if i := strings.IndexFunc(w, unicode.IsDigit); i > 0 && !strings.ContainsFunc(w[:i], func(r rune) bool { return !isLetter(r) }) {
		for _, e := range v.valueIndex[w[:i]] {
			if e.norm == key {
				return e
			}
		}
	}
	return nil
}

// ofOtherField reports whether m is a known value of some field but not
// of field: "implemented and stable" lists a status and a stage, not two
// statuses. A field sharing values with field (the people who are
// authors and approvers of records) does not set m apart: "authored by
// @a and @b" names @b an author, though @b only approves.
func (v *Verifier) ofOtherField(m mention, field string) bool {
	key := v.rules.valueKey(m.value)
	d := v.domains[normField(field)]
	e := v.entryOf(key)
	if d == nil || d.holds(key) || e == nil {
		return false
	}
	return !slices.ContainsFunc(e.fields, func(n string) bool { return sharesValue(v.domains[n], d) })
}

// sharedKind reports whether a field holding the value key holds a value
// field n holds too (volunteers and warden, both of people): the
// value is of n's kind, so the words naming n claim it is n's value.
func (v *Verifier) sharedKind(n, key string) bool {
	d, e := v.domains[n], v.entryOf(key)
	return d != nil && e != nil && slices.ContainsFunc(e.fields, func(f string) bool { return sharesValue(v.domains[f], d) })
}

// sharesValue reports whether two fields' domains hold a value in common.
func sharesValue(a, b *domain) bool {
	if a == nil || b == nil || a == b {
		return false
	}
	if len(a.values) > len(b.values) {
		a, b = b, a
	}
	for k := range a.values {
		if _, ok := b.values[k]; ok {
			return true
		}
	}
	return false
}

func firstWord(s string) string {
	if ws := nameWords(s); len(ws) > 0 {
		return ws[0]
	}
	return ""
}

// templateOf is a value key with its digit runs as "#", "" when it has no
// digits or no letters.
func templateOf(key string) string {
	if !digitRunRe.MatchString(key) || !strings.ContainsFunc(key, unicode.IsLetter) {
		return ""
	}
	return digitRunRe.ReplaceAllString(key, "#")
}

// Value classes: what a string value looks like.
const (
	classPlain = "plain" // one lower-case word or words: go, ravi, active
	classIdent = "ident" // with a separator or a digit: team-ledger, tier-1, v2
	classCamel = "camel" // mixed case: NewCheckoutFlow
	classSigil = "sigil" // a channel or handle: #payments, @dana
)

// classOf is the class of a value as written.
func classOf(s string) string {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return ""
	case s[0] == '#' || s[0] == '@':
		return classSigil
	case strings.ContainsAny(s, "-_./0123456789"):
		return classIdent
	case strings.ToLower(s) != s && strings.ToUpper(s[:1])+strings.ToLower(s[1:]) != s:
		return classCamel
	}
	return classPlain
}

// fits reports whether a token read after a field word looks like the
// field's values: a plain word is not a value of a field of identifiers
// ("the feature gate is enabled", "responsible for updating"). A field no
// record holds a string in takes any token.
func (d *domain) fits(tok string) bool {
	if d == nil || len(d.classes) == 0 {
		return true
	}
	c := classOf(tok)
	if c == classIdent && hyphenedWordRe.MatchString(tok) && d.classes[classPlain]*10 >= d.items() && d.classes[classPlain] > 0 {
		return true // a word written with hyphens ("how-to") is a word of a field of words
	}
	return d.classes[c]*10 >= d.items() && d.classes[c] > 0 // a tenth of them at least
}

// hyphenedWordRe is a word of small letters written with hyphens, no
// digit nor other mark: "how-to", "follow-up", "built-in".
var hyphenedWordRe = regexp.MustCompile(`^[a-z]{2,}(?:-[a-z]{2,})+$`)

// items is how many items of all classes the domain holds.
func (d *domain) items() int {
	total := 0
	for _, n := range d.classes {
		total += n
	}
	return total
}

// holds reports whether the domain holds the value key, or a value of the
// same template.
func (d *domain) holds(key string) bool {
	if d == nil {
		return false
	}
	if _, ok := d.values[key]; ok {
		return true
	}
	t := templateOf(key)
	return t != "" && d.templates[t] > 0
}

// shapeOf is the shape of a source-of-truth value.
func shapeOf(s string) string {
	s = strings.TrimSpace(strings.Trim(strings.TrimSpace(s), `"'`))
	if s == "" {
		return ""
	}
	if t := valueType(s); t != "" {
		return t
	}
	if _, _, ok := numberValue(s); ok {
		return shapeNumber
	}
	for _, it := range listItems(s) {
		if len(it) > 48 || len(strings.Fields(strings.ReplaceAll(it, " & ", " "))) > 4 || strings.Contains(it, "/") && !slashIDRe.MatchString(it) {
			return shapeText // prose, a title, a path or a URL
		}
	}
	return shapeString
}

// slashIDRe is an identifier with slashes (EA/2019/044, BD-37/01), not
// a path: every part after a slash holds a digit.
var slashIDRe = regexp.MustCompile(`^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?:/[A-Za-z-]*\d[A-Za-z0-9-]*)+$`)

// listItems splits a value into its list items (", " joins YAML lists;
// a CSV cell may use ";").
func listItems(s string) []string {
	var out []string
	for _, it := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' }) {
		if it = strings.TrimSpace(strings.Trim(strings.TrimSpace(it), `"'`)); it != "" {
			out = append(out, it)
		}
	}
	return out
}

// proseValue returns a field's value of prose as its one item when it is a
// short clause found whole in a text (no list, path or sentence of many
// words), else nothing.
func proseValue(val string) []string {
	val = strings.TrimSpace(strings.Trim(strings.TrimSpace(val), `"'`))
	if len(val) > 64 || strings.ContainsAny(val, ",;/:()[]") || len(strings.Fields(val)) > 9 {
		return nil
	}
	return []string{val}
}

// proseItems returns the values of prose of a field's value: the value
// whole when it is a short clause (proseValue), else each item of a list
// of two or more whose every item is one (a list of works or titles:
// "Holst The Planets, Copland Fanfare for the Common Man"), else nothing.
func proseItems(val string, items []string) []string {
	if one := proseValue(val); one != nil || len(items) < 2 {
		return one
	}
	for _, it := range items {
		if proseValue(it) == nil {
			return nil
		}
	}
	return items
}

// stopValues are values too common in prose to be recognised on their own.
var stopValues = map[string]bool{
	"yes": true, "no": true, "true": true, "false": true, "none": true, "null": true, "n a": true, "na": true,
	"the": true, "a": true, "an": true, "is": true, "it": true, "in": true, "on": true, "of": true, "to": true,
	"and": true, "or": true, "all": true, "any": true, "other": true, "tbd": true, "todo": true,
}

// valueEntry is a string value of some field, as words, for finding it in
// a text.
// anyKin stands in valueEntry.kins for every kind of record: a value a
// profile declares of a field.
const anyKin = "*"

type valueEntry struct {
	form       string // its words joined by one space (see formWords)
	norm       string
	*valueSets       // its fields and kinds (shared)
	nw         int32 // the count of its words
	dotted     bool  // a word of it ends with "." (Prof. Ada Byron) or holds one (node.js)
	upper      bool  // a two-letter acronym, found only in capitals (CT)
}

// newValueEntry is the value entry of the words ws, keyed norm, of sets;
// written is what the words were read from, whose string its form is when
// the same.
func newValueEntry(ws []string, norm, written string, sets *valueSets) *valueEntry {
	form := strings.Join(ws, " ")
	switch form {
	case norm:
		form = norm // (one string for both)
	case written:
		form = written
	}
	return &valueEntry{form: form, norm: norm, valueSets: sets, nw: int32(len(ws))}
}

// nWords is the count of e's words.
func (e *valueEntry) nWords() int { return int(e.nw) }

// word is e's k-th word.
func (e *valueEntry) word(k int) string { return formWord(e.form, k) }

// learnDomains computes the domain of every field of the records and the
// index of their string values by first word.
func (v *Verifier) learnDomains() {
	v.domains = map[string]*domain{}
	v.templateIndex = map[string][]*valueEntry{}
	byNorm := newValueMemo()
	var sets setsMemo
	for _, r := range v.records {
		for _, f := range sortedFields(r.Record) {
			n := normField(f)
			d := v.domains[n]
			if d == nil {
				d = &domain{shapes: map[string]int{}, values: map[string]int{}, templates: map[string]int{}, classes: map[string]int{}}
				v.domains[n] = d
			}
			val := r.field(f)
			sh := shapeOf(val)
			if sh == "" {
				continue
			}
			d.shapes[sh]++
			if sh == shapeNumber && yearValueRe.MatchString(strings.TrimSpace(val)) {
				d.years++
			}
			if x, u, ok := numberValue(val); ok && u == "" && sh == shapeNumber {
				d.addNumber(x)
			}
			items := listItems(val)
			if sh == shapeText {
				// A short note of prose is one value, found whole: "Closed
				// November to March", "Tidal access only at low water"; so
				// is each item of a list of them (see proseItems).
				items = proseItems(val, items)
			} else if len(items) > 1 {
				d.multi++
			}
			if sh != shapeString && (sh != shapeText || len(items) == 0) || v.identifies(r, n) {
				continue
			}
			for _, it := range items {
				d.classes[classOf(it)]++
				sp := v.rules.spacedKey(it) // the words a text writes it in
				nv := joinCodes(sp)
				d.values[nv]++
				if t := templateOf(nv); t != "" && nameForm(t) != "" {
					d.templates[t]++
					ts := templateOf(sp)
					tw := strings.Fields(ts)
					if len(tw) > 1 && !slices.ContainsFunc(v.templateIndex[tw[0]], func(e *valueEntry) bool { return e.norm == ts }) {
						v.templateIndex[tw[0]] = append(v.templateIndex[tw[0]], newValueEntry(tw, ts, ts, noSets))
					}
				}
				upper := len(it) == 2 && strings.ToUpper(it) == it && strings.ToLower(it) != it // an acronym: CT, UK
				if stopValues[nv] || len(nv) < 3 && !upper || nameForm(sp) != spacedDigits(wordsWritten(sp)) {
					continue // too common, too short, or not written as words (a glob, a path)
				}
				e := byNorm.get(nv)
				if e == nil {
					e = newValueEntry(nameWords(sp), nv, sp, nil)
					e.dotted, e.upper = strings.Contains(sp, ". ") || letterDotRe.MatchString(sp), upper
					byNorm.put(e)
				}
				e.upper = e.upper && upper
				e.valueSets = sets.with(e.valueSets, n, r.kin)
			}
		}
	}
	for _, f := range slices.Sorted(maps.Keys(v.rules.values)) {
		d := v.domains[f]
		if d == nil {
			continue // a field no record holds
		}
		for _, x := range v.rules.values[f] {
			sp := v.rules.spacedKey(x)
			nv := joinCodes(sp)
			if _, ok := d.values[nv]; !ok {
				d.values[nv] = 0
			}
			e := byNorm.get(nv)
			if e == nil {
				e = newValueEntry(nameWords(sp), nv, sp, nil)
				byNorm.put(e)
			}
			e.valueSets = sets.with(e.valueSets, f, anyKin)
		}
	}
	for _, d := range v.domains {
		best := 0
		for _, sh := range slices.Sorted(maps.Keys(d.shapes)) {
			if d.shapes[sh] > best {
				d.shape, best = sh, d.shapes[sh]
			}
		}
	}
	v.valueIndex = map[string][]*valueEntry{}
	for _, e := range byNorm.sorted() {
		if nv := e.norm; weekdays[nv] && len(nv) > 5 {
			v.weekdayValues = true
		}
		if e.nWords() == 0 {
			continue
		}
		v.valueIndex[e.word(0)] = append(v.valueIndex[e.word(0)], e)
	}
	for k, es := range v.valueIndex {
		// Longest value first: "sig node" before "sig".
		slices.SortStableFunc(es, func(a, b *valueEntry) int { return b.nWords() - a.nWords() })
		v.valueIndex[k] = es
	}
}

// identifying reports whether a normalised field identifies or names its
// record (its values are subjects, not facts).
func (v *Verifier) identifying(n string) bool {
	return slices.Contains(v.idFields, n) || v.isName(n) && !v.valueNames[n]
}

// nestedValueNames returns the normalised name fields nested in a mapping
// (registrar.name) that never name their record: every record holding
// one has a name of its own, or holds it deeper than one mapping, or some
// records of its kind lack it (an optional block, courier.name, tells of
// another thing than the record), or a tenth of its values repeat (a
// registrar of several loans; see indexNames).
func nestedValueNames(recs []*indexed) map[string]bool {
	value, used := map[string]bool{}, map[string]bool{}
	kin, held := map[string]int{}, map[string]int{}
	// A name held by several records of a kind tells of a thing they
	// share (a registrar of several loans) when a tenth of its values or
	// more repeat; one repeated name among many is a clash of names.
	seen, repeats := map[string]bool{}, map[string]int{} // kind, field and value; kind and field
	for _, r := range recs {
		kin[r.kin]++
		for n, f := range r.norm {
			held[r.kin+"\x00"+n]++
			k := r.kin + "\x00" + n + "\x00" + strings.ToLower(strings.TrimSpace(r.field(f)))
			if seen[k] && strings.Contains(f, ".") && nameField(n) {
				repeats[r.kin+"\x00"+n]++
			}
			seen[k] = true
		}
	}
	dup := map[string]bool{}
	for kn, c := range repeats {
		if c*10 >= held[kn] {
			_, n, _ := strings.Cut(kn, "\x00")
			dup[n] = true
		}
	}
	for _, r := range recs {
		own := slices.ContainsFunc(sortedFields(r.Record), func(f string) bool {
			return !strings.Contains(f, ".") && nameField(normField(f))
		})
		for _, f := range sortedFields(r.Record) {
			segs := strings.Split(f, ".")
			if len(segs) < 2 || !nameField(normField(segs[len(segs)-1])) {
				continue
			}
			if own || len(segs) != 2 || allDigits(segs[0]) || held[r.kin+"\x00"+normField(f)] < kin[r.kin] {
				value[normField(f)] = true
			} else {
				used[normField(f)] = true
			}
		}
	}
	for n := range used {
		delete(value, n)
	}
	for n := range dup {
		value[n] = true
	}
	return value
}

// nameField reports whether a normalised field holds a record's name or
// title.
func nameField(n string) bool {
	return n == "name" || n == "title" || strings.HasSuffix(n, "_name") || strings.HasSuffix(n, "_title")
}

// shapesOf are the field shapes a mention may state, most specific first.
func shapesOf(m mention) []string {
	switch m.kind {
	case KindDate:
		if m.precision == 1 {
			return []string{typeDate, shapeNumber} // a year: 2009 of year_built
		}
		return []string{typeDate}
	case KindVersion:
		return []string{typeVersion, shapeNumber}
	case KindMoney:
		return []string{typeMoney, shapeNumber}
	case KindNumber:
		var out []string
		if m.unit != "" {
			out = append(out, typeNumber+" "+m.unit)
		}
		out = append(out, shapeNumber, typeMoney)
		if versionLike(m.value) || m.major {
			out = append(out, typeVersion) // 1.33, or a major version: "version 2", "Java 17"
		}
		return out
	case KindString, KindName:
		return []string{shapeString}
	}
	return nil
}

// fieldShape is the shape of a normalised field across the records.
func (v *Verifier) fieldShape(n string) string {
	if d := v.domains[n]; d != nil {
		return d.shape
	}
	return ""
}
