package ingest

import (
	"cmp"
	"slices"

	"github.com/canon-kg/canon/chunk"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/vocabulary"
)

// indexChunks turns a document's chunks into index documents.
func indexChunks(doc *sources.Document, cs []chunk.Chunk) []index.Chunk {
	var severity, category string
	if doc.SOP != nil {
		severity, category = doc.SOP.Severity, doc.SOP.Category
	}
	if c, ok := doc.Meta["category"].(string); ok && category == "" {
		category = c
	}
	docTags := metaTags(doc.Meta)
	// The rules by line, so that each chunk finds its own by a binary
	// search: testing every rule against every chunk was a third of the
	// CPU time of a 5.7 MB rule file (90,000 rules, 3,601 chunks).
	byLine := make([]*sources.Rule, len(doc.Rules))
	for i := range doc.Rules {
		byLine[i] = &doc.Rules[i]
	}
	slices.SortStableFunc(byLine, func(a, b *sources.Rule) int { return cmp.Compare(a.Line, b.Line) })
	out := make([]index.Chunk, len(cs))
	for i, c := range cs {
		tags := slices.Clone(docTags)
		sev := severity
		first, _ := slices.BinarySearchFunc(byLine, c.LineStart, func(r *sources.Rule, line int) int { return cmp.Compare(r.Line, line) })
		for _, r := range byLine[first:] {
			if r.Line > c.LineEnd {
				break
			}
			tags = append(tags, r.Domains...)
			tags = append(tags, r.Intents...)
			if r.Risk != "" {
				tags = append(tags, "risk:"+r.Risk)
			}
			if r.Constitution {
				tags = append(tags, "constitution")
			}
		}
		slices.Sort(tags)
		tags = slices.Compact(tags)
		out[i] = index.Chunk{
			ID:         vocabulary.ChunkNode(doc.Path, c.Index),
			Path:       doc.Path,
			Kind:       string(doc.Kind),
			Title:      doc.Title,
			Section:    c.Section,
			Heading:    c.Heading,
			Severity:   sev,
			Category:   category,
			Tags:       tags,
			ChunkIndex: c.Index,
			LineStart:  c.LineStart,
			LineEnd:    c.LineEnd,
			Tokens:     c.Tokens,
			Text:       c.Text,
		}
	}
	return out
}

// metaTags reads a front-matter tags list (string or list of strings).
func metaTags(meta map[string]any) []string {
	var out []string
	switch t := meta["tags"].(type) {
	case string:
		if t != "" {
			out = append(out, t)
		}
	case []any:
		for _, x := range t {
			if s, ok := x.(string); ok && s != "" {
				out = append(out, s)
			}
		}
	}
	return out
}
