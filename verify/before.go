package verify

// Values written before the word of their field: "the ops-south team",
// "lists X as a related repo", "the Incident management section".

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// beforeFieldRe is an article or possessive before a value written before
// its field word: "the ops-south team".
var (
	beforeFieldRe = regexp.MustCompile(`(?i)\b(?:the|a|an|its|their|our)\s+$`)
	prepBeforeRe  = regexp.MustCompile(`(?i)\b(?:by|with)\s+$`)
	clauseEndRe   = regexp.MustCompile(`^\s*(?:[.,;:!?)]|$)`)
)

// valueBefore reads an identifier written between an article and a
// field word that ends its clause ("is looked after by the ops-south
// team."): the identifier is the field's value.
func (v *Verifier) valueBefore(text string, words [][]int, i, end int, field string, recs []*indexed, claimed, subjects spanSet) (mention, bool) {
	if i == 0 || !clauseEndRe.MatchString(text[end:]) {
		return mention{}, false
	}
	// "lists X as a related repo", "has X as one of its reviewing
	// teams": the value stands before "as" and its article.
	asRole := false
	if k := asRoleStart(text, words, i); k > 0 {
		i, asRole = k, true
	}
	s, e := words[i-1][0], words[i-1][1]
	// The identifier may span several words joined by "-" or "_".
	for k := i - 2; k >= 0 && words[k][1]+1 == s && strings.ContainsAny(text[words[k][1]:s], "-_"); k-- {
		s = words[k][0]
	}
	if asRole && negatedRe.MatchString(text[max(0, s-24):s]) {
		return mention{}, false // "doesn't list X as a related repo"
	}
	tok := text[s:e]
	if !asRole && !unicode.IsUpper(rune(tok[0])) && !identifierRe.MatchString(tok) {
		if run := nameRunBefore(text, words, i); run > 0 {
			s, tok = run, text[run:e] // "the Incident management section"
		}
	}
	// "powered by PT6C-67A engines": a code of the shape of the field's
	// values may follow a preposition.
	before := text[max(0, s-16):s] // (the regexps end at s: the words right before are enough)
	coded := prepBeforeRe.MatchString(before) && identifierRe.MatchString(tok) && v.codeOfShape(field, tok)
	if e+1 != words[i][0] || text[e] != ' ' || !beforeFieldRe.MatchString(before) && !asRole && !coded || claimed.overlaps(s, e) || subjects.overlaps(s, e) {
		return mention{}, false
	}
	r, name := findField(recs, field)
	// A capitalised word is a name ("sits in the Accounts section"); a
	// plain one no value ("the big team").
	proper := unicode.IsUpper(rune(tok[0])) && !identifierRe.MatchString(tok) && strings.ToUpper(tok) != tok
	several := strings.Contains(tok, " ") // a name of several words is read whole
	// (a field of names in capitals, "Tropical Belt", takes one: "the
	// Desert section")
	fits := v.domains[field].fits(tok) || proper && v.domains[field] != nil && v.domains[field].classes[classCamel] > 0
	// A code of one or two letters some record's field holds is its value
	// too ("has a Y filter"): no word of a text is that short.
	short := len(tok) < 3 && v.domains[field] != nil && v.domains[field].values[v.rules.valueKey(tok)] > 0
	// A plain word is a value set in a role ("lists frontend as a related
	// repo"), as no plain word before a field's name is ("the big team").
	if r == nil || !identifierRe.MatchString(tok) && !proper && !short && !asRole || !sameSigil(tok, r.field(name)) || !fits && !short {
		return mention{}, false
	}
	value := strings.ToLower(tok)
	if proper && !several {
		// "the Desert section" is the section Desert Row; of a list, the
		// word stands for the one item it is a word of, and an item it
		// is stands for itself ("a Ks filter" of J, H, Ks).
		value = itemOfWord(r.field(name), value)
	}
	return mention{start: s, end: e, kind: KindString, value: value, field: field}, true
}

// nameRunBefore returns the start of a name of two to four words ending
// right before the field word at word i, opening with a capital after an
// article and going on in lower-case words ("the Incident management
// section"), 0 when there is none.
func nameRunBefore(text string, words [][]int, i int) int {
	for k := i - 2; k >= 0 && k >= i-4; k-- {
		if text[words[k][1]:words[k+1][0]] != " " {
			return 0
		}
		w := text[words[k][0]:words[k][1]]
		if unicode.IsUpper(rune(w[0])) {
			if strings.ToUpper(w) != w && beforeFieldRe.MatchString(text[max(0, words[k][0]-16):words[k][0]]) {
				return words[k][0]
			}
			return 0
		}
		if functionWords[w] || !plainWordRe.MatchString(w) {
			return 0
		}
	}
	return 0
}

// roleArticles may stand between "as" and the field words of a role: "as
// a", "as one of its".
var roleArticles = map[string]bool{"a": true, "an": true, "the": true, "its": true, "their": true, "one": true, "of": true}

// asRoleStart returns the index of the word "as" opening the role the
// field phrase at word i names ("X as a related repo"), 0 when the phrase
// follows no "as".
func asRoleStart(text string, words [][]int, i int) int {
	k := i - 1
	for n := 0; k > 0 && n < 3 && roleArticles[strings.ToLower(text[words[k][0]:words[k][1]])]; n++ {
		k--
	}
	if k <= 0 || !strings.EqualFold(text[words[k][0]:words[k][1]], "as") {
		return 0
	}
	for j := k; j < i; j++ {
		if text[words[j][1]:words[j+1][0]] != " " {
			return 0
		}
	}
	return k
}

// itemOfWord is the item of the value sot that the word w (in lower case)
// stands for: an item w is, else the only item w is a word of, else w.
func itemOfWord(sot, w string) string {
	items := listItems(sot)
	var of []string
	for _, it := range items {
		low := strings.ToLower(strings.TrimSpace(it))
		if low == w {
			return w
		}
		if slices.Contains(nameWords(low), w) {
			of = append(of, low)
		}
	}
	if len(of) == 1 {
		return of[0]
	}
	return w
}
