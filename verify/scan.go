package verify

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// scanner runs a regexp over the parts of a text where it can match, with
// the same matches as running it over the whole text. Two things are
// learned from the pattern when it is compiled:
//
//   - its cut bytes: ASCII bytes no match can hold that are no word
//     bytes. No match crosses one, so the text falls apart into runs
//     between them that are matched on their own; a run is matched with
//     the cut byte on either side, so that \b, ^ and $ see what they see
//     in the whole text.
//   - its needles: strings one of which every match holds (the text
//     lower-cased in ASCII). Only a run holding a needle is matched.
//
// A slow case-insensitive pattern (a month name, a number word) then
// costs a search for its needles, not a walk of its automaton over every
// byte of a long text.
type scanner struct {
	re      *regexp.Regexp
	cut     [utf8.RuneSelf]bool
	needles []string // nil: none known, the whole text is matched
}

// maxNeedles bounds the needles of a pattern: beyond it the pattern is
// run over the whole text.
const maxNeedles = 64

func newScanner(re *regexp.Regexp) *scanner {
	s := &scanner{re: re}
	p, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return s // compiled by regexp with the same flags: never
	}
	var held [utf8.RuneSelf]bool
	matchable(p, &held)
	for b := range utf8.RuneSelf {
		s.cut[b] = !held[b] && !syntax.IsWordChar(rune(b))
	}
	ns := needles(p)
	if slices.Contains(ns, "") {
		return s
	}
	// A needle holding another one is found by that one.
	s.needles = slices.DeleteFunc(slices.Clone(ns), func(n string) bool {
		return slices.ContainsFunc(ns, func(o string) bool { return o != n && strings.Contains(n, o) })
	})
	return s
}

// lowerASCII lower-cases the ASCII letters of s, keeping its length.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if c := b[j]; 'A' <= c && c <= 'Z' {
					b[j] = c + 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// findAll returns what re.FindAllStringSubmatchIndex(text, -1) does;
// lower is lowerASCII(text).
func (s *scanner) findAll(text, lower string) [][]int {
	return s.each(text, lower, s.re.FindAllStringSubmatchIndex)
}

// findAllIf is findAll when a cheap test says re may match, else nil.
func (s *scanner) findAllIf(text, lower string, may bool) [][]int {
	if !may {
		return nil
	}
	return s.findAll(text, lower)
}

// findAllIndex returns what re.FindAllStringIndex(text, -1) does; lower
// is lowerASCII(text).
func (s *scanner) findAllIndex(text, lower string) [][]int {
	return s.each(text, lower, s.re.FindAllStringIndex)
}

// matchString returns what re.MatchString(text) does, without running re
// when text holds no needle.
func (s *scanner) matchString(text string) bool {
	if s.needles != nil && !slices.ContainsFunc(s.needles, func(n string) bool { return containsFold(text, n) }) {
		return false
	}
	return s.re.MatchString(text)
}

// findIndex returns what re.FindStringIndex(text) does, without running
// re when text holds no needle.
func (s *scanner) findIndex(text string) []int {
	if !s.mayMatch(text) {
		return nil
	}
	return s.re.FindStringIndex(text)
}

// mayMatch reports whether re may match text: false when text holds no
// needle.
func (s *scanner) mayMatch(text string) bool {
	return s.needles == nil || slices.ContainsFunc(s.needles, func(n string) bool { return containsFold(text, n) })
}

// containsFold reports whether lowerASCII(s) holds needle.
func containsFold(s, needle string) bool {
	for i := 0; i+len(needle) <= len(s); i++ {
		j := 0
		for j < len(needle) {
			c := s[i+j]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != needle[j] {
				break
			}
			j++
		}
		if j == len(needle) {
			return true
		}
	}
	return false
}

// each runs find (a FindAll method of re with n -1) over the runs of
// text that hold a needle, with the offsets of text.
func (s *scanner) each(text, lower string, find func(string, int) [][]int) [][]int {
	if s.needles == nil {
		return find(text, -1)
	}
	var out [][]int
	for _, r := range s.runs(lower) {
		from, to := max(r[0]-1, 0), min(r[1]+1, len(text))
		for _, m := range find(text[from:to], -1) {
			for k := range m {
				if m[k] >= 0 {
					m[k] += from
				}
			}
			out = append(out, m)
		}
	}
	return out
}

// runGap is the gap between two runs below which they are matched at once
// (with the cut bytes between them: no match crosses one either), which
// costs less than running re once more.
const runGap = 64

// runs returns the runs between cut bytes of lower that hold a needle, in
// order, a run and the next one less than runGap bytes after it as one.
func (s *scanner) runs(lower string) [][2]int {
	var out [][2]int
	for _, n := range s.needles {
		for i := 0; ; {
			k := strings.Index(lower[i:], n)
			if k < 0 {
				break
			}
			a, b := i+k, i+k+len(n)
			for a > 0 && !s.isCut(lower[a-1]) {
				a--
			}
			for b < len(lower) && !s.isCut(lower[b]) {
				b++
			}
			out = append(out, [2]int{a, b})
			i = b
		}
	}
	slices.SortFunc(out, func(x, y [2]int) int { return x[0] - y[0] })
	out = slices.Compact(out)
	joined := out[:0]
	for _, r := range out {
		if k := len(joined) - 1; k >= 0 && r[0]-joined[k][1] < runGap {
			joined[k][1] = r[1]
			continue
		}
		joined = append(joined, r)
	}
	return joined
}

func (s *scanner) isCut(c byte) bool { return c < utf8.RuneSelf && s.cut[c] }

// matchable marks the ASCII bytes some match of p may hold.
func matchable(p *syntax.Regexp, held *[utf8.RuneSelf]bool) {
	mark := func(lo, hi rune) {
		for r := max(lo, 0); r <= hi && r < utf8.RuneSelf; r++ {
			held[r] = true
		}
	}
	switch p.Op {
	case syntax.OpLiteral:
		for _, r := range p.Rune {
			mark(r, r)
			if p.Flags&syntax.FoldCase != 0 {
				for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
					mark(f, f)
				}
			}
		}
	case syntax.OpCharClass:
		for i := 0; i+1 < len(p.Rune); i += 2 {
			mark(p.Rune[i], p.Rune[i+1])
		}
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		mark(0, utf8.RuneSelf-1)
	}
	for _, sub := range p.Sub {
		matchable(sub, held)
	}
}

// needles returns strings (lower-cased in ASCII) one of which every
// match of p holds, nil when none are known. A letter folding to a
// non-ASCII one (k to the Kelvin sign, s to the long s) is searched in
// both forms.
func needles(p *syntax.Regexp) []string {
	if ex := exact(p); ex != nil {
		if slices.Contains(ex, "") {
			return nil
		}
		return ex
	}
	switch p.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return needles(p.Sub[0])
	case syntax.OpRepeat:
		if p.Min >= 1 {
			return needles(p.Sub[0])
		}
	case syntax.OpConcat:
		// The rarest of the needles of each part and of the strings of
		// each run of parts whose strings are few.
		var best []string
		better := func(n []string) {
			if n != nil && !slices.Contains(n, "") && (best == nil || frequency(n) < frequency(best)) {
				best = n
			}
		}
		for i, sub := range p.Sub {
			better(needles(sub))
			run := []string{""}
			for _, next := range p.Sub[i:] {
				if run = product(run, exact(next)); run == nil {
					break
				}
				better(run)
			}
		}
		return best
	case syntax.OpAlternate:
		var out []string
		for _, sub := range p.Sub {
			n := needles(sub)
			if n == nil || len(out)+len(n) > maxNeedles {
				return nil
			}
			out = append(out, n...)
		}
		slices.Sort(out)
		return slices.Compact(out)
	}
	return nil
}

// exact returns every string p matches (lower-cased in ASCII), nil when
// they are more than maxNeedles or not known.
func exact(p *syntax.Regexp) []string {
	switch p.Op {
	case syntax.OpEmptyMatch:
		return []string{""}
	case syntax.OpLiteral:
		out := []string{""}
		for _, r := range p.Rune {
			forms := []string{lowerASCII(string(r))}
			if p.Flags&syntax.FoldCase != 0 {
				for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
					forms = append(forms, lowerASCII(string(f)))
				}
			}
			if out = product(out, forms); out == nil {
				return nil
			}
		}
		return out
	case syntax.OpCharClass:
		var out []string
		for i := 0; i+1 < len(p.Rune); i += 2 {
			if p.Rune[i+1]-p.Rune[i] >= maxNeedles {
				return nil
			}
			for r := p.Rune[i]; r <= p.Rune[i+1]; r++ {
				out = append(out, lowerASCII(string(r)))
			}
		}
		out = compactSorted(out)
		if len(out) > maxNeedles {
			return nil
		}
		return out
	case syntax.OpCapture:
		return exact(p.Sub[0])
	case syntax.OpQuest:
		if ex := exact(p.Sub[0]); ex != nil && len(ex) < maxNeedles {
			return compactSorted(append(ex, ""))
		}
	case syntax.OpConcat:
		out := []string{""}
		for _, sub := range p.Sub {
			if out = product(out, exact(sub)); out == nil {
				return nil
			}
		}
		return out
	case syntax.OpAlternate:
		var out []string
		for _, sub := range p.Sub {
			ex := exact(sub)
			if ex == nil {
				return nil
			}
			out = append(out, ex...)
		}
		out = compactSorted(out)
		if len(out) > maxNeedles {
			return nil
		}
		return out
	}
	return nil
}

// product returns every string of a followed by one of b, nil when b is
// nil or they are more than maxNeedles.
func product(a, b []string) []string {
	if b == nil || len(a)*len(b) > maxNeedles {
		return nil
	}
	out := make([]string, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			out = append(out, x+y)
		}
	}
	return compactSorted(out)
}

func compactSorted(s []string) []string {
	slices.Sort(s)
	return slices.Compact(s)
}

// frequency is roughly how often one of ns starts at a byte of an English
// text: the product of the frequencies of the bytes of each.
func frequency(ns []string) float64 {
	f := 0.0
	for _, n := range ns {
		p := 1.0
		for i := 0; i < len(n); i++ {
			p *= byteFrequency(n[i])
		}
		f += p
	}
	return f
}

// letterFrequency is the frequency of each letter a to z in English text.
var letterFrequency = [26]float64{.082, .015, .028, .043, .127, .022, .020, .061, .070, .002, .008, .040, .024,
	.067, .075, .019, .001, .060, .063, .091, .028, .010, .024, .002, .020, .001}

// byteFrequency is roughly the frequency of c in English text.
func byteFrequency(c byte) float64 {
	switch {
	case 'a' <= c && c <= 'z':
		return .8 * letterFrequency[c-'a']
	case c == ' ':
		return .16
	case '0' <= c && c <= '9', c == '.', c == ',', c == '\n':
		return .01
	case c == '-':
		return .005
	}
	return .002
}

// prefixMatches returns re.FindAllStringIndex(text[:end], -1) given all,
// re.FindAllStringIndex(text, -1), for a pattern that asserts nothing of
// the text around a match (no \b, ^ or $): cutting the text off makes
// no path of the pattern match that did not, so the matches of the
// prefix are those of the text that end in it, up to the first that
// does not, and then the matches of the prefix from where that one
// starts.
func prefixMatches(re *regexp.Regexp, text string, all [][]int, end int) [][]int {
	k := 0
	for k < len(all) && all[k][1] <= end {
		k++
	}
	out := all[:k:k]
	if k < len(all) && all[k][0] < end {
		from := all[k][0]
		for _, m := range re.FindAllStringIndex(text[from:end], -1) {
			out = append(out, []int{m[0] + from, m[1] + from})
		}
	}
	return out
}

// asciiWords returns the spans of the runs of ASCII letters and digits
// of text (what [A-Za-z0-9]+ finds).
func asciiWords(text string) [][]int {
	var out [][]int
	for i := 0; i < len(text); {
		if !isASCIIAlnum(text[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(text) && isASCIIAlnum(text[j]) {
			j++
		}
		out = append(out, []int{i, j})
		i = j
	}
	return out
}

func isASCIIAlnum(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// allDigits reports whether s is one or more ASCII digits (what `^\d+$`
// matches, without a regexp).
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// spanCover counts the bytes of a text a spanSet holds before each
// offset, to tell in one step whether a span overlaps it.
type spanCover []int32

// coverOf returns the cover of s over a text of n bytes, nil when a span
// of s is empty or reversed or ends after the text (then overlaps reads
// s itself).
func coverOf(s spanSet, n int) spanCover {
	held := make([]int32, n+1)
	for _, x := range s {
		if x[0] < 0 || x[0] >= x[1] || x[1] > n {
			return nil
		}
		held[x[0]]++
		held[x[1]]--
	}
	c := make(spanCover, n+1)
	depth, count := int32(0), int32(0)
	for i := range n {
		c[i] = count
		if depth += held[i]; depth > 0 {
			count++
		}
	}
	c[n] = count
	return c
}

// overlaps is s.overlaps(a, b), s the spans c covers (read when c is nil,
// the offsets are out of its text or [a, b) is empty: s.overlaps of an
// offset inside a span is true).
func (c spanCover) overlaps(s spanSet, a, b int) bool {
	if c == nil || a < 0 || b > len(c)-1 || a >= b {
		return s.overlaps(a, b)
	}
	return c[b] > c[a]
}

// The scanners of extract's slow patterns.
var (
	moneyScan      = newScanner(moneyRe)
	mdyScan        = newScanner(mdyRe)
	myScan         = newScanner(myRe)
	dmyScan        = newScanner(dmyRe)
	dOfMyScan      = newScanner(dOfMyRe)
	numberWordScan = newScanner(numberWordRe)
	yearScan       = newScanner(yearRe)
	vVersionScan   = newScanner(vVersionRe)
	ulidScan       = newScanner(ulidRe)
	genericIDScan  = newScanner(genericIDRe)
	letterIDScan   = newScanner(letterIDRe)
	isoDateScan    = newScanner(isoDateRe)
	dmyNumScan     = newScanner(dmyNumRe)
	slashScan      = newScanner(slashRe)
	handleScan     = newScanner(handleRe)
	// skipSpans' patterns.
	fenceScan      = newScanner(fenceRe)
	commentScan    = newScanner(commentRe)
	urlScan        = newScanner(urlRe)
	linkTargetScan = newScanner(linkTargetRe)
	// Patterns tried before every value.
	negatedBeforeScan = newScanner(negatedBeforeRe)
	labelScan         = newScanner(labelRe)
	hyphenUnitScan    = newScanner(hyphenUnitRe)
)

// enumeratorRe is a word numbering the parts of a text ("item 5:", "point
// 2:"), right before the number.
var enumeratorRe = regexp.MustCompile(`(?i)\b(?:item|point|step|part|para|paragraph|clause|question|action|section)\s+$`)

// enumerator reports whether the number at s..e numbers a part of the
// text, as a label ending in a colon or a bracket: no value.
func enumerator(text string, s, e int) bool {
	rest := strings.TrimLeft(text[e:], " ")
	if rest == "" || rest[0] != ':' && rest[0] != ')' {
		return false
	}
	return enumeratorRe.MatchString(text[max(0, s-12):s])
}
