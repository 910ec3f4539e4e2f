package verify

import (
	"path"
	"regexp"
	"slices"
	"strings"
)

// countWordRe ends in a word saying that the number after it counts the
// subject's things: "total 4,360", "a total of 86", "count came in at
// 1,420", "now number 2,078". (A "number" alone is more often a label:
// "ticket number 4410".)
var countWordRe = regexp.MustCompile(`(?i)\b(count|total|tally|(?:now|to|they|which)\s+number)(?:\s+(?:came|comes|stood|stands)\s+(?:in\s+)?at|\s+(?:of|at|is|was|now))?\s*[:=]?\s*$`)

// shapeOrCount is shapeField, and for a plain whole number no field's
// shape gives, written right after a word of a count ("Inventory sync:
// X total 4,360"), the subject's only count: a field holding whole
// numbers, named by a plural noun or as a count (specimens, beds,
// vine_count), no year and in no unit, of the size of its values (see
// farFromSizes). The second result is the reason of a field found by
// the count word, or why there is none.
func (st *checkState) shapeOrCount(recs []*indexed, cands []string, m mention, lo int) (string, string) {
	v := st.v
	field, reason := v.shapeField(recs, cands, m)
	if field != "" || mentionType(m) != "" || m.kind != KindNumber || m.unit != "" || !allDigits(m.value) {
		return field, reason
	}
	base := max(lo, m.start-40)
	var w []string
	if x := countWordRe.FindStringSubmatchIndex(st.text[base:m.start]); x != nil && st.countOfSubject(lo, base+x[2]) {
		w = []string{st.text[base+x[0] : base+x[1]], st.text[base+x[2] : base+x[3]]}
	}
	next := nextWordRe.FindStringSubmatch(st.text[m.end:])
	noun := next != nil && !countsNothing(strings.ToLower(next[1]))
	// "a total of 12 admissions" may count another thing than the
	// subject's: a total counts them only with no noun after it.
	byWord := w != nil && (!noun || !strings.EqualFold(w[1], "total") && !strings.EqualFold(w[1], "tally"))
	// "EXH-26 shows 29 portraits": things of any kind are the items a
	// count of items counts (object_count, specimens).
	byItems := w == nil && noun && pluralNoun(next[1]) && !notItems[next[1]] &&
		(itemsLeadRe.MatchString(st.text[max(lo, m.start-24):m.start]) || itemsRemainRe.MatchString(clip(st.text[m.end:], 40)))
	// "ENC-12 houses 7 otters", "X: 36 birds", "X - 2 red pandas":
	// a count of things of any kind written right after the subject and
	// a link is its only count of things held.
	byNoun := w == nil && slices.ContainsFunc(cands, func(n string) bool { return v.countOf(recs, n) }) && st.countedAfterSubject(recs, lo, m)
	if !byWord && !byItems && !byNoun {
		return field, reason
	}
	count := ""
	for _, n := range cands {
		if v.countOf(recs, n) {
			if count != "" {
				return "", reason // two counts: which one the text tells of is open
			}
			count = n
		}
	}
	switch {
	case count == "" || v.farFromSizes(count, m):
		return "", reason
	case byItems && itemCount(count):
		return count, "field named by the things counted: the only count of items of " + recs[0].subject
	case byNoun && v.onlyCountOfKind(recs, count):
		return count, "field named by the things counted after the subject: the only count of " + recs[0].subject
	case !byWord:
		return "", reason
	}
	return count, "field named by a word of a count: the only count of " + recs[0].subject
}

// itemNouns are the nouns of any thing a collection holds: a count of
// them (object_count, specimens) counts the things a text names by their
// kind ("29 portraits", "86 plants").
var itemNouns = map[string]bool{
	"object": true, "item": true, "specimen": true, "piece": true, "exhibit": true, "artefact": true,
	"artifact": true, "holding": true, "article": true, "asset": true,
}

// itemsLeadRe ends in what shows or holds the items counted after it,
// or a label's dash or colon: "EXH-26 shows 29 portraits", "X - 112
// textiles" (not "has": "X has 12 benches" may tell of its furniture);
// itemsRemainRe is "<number> <items> remain" after the number.
var (
	itemsLeadRe   = regexp.MustCompile(`(?i)(?:\b(?:shows|showing|displays|holds|contains|houses|features|includes|comprises)|\s[-–—]|:)\s+(?:only\s+|some\s+|about\s+|around\s+)?$`)
	itemsRemainRe = regexp.MustCompile(`(?i)^\s+[a-z]+\s+(?:remain|remains|survive|survives)\b`)
)

// countOfSubject reports whether the count word at cw tells of the
// subject's count: the subject is named right before it ("BG-0136 total
// 4,360", "X now number 2,078") or a determiner is ("its count", "a total
// of"), not another noun ("ticket count 12").
func (st *checkState) countOfSubject(lo, cw int) bool {
	before := st.text[lo:cw]
	if countDetRe.MatchString(before) {
		return true
	}
	t := strings.TrimRight(before, " \t")
	return len(t) < len(before) && st.subjSpans.overlaps(len(t)+lo-1, len(t)+lo)
}

// countDetRe ends in a determiner of a count word: "its", "the", "a".
var countDetRe = regexp.MustCompile(`(?i)\b(?:the|its|their|our|a|an)\s+$|['’]s?\s+$`)

// notItems are the plural nouns of what a collection does not hold:
// people, events and times ("12 volunteers", "3 workshops", "4 times").
var notItems = map[string]bool{
	"people": true, "persons": true, "visitors": true, "volunteers": true, "members": true, "students": true,
	"guests": true, "users": true, "participants": true, "attendees": true, "workers": true, "employees": true,
	"events": true, "workshops": true, "talks": true, "tours": true, "visits": true, "sessions": true,
	"meetings": true, "times": true, "years": true, "days": true, "weeks": true, "months": true, "hours": true,
}

// itemCount reports whether the field n counts items of any kind (see
// itemNouns).
func itemCount(n string) bool {
	for _, w := range words(n) {
		if itemNouns[strings.TrimSuffix(w, "s")] {
			return true
		}
	}
	return false
}

// pluralNoun reports whether w, written in lower case, looks like a
// plural noun: letters with a plural ending.
func pluralNoun(w string) bool {
	return w == strings.ToLower(w) && isLetters(w) && pluralEnding(w)
}

// pluralEnding reports whether w, of four letters or more, ends in s but
// not in ss, us or is.
func pluralEnding(w string) bool {
	return len(w) > 3 && strings.HasSuffix(w, "s") &&
		!strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is")
}

// countOf reports whether the field n of recs counts things: a whole
// number in no unit, no year, under a plural noun (specimens) or a
// count's name (vine_count).
func (v *Verifier) countOf(recs []*indexed, n string) bool {
	r, name := findField(recs, n)
	if r == nil || !allDigits(strings.TrimSpace(r.field(name))) || v.fieldShape(n) != shapeNumber || fieldUnit(n) != "" || v.yearField(n) || unitNamed(n) {
		return false
	}
	if countField(n) {
		return true
	}
	ws := words(n)
	return pluralEnding(ws[len(ws)-1])
}

// countedAfterSubject reports whether the plain number m counts a plural
// noun written right after it ("7 otters", "2 red pandas"; no person, time
// or unit), and the subject is named right before it, apart by a link: a
// colon, a dash, or a verb of holding ("houses"; not "has": "LB-5 has 4
// fume hoods" may tell of a thing no field counts).
func (st *checkState) countedAfterSubject(recs []*indexed, lo int, m mention) bool {
	nm := countedNounRe.FindStringSubmatch(st.text[m.end:])
	if nm == nil {
		return false
	}
	noun := nm[1] // "7 otters", "11 animals present"
	if !pluralNoun(noun) && nm[2] != "" && !countsNothing(noun) {
		noun = nm[2] // "2 red pandas"
	}
	if !pluralNoun(noun) || notItems[noun] || countsNothing(noun) || countListRe.MatchString(st.text[m.end+strings.Index(nm[0], noun)+len(noun):]) {
		return false // "X: 4 zebras, 5 giraffes" counts parts, not the whole
	}
	base := max(lo, m.start-24)
	x := countLeadRe.FindStringIndex(st.text[base:m.start])
	if x == nil && fileNoun(recs, noun) {
		// "Hollinsgate Herons have 22 lifeguards" of a team in
		// lifeguard_teams.yaml: the things its file is named by.
		x = hasLeadRe.FindStringIndex(st.text[base:m.start])
	}
	if x == nil {
		return false
	}
	before := st.text[lo : base+x[0]]
	t := strings.TrimRight(before, " \t")
	return len(t) > 0 && st.subjSpans.overlaps(len(t)+lo-1, len(t)+lo)
}

// countedNounRe is the noun phrase a number counts: a plural noun in
// small letters, perhaps after one word in small letters ("red pandas").
var countedNounRe = regexp.MustCompile(`^[ \t]+([a-z]+)\b(?:[ \t]+([a-z]+)\b)?`)

// countListRe opens the next item of a list of counts: ", 5 giraffes",
// " and 2 calves".
var countListRe = regexp.MustCompile(`^\s*(?:,|;|\band\b|\bplus\b|&)\s*\d[\d,]*\s+[a-z]`)

// countLeadRe is the link between a subject and the count of its things
// after it: a colon, a dash, or a verb of holding, perhaps after "now" or
// "currently" (see countedAfterSubject).
var countLeadRe = regexp.MustCompile(`(?i)(?:\s*[:–—]|\s+-|\s+(?:(?:now|currently|still)\s+)?(?:houses|house|holds|hold|keeps|keep))\s+(?:about\s+|around\s+|only\s+)?$`)

// hasLeadRe is "has" or "have" between a subject and the count after it.
var hasLeadRe = regexp.MustCompile(`(?i)\s+(?:(?:now|currently|still)\s+)?(?:has|have)\s+(?:about\s+|around\s+|only\s+)?$`)

// fileNoun reports whether the plural noun w is a word of the name of
// the file of the subject's records (lifeguard_teams.yaml: "lifeguards").
func fileNoun(recs []*indexed, w string) bool {
	for _, r := range recs {
		base := strings.TrimSuffix(path.Base(r.Path), path.Ext(r.Path))
		for _, x := range words(base) {
			if x == w || x+"s" == w || x+"es" == w {
				return true
			}
		}
	}
	return false
}

// onlyCountOfKind reports whether n is the only field of the subject's
// kind counting things (see countOf): where the kind counts two things,
// which one a count of things tells of is open.
func (v *Verifier) onlyCountOfKind(recs []*indexed, n string) bool {
	for _, k := range v.kinFields[recs[0].kin] {
		if k != n && v.countOf(recs, k) {
			return false
		}
	}
	return true
}

// capacityStem is the stem of the word naming the lexicon's group of a
// capacity.
var capacityStem = stem("capacity")

// countBound reports whether a field's name is the upper bound of a count
// of things: "max" or "maximum" and a plural noun (max_bathers,
// maximum_guests), which the words of a capacity name.
func countBound(name string) bool {
	ws := words(name)
	return len(ws) == 2 && (ws[0] == "max" || ws[0] == "maximum") && pluralEnding(ws[1]) && isLetters(ws[1])
}

// capacityPhrases are the phrases of the lexicon's groups of a capacity
// (see countBound), but one-way ones.
func (r *rules) capacityPhrases() []weighted {
	var out []weighted
	for _, g := range r.lexicon {
		if slices.ContainsFunc(g, func(p []string) bool { return len(p) == 1 && p[0] == capacityStem }) {
			for _, p := range g {
				if !oneWayPhrases[strings.Join(p, " ")] {
					out = append(out, weighted{p, weightLexicon, false, true})
				}
			}
		}
	}
	return out
}
