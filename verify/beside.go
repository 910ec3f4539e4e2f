package verify

import (
	"slices"
	"strings"
)

// withBesideTitles adds to the facts out, in text order, those of the
// titles beside IDs (see besideTitleFacts).
func (v *Verifier) withBesideTitles(out []Fact, text string, ms []mention, titles []nameMention, lines []int) []Fact {
	tf := v.besideTitleFacts(text, ms, titles, lines)
	if len(tf) == 0 {
		return out
	}
	out = append(out, tf...)
	slices.SortStableFunc(out, func(a, b Fact) int { return a.Start - b.Start })
	return out
}

// besideTitleFacts returns the facts of the titles and names written
// right beside an ID, as "DEL-12 (Title)" or "Title (ID)" write them: the
// ID is the subject, and the title or name, written in full, is what the
// text says of the ID's record: verified when it is the record's own, a
// mismatch when it is another record's of the same kind (the ID's record
// holds its own there, the SoT value). A title beside an ID no record
// has, or of a record of another kind, states nothing, nor does one
// where either is a possessive ("X is PS-2's backup", "PS-2 is X's
// backup") or one after the ID running on past its clause.
func (v *Verifier) besideTitleFacts(text string, ms []mention, titles []nameMention, lines []int) []Fact {
	var out []Fact
	for _, m := range ms {
		if m.kind != KindID && m.kind != KindULID {
			continue
		}
		own := v.lookup(v.normID(m.subject))
		if len(own) == 0 {
			continue
		}
		for _, t := range titles {
			if !titleBeside(text, m, t) || possessive(text[m.end:]) || possessive(text[t.end:]) ||
				m.end <= t.start && !v.nameEnds(strings.TrimLeft(text[t.end:], "\"'”’`"), m) {
				continue
			}
			recs := v.lookup(t.id)
			if len(recs) == 0 || recs[0].kin != own[0].kin {
				continue
			}
			written := nameForm(text[t.start:t.end])
			field := ""
			for _, f := range sortedFields(recs[0].Record) {
				if v.isName(normField(f)) && nameForm(recs[0].field(f)) == written {
					field = f
					break
				}
			}
			sot, ok := own[0].fieldOK(field)
			if field == "" || !ok {
				continue // a short name, a path or an approximate title
			}
			f := Fact{Text: text[t.start:t.end], Kind: KindString, Value: text[t.start:t.end], Subject: own[0].subject,
				Field: own[0].prefix + field, Verdict: Verified, SoTValue: sot, SoTPath: own[0].Path, SoTLine: own[0].Line,
				Line: lineOf(lines, t.start), Start: t.start, End: t.end}
			if l := own[0].lineOf(field); l > 0 {
				f.SoTLine = l
			}
			if recs[0].subject != own[0].subject {
				f.Verdict = Mismatch
				f.Reason = "the title or name of " + recs[0].subject + " beside the ID of " + own[0].subject
			}
			out = append(out, f)
			break
		}
	}
	return out
}

// possessive reports whether rest, the text after a name or an ID, opens
// with a possessive 's.
func possessive(rest string) bool {
	return strings.HasPrefix(rest, "'s") || strings.HasPrefix(rest, "’s")
}

// comparedAfter reports whether the words between value m and the
// subject named after it in its sentence set the two apart ("a learn
// page, same as X", "unlike X"): the value is no claim about the subject.
func (st *checkState) comparedAfter(m mention) bool {
	si := sentenceOf(st.sents, m.start)
	for _, s := range st.subs {
		if s.sent == si && s.start >= m.end {
			gap := st.text[m.end:s.start]
			return comparing(gap) || strings.Contains(strings.ToLower(gap), "same as")
		}
	}
	return false
}

// ownLinked reports whether the known value m, tied to its subject by no
// field word and no link, is the value of the one field of the subject's
// own record holding it, in the subject's sentence: verified, never a
// mismatch ("TRK-9 warning: river ford after rain", "heather is in
// flower around X"), unless the subject after the value is set apart
// from it ("same as X"). A word of a field's name ("stable" of
// release.stable) names that field, no value, and a name field's value
// names its record.
func (st *checkState) ownLinked(recs []*indexed, cands []string, m mention, at *subjectMention, naming naming, lo int) bool {
	v := st.v
	inSentence := at != nil && at.start >= lo || naming == namedAfter && !st.comparedAfter(m)
	if v.fieldStems[stem(m.value)] || !inSentence || !v.ownHeld(recs, cands, m) {
		return false
	}
	return !v.isName(v.holding(cands, m)[0])
}
