package verify

// Fields counted in one unit told apart by the sizes of their values: of
// a telescope's aperture_m and elevation_m, "4.1 m" can only be the
// first and "2,396 m" only the second; and by the unit a word of their
// names spells out (hours_fired).

import (
	"slices"
	"strconv"
)

// addNumber widens the range of the plain numbers d holds to x.
func (d *domain) addNumber(x float64) {
	if d.nums == 0 || x < d.lo {
		d.lo = x
	}
	if d.nums == 0 || x > d.hi {
		d.hi = x
	}
	d.nums++
}

// rangeSlack is how far past the sizes a field holds a value of it may
// be: a third of its smallest, three times its largest.
const rangeSlack = 3

// ranged reports whether field n holds plain positive numbers in two
// records or more, counted in the unit of number m when it has one (a
// rate, updates_per_year, is not counted in years).
func (v *Verifier) ranged(n string, m mention) bool {
	d := v.domains[n]
	if d == nil || d.nums < 2 || d.lo <= 0 || m.kind != KindNumber {
		return false
	}
	u := countedIn(n)
	return m.unit == "" || u != "" && unitOfField(u, m.unit)
}

// sized reports whether number m, in the unit field n is counted in,
// is of the size of the values n holds across the records (within
// rangeSlack of their range): false when n is not ranged.
func (v *Verifier) sized(n string, m mention) bool {
	if !v.ranged(n, m) {
		return false
	}
	x, err := strconv.ParseFloat(m.value, 64)
	if err != nil || x <= 0 {
		return false
	}
	if u := countedIn(n); m.unit != "" && u != m.unit {
		if y, ok := inUnit(x, m.unit, u); ok {
			x = y
		}
	}
	d := v.domains[n]
	return x >= d.lo/rangeSlack && x <= d.hi*rangeSlack
}

// farFromSizes reports whether number m, a plain number (in the unit
// field n is counted in), is past rangeSlack of the sizes the values of
// n span: "12" is no stock of a library holding thousands.
func (v *Verifier) farFromSizes(n string, m mention) bool {
	if !v.ranged(n, m) {
		return false
	}
	x, err := strconv.ParseFloat(m.value, 64)
	return err == nil && x > 0 && !v.sized(n, m)
}

// bySize keeps, of the fields fs, the one whose values are of the size
// of number m when only one is (see sized) and every one of them is
// ranged; otherwise fs as it was.
func (v *Verifier) bySize(fs []string, m mention) []string {
	if len(fs) < 2 || m.kind != KindNumber {
		return fs
	}
	var in []string
	for _, n := range fs {
		if !v.ranged(n, m) {
			return fs
		}
		if v.sized(n, m) {
			in = append(in, n)
		}
	}
	if len(in) == 1 {
		return in
	}
	return fs
}

// unitWordNumber reports whether field n, counted in no unit by its
// name's last word, holds a plain number val and a word of its name
// spells out unit mu itself (hours_fired, days_open): "logged 9,000 hours"
// may be its value as much as a field counted in another unit of time's,
// so neither is the only field holding such a number.
func unitWordNumber(n, val, mu string) bool {
	return countedIn(n) == "" && valueType(val) == "" && shapeOf(val) == shapeNumber && spellsUnit(n, mu)
}

// spellsUnit reports whether a word of field n's name spells unit mu out
// (the hours of hours_fired; not a symbol such as the "min" of min_temp).
func spellsUnit(n, mu string) bool {
	return slices.ContainsFunc(words(n), func(w string) bool { return len(w) >= 4 && canonUnit(w) == mu })
}

// spelledUnit keeps, of the fields fs holding a number in unit m.unit,
// the only one a word of whose name spells that unit out (hours_fired of
// "9,000 hours") when the others are counted in another unit it converts
// to (service.interval_days): a text gives a measure in its field's
// own unit. Otherwise fs as they are.
func spelledUnit(fs []string, m mention) []string {
	if len(fs) < 2 || m.unit == "" {
		return fs
	}
	var spelled []string
	for _, n := range fs {
		if spellsUnit(n, m.unit) {
			spelled = append(spelled, n)
		}
	}
	if len(spelled) == 1 {
		return spelled
	}
	return fs
}
