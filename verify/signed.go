package verify

import (
	"regexp"
	"strings"
)

// negativeRe is a number written with a minus sign after a space, a
// bracket, a colon or an equals sign: "floor -1", "(−2)", "offset: -0.5"
// (a hyphen right after a word or digit joins them: "N-1", "5-6").
var negativeRe = regexp.MustCompile(`(?:^|[\s(\[:=])((?:-|−)\d+(?:\.\d+)?)(?:$|[^\w\-/.:%]|\.(?:\D|$))`)

// negativeMentions are the numbers written with a minus sign in text.
func negativeMentions(text string) []mention {
	if !strings.Contains(text, "-") && !strings.Contains(text, "−") {
		return nil
	}
	var out []mention
	for _, m := range negativeRe.FindAllStringSubmatchIndex(text, -1) {
		digits := strings.TrimLeft(text[m[2]:m[3]], "-−")
		out = append(out, mention{start: m[2], end: m[3], kind: KindNumber, value: plainNumber("-" + digits)})
	}
	return out
}
