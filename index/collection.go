package index

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"

	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/search"
	bindex "github.com/blevesearch/bleve_index_api"
)

// collectionKey names the collection statistics in the index's internal
// key-value store.
const collectionKey = "canon.bm25-collection.v1"

// scoredFields are the fields a search builds BM25 term searchers on: the
// scored text (textQuery, addExpansions) and the filters (filterQuery),
// which Bleve requires statistics for although they do not change scores.
var scoredFields = []string{
	fieldContent, fieldTitle, fieldHeading,
	fieldKind, fieldPath, fieldSeverity, fieldCategory, fieldTags, fieldSection,
}

// collection is the BM25 collection statistics of the live chunks: their
// number, and per scored field the number of distinct terms they hold,
// from which Bleve derives the average field length
// (ceil(terms/docs)).
//
// Bleve computes the terms itself by adding up the term dictionaries of
// the index's segments, which still hold the terms of deleted chunks and
// count a term once per segment that has it. Two indexes holding the same
// chunks, one built at once and one by incremental or interrupted runs,
// then score differently. canon computes the statistics from the live
// chunks instead and passes them with every search, so any history of
// runs over the same files gives the same scores.
type collection struct {
	Docs  int            `json:"docs"`
	Terms map[string]int `json:"terms"`

	stats *search.BM25Stats // as Bleve takes them (bm25), built once
}

// bm25 returns the statistics as Bleve takes them with a search request.
func (c *collection) bm25() *search.BM25Stats { return c.stats }

// ready builds c's statistics as Bleve takes them, once, before c is
// shared: searches read them concurrently. Bleve merges an unscored
// disjunction of filter terms into one term searcher on the pseudo-field
// "*", which has no terms of its own.
func (c *collection) ready() *collection {
	terms := make(map[string]int, len(c.Terms)+1)
	maps.Copy(terms, c.Terms)
	terms["*"] = 0
	c.stats = &search.BM25Stats{DocCount: float64(c.Docs), FieldCardinality: terms}
	return c
}

// collectionStats returns the statistics of the index as it is now: those
// cached since the last Apply, else those stored when the index was last
// written, else computed (and cached).
func (x *Index) collectionStats(ctx context.Context) (*collection, error) {
	x.statsMu.Lock()
	defer x.statsMu.Unlock()
	if x.stats != nil {
		return x.stats, nil
	}
	if !x.dirty {
		b, err := x.bi.GetInternal([]byte(collectionKey))
		if err != nil {
			return nil, fmt.Errorf("read collection statistics: %w", err)
		}
		if len(b) > 0 {
			var c collection
			if err := json.Unmarshal(b, &c); err != nil {
				return nil, fmt.Errorf("read collection statistics: %w", err)
			}
			x.stats = c.ready()
			return x.stats, nil
		}
	}
	c, err := x.computeCollection(ctx)
	if err != nil {
		return nil, err
	}
	x.stats = c.ready()
	return c, nil
}

// computeCollection counts the live chunks and, per scored field, the
// terms at least one live chunk holds.
func (x *Index) computeCollection(ctx context.Context) (*collection, error) {
	ai, err := x.bi.Advanced()
	if err != nil {
		return nil, fmt.Errorf("compute collection statistics: %w", err)
	}
	r, err := ai.Reader()
	if err != nil {
		return nil, fmt.Errorf("compute collection statistics: %w", err)
	}
	c, err := liveCollection(ctx, r)
	if err != nil {
		err = fmt.Errorf("compute collection statistics: %w", err)
	}
	return c, errors.Join(err, r.Close())
}

// liveCollection computes the statistics from r. A term counts when its
// postings, which leave out deleted chunks, are not empty.
func liveCollection(ctx context.Context, r bindex.IndexReader) (*collection, error) {
	n, err := r.DocCount()
	if err != nil {
		return nil, err
	}
	c := &collection{Docs: int(n), Terms: make(map[string]int, len(scoredFields))}
	deleted := deletedChunks(r)
	for _, field := range scoredFields {
		terms, err := liveTerms(ctx, r, field, deleted)
		if err != nil {
			return nil, fmt.Errorf("field %s: %w", field, err)
		}
		c.Terms[field] = terms
	}
	return c, nil
}

// deletedChunks is the number of deleted chunks the segments of r still
// hold (their postings still list them), or the largest count when r is
// not a scorch snapshot.
func deletedChunks(r bindex.IndexReader) uint64 {
	is, ok := r.(*scorch.IndexSnapshot)
	if !ok {
		return math.MaxUint64
	}
	var n uint64
	for _, s := range is.Segments() {
		if d := s.Deleted(); d != nil {
			n += d.GetCardinality()
		}
	}
	return n
}

// liveTerms counts the terms of field that a live chunk holds. A term's
// dictionary count includes deleted chunks; one that exceeds the deleted
// chunks of the whole index has a live chunk (after a fresh build, every
// term), and only the others are looked up.
func liveTerms(ctx context.Context, r bindex.IndexReader, field string, deleted uint64) (int, error) {
	d, err := r.FieldDict(field)
	if err != nil {
		return 0, err
	}
	terms := 0
	for i := 0; ; i++ {
		e, err := d.Next()
		if err != nil {
			return 0, errors.Join(err, d.Close())
		}
		if e == nil {
			break
		}
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return 0, errors.Join(err, d.Close())
			}
		}
		if e.Count > deleted {
			terms++
			continue
		}
		tfr, err := r.TermFieldReader(ctx, []byte(e.Term), field, false, false, false)
		if err != nil {
			return 0, errors.Join(err, d.Close())
		}
		if tfr.Count() > 0 {
			terms++
		}
		if err := tfr.Close(); err != nil {
			return 0, errors.Join(err, d.Close())
		}
	}
	return terms, d.Close()
}

// storeCollection computes the statistics of the index as written and
// stores them with it, for readers to load instead of computing them.
func (x *Index) storeCollection(ctx context.Context) error {
	c, err := x.collectionStats(ctx)
	if err != nil {
		return err
	}
	b, err := json.Marshal(c)
	if err != nil {
		return fmt.Errorf("store collection statistics: %w", err)
	}
	if err := x.bi.SetInternal([]byte(collectionKey), b); err != nil {
		return fmt.Errorf("store collection statistics: %w", err)
	}
	return nil
}

// invalidateCollection forgets the statistics before Apply changes the
// index: the cached ones and, on its first change, the stored ones, so that
// a process killed before Close leaves none that are stale.
func (x *Index) invalidateCollection() error {
	x.statsMu.Lock()
	defer x.statsMu.Unlock()
	x.stats = nil
	if x.dirty {
		return nil
	}
	if err := x.bi.DeleteInternal([]byte(collectionKey)); err != nil {
		return fmt.Errorf("forget collection statistics: %w", err)
	}
	x.dirty = true
	return nil
}
