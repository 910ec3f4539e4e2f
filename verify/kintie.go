package verify

import "slices"

// tiesAbsent reports whether the field a, which the subject's kin hold
// and the subject lacks, is named as the subject's own field n is, by the
// unit written with the value alone, and nothing tells them apart (see
// breakTie and namedByMore): were the subject to hold both, the value
// would be ambiguous, so it is no more n's than a's ("GH-4 cooling cuts
// in above 31 °C" of a glasshouse with only a minimum temperature, its
// kin holding a maximum too). A word naming both ("the power of X is 16
// kVA" of power.mains_kva, the kin holding power.backup_kva too) tells
// of the one the subject holds.
func (st *checkState) tiesAbsent(n, a scoredField, m mention) bool {
	if !n.unitOnly || !a.unitOnly || a.score != n.score || a.dist != n.dist {
		return false
	}
	pair := []scoredField{n, a}
	return len(namedByMore(pair)) == 2 && len(st.v.breakTie(st, pair, m)) == 2
}

// headTie returns the one field the words of the whole window name best
// (see all) when the head of "<head> is <value>" names the first fields
// of out alike and that field is one of them: "the stage is 26 m wide"
// names stage.width_m and stage.depth_m by its head, width_m by "wide";
// nil otherwise.
func (v *Verifier) headTie(out []scoredField, all func() []scoredField) []scoredField {
	if len(out) < 2 || out[0].score != out[1].score || out[0].dist != out[1].dist {
		return nil
	}
	a := all()
	if len(a) == 0 || len(a) > 1 && a[0].score == a[1].score ||
		!slices.ContainsFunc(out, func(o scoredField) bool { return o.field == a[0].field && o.score == out[0].score }) {
		return nil
	}
	return a[:1]
}
