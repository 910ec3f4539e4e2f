package vocabulary

import (
	"fmt"
	"io"
	"strings"
)

// WriteSchema writes the graph schema as Markdown: the node identifiers and
// a table of every predicate with its value type, cardinality and meaning.
// docs/graph.md is its output (kept in sync by a test).
func WriteSchema(w io.Writer) error {
	var b strings.Builder
	b.WriteString(`# canon graph schema

Generated from the predicate registry in vocabulary/ (` + "`go test ./vocabulary -run Schema -update`" + `).
Every quad canon writes uses one of these predicates; writing any other, or a value of the wrong
type, is an error. The label of every quad is the node ID of the document that produced it
(` + "`doc:<path>`" + `), which is how a document's quads are replaced or deleted as a unit.

## Node identifiers

| node | identifies |
|---|---|
| ` + "`doc:<path>`" + ` | a source file; path is slash-separated and relative to the root it was ingested from |
| ` + "`section:<path>#<slug>`" + ` | a heading section of a document (the slug of the preamble is empty) |
| ` + "`rule:<path>#<ID>`" + ` | a rule; ID is explicit (SEC-001) or generated from path and text (R-…) |
| ` + "`sot:<path>`" + ` | a source-of-truth file (CSV, YAML), the subject of its records' blocks |
| ` + "`intent:<name>`, `domain:<name>`" + ` | a task intent, a domain tag |
| ` + "`chunk:<path>#<n>`" + ` | a chunk: kept in the full-text index, not in the graph |

## Predicates

Predicates marked *reserved* belong to the design's vocabulary but are not written by ingest yet.

| predicate | value | cardinality | meaning |
|---|---|---|---|
`)
	for _, p := range All() {
		card := "one"
		if p.Many {
			card = "many"
		}
		meaning := strings.ReplaceAll(p.Meaning, "|", `\|`)
		if Reserved(p.Name) {
			meaning = "*reserved* — " + meaning
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", p.Name, p.Value, card, meaning)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
