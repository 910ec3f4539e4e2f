package verify

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// A place or thing named in full once is called by the first word of its
// name after ("Saltmarsh Quay (crew 32) ... Rookwood backed up.
// Saltmarsh inspected it in May."): the reader takes the short word for
// the record the text named, even when other records' names open with
// the same word, which the text does not name.

// maxEarlierWords is the most words of a proper name whose first word
// later names its record: a longer name is a title, not a place's name.
const maxEarlierWords = 3

// earlierShortNames returns the mentions of the first word of a proper
// name of two or three capitalised words the text named before: the word
// written capitalised as a whole proper name (no capitalised word right
// after it), outside the subjects and values found, of four letters or
// more and no word of grammar, of a field's name or of a known value.
// A word opening the names of two records the text named names neither,
// and a title is no name (the first words of "Node System Partition" are
// no name of its document).
func (st *checkState) earlierShortNames(ms []mention) []nameMention {
	type opening struct {
		word, id string
		end      int
	}
	var opens []opening
	for _, s := range st.subs {
		if !s.name {
			continue
		}
		ws := strings.Fields(st.text[s.start:s.end])
		if len(ws) < 2 || len(ws) > maxEarlierWords || !allCapitalised(ws) || !st.v.calledByName(s.id, nameForm(st.text[s.start:s.end])) {
			continue
		}
		opens = append(opens, opening{strings.ToLower(strings.Trim(ws[0], "\"'“‘(")), s.id, s.end})
	}
	if len(opens) == 0 {
		return nil
	}
	v := st.v
	var out []nameMention
	for i, t := range st.toks {
		if utf8.RuneCountInString(t.low) < minShortWord || !upperAt(st.text, t.start) ||
			stopValues[t.low] || weakWords[t.low] || v.fieldStems[t.stem] || v.heads[t.stem] ||
			st.subjSpans.overlaps(t.start, t.end) || claimedBy(ms, t.start, t.end) {
			continue
		}
		if i+1 < len(st.toks) && contiguous(st.text, st.toks[i:i+2]) && upperAt(st.text, st.toks[i+1].start) ||
			i > 0 && contiguous(st.text, st.toks[i-1:i+1]) && upperAt(st.text, st.toks[i-1].start) && !sentenceOpens(st.text, st.toks[i-1].start) {
			continue // a word of another proper name ("SIG Node", "Saltmarsh Marine")
		}
		id := ""
		for _, o := range opens {
			if o.word != t.low || o.end > t.start {
				continue
			}
			if id != "" && id != o.id {
				id = "-" // two records named open with it
				break
			}
			id = o.id
		}
		if id != "" && id != "-" && !v.anyDomainHolds(v.rules.valueKey(t.low)) {
			out = append(out, nameMention{start: t.start, end: t.end, id: id})
		}
	}
	return out
}

// addEarlierShortNames adds the subjects earlierShortNames finds, in
// order of the text.
func (st *checkState) addEarlierShortNames(ms []mention) {
	es := st.earlierShortNames(ms)
	for _, n := range es {
		st.addSubject(n.start, n.end, n.id, true)
	}
	if len(es) > 0 {
		slices.SortStableFunc(st.subs, func(a, b subjectMention) int { return a.start - b.start })
	}
}

// allCapitalised reports whether every word of ws opens with a capital.
func allCapitalised(ws []string) bool {
	for _, w := range ws {
		if !capitalised(strings.TrimLeft(w, "\"'“‘(")) {
			return false
		}
	}
	return true
}

// calledByName reports whether form is the value of a name field (not a
// title) of a record of the subject id.
func (v *Verifier) calledByName(id, form string) bool {
	for _, r := range v.lookup(id) {
		for _, f := range sortedFields(r.Record) {
			n := normField(f)
			if !strings.Contains(f, ".") && v.isName(n) && n != "title" && !strings.HasSuffix(n, "_title") && nameForm(r.field(f)) == form {
				return true
			}
		}
	}
	return false
}
