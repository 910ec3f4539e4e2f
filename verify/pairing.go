package verify

// Which of the words around a value name its field when several could:
// a word modifying a phrase, a word labelling the next value, a unit after
// "per".

import (
	"slices"
	"sort"
	"strings"
)

// modifies reports whether the two best named fields tie, the first named
// only by a phrase (of the lexicon or a profile) and the second by a word
// of its own name written just before that phrase, on the same side of
// the value: the word says which of the phrase's kind the value is ("the
// winter target" of season.winter, "pilot planned for 3.2", "the summer
// target is 2026-06": the target of that season or phase), so its own
// field is the value's. Words on the same side but apart ("moved to
// launch in 3.4 after a long pilot") tell nothing of one another. A
// phrase of the second field does as its own word does when a copula
// joins the two ("debut is planned for v3.6": the launch phase a
// profile's "debut" names, not the latest release "planned for" names).
func modifies(st *checkState, named []scoredField) bool {
	if len(named) < 2 || named[0].score != named[1].score {
		return false
	}
	a, b := named[1].ownAt, named[0].phraseAt
	byPhrase := a < 0 && named[1].phraseAt >= 0 && named[1].phraseEnd > named[1].phraseAt
	if byPhrase {
		a = named[1].phraseEnd - 1
	}
	if len(named[0].own) > 0 || a < 0 || b < 0 || a >= b || named[1].unitOnly {
		return false
	}
	copula := false
	for i := a + 1; i < b; i++ {
		if !linkWords[st.toks[i].low] {
			return false
		}
		copula = copula || copulas[st.toks[i].low]
	}
	// A phrase of its own is the subject of the other only through a
	// copula ("debut is planned for 3.6"); right before it, it is its
	// object ("targeting debut in 3.6": the target is the debut).
	return !byPhrase || copula
}

// linkWords may stand between a word and the phrase it modifies: an
// article or a copula ("the pilot is the target", "pilot was planned").
var linkWords = map[string]bool{"the": true, "a": true, "an": true, "is": true, "was": true, "are": true, "were": true, "be": true, "been": true}

// perUnit reports whether token i is a unit written after "per", "a",
// "an" or "each" ("per hour", "an hour"), and the field fw counts that
// unit in the plural (max_booking_hours): a rate over the unit, never a
// number of them.
func perUnit(st *checkState, i int, fw *fieldWords) bool {
	if i == 0 || units[st.toks[i].low] == "" || !fw.plurals[st.toks[i].low+"s"] {
		return false
	}
	switch st.toks[i-1].low {
	case "per", "a", "an", "each":
		return true
	}
	return false
}

// labelsNext reports whether the word i, right after the value (r0 is the
// first token after it), is as close to a value right after it, and the
// value has a word naming one of the fields cands right before it (l1 is
// the value's first token): the text pairs each value with the word
// before it ("pilot 3.2 -> launch 3.4", "pilot 3.2, launch 3.4"), and i
// labels the next value.
func (st *checkState) labelsNext(cands []string, i, r0, l1 int) bool {
	if i != r0 || l1 == 0 || i+1 >= len(st.toks) {
		return false
	}
	if t := st.toks[i+1]; !st.valueCover.overlaps(st.values, t.start, t.end) {
		return false
	}
	b := st.toks[l1-1]
	if functionWords[b.low] || st.subjSpans.overlaps(b.start, b.end) {
		return false
	}
	return slices.ContainsFunc(cands, func(n string) bool {
		fw := st.v.fwords[n]
		return fw != nil && fw.strong[b.stem]
	})
}

// inRole reports whether the value m is set in the role of field n right
// after it ("lists frontend as a related repo", "has X as one of its
// reviewers"): the text claims the value is n's, whether or not any
// record's n holds such a value.
func (st *checkState) inRole(m mention, n string) bool {
	fw := st.v.fwords[n]
	i := sort.Search(len(st.toks), func(i int) bool { return st.toks[i].start >= m.end })
	if fw == nil || i >= len(st.toks) || st.toks[i].low != "as" || strings.TrimSpace(st.text[m.end:st.toks[i].start]) != "" {
		return false
	}
	for i++; i < len(st.toks) && roleArticles[st.toks[i].low]; i++ {
	}
	return i < len(st.toks) && fw.strong[st.toks[i].stem]
}
