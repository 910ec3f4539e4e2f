package verify

// Sigils: a field whose every item is written with "#" (a channel) or
// "@" (a handle) is the one a value written so belongs to.

import "slices"

// sigilField returns the only candidate field of the subject's records
// whose items all start with the sigil of val ("#" channels, "@"
// handles), "" when none or several do.
func sigilField(recs []*indexed, cands []string, val string) string {
	return onlyFieldOfItems(recs, cands, func(it string) bool { return it[0] == val[0] })
}

// sigilOf reports whether c is a sigil ("#" channels, "@" handles) every
// item of the subject's field n starts with: a channel written with its
// "#" is a value of a field of channels, whatever other field holds it.
func sigilOf(recs []*indexed, n string, c byte) bool {
	if c != '#' && c != '@' {
		return false
	}
	r, name := findField(recs, n)
	if r == nil {
		return false
	}
	items := listItems(r.field(name))
	return len(items) > 0 && !slices.ContainsFunc(items, func(it string) bool { return it[0] != c })
}

// sigilWritten returns the "#" or "@" every item of the subject's field n
// starts with, 0 when none.
func sigilWritten(recs []*indexed, n string) byte {
	for _, c := range []byte{'#', '@'} {
		if sigilOf(recs, n, c) {
			return c
		}
	}
	return 0
}
