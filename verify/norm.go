package verify

import (
	"strings"
	"unicode"

	porterstemmer "github.com/blevesearch/go-porterstemmer"
)

// normValue is the comparison form of a value: lower case, without
// surrounding quotes, with runs of spaces, hyphens and underscores as one
// space ("Team Payments" = "team-payments").
func normValue(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.Trim(s, "\"'`*“”‘’")
	var b strings.Builder
	sep := false
	for _, r := range s {
		if r == ' ' || r == '-' || r == '_' || r == '\t' || r == '\n' {
			sep = b.Len() > 0
			continue
		}
		if sep {
			b.WriteByte(' ')
			sep = false
		}
		b.WriteRune(r)
	}
	if out := b.String(); out != s {
		return out
	}
	return s // (the value's own string: an index keeps it, not a copy)
}

// joinCodes writes a code as one word: a word of letters and the number
// after it, apart by one space, hyphen or underscore, are joined ("LK-304",
// "LK 304" and "LK304" are all "LK304"; "nb 07" is "nb07"). IDs and
// values are looked up and compared in this form, so that a code written
// with or without its separator names the same record or value; "AB12 CDE"
// (digits before the break) and "2026-01-08" stay as they are.
func joinCodes(s string) string {
	if !codeBreak(s, 0) {
		return s // (most values hold no code)
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		if codeBreakAt(s, i) {
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// codeBreak reports whether s holds a separator joinCodes drops, at or
// after byte from.
func codeBreak(s string, from int) bool {
	for i := max(from, 1); i+1 < len(s); i++ {
		if c := s[i]; (c == ' ' || c == '-' || c == '_') && s[i+1] >= '0' && s[i+1] <= '9' && codeBreakAt(s, i) {
			return true
		}
	}
	return false
}

// codeBreakAt reports whether s[i] is a separator between a word of ASCII
// letters only and a word starting with a digit.
func codeBreakAt(s string, i int) bool {
	if i == 0 || i+1 >= len(s) || s[i] != ' ' && s[i] != '-' && s[i] != '_' || s[i+1] < '0' || s[i+1] > '9' {
		return false
	}
	j := i
	for j > 0 && isLetter(rune(s[j-1])) {
		j--
	}
	return j < i && (j == 0 || !isWordByte(s[j-1]) && s[j-1] < 0x80)
}

// token is a word of a text with its byte offsets.
type token struct {
	start, end int
	low, stem  string
}

// tokenSpans returns the byte spans of the words of text: the maximal
// runs of letters and numbers (the regular expression [\p{L}\p{N}]+).
func tokenSpans(text string) [][2]int {
	return runs(text, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) })
}

// runs returns the byte spans of the maximal runs of the runes of s that
// in accepts.
func runs(s string, in func(rune) bool) [][2]int {
	var out [][2]int
	eachRun(s, in, func(i, j int) { out = append(out, [2]int{i, j}) })
	return out
}

// eachRun calls fn with the byte span of each maximal run of the runes of
// s that in accepts, in order.
func eachRun(s string, in func(rune) bool, fn func(i, j int)) {
	start := -1
	for i, r := range s {
		if in(r) {
			if start < 0 {
				start = i
			}
		} else if start >= 0 {
			fn(start, i)
			start = -1
		}
	}
	if start >= 0 {
		fn(start, len(s))
	}
}

// tokenize returns the words of text (letters and digits) with their
// lower-case form and stem.
func tokenize(text string) []token {
	ms := tokenSpans(text)
	out := make([]token, len(ms))
	for i, m := range ms {
		low := strings.ToLower(text[m[0]:m[1]])
		out[i] = token{m[0], m[1], low, stem(low)}
	}
	return out
}

// stem is the Porter stem of a lower-case word.
func stem(w string) string {
	if len(w) <= 2 {
		return w
	}
	return porterstemmer.StemString(w)
}

// stems returns the stems of the words of a phrase or field name (split
// on non-letters and camel case).
func stems(s string) []string {
	var out []string
	for _, w := range words(s) {
		out = append(out, stem(w))
	}
	return out
}

// words splits a phrase or field name into lower-case words: on anything
// not a letter or digit, and on camel case (alwaysApply).
func words(s string) []string { return nameWords(splitCamel(s)) }

// nameWords splits a name into lower-case words on anything not a letter
// or digit.
func nameWords(s string) []string {
	// The words gather on the stack and are copied to a slice of their
	// exact length: a large file's verifier keeps one for each of its
	// names and values (and one grown by append was a third larger).
	var buf [8]string
	out := buf[:0]
	eachRun(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }, func(i, j int) {
		out = append(out, strings.ToLower(s[i:j]))
	})
	return append(make([]string, 0, len(out)), out...)
}

// nameForm is the lookup form of a name or title: its words joined by
// one space ("In-place Update of Pod Resources" is "in place update of
// pod resources").
func nameForm(s string) string {
	if f := strings.Join(nameWords(s), " "); f != s {
		return f
	}
	return s // (the name's own string: an index keeps it, not a copy)
}

// markAfter is the "*" or "+" written right after the value at s:t and
// before a space, a punctuation mark or the end ("Grade II*", "A+"), 0
// when none: a mark of emphasis ("*II*", "II**") is none.
func markAfter(text string, s, t int) byte {
	if t >= len(text) || text[t] != '*' && text[t] != '+' || s > 0 && text[s-1] == text[t] {
		return 0
	}
	if t+1 < len(text) {
		if c := rune(text[t+1]); c == '*' || c == '+' || unicode.IsLetter(c) || unicode.IsDigit(c) {
			return 0
		}
	}
	return text[t]
}
