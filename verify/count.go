package verify

// countedOther returns the noun the plain number m counts when that is a
// thing its field n is not ("" otherwise): the noun written right after it ("12 mooring rings")
// holds no word of n's name, no such word stands before the number in
// its clause (a record's name aside), and one stands after the noun ("... for boats" of
// boats_per_day), where it tells of the noun, not of the count.
func (st *checkState) countedOther(n string, m mention, lo, hi int) string {
	fw := st.v.fwords[n]
	if fw == nil || m.kind != KindNumber || m.unit != "" || m.period {
		return ""
	}
	l0, l1, r0, r1 := st.window(m, lo, hi)
	if r0 >= r1 || st.toks[r0].start != m.end+1 || st.text[m.end] != ' ' {
		return ""
	}
	// The noun: up to four words in a row ("duty/standby pumps"), no
	// function word among them.
	j := r0
	for j < r1 && j-r0 < 4 && isLetters(st.toks[j].low) && !functionWords[st.toks[j].low] &&
		(j == r0 || nounGap[st.text[st.toks[j-1].end:st.toks[j].start]]) {
		if fw.strong[st.toks[j].stem] {
			return ""
		}
		j++
	}
	if j == r0 {
		return ""
	}
	for k := l0; k < l1; k++ {
		if fw.strong[st.toks[k].stem] && !st.subjSpans.overlaps(st.toks[k].start, st.toks[k].end) {
			return ""
		}
	}
	for k := j; k < r1; k++ {
		if fw.strong[st.toks[k].stem] {
			return st.text[st.toks[r0].start:st.toks[j-1].end]
		}
	}
	return ""
}

// nounGap are what may stand between the words of one noun.
var nounGap = map[string]bool{" ": true, "/": true, "-": true, " / ": true}

// isLetters reports whether w is made of ASCII letters only.
func isLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isLetter(rune(w[i])) {
			return false
		}
	}
	return w != ""
}
