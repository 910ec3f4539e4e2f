package verify

import (
	"path"
	"regexp"
	"strings"
)

// The name stated of a record named by its ID first: "PS-203 is the
// Coldbeck Booster", "station PS-203 is Coldbeck Booster.", "RSV-7 is the
// Harrow Basin site." The ID is the subject and the name what the text
// says of it, compared with the record's title or name: a name of
// another record, or one no record has, is a wrong name, not a wrong ID.

// idOpenerRe is what may stand before an ID that is the subject of its
// sentence: an opener ending in a colon ("In standup:", "Runbook note:")
// and up to two words ("Station PS-203 is ...", "our reservoir RSV-7").
var idOpenerRe = regexp.MustCompile(`^\W*(?:[^.;:!?\n]{0,40}:\s+)?((?:[A-Za-z]+\s+){0,2})$`)

// openerNotSubject are words before an ID that make it no subject of its
// sentence: "The owner of PS-203 is ...", "route review to PS-203".
var openerNotSubject = map[string]bool{
	"of": true, "for": true, "to": true, "by": true, "from": true, "with": true, "at": true, "on": true,
	"in": true, "about": true, "under": true, "than": true, "and": true, "or": true, "not": true,
	"if": true, "whether": true, "unlike": true, "like": true, "after": true, "before": true,
}

// idOpens reports whether the text of a sentence before an ID lets the ID
// be the sentence's subject.
func idOpens(before string) bool {
	if len(before) > 100 {
		return false
	}
	m := idOpenerRe.FindStringSubmatch(before)
	if m == nil {
		return false
	}
	for _, w := range strings.Fields(m[1]) {
		if openerNotSubject[strings.ToLower(w)] {
			return false
		}
	}
	return true
}

// kindNouns may follow a name that ends its clause and say what kind of
// thing the record is ("is the Harrow Basin site"), besides the words of
// the name of the record's file (stations.csv: station).
var kindNouns = map[string]bool{
	"site": true, "one": true, "facility": true, "location": true, "asset": true, "record": true,
	"entry": true, "installation": true, "plant": true, "building": true, "unit": true,
}

// kindNounRe is a word after a name and what follows it: the end of the
// clause.
var kindNounRe = regexp.MustCompile(`^\s+([a-z]+)\s*(?:[.,;:!?()]|$)`)

// nameEnds reports whether a name stated of the record of ID m ends its
// clause at after: a mark or the end, or a noun of the record's kind and
// then the end.
func (v *Verifier) nameEnds(after string, m mention) bool {
	if t := strings.TrimLeft(after, " \t\r\n"); t == "" || strings.ContainsRune(".,;:!?()", rune(t[0])) {
		return true
	}
	loc := findClipped(kindNounRe, after, 40)
	if loc == nil {
		return false
	}
	k := []string{after[loc[0]:loc[1]], after[loc[2]:loc[3]]}
	if kindNouns[k[1]] {
		return true
	}
	for _, r := range v.lookup(v.normID(m.subject)) {
		base := strings.TrimSuffix(path.Base(r.Path), path.Ext(r.Path))
		for _, w := range words(base) {
			if w == k[1] || w == k[1]+"s" || w == k[1]+"es" {
				return true
			}
		}
	}
	return false
}

// statedNameRe is a name after an ID and a copula: capitalised words,
// with the small words a name holds between them.
var statedNameRe = regexp.MustCompile(`^\s+(?:is|was)\s+(?:now\s+|still\s+)?(?:the\s+)?([A-Z][\w'’&-]*(?:\s+(?:(?:of|on|upon|the|and|de|la|le|&)\s+)?[A-Z][\w'’&-]*)+)`)

// namesAfterID finds the names no record has (exactly or approximately)
// that an ID is stated to be ("PS-203 is Blen Lift."), when the ID's
// record has a title or name: stated names, unquoted.
func (v *Verifier) namesAfterID(text string, sents []int, ms []mention, titles []nameMention) []mention {
	var out []mention
	for _, m := range ms {
		if m.kind != KindID && m.kind != KindULID {
			continue
		}
		loc := statedNameRe.FindStringSubmatchIndex(clip(text[m.end:], 160))
		if loc == nil {
			continue
		}
		s, e := m.end+loc[2], m.end+loc[3]
		if !v.nameEnds(text[e:], m) || !idOpens(text[sents[sentenceOf(sents, m.start)]:m.start]) {
			continue
		}
		recs := v.lookup(v.normID(m.subject))
		if len(recs) == 0 || titleField(recs) == "" || v.holdsKnownValue(text[s:e]) || overlapsMention(ms, s, e) {
			continue
		}
		named := false
		for _, t := range titles {
			named = named || t.start < e && s < t.end
		}
		if !named {
			out = append(out, mention{start: s, end: e, kind: KindString, value: text[s:e], titled: 2})
		}
	}
	return out
}

// holdsKnownValue reports whether a phrase begins with a known value of a
// field or holds an ID of a record: it tells of that, not of a name.
func (v *Verifier) holdsKnownValue(phrase string) bool {
	ws := nameWords(phrase)
	for i := range ws {
		if len(v.lookup(v.normID(ws[i]))) > 0 {
			return true
		}
		for _, e := range v.valueIndex[ws[i]] {
			if i == 0 && e.nWords() <= len(ws) && strings.Join(ws[:e.nWords()], " ") == e.form {
				return true
			}
		}
	}
	return false
}

// overlapsMention reports whether a mention of ms overlaps [s, e).
func overlapsMention(ms []mention, s, e int) bool {
	for _, m := range ms {
		if m.start < e && s < m.end {
			return true
		}
	}
	return false
}
