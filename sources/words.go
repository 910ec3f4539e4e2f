package sources

import (
	"regexp"
	"strings"
)

// Case-insensitive patterns are slow in Go's regexp (every literal becomes
// a fold class and the backtracker runs on every line). The helpers here
// answer the same questions by scanning: they are exact for ASCII text, and
// text with one of the two non-ASCII runes that fold to ASCII letters
// (U+017F ſ folds to s, U+212A Kelvin sign to k) goes to the regexp.

// foldsToASCII reports whether s contains a non-ASCII rune whose simple
// case fold is an ASCII letter.
func foldsToASCII[T string | []byte](s T) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case 0xC5: // U+017F is C5 BF
			if i+1 < len(s) && s[i+1] == 0xBF {
				return true
			}
		case 0xE2: // U+212A is E2 84 AA
			if i+2 < len(s) && s[i+1] == 0x84 && s[i+2] == 0xAA {
				return true
			}
		}
	}
	return false
}

// mayContainFold reports whether s contains word (lower-case ASCII) in any
// case, or might under Unicode folding: a false answer means a
// case-insensitive pattern needing word cannot match s.
func mayContainFold[T string | []byte](s T, word string) bool {
	if len(word) == 0 {
		return true
	}
	first := word[0]
	for i := 0; i+len(word) <= len(s); i++ {
		if lowerASCII(s[i]) != first {
			continue
		}
		j := 1
		for j < len(word) && lowerASCII(s[i+j]) == word[j] {
			j++
		}
		if j == len(word) {
			return true
		}
	}
	return foldsToASCII(s)
}

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// isWordByte is Go regexp's \w: an ASCII letter, digit or underscore; \b
// is a change between \w and anything else.
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// wordSet is a case-insensitive `\b(alt|alt|...)\b` pattern whose
// alternatives are ASCII words, or two words joined by one space ("do not")
// or an apostrophe ("don't").
type wordSet struct {
	words  map[string]bool // single-word alternatives
	joined map[string]bool // two-word alternatives, with their joining byte
	maxLen int             // longest alternative, in bytes
	re     *regexp.Regexp  // the same pattern, for text with folding runes
}

// newWordSet builds a wordSet from alternatives (lower-case).
func newWordSet(alts ...string) wordSet {
	w := wordSet{words: map[string]bool{}, joined: map[string]bool{}}
	quoted := make([]string, len(alts))
	for i, a := range alts {
		quoted[i] = regexp.QuoteMeta(a)
		w.maxLen = max(w.maxLen, len(a))
		if strings.ContainsAny(a, " '") {
			w.joined[a] = true
		} else {
			w.words[a] = true
		}
	}
	w.re = regexp.MustCompile(`(?i)\b(` + strings.Join(quoted, "|") + `)\b`)
	return w
}

// match reports whether text contains one of the alternatives as whole
// words, ignoring case.
func (w wordSet) match(text string) bool {
	if foldsToASCII(text) {
		return w.re.MatchString(text)
	}
	var buf [64]byte
	// has lower-cases text[from:to] into buf and looks it up in set; the
	// string(buf) conversion in a map index does not allocate.
	has := func(set map[string]bool, from, to int) bool {
		n := to - from
		if n > w.maxLen || n > len(buf) {
			return false
		}
		for k := range n {
			buf[k] = lowerASCII(text[from+k])
		}
		return set[string(buf[:n])]
	}
	prevStart, prevEnd := -1, -1
	for i := 0; i < len(text); {
		if !isWordByte(text[i]) {
			i++
			continue
		}
		start := i
		for i < len(text) && isWordByte(text[i]) {
			i++
		}
		if has(w.words, start, i) {
			return true
		}
		if prevEnd >= 0 && start == prevEnd+1 && has(w.joined, prevStart, i) {
			return true
		}
		prevStart, prevEnd = start, i
	}
	return false
}
