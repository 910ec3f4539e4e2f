package verify

import (
	"regexp"
	"strconv"
	"strings"
)

// Value types of field inference: a value with no field word near it is
// tied to the only field of its subject's records holding a value of the
// same type.
const (
	typeDate    = "date"
	typeVersion = "version"
	typeMoney   = "money"
	typeNumber  = "number" // followed by " <unit>": "number %", "number day"
)

// idFields are the normalised fields that identify a record; they never
// take part in field inference or in "<field word> <value>" facts.
var idFields = []string{"id", "key", "number", "ulid"}

var (
	// strictVersionRe is a source-of-truth value that is a version and not
	// a decimal number: v-prefixed, or with three parts.
	strictVersionRe = regexp.MustCompile(`(?i)^(?:v\d+(?:\.\d+){1,2}|\d+\.\d+\.\d+)$`)
	// numberUnitRe is a number followed by a unit ("25%", "3 months").
	numberUnitRe = regexp.MustCompile(`^(\d[\d,]*(?:\.\d+)?)\s?(%|[°º]?[A-Za-z]+)$`)
	// unitAfterRe is a unit word right after a number in a text, with
	// its exponent (m3, m³), a degree sign (°C) and the unit of time of a
	// rate (m³/day, Ml/d).
	unitAfterRe = regexp.MustCompile(`^[ \t]?((?:(?i:cubic|square|sq)[ \t]+)?[°º]?[A-Za-z]+(?:[²³]|[23]?\b)(?:/[A-Za-z]+\b)?)`)
	// rateAfterRe is the unit of time of a rate written out after a unit:
	// "m³ a day", "litres per second".
	rateAfterRe = regexp.MustCompile(`^[ \t]+(?:a|an|per|each|every)[ \t]+([A-Za-z]+)\b`)
	// rateAdverbRe is the unit of time of a rate written as an adverb
	// after a unit: "m³ daily".
	rateAdverbRe = regexp.MustCompile(`^[ \t]+(hourly|daily|weekly|monthly|yearly|annually)\b`)
)

// units maps the spellings of a unit to its canonical form.
var units = map[string]string{
	"%": "%", "percent": "%", "pct": "%",
	"ms": "ms", "millisecond": "ms", "milliseconds": "ms",
	"s": "s", "sec": "s", "secs": "s", "second": "s", "seconds": "s",
	"min": "min", "mins": "min", "minute": "min", "minutes": "min",
	"h": "h", "hr": "h", "hrs": "h", "hour": "h", "hours": "h",
	"d": "day", "day": "day", "days": "day",
	"week": "week", "weeks": "week", "month": "month", "months": "month",
	"year": "year", "years": "year",
	"kb": "kb", "mb": "mb", "gb": "gb", "tb": "tb", "kib": "kib", "mib": "mib", "gib": "gib", "tib": "tib",
	"rps": "rps", "qps": "qps",
	"pb": "pb", "pib": "pib", "kilobytes": "kb", "megabytes": "mb", "gigabytes": "gb", "terabytes": "tb", "petabytes": "pb",
	"m": "m", "metre": "m", "metres": "m", "meter": "m", "meters": "m", "km": "km", "kilometres": "km", "kilometers": "km",
	"kg": "kg", "kilogram": "kg", "kilograms": "kg", "gram": "g", "grams": "g", "mg": "mg", "milligram": "mg", "milligrams": "mg", "t": "t", "tonne": "t", "tonnes": "t", "ton": "t", "tons": "t",
	"l": "l", "litre": "l", "litres": "l", "liter": "l", "liters": "l", "kl": "kl", "kilolitre": "kl", "kilolitres": "kl",
	"ml": "ml", "millilitre": "ml", "millilitres": "ml", "megalitre": "megl", "megalitres": "megl", "megaliter": "megl", "megaliters": "megl", "m3": "m3", "m2": "m2", "km2": "km2", "sqm": "m2",
	"kva": "kva", "mva": "mva", "kn": "kn", "knot": "kn", "knots": "kn", "ft": "ft", "foot": "ft", "feet": "ft",
	"mi": "mi", "mile": "mi", "miles": "mi", "ha": "ha", "hectare": "ha", "hectares": "ha",
	"w": "w", "watts": "w", "kw": "kw", "kilowatts": "kw", "mw": "mw", "megawatts": "mw", "gw": "gw",
	"wh": "wh", "kwh": "kwh", "mwh": "mwh", "gwh": "gwh",
	"m/s": "m/s", "km/h": "km/h", "kph": "km/h", "kmh": "km/h", "mph": "mph", "l/s": "l/s", "ft/s": "ft/s", "hp": "hp", "lpm": "l/min",
	"mm": "mm", "millimetre": "mm", "millimetres": "mm", "millimeter": "mm", "millimeters": "mm",
	"cm": "cm", "centimetre": "cm", "centimetres": "cm", "centimeter": "cm", "centimeters": "cm",
	"lb": "lb", "lbs": "lb", "acre": "acre", "acres": "acre", "ft2": "ft2", "sqft": "ft2",
	"°c": "degc", "ºc": "degc", "degc": "degc", "celsius": "degc", "°f": "degf", "ºf": "degf", "degf": "degf", "fahrenheit": "degf",
	"bar": "bar", "mbar": "mbar", "psi": "psi", "kpa": "kpa",
	"hz": "hz", "khz": "khz", "mhz": "mhz", "ghz": "ghz", "rpm": "rpm",
}

// periodAdverbs are the adverbs of the units of time a rate is counted
// over (canonical units, see units): a field whose name holds one and
// ends in a unit (daily_kg) is named by a rate in that unit over that
// period ("53 kg/day"), not a field in the unit alone (weight_kg).
var periodAdverbs = map[string]string{"h": "hourly", "day": "daily", "week": "weekly", "month": "monthly", "year": "yearly"}

// nameUnits are units of one letter written only at the end of field
// names (min_temp_c, seed_mass_g): in a text a letter after a number is
// more often a code ("ice class 1C", "5G") than a unit, which needs its
// degree sign there, or its whole word ("6.2 grams").
var nameUnits = map[string]string{"c": "degc", "f": "degf", "g": "g"}

// nameUnit is the canonical unit a word of a field's name is, "" when
// none.
func nameUnit(w string) string {
	if u := canonUnit(w); u != "" {
		return u
	}
	return nameUnits[w]
}

// unitOfField reports whether a number in unit mu may be a value of a
// field whose name ends in unit fu: the same unit, a multiple of it
// (2.3 MW of output_kw), or a rate written with its slash dropped in a
// name (max_speed_kmh holds km/h).
func unitOfField(fu, mu string) bool {
	_, ok := inUnit(1, mu, fu)
	if fu == mu || ok || alikeUnit(mu) == fu || strings.Contains(mu, "/") && strings.ReplaceAll(mu, "/", "") == fu {
		return true
	}
	// A rate of a measure states a field counted in the measure alone,
	// whose name says the period or leaves it understood: 12,000 MWh a
	// year of annual_output_mwh.
	num, _, rate := strings.Cut(mu, "/")
	_, speed := unitScales[mu]
	return rate && !speed && !strings.Contains(fu, "/") && unitOfField(fu, num)
}

// unitScales are the units that are multiples of one another, by what
// they measure.
var unitScales = map[string]struct {
	of    string
	scale float64
}{
	"w": {"power", 1}, "kw": {"power", 1e3}, "mw": {"power", 1e6}, "gw": {"power", 1e9},
	"wh": {"energy", 1}, "kwh": {"energy", 1e3}, "mwh": {"energy", 1e6}, "gwh": {"energy", 1e9},
	"m": {"length", 1}, "km": {"length", 1e3}, "kg": {"mass", 1}, "t": {"mass", 1e3}, "g": {"mass", 1e-3}, "mg": {"mass", 1e-6},
	"mi": {"length", 1609.344}, "ft": {"length", 0.3048}, "hp": {"power", 745.7},
	"m/s": {"speed", 1}, "km/h": {"speed", 1 / 3.6}, "mph": {"speed", 0.44704}, "kn": {"speed", 1852.0 / 3600},
	"ml": {"volume", 1e-3}, "megl": {"volume", 1e6}, "l": {"volume", 1}, "kl": {"volume", 1e3}, "m3": {"volume", 1e3},
	"m2": {"area", 1}, "ha": {"area", 1e4}, "km2": {"area", 1e6}, "acre": {"area", 4046.8564224}, "ft2": {"area", 0.09290304},
	"mm": {"length", 1e-3}, "cm": {"length", 1e-2}, "lb": {"mass", 0.45359237},
	"kpa": {"pressure", 1e3}, "mbar": {"pressure", 100}, "bar": {"pressure", 1e5}, "psi": {"pressure", 6894.757},
	"hz": {"frequency", 1}, "khz": {"frequency", 1e3}, "mhz": {"frequency", 1e6}, "ghz": {"frequency", 1e9},
	// Decimal multiples of bytes (4.2 PB is 4200 TB); the binary ones (TiB)
	// are of their own kind: a TB is no TiB.
	"kb": {"bytes", 1e3}, "mb": {"bytes", 1e6}, "gb": {"bytes", 1e9}, "tb": {"bytes", 1e12}, "pb": {"bytes", 1e15},
	"kib": {"ibytes", 1 << 10}, "mib": {"ibytes", 1 << 20}, "gib": {"ibytes", 1 << 30}, "tib": {"ibytes", 1 << 40}, "pib": {"ibytes", 1 << 50},
	"ms": {"time", 1e-3}, "s": {"time", 1}, "min": {"time", 60}, "h": {"time", 3600}, "day": {"time", 86400}, "week": {"time", 604800},
}

// inUnit converts x in unit from into unit to, when one is a multiple of
// the other.
func inUnit(x float64, from, to string) (float64, bool) {
	a, okA := unitScales[from]
	b, okB := unitScales[to]
	if fn, fp, ok := strings.Cut(from, "/"); ok && (!okA || !okB) {
		// Rates per one unit of time: 22.5 megalitres a day is 22,500 m³ a day.
		if tn, tp, ok := strings.Cut(to, "/"); ok && fp == tp {
			return inUnit(x, fn, tn)
		} else if !ok && !okA {
			return inUnit(x, fn, to) // see unitOfField
		}
		return 0, false
	}
	if !okA || !okB || a.of != b.of {
		return 0, false
	}
	return x * a.scale / b.scale, true
}

// canonUnit is the canonical form of a unit word, "" when it is not one.
func canonUnit(w string) string {
	w = strings.ToLower(w)
	if u, ok := units[w]; ok {
		return u
	}
	if k, rest, ok := strings.Cut(w, " "); ok {
		// cubic metres, square kilometres
		if u := canonUnit(strings.TrimSpace(rest)); u != "" && (k == "cubic" || k == "square" || k == "sq") {
			if k == "cubic" {
				u += "3"
			} else {
				u += "2"
			}
			return units[u]
		}
		return ""
	}
	if strings.ContainsAny(w, "²³") {
		return canonUnit(superscripts.Replace(w))
	}
	if num, per, ok := strings.Cut(w, "/"); ok {
		return rateUnit(canonUnit(num), canonUnit(per))
	}
	return ""
}

// adverbUnits are the units of time of the adverbs of rateAdverbRe.
var adverbUnits = map[string]string{"hourly": "h", "daily": "day", "weekly": "week", "monthly": "month", "yearly": "year", "annually": "year"}

// superscripts are the exponents a unit may be written with (m², m³).
var superscripts = strings.NewReplacer("²", "2", "³", "3")

// rateUnit is the unit of a rate of the canonical unit num per the
// canonical unit of time per ("m3/day"), "" when per is no unit of time
// or num is one (days a week are no rate of a measure) or a rate itself.
func rateUnit(num, per string) string {
	if num == "" || !timeUnits[per] || timeUnits[num] || strings.Contains(num, "/") {
		return ""
	}
	return num + "/" + per
}

// alikeUnit is the unit a field's name in lower case writes u as (see
// writtenAlike), of a rate too (megalitres a day of output_ml_day), ""
// when none.
func alikeUnit(u string) string {
	if num, per, ok := strings.Cut(u, "/"); ok {
		if a := writtenAlike[num]; a != "" {
			return a + "/" + per
		}
		return ""
	}
	return writtenAlike[u]
}

// numberValue parses a source-of-truth number with an optional unit.
func numberValue(s string) (float64, string, bool) {
	if !hasDigit(s) { // numberUnitRe needs one: only "inf" or "NaN" parse
		f, ok := parseFloat(plainNumber(s))
		return f, "", ok
	}
	if m := numberUnitRe.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
		if u := canonUnit(m[2]); u != "" {
			f, err := strconv.ParseFloat(strings.ReplaceAll(m[1], ",", ""), 64)
			return f, u, err == nil
		}
		return 0, "", false
	}
	f, ok := parseFloat(plainNumber(s))
	return f, "", ok
}

// parseFloat is strconv.ParseFloat's value and success, without calling
// it (and allocating its error) for a string it cannot accept: one with a
// byte no float syntax uses that is not "inf", "infinity" or "nan".
func parseFloat(s string) (float64, bool) {
	for i := 0; i < len(s); i++ {
		if !floatByte[s[i]] {
			switch strings.ToLower(strings.TrimLeft(s, "+-")) {
			case "inf", "infinity", "nan":
			default:
				return 0, false
			}
			break
		}
	}
	f, err := strconv.ParseFloat(s, 64)
	return f, err == nil
}

// floatByte are the bytes of strconv.ParseFloat's decimal and hexadecimal
// syntax.
var floatByte = func() (t [256]bool) {
	for _, c := range "0123456789+-._eEpPxXabcdefABCDEF" {
		t[c] = true
	}
	return t
}()

// hasDigit reports whether s holds an ASCII digit (what \d matches).
func hasDigit(s string) bool { return strings.ContainsAny(s, "0123456789") }

// sotDate splits a value written as sotDateRe reads it: four digits, "-",
// one or two, "-", one or two, then nothing or "T" or a space and anything
// but a line break. It is the expression, scanned by hand: a source of
// truth's every value is tried.
func sotDate(s string) (y, m, d string, ok bool) {
	y, rest := leadingDigits(s, 4)
	if len(y) != 4 || !strings.HasPrefix(rest, "-") {
		return "", "", "", false
	}
	if m, rest = leadingDigits(rest[1:], 2); m == "" || !strings.HasPrefix(rest, "-") {
		return "", "", "", false
	}
	if d, rest = leadingDigits(rest[1:], 2); d == "" {
		return "", "", "", false
	}
	if rest != "" && (rest[0] != 'T' && rest[0] != ' ' || strings.Contains(rest, "\n")) {
		return "", "", "", false
	}
	return y, m, d, true
}

// leadingDigits splits off the ASCII digits s starts with, at most max.
func leadingDigits(s string, max int) (digits, rest string) {
	n := 0
	for n < len(s) && n < max && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return s[:n], s[n:]
}

// strictVersion reports whether s is a version as strictVersionRe reads
// it: v and two or three dotted numbers, or three dotted numbers.
func strictVersion(s string) bool {
	if s != "" && (s[0] == 'v' || s[0] == 'V') {
		n, ok := dottedNumbers(s[1:])
		return ok && (n == 2 || n == 3)
	}
	n, ok := dottedNumbers(s)
	return ok && n == 3
}

// dottedNumbers counts the runs of ASCII digits of s when it is nothing
// but such runs joined by single dots.
func dottedNumbers(s string) (int, bool) {
	n := 0
	for {
		digits, rest := leadingDigits(s, len(s))
		if digits == "" {
			return 0, false
		}
		n++
		if rest == "" {
			return n, true
		}
		if rest[0] != '.' {
			return 0, false
		}
		s = rest[1:]
	}
}

// valueType is the type of a source-of-truth value for field inference,
// "" when it has none of the inferable types (a plain number has none: a
// bare count in prose says too little about which field it states).
func valueType(s string) string {
	s = strings.TrimSpace(strings.Trim(strings.TrimSpace(s), `"'`))
	switch {
	case !hasDigit(s): // every type's expression needs a digit
		return ""
	}
	if y, m, d, ok := sotDate(s); ok {
		if validDate(y + "-" + pad2(m) + "-" + pad2(d)) {
			return typeDate
		}
		return ""
	}
	if strictVersion(s) {
		return typeVersion
	}
	if sm := moneySoTRe.FindStringSubmatch(s); sm != nil && sm[1]+sm[3] != "" {
		return typeMoney
	}
	if _, u, ok := numberValue(s); ok && u != "" {
		return typeNumber + " " + u
	}
	return ""
}

// mentionType is the value type of a claimed value, "" when its field is
// never inferred.
func mentionType(m mention) string {
	switch m.kind {
	case KindDate:
		return typeDate
	case KindVersion:
		return typeVersion
	case KindMoney:
		return typeMoney
	case KindNumber:
		if m.unit != "" {
			return typeNumber + " " + m.unit
		}
		if versionLike(m.value) {
			return typeVersion // 3.12 may state a version held as 3.11 or v3.11
		}
	}
	return ""
}

// typeLabel names a value type in a reason.
func typeLabel(typ string) string {
	switch {
	case typ == typeMoney:
		return "an amount"
	case strings.HasPrefix(typ, typeNumber+" "):
		return "a number in " + strings.TrimPrefix(typ, typeNumber+" ")
	}
	return "a " + typ
}

// writtenAlike are the units a field's name in lower case writes as
// another's abbreviation: volume_ml may be counted in megalitres (ML) as
// well as in millilitres (mL). A number in the one is compared with such
// a field as written, not converted.
var writtenAlike = map[string]string{"megl": "ml"}
