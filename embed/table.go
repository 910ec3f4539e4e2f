package embed

// table aggregates features by hash: the sum of their weights and their
// count, in order of first insertion. It is an open-addressing hash table
// with linear probing whose slots are cleared one by one on reset, so
// reusing a table grown by a long text costs nothing for a short one (a Go
// map keeps its capacity on clear, and clearing and ranging over it then
// cost in proportion to that capacity).
type table struct {
	slots []int32 // index+1 into entries; 0 is empty
	mask  uint64
	ents  []entry
}

// entry is one distinct feature.
type entry struct {
	h    uint64
	sum  float64
	n    int32
	slot uint32 // where the entry's index is in slots
}

// reset empties t and sizes it for up to n distinct features.
func (t *table) reset(n int) {
	for _, e := range t.ents {
		t.slots[e.slot] = 0
	}
	t.ents = t.ents[:0]
	size := 16
	for size < 2*n {
		size <<= 1
	}
	if size > len(t.slots) {
		t.slots = make([]int32, size)
	}
	// A table much larger than needed is used in part: the mask picks the
	// first size slots, all of which are empty.
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

// add counts one occurrence of f.
func (t *table) add(f feature) {
	i := t.find(f.h)
	if s := t.slots[i]; s != 0 {
		e := &t.ents[s-1]
		e.sum += f.w
		e.n++
		return
	}
	t.ents = append(t.ents, entry{h: f.h, sum: f.w, n: 1, slot: uint32(i)})
	t.slots[i] = int32(len(t.ents))
}

// order returns the distinct features in order of first insertion.
func (t *table) order() []entry { return t.ents }
