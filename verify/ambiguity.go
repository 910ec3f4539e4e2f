package verify

// Values the text does not tie to one value of the sources of truth: a
// compound of two values of one field, and a value of one of several
// records sharing a name.

import (
	"strconv"
	"strings"
)

// compounds makes unknown a mismatch written right next to a verified
// value of the same field of the same subject ("a mesh fence" of a
// barrier whose type is mesh): the two words are one compound, not two
// values of one field.
func compounds(text string, facts []Fact) {
	for i := 1; i < len(facts); i++ {
		a, b := &facts[i-1], &facts[i]
		if a.Field == "" || a.Field != b.Field || a.Subject != b.Subject || a.Kind == KindID || b.Kind == KindID ||
			a.End > b.Start || strings.TrimSpace(text[a.End:b.Start]) != "" {
			continue
		}
		for _, f := range []*Fact{a, b} {
			if f.Verdict == Mismatch && (a.Verdict == Verified || b.Verdict == Verified) {
				f.unknownField("written next to another value of " + f.Field + ": one compound, not two values")
			}
		}
	}
}

// othersOfKind makes a verdict unknown when the subject names several
// records of one kind (a person on the crews of two vehicles, the
// speakers of one session) and they hold the field with values one of
// which the text states and another not: the text does not say which of
// them it tells of. A value none of them holds stays a mismatch.
func (v *Verifier) othersOfKind(f *Fact, m mention, recs []*indexed, r *indexed, name string) {
	for _, o := range recs {
		if o == r || o.kin != r.kin && (o.Path != r.Path || itemShape(o.prefix) == "" || itemShape(o.prefix) != itemShape(r.prefix)) {
			continue
		}
		sot, ok := o.fieldOK(name)
		if !ok || sot == f.SoTValue {
			continue
		}
		if verdict, _ := v.compare(m, sot, normField(name)); verdict != f.Verdict && verdict != Unknown {
			f.Verdict, f.Field, f.SoTValue, f.SoTPath, f.SoTLine = Unknown, "", "", "", 0
			f.Reason = "ambiguous: " + strconv.Itoa(countKind(recs, r)) + " records of one kind are named " + f.Subject + ", and they hold " + name + " with different values"
			return
		}
	}
}

// itemShape is the end of a list item's prefix from its list's name on,
// its index as "#" ("ENC-B2.keepers.0." is "keepers.#."): the items of
// lists of one name in the entries of one mapping are of one kind. ""
// for a record that is no list item.
func itemShape(prefix string) string {
	segs := strings.Split(strings.TrimSuffix(prefix, "."), ".")
	if len(segs) < 2 || !allDigits(segs[len(segs)-1]) {
		return ""
	}
	return segs[len(segs)-2] + ".#."
}

// countKind is how many of recs are of the kind of at.
func countKind(recs []*indexed, at *indexed) int {
	kin := at.kin
	n := 0
	for _, r := range recs {
		if r.kin == kin || r.Path == at.Path && itemShape(r.prefix) != "" && itemShape(r.prefix) == itemShape(at.prefix) {
			n++
		}
	}
	return n
}
