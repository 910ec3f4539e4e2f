package verify

import (
	"fmt"
	"io"
	"strings"
)

// WriteFacts writes facts as text, one line each (verified, MISMATCH with
// the source of truth's value, or unknown with why), then the counts: the
// text of `query verify` and of the MCP tool verify_facts.
func WriteFacts(w io.Writer, facts []Fact, c Counts) error {
	var b strings.Builder
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
			fmt.Fprintf(&b, "%d: verified  %s %q %s%s\n", f.Line, f.Subject, f.Text, f.Field, where)
		case Mismatch:
			fmt.Fprintf(&b, "%d: MISMATCH  %s %q %s: source of truth says %q%s\n", f.Line, f.Subject, f.Text, f.Field, f.SoTValue, where)
		default:
			fmt.Fprintf(&b, "%d: unknown   %s %q %s: %s\n", f.Line, f.Subject, f.Text, f.Field, f.Reason)
		}
	}
	b.WriteString(c.String() + "\n")
	_, err := io.WriteString(w, b.String())
	return err
}
