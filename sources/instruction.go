package sources

import (
	_ "embed"
	"strings"
	"unicode"
)

//go:embed imperatives.txt
var imperativesText string

// imperatives are the verbs whose base form opens an instruction ("Add
// copyright headers …", "Place component styles …"): general English, one
// a line in imperatives.txt.
var imperatives = func() map[string]bool {
	m := map[string]bool{}
	for _, l := range strings.Split(imperativesText, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			m[strings.ToLower(l)] = true
		}
	}
	return m
}()

// imperative reports whether a list item opens with a verb of imperatives,
// after its emphasis and code marks, and says more than that one word: a
// rule file's "Add copyright headers to all new Go files:" or "Match
// existing style" instructs though it names no actionable word. The verb
// may follow one adverb of leadingAdverbs ("Only add one index per
// migration file", "Please run …") or a leading clause that
// clauseOpeners open and a comma closes ("When indexing a new column,
// split it into two migrations", "After generating a migration, remove
// …"): the clause says when, the verb what.
func imperative(raw string) bool {
	s := strings.TrimLeft(strings.TrimSpace(raw), "*_` ")
	words := instructionWords(s)
	if opensWithVerb(words) {
		return true
	}
	if len(words) == 0 || !clauseOpeners[strings.ToLower(words[0])] {
		return false
	}
	// The verb after the clause: the first of its commas (a clause may
	// list things, "When adding tables, columns, or indexes, run …")
	// followed by one, within the clause's length.
	for i, n := 0, 0; n < maxClauseCommas; n++ {
		j := strings.IndexByte(s[i:], ',')
		if j < 0 || i+j > maxClauseBytes {
			return false
		}
		i += j + 1
		if opensWithVerb(instructionWords(s[i:])) {
			return true
		}
	}
	return false
}

// instructionWords splits s into words: letters and digits, with
// apostrophes and hyphens inside them.
func instructionWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '-'
	})
}

// opensWithVerb reports whether words open with a verb of imperatives,
// after at most one of leadingAdverbs, and go on past it.
func opensWithVerb(words []string) bool {
	if len(words) > 2 && leadingAdverbs[strings.ToLower(words[0])] {
		words = words[1:]
	}
	return len(words) >= 2 && imperatives[strings.ToLower(words[0])]
}

const (
	// maxClauseCommas and maxClauseBytes bound the leading clause an
	// instruction's verb may follow: its first three commas, within 160
	// bytes of the item's start.
	maxClauseCommas = 3
	maxClauseBytes  = 160
)

// clauseOpeners are the words that open a clause of time, condition or
// purpose before an instruction's verb ("When …, split", "If in doubt,
// ask", "To add a page, create …", "For new code, prefer …"): general
// English.
var clauseOpeners = map[string]bool{
	"when": true, "whenever": true, "after": true, "before": true, "if": true, "once": true,
	"unless": true, "while": true, "until": true, "where": true, "wherever": true, "during": true,
	"for": true, "in": true, "on": true, "to": true, "as": true, "since": true, "because": true,
	"otherwise": true, "first": true, "then": true, "finally": true, "also": true, "instead": true,
}

// leadingAdverbs are the adverbs an instruction's verb may follow ("Only
// add …", "Please run …", "Then update …"): general English.
var leadingAdverbs = map[string]bool{
	"only": true, "also": true, "please": true, "just": true, "then": true, "first": true,
	"finally": true, "instead": true, "additionally": true, "preferably": true,
}
