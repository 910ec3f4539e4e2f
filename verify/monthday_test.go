package verify

import (
	"strings"
	"testing"
)

// A date written without its year is a date of its month and day:
// REL-2026-46 went out on 2026-11-10 (examples/data/releases.yaml), so
// "Nov 10" and "10 November" are that date and "Nov 12" is not. A range,
// a time and a lower-case "may" are no such date.
func TestCheck_monthDayWithoutYear(t *testing.T) {
	v := exampleVerifier(t)
	for _, tc := range []struct {
		text, fact, want string // want: "verdict value", "" when no date is read
	}{
		{"REL-2026-46 shipped on Nov 10.", "Nov 10", "verified --11-10"},
		{"REL-2026-46 shipped on November 10th.", "November 10th", "verified --11-10"},
		{"REL-2026-46 shipped on 10 November.", "10 November", "verified --11-10"},
		{"REL-2026-46 shipped on Nov 12.", "Nov 12", "mismatch --11-12"},
		{"REL-2026-46 shipped on the 12th of November.", "12th of November", "mismatch --11-12"},
		{"REL-2026-46 shipped Nov 10-12.", "Nov 10", ""},
		{"REL-2026-46 shipped on Nov 10:30.", "Nov 10", ""},
		{"REL-2026-46 may 10 things.", "may 10", ""},
		{"REL-2026-46 shipped on Feb 30.", "Feb 30", ""},
	} {
		var got string
		for _, f := range v.Check(tc.text, Options{}) {
			if f.Kind == KindDate {
				if f.Text != tc.fact {
					t.Errorf("%q: date %q, want %q", tc.text, f.Text, tc.fact)
				}
				got = strings.ToLower(f.Verdict) + " " + f.Value
			}
		}
		if got != tc.want {
			t.Errorf("%q: date fact %q, want %q", tc.text, got, tc.want)
		}
	}
}

// The month and day of a date without a year are compared, never its year.
func TestCompareMonthDay(t *testing.T) {
	m := mention{kind: KindDate, precision: precisionMonthDay, value: "--03-07"}
	for sot, want := range map[string]string{"2024-03-07": Verified, "2026-03-07": Verified, "2026-03-08": Mismatch, "2026-07-03": Mismatch} {
		if got, _ := compareDate(m, sot); got != want {
			t.Errorf("%s against %s: %s, want %s", m.value, sot, got, want)
		}
	}
}
