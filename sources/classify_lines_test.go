package sources

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// The multi-line patterns lineMatch replaces, as they were written before.
var (
	statusHeadingOracle = regexp.MustCompile(`(?im)^ {0,3}#{1,6}[ \t]+(?:\d+\.?\s*)?status\b`)
	statusLineOracle    = regexp.MustCompile(`(?im)^\s*(?:[-*+]\s+)?(?:\*\*|__)?status(?:\*\*|__)?\s*(?::|\*\*\s*:|\|)`)
	otherADRHeadOracle  = regexp.MustCompile(`(?im)^ {0,3}#{1,6}[ \t]+(?:\d+\.?\s*)?(?:context|decision|consequences|considered options|decision outcome)\b`)
)

func checkLineMatch(t *testing.T, body string) {
	t.Helper()
	b := []byte(body)
	for _, c := range []struct {
		name string
		got  bool
		re   *regexp.Regexp
	}{
		{"status heading", hasStatusHeading(b), statusHeadingOracle},
		{"status line", hasStatusLine(b), statusLineOracle},
		{"other ADR heading", hasOtherADRHeading(b), otherADRHeadOracle},
	} {
		if want := c.re.Match(b); c.got != want {
			t.Fatalf("%s on %q: %v, the multi-line pattern says %v", c.name, body, c.got, want)
		}
	}
}

// TestLineMatch_MatchesMultiLinePatterns checks the line-start matching
// against the multi-line patterns on the test archives and on random text
// built from the patterns' pieces, including matches that run over lines.
func TestLineMatch_MatchesMultiLinePatterns(t *testing.T) {
	for _, name := range []string{"markdown", "rules", "adr", "sop", "sot"} {
		for _, data := range loadArchive(t, name) {
			checkLineMatch(t, string(data))
		}
	}
	rng := rand.New(rand.NewPCG(2, 4))
	frags := []string{"#", "##", "   #", "    #", " ", "\t", "\n", "\r\n", "\n\n", "1.", "2", "Status", "STATUS", "ſtatus",
		"status", "statuses", ":", "**", "__", "|", "- ", "* ", "+", "-", "Context", "decision", "Decision Outcome",
		"considered options", "x", "é"}
	for range 50_000 {
		var sb strings.Builder
		for range 1 + rng.IntN(14) {
			sb.WriteString(frags[rng.IntN(len(frags))])
		}
		checkLineMatch(t, sb.String())
	}
}
