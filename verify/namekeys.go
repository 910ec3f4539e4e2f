package verify

import (
	"cmp"
	"hash/maphash"
	"slices"
	"strings"

	"github.com/canon-kg/canon/wire"
)

// nameKeys finds the record of a plain-name key (payments; see
// nameKeyOf) by the key's hash: the hashes sorted, each with the position
// of its record, whose own key tells a hash's keys apart. A map of the
// keys' strings was 50 bytes a record of a large CSV (a 42 MB one's 38
// MB); these are 12.
type nameKeys struct {
	hash []uint64 // sorted; equal hashes by position
	at   []int32  // the record of each hash
	set  bool     // (a nil map is written as none)
}

// keySeed seeds the hashes of nameKeys (which are never written).
var keySeed = maphash.MakeSeed()

// nameKeyOf is the key r is found by in nameKeys: its Key in small
// letters, a code's separator dropped.
func nameKeyOf(r *indexed) string { return joinCodes(strings.ToLower(strings.TrimSpace(r.Key))) }

// add adds key k of the record at position i; the first record of a key
// keeps it (see finish).
func (x *nameKeys) add(k string, i int32) {
	x.set = true
	x.hash = append(x.hash, maphash.String(keySeed, k))
	x.at = append(x.at, i)
}

// finish sorts the hashes added, and keeps of the records of one key the
// first only.
func (x *nameKeys) finish(recs []*indexed) {
	type pair struct {
		h  uint64
		at int32
	}
	ps := make([]pair, len(x.hash))
	for i := range ps {
		ps[i] = pair{x.hash[i], x.at[i]}
	}
	slices.SortFunc(ps, func(a, b pair) int { return cmp.Or(cmp.Compare(a.h, b.h), cmp.Compare(a.at, b.at)) })
	hash, at := make([]uint64, 0, len(ps)), make([]int32, 0, len(ps))
	for i, p := range ps {
		run := len(hash) // the first held of p's hash
		for run > 0 && hash[run-1] == p.h {
			run--
		}
		if i > 0 && ps[i-1].h == p.h {
			k := nameKeyOf(recs[p.at])
			if slices.ContainsFunc(at[run:], func(j int32) bool { return nameKeyOf(recs[j]) == k }) {
				continue
			}
		}
		hash, at = append(hash, p.h), append(at, p.at)
	}
	x.hash, x.at = hash, at
}

// len is the count of keys.
func (x *nameKeys) len() int { return len(x.hash) }

// get is the position of the record of key k among recs, and whether
// there is one.
func (x *nameKeys) get(k string, recs []*indexed) (int32, bool) {
	h := maphash.String(keySeed, k)
	i, _ := slices.BinarySearch(x.hash, h)
	for ; i < len(x.hash) && x.hash[i] == h; i++ {
		if nameKeyOf(recs[x.at[i]]) == k {
			return x.at[i], true
		}
	}
	return 0, false
}

// writeNameKeys writes x as writeMap writes the map of each key to its
// record's position.
func writeNameKeys(iw *indexWriter, x *nameKeys, recs []*indexed) {
	if !x.set {
		iw.b = wire.AppendUint(iw.b, 0)
		return
	}
	type entry struct {
		k  string
		at int32
	}
	es := make([]entry, len(x.at))
	for i, j := range x.at {
		es[i] = entry{nameKeyOf(recs[j]), j}
	}
	slices.SortFunc(es, func(a, b entry) int { return strings.Compare(a.k, b.k) })
	iw.b = wire.AppendUint(iw.b, uint64(len(es))+1)
	for _, e := range es {
		iw.b = wire.AppendUint(wire.AppendStr(iw.b, e.k), uint64(e.at))
		iw.flush(false)
	}
}

// readNameKeys reads what writeNameKeys wrote, of the records recs: each
// key is its record's own (nameKeyOf), which tells the keys of a hash
// apart.
func readNameKeys(d *wire.Decoder, recs []*indexed) nameKeys {
	n, ok := count(d)
	if !ok {
		return nameKeys{}
	}
	x := nameKeys{set: true, hash: make([]uint64, 0, n), at: make([]int32, 0, n)}
	prev := ""
	for j := range n {
		k := d.Str()
		i := d.Uint()
		if i >= uint64(len(recs)) {
			d.Fail("record %d out of range", i)
			return nameKeys{}
		}
		if j > 0 && k <= prev && d.Err() == nil {
			d.Fail("a map repeats a key")
		}
		prev = k
		x.add(k, int32(i))
	}
	if d.Err() != nil {
		return nameKeys{}
	}
	x.finish(recs)
	return x
}
