package verify

import (
	"regexp"
	"strings"
)

// questionNamed scores the candidate fields by the words of the question
// right before the value's sentence when that sentence names none: an
// answer states the value of the field its question asks for ("Who
// inspects KS-2? Per the log, Ada Rusk."; "Grade for LOT-7? fine."),
// when the value alone ends its sentence. nil when the
// sentence before is no question or names more than one field.
func (st *checkState) questionNamed(cands []string, m mention) []scoredField {
	si := sentenceOf(st.sents, m.start)
	if si == 0 {
		return nil
	}
	// The answer is the value alone, ending its sentence, after a few
	// words at most ("Per the log, Ada Rusk.").
	lo, hi := st.sentenceSpan(si)
	if strings.Trim(st.text[m.end:hi], " \t\r\n.!") != "" || len(tokenSpans(st.text[lo:m.start])) > 4 {
		return nil
	}
	qlo, qhi := st.sentenceSpan(si - 1)
	q := strings.TrimRight(st.text[qlo:qhi], " \t\r\n")
	if !strings.HasSuffix(q, "?") || strings.Contains(st.text[qlo:qhi], "\n\n") || st.values.overlaps(qlo, qhi) {
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
	if len(named) != 1 {
		return nil // a question naming several fields ("stable target?") asks of none clearly
	}
	return named
}

// whWordRe is a question's word for what it asks, opening it.
var whWordRe = regexp.MustCompile(`(?i)^\s*(?:[A-Za-z]+:\s*)?(?:who|what|which|when|where|whose)\b`)
