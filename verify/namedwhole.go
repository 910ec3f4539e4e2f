package verify

import (
	"slices"
	"strings"
)

// wholeOfTie breaks a tie of the fields named for the number m by the
// field named whole (see namedWhole); named unchanged when none.
func (v *Verifier) wholeOfTie(named []scoredField, val string, m mention) []scoredField {
	// Of a number, a field named by every word of its own name beats
	// fields named by some of theirs: "24 beds" is of beds, not
	// winter_room_beds. A phrase stands for one word (the lexicon's
	// "sleeps 64" of a name of one word). Not when another of them holds
	// the value ("X navigates Y" of Y's chief navigator, who is another
	// record's navigator).
	whole := -1
	for i, n := range named {
		if n.score != named[0].score || n.dist != named[0].dist {
			break
		}
		if v.namedWhole(n) {
			if whole >= 0 {
				return named
			}
			whole = i
		}
	}
	if whole < 0 || m.kind != KindNumber {
		return named
	}
	for i, n := range named {
		if n.score != named[0].score || n.dist != named[0].dist {
			break
		}
		if i != whole && v.domains[n.field].holds(val) {
			return named
		}
	}
	return named[whole : whole+1]
}

// namedWhole reports whether the words naming n are every word of its
// own name, or a phrase naming a field whose own name is one word.
func (v *Verifier) namedWhole(n scoredField) bool {
	fw := v.fwords[n.field]
	if fw == nil || len(fw.leaf) == 0 {
		return false
	}
	if len(n.own) == 0 {
		return n.phraseAt >= 0 && len(fw.leaf) == 1
	}
	return !slices.ContainsFunc(fw.leaf, func(s string) bool { return !slices.Contains(n.own, s) })
}

// agentVerbs returns the stems of the verbs of the agent nouns of a
// field's own name (lead of leader).
func agentVerbs(leafName string) map[string]bool {
	verbs := map[string]bool{}
	for _, w := range words(leafName) {
		w = singularAgent(w)
		if strings.HasSuffix(w, "er") && len(w) > 5 {
			verbs[stem(w[:len(w)-2])] = true
		}
	}
	return verbs
}
