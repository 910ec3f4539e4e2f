package verify

import (
	"regexp"
	"strings"
)

// listGapRe is what separates the items of a list in prose: ", ",
// " and ", ", and ", " or ", " & ", "/" (quotes aside).
var listGapRe = regexp.MustCompile(`^["'”’]*(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+|\s*/\s*)["'“‘]*$`)

// looseGapRe is a list gap with a hedge or an article before the next
// item ("@a, and I believe @b as well", "a vice and a chuck"): the item is
// still the list's.
var looseGapRe = regexp.MustCompile(`(?i)^["'”’]*(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)(?:(?:i\s+(?:think|believe|guess|reckon)|probably|maybe|perhaps|possibly|likely)\s+)?(?:(?:an?|the)\s+)?["'“‘]*$`)

// listNextRe is a list gap followed by the next item.
var listNextRe = regexp.MustCompile(`^["'”’]*(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+)["'“‘]*([#@]?[A-Za-z0-9](?:[A-Za-z0-9_./+-]*[A-Za-z0-9])?)`)

// labelledList reports whether the words before the first item of a list
// end in a label's colon ("spare parts: a, b."): its plain words are
// items too.
func labelledList(before string) bool {
	return strings.HasSuffix(strings.TrimRight(before, " \t\"'“‘"), ":")
}

// labelledItemEndRe is what may follow an item of a labelled list of plain
// words: the next gap or the end of the sentence.
var labelledItemEndRe = regexp.MustCompile(`^["'”’]*(?:\s*[,;.!]|\s+(?:and|or)\s|\s*$)`)

// listItems adds to ms the items of the lists a string value starts that
// no other mention found ("team-a and team-unknown"): tokens written like
// the item before them (an identifier, a capitalised code, a channel),
// right after a list gap; plain words only in a list after a label, each
// ending at a gap or the sentence's end. Each states the field of the item
// before (see Check).
func (st *checkState) listItems(ms []mention, claimed spanSet) []mention {
	var out []mention
	for i, m := range ms {
		out = append(out, m)
		if m.kind != KindString && m.kind != KindName {
			continue
		}
		prevClass := classOf(st.text[m.start:m.end])
		labelled := prevClass == classPlain && labelledList(st.text[st.sents[sentenceOf(st.sents, m.start)]:m.start])
		if prevClass == classPlain && !labelled || prevClass == "" {
			continue // plain words after "and" are prose more often than items
		}
		pos := m.end
		for {
			loc := listNextRe.FindStringSubmatchIndex(st.text[pos:])
			if loc == nil {
				break
			}
			s, e := pos+loc[2], pos+loc[3]
			if i+1 < len(ms) && ms[i+1].start < e || claimed.overlaps(s, e) || partOfWord(st.text, s, e) {
				break // the next mention, or a subject
			}
			tok := st.text[s:e]
			if classOf(tok) != prevClass || nonValues[strings.ToLower(tok)] || negations[strings.ToLower(tok)] ||
				labelled && (functionWords[strings.ToLower(tok)] || !labelledItemEndRe.MatchString(st.text[e:])) {
				break
			}
			out = append(out, mention{start: s, end: e, kind: m.kind, value: st.v.rules.valueKey(tok), needsLink: true, listed: labelled})
			pos = e
		}
	}
	return out
}
