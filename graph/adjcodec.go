package graph

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/canon-kg/canon/wire"
)

// ErrCorruptAdjacency is returned (wrapped) by DecodeAdjacency for bytes
// that are not an encoded adjacency.
var ErrCorruptAdjacency = errors.New("graph: corrupt adjacency")

// AppendBinary appends the binary form of a to b (DecodeAdjacency reads
// it): the sorted nodes, the distinct predicates, then each node's arcs as
// (neighbour, predicate, direction). The same adjacency gives the same
// bytes.
func (a *Adjacency) AppendBinary(b []byte) []byte {
	b = wire.AppendStrs(b, a.nodes)
	b = wire.AppendStrs(b, a.preds)
	for _, arcs := range a.arcs {
		b = wire.AppendUint(b, uint64(len(arcs)))
		for _, arc := range arcs {
			rev := uint64(0)
			if arc.reverse {
				rev = 1
			}
			b = wire.AppendUint(b, uint64(arc.to))
			b = wire.AppendUint(b, uint64(arc.pred)<<1|rev)
		}
	}
	return b
}

// DecodeAdjacency reads an adjacency AppendBinary wrote at the start of b
// and returns it with the number of bytes read. Its node and predicate
// names point into b, which must not be modified afterwards.
func DecodeAdjacency(b []byte) (*Adjacency, int, error) {
	d := wire.NewDecoder(b, 0, ErrCorruptAdjacency)
	a := &Adjacency{nodes: d.Strs(), preds: d.Strs()}
	if d.Err() != nil {
		return nil, 0, d.Err()
	}
	if len(a.nodes) > math.MaxInt32 || len(a.preds) > maxPredicates {
		return nil, 0, fmt.Errorf("%w: %d nodes, %d predicates", ErrCorruptAdjacency, len(a.nodes), len(a.preds))
	}
	a.arcs = make([][]adjacencyArc, len(a.nodes))
	for i := range a.arcs {
		n := d.Count()
		if n == 0 {
			continue
		}
		arcs := make([]adjacencyArc, n)
		for k := range arcs {
			to, pr := d.Uint(), d.Uint()
			if d.Err() == nil && (to >= uint64(len(a.nodes)) || pr>>1 >= uint64(len(a.preds))) {
				d.Fail("arc out of range at byte %d", d.Off())
			}
			if d.Err() != nil {
				return nil, 0, d.Err()
			}
			arcs[k] = adjacencyArc{to: int32(to), pred: uint16(pr >> 1), reverse: pr&1 == 1}
		}
		a.arcs[i] = arcs
	}
	if d.Err() != nil {
		return nil, 0, d.Err()
	}
	if !slices.IsSorted(a.nodes) || !slices.IsSorted(a.preds) {
		return nil, 0, fmt.Errorf("%w: nodes or predicates out of order", ErrCorruptAdjacency)
	}
	return a, d.Off(), nil
}
