package verify

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/canon-kg/canon/sources"
)

// Fact kinds.
const (
	KindDate    = "date"
	KindULID    = "ulid"
	KindID      = "id"
	KindNumber  = "number"
	KindMoney   = "money"
	KindVersion = "version"
	KindStatus  = "status"
	KindName    = "name"   // @handles
	KindString  = "string" // a plain value after a field word: "owned by team-ledger"
)

// mention is a fact candidate found in the text.
type mention struct {
	start, end int     // byte offsets of the value in the text
	kind       string  // a Kind constant
	value      string  // normalised value
	subject    string  // for IDs: the normalised ID
	profileID  bool    // the ID was written in a form of a profile (always a subject)
	needsLink  bool    // a known value found on its own: a fact only when a field word or a copula ties it to the subject
	named      string  // the record a value names by its title or name ("" when none)
	major      bool    // a whole number that may be a major version ("version 2", "Java 17")
	period     bool    // a period written as a word ("annually": 12 months), only of a field counted in time
	field      string  // a field the pattern itself implies ("status: x")
	precision  int     // dates: 3 day, 2 month, 1 year, precisionMonthDay a day of no stated year
	unit       string  // numbers: the canonical unit written with it ("%", "day")
	written    string  // numbers: the digits as written when they may be a version ("8.10", not 8.1); a title cut at a comma: the whole
	titled     int     // a stated title ("is titled 'X'"): 1 quoted, 2 running to the end of its sentence
	approx     float64 // numbers written with a multiplier: half the place of their last digit ("3.12 million": 5000)
	mark       byte    // strings: a "*" or "+" written right after a known value ("Grade II*"), which the value must end in
	listed     bool    // a plain word after another in a list after a label: a value only of a field of lists
}

var (
	// skipRe finds what is not prose: fenced code, HTML comments, URLs.
	fenceRe   = regexp.MustCompile("(?ms)^[ \t]*(```|~~~).*?^[ \t]*(```|~~~)[ \t]*$")
	commentRe = regexp.MustCompile(`(?s)<!--.*?-->`)
	// linkTargetRe is the target of a Markdown link: [Status](#status).
	linkTargetRe = regexp.MustCompile(`\]\([^)\s]*\)`)
	urlRe        = regexp.MustCompile(`(?i)\bhttps?://[^\s)\]>"'` + "`" + `]+`)

	moneyRe = regexp.MustCompile(`(?i)(?:([$€£])\s?(\d[\d,]*(?:\.\d+)?)|\b(USD|EUR|GBP|CHF|JPY)\s?(\d[\d,]*(?:\.\d+)?)\b|\b(\d[\d,]*(?:\.\d+)?)\s?(USD|EUR|GBP|CHF|JPY)\b)`)
	ulidRe  = regexp.MustCompile(`\b[0-7][0-9A-HJKMNP-TV-Z]{25}\b`)
	// genericIDRe: DEL-12345, SEC-001, REL-2026-44, BD-37/01; letterIDRe
	// one whose last part holds a letter (STN-EDI, G-ABCD, LEAP-1A).
	letterIDRe  = regexp.MustCompile(`\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-[A-Z0-9]*[A-Z][A-Z0-9]*\b`)
	genericIDRe = regexp.MustCompile(`\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-\d+(?:/[A-Z0-9]*\d[A-Z0-9]*)*\b`)

	isoDateRe = regexp.MustCompile(`\b(\d{4})-(\d{1,2})-(\d{1,2})(?:\b|T\d)`) // a time may follow: 2026-03-03T09:00Z
	// isoMonthRe is 2026-06 (not followed by a day); dmyNumRe 15/06/2026
	// or 15.06.2026, read day first, and only when the day is over 12 or
	// equals the month (else it is ambiguous and not read).
	isoMonthRe = regexp.MustCompile(`\b(\d{4})-(0[1-9]|1[0-2])\b(?:[^-\d]|$)`)
	dmyNumRe   = regexp.MustCompile(`\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b`)
	// multiplierRe is a multiplier after an amount: £120k, $1.2m.
	multiplierRe = regexp.MustCompile(`(?i)^\s?(k|m|bn|thousand|million|billion)\b`)
	mdyRe        = regexp.MustCompile(`(?i)\b` + monthNames + `\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`)
	dmyRe        = regexp.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+|-)` + monthNames + `\.?(?:,?\s+|-)(\d{4})\b`)
	myRe         = regexp.MustCompile(`(?i)\b` + monthNames + `\.?,?\s+(\d{4})\b`)

	// Versions: v1.27, a profile's product phrasing, and bare 1.27 (decided
	// by context in versionContext).
	vVersionRe = regexp.MustCompile(`\bv(\d+\.\d+(?:\.\d+)?)\b`)
	// spacedThousandsRe is a number of one to three digits and groups
	// of three after single spaces: "61 120", "1 250 000".
	spacedThousandsRe = regexp.MustCompile(`(?:^|[^\w.,\-/@#:])(\d{1,3}(?:[ \x{00a0}\x{202f}]\d{3})+)(?:$|[^\w.,\-/])`)
	spaceRunRe        = regexp.MustCompile(`[ \x{00a0}\x{202f}]`)
	bareNumberRe      = regexp.MustCompile(`(?:^|[^\w.\-/@#])(\d[\d,]*(?:\.\d+)*%?)(?:$|[^\w\-/])`)

	channelRe = regexp.MustCompile(`(?:^|[\s(,;"'` + "`" + `])(#[a-z0-9][a-z0-9_-]{1,79}[a-z0-9])(?:$|[^\w-])`)
	handleRe  = regexp.MustCompile(`(?:^|[\s(,;"'` + "`" + `])(@[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:[._][A-Za-z0-9][A-Za-z0-9-]*)*)\b`)
	// More written dates: 15th of June 2026, 2026/06/15.
	dOfMyRe = regexp.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th)?\s+of\s+` + monthNames + `\.?,?\s+(\d{4})\b`)
	slashRe = regexp.MustCompile(`\b(\d{4})/(\d{1,2})/(\d{1,2})\b`)
	// kNumberRe is a number of thousands: 18k, 2.5K.
	kNumberRe = regexp.MustCompile(`(?:^|[\s(~])(\d+(?:\.\d+)?)[kK]\b`)
	// gluedUnitRe is a number with a unit written right after it.
	gluedUnitRe = regexp.MustCompile(`(?:^|[\s(~])(\d+(?:\.\d+)?)([A-Za-z]{1,5})\b`)
	// hyphenUnitRe is a number joined to its unit by a hyphen: 12-month.
	hyphenUnitRe = regexp.MustCompile(`\b(\d+(?:\.\d+)?)-([A-Za-z]+)\b`)
	// yearRe is a year after a preposition of time: "in 2019", "since early 2021".
	yearRe = regexp.MustCompile(`(?i)\b(?:in|since|during)\s+(?:(?:early|late|mid)[\s-])?(\d{4})\b(?:$|[^\w\-/.%]|\.(?:\s|$))`)
)

// spanSet records the byte ranges already claimed by a fact or skipped.
type spanSet [][2]int

func (s spanSet) overlaps(a, b int) bool {
	for _, x := range s {
		if a < x[1] && x[0] < b {
			return true
		}
	}
	return false
}

// endOf returns the end of the span holding offset i (0 when none).
func (s spanSet) endOf(i int) int {
	end := 0
	for _, x := range s {
		if x[0] <= i && i < x[1] {
			end = max(end, x[1])
		}
	}
	return end
}

// skipSpans returns the spans of text that hold no facts: fenced code,
// HTML comments and URLs.
func skipSpans(text string) spanSet {
	var out spanSet
	low := lowerASCII(text)
	for _, s := range []*scanner{fenceScan, commentScan, urlScan, linkTargetScan} {
		for _, m := range s.findAllIndex(text, low) {
			out = append(out, [2]int{m[0], m[1]})
		}
	}
	return out
}

// extract finds the fact mentions of text in text order, outside the
// claimed spans.
func (v *Verifier) extract(text string, claimed spanSet) []mention {
	claimed = slices.Clone(claimed)
	var out []mention
	add := func(m mention) {
		if m.start >= m.end || claimed.overlaps(m.start, m.end) {
			return
		}
		claimed = append(claimed, [2]int{m.start, m.end})
		out = append(out, m)
	}
	low := lowerASCII(text)
	for _, m := range moneyScan.findAll(text, low) {
		cur, amt := "", ""
		switch {
		case m[2] >= 0:
			cur, amt = currencyCode(text[m[2]:m[3]]), text[m[4]:m[5]]
		case m[6] >= 0:
			cur, amt = strings.ToUpper(text[m[6]:m[7]]), text[m[8]:m[9]]
		default:
			amt, cur = text[m[10]:m[11]], strings.ToUpper(text[m[12]:m[13]])
		}
		end, val := m[1], plainNumber(amt)
		if mul := multiplierRe.FindStringSubmatch(text[end:]); mul != nil && m[12] < 0 {
			if f, err := strconv.ParseFloat(val, 64); err == nil {
				val, end = strconv.FormatFloat(f*multipliers[strings.ToLower(mul[1])], 'f', -1, 64), end+len(mul[0])
			}
		}
		add(mention{start: m[0], end: end, kind: KindMoney, value: cur + " " + val})
	}
	for _, m := range ulidScan.findAllIndex(text, low) {
		add(mention{start: m[0], end: m[1], kind: KindULID, value: text[m[0]:m[1]], subject: text[m[0]:m[1]]})
	}
	lower := ""
	for _, r := range v.rules.ids {
		if len(r.words) > 0 {
			if lower == "" {
				lower = strings.ToLower(text)
			}
			if !slices.ContainsFunc(r.words, func(w string) bool { return strings.Contains(lower, w) }) {
				continue
			}
		}
		for _, m := range r.scan.findAll(text, low) {
			id := fmt.Sprintf(r.form, trimZeros(text[m[2]:m[3]]))
			add(mention{start: m[0], end: m[1], kind: KindID, value: id, subject: id, profileID: true})
		}
	}
	for _, m := range genericIDScan.findAllIndex(text, low) {
		id := text[m[0]:m[1]]
		add(mention{start: m[0], end: m[1], kind: KindID, value: id, subject: id})
	}
	// An ID of letters only (STN-EDI, G-ABCD) is one when a record has it.
	for _, m := range letterIDScan.findAll(text, low) {
		if id := text[m[0]:m[1]]; len(v.lookup(id)) > 0 {
			add(mention{start: m[0], end: m[1], kind: KindID, value: id, subject: id})
		}
	}
	// An ID written with a space for its hyphen (NB 07) is one when a
	// record has it (see idKey).
	for _, m := range spacedCodes(text, len(v.idPrefixes) > 0) {
		if id := text[m[0]:m[1]]; id[1] > 'Z' {
			if id = v.wordyCodeID(id); id != "" {
				add(mention{start: m[0], end: m[1], kind: KindID, value: id, subject: id})
			}
		} else if len(v.lookup(id)) > 0 {
			add(mention{start: m[0], end: m[1], kind: KindID, value: id, subject: id})
		} else if f := v.familyID(id); f != "" {
			// (no record has it: an ID of no record, "FV 229" of FV-201 ...)
			add(mention{start: m[0], end: m[1], kind: KindID, value: f, subject: f})
		}
	}
	for _, m := range gluedCodes(text) {
		if id := text[m[0]:m[1]]; len(v.lookup(id)) > 0 {
			add(mention{start: m[0], end: m[1], kind: KindID, value: id, subject: id})
		}
	}
	// A record called by its kind and number (hive 302).
	spans, ids := v.kindNumbers(text)
	for i, m := range spans {
		add(mention{start: m[0], end: m[1], kind: KindID, value: ids[i], subject: ids[i]})
	}
	for _, m := range isoDateScan.findAll(text, low) {
		y, mo, d := text[m[2]:m[3]], text[m[4]:m[5]], text[m[6]:m[7]]
		add(mention{start: m[0], end: m[7], kind: KindDate, value: y + "-" + pad2(mo) + "-" + pad2(d), precision: 3})
	}
	for _, m := range dmyNumScan.findAll(text, low) {
		d, mo := atoi(text[m[2]:m[3]]), atoi(text[m[4]:m[5]])
		switch {
		case mo >= 1 && mo <= 12 && (d > 12 || d == mo) && d <= 31:
			add(mention{start: m[0], end: m[1], kind: KindDate, precision: 3,
				value: text[m[6]:m[7]] + "-" + pad2(text[m[4]:m[5]]) + "-" + pad2(text[m[2]:m[3]])})
		case d >= 1 && d <= 12 && mo > 12 && mo <= 31 && text[m[3]] == '/':
			// 04/15/2026 can only be read month first.
			add(mention{start: m[0], end: m[1], kind: KindDate, precision: 3,
				value: text[m[6]:m[7]] + "-" + pad2(text[m[2]:m[3]]) + "-" + pad2(text[m[4]:m[5]])})
		}
	}
	for _, m := range slashScan.findAll(text, low) {
		y, mo, d := text[m[2]:m[3]], text[m[4]:m[5]], text[m[6]:m[7]]
		add(mention{start: m[0], end: m[1], kind: KindDate, value: y + "-" + pad2(mo) + "-" + pad2(d), precision: 3})
	}
	for _, m := range dOfMyScan.findAll(text, low) {
		add(mention{start: m[0], end: m[1], kind: KindDate, precision: 3,
			value: text[m[6]:m[7]] + "-" + pad2(sources.MonthNumber(text[m[4]:m[5]])) + "-" + pad2(text[m[2]:m[3]])})
	}
	for _, m := range isoMonthRe.FindAllStringSubmatchIndex(text, -1) {
		add(mention{start: m[2], end: m[5], kind: KindDate, precision: 2, value: text[m[2]:m[3]] + "-" + text[m[4]:m[5]]})
	}
	for _, m := range mdyScan.findAll(text, low) {
		add(mention{start: m[0], end: m[1], kind: KindDate, precision: 3,
			value: text[m[6]:m[7]] + "-" + pad2(sources.MonthNumber(text[m[2]:m[3]])) + "-" + pad2(text[m[4]:m[5]])})
	}
	for _, m := range dmyScan.findAll(text, low) {
		add(mention{start: m[0], end: m[1], kind: KindDate, precision: 3,
			value: text[m[6]:m[7]] + "-" + pad2(sources.MonthNumber(text[m[4]:m[5]])) + "-" + pad2(text[m[2]:m[3]])})
	}
	for _, m := range myScan.findAll(text, low) {
		add(mention{start: m[0], end: m[1], kind: KindDate, precision: 2,
			value: text[m[4]:m[5]] + "-" + pad2(sources.MonthNumber(text[m[2]:m[3]]))})
	}
	for _, m := range monthDays(text) {
		add(m)
	}
	// A year after "in", "since" or "during" is a date of that year; its
	// field must be named (see verifyValue).
	for _, m := range yearScan.findAll(text, low) {
		if y := atoi(text[m[2]:m[3]]); y >= 1950 && y <= 2100 {
			add(mention{start: m[2], end: m[3], kind: KindDate, precision: 1, value: text[m[2]:m[3]]})
		}
	}
	for _, s := range v.rules.versions {
		for _, m := range s.findAll(text, low) {
			add(mention{start: m[0], end: m[1], kind: KindVersion, value: "v" + text[m[2]:m[3]]})
		}
	}
	for _, m := range vVersionScan.findAll(text, low) {
		add(mention{start: m[0], end: m[1], kind: KindVersion, value: "v" + text[m[2]:m[3]]})
	}
	// A period written as a word (reviewed annually, quarterly): a value
	// of a field counted in time its words name.
	for _, m := range findAllIf(periodWordRe2, text, v.timeFields && (strings.Contains(text, "ly") || strings.Contains(text, "twice") ||
		strings.Contains(text, "every") || strings.Contains(text, "each") || strings.Contains(text, "once"))) {
		w := strings.ToLower(strings.ReplaceAll(text[m[0]:m[1]], "-", " "))
		p, ok := periodWords[w]
		if !ok {
			p = everyPeriod[lastWord(w)] // "every year"
		}
		add(mention{start: m[0], end: m[1], kind: KindNumber, value: p.value, unit: p.unit, needsLink: true, period: true})
	}
	for _, m := range timeRangeMentions(text) {
		add(m)
	}
	// A time of day (14:00, 9:30): a value of a field of times its words
	// name, never a number.
	for _, m := range findAllIf(timeRe, text, strings.Contains(text, ":")) {
		add(mention{start: m[0], end: m[1], kind: KindString, value: timeKey(text[m[0]:m[1]]), needsLink: true})
	}
	for _, m := range handleScan.findAll(text, low) {
		add(mention{start: m[2], end: m[3], kind: KindName, value: strings.ToLower(text[m[2]:m[3]])})
	}
	// A channel no field holds (a known one is found by its value, see
	// domainMentions).
	for _, m := range findAllIf(channelRe, text, strings.Contains(text, "#")) {
		if val := strings.ToLower(text[m[2]:m[3]]); !v.anyDomainHolds(v.rules.valueKey(val)) {
			add(mention{start: m[2], end: m[3], kind: KindName, value: val})
		}
	}
	// Thousands written with a k: 18k GPU hours.
	for _, m := range findAllIf(kNumberRe, text, digitThen(text, "kK")) {
		if f, err := strconv.ParseFloat(text[m[2]:m[3]], 64); err == nil {
			add(mention{start: m[2], end: m[1], kind: KindNumber, value: strconv.FormatFloat(f*1e3, 'f', -1, 64)})
		}
	}
	// A number glued to its unit: 12TB, 40ms, 99.9%.
	for _, m := range findAllIf(gluedUnitRe, text, digitThenLetter(text)) {
		if u := canonUnit(text[m[4]:m[5]]); u != "" {
			add(mention{start: m[2], end: m[5], kind: KindNumber, value: plainNumber(text[m[2]:m[3]]), unit: u})
		}
	}
	// A measure written as one word: a 12-month review, a 30-day window.
	for _, m := range hyphenUnitScan.findAllIf(text, low, digitThen(text, "-")) {
		if u := canonUnit(text[m[4]:m[5]]); u != "" {
			add(mention{start: m[0], end: m[1], kind: KindNumber, value: plainNumber(text[m[2]:m[3]]), unit: u})
		} else if u := canonUnit(text[m[4]:m[5]] + "s"); u != "" {
			add(mention{start: m[0], end: m[1], kind: KindNumber, value: plainNumber(text[m[2]:m[3]]), unit: u})
		}
	}
	for _, m := range negativeMentions(text) {
		add(m)
	}
	// Thousands grouped by spaces before a unit: 61 120 km.
	for _, m := range spacedThousandsRe.FindAllStringSubmatchIndex(text, -1) {
		s, e := m[2], m[3]
		if u := unitAfterRe.FindStringSubmatch(text[e:]); u != nil && canonUnit(u[1]) != "" {
			add(mention{start: s, end: e + len(u[0]), kind: KindNumber, value: plainNumber(spaceRunRe.ReplaceAllString(text[s:e], "")), unit: canonUnit(u[1])})
		}
	}
	for _, m := range bareNumberRe.FindAllStringSubmatchIndex(text, -1) {
		s, e := m[2], m[3]
		val := strings.TrimRight(text[s:e], ",")
		e = s + len(val)
		if strings.Count(val, ".") > 2 || strings.HasSuffix(val, ".") || enumerator(text, s, e) {
			continue
		}
		kind, unit, written, approx := KindNumber, "", "", 0.0
		if versionLike(val) {
			written = val
		}
		if versionLike(val) && v.versionContext(text, s, e) {
			kind, val = KindVersion, "v"+val
		} else {
			val = plainNumber(val)
			if strings.HasSuffix(text[s:e], "%") {
				unit = "%"
			} else {
				// 1.2 million, 42 thousand
				if mul := numberMultiplierRe.FindStringSubmatch(text[e:]); mul != nil {
					if f, err := strconv.ParseFloat(val, 64); err == nil {
						approx = halfPlace(val) * multipliers[strings.ToLower(mul[1])]
						val, e = strconv.FormatFloat(f*multipliers[strings.ToLower(mul[1])], 'f', -1, 64), e+len(mul[0])
					}
				}
				if u := unitAfterRe.FindStringSubmatch(text[e:]); u != nil && canonUnit(u[1]) != "" {
					unit, e = canonUnit(u[1]), e+len(u[0])
					if r := rateAfterRe.FindStringSubmatch(text[e:]); r != nil {
						if ru := rateUnit(unit, canonUnit(r[1])); ru != "" {
							unit, e = ru, e+len(r[0]) // 12,400 m³ a day
						}
					} else if r := rateAdverbRe.FindStringSubmatch(text[e:]); r != nil {
						if ru := rateUnit(unit, adverbUnits[strings.ToLower(r[1])]); ru != "" {
							unit = ru // 12,400 m³ daily (the adverb stays a period of its own)
						}
					}
				}
				if unit == "" {
					unit = labelledUnit(text[max(0, s-40):s]) // "area in hectares: 2.70"
				}
			}
		}
		major := kind == KindNumber && unit == "" && allDigits(val) && v.majorContext(text[max(0, s-32):s])
		if unit != "" {
			written = ""
		}
		add(mention{start: s, end: e, kind: kind, value: val, unit: unit, major: major, written: written, approx: approx})
	}
	for _, m := range numberWordScan.findAll(text, low) {
		s, e := m[2], m[3]
		n := numberWords[strings.ToLower(text[s:e])]
		// twenty-five, twenty five; two hundred, three thousand.
		if t := tensOnesRe.FindStringSubmatch(text[e:]); t != nil && n >= 20 && n%10 == 0 {
			n, e = n+numberWords[strings.ToLower(t[1])], e+len(t[0])
		}
		if mul := wordMultiplierRe.FindStringSubmatch(text[e:]); mul != nil {
			n, e = n*wordMultipliers[strings.ToLower(mul[1])], e+len(mul[0])
		}
		if partOfRe.MatchString(text[e:]) {
			continue // "one of the authors" is one of them, not a count
		}
		unit := ""
		if u := wordUnitAfterRe.FindStringSubmatch(text[e:]); u != nil && canonUnit(u[1]) != "" {
			unit, e = canonUnit(u[1]), e+len(u[0]) // four weeks, a four-year term
		}
		// A number word is a fact with a unit, or when a field word names
		// its field ("a headcount of nine").
		add(mention{start: s, end: e, kind: KindNumber, value: strconv.Itoa(n), unit: unit, needsLink: unit == ""})
	}
	for _, m := range ordinalMentions(text) {
		add(m) // on the 2nd floor
	}
	slices.SortFunc(out, func(a, b mention) int { return a.start - b.start })
	return out
}

// findAllIf runs re over text when a cheap test says it may match.
func findAllIf(re *regexp.Regexp, text string, may bool) [][]int {
	if !may {
		return nil
	}
	return re.FindAllStringSubmatchIndex(text, -1)
}

// digitThenLetter reports whether a digit is followed by a letter
// somewhere in text.
func digitThenLetter(text string) bool {
	for i := 0; i+1 < len(text); i++ {
		if c := text[i+1] | 0x20; text[i] >= '0' && text[i] <= '9' && c >= 'a' && c <= 'z' {
			return true
		}
	}
	return false
}

// digitThen reports whether a digit is followed by one of the bytes of
// next somewhere in text.
func digitThen(text, next string) bool {
	for i := 0; i+1 < len(text); i++ {
		if text[i] >= '0' && text[i] <= '9' && strings.IndexByte(next, text[i+1]) >= 0 {
			return true
		}
	}
	return false
}

// prevWordRe is the word right before a number.
var prevWordRe = regexp.MustCompile(`([A-Za-z][\w+#-]*) $`)

// majorContext reports whether a whole number after left may be a major
// version: after "version" or "release", or right after a one-word value
// of the records (a product such as "Java 17" where a field holds java).
func (v *Verifier) majorContext(left string) bool {
	m := prevWordRe.FindStringSubmatch(left)
	if m == nil {
		return false
	}
	w := strings.ToLower(m[1])
	if w == "version" || w == "release" {
		return true
	}
	for _, e := range v.valueIndex[w] {
		if e.nWords() == 1 {
			return true
		}
	}
	return false
}

// numberWords are the numbers written as words.
var numberWords = map[string]int{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
	"eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
	"sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}

// tensOnesRe is the ones after a number word of tens (twenty-five);
// wordMultiplierRe a multiplier after a number word (two hundred).
var (
	tensOnesRe       = regexp.MustCompile(`(?i)^[ -](one|two|three|four|five|six|seven|eight|nine)\b`)
	wordMultiplierRe = regexp.MustCompile(`(?i)^ (hundred|thousand|million)\b`)
	wordMultipliers  = map[string]int{"hundred": 100, "thousand": 1000, "million": 1000000}
)

// wordUnitAfterRe is a unit right after a number word, or joined to it
// by a hyphen.
var wordUnitAfterRe = regexp.MustCompile(`^[ \t-]?([A-Za-z]+)\b`)

var numberWordRe = regexp.MustCompile(`(?i)\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b`)

var versionLikeRe = regexp.MustCompile(`^\d+\.\d+(?:\.\d+)?$`)

func versionLike(s string) bool { return versionLikeRe.MatchString(s) }

// versionWordRe is the last word before a bare number.
var versionWordRe = regexp.MustCompile(`(?i)\b([a-z]+)\W*$`)

// genericVersionWords before a bare 1.27 make it a version.
var genericVersionWords = map[string]bool{
	"release": true, "released": true, "releases": true, "version": true, "versions": true, "since": true,
	"until": true, "in": true, "deprecated": true, "removed": true, "introduced": true, "shipped": true,
	"targets": true, "targeted": true, "targeting": true, "enabled": true,
}

// versionContext reports whether a bare number such as 1.27 is a version:
// a release word right before it (a generic one or a profile's), or a
// profile's word right after it.
func (v *Verifier) versionContext(text string, s, e int) bool {
	if m := versionWordRe.FindStringSubmatch(text[max(0, s-40):s]); m != nil {
		w := strings.ToLower(m[1])
		if genericVersionWords[w] || v.rules.versionWords[w] || v.rules.versionWords[stem(w)] {
			return true
		}
	}
	if m := nextWordRe.FindStringSubmatch(strings.TrimLeft(text[e:min(len(text), e+16)], "(")); m != nil {
		if v.rules.versionWords[strings.ToLower(m[1])] {
			return true
		}
	}
	return false
}

// halfPlace is half the place of the last digit of a number as written
// (3.12: 0.005; 18: 0.5): the precision it is stated with.
func halfPlace(s string) float64 {
	_, frac, ok := strings.Cut(s, ".")
	if !ok {
		return 0.5
	}
	return 0.5 * math.Pow(10, -float64(len(frac)))
}

// partOfRe follows a number word that picks some of a group ("one of
// the authors", "two of its reviewers"): no count is stated.
var partOfRe = regexp.MustCompile(`(?i)^\s+of\s+(?:the|its|their|our|his|her|these|those)\b`)

func currencyCode(sym string) string {
	switch sym {
	case "$":
		return "USD"
	case "€":
		return "EUR"
	case "£":
		return "GBP"
	}
	return sym
}

// plainNumber removes thousands separators and a percent sign.
func plainNumber(s string) string {
	s = strings.TrimSuffix(strings.ReplaceAll(s, ",", ""), "%")
	if f, ok := parseFloat(s); ok {
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	return s
}

// numberMultiplierRe is a multiplier word after a number.
var numberMultiplierRe = regexp.MustCompile(`(?i)^ (thousand|million|billion)\b`)

// multipliers are the values of the multipliers after an amount.
var multipliers = map[string]float64{"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "bn": 1e9, "billion": 1e9}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

func pad2(s string) string {
	if len(s) == 1 {
		return "0" + s
	}
	return s
}

func trimZeros(s string) string {
	t := strings.TrimLeft(s, "0")
	if t == "" {
		return "0"
	}
	return t
}

// timeRe is a time of day: 14:00, 9:30, 09:30:15.
var timeRe = regexp.MustCompile(`\b([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?\b`)

// timeKey is the comparison form of a time of day (09:30 for 9:30), ""
// when s is none.
func timeKey(s string) string {
	m := timeRe.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil || len(m[0]) != len(strings.TrimSpace(s)) {
		return ""
	}
	return pad2(m[1]) + ":" + m[2]
}

// periodWordRe2 is a period written as a word; periodWords its value.
var (
	periodWordRe2 = regexp.MustCompile(`(?i)\b(?:annually|yearly|quarterly|monthly|weekly|daily|half[- ]yearly|semi[- ]annually|biannually|twice a year|fortnightly|(?:every|each|once\s+a)\s+(?:year|quarter|month|week|day))\b`)
	periodWords   = map[string]period{
		"annually": {"12", "month"}, "yearly": {"12", "month"}, "quarterly": {"3", "month"}, "monthly": {"1", "month"},
		"weekly": {"1", "week"}, "daily": {"1", "day"}, "half yearly": {"6", "month"}, "semi annually": {"6", "month"},
		"biannually": {"6", "month"}, "twice a year": {"6", "month"}, "fortnightly": {"2", "week"},
	}
	// everyPeriod is the period of "every <unit>" ("every year", "once a
	// month") by its unit word.
	everyPeriod = map[string]period{
		"year": {"12", "month"}, "quarter": {"3", "month"}, "month": {"1", "month"}, "week": {"1", "week"}, "day": {"1", "day"},
	}
)
