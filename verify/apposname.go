package verify

import "regexp"

// apposedOpenRe opens an apposition describing the name before its
// comma: ", a", ", an".
var apposedOpenRe = regexp.MustCompile(`^\s+(?:a|an)\s+$`)

// apposedName reports whether the comma at [c0, c1) opens an apposition
// of the name written right before it (a capitalised word or an ID) and
// the value at start is its first words ("Dunnerwick Spindle, a 6.1 MW
// turbine, ..."): the value is in that name's scope (see
// inferScopeStart).
func apposedName(text string, c0, c1, start int) bool {
	if text[c0] != ',' || c0 == 0 || !apposedOpenRe.MatchString(text[c1:start]) {
		return false
	}
	i := c0
	for i > 0 && (isASCIIAlnum(text[i-1]) || text[i-1] == '-') {
		i--
	}
	return i < c0 && (text[i] >= 'A' && text[i] <= 'Z' || text[c0-1] >= '0' && text[c0-1] <= '9')
}
