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
// existing style" instructs though it names no actionable word.
func imperative(raw string) bool {
	words := strings.FieldsFunc(strings.TrimLeft(strings.TrimSpace(raw), "*_` "), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '-'
	})
	return len(words) >= 2 && imperatives[strings.ToLower(words[0])]
}
