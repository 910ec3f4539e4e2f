package index

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"
)

// batchSize bounds the operations of a batch Apply commits, and batchBytes
// the chunk text it indexes: Bleve analyses a whole batch in memory, and
// one batch of a 3 MB source of truth's 3,000 chunks held 45 MB of analysis.
const (
	batchSize  = 500
	batchBytes = 4 << 20
)

// Apply runs one logical update: it removes every chunk whose Path is in
// deletePaths, then indexes add. A path both in deletePaths and in add ends
// up with exactly the chunks given in add. A chunk whose ID is already
// indexed replaces the stored one; when two chunks in add share an ID, the
// later wins.
//
// Work is grouped by path in sorted order and committed in batches of at
// most 500 operations and 4 MB of text. The removals and additions of a
// path that fits a batch share one, so that it is never left
// half-replaced; a larger path takes batches of its own, the first holding
// its removals, and is half-replaced between them (its number of chunks
// then differs from both versions' but by chance). On disk a batch counts
// as committed only once persisted (Bleve's scorch waits for its
// persister), so after a crash every path is as before, as updated, or
// (a larger path) in between. Concurrent Apply calls run one at a time.
func (x *Index) Apply(ctx context.Context, deletePaths []string, add []Chunk) error {
	x.applyMu.Lock()
	defer x.applyMu.Unlock()
	for _, c := range add {
		if err := c.validate(); err != nil {
			return fmt.Errorf("apply to index %q: %w", x.path, err)
		}
	}
	if err := x.invalidateCollection(); err != nil {
		return fmt.Errorf("apply to index %q: %w", x.path, err)
	}
	byPath := make(map[string][]Chunk)
	for _, c := range add {
		byPath[c.Path] = append(byPath[c.Path], c)
	}
	paths := make([]string, 0, len(byPath)+len(deletePaths))
	for p := range byPath {
		paths = append(paths, p)
	}
	paths = append(paths, deletePaths...)
	slices.Sort(paths)
	paths = slices.Compact(paths)
	deleting := make(map[string]bool, len(deletePaths))
	for _, p := range deletePaths {
		deleting[p] = true
	}

	b := x.bi.NewBatch()
	text := 0 // bytes of chunk text in b
	commit := func(p string) error {
		if b.Size() == 0 {
			return nil
		}
		if err := x.bi.Batch(b); err != nil {
			return fmt.Errorf("apply to index %q: commit batch ending at %s: %w", x.path, p, err)
		}
		b.Reset()
		text = 0
		return nil
	}
	for _, p := range paths {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("apply to index %q: %w", x.path, err)
		}
		var ids []string
		if deleting[p] {
			var err error
			if ids, err = x.PathChunkIDs(ctx, p); err != nil {
				return fmt.Errorf("apply to index %q: %w", x.path, err)
			}
		}
		add := byPath[p]
		if b.Size()+len(ids)+len(add) > batchSize || text+textOf(add) > batchBytes {
			if err := commit(p); err != nil {
				return err
			}
		}
		for _, id := range ids {
			b.Delete(id)
		}
		for _, c := range add {
			if b.Size() >= batchSize || text >= batchBytes {
				if err := commit(p); err != nil { // p does not fit one batch
					return err
				}
			}
			if err := b.Index(c.ID, document(c)); err != nil {
				return fmt.Errorf("apply to index %q: map chunk %s: %w", x.path, c.ID, err)
			}
			text += len(c.Text)
		}
	}
	if b.Size() > 0 {
		if err := x.bi.Batch(b); err != nil {
			return fmt.Errorf("apply to index %q: commit last batch: %w", x.path, err)
		}
	}
	return nil
}

// textOf is the bytes of text of chunks.
func textOf(chunks []Chunk) int {
	n := 0
	for _, c := range chunks {
		n += len(c.Text)
	}
	return n
}

// PathChunkIDs returns the IDs of the chunks stored for path, sorted.
func (x *Index) PathChunkIDs(ctx context.Context, path string) ([]string, error) {
	q := query.NewTermQuery(path)
	q.SetField(fieldPath)
	var ids []string
	err := x.scan(ctx, q, nil, func(id string, _ map[string]any) {
		ids = append(ids, id)
	})
	if err != nil {
		return nil, fmt.Errorf("list chunks of %s in index %q: %w", path, x.path, err)
	}
	return ids, nil
}

// Chunks returns every stored chunk with all its fields, sorted by ID.
func (x *Index) Chunks(ctx context.Context) ([]Chunk, error) {
	var out []Chunk
	err := x.scan(ctx, query.NewMatchAllQuery(), allFields, func(id string, f map[string]any) {
		out = append(out, chunkFromFields(id, f))
	})
	if err != nil {
		return nil, fmt.Errorf("list chunks in index %q: %w", x.path, err)
	}
	slices.SortFunc(out, func(a, b Chunk) int { return cmp.Compare(a.ID, b.ID) })
	return out, nil
}

// scanPage is the number of documents scan loads per search request.
const scanPage = 1000

// scan calls fn for every document matching q, in ID order, loading fields.
func (x *Index) scan(ctx context.Context, q query.Query, fields []string, fn func(id string, f map[string]any)) error {
	var after []string
	for {
		req := bleve.NewSearchRequestOptions(q, scanPage, 0, false)
		req.Fields = fields
		req.SortBy([]string{"_id"})
		req.Score = "none"
		if after != nil {
			req.SearchAfter = after
		}
		res, err := x.bi.SearchInContext(ctx, req)
		if err != nil {
			return err
		}
		for _, h := range res.Hits {
			fn(h.ID, h.Fields)
		}
		if len(res.Hits) < scanPage {
			return nil
		}
		after = []string{res.Hits[len(res.Hits)-1].ID}
	}
}
