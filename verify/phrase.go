package verify

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// phrase is a word sequence naming a field with a plain string value.
type phrase struct {
	words []string // stems
	field string   // normalised field name
}

var stringValueRe = regexp.MustCompile(`^[#@]?[A-Za-z0-9][A-Za-z0-9_./+-]*$`)

// stringField reports whether a field value is a plain string: one or a
// list of identifier-like tokens (team-ledger, go, rolled-back), not a
// date, version, amount or number, and not the record's own key.
func (v *Verifier) stringField(r *indexed, name, value string) bool {
	n := normField(name)
	if v.identifies(r, n) || strings.EqualFold(strings.TrimSpace(value), strings.TrimSpace(r.Key)) {
		return false
	}
	items := strings.Split(value, ",")
	for _, it := range items {
		it = strings.TrimSpace(it)
		if len(it) == 0 || len(it) > 64 || !stringValueRe.MatchString(it) || valueType(it) != "" {
			return false
		}
		if _, _, ok := numberValue(it); ok {
			return false
		}
	}
	return true
}

// phraseField reports whether field f of r is stated after (or before)
// the phrases naming it: a plain string, a version in a field of plain
// strings, or a short name of several words in a field of strings
// ("Search on GOV.UK"), not the record's own key.
func (v *Verifier) phraseField(r *indexed, f string) bool {
	if v.stringField(r, f, r.field(f)) {
		return true
	}
	n, val := normField(f), r.field(f)
	if v.fieldShape(n) != shapeString || v.identifies(r, n) {
		return false
	}
	return valueType(val) == typeVersion ||
		strings.Contains(val, " ") && shortName(val) && !strings.EqualFold(strings.TrimSpace(val), strings.TrimSpace(r.Key))
}

// subjectPhrases is phrases(recs) of recs, the records of subj, cached
// for the first maxNormIDs subjects once the verifier is built (read
// only).
func (v *Verifier) subjectPhrases(subj string, recs []*indexed) []phrase {
	if v.ids == nil {
		return v.phrases(recs)
	}
	id := v.normID(subj) // (what names recs: lookup)
	if ps, ok := v.ids.phrases.Load(id); ok {
		return ps.([]phrase)
	}
	ps := v.phrases(recs)
	if v.ids.nPhrases.Add(1) <= maxNormIDs {
		v.ids.phrases.Store(strings.Clone(id), ps)
	}
	return ps
}

// phrases returns the phrases naming the string fields of recs: the words
// of each field name (split on _ - . and camel case), its lexicon and its
// profile phrases, all as stems.
func (v *Verifier) phrases(recs []*indexed) []phrase {
	var out []phrase
	seen := map[string]bool{}
	add := func(words []string, field string) {
		k := strings.Join(words, " ") + "\x00" + field
		if len(words) > 0 && !seen[k] {
			seen[k] = true
			out = append(out, phrase{words, field})
		}
	}
	// A word of one string field's own name alone names it ("permit" of
	// permit_ref) when no other string field of the subject has it.
	single := map[string][]string{}
	stringy := map[string]bool{}
	// Every field of the subject counts against a word, not only its
	// string fields: "registrar" names no registrar.office when
	// registrar.name, a field of names, has the word too.
	for _, r := range recs {
		for _, f := range sortedFields(r.Record) {
			n := normField(f)
			if v.identifies(r, n) {
				continue
			}
			if fw := v.fwords[n]; fw != nil {
				for s := range fw.strong { // (only how many fields have it counts: any order)
					if len(s) >= 4 && !slices.Contains(single[s], n) {
						single[s] = append(single[s], n)
					}
				}
			}
		}
	}
	for _, r := range recs {
		for _, f := range sortedFields(r.Record) {
			// A field of plain strings across the records is one for a
			// record holding a version in it too (R2A.4 beside 4.1.2).
			if !v.phraseField(r, f) {
				continue
			}
			n := normField(f)
			add(stems(f), n)
			if fw := v.fwords[n]; fw != nil {
				for _, p := range fw.phrases {
					add(p.stems, n)
				}
				if len(stems(f)) > 1 {
					stringy[n] = true
				}
			}
		}
	}
	for _, s := range slices.Sorted(maps.Keys(single)) {
		if len(single[s]) == 1 && stringy[single[s][0]] {
			add([]string{s}, single[s][0])
		}
	}
	// Longest phrase first, so "release manager" wins over "manager".
	slices.SortStableFunc(out, func(a, b phrase) int { return len(b.words) - len(a.words) })
	return out
}

// splitCamel turns alwaysApply into always_Apply.
func splitCamel(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		if i > 0 && unicode.IsUpper(r) && unicode.IsLower(rs[i-1]) {
			b.WriteByte('_')
		}
		b.WriteRune(r)
	}
	return b.String()
}

var (
	// phraseGapRe is what may separate the words of a phrase.
	phraseGapRe = regexp.MustCompile(`^(?:[ \t]+|[-_.])$`)
	// valueTokenRe is the next token after a phrase: punctuation such as
	// ":" or "|" may come first, but not a clause or sentence break.
	valueTokenRe = regexp.MustCompile("^[ \\t\"'`*:=|(]*([#@]?[A-Za-z0-9](?:[A-Za-z0-9_./+-]*[A-Za-z0-9])?)")
)

// idNouns follow a noun to name the identifier it is written with ("the
// accession number", "the policy ID"): right after a phrase they are part
// of it.
var idNouns = map[string]bool{"number": true, "id": true, "code": true, "ref": true, "reference": true}

// fillers may stand between a field word and its value.
var fillers = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "being": true,
	"by": true, "of": true, "for": true, "the": true, "a": true, "an": true, "to": true, "set": true,
	"now": true, "still": true, "currently": true, "remains": true, "changed": true, "moved": true, "updated": true,
	"became": true, "becomes": true, "in": true, "on": true, "at": true, "its": true, "their": true,
	"rated": true, "marked": true, "graded": true, "classed": true, "classified": true, "recorded": true,
	"given": true, "shown": true, "considered": true, "deemed": true,
}

// negatedRe is a negation right before a phrase.
var negatedRe = regexp.MustCompile(`(?i)(?:\bnot|\bnever|\bno\s+longer|n't)\s+(?:[a-z]+\s+)?$`)

// negations make a statement say what a value is not; no fact is taken.
var negations = map[string]bool{"not": true, "no": true, "never": true, "isn": true, "wasn": true, "longer": true}

// nonValues are words that end a phrase without stating a value.
var nonValues = map[string]bool{
	"field": true, "value": true, "column": true, "unknown": true, "none": true, "empty": true, "listed": true,
	"same": true, "this": true, "that": true, "it": true, "which": true, "who": true, "what": true,
	"and": true, "or": true, "also": true, "as": true, "with": true, "from": true, "has": true, "have": true,
	"will": true, "should": true, "must": true, "can": true, "may": true,
}

// stringMentions finds "<field word> <value>" facts: a phrase naming a
// plain string field of the subject at that point, followed within a few
// filler words by an identifier-like token. claimed are the spans of the
// other mentions, subjects the spans of subject mentions (IDs and names).
func (v *Verifier) stringMentions(text string, claimed spanSet, subjects spanSet, subjectAt func(int) (string, naming, *subjectMention)) []mention {
	words := asciiWords(text)
	wstems := make([]string, len(words))
	for i, w := range words {
		wstems[i] = stem(strings.ToLower(text[w[0]:w[1]]))
	}
	cache := map[string][]phrase{}
	var out []mention
	for i := 0; i < len(words); i++ {
		if !v.heads[wstems[i]] || subjects.overlaps(words[i][0], words[i][1]) {
			continue // no field phrase starts with this word, or it is a word of a record's name or path
		}
		subj, named, _ := subjectAt(words[i][0])
		if named == unnamed {
			continue // only a sentence that names its subject states its fields
		}
		recs := v.lookup(subj)
		if len(recs) == 0 {
			continue
		}
		ps, ok := cache[subj]
		if !ok {
			ps = v.subjectPhrases(subj, recs)
			cache[subj] = ps
		}
		for _, p := range ps {
			end, ok := matchPhrase(text, words, wstems, i, p.words)
			if !ok {
				continue
			}
			if negatedRe.MatchString(text[max(0, words[i][0]-24):words[i][0]]) {
				break // "is not owned by team-x" states no value
			}
			link := linkNone
			switch {
			case linkEnds[p.words[len(p.words)-1]]:
				link = linkWord
			case listItemStartRe.MatchString(text[max(0, words[i][0]-8):words[i][0]]):
				link = linkListItem
			case hasARe.MatchString(text[max(0, words[i][0]-16):words[i][0]]):
				link = linkOf
			}
			if m, ok := v.stringValue(text, end, p.field, link, recs, ps, claimed, subjects); ok {
				out = append(out, m)
				claimed = append(claimed, [2]int{m.start, m.end})
			} else if m, ok := v.valueBefore(text, words, i, end, p.field, recs, claimed, subjects); ok {
				out = append(out, m)
				claimed = append(claimed, [2]int{m.start, m.end})
			} else if len(p.words) == 1 {
				continue // another field named by the word may take the value ("engines" of engine.fuel and engine.model)
			}
			break
		}
	}
	return out
}

// matchPhrase reports whether the words of p start at word i (a word may
// carry a plural "s") and returns the offset after the phrase.
func matchPhrase(text string, words [][]int, wstems []string, i int, p []string) (int, bool) {
	if i+len(p) > len(words) {
		return 0, false
	}
	for j, w := range p {
		ws := words[i+j]
		if wstems[i+j] != w {
			return 0, false
		}
		if j > 0 && !phraseGapRe.MatchString(text[words[i+j-1][1]:ws[0]]) {
			return 0, false
		}
	}
	return words[i+len(p)-1][1], true
}

// stringValue reads the value of a phrase ending at pos: up to six filler
// words (and "of <subject>") may come first. The phrase must be linked to
// the value: by its own last word ("owned by", "written in"), a ":", "="
// or "|", or a copula ("is", "was", "set to"), unless the value right
// after it is identifier-shaped ("owner team-payments") or the phrase and
// the value are a whole list item (", language go,"). A token followed by
// a plain word is read as one value when the two, joined with "-", are
// the source-of-truth value ("the payments team" states team-payments).
func (v *Verifier) stringValue(text string, pos int, field string, link linkKind, recs []*indexed, ps []phrase, claimed, subjects spanSet) (mention, bool) {
	prev, linked := "", link == linkWord
	if w := lastWord(text[:pos]); strings.EqualFold(w, "of") || strings.EqualFold(w, "for") {
		prev = strings.ToLower(w) // "responsible for <subject> is <value>"
	}
	for skipped := 0; skipped <= 6; skipped++ {
		loc := valueTokenRe.FindStringSubmatchIndex(text[pos:])
		if loc == nil {
			return mention{}, false
		}
		if strings.ContainsAny(text[pos:pos+loc[2]], ":=|") {
			linked = true
		}
		s, e := pos+loc[2], pos+loc[3]
		tok := text[s:e]
		low := strings.ToLower(tok)
		switch {
		case negations[low] && (boolWords[low] == "" || !v.boolField(normField(field))):
			return mention{}, false // ("no" is a value of a yes/no field: "aerial: no")
		case fillers[low]:
			linked = linked || links[low] || low == "to" && setVerbs[prev] || low == "of" && link == linkOf && prev == ""
			if !articles[low] || prev != "of" && prev != "for" {
				prev = low // "of the <subject>" stays "of"
			}
			pos = e
			continue
		case prev == "" && skipped == 0 && idNouns[low]:
			pos = e // "the accession number is X" of accession_no
			continue
		case (prev == "of" || prev == "for") && subjects.overlaps(s, e):
			prev, pos = "subject", max(e, subjects.endOf(s))
			continue
		case prev == "subject" && plainWordRe.MatchString(tok) && !links[low]:
			prev, pos = "", e // the noun of the subject: "the owner of the Pentests page is"
			continue
		case !linked && (skipped > 0 || !identifierRe.MatchString(tok) && (link != linkListItem || !listItemEndRe.MatchString(text[e:])) &&
			(!namedToEnd(text, s, e) || partOf(text[s:e], firstValue(recs, field))) && !v.categoryWord(text, s, e, field)):
			return mention{}, false
		case nonValues[low] && !v.domains[field].holds(v.rules.valueKey(tok)) || claimed.overlaps(s, e) || isPhraseWord(ps, low):
			return mention{}, false
		case v.fieldStems[stem(low)] && !v.domains[field].holds(v.rules.valueKey(tok)):
			return mention{}, false // a word of a field's name no record holds: "the condition of X was last checked"
		}
		r, name := findField(recs, field)
		if r == nil || !sameSigil(tok, r.field(name)) {
			return mention{}, false
		}
		m := mention{start: s, end: e, kind: KindString, value: low, field: field}
		m.start, m.end, m.value = joinedValue(text, s, e, r.field(name))
		if m.end == e {
			// A capitalised name runs on ("Ada Byron"): the whole name is
			// what must look like the field's values.
			m.end, m.value = capitalRun(text, s, e, m.value)
			if !v.domains[field].fits(text[s:m.end]) && (!unicode.IsUpper(rune(text[s])) || !capitalisedName(r.field(name)) || partOf(text[s:m.end], r.field(name))) &&
				!v.categoryWord(text, s, m.end, field) {
				return mention{}, false // "the payments team" joined is a value; "enabled" is not a gate
			}
		}
		if shortName(r.field(name)) && !stringValueRe.MatchString(strings.TrimSpace(r.field(name))) && !clauseEndRe.MatchString(text[m.end:]) &&
			!adjunctAfter(text[m.end:], m.value, r.field(name)) {
			return mention{}, false // a name of several words is read whole, to the end of its clause
		}
		return m, true
	}
	return mention{}, false
}

// linkKind is what ties a phrase to the value after it.
type linkKind int

const (
	linkNone     linkKind = iota
	linkWord              // the phrase ends with one: "owned by", "written in"
	linkListItem          // the phrase starts a list item: "payments: owner X, language go"
	linkOf                // "has a" comes before the phrase, "of" after it: "has a catalogue of koha-22"
)

// hasARe ends the words before a phrase that "of" after it links to its
// value: "X has a <field> of <value>".
var hasARe = regexp.MustCompile(`(?i)\b(?:has|have|had|with)\s+(?:a|an)\s+$`)

var (
	// listItemStartRe and listItemEndRe bound a "<field word> <value>" list
	// item: after ":", ",", ";" or "(" and before ",", ";", ".", ")" or the
	// end of the line.
	listItemStartRe = regexp.MustCompile(`[:,;(][ \t]*$`)
	listItemEndRe   = regexp.MustCompile(`^(?:[,;)]|\.(?:\s|$)|[ \t]*(?:\r?\n|$))`)
)

// identifierRe is a token that cannot be a plain English word: it holds a
// separator or a digit.
var identifierRe = regexp.MustCompile(`[-_./0-9]`)

// links tie a field word to the value after it; linkEnds end phrases that
// carry their own link.
var (
	links    = map[string]bool{"is": true, "are": true, "was": true, "were": true, "remains": true, "became": true, "becomes": true, "by": true, "still": true}
	setVerbs = map[string]bool{"set": true, "changed": true, "moved": true, "updated": true}
	linkEnds = map[string]bool{"by": true, "in": true, "to": true, "for": true, "on": true, "at": true, "under": true, "as": true}
)

// sameSigil reports whether a claimed token and the items of a
// source-of-truth value agree on a leading "@" or "#" when every item
// has one (handles and channels are not stated by plain words).
func sameSigil(tok, sot string) bool {
	for _, sig := range []byte{'@', '#'} {
		all := true
		for _, it := range strings.Split(sot, ",") {
			if it = strings.TrimSpace(it); it == "" || it[0] != sig {
				all = false
			}
		}
		if all && tok[0] != sig {
			return false
		}
	}
	return true
}

var articles = map[string]bool{"the": true, "a": true, "an": true}

var plainWordRe = regexp.MustCompile(`^[a-z]+$`)

// lastWord returns the letters that end s.
func lastWord(s string) string {
	i := len(s)
	for i > 0 && (s[i-1] >= 'a' && s[i-1] <= 'z' || s[i-1] >= 'A' && s[i-1] <= 'Z') {
		i--
	}
	return s[i:]
}

var nextWordRe = regexp.MustCompile(`^[ \t]+([A-Za-z][A-Za-z0-9]*)\b`)

// joinedValue returns the value at [s, e), extended by the next word when
// "tok-next" or "next-tok" is an item of the source-of-truth value sot.
func joinedValue(text string, s, e int, sot string) (int, int, string) {
	tok := strings.ToLower(text[s:e])
	nw := nextWordRe.FindStringSubmatch(text[e:])
	if nw == nil {
		return s, e, tok
	}
	next := strings.ToLower(nw[1])
	for _, it := range strings.Split(sot, ",") {
		it = strings.ToLower(strings.TrimSpace(it))
		if it == tok {
			return s, e, tok
		}
		if it == tok+"-"+next || it == next+"-"+tok {
			return s, e + len(nw[0]), it
		}
	}
	return s, e, tok
}

func isPhraseWord(ps []phrase, w string) bool {
	for _, p := range ps {
		if len(p.words) == 1 && p.words[0] == stem(w) {
			return true
		}
	}
	return false
}

// capitalRunRe is the words after a capitalised value that may be of it:
// "Monitoring and alerting", "Search on GOV.UK".
var capitalRunRe = regexp.MustCompile(`^(?:\s+(?:(?:and|of|on|for|&)\s+)?[A-Za-z][\w.]*[A-Za-z0-9]){1,4}`)

// capitalRun extends a capitalised value at [s, e) over the words after
// it when they end its clause: a name of several words. It returns the
// end and the value.
func capitalRun(text string, s, e int, value string) (int, string) {
	if !unicode.IsUpper(rune(text[s])) {
		return e, value
	}
	loc := capitalRunRe.FindStringIndex(text[e:])
	if loc == nil || !clauseEndRe.MatchString(text[e+loc[1]:]) {
		return e, value
	}
	return e + loc[1], strings.ToLower(text[s : e+loc[1]])
}

// adjunctAfter reports whether rest, after a plain value, opens a phrase
// of place ("Logging in the dev docs sidebar"), so that the value may
// end before it, unless the source of truth sot reads on from the value
// into it (a name "Deploy in the cloud" is not stated by "Deploy").
func adjunctAfter(rest, value, sot string) bool {
	return adjunctRe.MatchString(rest) && !shortPrefix(sot, value)
}

// adjunctRe opens a phrase of place or time after a value.
var adjunctRe = regexp.MustCompile(`(?i)^\s+(?:in|on|at|within|inside|from)\s+(?:the|a|an|our|its|their|this|that)\s`)

// shortName reports whether a value is a name of a few plain words
// ("Search on GOV.UK", "Monitoring and alerting"), not prose.
func shortName(value string) bool {
	ws := strings.Fields(value)
	if len(ws) == 0 || len(ws) > 5 || len(value) > 64 || valueType(value) != "" {
		return false
	}
	for _, w := range ws {
		if !stringValueRe.MatchString(w) && w != "&" {
			return false
		}
	}
	return true
}

// namedToEnd reports whether the token text[s:e] opens a name in
// capitals that ends its clause ("section Emergency Alerts."): right
// after the field's word, such a name is the field's value as a label's
// would be.
func namedToEnd(text string, s, e int) bool {
	if !unicode.IsUpper(rune(text[s])) {
		return false
	}
	end, _ := capitalRun(text, s, e, "")
	return clauseEndRe.MatchString(text[end:])
}

// capitalisedName reports whether a source-of-truth value is a name opening
// with a capital, no identifier ("Publishing", "Monitoring and
// alerting"): a name in capitals is of the field holding it ("section
// Emergency Alerts").
func capitalisedName(sot string) bool {
	sot = strings.TrimSpace(sot)
	return sot != "" && unicode.IsUpper(rune(sot[0])) && !identifierRe.MatchString(sot) && !strings.ContainsAny(sot, ",\n")
}

// partOf reports whether every word of the name written is a word of the
// source-of-truth value: "Priya" of Priya Lanchester, "Kestlebury" of
// Kestlebury Marine Grid states the value in short, not another one.
func partOf(written, sot string) bool {
	sw := strings.Fields(strings.ToLower(sot))
	ws := strings.Fields(strings.ToLower(written))
	return len(ws) > 0 && !slices.ContainsFunc(ws, func(w string) bool { return !slices.Contains(sw, w) })
}

// firstValue is the value of field in the first of recs holding it, ""
// when none.
func firstValue(recs []*indexed, field string) string {
	if r, name := findField(recs, field); r != nil {
		return r.field(name)
	}
	return ""
}

// categoryEndRe ends a sentence or a bracket right after a value.
var categoryEndRe = regexp.MustCompile(`^\s*(?:[.;!?)]|$)`)

// categoryWordRe is a word in small letters, or such words joined by
// hyphens ("how-to").
var categoryWordRe = regexp.MustCompile(`^[a-z]+(?:-[a-z]+)*$`)

// categoryWord reports whether text[s:e] is one word in small letters
// (hyphens joining its parts) ending its clause, right after the word of
// a field of categories: every value of the field one such word ("type
// how-to" of a field holding learn). The word is the field's value though
// no record holds it.
func (v *Verifier) categoryWord(text string, s, e int, field string) bool {
	d, fw, w := v.domains[field], v.fwords[field], text[s:e]
	if d == nil || fw == nil || d.items() == 0 || d.classes[classPlain] != d.items() || !categoryValues(d) || !categoryWordRe.MatchString(w) ||
		!categoryEndRe.MatchString(text[e:]) || functionWords[w] || stopValues[w] || docNouns[w] || v.rules.nouns[w] || v.fieldStems[stem(w)] {
		return false
	}
	// Right after a word of the field's own name ("type how-to", "type:
	// howto"), not of a phrase or a mapping.
	head := strings.TrimRight(text[:s], " :")
	before := lastWord(head)
	if before == "" || !slices.Contains(fw.leaf, stem(strings.ToLower(before))) {
		return false
	}
	// The field's word is a label: it opens its sentence or follows a
	// dash, a colon, a bar or a closing quote ("\"X\" type howto", "— type
	// how-to"), not a word ("the conservation register").
	lead := strings.TrimRight(head[:len(head)-len(before)], " ")
	return lead == "" || strings.ContainsAny(lead[len(lead)-1:], "-:|\"'") || strings.HasSuffix(lead, "—") || strings.HasSuffix(lead, "–") ||
		strings.HasSuffix(lead, "”") || strings.HasSuffix(lead, "’")
}

// categoryValues reports whether every value of the domain is one word.
func categoryValues(d *domain) bool {
	for k := range d.values {
		if strings.Contains(k, " ") {
			return false
		}
	}
	return true
}
