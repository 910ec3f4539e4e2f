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
	key := v.rules.valueKey(m.value)
	var sigiled []string // the candidates holding such values, found when a named field holds none
	found := false
	return slices.DeleteFunc(named, func(n scoredField) bool {
		d := v.domains[n.field]
		if d.holds(key) || sigilOf(recs, n.field, c) {
			return false
		}
		if !found {
			found = true
			for _, f := range cands {
				if sigilOf(recs, f, c) {
					sigiled = append(sigiled, f)
				}
			}
		}
		other := len(sigiled) > 0 && !slices.ContainsFunc(sigiled, func(s string) bool { return sharesValue(v.domains[s], d) })
		if other && st.handleNamedOther == "" {
			st.handleNamedOther = n.field
		}
		return other
	})
}
