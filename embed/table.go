package embed

// table aggregates features by hash: the sum of their weights and their
// count, in order of first insertion. It is an open-addressing hash table
// with linear probing that grows as entries are added and whose used slots
// are cleared one by one on reset, so reusing a table grown by a long text
// costs nothing for a short one (a Go map keeps its capacity on clear, and
// clearing and ranging over it then cost in proportion to that capacity).
type table struct {
	slots []int32 // index+1 into ents; 0 is empty
	mask  uint64  // the slots in use are slots[:mask+1]
	ents  []entry
}

// entry is one distinct feature.
type entry struct {
	h    uint64
	sum  float64
	n    int32
	slot uint32 // where the entry's index is in slots
}

// reset empties t, sizing it for about n distinct features.
func (t *table) reset(n int) {
	for _, e := range t.ents {
		t.slots[e.slot] = 0
	}
	t.ents = t.ents[:0]
	size := 16
	for size < 2*n && size < 1<<16 {
		size <<= 1
	}
	if size > len(t.slots) {
		t.slots = make([]int32, size)
	}
	// A table larger than needed is used in part: the mask picks the first
	// size slots, all of which are empty.
	t.mask = uint64(size - 1)
}

// find returns the slot of h, or the empty slot where h would go.
func (t *table) find(h uint64) uint64 {
	i := (h ^ h>>32) & t.mask
	for {
		s := t.slots[i]
		if s == 0 || t.ents[s-1].h == h {
			return i
		}
		i = (i + 1) & t.mask
	}
}

// add adds n occurrences of feature h with total weight w.
func (t *table) add(h uint64, w float64, n int32) {
	i := t.find(h)
	if s := t.slots[i]; s != 0 {
		e := &t.ents[s-1]
		e.sum += w
		e.n += n
		return
	}
	if 2*(len(t.ents)+1) > int(t.mask+1) {
		t.grow()
		i = t.find(h)
	}
	t.ents = append(t.ents, entry{h: h, sum: w, n: n, slot: uint32(i)})
	t.slots[i] = int32(len(t.ents))
}

// grow doubles the slots in use and re-inserts every entry.
func (t *table) grow() {
	size := 2 * int(t.mask+1)
	if size > len(t.slots) {
		t.slots = make([]int32, size)
	} else {
		clear(t.slots[:size])
	}
	t.mask = uint64(size - 1)
	for k := range t.ents {
		i := t.find(t.ents[k].h)
		t.slots[i] = int32(k + 1)
		t.ents[k].slot = uint32(i)
	}
}

// order returns the distinct features in order of first insertion.
func (t *table) order() []entry { return t.ents }
