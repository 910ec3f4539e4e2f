package verify

import (
	"hash/maphash"
	"slices"
	"strings"
)

// valueSets are the fields and the kinds of the records holding a value
// (valueEntry's), sorted: most values of a large file are held by one
// field of one kind, and their entries share one valueSets (two lists
// each were a third of the entries of a 760,000-row CSV's values).
// A valueSets is never modified once handed out.
type valueSets struct {
	fields []string // normalised field names whose domain holds it, sorted
	kins   []string // the kinds of the records holding it (kinOf), sorted; anyKin for a value a profile declares
}

// noSets are the sets of a value held by no field (a template's).
var noSets = &valueSets{}

// setsMemo hands out the valueSets, one for each pair of lists.
type setsMemo struct {
	one map[[2]string]*valueSets // by the single field and kind
	by  map[string]*valueSets    // by the lists joined
}

// with is vs (nil for none) with field and kin added, each when absent.
func (m *setsMemo) with(vs *valueSets, field, kin string) *valueSets {
	if vs == nil {
		k := [2]string{field, kin}
		if s := m.one[k]; s != nil {
			return s
		}
		if m.one == nil {
			m.one = map[[2]string]*valueSets{}
		}
		s := &valueSets{fields: []string{field}, kins: []string{kin}}
		m.one[k] = s
		return s
	}
	fields, kins := withSorted(vs.fields, field), withSorted(vs.kins, kin)
	if len(fields) == len(vs.fields) && len(kins) == len(vs.kins) {
		return vs
	}
	return m.of(fields, kins)
}

// of is the valueSets of the lists (which it may keep).
func (m *setsMemo) of(fields, kins []string) *valueSets {
	if len(fields) == 1 && len(kins) == 1 && m.one != nil {
		if s := m.one[[2]string{fields[0], kins[0]}]; s != nil {
			return s
		}
	}
	var b strings.Builder
	for _, l := range [][]string{fields, kins} {
		if l != nil {
			b.WriteByte(1) // (a nil list and an empty one differ)
		}
		for _, s := range l {
			b.WriteString(s)
			b.WriteByte(0)
		}
		b.WriteByte(2)
	}
	k := b.String()
	s := m.by[k]
	if s == nil {
		if m.by == nil {
			m.by = map[string]*valueSets{}
		}
		s = &valueSets{fields: fields, kins: kins}
		m.by[k] = s
	}
	return s
}

// withSorted is the sorted list with s inserted (a new list) when absent,
// else list itself.
func withSorted(list []string, s string) []string {
	i, ok := slices.BinarySearch(list, s)
	if ok {
		return list
	}
	return slices.Insert(slices.Clip(slices.Clone(list)), i, s)
}

// valueMemo finds the entry of a value key while the domains are learned,
// by the key's hash (the entry's own key telling a hash's keys apart): a
// map of the keys' strings, and their list sorted at the end, were 50
// bytes a value of a field holding one a row.
type valueMemo struct {
	byHash map[uint64]*valueEntry
	clash  map[string]*valueEntry // keys of a hash another key has
	all    []*valueEntry
}

func newValueMemo() *valueMemo {
	return &valueMemo{byHash: map[uint64]*valueEntry{}, clash: map[string]*valueEntry{}}
}

// get is the entry of key nv, nil when none.
func (m *valueMemo) get(nv string) *valueEntry {
	if e := m.byHash[maphash.String(keySeed, nv)]; e != nil && e.norm == nv {
		return e
	}
	return m.clash[nv]
}

// put adds e, whose key has no entry.
func (m *valueMemo) put(e *valueEntry) {
	if h := maphash.String(keySeed, e.norm); m.byHash[h] == nil {
		m.byHash[h] = e
	} else {
		m.clash[e.norm] = e
	}
	m.all = append(m.all, e)
}

// sorted are the entries by key.
func (m *valueMemo) sorted() []*valueEntry {
	slices.SortFunc(m.all, func(a, b *valueEntry) int { return strings.Compare(a.norm, b.norm) })
	return m.all
}
