package verify

import (
	"maps"
	"slices"

	"github.com/canon-kg/canon/wire"
)

// idIndex finds the records of an ID lookup form (idKey), in precedence
// order. A form of one record, nearly all of them, maps to that record's
// position in the verifier's records (a list of one is a slice of them),
// a form of several to their list: a list each, and its map's larger
// entries, were a seventh of the verifier of a 190,000-row CSV.
type idIndex struct {
	one  map[string]int32
	many map[string][]*indexed
}

func newIDIndex() idIndex {
	return idIndex{one: map[string]int32{}, many: map[string][]*indexed{}}
}

// get is the records of form k among recs (the verifier's records), nil
// when none; the caller must not modify the list.
func (x idIndex) get(k string, recs []*indexed) []*indexed {
	if i, ok := x.one[k]; ok {
		return recs[i : i+1 : i+1]
	}
	return x.many[k]
}

// has reports whether form k names some record.
func (x idIndex) has(k string) bool {
	if _, ok := x.one[k]; ok {
		return true
	}
	_, ok := x.many[k]
	return ok
}

// len is the count of forms.
func (x idIndex) len() int { return len(x.one) + len(x.many) }

// add adds ix, at position i of recs once recs holds it (recs holds the
// records before it), to the records of form k unless it is one of them.
func (x idIndex) add(k string, ix *indexed, i int, recs []*indexed) {
	if j, ok := x.one[k]; ok {
		if int(j) == i {
			return
		}
		x.many[k] = []*indexed{recs[j], ix}
		delete(x.one, k)
		return
	}
	if rs, ok := x.many[k]; ok {
		if !slices.Contains(rs, ix) {
			x.many[k] = append(rs, ix)
		}
		return
	}
	x.one[k] = int32(i)
}

// writeIDIndex writes x as writeMap writes the map of each form to its
// records.
func writeIDIndex(iw *indexWriter, x idIndex, recs []*indexed, at map[*indexed]int) {
	if x.one == nil {
		iw.b = wire.AppendUint(iw.b, 0)
		return
	}
	iw.b = wire.AppendUint(iw.b, uint64(x.len())+1)
	keys := make([]string, 0, x.len())
	keys = slices.AppendSeq(slices.AppendSeq(keys, maps.Keys(x.one)), maps.Keys(x.many))
	slices.Sort(keys)
	for _, k := range keys {
		iw.b = appendRefs(wire.AppendStr(iw.b, k), x.get(k, recs), at)
		iw.flush(false)
	}
}

// readIDIndex reads what writeIDIndex wrote, of the records recs.
func readIDIndex(d *wire.Decoder, recs []*indexed) idIndex {
	n, ok := count(d)
	if !ok {
		return idIndex{}
	}
	x := idIndex{one: make(map[string]int32, n), many: map[string][]*indexed{}}
	for range n {
		k := d.Str()
		if x.has(k) && d.Err() == nil {
			d.Fail("a map repeats a key")
		}
		m, ok := count(d)
		if ok && m == 1 {
			switch i := d.Uint(); {
			case i == 0:
				x.many[k] = []*indexed{nil}
			case i > uint64(len(recs)):
				d.Fail("record %d out of range", i-1)
			default:
				x.one[k] = int32(i - 1)
			}
			continue
		}
		var rs []*indexed
		if ok {
			rs = make([]*indexed, m)
			for i := range rs {
				rs[i] = readRef(d, recs)
			}
		}
		x.many[k] = rs
	}
	if x.len() != n && d.Err() == nil {
		d.Fail("a map repeats a key")
	}
	return x
}
