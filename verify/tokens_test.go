package verify

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// The word scanners read text exactly as the regular expression and the
// string functions they replace did.
func FuzzWordScanners(f *testing.F) {
	for _, s := range []string{"", "KEP-1287 is in beta (v1.33).", "In-place Update of Pod Resources", "data.gov.uk: high traffic",
		"Ⅻ café ٣٤ ½ naïve ΣΑΣ", "\xff\xfeab\xffc", "a\u00a0b\tc\u2028d", "x_y-z/1.2.3", "İstanbul ǅemal"} {
		f.Add(s)
	}
	re := regexp.MustCompile(`[\p{L}\p{N}]+`)
	f.Fuzz(func(t *testing.T, s string) {
		var want [][2]int
		for _, m := range re.FindAllStringIndex(s, -1) {
			want = append(want, [2]int{m[0], m[1]})
		}
		if got := tokenSpans(s); !slices.Equal(got, want) {
			t.Fatalf("tokenSpans(%q) = %v, want %v", s, got, want)
		}
		old := strings.Fields(strings.ToLower(strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				return r
			}
			return ' '
		}, s)))
		if got := nameWords(s); !slices.Equal(got, old) {
			t.Fatalf("nameWords(%q) = %q, want %q", s, got, old)
		}
	})
}

// The digit-free fast paths of valueType and numberValue answer as the
// regular expressions do.
func FuzzValueType(f *testing.F) {
	for _, s := range []string{"", "2026-06-15", "v1.33", "1.2.3", "$12,400", "25%", "3 months", "NaN", "inf", "-Infinity", "beta", "\"x\"", "12 EUR"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if hasDigit(s) {
			return
		}
		trimmed := strings.TrimSpace(strings.Trim(strings.TrimSpace(s), `"'`))
		if sotDateRe.MatchString(trimmed) || strictVersionRe.MatchString(trimmed) || moneySoTRe.MatchString(trimmed) || numberUnitRe.MatchString(strings.TrimSpace(s)) || numberUnitRe.MatchString(trimmed) {
			t.Fatalf("%q has no digit but matches a value expression", s)
		}
		if got := valueType(s); got != "" {
			t.Fatalf("valueType(%q) = %q", s, got)
		}
	})
}

// The hand scanners of dates and versions read values exactly as the
// expressions they stand for.
func FuzzValueScanners(f *testing.F) {
	for _, s := range []string{"2026-06-15", "2026-6-5", "2026-06-15T10:00:00Z", "2026-06-15 extra\nline", "20245-01-01", "2024-123-4",
		"2024-01-123", "v1.33", "V1.2.3", "1.2.3", "1.2", "v1", "v1.2.3.4", "1..2", "v.1.2", "1.2.3 ", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		y, m, d, ok := sotDate(s)
		sm := sotDateRe.FindStringSubmatch(s)
		if ok != (sm != nil) || ok && (y != sm[1] || m != sm[2] || d != sm[3]) {
			t.Fatalf("sotDate(%q) = %q %q %q %v, the expression %q", s, y, m, d, ok, sm)
		}
		if got, want := strictVersion(s), strictVersionRe.MatchString(s); got != want {
			t.Fatalf("strictVersion(%q) = %v, the expression %v", s, got, want)
		}
	})
}

// parseFloat answers as strconv.ParseFloat.
func FuzzParseFloat(f *testing.F) {
	for _, s := range []string{"", "1", "-1.5e3", "0x1p-2", "1_000", "inf", "-Infinity", "+NaN", "nan", "INF", "infx", "1,000", "12%", "abc", "1e", "v1.2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, err := strconv.ParseFloat(s, 64)
		got, ok := parseFloat(s)
		if ok != (err == nil) || ok && !(got == want || got != got && want != want) {
			t.Fatalf("parseFloat(%q) = %v, %v; ParseFloat %v, %v", s, got, ok, want, err)
		}
	})
}
