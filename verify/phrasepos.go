package verify

// Where the words of a field's phrase stand in the checked text: a phrase
// at a word, its length with a verb's object between its words ("draws
// raw water from"), and the verb of an agent noun ("visitors": visit).

import (
	"slices"
	"strings"
	"unicode"
)

// phraseAt reports whether the phrase p of the field words fw is written
// from the word w on, within its side of the value (l1 and r1 bound the
// left and the right side), and is not made of the field's own words.
func (st *checkState) phraseAt(fw *fieldWords, p weighted, w word, l1, r1 int) bool {
	end := l1
	if w.right {
		end = r1
	}
	if p.after && !w.right || !st.phraseIn(w.i, p.stems, end) {
		return false
	}
	return slices.ContainsFunc(p.stems, func(x string) bool { return !fw.strong[x] })
}

// phraseLen returns how many tokens from token i (before end) the words
// of a phrase take: its words in a row, or a verb and its preposition
// with the verb's object of one or two plain words in lower case between
// them ("draws raw water from", "posts updates in"); 0 when they are not
// there.
func (st *checkState) phraseLen(i int, ss []string, end int) int {
	if i+len(ss) <= end && stemsAt(st.toks, i, ss) {
		return len(ss)
	}
	return st.objectGap(i, ss, end)
}

// phraseIn reports whether phraseLen is not 0, the common case (the words
// in a row) first.
func (st *checkState) phraseIn(i int, ss []string, end int) bool {
	return i+len(ss) <= end && stemsAt(st.toks, i, ss) || len(ss) == 2 && particles[ss[1]] && st.objectGap(i, ss, end) > 0
}

// objectGap is phraseLen of a verb and its preposition with an object
// between them.
func (st *checkState) objectGap(i int, ss []string, end int) int {
	if len(ss) != 2 || !particles[ss[1]] || i+2 >= end || st.toks[i].stem != ss[0] {
		return 0
	}
	for k := i + 1; k < min(i+3, end-1); k++ {
		t := st.toks[k]
		if st.text[t.start:t.end] != t.low || functionWords[t.low] && !articles[t.low] && !possessives[t.low] || negations[t.low] || particles[t.stem] ||
			st.values.overlaps(t.start, t.end) || st.subjSpans.overlaps(t.start, t.end) || strings.ContainsFunc(t.low, unicode.IsDigit) {
			return 0
		}
		if st.toks[k+1].stem == ss[1] {
			return k + 2 - i
		}
	}
	return 0
}

// possessives may open the object of a verb: "draws its stock from".
var possessives = map[string]bool{"its": true, "their": true, "our": true, "his": true, "her": true, "your": true, "my": true}

// particles are the prepositions that end a verb's phrase, which an
// object may come before: "draws <object> from".
var particles = map[string]bool{"from": true, "to": true, "in": true, "into": true, "on": true, "at": true, "by": true, "with": true, "after": true, "under": true, "for": true}

func stemsAt(toks []token, i int, ss []string) bool {
	for j, s := range ss {
		if toks[i+j].stem != s {
			return false
		}
	}
	return true
}

// agentBase is the stem of the verb of an agent noun of the text
// ("visitors": visit), "" when the word is none.
func agentBase(low string) string {
	if len(low) < 6 || !strings.HasSuffix(low, "er") && !strings.HasSuffix(low, "or") && !strings.HasSuffix(low, "ers") && !strings.HasSuffix(low, "ors") {
		return ""
	}
	low = strings.TrimSuffix(low, "s")
	for _, suf := range []string{"er", "or"} {
		if b, ok := strings.CutSuffix(low, suf); ok && len(b) >= 4 {
			return stem(b)
		}
	}
	return ""
}

// agentStem is agentBase of token i, computed once per text.
func (st *checkState) agentStem(i int) string {
	if st.agents == nil {
		st.agents = make([]string, len(st.toks))
		for k, t := range st.toks {
			st.agents[k] = agentBase(t.low)
		}
	}
	return st.agents[i]
}
