package verify

import (
	"regexp"
	"sort"
	"strings"
)

// nameMentions finds the plain-name keys (payments) mentioned in the text.
func (v *Verifier) nameMentions(text string) []nameMention {
	if v.byName.len() == 0 {
		return nil
	}
	var out []nameMention
	for _, m := range nameWordRe.FindAllStringIndex(text, -1) {
		if i, ok := v.byName.get(joinCodes(strings.ToLower(text[m[0]:m[1]])), v.records); ok {
			out = append(out, nameMention{m[0], m[1], v.normID(v.records[i].Key), false})
		}
	}
	return out
}

var nameWordRe = regexp.MustCompile(`[A-Za-z][A-Za-z0-9_-]*[A-Za-z0-9]`)

// sentenceEndRe ends a sentence: ".", "!" or "?" before white space, a
// blank line, or a line that starts a list item, heading or table row.
var sentenceEndRe = regexp.MustCompile(`[.!?;]+["')\]]*[ \t]+|[.!?]+["')\]]*\r?\n|\n[ \t]*\r?\n|\n[ \t]*(?:[-*+|#>]|\d+[.)])`)

// sentences returns the start offsets of the text's sentences.
func sentences(text string) []int {
	starts := []int{0}
	for _, m := range sentenceEndRe.FindAllStringIndex(text, -1) {
		if text[m[0]] == '.' && m[1]-m[0] <= 2 && (abbreviationBefore(text, m[0]) || shortenedBefore(text, m[0], m[1])) {
			continue // "Prof. Ada Byron", "25 Nov. 2019", "ext. 4417"
		}
		if closedQuoteGoesOn(text, m) {
			continue // "The owner of "Stop the line." is ...": a title's own stop
		}
		end := m[1]
		if text[m[1]-1] != ' ' && text[m[1]-1] != '\t' && text[m[1]-1] != '\n' {
			end = m[0] + 1 // a list marker or heading starts the next sentence
		}
		if end > starts[len(starts)-1] && end < len(text) {
			starts = append(starts, end)
		}
	}
	return starts
}

// closedQuoteGoesOn reports whether the sentence end m is a stop inside
// a closing quote or bracket with the sentence going on after it in
// lower case: the stop ends the title quoted, not the sentence.
func closedQuoteGoesOn(text string, m []int) bool {
	q := strings.IndexAny(text[m[0]:m[1]], `"')]`)
	if q < 0 {
		return false
	}
	rest := strings.TrimLeft(text[m[1]:], " \t")
	return rest != "" && rest[0] >= 'a' && rest[0] <= 'z' && !strings.Contains(text[m[0]:m[1]], "\n")
}

// abbreviations end with a "." that does not end a sentence: titles of
// people, "vs", "approx", "no", and the months.
var abbreviations = map[string]bool{
	"dr": true, "prof": true, "mr": true, "mrs": true, "ms": true, "mx": true, "st": true, "jr": true, "sr": true,
	"vs": true, "approx": true, "no": true, "nos": true, "fig": true, "ca": true, "cf": true,
	"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true, "aug": true, "sep": true,
	"sept": true, "oct": true, "nov": true, "dec": true,
}

// abbreviationBefore reports whether the word ending at the "." at dot is
// an abbreviation or an initial.
func abbreviationBefore(text string, dot int) bool {
	i := dot
	for i > 0 && (text[i-1] >= 'a' && text[i-1] <= 'z' || text[i-1] >= 'A' && text[i-1] <= 'Z') {
		i--
	}
	if i == dot || i > 0 && (text[i-1] >= '0' && text[i-1] <= '9' || text[i-1] == '.' || text[i-1] == '-') {
		return false
	}
	// An initial: "R. Okafor".
	if dot-i == 1 && text[i] >= 'A' && text[i] <= 'Z' && (i == 0 || text[i-1] == ' ' || text[i-1] == '(') &&
		dot+2 < len(text) && text[dot+1] == ' ' && text[dot+2] >= 'A' && text[dot+2] <= 'Z' {
		return true
	}
	return abbreviations[strings.ToLower(text[i:dot])]
}

// shortenedBefore reports whether the "." at dot ends a word shortened
// before a number (the stop ending at end): a lower-case word of two to
// five letters after a space or a label's mark, not after a number (a
// unit: "40 km. 12 more"), and a digit next: "ext. 4417", "est. 2018".
func shortenedBefore(text string, dot, end int) bool {
	i := dot
	for i > 0 && text[i-1] >= 'a' && text[i-1] <= 'z' {
		i--
	}
	if dot-i < 2 || dot-i > 5 || end >= len(text) || text[end] < '0' || text[end] > '9' || i == 0 {
		return false
	}
	if c := text[i-1]; c != ' ' && c != ':' && c != ',' && c != '(' {
		return false
	}
	before := strings.TrimRight(text[:i], " :,(")
	return before == "" || before[len(before)-1] < '0' || before[len(before)-1] > '9'
}

func sentenceOf(starts []int, pos int) int {
	return sort.Search(len(starts), func(i int) bool { return starts[i] > pos }) - 1
}

// valueSentence is the span [lo, hi) of the sentence of the value m, to
// the end of m at least: a value may span a break ("25 Nov. 2019").
func (st *checkState) valueSentence(m mention) (lo, hi int) {
	lo, hi = st.sentenceSpan(sentenceOf(st.sents, m.start))
	return lo, max(hi, m.end)
}

// sentenceSpan is the span [lo, hi) of sentence si of the text.
func (st *checkState) sentenceSpan(si int) (lo, hi int) {
	lo, hi = st.sents[si], len(st.text)
	if si+1 < len(st.sents) {
		hi = st.sents[si+1]
	}
	return lo, hi
}

func lineStarts(text string) []int {
	out := []int{0}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			out = append(out, i+1)
		}
	}
	return out
}

func lineOf(starts []int, pos int) int {
	return sort.Search(len(starts), func(i int) bool { return starts[i] > pos })
}
