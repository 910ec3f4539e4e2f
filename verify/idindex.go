package verify

import (
	"cmp"
	"hash/maphash"
	"maps"
	"slices"
	"strings"

	"github.com/canon-kg/canon/wire"
)

// idIndex finds the records of an ID lookup form (idKey), in precedence
// order. A form of one record, nearly all of them, maps to that record's
// position in the verifier's records (a list of one is a slice of them),
// a form of several to their list: a list each, and its map's larger
// entries, were a seventh of the verifier of a 190,000-row CSV.
//
// Once learned (see pack), the forms of one record are packed: their
// hashes sorted, each with its record's position and the end of its form
// in one string of them all (25 bytes a form; 53 in the map, a 42 MB
// CSV's 40 MB).
type idIndex struct {
	one    map[string]int32
	many   map[string][]*indexed
	packed *packedIDs
}

// packedIDs are the forms of one record each, by hash.
type packedIDs struct {
	hash []uint64 // sorted
	at   []int32  // the record of each form; -1 once the form has several
	end  []uint32 // the end of each form in forms, after the one before
	text string   // the forms one after another
}

// find is the index of form k, -1 when none.
func (p *packedIDs) find(k string) int {
	if p == nil {
		return -1
	}
	h := maphash.String(keySeed, k)
	i, _ := slices.BinarySearch(p.hash, h)
	for ; i < len(p.hash) && p.hash[i] == h; i++ {
		if p.at[i] >= 0 && p.form(i) == k {
			return i
		}
	}
	return -1
}

// form is the i-th form.
func (p *packedIDs) form(i int) string {
	start := uint32(0)
	if i > 0 {
		start = p.end[i-1]
	}
	return p.text[start:p.end[i]]
}

// pack packs the forms of one record: x.one is empty after, and takes
// the forms added after.
func (x *idIndex) pack() {
	fs := make([]oneForm, 0, len(x.one)+x.packed.len())
	for k, i := range x.one {
		fs = append(fs, oneForm{maphash.String(keySeed, k), i, k})
	}
	if p := x.packed; p != nil {
		for i := range p.hash {
			if p.at[i] >= 0 {
				fs = append(fs, oneForm{p.hash[i], p.at[i], p.form(i)})
			}
		}
	}
	x.packed, x.one = packForms(fs), map[string]int32{}
}

// oneForm is a form of one record, its hash and the record's position.
type oneForm struct {
	h  uint64
	at int32
	k  string
}

// packForms packs the distinct forms fs (which it sorts).
func packForms(fs []oneForm) *packedIDs {
	slices.SortFunc(fs, func(a, b oneForm) int { return cmp.Or(cmp.Compare(a.h, b.h), strings.Compare(a.k, b.k)) })
	p := &packedIDs{hash: make([]uint64, len(fs)), at: make([]int32, len(fs)), end: make([]uint32, len(fs))}
	var b strings.Builder
	n := 0
	for _, f := range fs {
		n += len(f.k)
	}
	b.Grow(n)
	for i, f := range fs {
		p.hash[i], p.at[i] = f.h, f.at
		b.WriteString(f.k)
		p.end[i] = uint32(b.Len())
	}
	p.text = b.String()
	return p
}

// len is the count of forms packed.
func (p *packedIDs) len() int {
	if p == nil {
		return 0
	}
	n := 0
	for _, i := range p.at {
		if i >= 0 {
			n++
		}
	}
	return n
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
	if j := x.packed.find(k); j >= 0 {
		i := x.packed.at[j]
		return recs[i : i+1 : i+1]
	}
	return x.many[k]
}

// has reports whether form k names some record.
func (x idIndex) has(k string) bool {
	if _, ok := x.one[k]; ok {
		return true
	}
	if x.packed.find(k) >= 0 {
		return true
	}
	_, ok := x.many[k]
	return ok
}

// len is the count of forms.
func (x idIndex) len() int { return len(x.one) + x.packed.len() + len(x.many) }

// add adds ix, at position i of recs once recs holds it (recs holds the
// records before it), to the records of form k unless it is one of them.
func (x idIndex) add(k string, ix *indexed, i int, recs []*indexed) {
	if p := x.packed.find(k); p >= 0 {
		j := x.packed.at[p]
		if int(j) == i {
			return
		}
		x.many[k] = []*indexed{recs[j], ix}
		x.packed.at[p] = -1
		return
	}
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
	if p := x.packed; p != nil {
		for i, j := range p.at {
			if j >= 0 {
				keys = append(keys, p.form(i))
			}
		}
	}
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
	x := idIndex{one: map[string]int32{}, many: map[string][]*indexed{}}
	fs := make([]oneForm, 0, n)
	prev := ""
	for j := range n {
		k := d.Str()
		if j > 0 && k <= prev && d.Err() == nil {
			d.Fail("a map repeats a key") // (or is out of order)
		}
		prev = k
		m, ok := count(d)
		if ok && m == 1 {
			switch i := d.Uint(); {
			case i == 0:
				x.many[k] = []*indexed{nil}
			case i > uint64(len(recs)):
				d.Fail("record %d out of range", i-1)
			default:
				fs = append(fs, oneForm{maphash.String(keySeed, k), int32(i - 1), k})
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
	x.packed = packForms(fs)
	return x
}
