package verify

import (
	"regexp"
	"slices"
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

// classWordRe is a word written with hyphens between a copula and an
// article and a noun: "X is a how-to page".
var classWordRe = regexp.MustCompile(`(?i)\b(?:is|was)\s+(?:still\s+)?(?:a|an)\s+([a-z]{2,}(?:-[a-z]{2,})+)\s+([a-z]+)\b`)

// classifiedAs are the stems of the lexicon's phrase naming the field
// that classifies a record (its group: category, kind, type).
var classifiedAs = []string{stem("classified"), stem("as")}

// classWords finds the classifiers no record holds, written with hyphens
// before a noun of the subject's kind ("X is a how-to page"): a value of
// the one field of the subject's records named by the lexicon's group of
// classifying ("classified as": a page's type), which a known value
// written so states too ("is a learn page", see classifies). A word some
// field holds is left to the known values.
func (st *checkState) classWords(claimed spanSet) []mention {
	v, text := st.v, st.text
	if !strings.Contains(text, "-") {
		return nil
	}
	var out []mention
	for _, loc := range classWordRe.FindAllStringSubmatchIndex(text, -1) {
		s, e := loc[2], loc[3]
		word, noun := text[s:e], strings.ToLower(text[loc[4]:loc[5]])
		if claimed.overlaps(s, e) || v.anyDomainHolds(v.rules.valueKey(word)) {
			continue
		}
		subj, _, _ := st.subjectAt(s)
		if subj == "" || !v.rules.nouns[noun] && !docNouns[noun] && !v.selfNoun(subj, noun) {
			continue
		}
		recs := v.lookup(subj)
		parts := strings.Split(strings.ToLower(word), "-")
		if f := v.classField(recs); f != "" && v.domains[f].fits(word) && !v.fwords[f].strong[stem(parts[len(parts)-1])] { // ("a learn-type page": the known value's)
			out = append(out, mention{start: s, end: e, kind: KindString, value: v.rules.valueKey(word), field: f})
		}
	}
	return out
}

// classField is the one own field of the records recs named by the
// lexicon's phrase of classifying, "" when none or several are.
func (v *Verifier) classField(recs []*indexed) string {
	if len(recs) == 0 {
		return ""
	}
	found := ""
	for n := range recs[0].norm {
		fw := v.fwords[n]
		if strings.Contains(recs[0].norm[n], ".") || fw == nil ||
			!slices.ContainsFunc(fw.phrases, func(p weighted) bool { return slices.Equal(p.stems, classifiedAs) }) {
			continue
		}
		if found != "" {
			return ""
		}
		found = n
	}
	return found
}
