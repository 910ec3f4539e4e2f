package embed

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// stopWords are dropped before hashing: function words that carry no topic.
// The list is the common English stop list of the NLTK/Snowball family,
// extended with a few words frequent in instructions and rule files.
var stopWords = func() map[string]struct{} {
	const list = `a about above after again against all also am an and any are as at be
because been before being below between both but by can could did do does doing
down during each either etc every few for from further had has have having he her here
hers herself him himself his how however i if in into is it its itself just me
more most my myself no nor not now of off on once only or other our ours
ourselves out over own same she should so some such than that the their theirs
them themselves then there these they this those through thus to too under
until up upon us very via was we were what when where whether which while who
whom why will with within without would yet you your yours yourself yourselves`
	m := make(map[string]struct{})
	for _, w := range strings.Fields(list) {
		m[w] = struct{}{}
	}
	return m
}()

// IsStopWord reports whether the lowercase word is on the stop list.
func IsStopWord(word string) bool {
	_, ok := stopWords[word]
	return ok
}

// byteClass classifies ASCII bytes for forEachWord.
var byteClass = func() (c [utf8.RuneSelf]uint8) {
	for b := range c {
		switch {
		case b >= 'a' && b <= 'z', b >= '0' && b <= '9':
			c[b] = classLower
		case b >= 'A' && b <= 'Z':
			c[b] = classUpper
		}
	}
	return c
}()

const (
	classOther = iota
	classLower // a lower-case letter or a digit
	classUpper
)

// forEachWord calls fn with each run of Unicode letters and digits in text,
// lowercased. Runs of a single letter are skipped. A word that is already
// lower case is passed as word (a substring of text); an ASCII word with
// upper-case letters is lowered into a reused buffer and passed as lowered
// (valid only during the call), word empty; other words are lowered with
// strings.ToLower. Only that last case allocates.
func forEachWord(text string, fn func(word string, lowered []byte)) {
	var buf []byte
	start := -1
	lower, ascii := true, true
	flush := func(end int) {
		if start < 0 {
			return
		}
		w := text[start:end]
		start = -1
		if len(w) == 1 && !isDigit(w[0]) {
			return
		}
		switch {
		case lower:
			fn(w, nil)
		case ascii:
			buf = buf[:0]
			for i := 0; i < len(w); i++ {
				c := w[i]
				if byteClass[c] == classUpper {
					c += 'a' - 'A'
				}
				buf = append(buf, c)
			}
			fn("", buf)
		default:
			fn(strings.ToLower(w), nil)
		}
	}
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			switch byteClass[c] {
			case classOther:
				flush(i)
			case classLower:
				if start < 0 {
					start, lower, ascii = i, true, true
				}
			case classUpper:
				if start < 0 {
					start, lower, ascii = i, true, true
				}
				lower = false
			}
			i++
			continue
		}
		r, w := utf8.DecodeRuneInString(text[i:])
		if isWordRune(r) {
			if start < 0 {
				start, lower = i, true
			}
			ascii = false
			if unicode.ToLower(r) != r { // upper and title case
				lower = false
			}
		} else {
			flush(i)
		}
		i += w
	}
	flush(len(text))
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}
