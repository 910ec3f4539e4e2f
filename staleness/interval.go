package staleness

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// Interval is a review period: N days, weeks, months or years. Months and
// years are calendar periods (time.AddDate), not fixed durations.
type Interval struct {
	N    int
	Unit string // "day", "week", "month" or "year"
}

// ErrInterval is wrapped by ParseInterval errors.
var ErrInterval = errors.New("staleness: invalid review interval")

var unitNames = map[string]string{
	"d": "day", "day": "day", "days": "day",
	"w": "week", "wk": "week", "wks": "week", "week": "week", "weeks": "week",
	"mo": "month", "mon": "month", "mons": "month", "month": "month", "months": "month",
	"y": "year", "yr": "year", "yrs": "year", "year": "year", "years": "year",
}

// ParseInterval reads intervals such as "6 months", "3 months", "1 year",
// "12 weeks", "90 days", "6mo", "2w" and "1y" (case-insensitive; a bare
// unit such as "month" means one, a bare number counts days). N must be
// positive.
func ParseInterval(s string) (Interval, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	i := strings.IndexFunc(t, func(r rune) bool { return !unicode.IsDigit(r) })
	num, unit := t, ""
	if i >= 0 {
		num, unit = t[:i], strings.TrimSpace(t[i:])
	}
	n := 1
	if num != "" {
		var err error
		if n, err = strconv.Atoi(num); err != nil || n <= 0 || n > 10000 {
			return Interval{}, fmt.Errorf("%w: %q", ErrInterval, s)
		}
	}
	name, ok := unitNames[unit]
	if unit == "" && num != "" {
		name, ok = "day", true // a bare number counts days
	}
	if !ok {
		return Interval{}, fmt.Errorf("%w: %q (want e.g. \"6 months\", \"12 weeks\", \"1 year\")", ErrInterval, s)
	}
	return Interval{N: n, Unit: name}, nil
}

// AddTo returns t plus the interval.
func (iv Interval) AddTo(t time.Time) time.Time {
	switch iv.Unit {
	case "day":
		return t.AddDate(0, 0, iv.N)
	case "week":
		return t.AddDate(0, 0, 7*iv.N)
	case "month":
		return t.AddDate(0, iv.N, 0)
	case "year":
		return t.AddDate(iv.N, 0, 0)
	}
	panic(fmt.Sprintf("staleness: interval with unit %q", iv.Unit))
}

// String formats the interval as "N unit(s)".
func (iv Interval) String() string {
	if iv.N == 1 {
		return "1 " + iv.Unit
	}
	return strconv.Itoa(iv.N) + " " + iv.Unit + "s"
}

// dateLayouts are the accepted forms of last_reviewed_on.
var dateLayouts = []string{"2006-01-02", time.RFC3339, "2006-01-02 15:04:05", "2006/01/02"}

// parseDate reads a last_reviewed_on value: a YAML timestamp (time.Time)
// or a string in one of dateLayouts. Dates without a zone are UTC.
func parseDate(v any) (time.Time, error) {
	switch x := v.(type) {
	case time.Time:
		return x, nil
	case string:
		s := strings.TrimSpace(x)
		for _, l := range dateLayouts {
			if t, err := time.Parse(l, s); err == nil {
				return t, nil
			}
		}
		return time.Time{}, fmt.Errorf("date %q is not YYYY-MM-DD", s)
	default:
		return time.Time{}, fmt.Errorf("date %v is a %T, not YYYY-MM-DD", v, v)
	}
}

// intervalValue reads a review_in value: a string, or a bare number of days.
func intervalValue(v any) (Interval, error) {
	switch x := v.(type) {
	case string:
		return ParseInterval(x)
	case int:
		if x > 0 {
			return Interval{N: x, Unit: "day"}, nil
		}
	}
	return Interval{}, fmt.Errorf("%w: %v", ErrInterval, v)
}
