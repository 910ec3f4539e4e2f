package verify

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// minShortWord is the least length of the first word of a short name.
const minShortWord = 4

// indexShortNames adds to v.names the short forms of the records' names:
// a place or thing named by several words is also called by its leading
// ones ("Glimmerford" of "Glimmerford Intake Pumping Station", "Stobbery
// Lane" of "Stobbery Lane Treatment Works"). A short form is kept when its
// words are capitalised where the name is written, its first word is a
// word of no other record's name, title or path and of no field's name,
// and the form is no record's full name and no known value; a form two
// records' names share names neither. Titles are not shortened (the first
// words of a document's title are no name of it), and a short form is
// found in a text only capitalised. It runs after the names (finishNames)
// and the domains are learned.
func (v *Verifier) indexShortNames() {
	owner := map[string]string{} // a word of a name -> the only subject whose names hold it, "" when several
	full := map[string]bool{}
	for _, e := range v.names {
		full[e.form] = true
		for _, w := range e.words {
			if s, ok := owner[w]; !ok {
				owner[w] = e.subject
			} else if s != e.subject {
				owner[w] = ""
			}
		}
	}
	type short struct {
		e     *nameEntry
		twice bool
	}
	byForm := map[string]*short{}
	var order []string
	for _, r := range v.records {
		if r.subject == "" {
			continue
		}
		for _, f := range sortedFields(r.Record) {
			if n := normField(f); strings.Contains(f, ".") || !(n == "name" || strings.HasSuffix(n, "_name")) || v.valueNames[n] {
				continue
			}
			for _, it := range listItems(r.Fields[f]) {
				written := strings.Fields(it)
				ws := nameWords(it)
				if len(ws) < 2 || len(written) != len(ws) || owner[ws[0]] != r.subject || len(ws[0]) < minShortWord ||
					stopValues[ws[0]] || weakWords[ws[0]] || v.fieldStems[stem(ws[0])] || v.heads[stem(ws[0])] {
					continue
				}
				for k := 1; k < len(ws); k++ {
					if c, _ := utf8.DecodeRuneInString(written[k-1]); !unicode.IsUpper(c) {
						break // "Hall of Records": "Hall of" names nothing
					}
					form := strings.Join(ws[:k], " ")
					if full[form] || v.anyDomainHolds(v.rules.valueKey(form)) {
						continue
					}
					if s, ok := byForm[form]; ok {
						s.twice = s.twice || s.e.subject != r.subject
						continue
					}
					byForm[form] = &short{e: &nameEntry{words: ws[:k:k], form: form, subject: r.subject, rec: r, proper: true, short: true}}
					order = append(order, form)
				}
			}
		}
	}
	for _, form := range order {
		if s := byForm[form]; !s.twice {
			v.names = append(v.names, s.e)
			es := append(v.nameIndex[s.e.words[0]], s.e)
			slices.SortStableFunc(es, func(a, b *nameEntry) int { return len(b.words) - len(a.words) })
			v.nameIndex[s.e.words[0]] = es
		}
	}
}

// wholeProper reports whether the short name e at token i is a whole
// proper name in the text: no capitalised word continues it in its phrase
// on either side ("Glen" of "Glen Sannox" does not name it in "MV Glen
// Rosa"), but a sentence may open before it.
func (e *nameEntry) wholeProper(text string, toks []token, i int) bool {
	j := i + len(e.words)
	if j < len(toks) && contiguous(text, toks[j-1:j+1]) && upperAt(text, toks[j].start) {
		return false
	}
	return i == 0 || !contiguous(text, toks[i-1:i+1]) || !upperAt(text, toks[i-1].start) || sentenceOpens(text, toks[i-1].start)
}

func upperAt(text string, i int) bool {
	c, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsUpper(c)
}

// sentenceOpens reports whether the word at i opens a sentence.
func sentenceOpens(text string, i int) bool {
	before := strings.TrimRight(text[:i], " \t\"'“(")
	return before == "" || strings.HasSuffix(before, ".") || strings.HasSuffix(before, ":") || strings.HasSuffix(before, "\n")
}
