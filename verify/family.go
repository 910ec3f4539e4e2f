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
// or more share (FV of FV-201 and FV-202).
func (v *Verifier) indexIDFamilies() {
	n := map[string]int{}
	for _, r := range v.records {
		if m := familyIDRe.FindStringSubmatch(r.subject); m != nil {
			n[m[1]]++
		}
	}
	v.idFamilies = map[string]bool{}
	for p, c := range n {
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

// spacedCodes returns the spans of the codes written as two capitals or
// more, a space and a number, as words of their own: "NB 07".
func spacedCodes(text string) [][2]int {
	var out [][2]int
	for i := 1; i+1 < len(text); i++ {
		if text[i] != ' ' || text[i+1] < '0' || text[i+1] > '9' || text[i-1] < 'A' || text[i-1] > 'Z' {
			continue
		}
		s := i - 1
		for s > 0 && text[s-1] >= 'A' && text[s-1] <= 'Z' {
			s--
		}
		e := i + 1
		for e < len(text) && text[e] >= '0' && text[e] <= '9' {
			e++
		}
		if i-s < 2 || s > 0 && (isWordByte(text[s-1]) || text[s-1] >= 0x80) || e < len(text) && (isWordByte(text[e]) || text[e] >= 0x80) {
			continue
		}
		out = append(out, [2]int{s, e})
	}
	return out
}
