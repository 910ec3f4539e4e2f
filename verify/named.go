package verify

// The fields named near a value: its clause's window of words, and the
// scores of the candidate fields its words and phrases name.

import (
	"maps"
	"regexp"
	"slices"
	"strings"
)

// scoredField is a field named near a value: how strongly, and how many
// words away.
type scoredField struct {
	field       string
	score, dist int
	leaf        int      // how many of the words naming it are of its own name, not of the mappings it is in
	far         int      // how many words away the farthest word of its own name is
	own         []string // the stems of the words of its own name the text names it by
	unitOnly    bool     // named by the unit written with the value alone
	plural      bool     // named by a plural word of its own name as written ("drivers")
	ownAt       int      // the token of the word of its own name nearest the value, -1 when none
	phraseAt    int      // the first token of the phrase naming it, -1 when none
	phraseEnd   int      // the token after that phrase's words in a row, -1 when none
	phrased     []int    // the tokens opening every phrase naming it
}

// interleaved reports whether a and b, named equally strongly, are named
// by words among one another's, each by a word the other lacks ("last
// electrically tested": aviation_lighting.last_tested by "last tested",
// inspection.electrical.last by "last electrically"): which word is
// nearer the value does not tell them apart. A unit written with the
// value (a at distance 0: "£24,200 per year" of cost_annual_gbp) does, and
// so does one word naming both (the leaf rule of breakTie), unless the
// unit alone names a and a word of its own name b ("1 TB of RAM").
func interleaved(a, b scoredField) bool {
	if a.score == b.score && a.unitOnly && !b.unitOnly {
		return true // "1 TB of RAM": storage_tb by the unit alone, ram_gb by its word
	}
	if a.score != b.score || a.dist == 0 || b.dist > a.far {
		return false
	}
	return slices.ContainsFunc(a.own, func(s string) bool { return !slices.Contains(b.own, s) }) &&
		slices.ContainsFunc(b.own, func(s string) bool { return !slices.Contains(a.own, s) })
}

// namedFields scores the candidate fields by the words around the value
// in its clause, best first: the words of their names and their lexicon
// and profile phrases, on either side; words of subject mentions do not
// count.
func (v *Verifier) namedFields(cands []string, st *checkState, m mention, lo, hi int) []scoredField {
	l0, l1, r0, r1, rel := st.windowRel(m, lo, hi)
	label := st.labelEnd(lo, m.start)
	st.ownOnly = st.ownOnly[:0]
	var usable func(i int) bool
	usable = func(i int) bool {
		t := st.toks[i]
		if st.subjCover.overlaps(st.subjSpans, t.start, t.end) || t.start < m.end && m.start < t.end || t.end <= label ||
			len(st.measures) > 0 && st.measures.overlaps(t.start, t.end) {
			return false
		}
		// Another value between the word and this one takes the word,
		// unless it is written right before this one (Java 17).
		if t.end <= m.start {
			if b := max(t.end, st.adjacentStart(m.start)); st.valueBetween(t.end, b) {
				if !st.prepValueBetween(t.end, b) {
					return false
				}
				st.ownOnly = append(st.ownOnly, i) // "repainted in Cream on <date>"
			}
			// A word right before a usable one leans on it ("<person>
			// last serviced X on <date>": "last" goes with "serviced").
			return !st.closerValue(i, l0, l1-1-i, false) || i+1 < l1 && st.contentWord(i+1) && usable(i+1)
		}
		return !st.valueCover.overlaps(st.values, m.end, t.start) && (!st.closerValue(i, r1, i-r0, true) || st.countedNoun(m, r0, i)) && !st.labelsNext(cands, i, r0, l1) &&
			!st.compoundModifier(i)
	}
	dist := func(i int) int {
		if i < l1 {
			return l1 - i
		}
		return i - r0 + 1
	}
	// The usable words of the window, with their distance to the value.
	var ws []word
	for i := l0; i < l1; i++ {
		if usable(i) {
			ws = append(ws, word{i, dist(i), false})
		}
	}
	for i := r0; i < r1; i++ {
		if usable(i) {
			ws = append(ws, word{i, dist(i), true})
		}
	}
	// The field a value is stated of in "<field> of <record> is <value>"
	// is named by the words before the record: "the refit of X is
	// planned for 2026-05" is X's refit, whatever "planned for" names.
	if a, b, ok := st.relativeOf(m, hi); ok {
		// "X goes to team-a, who own it": the verb of the relative
		// clause names the value's field.
		var rel []word
		for i := a; i < b; i++ {
			rel = append(rel, word{i, i - a + 1, true})
		}
		if out := v.scoreFields(cands, st, m, rel, a, b); len(out) > 0 {
			return out
		}
	}
	if a, b, ok := st.headOf(m, lo); ok {
		var head []word
		for i := a; i < b; i++ {
			head = append(head, word{i, b - i, false})
		}
		if out := v.scoreFields(cands, st, m, head, b, b); len(out) > 0 {
			if one := v.headTie(out, func() []scoredField { return v.scoreFields(cands, st, m, ws, l1, r1) }); one != nil {
				return one
			}
			return out
		}
	}
	// A field named before the relative clause or apposition that
	// follows the value is its field: in "written by @x, who is also the
	// reviewer", "reviewer" tells of @x, not of the subject.
	if rel < r1 {
		var near []word
		for _, w := range ws {
			if w.i < rel {
				near = append(near, w)
			}
		}
		if out := v.scoreFields(cands, st, m, near, l1, rel); len(out) > 0 {
			return out
		}
	}
	return v.scoreFields(cands, st, m, ws, l1, r1)
}

// aimStems are the stems of words of fields that hold an aim, not what
// happened: a past verb of a field's word rules them out.
var aimStems = []string{stem("target"), stem("goal"), stem("planned"), stem("expected"), stem("forecast")}

// word is a usable word of a value's window: its token, its distance to
// the value and its side.
type word struct {
	i, dist int
	right   bool
}

// scoreFields scores the candidate fields by the words ws, best first; l1
// and r1 bound the phrases on the left and on the right of the value.
func (v *Verifier) scoreFields(cands []string, st *checkState, m mention, ws []word, l1, r1 int) []scoredField {
	units := st.unitStems(m)
	// Words that set the value apart from a field's own ("the next
	// inspection" is not last_inspection).
	var against []string
	var past []int // tokens telling of what happened (see pastAgainst)
	for _, w := range ws {
		against = append(against, opposites[st.toks[w.i].low]...)
		if st.pastOfFieldWord(w.i) {
			past = append(past, w.i)
		}
	}
	// A word inside a phrase of several words that names one field is
	// that phrase's ("in service since" names commissioned, and its
	// "service" does not name engine.last_service), unless the phrase
	// names the other field too. A weak word ("until") stays weak.
	taken := map[int][]string{} // token -> fields a phrase over it names
	for _, n := range slices.Concat(cands, st.present) {
		fw := v.fwords[n]
		if fw == nil {
			continue
		}
		for _, w := range ws {
			for _, p := range fw.phrases {
				if len(p.stems) > 1 && st.phraseAt(fw, p, w, l1, r1) {
					end := l1
					if w.right {
						end = r1
					}
					for k := w.i; k < w.i+st.phraseLen(w.i, p.stems, end); k++ {
						taken[k] = append(taken[k], n)
					}
				}
			}
		}
	}
	touched := v.touchedFields(st, ws)
	stock := v.stockUnit(cands, st, m, units)
	var out []scoredField
	for _, n := range cands {
		fw := v.fwords[n]
		if fw == nil {
			continue
		}
		if pa := st.pastAgainst(fw, past); pa || slices.ContainsFunc(against, fw.hasStem) {
			st.ruledOut = append(st.ruledOut, n)
			if pa && st.pastRuled == "" {
				st.pastRuled = n
			}
			continue
		}
		strong, weak := map[string]int{}, map[string]int{}
		byUnit := ""
		for _, u := range units {
			if strings.HasPrefix(u, "?") && len(fw.last) == 3 && fw.last[1:] == u[1:] {
				u = fw.last // a rate of any plural count: see unitStems
			}
			if fw.strong[u] && fw.last == u && (u != stock || !periodNamed(fw)) {
				strong[u] = 0 // the unit names the field ending in it: 4200 TB of storage_tb, not year_built
				byUnit = u
			}
		}
		for _, u := range units { // "53 kg/day" of daily_kg (see periodAdverbs)
			if a, ok := strings.CutPrefix(u, "~"); ok && byUnit != "" && fw.strong[a] {
				strong[a] = 0
			}
		}
		if len(strong) == 0 && !slices.Contains(touched, n) {
			continue // no word can name it: it scores nothing
		}
		best, plural := 1<<30, false
		phraseScore, phraseLeaf := 0, false
		ownAt, ownDist, phraseAt, phraseEnd := -1, 1<<30, -1, -1
		var phrased []int // the tokens opening a phrase naming it (see namedByMore)
		for _, w := range ws {
			s := st.toks[w.i].stem
			if c, ok := st.compounds[w.i]; ok {
				s = c // "off-peak" is offpeak, not peak
			}
			if st.activeAgentVerb(fw, w, m.start) {
				continue // "A manages B": B is the one A is the manager of
			}
			if m.kind == KindDate && presentOfPast(st.toks[w.i], n) && !st.leftEmpty(n) {
				// "opens on <date>" is a next opening, not the date opened
				// (unless none is held); "covers X" of a list of places
				// covered and "seats 41" of a count seated tell of no event
				// and name their fields.
				continue
			}
			if !fw.strong[s] && slices.Contains(st.ownOnly, w.i) {
				continue // past another value, only a word of the field's own name
			}
			// Initials name a field of names, words or numbers only: "CD"
			// near a date is no creation_date; "GH 42" is gross_head.
			if t := st.toks[w.i]; fw.acronym != "" && t.low == fw.acronym && (m.kind == KindString || m.kind == KindName || m.kind == KindNumber) &&
				st.text[t.start:t.end] == strings.ToUpper(t.low) {
				if d, ok := strong[t.low]; !ok || w.dist < d {
					strong[t.low] = w.dist // "the PI" of principal_investigator
				}
				continue
			}
			if t := taken[w.i]; len(t) > 0 && !slices.Contains(t, n) && fw.strong[s] {
				continue
			}
			if !fw.strong[s] && !fw.weak[s] {
				if b := st.agentStem(w.i); b != "" && fw.strong[b] {
					s = b // "visitors" names annual_visits
				}
			}
			if fw.strong[s] && perUnit(st, w.i, fw) {
				continue // "72.00 per hour" is no number of hours
			}
			if fw.strong[s] {
				if d, ok := strong[s]; !ok || w.dist < d {
					strong[s] = w.dist
				}
				if w.dist < ownDist {
					ownAt, ownDist = w.i, w.dist
				}
				plural = plural || fw.plurals[st.toks[w.i].low]
			} else if fw.weak[s] {
				if d, ok := weak[s]; !ok || w.dist < d {
					weak[s] = w.dist
				}
			}
			end := l1
			if w.right {
				end = r1
			}
			for _, p := range fw.phrases {
				if p.after && !w.right {
					continue
				}
				if p.stems[0] != s || p.weight < phraseScore && slices.Contains(phrased, w.i) || !st.phraseIn(w.i, p.stems, end) {
					continue // (a lighter phrase at a token already phrased adds nothing)
				}
				if w.right && forwardPhrase(p.stems) && st.valueAfter(w.i+st.phraseLen(w.i, p.stems, end)) {
					continue
				}
				// A phrase made of the field's own words adds nothing to them.
				own := !slices.ContainsFunc(p.stems, func(x string) bool { return !fw.strong[x] })
				if !own && !slices.Contains(phrased, w.i) {
					phrased = append(phrased, w.i)
				}
				if !own && p.weight >= phraseScore {
					if p.weight > phraseScore {
						best, phraseLeaf = 1<<30, false
					}
					if p.weight > phraseScore || w.dist < best {
						phraseAt, phraseEnd = w.i, w.i+len(p.stems) // its words in a row (see phraseLen)
					}
					phraseScore = p.weight
					phraseLeaf = phraseLeaf || p.leaf
					best = min(best, w.dist)
				}
			}
		}
		score := phraseScore + weightOwn*len(strong)
		far := 0
		for _, d := range strong {
			best = min(best, d)
			far = max(far, d)
		}
		if len(strong) > 0 || (len(fw.strong) == 0 && len(weak) > 0) {
			score += len(weak)
			for _, d := range weak {
				best = min(best, d)
			}
		}
		if score > 0 {
			leaf := 0
			if phraseLeaf {
				leaf++
			}
			for s := range strong {
				if slices.Contains(fw.leaf, s) {
					leaf++
				}
			}
			out = append(out, scoredField{n, score, best, leaf, far, slices.Sorted(maps.Keys(strong)), byUnit != "" && len(strong) == 1 && phraseScore == 0 && len(weak) == 0, plural, ownAt, phraseAt, phraseEnd, phrased})
		}
	}
	slices.SortFunc(out, func(a, b scoredField) int {
		if a.score != b.score {
			return b.score - a.score
		}
		if a.dist != b.dist {
			return a.dist - b.dist
		}
		return strings.Compare(a.field, b.field)
	})
	return out
}

// forwardPhrase reports whether a phrase of several words ends in a
// preposition that points at the value after it ("terminates at X",
// "sails from X", "owned by X"): when a value follows it, it names no
// field of a value written before it ("FRT-8 from Eastport terminates at
// Y": Eastport is no destination; in "A and B drain into RSV-6" the
// record after it is the subject, and A and B its inflows).
func forwardPhrase(ss []string) bool {
	return len(ss) > 1 && forwardPreps[ss[len(ss)-1]]
}

// valueAfter reports whether token i, or the one after a leading "the",
// is a value found and no subject.
func (st *checkState) valueAfter(i int) bool {
	if i < len(st.toks) && st.toks[i].low == "the" {
		i++
	}
	if i >= len(st.toks) {
		return false
	}
	t := st.toks[i]
	return st.values.overlaps(t.start, t.end) && !st.subjSpans.overlaps(t.start, t.end)
}

var forwardPreps = map[string]bool{"to": true, "at": true, "from": true, "into": true, "onto": true, "by": true, "for": true, "in": true, "on": true, "with": true}

// weekdays may stand before a date with a comma.
var weekdays = map[string]bool{
	"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true, "sunday": true,
	"mon": true, "tue": true, "tues": true, "wed": true, "thu": true, "thurs": true, "fri": true, "sat": true, "sun": true,
}

// opposites are the words of field names a word of the text rules out.
var opposites = map[string][]string{
	"next": {"last", "previou", "latest", "prev"}, "upcoming": {"last", "previou", "latest", "prev"},
	"due": {"last", "previou", "prev"}, "overdue": {"last", "previou", "prev"}, "scheduled": {"last", "previou", "prev"}, "planned": {"last", "previou", "prev"},
	"last": {"next", "upcom"}, "previous": {"next", "upcom"}, "previously": {"next", "upcom"},
	// What is to happen is no last one: "should be reviewed again in 2026".
	"again": {"last", "previou", "prev"}, "should": {"last", "previou", "prev"}, "will": {"last", "previou", "prev"},
	"shall": {"last", "previou", "prev"}, "must": {"last", "previou", "prev"},
	// What happened is no next one: "passed its inspection on 8 May".
	"passed": {"next", "upcom"}, "underwent": {"next", "upcom"}, "had": {"next", "upcom"}, "failed": {"next", "upcom"},
}

// unitStems are the stems of the unit or currency written with a number
// or an amount ("4200 TB", "2 weeks", "11200 USD", "£640k", "25%"): a
// field whose name holds the unit (storage_tb, cadence_weeks, cost_usd,
// annual_gbp, canary_percent) is named by it.
//
// A noun right after the unit says what is measured ("a 99.9% uptime
// target"): then the unit names no field.
func (st *checkState) unitStems(m mention) []string {
	if m.kind == KindNumber && m.unit == "" {
		if r := rateRe.FindStringSubmatch(st.text[m.end:]); r != nil {
			// A rate written out names the field ending in its initials:
			// "3,200 persons per hour" (or "an hour") names capacity_pph.
			// Any plural count stands for the count of the field's own
			// initials ("3,000 skiers an hour" of uphill_capacity_pph).
			rate := strings.ToLower(r[1][:1] + "p" + r[2][:1])
			if len(r[1]) > 3 && strings.HasSuffix(r[1], "s") {
				return []string{rate, "?" + rate[1:]}
			}
			return []string{rate}
		}
	}
	if w := nextWordRe.FindStringSubmatch(st.text[m.end:]); w != nil && !countsNothing(strings.ToLower(w[1])) {
		return nil
	}
	var out []string
	switch m.kind {
	case KindMoney:
		cur, _, _ := strings.Cut(m.value, " ")
		out = append(out, strings.ToLower(cur))
	case KindNumber:
		if m.unit == "" {
			return nil
		}
		if m.unit == "%" {
			out = append(out, "percent", "pct")
		}
		if num, per, ok := strings.Cut(m.unit, "/"); ok {
			// km/h names max_speed_kmh; m3/day names capacity_m3_day by
			// its unit of time, the last word of its name.
			out = append(out, strings.ReplaceAll(m.unit, "/", ""), num, per)
			if a := periodAdverbs[canonUnit(per)]; a != "" {
				out = append(out, "~"+stem(a)) // kg/day names diet.daily_kg, not weight_kg
			}
			if num != "" && per != "" {
				out = append(out, stem(num[:1]+"p"+per[:1])) // litres a second name flow_lps
			}
		} else if m.unit != "%" {
			out = append(out, m.unit) // "60 tonnes" names swl_t
		}
		if a := alikeUnit(m.unit); a != "" {
			out = append(out, a, strings.ReplaceAll(a, "/", "")) // "12 megalitres" names volume_ml
		}
		for _, t := range st.toks {
			if t.start >= m.start && t.end <= m.end && !allDigits(t.low) {
				out = append(out, t.stem)
			}
		}
		if w := strings.ToLower(lastWord(st.text[m.start:m.end])); w != "" {
			out = append(out, stem(w)) // glued to the number: 4200TB
		}
	}
	return out
}

// rateRe is a rate written out after a number: what is counted, "per"
// (or "an", "a", "each", "every", or a slash: "bottles/hour") and the
// unit of time or measure.
var rateRe = regexp.MustCompile(`^[ \t]+([A-Za-z]+)(?:[ \t]+(?:per|an|a|each|every)[ \t]+|/)([A-Za-z]+)\b`)

// breakTie keeps, of the fields named equally strongly and near, the one
// whose domain holds the value when only one does.
func (v *Verifier) breakTie(st *checkState, named []scoredField, m mention) []scoredField {
	if modifies(st, named) {
		return []scoredField{named[1]}
	}
	if len(named) < 2 || named[0].score != named[1].score || named[0].dist != named[1].dist {
		return named
	}
	val := v.rules.valueKey(m.value)
	var holds []scoredField
	for _, n := range named {
		if n.score != named[0].score || n.dist != named[0].dist {
			break
		}
		if v.domains[n.field].holds(val) {
			holds = append(holds, n)
		}
	}
	if len(holds) == 1 {
		return holds
	}
	// A number is of the field whose values are of its size: "sits at
	// 2,396 m" of elevation_m, not aperture_m.
	if m.kind == KindNumber {
		var tied []string
		for _, n := range named {
			if n.score != named[0].score || n.dist != named[0].dist {
				break
			}
			tied = append(tied, n.field)
		}
		if p := plainTied(tied, m); p >= 0 {
			return named[p : p+1]
		}
		if by := v.bySize(tied, m); len(by) == 1 {
			return named[slices.Index(tied, by[0]) : slices.Index(tied, by[0])+1]
		}
	}
	// A word of the field's own name beats one of the mapping it is in:
	// "term" names terms.term_months, not terms.renewal.option_months.
	top, ties := -1, 0
	for i, n := range named {
		if n.score != named[0].score || n.dist != named[0].dist {
			break
		}
		switch {
		case top < 0 || n.leaf > named[top].leaf:
			top, ties = i, 1
		case n.leaf == named[top].leaf:
			ties++
		}
	}
	if ties == 1 && named[top].leaf > 0 {
		return []scoredField{named[top]}
	}
	return v.wholeOfTie(named, val, m)
}

// periodNamed reports whether a field's name holds the adverb of a period
// (daily_output_ml): its values are amounts a period, a rate.
func periodNamed(fw *fieldWords) bool {
	for _, a := range periodAdverbs {
		if fw.strong[stem(a)] {
			return true
		}
	}
	return false
}

// ratePeriodRe is a period written in a sentence: "a day", "per week",
// "daily".
var ratePeriodRe = regexp.MustCompile(`(?i)\b(?:(?:a|an|per|each|every)\s+(?:day|week|month|year|hour)|daily|weekly|monthly|yearly|annually|hourly|a\s+year)\b`)

// stockUnit is the unit of a measure written with no period in its
// sentence ("59 Ml"),
// when that unit names, as the last word of their names, both a field
// of a rate (daily_output_ml) and one of no period (capacity_ml): an
// amount with no period is not a rate, so the unit names only the
// second. "" otherwise.
func (v *Verifier) stockUnit(cands []string, st *checkState, m mention, units []string) string {
	if m.kind != KindNumber || m.unit == "" || strings.Contains(m.unit, "/") {
		return ""
	}
	if lo, hi := st.valueSentence(m); ratePeriodRe.MatchString(st.text[lo:hi]) || strings.HasPrefix(st.text[m.end:], "/") {
		return "" // "0.9 kg of fish daily": a rate all the same
	}
	for _, u := range units {
		rate, stock := false, false
		for _, n := range slices.Concat(cands, st.present) { // (the fields held, when cands are the absent ones)
			if fw := v.fwords[n]; fw != nil && fw.strong[u] && fw.last == u {
				if periodNamed(fw) {
					rate = true
				} else {
					stock = true
				}
			}
		}
		if rate && stock {
			return u
		}
	}
	return ""
}
