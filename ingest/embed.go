package ingest

import (
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/model"
)

// decoder decodes the read model of every document written (model.Doc),
// in the parsing workers, and embeds its rules.
var decoder = model.NewDecoder()

// embedder computes the chunks' stored embeddings: the decoder's, so the
// features of a rule's words, which its chunk holds too, are computed once.
// It is safe for concurrent use, so one value serves every worker.
var embedder = decoder.Embedder()

// EmbedText is the text whose embedding is stored for a chunk: its title and
// heading path, then its text, as the index analyses them together.
func EmbedText(title, heading, text string) string { return model.EmbedText(title, heading, text) }

// embedAll sets the embedding of every chunk, in place. It runs in the
// parsing worker, so embeddings are computed in parallel across files and a
// query never recomputes them. A rule's embedding is computed from its text
// by the model's decoder (model.Decoder.Doc), in the same worker, and kept
// in the read model only: it was stored with its chunk in the index too
// (index.Chunk.RuleVectors, 1 KB of base64 a rule), which no query read
// and which a rule file of 90,000 rules held as 98 MB of strings until its
// batch was written.
func embedAll(chunks []index.Chunk) {
	for i := range chunks {
		c := &chunks[i]
		c.Vector = embedder.EmbedEncoded(EmbedText(c.Title, c.Heading, c.Text))
	}
}
