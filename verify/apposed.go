package verify

import "regexp"

// fieldApposRe ends in a field's words set off by a comma before the
// value that is their apposition: "go to the keeper, <value>,", "ask
// our registrar, <value>.".
var (
	fieldApposRe     = regexp.MustCompile(`(?i)\b(?:the|our|its|their)\s+((?:[\w-]+\s+){0,2}[\w-]+),\s+$`)
	fieldApposEndRe  = regexp.MustCompile(`^\s*(?:[,.;!?)—–]|\s-\s|$)`)
	fieldApposWindow = 60
)

// fieldApposed returns the tokens [a, b) of the field words when the
// value m is their apposition, closed after it ("Loan forms for X go to
// the registrar, <value>, by Friday"): they name its field.
func (st *checkState) fieldApposed(m mention, lo int) (a, b int, ok bool) {
	base := max(lo, m.start-fieldApposWindow)
	p := fieldApposRe.FindStringSubmatchIndex(st.text[base:m.start])
	if p == nil || !fieldApposEndRe.MatchString(clip(st.text[m.end:], 8)) {
		return 0, 0, false
	}
	return st.tokensIn(base+p[2], base+p[3])
}
