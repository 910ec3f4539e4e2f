package verify

// roleModifiers are the English words that, written before the words of a
// field of people ("deputy safety officer", "acting head"), name another
// role than the field's: a deputy officer is not the officer.
var roleModifiers = map[string]bool{
	"deputy": true, "assistant": true, "vice": true, "acting": true, "interim": true, "associate": true,
}

// roleModifier is the role modifier (roleModifiers) written right before
// the run of words of its name that names field n, "" when none or when
// the modifier is a word of a field's name (assistant_manager, a deputy
// field some record holds).
func (st *checkState) roleModifier(n scoredField) string {
	i := n.phraseAt
	if i < 0 {
		i = n.ownAt
	}
	fw := st.v.fwords[n.field]
	if i <= 0 || i >= len(st.toks) || fw == nil {
		return ""
	}
	for i > 0 && fw.hasStem(st.toks[i-1].stem) {
		i--
	}
	if i == 0 || st.toks[i-1].end > st.toks[i].start {
		return ""
	}
	// A modifier that is a word of some field's name (a deputy field)
	// names that field: the fields' own words decide.
	if w := st.toks[i-1].low; roleModifiers[w] && !st.v.fieldStems[st.toks[i-1].stem] && st.text[st.toks[i-1].end:st.toks[i].start] == " " {
		return w
	}
	return ""
}
