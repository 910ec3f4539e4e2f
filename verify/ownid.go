package verify

import (
	"slices"
	"sort"
	"strings"
	"unicode"
)

// ownIDField returns the field identifying the records (an ID field, not
// a name) whose own last word names the value right before it, after a
// copula at most ("carries the registration G-TMRE", "has number 4828"),
// or as the head of "<field> of|for <record> is <value>" ("the catalogue
// number for X is 554"), when the value is written in the shape of the
// field's ("" when none is). Such a field takes part in no other field
// words: its values name records.
func (st *checkState) ownIDField(recs []*indexed, m mention, lo int) string {
	if m.kind != KindString && m.kind != KindNumber || m.unit != "" {
		return ""
	}
	// The identifying fields holding values of the value's shape (the
	// cheap test first).
	shape := codeShape(strings.TrimSpace(st.text[m.start:m.end]))
	var ids []string
	for _, r := range recs {
		for _, n := range st.v.idFields {
			if f, ok := r.norm[n]; ok && !slices.Contains(ids, n) && !st.v.isRef(r, n) && st.v.fwords[n] != nil &&
				codeShape(strings.TrimSpace(r.field(f))) == shape {
				ids = append(ids, n)
			}
		}
	}
	if len(ids) == 0 {
		return ""
	}
	// The last word of one of them stands before the value in its
	// sentence (the cheap test before the clause is read).
	i := st.tokenBefore(m.start)
	named := false
	for k := i; k >= 0 && st.toks[k].start >= lo && !named; k-- {
		named = slices.ContainsFunc(ids, func(n string) bool { return st.v.fwords[n].last == st.toks[k].stem })
	}
	if !named {
		return ""
	}
	head := ""
	if a, b, ok := st.headOf(m, lo); ok && b > a {
		head = st.toks[b-1].stem
	} else if i >= 0 && st.toks[i].start >= lo {
		if k := st.toks[i].low; (k == "is" || k == "was") && i > 0 {
			i--
		}
		if st.toks[i].start >= lo && strings.TrimLeft(st.text[st.toks[i].end:m.start], " \t:=\"'“‘") == "" {
			head = st.toks[i].stem
		}
	}
	for _, n := range ids {
		if head != "" && st.v.fwords[n].last == head {
			return n
		}
	}
	return ""
}

// tokenBefore returns the index of the last token ending at or before
// pos, -1 when none does.
func (st *checkState) tokenBefore(pos int) int {
	return sort.Search(len(st.toks), func(i int) bool { return st.toks[i].end > pos }) - 1
}

// codeShape writes a value's letters as "a", digits as "9" and keeps the
// rest, a run of digits as one "9": G-TMRE and G-TMRA are both "a-aaaa",
// 554 and 4828 "9".
func codeShape(s string) string {
	var b strings.Builder
	last := rune(0)
	for _, r := range s {
		c := r
		switch {
		case unicode.IsLetter(r):
			c = 'a'
		case unicode.IsDigit(r):
			c = '9'
		}
		if c != last || c != '9' {
			b.WriteRune(c)
		}
		last = c
	}
	return b.String()
}

// codeOfShape reports whether some value of the normalised field is a code
// of tok's shape with a digit (PT6C-67C of PT6C-67A).
func (v *Verifier) codeOfShape(field string, tok string) bool {
	d := v.domains[normField(field)]
	if d == nil || !strings.ContainsFunc(tok, unicode.IsDigit) {
		return false
	}
	sh := codeShape(v.rules.valueKey(tok))
	for val := range d.values {
		if codeShape(val) == sh {
			return true
		}
	}
	return false
}
