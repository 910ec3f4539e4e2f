package verify

// idBlocks reports whether a mapping keyed by an ID (seg) holding one
// field of its own and mappings of fields below it (name: X, then
// reorder: {min_qty, max_qty}) is a record: the ID says it is one of a
// register's entries, though its values are in blocks.
func idBlocks(seg string, leaves []string) bool {
	return direct(leaves) == 1 && len(leaves) >= 3 && idShapeRe.MatchString(seg)
}
