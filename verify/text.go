package verify

import (
	"fmt"
	"io"
)

// WriteFacts writes facts as text, one line each (verified, MISMATCH with
// the source of truth's value, or unknown with why), then the counts: the
// text of `query verify` and of the MCP tool verify_facts.
func WriteFacts(w io.Writer, facts []Fact, c Counts) {
	for _, f := range facts {
		where := ""
		if f.SoTPath != "" {
			where = fmt.Sprintf(" (%s:%d)", f.SoTPath, f.SoTLine)
		}
		if f.Reason != "" && f.Verdict != Unknown {
			where += "; " + f.Reason // e.g. the field was inferred from the value type
		}
		switch f.Verdict {
		case Verified:
			fmt.Fprintf(w, "%d: verified  %s %q %s%s\n", f.Line, f.Subject, f.Text, f.Field, where)
		case Mismatch:
			fmt.Fprintf(w, "%d: MISMATCH  %s %q %s: source of truth says %q%s\n", f.Line, f.Subject, f.Text, f.Field, f.SoTValue, where)
		default:
			fmt.Fprintf(w, "%d: unknown   %s %q %s: %s\n", f.Line, f.Subject, f.Text, f.Field, f.Reason)
		}
	}
	fmt.Fprintln(w, c.String())
}
