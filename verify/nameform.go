package verify

import (
	"regexp"
	"strings"
	"unicode"
)

// A person's or a thing's proper name: two to four words, each opening
// with a capital letter and holding no digit ("Ysolde Practt").
const (
	minProperWords = 2
	maxProperWords = 4
)

// properForm reports whether s as written is a proper name of
// minProperWords to maxProperWords capitalised words without digits.
func properForm(s string) bool {
	ws := strings.Fields(s)
	if len(ws) < minProperWords || len(ws) > maxProperWords || strings.ContainsFunc(s, unicode.IsDigit) {
		return false
	}
	for _, w := range ws {
		if r := []rune(w)[0]; !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// labelledGapRe is what may stand between the word of a field's own name
// and the value it labels: nothing, a colon or dash, a copula, or "field
// should read" ("curator: X", "registrar X", "curator field should read
// X"); or the subject the label is of, then a colon ("Registrar for the
// Y: X").
var labelledGapRe = regexp.MustCompile(`(?i)^(?:[ \t]+field)?(?:[ \t]*[:=]|[ \t]+[-–—]|[ \t]+(?:is|was|should (?:read|be)|reads))?[ \t]*$|^[ \t]+(?:for|of)[ \t]+[^:;.!?]{1,60}:[ \t]*$`)

// setInRole reports whether the text sets the value m in the role of the
// named field n: right after it as one of n's ("lists X as a related
// repo": see inRole), or labelled by every word of n's own name when n
// holds proper names like it ("Curator: Ottilie Brayshaw", though
// Ottilie Brayshaw is the record's registrar).
func (st *checkState) setInRole(m mention, n scoredField) bool {
	return st.inRole(m, n.field) ||
		(st.wordsNamed == n.field && st.labels(n, m) || st.phraseLabels(n, m)) && st.v.namesLikeValue(n.field, st.text[m.start:m.end])
}

// phraseLabels reports whether a phrase of the lexicon naming n alone
// ends right before the value ("is led by X").
func (st *checkState) phraseLabels(n scoredField, m mention) bool {
	return n.score < weightOwn && n.phraseEnd >= 0 && n.phraseEnd < len(st.toks) && st.toks[n.phraseEnd].start == m.start
}

// labels reports whether the word of n's own name nearest the value is
// right before it as its label (see labelledGapRe), or before it in
// apposition between commas.
func (st *checkState) labels(n scoredField, m mention) bool {
	if n.ownAt < 0 || n.ownAt >= len(st.toks) || st.toks[n.ownAt].end > m.start {
		return false
	}
	gap := st.text[st.toks[n.ownAt].end:m.start]
	// In apposition, between commas: "X's leader, Sabine Haidegger, signed".
	return labelledGapRe.MatchString(gap) || strings.TrimSpace(gap) == "," && strings.HasPrefix(st.text[m.end:], ",")
}

// namesLikeValue reports whether field n, named by every word of its own
// name, holds values of the form of the proper name val: all of its
// values (at least two) are proper names of as many words give or take
// one (a double-barrelled one among them too). "Curator: Ottilie Brayshaw" claims the curator is that person,
// though the record holds her as its registrar: the words name a field of
// people, and the value is a person, so the value is claimed as the named
// field's, not proposed as the other field's it is ("check the gateway
// logs" names no reviewer: a plain word is no proper name).
func (v *Verifier) namesLikeValue(n, val string) bool {
	d := v.domains[n]
	// A double-barrelled name (Fankhauser-Prem) is written with a
	// separator; the most of them are written in capitals alone.
	if d == nil || !properForm(val) || len(d.values) < 2 || d.classes[classCamel]+d.classes[classIdent] != d.items() || d.classes[classCamel]*2 <= d.items() {
		return false
	}
	want := len(strings.Fields(val))
	for k := range d.values {
		if c := len(strings.Fields(k)); c < want-1 || c > want+1 || c < minProperWords || strings.ContainsFunc(k, unicode.IsDigit) {
			return false
		}
	}
	return true
}
