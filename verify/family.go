package verify

import (
	"regexp"
	"strings"
)

// familyIDRe is an ID of a family of records: capitals, a hyphen and a
// number (FV-201, EQ-414).
var familyIDRe = regexp.MustCompile(`^([A-Z]{2,5})-\d+$`)

// indexIDFamilies learns the prefixes of the families of IDs: the
// capitals of an ID of capitals, a hyphen and a number that two records
// or more share (FV of FV-201 and FV-202), and the capitals of any such
// ID, in small letters (see wordyCodeID).
func (v *Verifier) indexIDFamilies() {
	n := map[string]int{}
	for _, r := range v.records {
		if m := familyIDRe.FindStringSubmatch(r.subject); m != nil {
			n[m[1]]++
		}
	}
	v.idFamilies, v.idPrefixes = map[string]bool{}, map[string]bool{}
	for p, c := range n {
		v.idPrefixes[strings.ToLower(p)] = true
		if c >= 2 {
			v.idFamilies[p] = true
		}
	}
}

// familyID is the ID a code written with a space for its hyphen ("FV
// 229") is of a family of IDs the records have, though no record has it
// (FV-229), "" when its capitals are no family's.
func (v *Verifier) familyID(code string) string {
	p, num, ok := strings.Cut(code, " ")
	if !ok || !v.idFamilies[p] {
		return ""
	}
	return p + "-" + num
}

// spacedCodes returns the spans of the codes written as two letters or
// more, a space and a number, as words of their own: "NB 07"; and, when
// wordy, in small letters or a capital and small ones too ("nb 07", "Nb
// 07"), which name a record only by a prefix of its IDs (see
// wordyCodeID).
func spacedCodes(text string, wordy bool) [][2]int {
	var out [][2]int
	for i := 1; i+1 < len(text); i++ {
		if text[i] != ' ' || text[i+1] < '0' || text[i+1] > '9' || !isASCIILetter(text[i-1]) {
			continue
		}
		s := i - 1
		for s > 0 && isASCIILetter(text[s-1]) {
			s--
		}
		e := i + 1
		for e < len(text) && text[e] >= '0' && text[e] <= '9' {
			e++
		}
		if i-s < 2 || s > 0 && (isWordByte(text[s-1]) || text[s-1] >= 0x80) || e < len(text) && (isWordByte(text[e]) || text[e] >= 0x80) {
			continue
		}
		if upper := strings.ToUpper(text[s:i]); upper != text[s:i] && (!wordy || i-s > 5 || strings.ToLower(text[s+1:i]) != text[s+1:i]) {
			continue
		}
		out = append(out, [2]int{s, e})
	}
	return out
}

// isASCIILetter reports whether c is an ASCII letter.
func isASCIILetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// wordyCodeID is the ID a code written in small letters ("nb 07", "Nb
// 07") is, when its letters are a prefix of the records' IDs, not a
// word of English grammar ("at 14" is no AT-14), and a record has it, ""
// otherwise.
func (v *Verifier) wordyCodeID(code string) string {
	p, _, _ := strings.Cut(code, " ")
	var low [5]byte // (spacedCodes: five letters at most)
	if len(p) > len(low) {
		return ""
	}
	for i := range len(p) {
		low[i] = p[i] | 0x20
	}
	if !v.idPrefixes[string(low[:len(p)])] {
		return "" // (the common case, without allocating)
	}
	if w := strings.ToLower(p); functionWords[w] || stopValues[w] || weakWords[w] || len(v.lookup(code)) == 0 {
		return ""
	}
	return code
}
