package verify

// Ties between fields named equally strongly near a value, and values
// that may stand for the subject's own.

import (
	"slices"
	"sort"
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
// one a plural word of its own name names, when only one is, else the
// only one holding the value (see heldBy). Otherwise named is as it was.
func (v *Verifier) heldOfTie(recs []*indexed, named []scoredField, m mention) []scoredField {
	if by := namedByMore(named); len(by) == 1 && len(named) > 1 {
		return by
	}
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
		items := normItems(v, r.field(name))
		if len(items) < 2 {
			continue
		}
		if verdict, _ := v.compare(m, r.field(name), normField(name)); verdict != Verified {
			continue
		}
		if !slices.ContainsFunc(named[:tied], func(o scoredField) bool {
			or, oname := findField(recs, o.field)
			return o.field != n.field && (or == nil || !slices.Contains(items, v.rules.valueKey(or.field(oname))))
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
	// The one tied field holding the value: "Wharf 3 offers 310 metres of
	// quay" names depth_m and length_m alike (by the unit), and length_m
	// is 310 m; the text is true of the berth, and no mismatch is
	// claimed. Not when the fields are named by the same words of their
	// own, a block they are in ("the power of X is 200 kVA" of
	// power.grid_kva and power.backup_kva): the text states the block,
	// which holds no one value.
	fields := make([]string, tied)
	for i, n := range named[:tied] {
		fields[i] = n.field
	}
	if held := v.heldBy(recs, fields, m); len(held) == 1 && !namedAsBlock(named[:tied]) {
		return named[slices.Index(fields, held[0]) : slices.Index(fields, held[0])+1]
	}
	return named
}

// writtenWhole returns the span of the source-of-truth value sot written
// whole around the value m, when m is only its first or its last words
// and the words next to it in the text are the rest ("the A/B listed
// category", where "listed" alone is another record's category): the text
// states sot itself. ok is false when it does not.
func (st *checkState) writtenWhole(m mention, sot string) (start, end int, ok bool) {
	val := nameWords(st.text[m.start:m.end])
	i := sort.Search(len(st.toks), func(k int) bool { return st.toks[k].start >= m.start })
	j := i + len(val) // the token after the value
	if len(val) == 0 || j > len(st.toks) {
		return 0, 0, false
	}
	for _, it := range listItems(sot) {
		ws := nameWords(it)
		k := len(ws) - len(val)
		if k <= 0 {
			continue
		}
		if slices.Equal(ws[k:], val) && i-k >= 0 && tokensAre(st.toks[i-k:i], ws[:k]) && contiguous(st.text, st.toks[i-k:j]) {
			return st.toks[i-k].start, m.end, true
		}
		if slices.Equal(ws[:len(val)], val) && j+k <= len(st.toks) && tokensAre(st.toks[j:j+k], ws[len(val):]) && contiguous(st.text, st.toks[i:j+k]) {
			return m.start, st.toks[j+k-1].end, true
		}
	}
	return 0, 0, false
}

// tokensAre reports whether the tokens are the words ws.
func tokensAre(toks []token, ws []string) bool {
	for k, t := range toks {
		if t.low != ws[k] {
			return false
		}
	}
	return len(toks) == len(ws)
}

// presentOfPast reports whether token t is a verb in the present tense
// ("opens", "reopens") of a word of field n's name written in the past
// tense ("opened"): the field holds the date of one past event, and the
// present tells of one to come or one that recurs, never that one (the
// record's own field empty, it may tell of the first, to come: see
// checkState.leftEmpty). Its caller reads so only a date, not a place, a
// name or a count ("visits X" of ports_visited, "seats 41" of seated).
func presentOfPast(t token, n string) bool {
	if len(t.low) < 4 || t.low[len(t.low)-1] != 's' || strings.HasSuffix(t.low, "ss") ||
		!strings.Contains(n, strings.TrimPrefix(t.low[:len(t.low)-1], "re")) {
		return false // (the cheap tests first)
	}
	for _, w := range words(n) {
		if len(w) > 4 && strings.HasSuffix(w, "ed") && (t.low == w[:len(w)-2]+"s" || t.low == "re"+w[:len(w)-2]+"s") {
			return true
		}
	}
	return false
}

// leftEmpty reports whether the subject's records, while its fields are
// named, leave field n empty (see presentOfPast).
func (st *checkState) leftEmpty(n string) bool {
	r, name := findField(st.recs, n)
	return r != nil && strings.TrimSpace(r.field(name)) == ""
}

// namedAsBlock reports whether the tied fields are all named by the same
// words, not the unit alone: words they share, of a mapping they are in
// or of their names' common part (min_qty and max_qty by "quantity").
func namedAsBlock(tied []scoredField) bool {
	for _, n := range tied {
		if n.unitOnly || !slices.Equal(n.own, tied[0].own) {
			return false
		}
	}
	return true
}
