package index

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/mapping"
	bindex "github.com/blevesearch/bleve_index_api"
)

// Field names in the Bleve documents. They match the json tags of record.
const (
	fieldPath       = "path"
	fieldKind       = "kind"
	fieldTitle      = "title"
	fieldSection    = "section"
	fieldHeading    = "heading"
	fieldSeverity   = "severity"
	fieldCategory   = "category"
	fieldTags       = "tags"
	fieldChunkIndex = "chunk_index"
	fieldLineStart  = "line_start"
	fieldLineEnd    = "line_end"
	fieldTokens     = "tokens"
	fieldText       = "text"
	fieldVector     = "vector"
	// fieldContent is the searched field: title, heading and text analysed
	// together (Anserini's "flat" layout). It is indexed, not stored.
	fieldContent = "content"
)

// hitFields are the stored fields a search hit loads (everything but text).
var hitFields = []string{
	fieldPath, fieldKind, fieldTitle, fieldSection, fieldHeading, fieldSeverity,
	fieldCategory, fieldChunkIndex, fieldLineStart, fieldLineEnd, fieldTokens,
}

// allFields are the stored fields of a chunk.
var allFields = append(append([]string{}, hitFields...), fieldTags, fieldText, fieldVector)

// newMapping returns the index mapping: English-analysed text fields,
// keyword filter fields, stored numbers, BM25 scoring, nothing dynamic.
func newMapping() *mapping.IndexMappingImpl {
	analysed := func() *mapping.FieldMapping {
		f := mapping.NewTextFieldMapping()
		f.Analyzer = en.AnalyzerName
		f.IncludeTermVectors = false
		f.IncludeInAll = false
		f.DocValues = false
		return f
	}
	keywordField := func() *mapping.FieldMapping {
		f := mapping.NewKeywordFieldMapping()
		f.Analyzer = keyword.Name
		f.IncludeTermVectors = false
		f.IncludeInAll = false
		return f
	}
	stored := func() *mapping.FieldMapping {
		f := mapping.NewNumericFieldMapping()
		f.Index = false
		f.DocValues = false
		f.IncludeInAll = false
		return f
	}

	dm := mapping.NewDocumentStaticMapping()
	content := analysed()
	content.Store = false
	dm.AddFieldMappingsAt(fieldContent, content)
	for _, name := range []string{fieldTitle, fieldHeading} {
		dm.AddFieldMappingsAt(name, analysed())
	}
	text := analysed()
	text.Index = false
	dm.AddFieldMappingsAt(fieldText, text)
	vector := keywordField()
	vector.Index = false // stored only: read back by Chunks, never searched
	vector.DocValues = false
	dm.AddFieldMappingsAt(fieldVector, vector)
	for _, name := range []string{fieldPath, fieldKind, fieldSection, fieldSeverity, fieldCategory, fieldTags} {
		dm.AddFieldMappingsAt(name, keywordField())
	}
	for _, name := range []string{fieldChunkIndex, fieldLineStart, fieldLineEnd, fieldTokens} {
		dm.AddFieldMappingsAt(name, stored())
	}

	im := mapping.NewIndexMapping()
	im.DefaultMapping = dm
	im.DefaultAnalyzer = en.AnalyzerName
	im.DefaultField = fieldText
	im.IndexDynamic = false
	im.StoreDynamic = false
	im.DocValuesDynamic = false
	im.ScoringModel = bindex.BM25Scoring
	return im
}

// document returns the Bleve document of a chunk. Empty strings and empty
// tag lists are left out, so no empty keyword term is indexed and absent
// fields read back as zero values.
func document(c Chunk) map[string]any {
	d := map[string]any{
		fieldContent:    contentOf(c),
		fieldChunkIndex: c.ChunkIndex,
		fieldLineStart:  c.LineStart,
		fieldLineEnd:    c.LineEnd,
		fieldTokens:     c.Tokens,
	}
	for name, v := range map[string]string{
		fieldPath: c.Path, fieldKind: c.Kind, fieldTitle: analysable(c.Title), fieldSection: c.Section,
		fieldHeading: analysable(c.Heading), fieldSeverity: c.Severity, fieldCategory: c.Category, fieldText: c.Text,
		fieldVector: c.Vector,
	} {
		if v != "" {
			d[name] = v
		}
	}
	if len(c.Tags) > 0 {
		d[fieldTags] = c.Tags
	}
	return d
}

// contentOf joins the analysed parts of a chunk into the searched field.
func contentOf(c Chunk) string {
	var b strings.Builder
	for _, part := range []string{c.Title, c.Heading, c.Text} {
		if part == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		b.WriteString(part)
	}
	return analysable(b.String())
}

// analysable returns s with invalid UTF-8 and control characters replaced by
// spaces. Bleve's unicode tokenizer drops every token of an input that mixes
// them (for instance "\x00\xff secrets" yields no token at all).
func analysable(s string) string {
	clean := func(r rune) rune {
		if r == utf8.RuneError || (unicode.IsControl(r) && r != '\n' && r != '\t') {
			return ' '
		}
		return r
	}
	return strings.Map(clean, s)
}
