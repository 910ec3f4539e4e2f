package graph

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	cgraph "github.com/cayleygraph/cayley/graph"
	"github.com/cayleygraph/quad"

	"github.com/canon-kg/canon/vocabulary"
)

// Quad is one statement. Subject and Label are node IDs; Object is a node ID
// when the predicate's value type is vocabulary.Node and literal text
// otherwise.
type Quad struct {
	Subject, Predicate, Object, Label string
}

// compareQuads orders quads by subject, predicate, object, then label.
func compareQuads(a, b Quad) int {
	return cmp.Or(CompareSPO(a, b), strings.Compare(a.Label, b.Label))
}

// CompareSPO orders quads by subject, predicate and object (the order of
// one document's quads, which share a label).
func CompareSPO(a, b Quad) int {
	return cmp.Or(
		strings.Compare(a.Subject, b.Subject),
		strings.Compare(a.Predicate, b.Predicate),
		strings.Compare(a.Object, b.Object),
	)
}

// DocQuads is the complete set of quads one document produces. Every quad's
// Label must equal Label; an empty quad Label is set to it.
type DocQuads struct {
	Label string
	Quads []Quad
}

// toValue is the stored form of an object of predicate.
func toValue(predicate, object string) quad.Value {
	if vocabulary.IsNode(predicate) {
		return quad.IRI(object)
	}
	return quad.String(object)
}

// toCayley is the stored form of q.
func toCayley(q Quad) quad.Quad {
	return quad.Quad{
		Subject:   quad.IRI(q.Subject),
		Predicate: quad.IRI(q.Predicate),
		Object:    toValue(q.Predicate, q.Object),
		Label:     quad.IRI(q.Label),
	}
}

// text is the string a stored value stands for: the IRI or the literal's
// exact text. Values written by other tools fall back to their N-Quads form.
func text(v quad.Value) string {
	switch v := v.(type) {
	case nil:
		return ""
	case quad.IRI:
		return string(v)
	case quad.String:
		return string(v)
	}
	return v.String()
}

// checkQuad validates q against the vocabulary and the node ID rules.
func checkQuad(q Quad) error {
	if q.Subject == "" {
		return errors.New("empty subject")
	}
	if q.Predicate == "" {
		return errors.New("empty predicate")
	}
	return vocabulary.Check(q.Predicate, q.Object)
}

// prepare validates docs and returns each document's quads, deduplicated
// and with labels filled in. It writes nothing. A document's quads that
// need neither (what ingest writes) are returned as given, not copied.
func prepare(docs []DocQuads) ([][]Quad, error) {
	seen := make(map[string]bool, len(docs))
	out := make([][]Quad, len(docs))
	for i, d := range docs {
		if d.Label == "" {
			return nil, fmt.Errorf("document %d: empty label", i)
		}
		if seen[d.Label] {
			return nil, fmt.Errorf("document %s: label given twice in one call", d.Label)
		}
		seen[d.Label] = true
		qs, err := normalise(d)
		if err != nil {
			return nil, fmt.Errorf("document %s: %w", d.Label, err)
		}
		out[i] = qs
	}
	return out, nil
}

// normalise checks d's quads and returns them with empty labels set to
// d.Label and duplicates dropped: d.Quads itself when that changes nothing.
func normalise(d DocQuads) ([]Quad, error) {
	// Sorted input (what ingest writes) has its duplicates side by side;
	// other input is deduplicated with a set.
	sorted := slices.IsSortedFunc(d.Quads, compareQuads)
	var set map[Quad]bool
	if !sorted {
		set = make(map[Quad]bool, len(d.Quads))
	}
	var (
		out     []Quad // the quads kept, once one differs from its input
		copying bool
		prev    Quad // the last quad kept, label filled in
	)
	for k, q := range d.Quads {
		filled := q.Label == ""
		if filled {
			q.Label = d.Label
		}
		if q.Label != d.Label {
			return nil, fmt.Errorf("quad %s %s has label %s", q.Subject, q.Predicate, q.Label)
		}
		var dup bool
		if sorted {
			dup = k > 0 && prev == q
		} else {
			dup = set[q]
			set[q] = true
		}
		if (dup || filled) && !copying {
			out = append(make([]Quad, 0, len(d.Quads)), d.Quads[:k]...)
			copying = true
		}
		if dup {
			continue
		}
		prev = q
		if err := checkQuad(q); err != nil {
			return nil, fmt.Errorf("quad %s %s: %w", q.Subject, q.Predicate, err)
		}
		if copying {
			out = append(out, q)
		}
	}
	if !copying {
		return d.Quads, nil
	}
	return out, nil
}

// ignore makes ApplyDeltas skip adds of present quads and removals of
// absent ones instead of failing: Cayley's KV store keeps buffered index
// entries across a failed ApplyDeltas, so it must not fail on those.
var ignore = cgraph.IgnoreOpts{IgnoreDup: true, IgnoreMissing: true}

// Replace makes each document's quads exactly docs[i].Quads: quads labelled
// docs[i].Label that are not in the new set are removed and new ones added.
// Every quad is checked against the vocabulary first; if any fails nothing
// is written and the error names the document, subject and predicate.
// Duplicate quads are written once. A document with no quads is deleted.
//
// The changes are written in transactions of at most the store's
// transaction size (Options.TxQuads) where whole documents allow: the
// documents of a call share transactions, and a document whose changes
// alone exceed the size is spread over transactions of its own (split.go),
// ordered so that its file-hash quad (vocabulary.DocFileHash) is absent
// from the store from the first to the last. A call that fails or is
// cancelled midway keeps the transactions it committed: a document it
// left half-written has its path quad (vocabulary.DocPath) and no file-hash
// quad.
func (s *Store) Replace(ctx context.Context, docs []DocQuads) error {
	wanted, err := prepare(docs)
	if err != nil {
		return fmt.Errorf("replace quads in %s: %w", s.where, err)
	}
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	w := txWriter{s: s, size: s.txQuads}
	for i, d := range docs {
		old, err := s.labelled(ctx, d.Label)
		if err != nil {
			return fmt.Errorf("replace quads of %s: %w", d.Label, err)
		}
		if err := w.write(ctx, diff(d.Label, old, wanted[i])); err != nil {
			return fmt.Errorf("replace quads of %s in %s: %w", d.Label, s.where, err)
		}
	}
	if err := w.flush(ctx); err != nil {
		return fmt.Errorf("replace quads of %d documents in %s: %w", len(docs), s.where, err)
	}
	return nil
}

// Delete removes every quad labelled with one of labels, in as few
// transactions as Replace. Unknown labels are not an error.
func (s *Store) Delete(ctx context.Context, labels ...string) error {
	docs := make([]DocQuads, 0, len(labels))
	for _, l := range slices.Compact(slices.Sorted(slices.Values(labels))) {
		docs = append(docs, DocQuads{Label: l})
	}
	if err := s.Replace(ctx, docs); err != nil {
		return fmt.Errorf("delete: %w", err)
	}
	return nil
}

// apply writes deltas in one transaction.
func (s *Store) apply(ctx context.Context, deltas []cgraph.Delta) error {
	if len(deltas) == 0 {
		return nil
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return s.qs.ApplyDeltas(deltas, ignore)
}

// keepAddedNodes works around Cayley's KV store dropping a direction of an
// added quad when, within the same ApplyDeltas, more quads referring to that
// node are removed than added: the node's net reference count is negative,
// so it is resolved only for removal and the added quad gets no ID for it.
// While some node of an added quad has a negative net count, it re-adds
// (before their removal) removed quads that touch it: adding a present quad
// is skipped (IgnoreDup) but still counts as a reference. A re-added quad is
// an added quad too, so this runs to a fixed point; it ends because each
// removed quad is re-added at most once, and once every removed quad touching
// a node is re-added the node's net count is its (non-negative) add count.
// The cost is that such nodes' reference counts stay higher than the number
// of quads using them, so Cayley never garbage-collects them; no query reads
// nodes that no quad uses.
func keepAddedNodes(deltas []cgraph.Delta) []cgraph.Delta {
	if !slices.ContainsFunc(deltas, func(d cgraph.Delta) bool { return d.Action == cgraph.Delete }) {
		return deltas // only adds: no count can be negative
	}
	net := make(map[quad.Value]int)
	added := make(map[quad.Value]bool)
	count := func(q quad.Quad, n int) {
		for _, dir := range quad.Directions {
			if v := q.Get(dir); v != nil {
				net[v] += n
				if n > 0 {
					added[v] = true
				}
			}
		}
	}
	for _, d := range deltas {
		if d.Action == cgraph.Delete {
			count(d.Quad, -1)
		} else {
			count(d.Quad, +1)
		}
	}
	readded := make([]bool, len(deltas))
	var extra []cgraph.Delta
	for changed := true; changed; {
		changed = false
		for i, d := range deltas {
			if d.Action != cgraph.Delete || readded[i] || !starved(d.Quad, net, added) {
				continue
			}
			readded[i], changed = true, true
			extra = append(extra, cgraph.Delta{Quad: d.Quad, Action: cgraph.Add})
			count(d.Quad, +1)
		}
	}
	return append(extra, deltas...)
}

// starved reports whether a node of q is used by an added quad but has a
// negative net reference count.
func starved(q quad.Quad, net map[quad.Value]int, added map[quad.Value]bool) bool {
	for _, dir := range quad.Directions {
		if v := q.Get(dir); v != nil && added[v] && net[v] < 0 {
			return true
		}
	}
	return false
}
