package tokens

import (
	"unicode"
	"unicode/utf8"
)

// The estimator splits text the way cl100k_base's pre-tokenizer does (its
// regular expression is emulated by hand in scan, without allocating) and
// counts features of the resulting pieces. Each feature has a fitted cost in
// tokens (coef in coefficients.go); the estimate is the dot product.
//
// Letter pieces are counted by case shape and length, because a short
// lowercase word is almost always one BPE token while long, capitalised or
// camel-case words split into several.
// Letter-piece length buckets: 1..12 letters and 13+ (index 0..12).
const lenBuckets = 13

// Case shapes of an ASCII letter piece.
const (
	shapeLower = iota // all lowercase
	shapeCap          // one capital followed by lowercase
	shapeUpper        // all capitals, two or more letters
	shapeMixed        // anything else (camelCase, McDonald)
	numShapes
)

// Feature indexes. The first numShapes*lenBuckets features are the letter
// pieces by shape and length bucket.
const (
	fLongLetters  = numShapes*lenBuckets + iota // letters beyond 12 in a piece
	fHumps                                      // lower-to-upper transitions inside a piece
	fPunctPrefix                                // letter piece preceded by a punctuation rune
	fBarePrefix                                 // letter piece with no leading space or rune
	fOtherLetter                                // non-ASCII, non-CJK letter runes
	fCJKLetter                                  // Han, Kana, Hangul letter runes
	fForeignPiece                               // letter pieces holding any non-ASCII letter
	fDigitGroup                                 // groups of up to three digits
	fContraction                                // 's 't 're 've 'm 'll 'd
	fPunct1                                     // punctuation pieces of 1 rune
	fPunct2                                     // of 2 runes
	fPunct3                                     // of 3 runes
	fPunct4                                     // of 4 or more runes
	fPunctExtra                                 // runes beyond 4 in punctuation pieces
	fPunctSpace                                 // punctuation pieces with a leading space
	fPunctNewline                               // punctuation pieces ending in newlines
	fSym2                                       // non-ASCII symbols of 2 UTF-8 bytes
	fSym3                                       // of 3 bytes (dashes, arrows, box drawing)
	fSym4                                       // of 4 bytes (emoji)
	fNewline                                    // whitespace pieces ending in newlines
	fNewlineMulti                               // ... holding more than one newline
	fNewlineLead                                // ... with spaces or tabs before the newline
	fSpace                                      // whitespace pieces without newline
	fSpaceLong                                  // spaces beyond 8 in such a piece
	fTab                                        // tab characters in whitespace pieces
	numFeatures
)

// features holds the feature counts of a text.
type features [numFeatures]float64

// Rune classes of the pre-tokenizer.
const (
	clsOther   = iota // punctuation, symbols
	clsLetter         // \p{L}
	clsNumber         // \p{N}
	clsSpace          // \s other than newline
	clsNewline        // \r \n
)

// asciiClass classifies ASCII bytes without a Unicode table lookup.
var asciiClass = func() (t [utf8.RuneSelf]uint8) {
	for c := range utf8.RuneSelf {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
			t[c] = clsLetter
		case c >= '0' && c <= '9':
			t[c] = clsNumber
		case c == '\n' || c == '\r':
			t[c] = clsNewline
		case c == ' ' || c == '\t' || c == '\v' || c == '\f':
			t[c] = clsSpace
		default:
			t[c] = clsOther
		}
	}
	return t
}()

// classAt returns the class and width of the rune starting at s[i].
func classAt(s string, i int) (cls uint8, r rune, w int) {
	c := s[i]
	if c < utf8.RuneSelf {
		return asciiClass[c], rune(c), 1
	}
	r, w = utf8.DecodeRuneInString(s[i:])
	switch {
	case unicode.IsLetter(r):
		return clsLetter, r, w
	case unicode.IsNumber(r):
		return clsNumber, r, w
	case r == '\u0085' || r == '\u2028' || r == '\u2029':
		// \s in the pattern; not \r\n, so treated as plain space.
		return clsSpace, r, w
	case unicode.IsSpace(r):
		return clsSpace, r, w
	}
	return clsOther, r, w
}

// scan counts the features of text into f. It allocates nothing.
func scan(text string, f *features) {
	n := len(text)
	i := 0
	for i < n {
		cls, r, w := classAt(text, i)
		switch cls {
		case clsLetter:
			i = letterPiece(text, i, f)
			f[fBarePrefix]++
		case clsNumber:
			i = digitPiece(text, i, f)
		case clsNewline:
			i = whitespacePiece(text, i, f)
		case clsSpace:
			if w < n-i {
				ncls, _, _ := classAt(text, i+w)
				if ncls == clsLetter {
					i = letterPiece(text, i+w, f)
					continue
				}
				if ncls == clsOther && r == ' ' {
					f[fPunctSpace]++
					i = punctPiece(text, i+w, f)
					continue
				}
			}
			i = whitespacePiece(text, i, f)
		default:
			if r == '\'' {
				if k := contraction(text, i+1); k > 0 {
					f[fContraction]++
					i += 1 + k
					continue
				}
			}
			if w < n-i {
				if ncls, _, _ := classAt(text, i+w); ncls == clsLetter {
					f[fPunctPrefix]++
					i = letterPiece(text, i+w, f)
					continue
				}
			}
			i = punctPiece(text, i, f)
		}
	}
}

// contraction returns the length of a contraction suffix at s[i:] ('s, 'll...)
// matched case-insensitively, or 0.
func contraction(s string, i int) int {
	lower := func(j int) byte {
		if j >= len(s) {
			return 0
		}
		return s[j] | 0x20
	}
	switch lower(i) {
	case 's', 't', 'm', 'd':
		return 1
	case 'r', 'v':
		if lower(i+1) == 'e' {
			return 2
		}
	case 'l':
		if lower(i+1) == 'l' {
			return 2
		}
	}
	return 0
}

// letterPiece consumes the letter run starting at s[i] and counts it.
func letterPiece(s string, i int, f *features) int {
	n := len(s)
	length, uppers, humps := 0, 0, 0
	foreign, cjk := 0, 0
	firstUpper, prevLower := false, false
	for i < n {
		c := s[i]
		if c < utf8.RuneSelf {
			isUpper := c >= 'A' && c <= 'Z'
			if !isUpper && (c < 'a' || c > 'z') {
				break
			}
			if isUpper {
				if length == 0 {
					firstUpper = true
				}
				uppers++
				if prevLower {
					humps++
				}
			}
			prevLower = !isUpper
			length++
			i++
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			break
		}
		if isCJK(r) {
			cjk++
		} else {
			foreign++
		}
		prevLower = false
		length++
		i += w
	}
	if foreign+cjk > 0 {
		f[fForeignPiece]++
		f[fOtherLetter] += float64(foreign)
		f[fCJKLetter] += float64(cjk)
		return i
	}
	shape := shapeMixed
	switch {
	case uppers == 0:
		shape = shapeLower
	case uppers == 1 && firstUpper:
		shape = shapeCap
	case uppers == length && length > 1:
		shape = shapeUpper
	}
	b := length - 1
	if length > 12 {
		b = 12
		f[fLongLetters] += float64(length - 12)
	}
	f[shape*lenBuckets+b]++
	f[fHumps] += float64(humps)
	return i
}

// isCJK reports whether r is a Han, Kana or Hangul letter, which cl100k
// encodes at roughly one or more tokens per rune.
func isCJK(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) ||
		unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r)
}

// digitPiece consumes a run of \p{N} starting at s[i]; cl100k splits it into
// groups of at most three, each one token.
func digitPiece(s string, i int, f *features) int {
	run := 0
	for i < len(s) {
		cls, _, w := classAt(s, i)
		if cls != clsNumber {
			break
		}
		run++
		i += w
	}
	f[fDigitGroup] += float64((run + 2) / 3)
	return i
}

// punctPiece consumes a run of runes that are neither space, letter nor
// number starting at s[i], plus any newlines that follow it.
func punctPiece(s string, i int, f *features) int {
	runes := 0
	for i < len(s) {
		cls, _, w := classAt(s, i)
		if cls != clsOther {
			break
		}
		switch w {
		case 2:
			f[fSym2]++
		case 3:
			f[fSym3]++
		case 4:
			f[fSym4]++
		}
		runes++
		i += w
	}
	switch runes {
	case 1:
		f[fPunct1]++
	case 2:
		f[fPunct2]++
	case 3:
		f[fPunct3]++
	default:
		f[fPunct4]++
		f[fPunctExtra] += float64(runes - 4)
	}
	nl := false
	for i < len(s) && (s[i] == '\n' || s[i] == '\r') {
		nl = true
		i++
	}
	if nl {
		f[fPunctNewline]++
	}
	return i
}

// whitespacePiece consumes whitespace starting at s[i] as the pattern does:
// up to the last newline of the run as one piece (\s*[\r\n]+); otherwise all
// but the last space when a non-space follows (\s+(?!\S)), or all of it.
func whitespacePiece(s string, i int, f *features) int {
	start := i
	lastNL, newlines := -1, 0
	j := i
	for j < len(s) {
		cls, _, w := classAt(s, j)
		if cls == clsNewline {
			lastNL = j + w
			newlines++
		} else if cls != clsSpace {
			break
		}
		j += w
	}
	if lastNL > 0 {
		f[fNewline]++
		if newlines > 1 {
			f[fNewlineMulti]++
		}
		if s[start] != '\n' && s[start] != '\r' {
			f[fNewlineLead]++
		}
		return lastNL
	}
	end := j
	if _, first := utf8.DecodeRuneInString(s[start:]); end < len(s) && end-start > first {
		// Two or more runes before a non-space: leave the last one to
		// prefix the next piece.
		_, lw := utf8.DecodeLastRuneInString(s[start:end])
		end -= lw
	}
	spaces := 0
	for k := start; k < end; {
		_, w := utf8.DecodeRuneInString(s[k:])
		if s[k] == '\t' {
			f[fTab]++
		}
		spaces++
		k += w
	}
	f[fSpace]++
	if spaces > 8 {
		f[fSpaceLong] += float64(spaces - 8)
	}
	return end
}
