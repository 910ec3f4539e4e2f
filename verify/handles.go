package verify

import "slices"

// A handle or channel written with its sigil (@someone, #some-channel)
// is of the fields holding such values: words naming another field
// ("driven by @x" of an owner field holding teams) do not make it that
// field's value, nor its mismatch.

// sigiledOnly drops from the named fields those that hold no values
// written with the sigil of the name mention m when a candidate field of
// the subject's records does (and the field's domain does not hold the
// value itself, and shares no value with a field holding handles: people
// named with and without the @ are one kind): the value is then the
// field's that holds it, or none's. The first field dropped is held in
// st.handleNamedOther: the words named a field, so the only field holding
// handles is not inferred for the value either ("owned by @x" is no claim
// of the lead).
func (st *checkState) sigiledOnly(recs []*indexed, cands []string, named []scoredField, m mention) []scoredField {
	v, text := st.v, st.text
	if m.kind != KindName || len(named) == 0 {
		return named
	}
	c := text[m.start]
	if c != '@' && c != '#' {
		return named
	}
	var sigiled []string
	for _, n := range cands {
		if sigilOf(recs, n, c) {
			sigiled = append(sigiled, n)
		}
	}
	if len(sigiled) == 0 {
		return named
	}
	key := v.rules.valueKey(m.value)
	return slices.DeleteFunc(named, func(n scoredField) bool {
		d := v.domains[n.field]
		other := !sigilOf(recs, n.field, c) && !d.holds(key) &&
			!slices.ContainsFunc(sigiled, func(s string) bool { return sharesValue(v.domains[s], d) })
		if other && st.handleNamedOther == "" {
			st.handleNamedOther = n.field
		}
		return other
	})
}
