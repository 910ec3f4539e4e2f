package verify

import (
	"regexp"
	"strconv"
	"strings"
)

// ordinalRe is an ordinal in digits or words: "2nd", "the third".
var ordinalRe = regexp.MustCompile(`(?i)\b(?:(\d{1,3})(?:st|nd|rd|th)|(third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth))\b`)

// ordinalWords are the ordinals written as words, by value; "first" and
// "second" are not taken ("first registered", "litres per second").
var ordinalWords = map[string]int{
	"third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
	"seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12,
}

// ordinalMentions returns the ordinals of text as numbers a field word
// must name ("on the 2nd floor", "the fourth platform" of floor, platform):
// like a number word, one is no fact otherwise ("the 3rd reviewer").
// Dates are found before them ("2nd March").
func ordinalMentions(text string) []mention {
	if !strings.ContainsAny(text, "0123456789") && !strings.Contains(strings.ToLower(text), "th") {
		return nil
	}
	var out []mention
	for _, m := range ordinalRe.FindAllStringSubmatchIndex(text, -1) {
		n := 0
		if m[2] >= 0 {
			n, _ = strconv.Atoi(text[m[2]:m[3]])
		} else {
			n = ordinalWords[strings.ToLower(text[m[4]:m[5]])]
		}
		if n > 0 {
			out = append(out, mention{start: m[0], end: m[1], kind: KindNumber, value: strconv.Itoa(n), needsLink: true})
		}
	}
	return out
}
