package verify

// heldBy returns the fields of fs whose value for the subject (recs) is
// m's: a value of a shape several fields hold, that none is named for,
// states the one holding it (a careful reader takes "was impounded 5 May
// 1949" of the one date of the record that is 5 May 1949); it is never a
// mismatch of another.
func (v *Verifier) heldBy(recs []*indexed, fs []string, m mention) []string {
	var out []string
	for _, n := range fs {
		if r, name := findField(recs, n); r != nil {
			if verdict, _ := v.compare(m, r.field(name), n); verdict == Verified {
				out = append(out, n)
			}
		}
	}
	return out
}
