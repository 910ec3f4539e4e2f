package verify

import (
	"regexp"
	"slices"
	"strings"
)

// headOfRe is what stands before a record a value is stated of by the
// words naming its field: "[Opener:] [the] <field words> of|for [kind]
// <record>" ("Per the last sync, status of X", "capacity of tank
// TNK-103", "Refit for vessel 5836"), the record perhaps quoted.
var headOfRe = regexp.MustCompile(`(?i)^\W*(?:[^.;:!?\n]{0,40}[:,]\s+)?(?:the\s+|its\s+|their\s+)?((?:[\w-]+\s+){0,3}[\w-]+)\s+(?:of|for)\s+(?:(?:the\s+)?[A-Za-z]+\s+)?["“‘]?$`)

// headGapRe is what stands between that record and the value: a copula
// (with a word of plan or state) or a colon, and a parenthesis naming
// the record again ("X (TNK-2896): rejected"); a quoted record keeps its
// quotes ("the number for "X" is 554").
var headGapRe = regexp.MustCompile(`(?i)^["”’]?\s*(?:\([^()]{0,40}\)\s*)?(?:[:=—–]|(?:is|was|are|were|will\s+be)(?:\s+(?:now|still|currently|planned|scheduled|set|due|expected|targeted|slated|tracked))?(?:\s+(?:for|to|at|on|in|as))?)\s*$`)

// headOf returns the tokens [a, b) of the words naming the field of value
// m when its sentence (from lo) states it as "<field> of <record> is
// <value>", the first record named in the sentence.
func (st *checkState) headOf(m mention, lo int) (a, b int, ok bool) {
	if a, b, ok := st.tailOf(m); ok {
		return a, b, true
	}
	if a, b, ok := st.pronounHead(m, lo); ok {
		return a, b, true
	}
	if a, b, ok := st.fieldApposed(m, lo); ok {
		return a, b, true
	}
	if a, b, ok := st.plannedNoun(m, lo); ok {
		return a, b, true
	}
	for _, s := range st.subs {
		if s.start < lo || s.end > m.start {
			continue
		}
		gap := st.text[s.end:m.start]
		if p := possApposRe.FindStringSubmatchIndex(gap); p != nil && apposClosedRe.MatchString(clip(st.text[m.end:], 8)) {
			// "<record>'s <field words>, <value>,": an apposition
			return st.tokensIn(s.end+p[2], s.end+p[3])
		}
		if a, b, ok := st.nounAfter(s.end, gap); ok {
			return a, b, true
		}
		if s.start-lo > 160 {
			return 0, 0, false
		}
		loc := headOfRe.FindStringSubmatchIndex(st.text[lo:s.start])
		if loc == nil || !headGapRe.MatchString(gap) && (!apposGapRe.MatchString(gap) || !apposClosedRe.MatchString(clip(st.text[m.end:], 8))) {
			return 0, 0, false
		}
		return st.tokensIn(lo+loc[2], lo+loc[3])
	}
	return 0, 0, false
}

// pronounHead returns the tokens [a, b) of the field words of "<record>
// has not changed since its last release, <value>.": the words after a
// possessive pronoun, set off by a comma, name the field of the value
// ending the clause.
func (st *checkState) pronounHead(m mention, lo int) (a, b int, ok bool) {
	base := max(lo, m.start-80)
	before := st.text[base:m.start]
	if !strings.HasSuffix(strings.TrimRight(before, " \t"), ",") || !clauseClosedRe.MatchString(clip(st.text[m.end:], 8)) {
		return 0, 0, false // (cheap tests first: the expression is not anchored)
	}
	p := pronounApposRe.FindStringSubmatchIndex(before)
	if p == nil {
		return 0, 0, false
	}
	if v := agentVerbRe.FindStringIndex(before[:p[0]]); v != nil {
		// "approved by its own author, @x": the value is the verb's
		// agent, and the verb names its field.
		return st.tokensIn(base+v[0], base+v[1])
	}
	return st.tokensIn(base+p[2], base+p[3])
}

// pronounApposRe is "its <field words>, " right before a value, and
// clauseClosedRe what may follow the value for the words to be its field's
// (the end of the clause or sentence).
var (
	// agentVerbRe is the verb and "by" before the apposition.
	agentVerbRe    = regexp.MustCompile(`(?i)\b[a-z]+(?:\s+[a-z]+)?\s+by\s+$`)
	pronounApposRe = regexp.MustCompile(`(?i)\b(?:its|their)\s+((?:[\w-]+\s+){0,3}[\w-]+),\s+$`)
	clauseClosedRe = regexp.MustCompile(`^\s*(?:[.;!?,)]|$)`)
)

// headValueRe is a plain value ending the clause after the head gap: one
// word, or capitalised words ("Deployment", "Monitoring and alerting").
var headValueRe = regexp.MustCompile(`^\s*([A-Za-z][\w-]*(?:\s+(?:and\s+|of\s+|&\s+)?[A-Z][\w-]*)*|[A-Z][\w-]*(?:\s+[a-z][\w-]*){0,3})\s*(?:[.;!?]|$)`)

// noValueWords say that a value is not known: they state none.
var noValueWords = map[string]bool{
	"unclear": true, "unknown": true, "tbd": true, "todo": true, "undecided": true, "uncertain": true,
	"none": true, "n": true, "na": true, "nothing": true, "empty": true, "blank": true, "missing": true, "same": true,
}

// judgements are words judging a thing ("the results are fine"): no
// value of a field unless some field holds them (a condition: good).
var judgements = map[string]bool{
	"fine": true, "good": true, "ok": true, "okay": true, "great": true, "bad": true, "poor": true, "normal": true,
	"healthy": true, "excellent": true, "acceptable": true, "satisfactory": true, "worse": true, "better": true,
}

// headValues finds the plain values stated as "<field> of <record>:
// <value>" ("status of X: rejected"), which no known value or shape
// finds: values of the field the head words name.
func (st *checkState) headValues(claimed spanSet) []mention {
	var out []mention
	for si := range st.sents {
		lo, hi := st.sentenceSpan(si)
		for _, s := range st.subs {
			if s.start < lo || s.end > hi {
				continue
			}
			if s.start-lo <= 160 && headOfRe.MatchString(st.text[lo:s.start]) {
				rest := st.text[s.end:hi]
				gap := headGapPrefixRe.FindStringIndex(clip(rest, 60))
				if gap != nil {
					if v := findClipped(headValueRe, rest[gap[1]:], 120); v != nil {
						a, b := s.end+gap[1]+v[2], s.end+gap[1]+v[3]
						if !claimed.overlaps(a, b) && !st.subjSpans.overlaps(a, b) && !noValueWords[nameForm(st.text[a:b])] &&
							!functionWords[nameForm(st.text[a:b])] {
							out = append(out, mention{start: a, end: b, kind: KindString, value: st.v.rules.valueKey(st.text[a:b])})
						}
					}
				}
			}
			break
		}
	}
	return out
}

// headGapPrefixRe is headGapRe at the start of the text after the record.
var headGapPrefixRe = regexp.MustCompile(`(?i)^\s*(?:\([^()]{0,40}\)\s*)?(?:[:=—–]|(?:is|was|are|were|will\s+be)(?:\s+(?:now|still|currently|planned|scheduled|set|due|expected|targeted|slated|tracked))?(?:\s+(?:for|to|at|on|in|as))?)\s*`)

// labelRe is a label opening a sentence: a few words and a colon or a
// dash ("PR description:", "In standup:", "Quick check —").
var labelRe = regexp.MustCompile(`^\W*(?:[\w'’-]+\s+){0,3}[\w'’-]+\s*(?::|\s[—–-])\s+`)

// labelEnd returns the end of the label opening the sentence at lo when
// a record is named after it, before pos: the label's words name no field
// of the values after it ("PR" is no permit_regulator there). lo when
// there is none.
func (st *checkState) labelEnd(lo, pos int) int {
	loc := labelScan.findIndex(clip(st.text[lo:pos], 80))
	if loc == nil {
		return lo
	}
	end := lo + loc[1]
	for _, s := range st.subs {
		if s.start >= end && s.end <= pos {
			return end
		}
		if s.start >= lo && s.start < end {
			return lo // the label names the record: "status of X: ..."
		}
	}
	return lo
}

// tailGapRe is what stands between a value opening its clause and the
// record it is stated of: "<value> is the <field words> of|for <record>"
// ("4.2 is the latest firmware of X", "team-x is a supporting team on
// X", "Ann Lee is one of the keepers of ENC-1").
var tailGapRe = regexp.MustCompile(`(?i)^\s+(?:is|was|are|were)\s+(?:(?:now|still|also)\s+)?(?:the|an?|one\s+of\s+the|our|its)\s+((?:[\w-]+\s+){0,3}[\w-]+)\s+(?:of|for|on|at|in|to)\s+(?:(?:the\s+)?[a-z]+\s+)?$`)

// apposTailRe is an apposition between a value and the record it is
// stated of: "<value>, <field words> of|for <record>" ("Ann Lee, keeper
// of ENC-1, ...", "Ann Lee, the keeper of ENC-1"), or a sign-off's
// "<value>, <field words>, <record>" ("Ann Lee, keeper, ENC-1.").
var apposTailRe = regexp.MustCompile(`(?i)^\s*,\s+(?:(?:the\s+|our\s+|its\s+)?((?:[\w-]+\s+){0,2}[\w-]+)\s+(?:of|for|at)\s+(?:the\s+)?|((?:[\w-]+\s+){0,2}[\w-]+)\s*,\s*)$`)

// tailOf returns the tokens [a, b) of the field words when value m opens
// its clause and is stated of the record named right after them.
func (st *checkState) tailOf(m mention) (a, b int, ok bool) {
	for _, s := range st.subs {
		if s.start < m.end {
			continue
		}
		if s.start-m.end > 100 {
			return 0, 0, false
		}
		loc := tailGapRe.FindStringSubmatchIndex(st.text[m.end:s.start])
		if loc == nil {
			loc = apposTailRe.FindStringSubmatchIndex(st.text[m.end:s.start]) // "<value>, <field> of <record>"
			if loc != nil && loc[2] < 0 {
				loc[2], loc[3] = loc[4], loc[5] // "<value>, <field>, <record>" (a sign-off)
			}
		}
		if loc == nil {
			// "<value> is <record>'s <field words>": "Ann Lee is ENC-1's keeper"
			if !possGapRe.MatchString(st.text[m.end:s.start]) {
				return 0, 0, false
			}
			p := findClipped(possFieldRe, st.text[s.end:], 80)
			if p == nil {
				return 0, 0, false
			}
			return st.tokensIn(s.end+p[2], s.end+p[3])
		}
		return st.tokensIn(m.end+loc[2], m.end+loc[3])
	}
	return 0, 0, false
}

// tokensIn returns the tokens [a, b) inside [hs, he).
func (st *checkState) tokensIn(hs, he int) (a, b int, ok bool) {
	a, b = -1, -1
	for i, t := range st.toks {
		if t.start >= hs && t.end <= he {
			if a < 0 {
				a = i
			}
			b = i + 1
		}
	}
	return a, b, a >= 0
}

// tailValueRe is a value opening a clause that no known value or shape
// finds: an identifier (team-x, team_ops) or capitalised words.
var tailValueRe = regexp.MustCompile(`^[\w-]*[-_][\w-]*|^[A-Z][\w'’-]*(?:\s+(?:(?:of|and|&)\s+)?[A-Z][\w'’-]*){0,4}`)

// tailValues finds the plain values stated as "<value> is the <field> of
// <record>" at the opening of a sentence (after a label).
func (st *checkState) tailValues(claimed spanSet) []mention {
	var out []mention
	for si := range st.sents {
		lo, hi := st.sentenceSpan(si)
		// (bounded: an anchored expression still costs the length of the
		// text it is given)
		start := lo
		if l := labelScan.findIndex(st.text[lo:min(hi, lo+80)]); l != nil {
			start = lo + l[1]
		}
		for start < hi && (st.text[start] == ' ' || st.text[start] == '\n') {
			start++
		}
		v := tailValueRe.FindStringIndex(st.text[start:min(hi, start+120)])
		if v == nil || v[1] == 0 {
			continue
		}
		a, b := start, start+v[1]
		if first := strings.ToLower(strings.Fields(st.text[a:b])[0]); claimed.overlaps(a, b) || st.subjSpans.overlaps(a, b) || functionWords[first] || pronouns[first] {
			continue
		}
		if _, _, ok := st.tailOf(mention{start: a, end: b}); ok {
			out = append(out, mention{start: a, end: b, kind: KindString, value: st.v.rules.valueKey(st.text[a:b])})
		}
	}
	return out
}

// pronouns and determiners open a clause but name no value: "This is the
// owner of X", "Who is the lead for X".
var pronouns = map[string]bool{
	"this": true, "that": true, "these": true, "those": true, "it": true, "he": true, "she": true, "they": true,
	"we": true, "i": true, "you": true, "who": true, "what": true, "which": true, "whoever": true, "nobody": true,
	"someone": true, "somebody": true, "everyone": true, "there": true, "here": true, "our": true, "their": true,
	"his": true, "her": true, "its": true, "my": true, "your": true, "each": true, "every": true, "no": true,
}

// possGapRe and possFieldRe frame a value stated as "<value> is
// <record>'s <field words>", the field words ending the clause.
var (
	possGapRe   = regexp.MustCompile(`(?i)^\s+(?:is|was|are|were)\s+(?:(?:now|still|also)\s+)?(?:one\s+of\s+)?$`)
	possFieldRe = regexp.MustCompile(`^['’]s?\s+((?:[\w-]+\s+){0,3}[\w-]+)\s*(?:[.,;:!?)]|$)`)
)

// pastOfFieldWord reports whether token i is the past tense of a word of
// a field's name ("inspected" of inspection.last), not after "be" or
// "to" ("will be inspected", "is due to be inspected"): it tells of what
// happened, never of a next one.
func (st *checkState) pastOfFieldWord(i int) bool {
	t := st.toks[i]
	if len(t.low) < 5 || !strings.HasSuffix(t.low, "ed") || !st.v.fieldStems[t.stem] {
		return false
	}
	if i > 0 {
		switch st.toks[i-1].low {
		case "be", "been", "being", "to", "get", "gets":
			return false
		}
	}
	return true
}

// pastAgainst reports whether one of the past verbs at tokens past tells
// of what happened to the field of words fw, a word of its own name
// ("Paul Grey inspected X on <date>" of next_inspection, "X has enrolled
// 118" of target_enrolment): never a next one or a target. A past verb of
// another field's word ("booked" of court_bookings) tells nothing of it.
func (st *checkState) pastAgainst(fw *fieldWords, past []int) bool {
	if len(past) == 0 {
		return false
	}
	has := fw.hasStem
	next, aim := has("next") || has("upcom"), slices.ContainsFunc(aimStems, has)
	for _, i := range past {
		s := st.toks[i].stem
		// ("targeted to enrol 240" states the target)
		if has(s) && (next || aim && !slices.Contains(aimStems, s)) {
			return true
		}
	}
	return false
}

// possApposRe, apposGapRe and apposClosedRe frame a value set off by
// commas after the words naming its field: "FS-2's manager, Ann Lee,
// said", "The manager of FS-2, Ann Lee, said".
var (
	possApposRe   = regexp.MustCompile(`^['’]s?\s+((?:[\w-]+\s+){0,3}[\w-]+),\s+$`)
	apposGapRe    = regexp.MustCompile(`^,\s+$`)
	apposClosedRe = regexp.MustCompile(`^\s*(?:,|\)|—|–|\s-\s)`)
)

// nounAfter returns the tokens [a, b) of the noun of one or two words in
// lower case written right after a record ending at end (no possessive:
// the record is its modifier), the subject of the clause, when the rest of
// the gap to the value is a copula (headGapRe, not a label's colon: in "X
// engines: 1204 hours since overhaul" the words after it count): "VAN-7
// refit is due on <date>" states its refit, whatever "due on" names.
func (st *checkState) nounAfter(end int, gap string) (a, b int, ok bool) {
	if strings.HasPrefix(gap, ": ") {
		end, gap = end+1, gap[1:] // "X: regeneration planned for <date>": the noun opens the label's clause
	}
	if len(gap) < 5 || gap[0] != ' ' || gap[1] < 'a' || gap[1] > 'z' || copulaStart(gap[1:]) {
		return 0, 0, false // (the cheap tests first: most gaps open with a verb)
	}
	ws := nounWordRe.FindAllStringIndex(clip(gap, 40), 2)
	for k, w := range ws {
		if copulas[gap[w[0]:w[1]]] || k > 0 && ws[k-1][1] != w[0]-1 {
			break
		}
		if after := strings.TrimLeft(gap[w[1]:], " "); !strings.ContainsAny(after[:min(1, len(after))], ":=—–") && (headGapRe.MatchString(gap[w[1]:]) || plannedGapRe.MatchString(gap[w[1]:])) {
			return st.tokensIn(end+ws[0][0], end+w[1])
		}
	}
	return 0, 0, false
}

// plannedNoun returns the tokens [a, b) of the noun opening a clause
// (after a comma, semicolon, colon or the sentence's start) whose verb is a
// participle of plan, its copula left out, right before the value: in
// "pilot in May, rollout planned for June" the noun "rollout" names the
// field of June, whatever "planned for" names.
func (st *checkState) plannedNoun(m mention, lo int) (a, b int, ok bool) {
	base := max(lo, m.start-48)
	before := st.text[base:m.start]
	if !plannedTail(before) {
		return 0, 0, false // (the cheap test first)
	}
	p := plannedNounRe.FindStringSubmatchIndex(before)
	if p == nil || p[0] == 0 && base > lo {
		return 0, 0, false
	}
	return st.tokensIn(base+p[2], base+p[3])
}

// plannedTail reports whether s ends in a participle of plan and its
// preposition, a space after them: "planned for ".
func plannedTail(s string) bool {
	if len(s) < 8 || s[len(s)-1] != ' ' {
		return false
	}
	s = s[:len(s)-1]
	i := strings.LastIndexByte(s, ' ')
	if i < 0 {
		return false
	}
	switch s[i+1:] {
	case "for", "to", "at", "on", "in":
	default:
		return false
	}
	s = s[:i]
	return strings.HasSuffix(s, "ed") || strings.HasSuffix(s, "due")
}

// plannedNounRe is a clause's noun of one or two words in lower case and a
// participle of plan ending right before a value.
var plannedNounRe = regexp.MustCompile(`(?:^|[,;:(]\s*)([a-z][a-z-]+(?:\s+[a-z][a-z-]+)?)\s+(?:planned|scheduled|expected|targeted|slated|due)\s+(?:for|to|at|on|in)\s+$`)

// plannedGapRe is a participle of plan after the noun, its copula left
// out: "refit planned for", "regeneration due on".
var plannedGapRe = regexp.MustCompile(`^\s+(?:planned|scheduled|expected|targeted|slated|tracked|due)\s+(?:for|to|at|on|in)\s*$`)

// copulaStart reports whether s opens with a copula.
func copulaStart(s string) bool {
	w, _, _ := strings.Cut(s, " ")
	return copulas[w]
}

// nounWordRe is a word in lower case, and copulas end a clause's subject.
var (
	nounWordRe = regexp.MustCompile(`[a-z][a-z-]*`)
	copulas    = map[string]bool{"is": true, "was": true, "are": true, "were": true, "will": true, "be": true, "has": true, "have": true, "had": true}
)

// clip is s cut to at most n bytes: the part of a text an expression
// anchored at its start may match (Go's matchers cost the length of the
// text they are given).
func clip(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// findClipped is re.FindStringSubmatchIndex of s clipped to n bytes, nil
// when the match ends where s was cut (its "$" matched the cut, not the
// end of s).
func findClipped(re *regexp.Regexp, s string, n int) []int {
	c := clip(s, n)
	loc := re.FindStringSubmatchIndex(c)
	if loc == nil || len(c) < len(s) && loc[1] == len(c) {
		return nil
	}
	return loc
}

// relOfRe is a relative clause after a value whose verb relates the value
// to the subject named before it: ", who own it", ", which maintains it".
var relOfRe = regexp.MustCompile(`^,\s+(?:who|which|that)\s+(?:(?:also|now|still)\s+)?([a-z]+(?:\s+(?:by|for|of|to|after|on|over|up|in))?)\s+(?:it|them|this|that)\b`)

// relativeOf returns the tokens [a, b) of the verb of a relative clause
// after value m relating it to the subject ("team-x, who own it").
func (st *checkState) relativeOf(m mention, hi int) (a, b int, ok bool) {
	loc := relOfRe.FindStringSubmatchIndex(clip(st.text[m.end:hi], 60))
	if loc == nil {
		return 0, 0, false
	}
	return st.tokensIn(m.end+loc[2], m.end+loc[3])
}

// relativeLinks reports whether a relative clause after value m relates
// it to the subject by a verb that links ("who look after it"; not "which
// depends on it").
func (st *checkState) relativeLinks(m mention, hi int) bool {
	a, b, ok := st.relativeOf(m, hi)
	if !ok {
		return false
	}
	for i := a; i < b; i++ {
		if unlinking[st.toks[i].low] || relationVerbs[st.toks[i].low] {
			return false
		}
	}
	// The verb is a field's word or a phrase of the lexicon ("look
	// after"): "who visited it" tells of no field.
	verb := st.toks[a].stem
	if st.v.fieldStems[verb] {
		return true
	}
	for _, g := range st.v.rules.lexicon {
		for _, p := range g {
			if len(p) > 0 && p[0] == verb {
				return true
			}
		}
	}
	return false
}
