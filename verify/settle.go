package verify

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
)

// settle gives the verdict of a value m whose subject's records are recs
// and whose field is field (how: how the field was found, for the
// reason): the record holding the field, its value compared with m's, and
// the readings that keep a near-miss from being a mismatch.
func (st *checkState) settle(f *Fact, m mention, recs []*indexed, field, how string) bool {
	v, text := st.v, st.text
	f.Field = field
	r, name := findField(recs, field)
	if r == nil {
		f.Reason = "no field: " + field + " is not in the records of " + f.Subject
		return true
	}
	st.resolved = normField(name)
	if r.prefix != "" {
		f.Field = r.prefix + name // a nested record's field as its file spells it
	} else {
		f.Field = name
	}
	f.SoTValue, f.SoTPath, f.SoTLine = r.field(name), r.Path, r.lineOf(name)
	if f.SoTLine == 0 {
		f.SoTLine = r.Line
	}
	f.Verdict, f.Reason = v.compare(m, f.SoTValue, normField(name))
	if f.Verdict == Mismatch && m.kind == KindString && m.titled == 0 {
		// "the A/B listed category": the known value "listed" is the last
		// word of the value the text writes whole.
		if s, e, ok := st.writtenWhole(m, f.SoTValue); ok {
			f.Start, f.End, f.Text, f.Value, f.Verdict = s, e, text[s:e], v.rules.valueKey(text[s:e]), Verified
			f.Line = lineOf(lineStarts(text), s)
		}
	}
	if f.Verdict == Mismatch && m.kind == KindString && m.titled == 0 && shortPrefix(f.SoTValue, text[m.start:m.end]) &&
		v.domains[normField(name)].holds(v.rules.valueKey(text[m.start:m.end])) {
		// "filed under Fuel" of a section "Fuel in the field", where Fuel
		// is another record's section: the text may name the value by its
		// first words. (A title with words dropped is a mismatch.)
		f.Verdict, f.Reason = Unknown, "no claim: the value is the first words of "+strconv.Quote(f.SoTValue)+", which it may stand for"
	}
	if f.Verdict == Mismatch && st.against {
		// "The related repo of X is frontend", where frontend is another
		// record's section: the words name one field, the value another's
		// kind; which the text gets wrong is not told.
		f.Verdict, f.Reason = Unknown, "ambiguous: the text names "+st.wordsNamed+", which holds no such value, and "+normField(name)+" of other records holds it"
	}
	if f.Verdict == Unknown && m.named != "" && m.named != f.Subject && !v.domains[normField(name)].holds(v.rules.valueKey(m.value)) {
		// "IN-7 belongs to LB-18" where the words name a field holding no
		// records (a custodian) and another field of the subject holds
		// that very record (its lab): the subject is tied to the record
		// as the sources say.
		if r2, n2 := holdingRecord(v, recs, m.named); r2 != nil {
			f.Field, f.SoTValue, f.SoTPath, f.SoTLine = r2.prefix+n2, r2.field(n2), r2.Path, cmp.Or(r2.lineOf(n2), r2.Line)
			f.Verdict, f.Reason = Verified, "the value names the record "+m.named+", which "+n2+" of "+f.Subject+" holds ("+normField(name)+", named by the words, holds no records)"
			return true
		}
	}
	if f.Verdict != Unknown && len(recs) > 1 {
		v.othersOfKind(f, m, recs, r, name)
	}
	if how != "" {
		f.Reason = strings.Join(slices.DeleteFunc([]string{how, f.Reason}, func(s string) bool { return s == "" }), "; ")
	}
	return true
}

// holdingRecord returns the record of recs and its field whose value (or
// an item of its list) is the ID of the record named, nil when none or
// several fields do (the fields identifying the records aside).
func holdingRecord(v *Verifier, recs []*indexed, named string) (*indexed, string) {
	var hr *indexed
	hn := ""
	for _, r := range recs {
		for _, fl := range sortedFields(r.Record) {
			if !v.identifying(normField(fl)) && slices.ContainsFunc(listItems(r.field(fl)), func(it string) bool {
				rs := v.lookup(it)
				return len(rs) > 0 && rs[0].subject == named
			}) {
				if hr != nil {
					return nil, ""
				}
				hr, hn = r, fl
			}
		}
	}
	return hr, hn
}
