package verify

import (
	"regexp"
	"sort"
)

// besideRe ends the words between a value and a record named after it
// that set the record beside another thing, the one the value tells of:
// a place next to it or a contrast with it ("Y, planted in 1994, is next
// to X", "Y, built 1994, unlike X"). ("like X" may claim the value of X
// too.)
var besideRe = regexp.MustCompile(`(?i)\b(?:next to|beside|besides|near|nearby|adjacent to|opposite|across from|unlike|rather than|other than|than)\s+(?:the\s+)?["'“‘(]*$`)

// numbersLabel reports whether the whole number m, right after a word and
// right before a colon, numbers the label of what follows ("row 9:",
// "finding 3:", "week 38:"); a version ("Release notes 1.30:") may be
// the release the text tells of.
func (st *checkState) numbersLabel(m mention) bool {
	if m.kind != KindNumber || m.unit != "" || !allDigits(st.text[m.start:m.end]) || m.end >= len(st.text) || st.text[m.end] != ':' {
		return false
	}
	i := sort.Search(len(st.toks), func(i int) bool { return st.toks[i].start >= m.start })
	return i > 0 && st.toks[i-1].end+1 == m.start && st.text[st.toks[i-1].end] == ' ' && isLetter(rune(st.text[st.toks[i-1].start]))
}

// besideAfter reports whether the first record the sentence names after m
// is set beside the thing m tells of (see besideRe).
func (st *checkState) besideAfter(m mention) bool {
	si := sentenceOf(st.sents, m.start)
	for _, s := range st.subs {
		if s.sent == si && s.start >= m.end {
			return besideRe.MatchString(st.text[m.end:s.start])
		}
	}
	return false
}

// notSubjects returns why the subject the sentence names is not the
// value's, "" when it may be: the value follows a list of records ("A
// and B have 180 and 550"; see listedWith), or the only record the
// sentence names comes after the value, set apart from the thing the
// value tells of ("Y, planted in 1994, is next to X"; see besideAfter): the value is of another thing, which no
// record is.
func (st *checkState) notSubjects(at *subjectMention, m mention, naming naming, subject string) string {
	if other := st.listedWith(at); other != "" && at.end <= m.start {
		return "no subject: the value follows a list of records (" + subject + " and " + other + "), and the text does not say whose it is"
	}
	if naming == namedAfter && st.numbersLabel(m) {
		return "no claim: the number numbers a label (\"row 9:\") before " + subject + ", no value of it"
	}
	if naming == namedAfter && st.besideAfter(m) {
		return "no subject: " + subject + " is named after the value, set beside the thing the value tells of"
	}
	return ""
}
