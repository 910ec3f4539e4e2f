package verify

import (
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
	f.SoTValue, f.SoTPath, f.SoTLine = r.Fields[name], r.Path, r.lineOf(name)
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
	if f.Verdict != Unknown && len(recs) > 1 {
		v.othersOfKind(f, m, recs, r, name)
	}
	if how != "" {
		f.Reason = strings.Join(slices.DeleteFunc([]string{how, f.Reason}, func(s string) bool { return s == "" }), "; ")
	}
	return true
}
