package graph

import (
	"context"
	"iter"

	cgraph "github.com/cayleygraph/cayley/graph"
	"github.com/cayleygraph/quad"

	"github.com/canon-kg/canon/vocabulary"
)

// DefaultTxQuads is the transaction size (Options.TxQuads) of a store
// opened without one. bbolt keeps every page a transaction writes in memory
// until it commits, and Cayley the nodes of its deltas: a 3 MB CSV of
// 240,000 quads written in one transaction held 175 MB of bbolt nodes at
// its peak, and a 10 MB one of 760,000 took 2.9 GB of resident memory (1.7
// GB in transactions of 100,000). Smaller transactions cost time instead:
// Cayley keys its value entries by hash, so a transaction adding many
// values rewrites most leaves of those buckets whatever its size, and eight
// 1 MB CSVs (80,000 quads each) written in transactions of 8,000 took 182 s
// instead of 24 s. A transaction of 100,000 quads holds about what one
// 1.3 MB CSV made. Since state version 7 a source of truth's records are
// stored in blocks (vocabulary.RecordBlocks), so a CSV is a few hundred
// quads and what fills transactions is a large rule file (six quads or so
// a rule): a 2.9 MB AGENTS.md of 50,000 rules (300,000 quads) held 107 MB
// in its transactions of 100,000 and 58 MB in those of 25,000, for the
// same time (7.4-7.8 s user at 100,000, 6.6-7.5 s at 25,000; the public
// corpora 23.5 and 20.8 s).
const DefaultTxQuads = 25_000

// docChange is what one Replace does to one document: the quads it adds
// (in the caller's form, converted when written) and the stored quads it
// removes. keepHash are the document's file-hash quads that are in both
// the old and the new version: a document spread over several transactions
// removes and adds them again, so that it has no file-hash quad between.
type docChange struct {
	label    string
	adds     []Quad
	dels     []quad.Quad
	keepHash []Quad
}

func (c docChange) len() int { return len(c.adds) + len(c.dels) }

// diff returns the change turning the stored quads old of label into want.
// A new document's adds are want itself.
func diff(label string, old []quad.Quad, want []Quad) docChange {
	c := docChange{label: label}
	if len(old) == 0 {
		c.adds = want
		return c
	}
	have := make(map[quad.Quad]bool, len(old))
	for _, q := range old {
		have[q] = true
	}
	keep := make(map[quad.Quad]bool, len(want))
	for _, q := range want {
		cq := toCayley(q)
		keep[cq] = true
		switch {
		case !have[cq]:
			c.adds = append(c.adds, q)
		case c.isHash(q):
			c.keepHash = append(c.keepHash, q)
		}
	}
	for _, q := range old {
		if !keep[q] {
			c.dels = append(c.dels, q)
		}
	}
	return c
}

// isHash and isPath report whether q is the document's file-hash quad or
// path quad; isHashStored and isPathStored are the same for stored quads.
func (c docChange) isHash(q Quad) bool {
	return q.Subject == c.label && q.Predicate == vocabulary.DocFileHash
}

func (c docChange) isPath(q Quad) bool {
	return q.Subject == c.label && q.Predicate == vocabulary.DocPath
}

func (c docChange) isHashStored(q quad.Quad) bool {
	return q.Subject == quad.IRI(c.label) && q.Predicate == quad.IRI(vocabulary.DocFileHash)
}

func (c docChange) isPathStored(q quad.Quad) bool {
	return q.Subject == quad.IRI(c.label) && q.Predicate == quad.IRI(vocabulary.DocPath)
}

// all yields the change's deltas for one transaction.
func (c docChange) all(yield func(cgraph.Delta) bool) {
	for _, q := range c.adds {
		if !yield(cgraph.Delta{Quad: toCayley(q), Action: cgraph.Add}) {
			return
		}
	}
	for _, q := range c.dels {
		if !yield(cgraph.Delta{Quad: q, Action: cgraph.Delete}) {
			return
		}
	}
}

// ordered yields the change's deltas for several transactions, in the
// order that keeps a half-written document recognisable: the old file-hash
// quad is removed first and the path quad added first; the path quad is
// removed last and the new file-hash quad added last. In between come the
// other additions, then the other removals, so that a node used before and
// after keeps a reference throughout. A write stopped anywhere leaves
// either the whole old version, the whole new one, or a document with a
// path quad and no file-hash quad.
func (c docChange) ordered() iter.Seq[cgraph.Delta] {
	add := func(q Quad) cgraph.Delta { return cgraph.Delta{Quad: toCayley(q), Action: cgraph.Add} }
	del := func(q quad.Quad) cgraph.Delta { return cgraph.Delta{Quad: q, Action: cgraph.Delete} }
	return func(yield func(cgraph.Delta) bool) {
		for _, q := range c.dels {
			if c.isHashStored(q) && !yield(del(q)) {
				return
			}
		}
		for _, q := range c.keepHash {
			if !yield(del(toCayley(q))) {
				return
			}
		}
		for _, q := range c.adds {
			if c.isPath(q) && !yield(add(q)) {
				return
			}
		}
		for _, q := range c.adds {
			if !c.isPath(q) && !c.isHash(q) && !yield(add(q)) {
				return
			}
		}
		for _, q := range c.dels {
			if !c.isPathStored(q) && !c.isHashStored(q) && !yield(del(q)) {
				return
			}
		}
		for _, q := range c.dels {
			if c.isPathStored(q) && !yield(del(q)) {
				return
			}
		}
		for _, q := range c.adds {
			if c.isHash(q) && !yield(add(q)) {
				return
			}
		}
		for _, q := range c.keepHash {
			if !yield(add(q)) {
				return
			}
		}
	}
}

// txValueBytes is the size of a value that counts as one more delta in a
// transaction (see deltaWeight): bbolt holds the pages of a transaction's
// values and Cayley their nodes until it commits, and a source of truth's
// record blocks (64 KB each, vocabulary.RecordBlocks) are a few quads of
// many bytes: the 1,800 blocks of a 42 MB CSV (119 MB) in one transaction
// held 210 MB of bbolt's pages and nodes at its peak, besides the blocks.
const txValueBytes = 1 << 10

// deltaWeight is what a delta counts for in a transaction's size: one,
// and one more for each txValueBytes of its object.
func deltaWeight(d cgraph.Delta) int { return 1 + len(text(d.Quad.Object))/txValueBytes }

// weight is the sum of the weights of the change's deltas (as
// deltaWeight, from the quads as given).
func (c docChange) weight() int {
	n := len(c.adds) + len(c.dels)
	for _, q := range c.adds {
		n += len(q.Object) / txValueBytes
	}
	for _, q := range c.dels {
		n += len(text(q.Object)) / txValueBytes
	}
	return n
}

// txWriter groups the changes of a Replace into transactions of at most
// size (before keepAddedNodes' additions), counted in deltas weighted by
// their values' sizes (deltaWeight): whole documents share a transaction,
// and a document larger than size is spread over transactions of its own.
type txWriter struct {
	s      *Store
	size   int
	group  []cgraph.Delta
	weight int // of group
}

// write adds a document's change, committing transactions as they fill.
func (w *txWriter) write(ctx context.Context, c docChange) error {
	if c.len() == 0 {
		return nil
	}
	if n := c.weight(); n <= w.size {
		if w.weight+n > w.size {
			if err := w.flush(ctx); err != nil {
				return err
			}
		}
		for d := range c.all {
			w.group = append(w.group, d)
		}
		w.weight += n
		return nil
	}
	if err := w.flush(ctx); err != nil {
		return err
	}
	for d := range c.ordered() {
		w.group = append(w.group, d)
		if w.weight += deltaWeight(d); w.weight >= w.size {
			if err := w.flush(ctx); err != nil {
				return err
			}
		}
	}
	return w.flush(ctx)
}

// flush commits the gathered deltas in one transaction.
func (w *txWriter) flush(ctx context.Context) error {
	if len(w.group) == 0 {
		return nil
	}
	deltas := w.group
	if w.s.backend == backendBolt {
		deltas = keepAddedNodes(deltas)
	}
	err := w.s.apply(ctx, deltas)
	clear(w.group) // drop the references to this transaction's values
	w.group, w.weight = w.group[:0], 0
	if err == nil && w.s.afterTx != nil {
		err = w.s.afterTx()
	}
	return err
}

// txQuads is the transaction size of Options.TxQuads n.
func txQuads(n int) int {
	if n <= 0 {
		return DefaultTxQuads
	}
	return n
}
