package verify

// Whose words a clause's words are: a noun the subject owns, the name of
// the subject, an agent opening the sentence, a value in a verb's phrase.

import (
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// possessedNoun returns the words of the noun a subject is the owner of
// in "<subject>'s <noun> <field phrase> <value>" ("X's paint dates from
// <date>", or "the <subject> <noun> ..."), when none of them names field n: the phrase then tells of
// that noun, not of the subject's field n. dist is how many words before
// the value the phrase naming n starts. It returns "" when the clause
// has no such noun.
func (st *checkState) possessedNoun(at *subjectMention, m mention, n string, dist, lo, hi int) string {
	if at == nil || at.end > m.start || dist <= 0 {
		return ""
	}
	rest := st.text[at.end:m.start]
	after := at.end + len("'s")
	switch {
	case strings.HasPrefix(rest, "’s "):
		after = at.end + len("’s")
	case strings.HasPrefix(rest, "'s "):
	case attributiveRe.MatchString(st.text[max(0, at.start-4):at.start]) && attributiveNounRe.MatchString(rest):
		after = at.end // "The X discussion started on <date>"
	default:
		return ""
	}
	l0, l1, _, _ := st.window(m, lo, hi)
	first := sort.Search(len(st.toks), func(i int) bool { return st.toks[i].start >= after })
	phrase := l1 - dist
	if first < l0 || phrase <= first || phrase >= l1 {
		return ""
	}
	fw := st.v.fwords[n]
	var noun []string
	for i := first; i < phrase; i++ {
		t := st.toks[i]
		if after == at.end && (functionWords[t.low] || auxiliaries[t.low] || phrase-first > 2) {
			return "" // "the X lift has been running since", "the X page in the docs"
		}
		if fw != nil && (fw.hasStem(t.stem) || oneWordPhrase(fw, t.stem)) {
			return "" // "X's review was last done on <date>", "the X minimum temperature" of min_temp
		}
		// A noun before a document's noun modifies it: "the X alert page"
		// is the page.
		modifier := i+1 < phrase && docNouns[strings.TrimSuffix(st.toks[i+1].low, "s")]
		if !functionWords[t.low] && !possessedModifiers[t.low] && !modifier && !st.v.selfNoun(at.id, t.low) {
			noun = append(noun, st.text[t.start:t.end])
		}
	}
	return strings.Join(noun, " ")
}

// oneWordPhrase reports whether the stem s is a phrase of one word naming
// the field of fw (minimum of a min_ field, by the lexicon).
func oneWordPhrase(fw *fieldWords, s string) bool {
	return slices.ContainsFunc(fw.phrases, func(p weighted) bool { return len(p.stems) == 1 && p.stems[0] == s })
}

// attributiveRe before a subject and attributiveNounRe after it write the
// subject as a modifier of a noun: "the X discussion".
var (
	attributiveRe     = regexp.MustCompile(`(?i)\bthe\s+$`)
	attributiveNounRe = regexp.MustCompile(`^\s+[a-z]+[a-z-]*[^y\s-]\s`)
)

// possessedModifiers say which of the subject's values a noun is, not
// what other thing it is: "X's current owner" is its owner.
var possessedModifiers = map[string]bool{
	"current": true, "present": true, "own": true, "official": true, "actual": true, "latest": true,
	"most": true, "recent": true, "first": true, "original": true, "new": true, "newest": true,
}

// namesSubject reports whether the words naming the absent field a stand
// before the subject mention at, in the words that name the subject
// ("Disk usage metrics (RFC-117) belongs to team-x": "metrics" names no
// field of the claim), while those naming the field named stand
// between the subject and the value. Words before "of <subject>" ("the
// backup generator of X is rated at ...") name the value's field.
func (st *checkState) namesSubject(a, named scoredField, at *subjectMention, m mention, lo, hi int) bool {
	if at == nil || at.end > m.start || headPrepRe.MatchString(st.text[lo:at.start]) {
		return false
	}
	_, l1, _, _ := st.window(m, lo, hi)
	atTok := sort.Search(len(st.toks), func(i int) bool { return st.toks[i].start >= at.start })
	endTok := sort.Search(len(st.toks), func(i int) bool { return st.toks[i].start >= at.end })
	return a.dist <= l1 && l1-a.dist < atTok && named.dist <= l1-endTok
}

// headPrepRe ends the words before a subject that name a thing of it:
// "the owner of", "the docs for".
var headPrepRe = regexp.MustCompile(`(?i)\b(?:of|for|on|about|in|at)\s+(?:the\s+)?["'“‘]*$`)

// agentBefore reports whether the value m opens its sentence (from lo)
// and a short verb phrase of an agent's relation ties it to the subject
// named right after it: "Tramway Crew looks after VMR-L6", "Ann Lee, who
// runs the Quad, ...". A relation is an agent's when its lexicon group
// has a passive phrase ("looked after by", "run by").
func (st *checkState) agentBefore(m mention, lo int) bool {
	if strings.Trim(st.text[lo:m.start], " \t\"'“‘*") != "" {
		return false
	}
	var after *subjectMention
	for i := range st.subs {
		if s := &st.subs[i]; s.start >= m.end {
			after = s
			break
		}
	}
	if after == nil || sentenceOf(st.sents, after.start) != sentenceOf(st.sents, m.start) ||
		possessiveRe.MatchString(st.text[after.end:]) {
		return false // "A runs X's timetable": A runs the timetable
	}
	gap := relativeOpenRe.ReplaceAllString(st.text[m.end:after.start], " ")
	if !verbLinked(gap) {
		return false
	}
	// The phrase and only auxiliaries and articles: "Ann runs the
	// training for X" relates her to the training, not to X.
	gs := stems(gap)
	for i := range gs {
		for _, p := range agentPhrases {
			if i+len(p) <= len(gs) && slices.Equal(gs[i:i+len(p)], p) &&
				!slices.ContainsFunc(slices.Concat(gs[:i], gs[i+len(p):]), func(w string) bool { return !agentFillers[w] }) {
				return true
			}
		}
	}
	return false
}

// agentFillers may stand around an agent's phrase between the agent and
// its subject (as stems).
var agentFillers = func() map[string]bool {
	out := map[string]bool{}
	for _, w := range []string{"is", "are", "was", "were", "has", "have", "had", "been", "also", "still", "now", "currently", "the", "a", "an", "our", "their", "its"} {
		out[stem(w)] = true
	}
	return out
}()

// possessiveRe opens the text after a possessive subject.
var possessiveRe = regexp.MustCompile(`^['’]s\b`)

// relativeOpenRe opens a relative clause after a value: ", who", ", which".
var relativeOpenRe = regexp.MustCompile(`^\s*,\s+(?:who|which|that)\s+`)

// agentPhrases are the active phrases (as stems) of the lexicon groups
// that name an agent, those with a phrase ending in "by", and the verbs
// of those phrases ("run" of "run by").
var agentPhrases = func() [][]string {
	var out [][]string
	for _, g := range baseLexicon {
		if !slices.ContainsFunc(g, func(p []string) bool { return len(p) > 1 && p[len(p)-1] == "by" }) {
			continue
		}
		for _, p := range g {
			if p[len(p)-1] != "by" {
				out = append(out, p)
			} else {
				out = append(out, p[:len(p)-1]) // "run by": "runs"
			}
		}
	}
	return out
}()

// prepValueBetween reports whether the values in [a, b) are one value in
// a phrase right after the word ending at a, with only a preposition of
// time or place after it ("repainted in Heritage Cream on <date>",
// "moved to Dock 4 on <date>"): the word may name the field of the value
// at b, by its own name only (see namedFields).
func (st *checkState) prepValueBetween(a, b int) bool {
	n := 0
	for _, x := range st.values {
		if a >= x[1] || x[0] >= b {
			continue
		}
		if n++; n > 1 || x[0] < a || x[1] > b || !prepOpenRe.MatchString(st.text[a:x[0]]) || !agentTailRe.MatchString(st.text[x[1]:b]) {
			return false
		}
	}
	return n == 1
}

// prepOpenRe is a preposition between a verb and the value of its phrase.
var prepOpenRe = regexp.MustCompile(`(?i)^\s+(?:in|into|to|as)\s+(?:the\s+|an?\s+)?$`)

// timeAdjunctRe is all that stands between a comma and a value that is an
// adjunct of time of the clause before the comma ("written up
// retroactively, on 2 October 2022"): the comma ends no clause.
var timeAdjunctRe = regexp.MustCompile(`(?i)^\s+(?:on|in|as\s+of)\s+$`)

// valueBetween reports whether a value lies in [a, b), other than the
// agent of a passive verb right before the value at b ("last inspected
// by Ann Lee on <date>": "last inspected" names the date's field too).
func (st *checkState) valueBetween(a, b int) bool {
	for _, x := range st.values {
		if a >= x[1] || x[0] >= b {
			continue
		}
		if !byAgentRe.MatchString(st.text[max(0, x[0]-4):x[0]]) || !agentTailRe.MatchString(st.text[x[1]:b]) {
			return true
		}
	}
	return false
}

// byAgentRe ends the text before the agent of a passive verb, and
// agentTailRe is what may stand between that agent and the next value.
var (
	byAgentRe   = regexp.MustCompile(`(?i)\bby\s+$`)
	agentTailRe = regexp.MustCompile(`(?i)^\s+(?:on|in|at)\s+$`)
)

// closerValue reports whether the word at token i is nearer another
// value than the value it is dist words from, on its far side within the
// clause (up to token bound): "118 participants out of a target of 240"
// gives "target" to 240. Function words ("in", "of") do not count: in
// "X stable in v1.15" the word is as near v1.15 as X.
func (st *checkState) closerValue(i, bound, dist int, right bool) bool {
	step, near := -1, 0
	if right {
		step = 1
	}
	// The words between the value and the word, function words aside.
	for k, j := 0, i-step; k < dist; k, j = k+1, j-step {
		if t := st.toks[j]; !functionWords[t.low] && !st.subjCover.overlaps(st.subjSpans, t.start, t.end) {
			near++ // a content word that is not the subject's name
		}
	}
	// As near both, a word after this value goes with the next one a
	// preposition ties it to: "launched on 2024-05-02 after trial on
	// 2023-11-20" gives "trial" to 2023-11-20.
	if right && near == 0 && dist > 0 && i+2 < bound && forwardPreps[st.toks[i+1].low] {
		if t := st.toks[i+2]; st.valueCover.overlaps(st.values, t.start, t.end) {
			return true
		}
	}
	far := 0
	for j := i + step; right && j < bound || !right && j >= bound; j += step {
		t := st.toks[j]
		if st.valueCover.overlaps(st.values, t.start, t.end) {
			return far < near
		}
		if !functionWords[t.low] {
			far++
		}
		if far >= near {
			return false
		}
	}
	return false
}

// contentWord reports whether token i is a word of the clause's own: no
// function word, no word of a subject's name or of a value.
func (st *checkState) contentWord(i int) bool {
	t := st.toks[i]
	return !functionWords[t.low] && !st.subjSpans.overlaps(t.start, t.end) && !st.values.overlaps(t.start, t.end)
}

// auxiliaries are verbs that make no noun of the words after a subject.
var auxiliaries = map[string]bool{
	"has": true, "have": true, "had": true, "been": true, "be": true, "being": true, "will": true, "would": true,
	"can": true, "could": true, "may": true, "might": true, "should": true, "must": true, "shall": true, "does": true,
	"did": true, "do": true, "got": true, "gets": true, "get": true,
}

// docNouns name a document or a proposal itself: "the X page" is X.
var docNouns = map[string]bool{
	"page": true, "doc": true, "document": true, "article": true, "guide": true, "runbook": true, "proposal": true,
	"manual": true, "file": true, "spec": true, "note": true, "playbook": true, "procedure": true,
}

// selfNoun reports whether the word w names the record id itself, not a
// thing of it: a noun of documents, a kind noun, or a word of the name
// of the record's file (trams.yaml: tram).
func (v *Verifier) selfNoun(id, w string) bool {
	if docNouns[w] || kindNouns[w] || strings.HasSuffix(w, "s") && (docNouns[w[:len(w)-1]] || kindNouns[w[:len(w)-1]]) {
		return true
	}
	for _, r := range v.lookup(id) {
		base := strings.TrimSuffix(path.Base(r.Path), path.Ext(r.Path))
		for _, x := range words(base) {
			if x == w || x == w+"s" || x == w+"es" {
				return true
			}
		}
	}
	return false
}

// propertyRe is a noun phrase naming what a value is: "the SLO of",
// "X's SLO is", "its region:".
var propertyRe = regexp.MustCompile(`(?i)(?:'s|\bthe|\bits|\btheir)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:is|was|are|were|of|=|:|runs|ran|expires|expired|ends|ended|starts|started|lasts|lasted|falls|fell|comes|came|will|has|had|goes|went|stands|stood|reached|hits|hit)\b`)

// namedProperty returns the property the value's clause names before it
// (see propertyRe) when none of its words names a subject, "" otherwise.
func (st *checkState) namedProperty(m mention, lo int) string {
	left := st.text[lo:m.start]
	if ms := clauseSepRe.FindAllStringIndex(left, -1); len(ms) > 0 {
		lo += ms[len(ms)-1][1]
		left = st.text[lo:m.start]
	}
	for _, p := range propertyRe.FindAllStringSubmatchIndex(left, -1) {
		if !st.subjSpans.overlaps(lo+p[2], lo+p[3]) {
			return left[p[2]:p[3]]
		}
	}
	return ""
}

// relativeOfValue returns the record named as a value right before a
// relative clause holding pos ("X tows Y, which was drydocked on <date>":
// the date is Y's), nil when none.
func (st *checkState) relativeOfValue(pos int) *subjectMention {
	for i := range st.demoted {
		d := &st.demoted[i]
		if d.end > pos || sentenceOf(st.sents, d.start) != sentenceOf(st.sents, pos) ||
			!slices.ContainsFunc(st.subs, func(s subjectMention) bool { return s.sent == d.sent && s.end <= d.start }) {
			continue // (a record opening its sentence as another's value: "team-x, which owns Payments")
		}
		seps := clauseSepRe.FindAllStringIndex(st.text[d.end:pos], -1)
		if len(seps) == 1 && seps[0][0] == 0 && st.text[d.end] == ',' && relativeClauseRe.MatchString(st.text[d.end+seps[0][1]:pos]) {
			return d
		}
	}
	return nil
}
