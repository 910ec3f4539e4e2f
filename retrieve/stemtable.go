package retrieve

import (
	"slices"
)

// stemTable maps keyword stems to postings: the stems sorted, each with
// its run of postings. It is what the seed index and the gist index are,
// built by Load or read from the persisted lookups (lookups.go); a lookup
// is a binary search, so reading it back needs no hashing.
type stemTable[P any] struct {
	stems []string // sorted, each once
	offs  []int    // the postings of stems[i] are posts[offs[i]:offs[i+1]]
	posts []P
}

// newStemTable makes the table of m, keeping each stem's postings in their
// order.
func newStemTable[P any](m map[string][]P) *stemTable[P] {
	t := &stemTable[P]{stems: make([]string, 0, len(m)), offs: make([]int, 0, len(m)+1)}
	for s := range m {
		t.stems = append(t.stems, s)
	}
	slices.Sort(t.stems)
	n := 0
	for _, s := range t.stems {
		n += len(m[s])
	}
	t.posts = make([]P, 0, n)
	for _, s := range t.stems {
		t.offs = append(t.offs, len(t.posts))
		t.posts = append(t.posts, m[s]...)
	}
	t.offs = append(t.offs, len(t.posts))
	return t
}

// get returns the postings of stem; none for an unknown stem or a nil
// table.
func (t *stemTable[P]) get(stem string) []P {
	if t == nil {
		return nil
	}
	i, ok := slices.BinarySearch(t.stems, stem)
	if !ok {
		return nil
	}
	return t.posts[t.offs[i]:t.offs[i+1]:t.offs[i+1]]
}
