package verify

import (
	"regexp"
	"slices"
	"sort"
	"strings"
)

// maxDateVerbWords is the most content words a verb phrase between a
// subject and a date may have for the date to state the only date field
// of the subject ("closes on", "was released on"; not "was taken out of
// service for a refit on").
const maxDateVerbWords = 2

// contentWords counts the words of text[a:b] that are neither function
// words nor inside a value.
func (st *checkState) contentWords(a, b int) int {
	n := 0
	for i := sort.Search(len(st.toks), func(i int) bool { return st.toks[i].start >= a }); i < len(st.toks) && st.toks[i].end <= b; i++ {
		if t := st.toks[i]; !functionWords[t.low] && !st.values.overlaps(t.start, t.end) {
			n++
		}
	}
	return n
}

// boundDateRe is a preposition before a date that makes it the bound of a
// time: "stale since 2025-02-28", "to be done by 2026-01-01".
var boundDateRe = regexp.MustCompile(`(?i)\b(?:since|until|till|by|before|after|from)\s+(?:the\s+)?$`)

// acronymRe is a name written in capitals or with digits: HL7, TLS, ISO, X11.
var acronymRe = regexp.MustCompile(`^(?:[A-Z]{2,}[A-Za-z]*\d*|[A-Za-z]+\d+[A-Za-z\d]*)$`)

// versionOwner is the acronym or code ("HL7 2.5", "TLS 1.3"), or the
// capitalised name inside a sentence ("moved to Go 1.22", "runs Python
// 3.12"), written right before a bare number that may be a version: the
// version is that thing's, not the subject's; "" when none. A name of the
// subject mention at, a sentence's first word and a month's or a day's
// name own nothing.
func versionOwner(text string, m mention) string {
	w, i := wordBefore(text, m)
	if acronymRe.MatchString(w) && !allDigits(w) && i >= 0 {
		return w
	}
	return ""
}

// nameOwner is the capitalised name written inside a sentence right
// before a bare number that may be a version ("moved to Go 1.22", "runs
// Python 3.12"): the version may be that thing's, "" when none. A word of
// the subject mention at, a sentence's first word and a month's or a
// day's name own nothing.
func nameOwner(text string, m mention, at *subjectMention) string {
	w, i := wordBefore(text, m)
	if i < 0 || !capitalisedRe.MatchString(w) || at != nil && i >= at.start && i < at.end || calendarWordRe.MatchString(w) {
		return ""
	}
	if before := strings.TrimRight(text[:i], " \t\n(\"'"); before == "" || strings.ContainsRune(".!?:;\n", rune(before[len(before)-1])) {
		return "" // the first word of a sentence is capitalised whatever it is
	}
	return w
}

// wordBefore is the word right before a bare number or version m, one
// space apart, and where it starts; -1 when there is none.
func wordBefore(text string, m mention) (string, int) {
	if m.kind != KindNumber && m.kind != KindVersion || m.unit != "" || m.start < 2 || text[m.start-1] != ' ' {
		return "", -1
	}
	w := text[:m.start-1]
	i := strings.LastIndexAny(w, " \t\n([\"'") + 1
	return w[i:], i
}

// namesVersioned reports whether field's name says what its version is of
// (runtime_version, engine.version), not only when or
// how far (current_version, latest_version, min_version): a version after
// a name ("Go 1.22") is that name's, so it is no value of a version
// field that names nothing.
func namesVersioned(field string) bool {
	for _, w := range words(field) {
		if !versionQualifiers[w] && !allDigits(w) {
			return true
		}
	}
	return false
}

// versionQualifiers are the words of a version field's name that say
// which version (of time, extent or state), not of what.
var versionQualifiers = map[string]bool{
	"version": true, "versions": true, "ver": true, "v": true, "current": true, "latest": true, "last": true,
	"min": true, "minimum": true, "max": true, "maximum": true, "target": true, "release": true, "released": true,
	"stable": true, "new": true, "old": true, "previous": true, "prev": true, "next": true, "first": true,
	"initial": true, "deployed": true, "running": true, "installed": true, "required": true, "supported": true,
}

// capitalisedRe is a capitalised word (Go, Python, JavaScript); calendarWordRe
// a month's or a day's name, which comes before a day or a year.
var (
	capitalisedRe  = regexp.MustCompile(`^[A-Z][a-z]+(?:[A-Z][a-z]+)*$`)
	calendarWordRe = regexp.MustCompile(`(?i)^(?:` + monthNames[1:len(monthNames)-1] + `|mon|tue|wed|thu|fri|sat|sun)[a-z]*$`)
)

// idStem is an ID without its digits (DEL-, SEC-): the IDs of one kind
// share it.
func idStem(id string) string {
	return strings.TrimRight(strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return -1
		}
		return r
	}, strings.ToLower(id)), "-_ ")
}

// listedWith is another record listed with the subject mention at ("A and
// B have 180 and 550"): a value after the list is not said to be A's; ""
// when at is nil or stands alone.
func (st *checkState) listedWith(at *subjectMention) string {
	if at == nil {
		return ""
	}
	same := func(a, b string) bool {
		ra, rb := st.v.lookup(a), st.v.lookup(b)
		return a == b || len(ra) > 0 && len(rb) > 0 && ra[0].subject == rb[0].subject
	}
	for _, o := range st.subs {
		if o.sent != at.sent || same(o.id, at.id) {
			continue
		}
		var gap string
		switch {
		case o.end <= at.start:
			gap = st.text[o.end:at.start]
		case at.end <= o.start:
			gap = st.text[at.end:o.start]
		default:
			continue
		}
		if listGapRe.MatchString(gap) && strings.TrimSpace(gap) != "/" {
			return o.id
		}
	}
	return ""
}

// appositionRe is an apposition right after a subject, set off by commas:
// "INS-3001, the long-range scanner, is in service".
var appositionRe = regexp.MustCompile(`^[\s)"'”’]*,[^,;.!?()]{1,80},`)

// withoutApposition is the gap between a subject and a value without the
// apposition that may open it.
func withoutApposition(gap string) string {
	if loc := appositionRe.FindStringIndex(gap); loc != nil {
		return gap[loc[1]:]
	}
	return gap
}

// pastTimeRe opens a sentence with a time before which it tells: "Before
// 2025-01-01, X was owned by Y", "Until March, ...".
var pastTimeRe = regexp.MustCompile(`(?i)^\W*(?:before|until|till|prior\s+to)\s`)

// openingYearRe is a year right after the word opening a sentence:
// "Before 2024,".
var openingYearRe = regexp.MustCompile(`(?i)^\W*(?:before|until|till|prior\s+to)\s+(?:early\s+|late\s+|mid[\s-])?((?:19|20)\d\d)\b`)

// beforeTime reports whether the sentence from lo opens with a time
// before which it tells (pastTimeRe), the value m coming after that time:
// the value was the subject's then, and is no claim of now.
func (st *checkState) beforeTime(m mention, lo int) bool {
	if !pastTimeRe.MatchString(st.text[lo:m.start]) {
		return false
	}
	if y := openingYearRe.FindStringSubmatch(st.text[lo:m.start]); y != nil {
		return true // "Before 2024, X was based at Y"
	}
	for _, t := range st.times {
		if t[0] >= lo && t[1] <= m.start {
			return true
		}
	}
	return false
}

// frontedTimeRe opens a sentence with a time: "Since v1.29, ...", "As
// of March, ...".
var frontedTimeRe = regexp.MustCompile(`(?i)^\W*(?:since|as\s+of|in|by|until|from|after|before|during)\b`)

// timedBefore reports whether the sentence from lo opens with a time
// before the subject at pos ("Since March, X has been closed"): it tells
// of an event, and a known value tied by a verb is no value of now.
func (st *checkState) timedBefore(lo, pos int) bool {
	return pos > lo && frontedTimeRe.MatchString(st.text[lo:pos]) && st.times.overlaps(lo, pos)
}

// negatedBeforeRe is a negation right before a value: "owned by team-a,
// not team-b" says nothing of team-b but that it is not the value.
var negatedBeforeRe = regexp.MustCompile(`(?i)(?:\bnot|\bnever|\brather\s+than|\binstead\s+of)\s+(?:the\s+|an?\s+)?["'“‘*]*$`)

// fromBeforeRe and toAfterRe frame a change: "moved from X to Y".
var (
	fromBeforeRe = regexp.MustCompile(`(?i)\bfrom\s+(?:the\s+)?["'“‘*]*$`)
	toAfterRe    = regexp.MustCompile(`(?i)^["'”’*]*\s+(?:to|into|over\s+to)\s`)
)

// fromValue reports whether m is the value a change started from ("moved
// from X to Y"): X is the former value, no claim of now.
func fromValue(text string, m mention) bool {
	if m.kind != KindString && m.kind != KindName {
		return false // "from 8 January to 7 March" is a span of time
	}
	return fromBeforeRe.MatchString(text[max(0, m.start-24):m.start]) && toAfterRe.MatchString(text[m.end:])
}

// appositiveOpenRe opens an apposition right after a subject: ", a", ", an",
// ", the", or a place: ", in", ", over in", ", based in".
var appositiveOpenRe = regexp.MustCompile(`(?i)^[\s)"'”’]*,\s+(?:a|an|the|(?:(?:over|up|down|out|based|located)\s+)?in(?:\s+the)?)\s+$`)

// appositiveValue reports whether the value m is the whole of an
// apposition right after the subject ending at end ("The Quad, a chairlift
// 4-seat fixed, loads at ..."): the apposition says what the subject is,
// as "is a" would.
func appositiveValue(text string, end int, m mention) bool {
	gap := text[end:m.start]
	// A noun of the record's kind may follow its name ("Harrow Basin site,
	// in Millhaven,").
	if loc := kindNounRe.FindStringSubmatchIndex(gap); loc != nil && kindNouns[gap[loc[2]:loc[3]]] {
		gap = gap[loc[3]:]
	}
	if bracketOpenRe.MatchString(gap) && bracketCloseRe.MatchString(text[m.end:]) {
		return true // the value alone in brackets: "Tamberlode Square (Calderhythe)"
	}
	return appositiveOpenRe.MatchString(gap) && clauseCloseRe.MatchString(text[m.end:])
}

// stateAfterName reports whether the known value m is a phrase of a
// state opening with a preposition ("in service", "on loan", "off
// shift"), written right after the subject's name that ends at end: a
// predicate with its verb left out ("Roster shows X in service", "X on
// loan, so use Y").
func stateAfterName(text string, end int, m mention) bool {
	if text[end:m.start] != " " {
		return false
	}
	first, rest, ok := strings.Cut(text[m.start:m.end], " ")
	return ok && rest != "" && statePrepositions[strings.ToLower(first)]
}

// statePrepositions open a phrase of a state: "in service", "on loan",
// "off display", "out of order", "under repair".
var statePrepositions = map[string]bool{"in": true, "on": true, "off": true, "out": true, "under": true}

// bracketOpenRe and bracketCloseRe hold a value alone in brackets right
// after a subject's name: a parenthetical apposition.
var (
	bracketOpenRe  = regexp.MustCompile(`^\s*\(\s*$`)
	bracketCloseRe = regexp.MustCompile(`^\s*\)`)
)

// clauseCloseRe closes an apposition: a comma, a dash or a bracket.
var clauseCloseRe = regexp.MustCompile(`^\s*(?:,|\)|\s[-–—]\s)`)

// otherConcept returns the word between the record named at and date m
// that is a one-word phrase of a lexicon group naming none of the words
// of field, the only date field of the record, and naming another field
// some record holds: "the ridge path opens <date>" tells of an opening
// (another record's season start), not of its last inspection; "" when
// none is. ("X closes on <date>" of a record whose only date is due, no
// field named by closing, states it.)
func (st *checkState) otherConcept(field string, at *subjectMention, m mention) string {
	if m.kind != KindDate || at == nil || at.end > m.start {
		return ""
	}
	fw := st.v.fwords[field]
	if fw == nil {
		return ""
	}
	for i := sort.Search(len(st.toks), func(i int) bool { return st.toks[i].start >= at.end }); i < len(st.toks) && st.toks[i].end <= m.start; i++ {
		t := st.toks[i]
		if functionWords[t.low] || fw.hasStem(t.stem) {
			continue
		}
		if !slices.ContainsFunc(st.v.rules.lexicon, func(g [][]string) bool {
			return slices.ContainsFunc(g, func(p []string) bool { return len(p) == 1 && p[0] == t.stem })
		}) {
			continue
		}
		for n, o := range st.v.fwords {
			if n != field && slices.ContainsFunc(o.phrases, func(p weighted) bool { return len(p.stems) == 1 && p.stems[0] == t.stem }) {
				return t.low
			}
		}
	}
	return ""
}
