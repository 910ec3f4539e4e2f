package verify

import (
	"fmt"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/canon-kg/canon/sources"
)

var (
	sotDateRe     = regexp.MustCompile(`^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$`)
	sotVersionRe  = regexp.MustCompile(`(?i)^(?:[a-z][\w-]*\s+)?v?(\d+(?:\.\d+){1,2})$`)
	placeholderRe = regexp.MustCompile(`(?i)^(?:<[^>]*>|\{\{.*\}\}|tbd|tba|todo|n/?a|xx+|\?+|-+)$|\|`)
	moneySoTRe    = regexp.MustCompile(`(?i)^\s*([$€£]|USD|EUR|GBP|CHF|JPY)?\s*(\d[\d,]*(?:\.\d+)?)\s*(USD|EUR|GBP|CHF|JPY)?\s*$`)
)

// compare gives the verdict of a claimed value m against the
// source-of-truth value of the normalised field, and the reason of an
// unknown verdict.
func (v *Verifier) compare(m mention, sot, field string) (string, string) {
	s := strings.TrimSpace(strings.Trim(strings.TrimSpace(sot), `"'`))
	if s == "" {
		return Unknown, "the field is empty in the source of truth"
	}
	if m.kind != KindName && placeholderRe.MatchString(s) && !strings.EqualFold(m.value, s) {
		return Unknown, fmt.Sprintf("the source-of-truth value %q is a template placeholder", s)
	}
	if m.titled != 0 {
		return compareTitle(m, s)
	}
	// Yes/no values compare by truth: "yes" is true.
	if a, b := boolWords[strings.ToLower(m.value)], boolWords[strings.ToLower(s)]; m.kind == KindString && a != "" && b != "" {
		if a == b {
			return Verified, ""
		}
		return Mismatch, ""
	}
	switch m.kind {
	case KindDate:
		return compareDate(m, s)
	case KindVersion:
		return compareVersion(m.value, s)
	case KindName, KindString:
		claim := v.rules.valueKey(m.value)
		for _, it := range listItems(s) {
			if v.rules.valueKey(it) == claim && (m.mark == 0 || strings.HasSuffix(strings.TrimSpace(it), string(m.mark))) || timeKey(it) != "" && timeKey(it) == claim ||
				timeRangeKey(it) != "" && timeRangeKey(it) == claim {
				return Verified, ""
			}
			// A record named by its title states its ID: a team written
			// as "Harbour Ops" where the field holds its ID.
			if rs := v.lookup(it); m.named != "" && len(rs) > 0 && rs[0].subject == m.named {
				return Verified, ""
			}
		}
		// A record named as the value of a field that holds no records
		// ("run from Northgate Depot" of depot_code: NTH) may be its value
		// written otherwise: unknown, not a mismatch.
		if m.named != "" && !v.domains[field].holds(claim) &&
			!slices.ContainsFunc(listItems(s), func(it string) bool { return len(v.lookup(it)) > 0 }) {
			return Unknown, fmt.Sprintf("the value names the record %s, and %s holds no records", m.named, field)
		}
		if typo := v.typoOf(field, s); typo != "" {
			return Unknown, fmt.Sprintf("the source-of-truth value %q is not a valid value of %s (a typo of %q?)", s, field, typo)
		}
		return Mismatch, ""
	case KindNumber:
		// 1.33 states v1.33; 15 states 15.4 (a major version), as a
		// version does: the parts given must be equal.
		// The digits as written: 8.10 is not 8.1 as a version. A number
		// with a unit is a quantity, never a version: 0.7 ha is 0.70.
		claimed := m.value
		if m.written != "" {
			claimed = m.written
		}
		if (versionLike(claimed) || allDigits(claimed)) && m.unit == "" &&
			sotVersionRe.MatchString(s) && strings.Contains(s, ".") && !numberUnitRe.MatchString(s) && !zeroLedPart(s) {
			return compareVersion(claimed, s)
		}
		a, err1 := strconv.ParseFloat(m.value, 64)
		if numberList(s) && m.unit == "" {
			for _, it := range listItems(s) {
				if b, _, _ := numberValue(it); err1 == nil && a == b {
					return Verified, ""
				}
			}
			return Mismatch, "" // not one of the list's numbers
		}
		b, unit, ok := numberValue(s)
		if !ok {
			if sm := moneySoTRe.FindStringSubmatch(s); sm != nil {
				b, ok = parseAmount(sm[2]), true
			}
		}
		if !ok {
			return Unknown, fmt.Sprintf("the source-of-truth value %q is not a number", s)
		}
		// A number in a multiple of the unit the field is counted in:
		// 2.3 MW of output_kw is 2300.
		// Converted, it is as precise as it was written (110 mph is 177
		// km/h), or within half a percent (5,000 hp is 3730 kW).
		// So is one in another unit than the source's value is written in
		// (7500 W of "7.5 kW").
		fu := countedIn(normField(field))
		if unit != "" {
			fu = unit
		}
		if err1 == nil && m.unit != "" && fu != "" && fu != m.unit && alikeUnit(m.unit) != fu {
			if x, ok := inUnit(a, m.unit, fu); ok {
				half := m.approx
				if half == 0 {
					half = halfPlace(m.value)
				}
				tol, _ := inUnit(half, m.unit, fu)
				if math.Abs(x-b) <= max(tol, 0.005*math.Abs(b), 1e-9*math.Max(math.Abs(x), math.Abs(b))) {
					return Verified, ""
				}
				return Mismatch, ""
			}
		}
		// A number written with a multiplier is as precise as it was
		// written: 3.12 million is 3,120,400.
		if err1 == nil && m.approx > 0 && (m.unit == "" || unit == "" || m.unit == unit) {
			if math.Abs(a-b) <= m.approx {
				return Verified, ""
			}
			return Mismatch, ""
		}
		// A unit on both sides must agree; a bare number is compared by value.
		if err1 == nil && a == b && (m.unit == "" || unit == "" || m.unit == unit) {
			return Verified, ""
		}
		// A period in another unit of time: 12 months is a year.
		if fa, fb := inDays[m.unit], inDays[unit]; err1 == nil && fa > 0 && fb > 0 && m.unit != unit {
			if a*fa == b*fb {
				return Verified, ""
			}
			return Mismatch, ""
		}
		return Mismatch, ""
	case KindMoney:
		sm := moneySoTRe.FindStringSubmatch(s)
		if sm == nil {
			return Unknown, fmt.Sprintf("the source-of-truth value %q is not an amount", s)
		}
		cur, amt, _ := strings.Cut(m.value, " ")
		sc := currencyCode(strings.ToUpper(sm[1] + sm[3]))
		a, _ := strconv.ParseFloat(amt, 64)
		b, _ := strconv.ParseFloat(plainNumber(sm[2]), 64)
		if a == b && (sc == "" || sc == cur) {
			return Verified, ""
		}
		return Mismatch, ""
	}
	return Unknown, "values of kind " + m.kind + " are not compared"
}

func compareDate(m mention, s string) (string, string) {
	if m.precision == 1 && yearValueRe.MatchString(s) {
		if m.value == s {
			return Verified, ""
		}
		return Mismatch, ""
	}
	sm := sotDateRe.FindStringSubmatch(s)
	if sm == nil {
		return Unknown, fmt.Sprintf("the source-of-truth value %q is not a date", s)
	}
	sot := sm[1] + "-" + pad2(sm[2]) + "-" + pad2(sm[3])
	if m.precision == 3 && m.value == sot && m.value == s {
		// The text writes the source's value as it is written, even one
		// no calendar holds ("2023-14-05 (sic)"): the same value.
		return Verified, ""
	}
	if !validDate(sot) {
		return Unknown, fmt.Sprintf("the source-of-truth value %q is not a valid date", s)
	}
	if m.precision == precisionMonthDay {
		return compareMonthDay(m, sot), ""
	}
	if m.precision < 3 {
		if strings.HasPrefix(sot, m.value+"-") {
			return Verified, ""
		}
		return Mismatch, ""
	}
	if m.value == sot {
		return Verified, ""
	}
	return Mismatch, ""
}

func validDate(s string) bool {
	_, err := time.Parse(time.DateOnly, s)
	return err == nil
}

// compareVersion compares a claimed version (v1.27, 1.27) with a
// source-of-truth value: the parts the claim gives must be equal.
func compareVersion(claimed, s string) (string, string) {
	sv := sotVersionRe.FindStringSubmatch(s)
	if sv == nil {
		return Unknown, fmt.Sprintf("the source-of-truth value %q is not a version", s)
	}
	claim := strings.Split(strings.TrimPrefix(claimed, "v"), ".")
	have := strings.Split(sv[1], ".")
	if len(claim) > len(have) {
		return Mismatch, ""
	}
	for i := range claim {
		a, _ := strconv.Atoi(claim[i])
		b, _ := strconv.Atoi(have[i])
		if a != b {
			return Mismatch, ""
		}
	}
	return Verified, ""
}

// sameLetters reports whether a and b differ only in their digits (tier-1
// and tier-3 are two values, not a typo of one another).
func sameLetters(a, b string) bool {
	strip := func(s string) string {
		return strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return '#'
			}
			return r
		}, s)
	}
	return strip(a) == strip(b)
}

// otherWord reports whether a and b, of as many words, differ in one word
// changed in half its letters or more ("on display" and "off display",
// "in use" and "out of use" are not): another word, not a typo of it.
func otherWord(a, b string) bool {
	wa, wb := strings.Fields(a), strings.Fields(b)
	if len(wa) != len(wb) || len(wa) < 2 {
		return false
	}
	diff := -1
	for i := range wa {
		if wa[i] != wb[i] {
			if diff >= 0 {
				return false
			}
			diff = i
		}
	}
	if diff < 0 {
		return false
	}
	x, y := []rune(wa[diff]), []rune(wb[diff])
	return 2*sources.EditDistance(x, y) >= max(len(x), len(y))
}

func parseAmount(s string) float64 {
	f, _ := strconv.ParseFloat(plainNumber(s), 64)
	return f
}

// typoOf returns the value of the field's domain that a rare
// source-of-truth value is a small edit away from ("implmented" of
// "implemented"): such a value is not a valid one, and a claim is not
// judged against it. "" when s is not a typo.
func (v *Verifier) typoOf(field, s string) string {
	d := v.domains[field]
	if d == nil {
		return ""
	}
	have := v.rules.valueKey(s)
	if len(have) < 5 {
		return ""
	}
	for _, k := range slices.Sorted(maps.Keys(d.values)) {
		if k != have && d.values[k] >= 3 && d.values[k] >= 3*d.values[have] && !sameLetters(k, have) && !otherWord(k, have) &&
			sources.EditDistance([]rune(have), []rune(k)) <= 2 {
			return k
		}
	}
	return ""
}

// inDays are the units of time a period may be written in, in days (a
// month and a year as twelve of them).
var inDays = map[string]float64{"day": 1, "week": 7, "month": 30, "year": 360}

// zeroLedPart reports whether a part of s after its first dot opens
// with a zero and goes on ("0.08", "1.05"): no version numbers a minor
// release so, a decimal does. (0.8 is not 0.08 as a version's parts
// would have it.)
func zeroLedPart(s string) bool {
	_, rest, _ := strings.Cut(s, ".")
	for _, p := range strings.Split(rest, ".") {
		if len(p) > 1 && p[0] == '0' {
			return true
		}
	}
	return false
}
