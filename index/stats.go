package index

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/blevesearch/bleve/v2/analysis/lang/en"
)

// TermStat is the document frequency of one searched term.
type TermStat struct {
	Word string // the word as given
	Term string // the word's analysed term; "" when it analyses to none (a stop word)
	DF   int    // chunks whose searched content holds Term
}

// DocFreqs analyses each word as Search analyses query text and returns its
// document frequency in the searched content, with the number of chunks in
// the index, so callers can weight words by inverse document frequency as
// BM25 does. A word that analyses to several terms counts its first.
//
// A read-only index keeps the answers (up to dfCacheLimit words): it never
// changes, and a server asks for the same words again and again.
func (x *Index) DocFreqs(ctx context.Context, words []string) ([]TermStat, int, error) {
	if x.readOnly {
		if out, n, ok := x.dfs.get(words); ok {
			return out, n, nil
		}
	}
	out, n, err := x.docFreqs(ctx, words)
	if err == nil && x.readOnly {
		x.dfs.put(out, n)
	}
	return out, n, err
}

func (x *Index) docFreqs(ctx context.Context, words []string) ([]TermStat, int, error) {
	ai, err := x.bi.Advanced()
	if err != nil {
		return nil, 0, fmt.Errorf("term statistics of index %q: %w", x.path, err)
	}
	r, err := ai.Reader()
	if err != nil {
		return nil, 0, fmt.Errorf("term statistics of index %q: %w", x.path, err)
	}
	n, err := r.DocCount()
	if err != nil {
		return nil, 0, errors.Join(fmt.Errorf("term statistics of index %q: %w", x.path, err), r.Close())
	}
	an := x.bi.Mapping().AnalyzerNamed(en.AnalyzerName)
	out := make([]TermStat, len(words))
	for i, w := range words {
		out[i].Word = w
		toks := an.Analyze([]byte(analysable(w)))
		if len(toks) == 0 {
			continue
		}
		out[i].Term = string(toks[0].Term)
		tfr, err := r.TermFieldReader(ctx, toks[0].Term, fieldContent, false, false, false)
		if err != nil {
			return nil, 0, errors.Join(fmt.Errorf("term statistics of index %q for %q: %w", x.path, w, err), r.Close())
		}
		out[i].DF = int(tfr.Count())
		if err := tfr.Close(); err != nil {
			return nil, 0, errors.Join(fmt.Errorf("term statistics of index %q for %q: %w", x.path, w, err), r.Close())
		}
	}
	if err := r.Close(); err != nil {
		return nil, 0, fmt.Errorf("term statistics of index %q: %w", x.path, err)
	}
	return out, int(n), nil
}

// dfCacheLimit bounds the words whose statistics a read-only index keeps.
const dfCacheLimit = 1 << 16

// dfCache keeps DocFreqs' statistics by word, and the number of chunks. It
// is safe for concurrent use.
type dfCache struct {
	mu    sync.RWMutex
	n     int
	stats map[string]TermStat
}

// get returns the statistics of words when it holds them all.
func (c *dfCache) get(words []string) ([]TermStat, int, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if c.stats == nil {
		return nil, 0, false
	}
	out := make([]TermStat, len(words))
	for i, w := range words {
		st, ok := c.stats[w]
		if !ok {
			return nil, 0, false
		}
		out[i] = st
	}
	return out, c.n, true
}

func (c *dfCache) put(stats []TermStat, n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.stats == nil {
		c.stats = map[string]TermStat{}
	}
	c.n = n
	for _, st := range stats {
		if len(c.stats) >= dfCacheLimit {
			return
		}
		c.stats[st.Word] = st
	}
}
