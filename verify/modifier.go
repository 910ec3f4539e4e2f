package verify

import (
	"slices"
	"strings"
)

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

// maxCountedWords is how many words after a number its counted noun
// phrase may take ("108 donor slots", "76 appointment slots").
const maxCountedWords = 3

// countedNoun reports whether token i ends the noun phrase a plain number
// counts, written right after it: content words only, spaces between
// them ("108 donor slots for 13 May"). The phrase's last word is the
// number's even when another value follows nearer it than the number
// is, past a function word.
func (st *checkState) countedNoun(m mention, r0, i int) bool {
	if m.kind != KindNumber || m.unit != "" || i <= r0 || i-r0 >= maxCountedWords || r0 >= len(st.toks) {
		return false
	}
	prev := m.end
	for k := r0; k <= i; k++ {
		t := st.toks[k]
		if strings.TrimLeft(st.text[prev:t.start], " ") != "" || !st.contentWord(k) || st.text[t.start:t.end] != t.low {
			return false
		}
		prev = t.end
	}
	return true
}

// plainTied is the index in tied of the one field whose name ends in no
// unit when m is a number written without one, -1 when none or several:
// a number written without a unit is no measure in one ("12800 seeds" is
// seed_count's, not seed_mass_g's), whatever the sizes of their values.
func plainTied(tied []string, m mention) int {
	if m.unit != "" || len(tied) < 2 {
		return -1
	}
	if plain := slices.DeleteFunc(slices.Clone(tied), func(n string) bool { return countedIn(n) != "" }); len(plain) == 1 {
		return slices.Index(tied, plain[0])
	}
	return -1
}
