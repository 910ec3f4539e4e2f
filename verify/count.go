package verify

import (
	"slices"
	"strings"
)

// countedOther returns the noun the plain number m counts when that is a
// thing its field n is not ("" otherwise): the noun written right after it ("12 mooring rings")
// holds no word of n's name, no such word stands before the number in
// its clause (a record's name aside), and one stands after the noun ("... for boats" of
// boats_per_day), where it tells of the noun, not of the count (not after
// a comma: "12,400 packets, the largest stock" tells of the count).
func (st *checkState) countedOther(n string, m mention, lo, hi int) string {
	fw := st.v.fwords[n]
	if fw == nil || m.kind != KindNumber || m.unit != "" || m.period {
		return ""
	}
	l0, l1, r0, r1 := st.window(m, lo, hi)
	if r0 >= r1 || st.toks[r0].start != m.end+1 || st.text[m.end] != ' ' {
		return ""
	}
	// The noun: up to four words in a row ("duty/standby pumps"), no
	// function word among them.
	j := r0
	for j < r1 && j-r0 < 4 && isLetters(st.toks[j].low) && !functionWords[st.toks[j].low] &&
		(j == r0 || nounGap[st.text[st.toks[j-1].end:st.toks[j].start]]) {
		if fw.strong[st.toks[j].stem] {
			return ""
		}
		j++
	}
	if j == r0 {
		return ""
	}
	for k := l0; k < l1; k++ {
		if fw.strong[st.toks[k].stem] && !st.subjSpans.overlaps(st.toks[k].start, st.toks[k].end) {
			return ""
		}
	}
	for k := j; k < r1; k++ {
		if strings.Contains(st.text[st.toks[k-1].end:st.toks[k].start], ",") {
			break // "12,400 packets, the largest stock": an apposition tells of the count
		}
		if fw.strong[st.toks[k].stem] {
			return st.text[st.toks[r0].start:st.toks[j-1].end]
		}
	}
	return ""
}

// nounGap are what may stand between the words of one noun.
var nounGap = map[string]bool{" ": true, "/": true, "-": true, " / ": true}

// isLetters reports whether w is made of ASCII letters only.
func isLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isLetter(rune(w[i])) {
			return false
		}
	}
	return w != ""
}

// countedInWord returns the candidate fields of the number m without
// those a word right after it rules out, and the fields of a unit it
// rules out: "3 routes" counts a list, none of its numbers; a number
// followed by a word that is no unit and no word of the field is counted
// in that word ("9 cubic metres", "12 kL"), not in the unit the field's
// name ends in (water_l).
func (v *Verifier) countedInWord(recs []*indexed, cands []string, m mention, text string) (out, unitDropped []string) {
	w := nextWordRe.FindStringSubmatch(text[m.end:])
	if m.kind != KindNumber || m.unit != "" || w == nil || countsNothing(strings.ToLower(w[1])) {
		return cands, nil
	}
	next := stem(strings.ToLower(w[1]))
	out = slices.DeleteFunc(slices.Clone(cands), func(n string) bool {
		r, name := findField(recs, n)
		if r != nil && numberList(r.field(name)) {
			return true
		}
		// The field's initials in capitals are its unit as written
		// ("27,133 FH" of flight_hours).
		if unitNamed(n) && (v.fwords[n] == nil || !v.fwords[n].strong[next] && (v.fwords[n].acronym == "" || w[1] != strings.ToUpper(v.fwords[n].acronym))) {
			unitDropped = append(unitDropped, n)
			return true
		}
		return false
	})
	return out, unitDropped
}

// namedAsDropped returns a field of a unit the word after a number ruled
// out (see countedInWord) that the words naming the best of the named
// fields name too ("the tank is 180 gallons" of tank.volume_l and
// stores.spare_tanks), unless the word after the number names the best
// ("3 spare tanks"): the number is no more the other's; "" when none.
func (v *Verifier) namedAsDropped(dropped []string, named []scoredField, m mention, text string) string {
	if len(dropped) == 0 || len(named) == 0 {
		return ""
	}
	if w := nextWordRe.FindStringSubmatch(text[m.end:]); w != nil {
		if fw := v.fwords[named[0].field]; fw != nil && fw.strong[stem(strings.ToLower(w[1]))] {
			return "" // "3 spare tanks": the word after it names the field
		}
	}
	for _, d := range dropped {
		if fw := v.fwords[d]; fw != nil && slices.ContainsFunc(named[0].own, func(s string) bool { return fw.strong[s] }) {
			return d
		}
	}
	return ""
}
