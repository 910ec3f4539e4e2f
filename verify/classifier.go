package verify

import (
	"regexp"
	"strings"
)

// classifierBeforeRe ends in a copula and an indefinite article right
// before a value: "X is a ", "Y was an ".
var classifierBeforeRe = regexp.MustCompile(`(?i)\b(?:is|was|are|were)\s+(?:still\s+)?(?:a|an)\s+$`)

// classifierNounRe is the word right after a value.
var classifierNounRe = regexp.MustCompile(`^[\s-]+([A-Za-z]+)\b`)

// classifies reports whether the value m is written as a classifier of the
// subject: after a copula and "a", before a noun of the subject's kind ("X
// is a team-harbour proposal", "Y is a river-trust reservoir"). A thing is
// classified by its one value of a kind (its owner, its type), not by one
// of a list it belongs to (a participant): see domainField.
func (st *checkState) classifies(m mention, subj string) bool {
	text := st.text
	if !classifierBeforeRe.MatchString(text[max(0, m.start-24):m.start]) {
		return false
	}
	loc := classifierNounRe.FindStringSubmatchIndex(text[m.end:])
	if loc == nil {
		return false
	}
	w := strings.ToLower(text[m.end+loc[2] : m.end+loc[3]])
	return st.v.rules.nouns[w] || st.v.selfNoun(subj, w)
}
