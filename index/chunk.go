package index

import (
	"fmt"
)

// Chunk is one indexed piece of a source document. Every field reads back
// unchanged from Chunks, except that Title and Heading are stored as they are
// analysed: invalid UTF-8 and control characters other than newline and tab
// read back as spaces.
type Chunk struct {
	ID       string   // "chunk:<path>#<n>"; unique in the index
	Path     string   // root-relative slash path of the source document
	Kind     string   // rule|sop|adr|doc|sot (keyword)
	Title    string   // document title (analysed, small boost)
	Section  string   // section slug (keyword)
	Heading  string   // heading path joined with " > " (analysed, small boost)
	Severity string   // keyword
	Category string   // keyword
	Tags     []string // keywords; nil when there are none

	ChunkIndex int // position of the chunk in its document
	LineStart  int // first line, 1-based
	LineEnd    int // last line, inclusive
	Tokens     int // token count

	Text string // analysed and stored

	// Vector is the chunk's embedding as embed.Vector.Encode writes it:
	// stored, not indexed, read back only by Chunks (not by Search).
	Vector string
}

// Stored returns c as Chunks reads it back once written: Title and
// Heading as analysed, and no empty lists.
func (c Chunk) Stored() Chunk {
	c.Title, c.Heading = analysable(c.Title), analysable(c.Heading)
	if len(c.Tags) == 0 {
		c.Tags = nil
	}
	return c
}

func (c Chunk) validate() error {
	if c.ID == "" {
		return fmt.Errorf("chunk %d of %q has an empty ID", c.ChunkIndex, c.Path)
	}
	if c.Path == "" {
		return fmt.Errorf("chunk %q has an empty path", c.ID)
	}
	return nil
}

// chunkFromFields rebuilds a chunk from the stored fields of a hit.
// Multi-valued fields come back as []any, single values as the value itself,
// numbers as float64.
func chunkFromFields(id string, f map[string]any) Chunk {
	return Chunk{
		ID:         id,
		Path:       stringField(f[fieldPath]),
		Kind:       stringField(f[fieldKind]),
		Title:      stringField(f[fieldTitle]),
		Section:    stringField(f[fieldSection]),
		Heading:    stringField(f[fieldHeading]),
		Severity:   stringField(f[fieldSeverity]),
		Category:   stringField(f[fieldCategory]),
		Tags:       stringsField(f[fieldTags]),
		ChunkIndex: intField(f[fieldChunkIndex]),
		LineStart:  intField(f[fieldLineStart]),
		LineEnd:    intField(f[fieldLineEnd]),
		Tokens:     intField(f[fieldTokens]),
		Text:       stringField(f[fieldText]),
		Vector:     stringField(f[fieldVector]),
	}
}

func stringField(v any) string {
	s, _ := v.(string)
	return s
}

func stringsField(v any) []string {
	switch v := v.(type) {
	case string:
		return []string{v}
	case []any:
		out := make([]string, 0, len(v))
		for _, e := range v {
			if s, ok := e.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

func intField(v any) int {
	f, _ := v.(float64)
	return int(f)
}
