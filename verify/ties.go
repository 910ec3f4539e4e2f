package verify

// Ties between fields named equally strongly near a value, and values
// that may stand for the subject's own.

import (
	"slices"
	"strings"
)

// shortPrefix reports whether the value val, as written, is the first
// words of the source-of-truth value sot, separated by a space (not the
// start of an identifier: team-a is no short form of team-a-ops).
func shortPrefix(sot, val string) bool {
	return val != "" && strings.HasPrefix(strings.ToLower(strings.TrimSpace(sot)), strings.ToLower(val)+" ")
}

// heldOfTie keeps, of the fields named equally strongly (a tie
// verifyValue would answer ambiguous), a list field of the subject's
// records that holds the value and every value of the others: "Ana drives
// X" names X's lead driver and its drivers alike, the lead is one of the
// drivers, and the text is true of X when Ana is one of them. Else the
// one a plural word of its own name names, when only one is. Otherwise
// named is as it was.
func (v *Verifier) heldOfTie(recs []*indexed, named []scoredField, m mention) []scoredField {
	if len(named) < 2 || named[0].score != named[1].score || named[0].dist != named[1].dist && !interleaved(named[0], named[1]) {
		return named
	}
	tied := 1
	for tied < len(named) && named[tied].score == named[0].score {
		tied++
	}
	for i, n := range named[:tied] {
		r, name := findField(recs, n.field)
		if r == nil {
			continue
		}
		items := normItems(v, r.Fields[name])
		if len(items) < 2 {
			continue
		}
		if verdict, _ := v.compare(m, r.Fields[name], normField(name)); verdict != Verified {
			continue
		}
		if !slices.ContainsFunc(named[:tied], func(o scoredField) bool {
			or, oname := findField(recs, o.field)
			return o.field != n.field && (or == nil || !slices.Contains(items, v.rules.valueKey(or.Fields[oname])))
		}) {
			return named[i : i+1]
		}
	}
	// "one of the drivers of X": a plural word of one tied field's own
	// name, as written, names that field (crew.drivers, not
	// crew.lead_driver).
	plural := -1
	for i, n := range named[:tied] {
		if n.plural {
			if plural >= 0 {
				return named
			}
			plural = i
		}
	}
	if plural >= 0 {
		return named[plural : plural+1]
	}
	return named
}
