package verify

// The known values of the records' fields, found where a text writes
// them.

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// domainMentions finds the string values of the records' fields written in
// the text (case, spaces and hyphens aside: "Team Payments" is team-payments),
// outside the claimed spans. Each needs a field word or a copula to become
// a fact (mention.needsLink).
func (v *Verifier) domainMentions(text string, toks []token, claimed spanSet) []mention {
	var out []mention
	for i := 0; i < len(toks); i++ {
		low := toks[i].low
		plural := false
		if es := v.valueIndex[low]; len(es) == 0 && len(low) > 4 && low[len(low)-1] == 's' && unicode.IsUpper(rune(text[toks[i].start])) {
			// A proper noun's plural names its value: "on Fridays" of
			// Friday (one word, capitalised).
			low, plural = low[:len(low)-1], true
		}
		if len(v.valueIndex[low]) == 0 && v.weekdayValues && len(low) > 5 && weekdays[low] && unicode.IsUpper(rune(text[toks[i].start])) {
			// A weekday no field holds, where a field holds weekdays.
			if s, t := toks[i].start, toks[i].end; !claimed.overlaps(s, t) {
				out = append(out, mention{start: s, end: t, kind: KindString, value: low, needsLink: true})
			}
			continue
		}
		for _, e := range v.valueIndex[low] {
			n := e.nWords()
			if plural && n != 1 {
				continue
			}
			if !plural && (i+n > len(toks) || !formAt(toks, i, e.form, n)) || !joinedTokens(text, toks[i:i+n], e.dotted) ||
				e.upper && strings.ToUpper(text[toks[i].start:toks[i].end]) != text[toks[i].start:toks[i].end] {
				continue
			}
			s, t := toks[i].start, toks[i+n-1].end
			if s > 0 && (text[s-1] == '@' || text[s-1] == '#') {
				s-- // a handle or channel keeps its sigil
			}
			if claimed.overlaps(s, t) || partOfWord(text, s, t) && !v.fieldWordAfter(text, t, e.fields) {
				continue
			}
			mk := markAfter(text, s, t)
			if mk != 0 {
				t++
			}
			out = append(out, mention{start: s, end: t, kind: KindString, value: e.norm, needsLink: true, mark: mk})
			i += n - 1
			break
		}
		if len(out) > 0 && out[len(out)-1].end > toks[i].start {
			continue
		}
		// Another number in the words of a templated value: tier-4.
		for _, e := range v.templateIndex[toks[i].low] {
			n := e.nWords()
			if i+n > len(toks) || !templateAt(toks, i, e.form, n) || !joinedTokens(text, toks[i:i+n], false) {
				continue
			}
			s, t := toks[i].start, toks[i+n-1].end
			if claimed.overlaps(s, t) || partOfWord(text, s, t) {
				continue
			}
			out = append(out, mention{start: s, end: t, kind: KindString, value: v.rules.valueKey(text[s:t]), needsLink: true})
			i += n - 1
			break
		}
	}
	return out
}

// fieldWordAfter reports whether the value ending at t is joined by a
// hyphen to a word of the name of a field holding it: "a stable-condition piece"
// states stable of condition.
func (v *Verifier) fieldWordAfter(text string, t int, fields []string) bool {
	if t+1 >= len(text) || text[t] != '-' || t > 0 && text[t-1] == '-' {
		return false
	}
	w := text[t+1:]
	if i := strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }); i >= 0 {
		w = w[:i]
	}
	st := stem(strings.ToLower(w))
	return w != "" && slices.ContainsFunc(fields, func(n string) bool { return v.fwords[n] != nil && slices.Contains(v.fwords[n].leaf, st) })
}

// wordsWritten is a value key with the punctuation a text may write
// between its words as spaces: ". " of an abbreviation, " & ", the "/" of
// an identifier (EA/2019/044).
func wordsWritten(nv string) string {
	nv = strings.ReplaceAll(strings.ReplaceAll(nv, ". ", " "), " & ", " ")
	if strings.Contains(nv, ".") { // both expressions need one
		nv = identDotRe.ReplaceAllString(nv, "$1 $2")  // r2a.4 is written as the words r2a 4
		nv = letterDotRe.ReplaceAllString(nv, "$1 $2") // a dotted name: node.js
	}
	if strings.Contains(nv, "/") && slashIDRe.MatchString(nv) {
		nv = strings.ReplaceAll(nv, "/", " ")
	}
	return nv
}

// letterDotRe is a dot between letters inside a word (node.js).
var letterDotRe = regexp.MustCompile(`([a-z])\.([a-z])`)

// identDotRe is a dot inside an identifier holding digits (r2a.4).
var identDotRe = regexp.MustCompile(`([a-z]*\d[a-z\d]*)\.(\d)`)

// templateAt reports whether the tokens from i are the words of a
// template, a "#" standing for digits.
func templateAt(toks []token, i int, form string, n int) bool {
	j := 0
	for w := range formWords(form, n) {
		tw := toks[i+j].low
		j++
		if w == "#" {
			if strings.Trim(tw, "0123456789") != "" {
				return false
			}
		} else if tw != w {
			return false
		}
	}
	return true
}

// joinedTokens reports whether the tokens are written as one value: only
// spaces, hyphens or underscores between them, or ". " when the value
// holds an abbreviation (dotted).
func joinedTokens(text string, toks []token, dotted bool) bool {
	for j := 1; j < len(toks); j++ {
		gap := text[toks[j-1].end:toks[j].start]
		if dotted && (gap == ". " || gap == ".") {
			continue
		}
		if gap == "." && strings.ContainsAny(toks[j-1].low, "0123456789") && strings.ContainsAny(toks[j].low, "0123456789") {
			continue // a version in a value: HL7 2.5.1, R2A.4
		}
		if gap == " & " || gap == "/" && allDigits(toks[j].low) {
			continue // Brackley & Sons (nameWords drops the "&"), EA/2019/044
		}
		if len(gap) != 1 || (gap[0] != ' ' && gap[0] != '-' && gap[0] != '_') {
			return false
		}
	}
	return true
}

// partOfWord reports whether [s, t) continues a longer identifier
// (team-ledger inside team-ledger-ops, or a path).
func partOfWord(text string, s, t int) bool {
	cont := func(c byte) bool { return c == '-' || c == '_' || c == '/' }
	if s > 0 && cont(text[s-1]) {
		return true
	}
	if t < len(text) && cont(text[t]) && t+1 < len(text) && text[t+1] != ' ' {
		return true
	}
	return false
}

// digitDotRe is a dot between two digits (2.5.1).
var digitDotRe = regexp.MustCompile(`(\d)\.(\d)`)

// spacedDigits writes the dots between digits as spaces: "hl7 2.5.1" is
// written as the words "hl7 2 5 1".
func spacedDigits(s string) string {
	for {
		t := digitDotRe.ReplaceAllString(s, "$1 $2")
		if t == s {
			return s
		}
		s = t
	}
}
