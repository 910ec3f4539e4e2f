package verify

import (
	"slices"
	"strings"
	"unicode"
)

// minNamedRecords is the fewest records of a file group from which a
// field of names is learned (see learnNameFields).
const minNamedRecords = 4

// learnNameFields returns the normalised fields that name the records of
// a YAML or CSV file group none of whose records has a name or title
// field of its own: a field (a nickname, a moniker, a venue) every record
// of the group holds, with a value written as a proper name (capitalised
// words of letters) that no other record of the group has, nor another
// field holds. In YAML the field comes first in its record (after its ID
// fields, ids); a CSV row has no order of its fields, so there it must be
// the only field of the group so written. A field of people (a keeper of
// several boats) repeats values or comes later, and one of places other
// fields hold too (a home port) is no name: both stay fields of facts.
func learnNameFields(all []nested, ids []string) map[string]bool {
	type groupField struct{ group, field string }
	type stat struct {
		records, first int
		values         map[string]bool
		bad            bool
	}
	perGroup, named := map[string]int{}, map[string]bool{}
	stats := map[groupField]*stat{}
	holder, shared := map[string]string{}, map[string]bool{} // value -> a field holding it; held by two fields
	csvGroup := map[string]bool{}
	for _, r := range all {
		if r.Origin != OriginYAML && r.Origin != OriginCSV {
			continue
		}
		for f, val := range r.fields() {
			// (by the last part of its path: a file's record holds its
			// records' fields again, as tugs.TUG-21.nickname)
			n := normField(f[strings.LastIndexByte(f, '.')+1:])
			for _, it := range listItems(val) {
				if !writtenAsName(it) {
					continue
				}
				form := strings.ToLower(strings.Join(strings.Fields(it), " "))
				if h, ok := holder[form]; !ok {
					holder[form] = n
				} else if h != n {
					shared[form] = true
				}
			}
		}
		group := refGroup(r.Path, r.prefix)
		perGroup[group]++
		csvGroup[group] = r.Origin == OriginCSV
		firstLine := 0
		for f := range r.fields() {
			if l := r.lineOf(f); l > 0 && (firstLine == 0 || l < firstLine) && !slices.Contains(ids, normField(f)) {
				firstLine = l
			}
		}
		for f, val := range r.fields() {
			n := normField(f)
			if strings.Contains(f, ".") || slices.Contains(ids, n) {
				continue // a nested field names something else
			}
			if nameField(n) {
				named[group] = true
			}
			k := groupField{group, n}
			s := stats[k]
			if s == nil {
				s = &stat{values: map[string]bool{}}
				stats[k] = s
			}
			s.records++
			form := strings.ToLower(strings.Join(strings.Fields(val), " "))
			if s.values[form] || !writtenAsName(val) || shared[form] {
				s.bad = true
			}
			s.values[form] = true
			if l := r.lineOf(f); l > 0 && l == firstLine {
				s.first++
			}
		}
	}
	found := map[string][]string{} // group -> its fields of names
	for k, s := range stats {
		n := perGroup[k.group]
		if n >= minNamedRecords && !named[k.group] && !s.bad && s.records == n && s.first == n {
			found[k.group] = append(found[k.group], k.field)
		}
	}
	out := map[string]bool{}
	for g, fs := range found {
		if csvGroup[g] && len(fs) > 1 {
			continue // (every field of a row is on its first line)
		}
		for _, f := range fs {
			out[f] = true
		}
	}
	return out
}

// writtenAsName reports whether a value is written as a proper name: one
// to four words, the first of letters (an apostrophe or a hyphen inside)
// starting with a capital and holding a small letter, each other such a
// word, a number or a short abbreviation in capitals ("Tern Island",
// "Fenwickstow Pump 2", "Olverstone TL": names that number or abbreviate
// a kind of thing; not "active", "HQ", "AB-12" or "4 North").
func writtenAsName(val string) bool {
	ws := strings.Fields(val)
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	for i, w := range ws {
		if !capitalisedWord(w) && (i == 0 || !numberWord(w) && !abbreviation(w)) {
			return false
		}
	}
	return true
}

// capitalisedWord reports whether w is a word of letters (an apostrophe or
// a hyphen inside) starting with a capital and holding a small letter.
func capitalisedWord(w string) bool {
	lower := false
	for i, c := range w {
		switch {
		case i == 0 && !unicode.IsUpper(c):
			return false
		case unicode.IsLower(c):
			lower = true
		case unicode.IsLetter(c) || i > 0 && (c == '\'' || c == '’' || c == '-'):
		default:
			return false
		}
	}
	return lower
}

// numberWord reports whether w is a whole number of at most four digits.
func numberWord(w string) bool { return len(w) <= 4 && allDigits(w) }

// abbreviation reports whether w is two to four capital letters.
func abbreviation(w string) bool {
	if len(w) < 2 || len(w) > 4 {
		return false
	}
	for _, c := range w {
		if c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}

// isName reports whether normalised field n holds a record's name or
// title: by its name (nameField) or as learned (learnNameFields).
func (v *Verifier) isName(n string) bool {
	return nameField(n) || v.nameFields[n]
}
