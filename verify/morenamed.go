package verify

import "slices"

// namedByMore keeps, of the fields named equally strongly and near, the
// one named by every word and phrase that names each of the others and
// by one more: "minimum temperature (°C): 12" names min_temp_c by
// "minimum", "temperature" and the unit, max_temp_c by the last two
// only. Fields named by words each lacks stay tied (see interleaved).
func namedByMore(named []scoredField) []scoredField {
	if len(named) < 2 || named[0].score != named[1].score || named[0].dist != named[1].dist {
		return named
	}
	tied := 1
	for tied < len(named) && named[tied].score == named[0].score && named[tied].dist == named[0].dist {
		tied++
	}
	for i, a := range named[:tied] {
		if !slices.ContainsFunc(named[:tied], func(b scoredField) bool { return b.field != a.field && !namesAllOf(a, b) }) {
			return named[i : i+1]
		}
	}
	return named
}

// namesAllOf reports whether a is named by every word of its own name and
// every phrase that names b, and by more of them.
func namesAllOf(a, b scoredField) bool {
	for _, s := range b.own {
		if !slices.Contains(a.own, s) {
			return false
		}
	}
	for _, i := range b.phrased {
		if !slices.Contains(a.phrased, i) {
			return false
		}
	}
	return len(a.own)+len(a.phrased) > len(b.own)+len(b.phrased)
}
