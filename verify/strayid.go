package verify

import (
	"strings"
	"unicode"
)

// valueOfStray reports whether the record ID mention m is a value of a
// record no source of truth has, named before it in its sentence and
// tied to it by a copula or a short verb phrase ("KSTR-14 is based at
// LZQ-105", where no KSTR-14 exists but KSTR-01 has a home_base holding
// LZQ-105): then m says nothing of its own record, and what it says of the
// other one cannot be checked. strays are the ID mentions of no record.
func (st *checkState) valueOfStray(m mention, strays []mention) (string, bool) {
	si := sentenceOf(st.sents, m.start)
	var s *mention
	for k := range strays {
		if x := &strays[k]; x.end <= m.start && sentenceOf(st.sents, x.start) == si {
			s = x
		}
	}
	if s == nil {
		return "", false
	}
	gap := st.text[s.end:m.start]
	if !copulaRe.MatchString(gap) && !verbLinked(gap) {
		return "", false
	}
	key := st.v.rules.valueKey(st.text[m.start:m.end])
	prefix := idPrefix(s.subject)
	for _, r := range st.v.records {
		if prefix == "" || !sameKind(r.subject, s.subject, prefix) && !sameKind(strings.TrimSpace(r.Key), s.subject, prefix) {
			continue
		}
		for n := range r.norm {
			if st.v.domains[n].holds(key) {
				return st.v.normID(s.subject), true
			}
		}
	}
	return "", false
}

// idPrefix is the letters and marks of an ID before its first digit
// (KSTR- of KSTR-14), "" when it has no letter there.
func idPrefix(id string) string {
	i := strings.IndexFunc(id, unicode.IsDigit)
	if i <= 0 || !strings.ContainsFunc(id[:i], unicode.IsLetter) {
		return ""
	}
	return strings.ToUpper(id[:i])
}

// sameKind reports whether the ID id is of the kind of the ID other, whose
// prefix is given: the same prefix and shape.
func sameKind(id, other, prefix string) bool {
	return idPrefix(id) == prefix && codeShape(id) == codeShape(other)
}
