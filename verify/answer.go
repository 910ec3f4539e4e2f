package verify

import (
	"regexp"
	"slices"
	"strings"
)

// questionNamed scores the candidate fields by the words of the question
// right before the value's sentence when that sentence names none: an
// answer states the value of the field its question asks for ("Who
// inspects KS-2? Per the log, Ada Rusk."; "Grade for LOT-7? fine."), or
// its request asks for ("confirm the grade for LOT-7. Current
// understanding: fine."), when the value alone ends its sentence. nil
// when the sentence before is no question or request, or names more
// than one field.
func (st *checkState) questionNamed(cands []string, m mention) []scoredField {
	si := sentenceOf(st.sents, m.start)
	if si == 0 {
		return nil
	}
	// The answer is the value alone, ending its sentence (or before a
	// short aside after a comma), after a few words at most ("Per the
	// log, Ada Rusk.", "Ada Rusk, on the 4th.").
	lo, hi := st.sentenceSpan(si)
	if !answerEnds(st.text[m.end:hi]) || len(tokenSpans(st.text[lo:m.start])) > 4 {
		return nil
	}
	qlo, qhi := st.sentenceSpan(si - 1)
	q := strings.TrimRight(st.text[qlo:qhi], " \t\r\n")
	if !strings.HasSuffix(q, "?") && !requestRe.MatchString(q) || strings.Contains(st.text[qlo:qhi], "\n\n") || st.ownValueIn(qlo, qhi) {
		return nil // (a question holding a value of its own, "closed since?", asks of it)
	}
	// The answer stands where the question's word for it does ("Who
	// inspects X?": the one who inspects), else after the question's words
	// ("Grade for X?").
	start, end := qlo+len(q)-1, qlo+len(q)-1
	if loc := whWordRe.FindStringIndex(st.text[qlo:qhi]); loc != nil {
		start, end = qlo+loc[0], qlo+loc[1]
	}
	at := mention{start: start, end: end, kind: m.kind, value: m.value, unit: m.unit, needsLink: m.needsLink}
	named := st.v.namedFields(cands, st, at, qlo, qlo+len(q))
	if len(named) != 1 || st.otherWordIn(named[0], qlo, qhi) {
		return nil // a question naming several fields ("stable target?") asks of none clearly
	}
	return named
}

// requestRe is a sentence asking for a value without a question mark: a
// request to confirm or check it, perhaps after a label ("Ticket OPS-12:
// confirm the stage for X. Current understanding: fine.").
var requestRe = regexp.MustCompile(`(?i)^(?:[^:.?!]{1,40}:\s*)?(?:please\s+)?(?:confirm|check|verify)\s+[^.?!]*\.$`)

// answerEnds reports whether the words after an answer's value end it:
// nothing, or an aside after a comma ("Ada Rusk, on the 4th.").
func answerEnds(after string) bool {
	t := strings.Trim(after, " \t\r\n.!")
	if t == "" {
		return true
	}
	if t[0] != ',' {
		return false
	}
	return len(tokenSpans(t)) <= 4 && !strings.ContainsAny(t[1:], ",;:")
}

// whWordRe is a question's word for what it asks, opening it.
var whWordRe = regexp.MustCompile(`(?i)^\s*(?:[A-Za-z]+:\s*)?(?:who|what|which|when|where|whose)\b`)

// ownValueIn reports whether the span [lo, hi) holds a value that is a
// fact on its own: a known value found alone, which is a fact only when
// words tie it to a field ("the winter target" of a season's value
// winter), names no value of the question ("What is the winter target of
// X? 40.").
func (st *checkState) ownValueIn(lo, hi int) bool {
	for _, x := range st.values {
		if lo < x[1] && x[0] < hi && !slices.Contains(st.linked, x) {
			return true
		}
	}
	return false
}

// otherWordIn reports whether the span [lo, hi) holds a known value found
// alone that is no word of the own name of the field n the question names
// ("winter target?" naming a latest target by "target": the question may
// ask of a winter target the subject does not hold).
func (st *checkState) otherWordIn(n scoredField, lo, hi int) bool {
	for _, x := range st.linked {
		if lo < x[1] && x[0] < hi && !slices.ContainsFunc(stems(st.text[x[0]:x[1]]), func(s string) bool { return slices.Contains(n.own, s) }) {
			return true
		}
	}
	return false
}
