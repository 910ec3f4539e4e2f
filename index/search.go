package index

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
)

// DefaultK is the number of hits Search returns when Query.K is not positive.
const DefaultK = 10

// Boosts of the optional title and heading clauses relative to the content
// clause. On BEIR SciFact with titles in Title, a title bonus of 0.5 lifts
// nDCG@10 from 0.6842 to 0.6885 (0.1: 0.6853, 0.3: 0.6858, 1.0: 0.6862).
const (
	titleBoost   = 0.5
	headingBoost = 0.5
)

// Query is a search request. Text is plain text, not a query language: any
// characters are accepted and analysed like the indexed text. The filter
// lists are ORed within a field and ANDed across fields; an empty list does
// not filter.
type Query struct {
	Text   string
	K      int // hits to return; DefaultK when not positive
	Offset int // hits to skip, for paging

	Kinds      []string
	Paths      []string
	Severities []string
	Categories []string
	Tags       []string
	Sections   []string

	// ScoresOnly returns hits with only ID and Score set, loading no
	// stored fields: for callers that hold the chunks' metadata already.
	// Loading a hit's stored fields decodes its whole stored document.
	ScoresOnly bool

	// Expand are words the query is expanded with (a thesaurus's, a
	// corpus's associations): each adds to the score of a hit whose content
	// has it, weighted by its Boost, but no hit is found by them alone.
	Expand []Expansion
}

// Expansion is one word a query is expanded with and its boost.
type Expansion struct {
	Text  string
	Boost float64
}

// Hit is one search result.
type Hit struct {
	ID, Path, Kind, Title, Section, Heading, Severity, Category string

	ChunkIndex, LineStart, LineEnd, Tokens int

	Score float64
}

// Search returns the chunks that best match q.Text under BM25, restricted by
// q's filters, ordered by score descending and then by ID ascending. Text
// that analyses to no terms (empty, only stop words or punctuation) matches
// nothing and returns no hits.
func (x *Index) Search(ctx context.Context, q Query) ([]Hit, error) {
	k := q.K
	if k <= 0 {
		k = DefaultK
	}
	offset := max(q.Offset, 0)
	text := analysable(q.Text)
	if len(x.bi.Mapping().AnalyzerNamed(en.AnalyzerName).Analyze([]byte(text))) == 0 {
		return nil, nil // no terms, nothing to score
	}
	bq := textQuery(text)
	addExpansions(bq, q.Expand)
	if f := filterQuery(q); f != nil {
		bq.AddFilter(f)
	}
	matches, err := x.topScored(ctx, bq, offset+k, !q.ScoresOnly)
	if err != nil {
		return nil, fmt.Errorf("search index %q for %q: %w", x.path, q.Text, err)
	}
	if offset >= len(matches) {
		return nil, nil
	}
	matches = matches[offset:min(offset+k, len(matches))]
	hits := make([]Hit, 0, len(matches))
	for _, h := range matches {
		if q.ScoresOnly {
			hits = append(hits, Hit{ID: h.ID, Score: h.Score})
			continue
		}
		c := chunkFromFields(h.ID, h.Fields)
		hits = append(hits, Hit{
			ID: c.ID, Path: c.Path, Kind: c.Kind, Title: c.Title, Section: c.Section,
			Heading: c.Heading, Severity: c.Severity, Category: c.Category,
			ChunkIndex: c.ChunkIndex, LineStart: c.LineStart, LineEnd: c.LineEnd, Tokens: c.Tokens,
			Score: h.Score,
		})
	}
	return hits, nil
}

// topScored returns at least the n best matches of q (fewer only when fewer
// match) ordered by score descending, then ID ascending. Bleve orders equal
// scores by internal document number, which depends on indexing history, and
// sorting on "_id" inside Bleve looks up the ID of every candidate (40% of
// search time on 20k chunks). So Bleve sorts by score alone, and the request
// widens until the hit after the n-th scores strictly lower: then every hit
// tied with the n-th is present, and the ID tie-break is exact. A
// scores-only request starts at 2n+1 hits: collecting more costs little
// beside the search itself, and a corpus of similar texts ties at the n-th
// hit often.
func (x *Index) topScored(ctx context.Context, q query.Query, n int, fields bool) (search.DocumentMatchCollection, error) {
	stats, err := x.collectionStats(ctx)
	if err != nil {
		return nil, err
	}
	size := n + 1
	if !fields {
		size = 2*n + 1
	}
	for ; ; size *= 2 {
		req := bleve.NewSearchRequestOptions(q, size, 0, false)
		req.PreSearchData = map[string]any{search.BM25PreSearchDataKey: stats.bm25()}
		if fields {
			req.Fields = hitFields
		}
		res, err := x.bi.SearchInContext(ctx, req)
		if err != nil {
			return nil, err
		}
		hits := res.Hits
		if len(hits) < size || hits[size-1].Score < hits[n-1].Score {
			slices.SortFunc(hits, func(a, b *search.DocumentMatch) int {
				return cmp.Or(cmp.Compare(b.Score, a.Score), strings.Compare(a.ID, b.ID))
			})
			return hits, nil
		}
	}
}

// textQuery matches text against the content field (title, heading and
// text together); matches in the title or heading add a bonus. The bonus
// clauses are optional, so every hit matches content.
func textQuery(text string) *query.BooleanQuery {
	content := query.NewMatchQuery(text)
	content.SetField(fieldContent)
	var should []query.Query
	for _, f := range []struct {
		name  string
		boost float64
	}{{fieldTitle, titleBoost}, {fieldHeading, headingBoost}} {
		m := query.NewMatchQuery(text)
		m.SetField(f.name)
		m.SetBoost(f.boost)
		should = append(should, m)
	}
	// Must holds the match query itself, not a one-clause conjunction as
	// NewBooleanQuery would build: same scores, one searcher less per hit.
	return &query.BooleanQuery{Must: content, Should: query.NewDisjunctionQuery(should)}
}

// addExpansions adds the expansions to bq's optional clauses, as one
// disjunction beside the title and heading ones.
func addExpansions(bq *query.BooleanQuery, exp []Expansion) {
	var or []query.Query
	for _, x := range exp {
		if t := analysable(x.Text); t != "" && x.Boost > 0 {
			m := query.NewMatchQuery(t)
			m.SetField(fieldContent)
			m.SetBoost(x.Boost)
			or = append(or, m)
		}
	}
	if len(or) == 0 {
		return
	}
	bq.Should = query.NewDisjunctionQuery([]query.Query{bq.Should, query.NewDisjunctionQuery(or)})
}

// filterQuery returns the conjunction of q's filters, or nil when there are none.
func filterQuery(q Query) query.Query {
	var and []query.Query
	for _, f := range []struct {
		field  string
		values []string
	}{
		{fieldKind, q.Kinds}, {fieldPath, q.Paths}, {fieldSeverity, q.Severities},
		{fieldCategory, q.Categories}, {fieldTags, q.Tags}, {fieldSection, q.Sections},
	} {
		if len(f.values) == 0 {
			continue
		}
		or := make([]query.Query, 0, len(f.values))
		for _, v := range f.values {
			t := query.NewTermQuery(v)
			t.SetField(f.field)
			or = append(or, t)
		}
		and = append(and, query.NewDisjunctionQuery(or))
	}
	if len(and) == 0 {
		return nil
	}
	return query.NewConjunctionQuery(and)
}
