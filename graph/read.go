package graph

import (
	"context"
	"errors"
	"fmt"
	"slices"

	cgraph "github.com/cayleygraph/cayley/graph"
	"github.com/cayleygraph/cayley/graph/iterator"
	ckv "github.com/cayleygraph/cayley/graph/kv"
	"github.com/cayleygraph/cayley/graph/refs"
	"github.com/cayleygraph/quad"
)

// refQuad is a stored quad as the store's references, indexed like
// quad.Directions (subject, predicate, object, label).
type refQuad [4]cgraph.Ref

// dirIndex is the position of a direction in quad.Directions and refQuad.
func dirIndex(d quad.Direction) int { return int(d) - int(quad.Subject) }

// allDirections resolves whole quads.
var allDirections = quad.Directions

// ref returns the store's reference for v, or nil when v is not stored.
func (s *Store) ref(v quad.Value) (cgraph.Ref, error) {
	r, err := s.qs.ValueOf(v)
	if err != nil {
		return nil, fmt.Errorf("look up %s: %w", v, err)
	}
	return r, nil
}

// filtered is a shape and the condition its quads must also meet (none when
// keep is nil).
type filtered struct {
	shape iterator.Shape
	keep  func(refQuad) bool
}

// scan runs each shape and returns the quads passing its filter, with the
// directions dirs resolved to values (the others are left nil). The same
// quad found by two shapes is returned twice.
func (s *Store) scan(ctx context.Context, dirs []quad.Direction, shapes ...filtered) ([]quad.Quad, error) {
	var found []refQuad
	for _, sh := range shapes {
		err := iterator.Iterate(ctx, sh.shape).Paths(false).Each(func(r refs.Ref) error {
			var q refQuad
			for i, d := range quad.Directions {
				v, err := s.qs.QuadDirection(r, d)
				if err != nil {
					return fmt.Errorf("read quad direction %s: %w", d, err)
				}
				q[i] = v
			}
			if sh.keep == nil || sh.keep(q) {
				found = append(found, q)
			}
			return nil
		})
		if err == nil {
			err = ctx.Err() // Iterate stops silently on cancellation
		}
		if err != nil {
			return nil, err
		}
	}
	return s.resolve(ctx, found, dirs)
}

// resolve turns the references of directions dirs into values, fetching each
// distinct node once.
func (s *Store) resolve(ctx context.Context, found []refQuad, dirs []quad.Direction) ([]quad.Quad, error) {
	index := make(map[any]int)
	var list []cgraph.Ref
	for _, q := range found {
		for _, d := range dirs {
			r := q[dirIndex(d)]
			if r == nil {
				continue
			}
			k := refs.ToKey(r)
			if _, ok := index[k]; !ok {
				index[k] = len(list)
				list = append(list, r)
			}
		}
	}
	vals, err := cgraph.ValuesOf(ctx, s.qs, list)
	if err != nil {
		return nil, fmt.Errorf("read node values: %w", err)
	}
	out := make([]quad.Quad, len(found))
	for i, q := range found {
		for _, d := range dirs {
			if r := q[dirIndex(d)]; r != nil {
				out[i].Set(d, vals[index[refs.ToKey(r)]])
			}
		}
	}
	return out, nil
}

// sortedQuads converts stored quads and sorts them, dropping duplicates.
func sortedQuads(in []quad.Quad) []Quad {
	out := make([]Quad, len(in))
	for i, q := range in {
		out[i] = Quad{Subject: text(q.Subject), Predicate: text(q.Predicate), Object: text(q.Object), Label: text(q.Label)}
	}
	slices.SortFunc(out, compareQuads)
	return slices.Compact(out)
}

// sortedText returns the distinct texts of direction d of quads, sorted.
func sortedText(in []quad.Quad, d quad.Direction) []string {
	out := make([]string, len(in))
	for i, q := range in {
		out[i] = text(q.Get(d))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// quadsWith returns the shape of the quads having reference a in direction
// da and, when b is not nil, reference b in direction db. On the KV store an
// index starting with da, db is scanned by prefix when there is one;
// otherwise the quads with a are filtered.
func (s *Store) quadsWith(da quad.Direction, a cgraph.Ref, db quad.Direction, b cgraph.Ref) filtered {
	if b == nil {
		return filtered{shape: s.qs.QuadIterator(da, a)}
	}
	ia, aok := a.(ckv.Int64Value)
	ib, bok := b.(ckv.Int64Value)
	for _, ind := range s.indexes {
		if aok && bok && len(ind.Dirs) >= 2 && ind.Dirs[0] == da && ind.Dirs[1] == db {
			return filtered{shape: ckv.IndexScan{Index: ind, Values: []uint64{uint64(ia), uint64(ib)}}.BuildIterator(s.qs)}
		}
	}
	k, i := refs.ToKey(b), dirIndex(db)
	return filtered{
		shape: s.qs.QuadIterator(da, a),
		keep:  func(q refQuad) bool { return refs.ToKey(q[i]) == k },
	}
}

// along returns the quads having value v in direction d and, when predicate
// is not empty, that predicate, with directions dirs resolved.
func (s *Store) along(ctx context.Context, d quad.Direction, v quad.Value, predicate string, dirs []quad.Direction) ([]quad.Quad, error) {
	r, err := s.ref(v)
	if err != nil || r == nil {
		return nil, err
	}
	var p cgraph.Ref
	if predicate != "" {
		if p, err = s.ref(quad.IRI(predicate)); err != nil || p == nil {
			return nil, err
		}
	}
	return s.scan(ctx, dirs, s.quadsWith(d, r, quad.Predicate, p))
}

// Out returns the distinct objects of subject's quads with predicate (any
// predicate when predicate is empty), sorted.
func (s *Store) Out(ctx context.Context, subject, predicate string) ([]string, error) {
	qs, err := s.along(ctx, quad.Subject, quad.IRI(subject), predicate, []quad.Direction{quad.Object})
	if err != nil {
		return nil, fmt.Errorf("out %s %s in %s: %w", subject, predicate, s.where, err)
	}
	return sortedText(qs, quad.Object), nil
}

// In returns the distinct subjects of quads with predicate (any predicate
// when predicate is empty) whose object is the node object, sorted.
func (s *Store) In(ctx context.Context, object, predicate string) ([]string, error) {
	qs, err := s.along(ctx, quad.Object, quad.IRI(object), predicate, []quad.Direction{quad.Subject})
	if err != nil {
		return nil, fmt.Errorf("in %s %s in %s: %w", object, predicate, s.where, err)
	}
	return sortedText(qs, quad.Subject), nil
}

// Subjects returns the distinct subjects having predicate = object, sorted.
// object is a node ID or a literal according to the predicate's value type.
func (s *Store) Subjects(ctx context.Context, predicate, object string) ([]string, error) {
	if predicate == "" {
		return nil, fmt.Errorf("subjects with %q in %s: empty predicate", object, s.where)
	}
	qs, err := s.along(ctx, quad.Object, toValue(predicate, object), predicate, []quad.Direction{quad.Subject})
	if err != nil {
		return nil, fmt.Errorf("subjects with %s %q in %s: %w", predicate, object, s.where, err)
	}
	return sortedText(qs, quad.Subject), nil
}

// labelled returns the stored quads labelled label, unsorted.
func (s *Store) labelled(ctx context.Context, label string) ([]quad.Quad, error) {
	return s.along(ctx, quad.Label, quad.IRI(label), "", allDirections)
}

// Labelled returns the quads of the document label, sorted.
func (s *Store) Labelled(ctx context.Context, label string) ([]Quad, error) {
	qs, err := s.labelled(ctx, label)
	if err != nil {
		return nil, fmt.Errorf("quads labelled %s in %s: %w", label, s.where, err)
	}
	return sortedQuads(qs), nil
}

// Quads returns every quad, sorted by subject, predicate, object, label.
func (s *Store) Quads(ctx context.Context) ([]Quad, error) {
	qs, err := s.scan(ctx, allDirections, filtered{shape: s.qs.QuadsAllIterator()})
	if err != nil {
		return nil, fmt.Errorf("all quads in %s: %w", s.where, err)
	}
	return sortedQuads(qs), nil
}

// Edges returns every quad whose predicate is one of predicates, sorted;
// none when predicates is empty. It is meant to be loaded once to build an
// Adjacency.
func (s *Store) Edges(ctx context.Context, predicates ...string) ([]Quad, error) {
	qs, err := s.edges(ctx, predicates)
	if err != nil {
		return nil, fmt.Errorf("edges %v in %s: %w", predicates, s.where, err)
	}
	return sortedQuads(qs), nil
}

func (s *Store) edges(ctx context.Context, predicates []string) ([]quad.Quad, error) {
	var shapes []filtered
	for _, p := range slices.Compact(slices.Sorted(slices.Values(predicates))) {
		r, err := s.ref(quad.IRI(p))
		if err != nil {
			return nil, err
		}
		if r != nil {
			shapes = append(shapes, filtered{shape: s.qs.QuadIterator(quad.Predicate, r)})
		}
	}
	return s.scan(ctx, allDirections, shapes...)
}

// Neighbours returns the quads whose subject or object is the node, sorted.
func (s *Store) Neighbours(ctx context.Context, node string) ([]Quad, error) {
	r, err := s.ref(quad.IRI(node))
	if err != nil {
		return nil, fmt.Errorf("neighbours of %s in %s: %w", node, s.where, err)
	}
	if r == nil {
		return nil, nil
	}
	qs, err := s.scan(ctx, allDirections,
		filtered{shape: s.qs.QuadIterator(quad.Subject, r)},
		filtered{shape: s.qs.QuadIterator(quad.Object, r)})
	if err != nil {
		return nil, fmt.Errorf("neighbours of %s in %s: %w", node, s.where, err)
	}
	return sortedQuads(qs), nil
}

// Count returns the number of quads in the store.
func (s *Store) Count(ctx context.Context) (int64, error) {
	st, err := s.qs.Stats(ctx, false)
	if errors.Is(err, ckv.ErrNoBucket) {
		return 0, nil // a KV store that was never written has no size yet
	}
	if err == nil && !st.Quads.Exact {
		st, err = s.qs.Stats(ctx, true)
	}
	if err != nil {
		return 0, fmt.Errorf("count quads in %s: %w", s.where, err)
	}
	return st.Quads.Value, nil
}
