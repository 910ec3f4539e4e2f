package graph

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"unsafe"
)

// ErrCorruptAdjacency is returned (wrapped) by DecodeAdjacency for bytes
// that are not an encoded adjacency.
var ErrCorruptAdjacency = errors.New("graph: corrupt adjacency")

// AppendBinary appends the binary form of a to b (DecodeAdjacency reads
// it): the sorted nodes, the distinct predicates, then each node's arcs as
// (neighbour, predicate, direction). The same adjacency gives the same
// bytes.
func (a *Adjacency) AppendBinary(b []byte) []byte {
	var preds []string
	for _, arcs := range a.arcs {
		for _, arc := range arcs {
			preds = append(preds, arc.predicate)
		}
	}
	slices.Sort(preds)
	preds = slices.Compact(preds)
	b = binary.AppendUvarint(b, uint64(len(a.nodes)))
	for _, n := range a.nodes {
		b = binary.AppendUvarint(b, uint64(len(n)))
		b = append(b, n...)
	}
	b = binary.AppendUvarint(b, uint64(len(preds)))
	for _, p := range preds {
		b = binary.AppendUvarint(b, uint64(len(p)))
		b = append(b, p...)
	}
	for _, arcs := range a.arcs {
		b = binary.AppendUvarint(b, uint64(len(arcs)))
		for _, arc := range arcs {
			p, _ := slices.BinarySearch(preds, arc.predicate)
			rev := uint64(0)
			if arc.reverse {
				rev = 1
			}
			b = binary.AppendUvarint(b, uint64(arc.to))
			b = binary.AppendUvarint(b, uint64(p)<<1|rev)
		}
	}
	return b
}

// DecodeAdjacency reads an adjacency AppendBinary wrote at the start of b
// and returns it with the number of bytes read. Its node and predicate
// names point into b, which must not be modified afterwards.
func DecodeAdjacency(b []byte) (*Adjacency, int, error) {
	d := adjDecoder{b: b}
	a := &Adjacency{}
	a.nodes = d.strs()
	preds := d.strs()
	if d.err != nil {
		return nil, 0, d.err
	}
	a.arcs = make([][]adjacencyArc, len(a.nodes))
	for i := range a.arcs {
		n := d.count()
		if n == 0 {
			continue
		}
		arcs := make([]adjacencyArc, n)
		for k := range arcs {
			to, pr := d.uint(), d.uint()
			if d.err == nil && (to >= uint64(len(a.nodes)) || pr>>1 >= uint64(len(preds))) {
				d.err = fmt.Errorf("%w: arc out of range at byte %d", ErrCorruptAdjacency, d.off)
			}
			if d.err != nil {
				return nil, 0, d.err
			}
			arcs[k] = adjacencyArc{to: int(to), predicate: preds[pr>>1], reverse: pr&1 == 1}
		}
		a.arcs[i] = arcs
	}
	if d.err != nil {
		return nil, 0, d.err
	}
	if !slices.IsSorted(a.nodes) {
		return nil, 0, fmt.Errorf("%w: nodes out of order", ErrCorruptAdjacency)
	}
	return a, d.off, nil
}

type adjDecoder struct {
	b   []byte
	off int
	err error
}

func (d *adjDecoder) uint() uint64 {
	if d.err != nil {
		return 0
	}
	x, n := binary.Uvarint(d.b[d.off:])
	if n <= 0 {
		d.err = fmt.Errorf("%w: cut short at byte %d", ErrCorruptAdjacency, d.off)
		return 0
	}
	d.off += n
	return x
}

// count reads a count, bounded by the bytes left (each element takes at
// least one byte).
func (d *adjDecoder) count() int {
	n := d.uint()
	if d.err == nil && n > uint64(len(d.b)-d.off) {
		d.err = fmt.Errorf("%w: count %d at byte %d exceeds the bytes left", ErrCorruptAdjacency, n, d.off)
	}
	if d.err != nil {
		return 0
	}
	return int(n)
}

func (d *adjDecoder) strs() []string {
	n := d.count()
	if n == 0 {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		l := d.count()
		if d.err != nil {
			return nil
		}
		if l > 0 {
			out[i] = unsafe.String(&d.b[d.off], l)
		}
		d.off += l
	}
	return out
}
