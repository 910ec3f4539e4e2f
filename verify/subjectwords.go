package verify

import (
	"iter"
	"strings"
)

// subjectByWords is the record a default subject that names none exactly
// calls by some words of its name or title, in their order: a person by
// the family name ("Kovrath" of Liesendra Kovrath), a place by its own
// word without its kind ("Kestrelholm" of Kestrelholm Jetty), a title by
// its leading words ("Salt and Silver" of "Salt and Silver: Coastal
// Crafts"). The words other than function words must be words of one
// record's names only, one of them a word of no field's name, written as
// a word of four letters or more; "" when no record or several are so
// called. A subject is given by whoever runs the check, so a near form
// of a name is as good as the name when it calls one record only.
func (v *Verifier) subjectByWords(s string) string {
	var ws []string
	distinct := false
	for _, w := range nameWords(s) {
		if stopValues[w] || weakWords[w] {
			continue
		}
		ws = append(ws, w)
		if len(w) >= minShortWord && !allDigits(w) && !v.fieldStems[stem(w)] {
			distinct = true
		}
	}
	if len(ws) == 0 || !distinct {
		return ""
	}
	found := ""
	for _, e := range v.names {
		if e.path || !inOrder(e.wordSeq(), ws) || e.subject == found {
			continue
		}
		if found != "" {
			return "" // the words call two records
		}
		found = e.subject
	}
	return found
}

// inOrder reports whether every word of ws is a word of name, in order.
func inOrder(name iter.Seq[string], ws []string) bool {
	i := 0
	for w := range name {
		if i < len(ws) && strings.EqualFold(w, ws[i]) {
			i++
		}
	}
	return i == len(ws)
}
