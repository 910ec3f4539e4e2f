package verify

// Values a clause places in another time: an event's ("moved to X in
// v1.33") or a former one ("previously captained by X").

import "sort"

// timedAfter reports whether a date or a version follows the value in
// its clause: "moved to <value> in v1.33" tells of an event, not of the
// subject's value now.
func (st *checkState) timedAfter(m mention, hi int) bool {
	end := hi
	if loc := clauseSepRe.FindStringIndex(st.text[m.end:hi]); loc != nil {
		end = m.end + loc[0]
	}
	return st.times.overlaps(m.end, end)
}

// pastOnce are the verbs after which "once" says a former time.
var pastOnce = map[string]bool{"had": true, "was": true, "were": true, "belonged": true, "sat": true, "lived": true, "ran": true}

// formerWords say that a value was the subject's once, not now.
var formerWords = map[string]bool{"previously": true, "formerly": true, "former": true}

// formerValue reports whether the value's clause says it is a former
// one ("previously captained by", "no longer owned by").
func (st *checkState) formerValue(m mention, lo, hi int) bool {
	former := func(i int) bool {
		return formerWords[st.toks[i].low] || st.toks[i].low == "longer" && i > 0 && st.toks[i-1].low == "no" ||
			st.toks[i].low == "used" && i+1 < len(st.toks) && st.toks[i+1].low == "to" || // "used to be"
			st.toks[i].low == "once" && i+1 < len(st.toks) && pastOnce[st.toks[i+1].low] // "once had", not "once a month"
	}
	s0 := sort.Search(len(st.toks), func(i int) bool { return st.toks[i].start >= lo })
	any := false
	for i := s0; i < len(st.toks) && st.toks[i].end <= hi && !any; i++ {
		any = former(i)
	}
	if !any {
		return false // the common case: no such word in the sentence
	}
	l0, _, _, r1 := st.window(m, lo, hi)
	for i := l0; i < r1; i++ {
		if former(i) {
			return true
		}
	}
	return false
}
