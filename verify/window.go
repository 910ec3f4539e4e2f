package verify

// The clause a value stands in, and the window of words around it in
// which its field may be named.

import (
	"regexp"
	"sort"
	"strings"
)

// clauseSepRe splits a sentence into clauses: the words that name a
// value's field are in its own clause. ", which" does not end one: the
// field word may follow ("team-ledger, which owns it").
var (
	clauseSepRe = regexp.MustCompile(`(?i)[;]|,(?:\s+(?:and|but|while|whereas|then))?|\s(?:and|but|while|whereas|then|whilst)\s|\s[-–—]\s`)
	// relativeAfter continues a clause past a comma: a relative clause or
	// an apposition ("Dana, the lead of X, ...").
	relativeAfter = regexp.MustCompile(`(?i)^\s*(?:which|that|who|whose|the|our|their|its|an?|one\s+of)\b`)
)

// opener reports whether text[lo:e] is a phrase of one or two words that
// opens its sentence before a comma ("Off-peak, X runs every 20
// minutes"): it qualifies the clause after it, and its words may name the
// field of a value there. A phrase holding a value ("In 2023,") is not.
func (st *checkState) opener(lo, e int) bool {
	if st.text[e] != ',' || st.values.overlaps(lo, e) || st.subjSpans.overlaps(lo, e) {
		return false
	}
	n := 0
	for _, f := range strings.FieldsFunc(st.text[lo:e], func(r rune) bool { return r == ' ' || r == '\t' }) {
		if nameForm(f) != "" {
			n++
		}
	}
	return n >= 1 && n <= 2
}

// window returns the token ranges of a value's clause before it [l0, l1)
// and after it [r0, r1).
func (st *checkState) window(m mention, lo, hi int) (l0, l1, r0, r1 int) {
	l0, l1, r0, r1, _ = st.windowRel(m, lo, hi)
	return l0, l1, r0, r1
}

// windowRel is window, and the first token of a relative clause or an
// apposition the clause after the value runs into (r1 when none). Once
// the values of the text are known it is found once a value (st.windows).
func (st *checkState) windowRel(m mention, lo, hi int) (l0, l1, r0, r1, rel int) {
	if st.windows == nil {
		return st.clauseWindow(m, lo, hi)
	}
	key := [4]int{m.start, m.end, lo, hi}
	w, ok := st.windows[key]
	if !ok {
		w[0], w[1], w[2], w[3], w[4] = st.clauseWindow(m, lo, hi)
		st.windows[key] = w
	}
	return w[0], w[1], w[2], w[3], w[4]
}

// clauseSeps returns clauseSepRe.FindAllStringIndex(st.text[lo:end], -1)
// from the separators of the span [lo, hi) (a sentence), found once a
// span once the values are known (see prefixMatches).
func (st *checkState) clauseSeps(lo, end, hi int) [][]int {
	if st.seps == nil || end > hi {
		return clauseSepRe.FindAllStringIndex(st.text[lo:end], -1)
	}
	key := [2]int{lo, hi}
	all, ok := st.seps[key]
	if !ok {
		all = clauseSepRe.FindAllStringIndex(st.text[lo:hi], -1)
		st.seps[key] = all
	}
	return prefixMatches(clauseSepRe, st.text[lo:hi], all, end-lo)
}

// clauseWindow computes windowRel.
func (st *checkState) clauseWindow(m mention, lo, hi int) (l0, l1, r0, r1, rel int) {
	text := st.text
	left := lo
	ms := st.clauseSeps(lo, m.start, hi)
	for k := len(ms) - 1; k >= 0; k-- {
		// " - " inside a title splits nothing, nor the comma of a date
		// ("on Tuesday, 3 March 2026").
		if !st.subjSpans.overlaps(lo+ms[k][0], lo+ms[k][1]) && !weekdays[strings.ToLower(lastWord(text[:lo+ms[k][0]]))] &&
			!nameJoin(text, lo+ms[k][0], lo+ms[k][1]) && (k != 0 || !st.opener(lo, lo+ms[k][0])) &&
			(text[lo+ms[k][0]:lo+ms[k][1]] != "," || !timeAdjunctRe.MatchString(text[lo+ms[k][1]:m.start]) && !endingAfterComma(text, lo+ms[k][1], m, hi)) {
			left = lo + ms[k][1]
			break
		}
	}
	right, relAt := hi, -1
	pos := m.end
	for {
		loc := clauseSepRe.FindStringIndex(text[pos:hi])
		if loc == nil {
			break
		}
		if strings.HasPrefix(text[pos+loc[0]:], ",") && relativeAfter.MatchString(text[pos+loc[1]:hi]) ||
			st.subjSpans.overlaps(pos+loc[0], pos+loc[1]) || nameJoin(text, pos+loc[0], pos+loc[1]) {
			if relAt < 0 && strings.HasPrefix(text[pos+loc[0]:], ",") && !st.subjSpans.overlaps(pos+loc[0], pos+loc[1]) {
				relAt = pos + loc[1]
			}
			pos += loc[1]
			continue
		}
		right = pos + loc[0]
		break
	}
	right = st.asideEnd(m.end, right)
	idx := func(off int) int {
		return sort.Search(len(st.toks), func(i int) bool { return st.toks[i].start >= off })
	}
	l0, l1 = idx(left), idx(m.start)
	r0 = idx(m.end)
	r1 = max(sort.Search(len(st.toks), func(i int) bool { return st.toks[i].end > right }), r0)
	rel = r1
	if relAt >= 0 {
		rel = min(max(idx(relAt), r0), r1)
	}
	return l0, l1, r0, r1, rel
}

// asideEnd ends the clause after a value at a parenthesis opening after it
// that holds a value of its own after words of the aside: in "rollout on
// 2026-09-01 (pilot was 2025-03-01)" the aside's words tell of its own
// value, not of the one before it.
func (st *checkState) asideEnd(end, right int) int {
	open := strings.IndexByte(st.text[end:right], '(')
	if open < 0 {
		return right
	}
	open += end
	closing := strings.IndexByte(st.text[open:right], ')')
	if closing < 0 {
		closing = right
	} else {
		closing += open
	}
	for _, x := range st.values {
		// The value is stated of words written before it in the aside: a
		// value alone in it ("new on 2025-03-01 (pilot)") is a note on the first.
		if x[0] > open+1 && x[1] <= closing && strings.TrimSpace(st.text[open+1:x[0]]) != "" {
			return open
		}
	}
	return right
}

// endingAfterComma reports whether the value m is written alone after a
// comma ending at c and ends its sentence (hi): an afterthought of the
// clause before it ("reached build, 2026-05-01."), which names its field.
func endingAfterComma(text string, c int, m mention, hi int) bool {
	return strings.TrimSpace(text[c:m.start]) == "" && strings.Trim(text[m.end:hi], " .!?;)\"'\n") == ""
}
