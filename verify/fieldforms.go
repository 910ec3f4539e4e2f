package verify

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
)

// period is a number and the canonical unit it is counted in.
type period struct{ value, unit string }

// periodWordRe is a word of a field name that is a period: 30d, 24h, 12months.
var periodWordRe = regexp.MustCompile(`^(\d+)([a-z]+)$`)

// fieldPeriods are the periods written in a field name as one word (the
// 30d of tests_last_30d): the field counts over that period, which is no
// value of it.
func fieldPeriods(name string) []period {
	var out []period
	for _, w := range words(name) {
		if m := periodWordRe.FindStringSubmatch(w); m != nil {
			if u := canonUnit(m[2]); u != "" && u != "%" {
				out = append(out, period{m[1], u})
			}
		}
	}
	return out
}

// timeUnits are the canonical units of time.
var timeUnits = map[string]bool{"ms": true, "s": true, "min": true, "h": true, "day": true, "week": true, "month": true, "year": true}

// relativeTimeRe after a duration makes it a point in time ("2 days ago").
var relativeTimeRe = regexp.MustCompile(`(?i)^['’]?\s+(?:ago|from\s+now|hence)\b`)

// periodBeforeRe is the words that make a period the span a count is
// taken over: "the last 30 days", "the past 7 days".
var periodBeforeRe = regexp.MustCompile(`(?i)\b(?:last|past|previous|preceding|trailing)\s+$`)

// fieldPeriod reports whether number m is the period a field name carries,
// written as such ("over the last 30 days" of tests_last_30d): it names
// the field and states no value; or a duration that says when ("2 days
// ago"), which states none either.
func (v *Verifier) fieldPeriod(text string, m mention) bool {
	if m.kind == KindNumber && timeUnits[m.unit] && relativeTimeRe.MatchString(text[m.end:]) {
		return true // "2 days ago" is no duration of the subject's
	}
	return m.kind == KindNumber && m.unit != "" && v.periods[m.value+" "+m.unit] &&
		periodBeforeRe.MatchString(text[max(0, m.start-24):m.start])
}

// fieldUnit is the unit the last word of a field name says its values
// are counted in (term_months: month), "" when none; a rate's unit
// (tests_per_hour) is not its values' unit.
func fieldUnit(name string) string {
	ws := words(name)
	if len(ws) < 2 || len(ws[len(ws)-1]) < 2 || ws[len(ws)-2] == "per" {
		return ""
	}
	// A measure and a unit of time end the name of a rate: capacity_m3_day
	// holds cubic metres a day.
	if len(ws) >= 3 && ws[len(ws)-3] != "per" {
		if r := rateUnit(canonUnit(ws[len(ws)-2]), canonUnit(ws[len(ws)-1])); r != "" {
			return r
		}
	}
	if u, _ := timeRate(ws); u != "" {
		return u
	}
	return canonUnit(ws[len(ws)-1])
}

// timeRate is the unit and the period of a field whose name ends in two
// units of time (hours_week, days_year, min_day): it holds so many of
// the first in each of the second (20 of rehearsal_hours_week is 20
// hours a week, not 20 weeks), "" when the name ends otherwise.
func timeRate(ws []string) (unit, per string) {
	if len(ws) < 2 || len(ws) >= 3 && ws[len(ws)-3] == "per" {
		return "", ""
	}
	// ("min" is also a minimum: germination.min_days holds days.)
	u, p := canonUnit(ws[len(ws)-2]), canonUnit(ws[len(ws)-1])
	if !timeUnits[u] || !timeUnits[p] || u == p || ws[len(ws)-2] == "min" {
		return "", ""
	}
	if a, b := unitScales[u], unitScales[p]; a.scale != 0 && b.scale != 0 && a.scale >= b.scale {
		return "", "" // (a longer unit per a shorter one is no such rate)
	}
	return u, p
}

// timeRatePeriod is the period of a field counted in a unit of time per
// another (see timeRate), "" when none.
func timeRatePeriod(name string) string {
	_, p := timeRate(words(name))
	return p
}

// unitNamed reports whether the last word of a field's name (of two or
// more) is a unit, of one letter too (water_l, swl_t, temp_c).
func unitNamed(name string) bool {
	ws := words(name)
	return len(ws) >= 2 && ws[len(ws)-2] != "per" && nameUnit(ws[len(ws)-1]) != ""
}

// countedIn is the unit a field's values are counted in by its name:
// fieldUnit, or a unit of one letter its name ends in (water_l, swl_t,
// height_m), "" when none.
func countedIn(name string) string {
	if u, ok := countedUnits.Load(name); ok {
		return u.(string)
	}
	u := fieldUnit(name)
	if u == "" && unitNamed(name) {
		ws := words(name)
		u = nameUnit(ws[len(ws)-1])
	}
	if nCountedUnits.Add(1) <= maxNormIDs {
		countedUnits.Store(strings.Clone(name), u)
	}
	return u
}

// countedUnits caches countedIn, a pure function of a field's name, for
// the first maxNormIDs names (nCountedUnits counts them).
var (
	countedUnits  sync.Map
	nCountedUnits atomic.Int64
)

// nameJoin reports whether the separator text[a:b] is an "and" inside a
// name written in capitals ("Priority and Fairness"): it splits no clause.
func nameJoin(text string, a, b int) bool {
	if strings.TrimSpace(text[a:b]) != "and" {
		return false
	}
	prev, next := lastWord(text[:a]), strings.TrimLeft(text[b:], " \t")
	return prev != "" && unicode.IsUpper(rune(prev[0])) && next != "" && unicode.IsUpper(rune(next[0]))
}

// activeAgentVerb reports whether the word w, before the value, is the
// verb of an agent noun of the field in the active voice ("A manages B",
// "A owns B"; not "managed by", not "managers"): the value is then the
// one the subject is the agent of, and the word does not name the field
// of the subject ("is insured with Y", the value right after its
// preposition, is passive, as "insured by" is; not "managed with Y's
// help").
func (st *checkState) activeAgentVerb(fw *fieldWords, w word, valueAt int) bool {
	t := st.toks[w.i]
	agent, ok := fw.agents[t.stem]
	if !ok || w.right || strings.HasPrefix(t.low, agent) || !verbForm(t.low, agent) {
		return false
	}
	if w.i > 0 && w.i+2 < len(st.toks) && strings.HasSuffix(t.low, "ed") && passiveAux[st.toks[w.i-1].low] &&
		functionWords[st.toks[w.i+1].low] && st.toks[w.i+2].start == valueAt && !possessiveAt(st.text, st.valueEnd(valueAt)) {
		return false // "X is insured with Y": the passive, whatever the preposition
	}
	return w.i+1 >= len(st.toks) || st.toks[w.i+1].low != "by"
}

// valueEnd returns the end of the value found at offset start (start
// when none is).
func (st *checkState) valueEnd(start int) int {
	for _, x := range st.values {
		if x[0] == start {
			return x[1]
		}
	}
	return start
}

// possessiveAt reports whether text at i opens with a possessive "'s".
func possessiveAt(text string, i int) bool {
	rest := text[i:]
	return strings.HasPrefix(rest, "'s") || strings.HasPrefix(rest, "’s")
}

// passiveAux are the forms of "be" (and "get") that make a past participle
// after them passive.
var passiveAux = map[string]bool{"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "being": true, "gets": true, "got": true, "get": true}

// verbForm reports whether low is a form of the verb of the agent noun
// agent ("manages", "managed" of manager; not the noun "approval" of
// approver).
func verbForm(low, agent string) bool {
	base := agent[:len(agent)-2] // "manag" of manager, "operat" of operator
	for _, b := range []string{base, base + "e"} {
		for _, suf := range []string{"", "s", "es", "d", "ed", "ing"} {
			if low == b+suf {
				return true
			}
		}
	}
	return false
}

// agentVerbIn reports whether text[a:b] holds the active verb of an agent
// noun of one of the fields cands ("A manages B"): the verb relates the
// subject to the value the other way round.
func (st *checkState) agentVerbIn(cands []string, a, b int) bool {
	for i := sort.Search(len(st.toks), func(i int) bool { return st.toks[i].start >= a }); i < len(st.toks) && st.toks[i].end <= b; i++ {
		for _, n := range cands {
			if fw := st.v.fwords[n]; fw != nil && st.activeAgentVerb(fw, word{i: i}, b) {
				return true
			}
		}
	}
	return false
}

// yearValueRe is a source-of-truth number that is a year.
var yearValueRe = regexp.MustCompile(`^(?:1[89]|20|21)\d\d$`)

// namedOtherShape is a field of the subject's records, named by its own
// words near m, that is not among the candidates (it holds values of
// another shape: "built in June 2009" names year_built, which holds
// years); "" when none. Such a value states no other field by its shape.
func (st *checkState) namedOtherShape(recs []*indexed, cands []string, m mention, lo, hi int) string {
	var others []string
	for _, r := range recs {
		for n := range r.norm {
			if !slices.Contains(cands, n) && !slices.Contains(others, n) && !st.v.identifies(r, n) && !ownKeyField(r, n) && !positional(n) {
				others = append(others, n)
			}
		}
	}
	slices.Sort(others)
	saved := st.ruledOut
	named := st.v.namedFields(others, st, m, lo, hi)
	st.ruledOut = saved
	for _, n := range named {
		if n.score >= weightOwn && !st.v.kindWordsOnly(recs, n) {
			return n.field
		}
	}
	return ""
}

// kindWordsOnly reports whether the field n is named only by words that
// name the subject's kind (the name of its records' file: pools.csv's
// "pool" of pool_manager): "a 25 m pool" tells what the record is, not
// its manager.
func (v *Verifier) kindWordsOnly(recs []*indexed, n scoredField) bool {
	if len(recs) == 0 || len(n.own) == 0 || n.phraseAt >= 0 {
		return false
	}
	return !slices.ContainsFunc(n.own, func(s string) bool { return !v.selfNoun(recs[0].subject, s) })
}

// compoundWords finds the hyphenated words of a text, and the pairs of
// words written apart, that are, written as one word, a word of a field
// name ("off-peak" of offpeak_mld, "dry dock" of last_drydock): by token
// index, the joined stem.
func (v *Verifier) compoundWords(text string, toks []token) map[int]string {
	var out map[int]string
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].end+1 != toks[i+1].start || text[toks[i].end] != '-' && text[toks[i].end] != ' ' {
			continue
		}
		if text[toks[i].end] == ' ' && (len(toks[i].low) < 3 || len(toks[i+1].low) < 3 || functionWords[toks[i].low] || functionWords[toks[i+1].low]) {
			continue // ("in to" is no "into")
		}
		if j := stem(toks[i].low + toks[i+1].low); v.fieldStems[j] {
			if out == nil {
				out = map[int]string{}
			}
			out[i], out[i+1] = j, j
		}
	}
	return out
}

// yearOfDateField is m, a plain number of four digits written as a year,
// as the year of a date when the field its words name, other, holds dates
// ("PS-4 (commissioned 1967)" of commissioned 1976-12-01: a mismatch of
// the year); ok is false otherwise. Only a field named by its words takes
// a year this way (see verifyValue).
func yearOfDateField(v *Verifier, m mention, other string) (mention, bool) {
	if m.kind != KindNumber || m.unit != "" || m.written != "" || m.approx != 0 || !yearValueRe.MatchString(m.value) || v.fieldShape(other) != typeDate {
		return m, false
	}
	m.kind, m.precision, m.major = KindDate, 1, false
	return m, true
}

// countedAlike reports whether field n is counted in unit u or one
// convertible to it, by its name (volume_l) or its values ("120 m").
func (v *Verifier) countedAlike(n, u string) bool {
	fu := countedIn(n)
	if fu == "" {
		fu, _ = strings.CutPrefix(v.fieldShape(n), typeNumber+" ")
		if fu == v.fieldShape(n) {
			return false
		}
	}
	return fu == u || unitOfField(fu, u)
}

// unitWordIn reports whether a word of field n's name is a unit (the
// hours of hours_since_overhaul).
func unitWordIn(n string) bool {
	return slices.ContainsFunc(words(n), func(w string) bool { return len(w) > 1 && canonUnit(w) != "" })
}

// writtenAsHeld reports whether the field n of the records recs holds
// exactly the words w, case aside: a value of another shape than the
// field's own (a date field holding v1.29), which the text writes as the
// source does, is the field's value all the same. A value of the
// field's own shape ("6400" of an area) is compared as ever.
func (v *Verifier) writtenAsHeld(recs []*indexed, n, w string) bool {
	r, name := findField(recs, n)
	if r == nil {
		return false
	}
	held := strings.TrimSpace(strings.Trim(strings.TrimSpace(r.field(name)), `"'`))
	if held == "" || !strings.EqualFold(held, strings.TrimSpace(w)) {
		return false
	}
	own, sh := v.fieldShape(n), shapeOf(held)
	return sh != "" && own != "" && own != sh && !strings.HasPrefix(own, sh+" ")
}

// perBeforeRe is a number, perhaps a word after it, and "per" right
// before a second number: "3 per 100 ml", "12 cases per 1,000".
var perBeforeRe = regexp.MustCompile(`(?i)\d\s*(?:[a-z]+\s+)?per\s+$`)

// denominator reports whether the number m is the amount a rate is
// counted per ("3 per 100 ml"): the unit of the number before it, no
// value of a field of its own.
func denominator(text string, m mention) bool {
	return m.kind == KindNumber && perBeforeRe.MatchString(text[max(0, m.start-24):m.start])
}
