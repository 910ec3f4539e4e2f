package verify

// compoundModifier reports whether token i opens a hyphenated compound
// written before a noun ("340 m of deep-water quay"): the compound tells
// what the noun is, so its first word names no field of a value before
// it (deep is no depth of the quay's 340 m).
func (st *checkState) compoundModifier(i int) bool {
	t := st.toks[i]
	if t.end+1 >= len(st.text) || st.text[t.end] != '-' || !isLetter(rune(st.text[t.end+1])) || i+2 >= len(st.toks) {
		return false
	}
	next, after := st.toks[i+1], st.toks[i+2]
	return next.start == t.end+1 && st.text[next.end:after.start] == " " && isLetter(rune(st.text[after.start]))
}
