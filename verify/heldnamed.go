package verify

import "slices"

// heldNamed returns a field of the subject, other than the one the value
// was compared with, that holds the value and that the words of the
// value's sentence name too ("A wrote B-1, so she is the best editor for
// this": the author named with "editor" further on). The sentence tells
// of both fields and one of them holds the value as written; which one
// the text states the value of is not clear, so the mismatch with the
// other is no evidence. "" when none. modifier reports that the field is
// named by words modifying those naming the field compared ("GA target
// v1.35": the target of general availability), nearer them than the value
// is: the value is that field's.
func (st *checkState) heldNamed(f *Fact, m mention) (field string, modifier bool) {
	v := st.v
	recs := v.lookup(f.Subject)
	if len(recs) == 0 || st.resolved == "" {
		return "", false
	}
	var holders []string
	for _, r := range recs {
		for _, fl := range sortedFields(r.Record) {
			n := normField(fl)
			if n == st.resolved || v.identifying(n) || slices.Contains(holders, n) {
				continue
			}
			if verdict, _ := v.compare(m, r.field(fl), n); verdict == Verified {
				holders = append(holders, n)
			}
		}
	}
	if len(holders) == 0 {
		return "", false
	}
	lo, hi := st.valueSentence(m)
	if !st.anyWordOf(holders, lo, hi) {
		return "", false
	}
	named := st.namedOfRecords(recs, append(holders, st.resolved), m, lo, hi)
	rw, rd, ra := v.fwords[st.resolved], -1, -1
	if i := slices.IndexFunc(named, func(n scoredField) bool { return n.field == st.resolved }); i >= 0 {
		rd, ra = named[i].dist, namingStart(named[i])
	}
	for _, n := range named {
		// Named nearer the value than the field compared: "A wrote
		// B-1 ... editor", not "approval from A after the review"; or
		// by words right before those naming the field compared, which
		// they modify ("launch target <date>": the launch's target, not
		// the project's own).
		if n.field == st.resolved || n.score <= 0 || rd >= 0 && n.dist >= rd && !modifiesNaming(n, ra) {
			continue
		}
		// Named by words of its own that do not name the field compared
		// ("last survey date" names no survey category), or by a phrase.
		if n.phraseAt >= 0 || slices.ContainsFunc(n.own, func(s string) bool { return rw == nil || !rw.strong[s] && !rw.weak[s] }) {
			return n.field, rd >= 0 && n.dist >= rd
		}
	}
	return "", false
}

// namedOfRecords scores the fields the words of text[lo:hi] name for the
// value m (namedFields) as fields of recs, the subject's records, leaving
// what the scoring rules out for the value unchanged: a doubt weighs the
// words after the value's verdict is given.
func (st *checkState) namedOfRecords(recs []*indexed, fields []string, m mention, lo, hi int) []scoredField {
	saved := st.ruledOut
	st.recs = recs
	named := st.v.namedFields(fields, st, m, lo, hi)
	st.ruledOut, st.recs = saved, nil
	return named
}

// namingStart is the first token of the words naming n nearest the value
// (its phrase, else its own word), -1 when none.
func namingStart(n scoredField) int {
	if n.phraseAt >= 0 {
		return n.phraseAt
	}
	return n.ownAt
}

// modifiesNaming reports whether the words naming n end right where those
// naming another field start, at token at: n's words modify that
// field's ("launch target": a target, of the launch).
func modifiesNaming(n scoredField, at int) bool {
	s, e := n.phraseAt, n.phraseEnd
	if s < 0 {
		s, e = n.ownAt, n.ownAt+1
	}
	return at > 0 && s >= 0 && s < at && e == at
}
