package verify

import "strings"

// shortenedFieldWords gives a word written shortened with a stop ("est."
// of established, "qty." of quantity) the stem of the one word of a
// field's name it begins, so that it names that field: a lower-case word
// of three to five letters, no field word itself, followed by "." and a
// number, as shortenedBefore reads it. A beginning two field words share
// names neither.
func (v *Verifier) shortenedFieldWords(text string, toks []token) {
	for i := range toks {
		t := &toks[i]
		if n := len(t.low); n < 3 || n > 5 || t.end+2 >= len(text) || text[t.end] != '.' || text[t.end+1] != ' ' || text[t.end+2] < '0' || text[t.end+2] > '9' ||
			text[t.start:t.end] != t.low || v.fieldStems[t.stem] || functionWords[t.low] || stopValues[t.low] {
			continue
		}
		full := ""
		for s := range v.fieldStems {
			if len(s) > len(t.low) && strings.HasPrefix(s, t.low) {
				if full != "" {
					full = ""
					break
				}
				full = s
			}
		}
		if full != "" {
			t.stem = full
		}
	}
}
