package verify

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
