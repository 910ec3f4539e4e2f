package verify

import (
	"context"
	"fmt"
)

// Annotate checks the facts of an item's text against the sources of truth
// and returns a note for each verified or mismatched one, with where the
// source of truth says so. It makes a Verifier the execution-mode
// annotator of a context pack (retrieve.Annotator), for the CLI and the
// MCP server alike.
func (v *Verifier) Annotate(_ context.Context, text string) ([]string, error) {
	var notes []string
	for _, f := range v.Check(text, Options{}) {
		switch f.Verdict {
		case Verified:
			notes = append(notes, fmt.Sprintf("verified: %s %s %q (%s:%d)", f.Subject, f.Field, f.Text, f.SoTPath, f.SoTLine))
		case Mismatch:
			notes = append(notes, fmt.Sprintf("MISMATCH: %s %s %q, the source of truth says %q (%s:%d)", f.Subject, f.Field, f.Text, f.SoTValue, f.SoTPath, f.SoTLine))
		}
	}
	return notes, nil
}
