package ingest

import (
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
	out := make([]index.Chunk, len(cs))
	for i, c := range cs {
		tags := slices.Clone(docTags)
		sev := severity
		for _, r := range doc.Rules {
			if r.Line < c.LineStart || r.Line > c.LineEnd {
				continue
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
