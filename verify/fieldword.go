package verify

import (
	"regexp"
	"strings"
)

// qualifierBeforeRe ends in a word that qualifies a field's word after
// it: "last maintenance", "next inspection".
var qualifierBeforeRe = regexp.MustCompile(`(?i)\b(?:last|next|latest|previous|upcoming)\s+$`)

// qualifiedFieldWord reports whether the known value m, one word, is a
// word of the name of some field written right after a qualifier of it
// ("Field note — last maintenance of X: <date>", where maintenance is
// also a status some record holds): it names the field (maintenance.
// last_date), and takes no field word from the value after it.
func (st *checkState) qualifiedFieldWord(m mention) bool {
	w := st.text[m.start:m.end]
	if strings.ContainsAny(w, " \t-_") || !st.v.fieldStems[stem(strings.ToLower(w))] {
		return false
	}
	return qualifierBeforeRe.MatchString(st.text[max(0, m.start-12):m.start])
}
