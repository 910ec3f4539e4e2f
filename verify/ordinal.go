package verify

import (
	"sort"
	"strconv"
	"strings"
)

// ordinalWords are the ordinals written as words, by value; "first" and
// "second" are not taken ("first registered", "litres per second").
var ordinalWords = map[string]int{
	"third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
	"seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12,
}

// ordinalMentions returns the ordinals of text, in digits ("2nd") or
// words ("the fourth"), as numbers a field word must name ("on the 2nd
// floor", "the fourth platform" of floor, platform): like a number word,
// one is no fact otherwise ("the 3rd reviewer"). Dates are found before
// them ("2nd March").
func ordinalMentions(text string) []mention {
	var out []mention
	isWordByte := func(i int) bool { return i >= 0 && i < len(text) && isASCIIAlnum(text[i]) }
	for i := 0; i < len(text); i++ {
		if text[i] < '0' || text[i] > '9' || isWordByte(i-1) {
			continue
		}
		j := i
		for j < len(text) && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		if j-i <= 3 && j+2 <= len(text) && !isWordByte(j+2) {
			switch strings.ToLower(text[j : j+2]) {
			case "st", "nd", "rd", "th":
				if n, _ := strconv.Atoi(text[i:j]); n > 0 {
					out = append(out, mention{start: i, end: j + 2, kind: KindNumber, value: strconv.Itoa(n), needsLink: true})
				}
			}
		}
		i = j
	}
	if !strings.Contains(text, "th") && !strings.Contains(text, "TH") && !strings.Contains(text, "Th") {
		return out
	}
	low := lowerASCII(text)
	for w, n := range ordinalWords {
		for k := 0; ; {
			at := strings.Index(low[k:], w)
			if at < 0 {
				break
			}
			s, e := k+at, k+at+len(w)
			if !isWordByte(s-1) && !isWordByte(e) {
				out = append(out, mention{start: s, end: e, kind: KindNumber, value: strconv.Itoa(n), needsLink: true})
			}
			k = e
		}
	}
	sort.Slice(out, func(a, b int) bool { return out[a].start < out[b].start })
	return out
}
