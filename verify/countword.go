package verify

import (
	"regexp"
	"strings"
)

// countWordRe ends in a word saying that the number after it counts the
// subject's things: "total 4,360", "a total of 86", "count came in at
// 1,420", "now number 2,078". (A "number" alone is more often a label:
// "ticket number 4410".)
var countWordRe = regexp.MustCompile(`(?i)\b(count|total|tally|(?:now|to|they|which)\s+number)(?:\s+(?:came|comes|stood|stands)\s+(?:in\s+)?at|\s+(?:of|at|is|was|now))?\s*[:=]?\s*$`)

// shapeOrCount is shapeField, and for a plain whole number no field's
// shape gives, written right after a word of a count ("Inventory sync:
// X total 4,360"), the subject's only count: a field holding whole
// numbers, named by a plural noun or as a count (specimens, beds,
// vine_count), no year and in no unit, of the size of its values (see
// farFromSizes). The second result is the reason of a field found by
// the count word, or why there is none.
func (st *checkState) shapeOrCount(recs []*indexed, cands []string, m mention, lo int) (string, string) {
	v := st.v
	field, reason := v.shapeField(recs, cands, m)
	if field != "" || mentionType(m) != "" || m.kind != KindNumber || m.unit != "" || !allDigits(m.value) {
		return field, reason
	}
	w := countWordRe.FindStringSubmatch(st.text[max(lo, m.start-40):m.start])
	if w == nil {
		return field, reason
	}
	// "a total of 12 admissions" may count another thing than the
	// subject's: a total counts them only with no noun after it.
	if next := nextWordRe.FindStringSubmatch(st.text[m.end:]); next != nil && !countsNothing(strings.ToLower(next[1])) &&
		(strings.EqualFold(w[1], "total") || strings.EqualFold(w[1], "tally")) {
		return field, reason
	}
	count := ""
	for _, n := range cands {
		if v.countOf(recs, n) {
			if count != "" {
				return "", reason // two counts: which one the text tells of is open
			}
			count = n
		}
	}
	if count == "" || v.farFromSizes(count, m) {
		return "", reason
	}
	return count, "field named by a word of a count: the only count of " + recs[0].subject
}

// countOf reports whether the field n of recs counts things: a whole
// number in no unit, no year, under a plural noun (specimens) or a
// count's name (vine_count).
func (v *Verifier) countOf(recs []*indexed, n string) bool {
	r, name := findField(recs, n)
	if r == nil || !allDigits(strings.TrimSpace(r.Fields[name])) || v.fieldShape(n) != shapeNumber || fieldUnit(n) != "" || v.yearField(n) || unitNamed(n) {
		return false
	}
	if countField(n) {
		return true
	}
	ws := words(n)
	last := ws[len(ws)-1]
	return len(last) > 3 && strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss") && !strings.HasSuffix(last, "us") && !strings.HasSuffix(last, "is")
}
