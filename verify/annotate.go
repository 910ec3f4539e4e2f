package verify

import (
	"fmt"
	"slices"
	"strings"
)

// Annotate returns text with its checked facts marked: a verified value is
// followed by " [verified: PATH#LN]", a mismatched one is struck through
// and followed by the source-of-truth value ("~~v1.26~~ v1.27 [corrected
// from SoT PATH#LN]"); unknown facts are left as written. facts are the
// result of Check on the same text (offsets refer to it); facts whose
// offsets do not fit the text are ignored.
func Annotate(text string, facts []Fact) string {
	fs := slices.Clone(facts)
	slices.SortFunc(fs, func(a, b Fact) int { return a.Start - b.Start })
	var b strings.Builder
	pos := 0
	for _, f := range fs {
		if f.Start < pos || f.End > len(text) || f.Start >= f.End || text[f.Start:f.End] != f.Text {
			continue
		}
		switch f.Verdict {
		case Verified:
			b.WriteString(text[pos:f.End])
			fmt.Fprintf(&b, " [verified: %s#L%d]", f.SoTPath, f.SoTLine)
		case Mismatch:
			b.WriteString(text[pos:f.Start])
			fmt.Fprintf(&b, "~~%s~~ %s [corrected from SoT %s#L%d]", f.Text, f.SoTValue, f.SoTPath, f.SoTLine)
		default:
			continue
		}
		pos = f.End
	}
	b.WriteString(text[pos:])
	return b.String()
}
