package verify

import "strings"

// candidatesKey is the key of the candidate fields of a value of the
// subject in checkState.cands: what candidates reads of the value, its
// shapes and unit, whether a number is a year (11 and 1992 of "Register
// extract (11) - X: year established = 1992" are not candidates of one
// field set: a year field holds only the second) and whether it is a
// period written as a word.
func candidatesKey(subject string, m mention) string {
	year, period := "", ""
	if m.kind == KindNumber && yearValueRe.MatchString(m.value) {
		year = "y"
	}
	if m.period {
		period = "p"
	}
	return subject + "\x00" + strings.Join(shapesOf(m), ",") + "\x00" + m.unit + "\x00" + year + period
}
