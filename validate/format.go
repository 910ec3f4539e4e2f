package validate

import (
	"encoding/json"
	"fmt"
	"io"
)

// WriteText writes the report for humans: one line per finding in order
// ("SEVERITY RULE path:line: message"), the counts by rule ID, and the
// status.
func WriteText(w io.Writer, r *Report) error {
	ew := &errWriter{w: w}
	for _, f := range r.Findings {
		ew.printf("%-5s %-18s %s:%d: %s\n", f.Severity, f.Rule, f.Path, f.Line, f.Message)
	}
	if len(r.Findings) > 0 {
		ew.printf("\n")
	}
	ew.printf("summary by rule:\n")
	if len(r.Summary) == 0 {
		ew.printf("  (no findings)\n")
	}
	for _, s := range r.Summary {
		ew.printf("  %-5s %-18s %d\n", s.Severity, s.Rule, s.Count)
	}
	ew.printf("status: %s (%d documents, %d findings)\n", r.Status, r.Documents, len(r.Findings))
	return ew.err
}

// WriteJSON writes the report as indented JSON.
func WriteJSON(w io.Writer, r *Report) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(r); err != nil {
		return fmt.Errorf("write validation report: %w", err)
	}
	return nil
}

type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}
