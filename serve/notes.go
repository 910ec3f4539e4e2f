package serve

import (
	"context"
	"slices"
	"sync"
)

// annotator is what noteCache wraps: verify.Verifier's Annotate, which
// makes it retrieve's execution-mode Annotator.
type annotator interface {
	Annotate(ctx context.Context, text string) ([]string, error)
}

// maxNoteBytes bounds the texts a noteCache remembers: past it the cache
// starts again empty. An item is one of the snapshot's rules, chunks or
// SOPs (or a neighbourhood of chunks, trimmed to a budget), so what an
// agent's tasks bring up again and again fits many times over.
const maxNoteBytes = 32 << 20

// noteCache remembers the execution-mode notes of an item's text on one
// snapshot. The notes are a function of the text and the snapshot's
// verifier, items recur from call to call (the constitution's neighbours,
// a domain's main rules), and checking a text's facts runs every fact
// pattern over it: most of a warm prepare_task_context's time before this
// cache. It is safe for concurrent use; it lives and dies with its
// snapshot.
type noteCache struct {
	ver annotator

	mu    sync.Mutex
	notes map[string][]string
	bytes int
}

func newNoteCache(ver annotator) *noteCache {
	return &noteCache{ver: ver, notes: map[string][]string{}}
}

// Annotate returns the verifier's notes on text, checked once per text.
func (c *noteCache) Annotate(ctx context.Context, text string) ([]string, error) {
	c.mu.Lock()
	notes, ok := c.notes[text]
	c.mu.Unlock()
	if ok {
		return slices.Clone(notes), nil
	}
	notes, err := c.ver.Annotate(ctx, text)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	if c.bytes+len(text) > maxNoteBytes {
		clear(c.notes)
		c.bytes = 0
	}
	if _, ok := c.notes[text]; !ok {
		c.notes[text] = notes
		c.bytes += len(text)
	}
	c.mu.Unlock()
	return slices.Clone(notes), nil
}
