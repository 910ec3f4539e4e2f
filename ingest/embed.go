package ingest

import (
	"slices"

	"github.com/canon-kg/canon/embed"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/model"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/vocabulary"
)

// embedder computes the stored embeddings. It is stateless apart from its
// dimension, so one value serves every worker.
var embedder = embed.New(embed.DefaultDim)

// decoder decodes the read model of every document written (model.Doc),
// in the parsing workers.
var decoder = model.NewDecoder()

// EmbedText is the text whose embedding is stored for a chunk: its title and
// heading path, then its text, as the index analyses them together.
func EmbedText(title, heading, text string) string { return model.EmbedText(title, heading, text) }

// embedAll sets the embedding of every chunk and of every rule, in place:
// a rule's embedding is stored with the chunk that holds its first line
// (index.Chunk.RuleVectors), not in the graph, where a 1 KB literal per rule
// cost 40% more write time. It runs in the parsing worker, so embeddings are
// computed in parallel across files and a query never recomputes them.
func embedAll(doc *sources.Document, chunks []index.Chunk) {
	for i := range chunks {
		c := &chunks[i]
		c.Vector = embedder.EmbedEncoded(EmbedText(c.Title, c.Heading, c.Text))
	}
	for _, r := range doc.Rules {
		i, ok := slices.BinarySearchFunc(chunks, r.Line, func(c index.Chunk, line int) int {
			switch {
			case c.LineEnd < line:
				return -1
			case c.LineStart > line:
				return 1
			}
			return 0
		})
		if !ok {
			continue // a rule on no chunk's lines: the engine embeds its text when it loads
		}
		chunks[i].RuleVectors = append(chunks[i].RuleVectors, vocabulary.RuleNode(doc.Path, r.ID)+"\t"+embedder.EmbedEncoded(r.Text))
	}
	for i := range chunks {
		slices.Sort(chunks[i].RuleVectors)
	}
}
