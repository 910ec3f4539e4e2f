package verify

import (
	"regexp"
	"slices"
	"strings"

	"github.com/canon-kg/canon/sources"
)

// A date written without its year ("shipped Nov 10", "due 3 March", "the
// 3rd of March") states a month and a day. It was read as the number 10
// and left unknown ("no field"); now it is a date of precision
// precisionMonthDay whose value is "--MM-DD" (ISO 8601's form of a month
// and day), and it agrees with a date of the field on that month and day:
// the year is not stated, so it is not compared.
const precisionMonthDay = 4

// monthNames is a month's name, whole or cut short, as a group: the
// written dates of extract's patterns and these share it.
const monthNames = `(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|Jun(?:e)?|Jul(?:y)?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)`

var (
	// mdAtRe is a month and a day at the start of a text (Nov 10,
	// November 10th); a year after it made it a date of mdyRe, found first.
	mdAtRe = regexp.MustCompile(`^` + monthNames + `\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b`)
	// monthAtRe is a month's name at the start of a text, dmBeforeRe a
	// day before it at the end of one (10 November, 3rd of March).
	monthAtRe  = regexp.MustCompile(`^` + monthNames + `\b`)
	dmBeforeRe = regexp.MustCompile(`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?$`)
)

// monthPrefixes are how the months' names begin, capitalised.
var monthPrefixes = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

// monthDays returns the dates text writes without a year, each a mention
// of precision precisionMonthDay. A month's name must be capitalised (not
// "may" or "mar"), the day a day of that month, and the date no part of a
// range ("Nov 10-12", "10-12 Nov"), a time ("Nov 10:30") or a number
// ("Nov 10.5", "1.10 Nov"). The patterns run only where a capitalised
// month's name starts (a text of 2,000 words has a few), not over the
// whole text.
func monthDays(text string) []mention {
	var out []mention
	add := func(start, end int, month, day string) {
		mo := pad2(sources.MonthNumber(month))
		if !validDate("2000-" + mo + "-" + pad2(day)) { // (2000: a leap year, so February 29 is a day of some year)
			return
		}
		if rest := text[end:]; len(rest) > 1 && strings.ContainsRune("-–:./", rune(rest[0])) && rest[1] >= '0' && rest[1] <= '9' {
			return
		}
		if start > 0 && strings.ContainsAny(text[start-1:start], "-–./,0123456789") {
			return
		}
		out = append(out, mention{start: start, end: end, kind: KindDate, precision: precisionMonthDay,
			value: "--" + mo + "-" + pad2(day)})
	}
	for _, p := range monthPrefixes {
		for off := 0; ; {
			i := strings.Index(text[off:], p)
			if i < 0 {
				break
			}
			i += off
			off = i + len(p)
			if i > 0 && (isWordByte(text[i-1]) || text[i-1] >= 0x80) {
				continue
			}
			if m := mdAtRe.FindStringSubmatchIndex(text[i:]); m != nil {
				add(i, i+m[1], text[i+m[2]:i+m[3]], text[i+m[4]:i+m[5]])
				continue
			}
			mw := monthAtRe.FindStringIndex(text[i:])
			if mw == nil {
				continue
			}
			lo := max(0, i-24)
			if m := dmBeforeRe.FindStringSubmatchIndex(text[lo:i]); m != nil {
				add(lo+m[0], i+mw[1], text[i:i+mw[1]], text[lo+m[2]:lo+m[3]])
			}
		}
	}
	slices.SortFunc(out, func(a, b mention) int { return a.start - b.start })
	return out
}

// compareMonthDay compares a date written without its year with the
// source-of-truth date sot (YYYY-MM-DD): on the month and the day.
func compareMonthDay(m mention, sot string) string {
	if strings.HasSuffix(sot, m.value[1:]) {
		return Verified
	}
	return Mismatch
}

// restateGapRe is what stands between a date and a more exact one
// restating it: a dash, a bracket or a comma, perhaps after a short
// aside ("April 2003 — 12 April 2003", "February 1965, on the 26th —
// 26 February 1965", "May 2026 (i.e. 3 May 2026").
var restateGapRe = regexp.MustCompile(`^\s*(?:,[^.;:!?—–]{0,24})?\s*(?:[—–(]|--|,)\s*(?:(?:i\.?\s?e\.?|that is),?\s*)?$`)

// restates reports whether the date m restates the date a before it more
// exactly: a day of a's month or a month of a's year, written right after
// it (restateGapRe), so that it is a's field's value too.
func restates(text string, a, m mention) bool {
	return a.kind == KindDate && m.kind == KindDate && a.end <= m.start && a.precision >= 1 && a.precision <= 2 &&
		m.precision > a.precision && m.precision <= 3 && strings.HasPrefix(m.value, a.value) && restateGapRe.MatchString(text[a.end:m.start])
}

// restatedRe is what stands between a value (and perhaps its unit
// written out) and the same value written again in another form, said
// to be the same by a word: "31/08 — i.e.
// 2027-08-31", "fifty-four euros, i.e. €54", "18/07/2025... sorry,
// 2025-07-18".
var restatedRe = regexp.MustCompile(`(?i)^(?:\s+[a-z]+)?\s*(?:[,;:—–(]|--|\.{2,}|\.)?\s*(?:i\.\s?e\.|ie,|that is|that's|sorry|i mean|or rather|correction)\s*[,:]?\s*$`)

// restatedAs reports whether the value m writes the value a before it
// again, in another form, after a word saying so (restatedRe): a date
// of a date, an amount or a number of an amount or a number. It is a's
// field's value too.
func restatedAs(text string, a, m mention) bool {
	if a.end > m.start || !restatedRe.MatchString(text[a.end:m.start]) {
		return false
	}
	amount := func(k string) bool { return k == KindNumber || k == KindMoney }
	return a.kind == KindDate && m.kind == KindDate || amount(a.kind) && amount(m.kind)
}
