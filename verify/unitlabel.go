package verify

import (
	"regexp"
	"strings"
)

// unitLabelRe ends in a unit a label gives the number after it: "area
// in m² 120", "area in hectares: 2.70", "minimum temperature (°C): 12",
// "volume (m3) = 40".
var unitLabelRe = regexp.MustCompile(`(?:\b[Ii]n[ \t]+|\([ \t]*)((?:(?i:cubic|square|sq)[ \t]+)?[°º]?[A-Za-z]+(?:[²³]|[23])?)[ \t]*(?:\)[ \t]*)?[:=]?[ \t]*$`)

// labelledUnit returns the canonical unit a label ending before (the end
// of before) gives the number written right after it, "" when none. A
// unit of one letter without a degree sign ("in m 5", "(s)") and "min",
// also the minimum, are not taken.
func labelledUnit(before string) string {
	u := unitLabelRe.FindStringSubmatch(before)
	if u == nil || len(u[1]) < 2 || strings.EqualFold(u[1], "min") {
		return ""
	}
	return canonUnit(u[1])
}
