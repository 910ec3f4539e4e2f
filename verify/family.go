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
