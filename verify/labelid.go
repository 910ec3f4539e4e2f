package verify

import "strings"

// dropLabelNumbers removes from the subjects an ID written as a number
// after "#" that no record has, right after a word and right before a
// colon, when the sentence names a record after it: the number numbers
// the label of what follows ("Facilities digest #13: X - boiler service
// date: ..."), as a plain number does ("row 9:", see numbersLabel); X is
// the subject.
func (st *checkState) dropLabelNumbers() {
	keep := st.subs[:0:0]
	dropped := false
	for i, s := range st.subs {
		if !s.name && st.labelNumber(s) && st.v.lookup(s.id) == nil &&
			st.recordAfter(st.subs[i+1:], s) {
			dropped = true
			continue
		}
		keep = append(keep, s)
	}
	if !dropped {
		return
	}
	st.subs = keep
	st.subjSpans = st.subjSpans[:0]
	for _, s := range keep {
		st.subjSpans = append(st.subjSpans, [2]int{s.start, s.end})
	}
}

// labelNumber reports whether the subject mention s is "#<digits>" right
// after a word and a space and right before a colon.
func (st *checkState) labelNumber(s subjectMention) bool {
	w := strings.TrimLeft(st.text[s.start:s.end], " \t([,;:")
	start := s.end - len(w)
	if len(w) < 2 || w[0] != '#' || !allDigits(w[1:]) || s.end >= len(st.text) || st.text[s.end] != ':' {
		return false
	}
	return start >= 2 && st.text[start-1] == ' ' && isLetter(rune(st.text[start-2]))
}

// recordAfter reports whether subs names, in the sentence of s and after
// it, a record of the sources of truth.
func (st *checkState) recordAfter(subs []subjectMention, s subjectMention) bool {
	for _, o := range subs {
		if o.sent == s.sent && o.start > s.end && st.v.lookup(o.id) != nil {
			return true
		}
	}
	return false
}
