package verify

import (
	"regexp"
	"strings"
)

// timeRangeRe is a range of times of day: 07:00-22:00, 8:00 – 19:00,
// 08:00 to 18:00 (opening hours, a shift, a booking slot).
var timeRangeRe = regexp.MustCompile(`(?i)\b((?:[01]?\d|2[0-3]):[0-5]\d)\s*(?:-|–|—|\bto\b|\buntil\b|\btill\b)\s*((?:[01]?\d|2[0-3]):[0-5]\d)\b`)

// timeRangeKey is the comparison form of a range of times of day
// ("07:00-22:00" for "7:00 to 22:00"), "" when s is none.
func timeRangeKey(s string) string {
	s = strings.TrimSpace(s)
	m := timeRangeRe.FindStringSubmatch(s)
	if m == nil || len(m[0]) != len(s) {
		return ""
	}
	return timeKey(m[1]) + "-" + timeKey(m[2])
}

// timeRangeMentions are the ranges of times of day in text: values of a
// field of such ranges its words name ("opening hours: 07:00-22:00"),
// never two times or numbers.
func timeRangeMentions(text string) []mention {
	if !strings.Contains(text, ":") {
		return nil
	}
	var out []mention
	for _, m := range timeRangeRe.FindAllStringSubmatchIndex(text, -1) {
		out = append(out, mention{start: m[0], end: m[1], kind: KindString, value: timeKey(text[m[2]:m[3]]) + "-" + timeKey(text[m[4]:m[5]]), needsLink: true})
	}
	return out
}
