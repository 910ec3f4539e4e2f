package verify

import (
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A mismatch says the sources hold another value for this field of this
// subject: it needs the evidence a careful reader would need. doubt makes
// unknown the mismatches whose subject, time or direction the text leaves
// open; it never touches another verdict.

// unknownField makes f unknown for reason, with no field and no source of
// truth's value: the field the mismatch compared is not the one the text
// names.
func (f *Fact) unknownField(reason string) {
	f.Verdict, f.Reason = Unknown, reason
	f.Field, f.SoTValue, f.SoTPath, f.SoTLine = "", "", "", 0
}

// doubt makes unknown a mismatch f of the value m when the text does not
// clearly state it of the subject's field now.
func (st *checkState) doubt(f *Fact, m mention) {
	if f.Verdict != Mismatch {
		return
	}
	if st.doubtCarried(f, m) {
		return
	}
	if e := st.emptyNamed(f, m); e != "" {
		f.unknownField("no field: the text names " + e + ", which is empty for " + f.Subject + " (the value is not another field's)")
		return
	}
	if w, alike := st.foreignModifier(f, m); w != "" {
		reason := "no field: the text names the " + w + ", a field of " + f.Subject + "'s kind none holds, not " + st.resolved
		if alike {
			reason = "no field: the text names the " + w + ", which may be a field named alike that " + f.Subject + " leaves empty, not " + st.resolved
		}
		f.unknownField(reason)
		return
	}
	if w := st.headingWord(f, m); w != "" {
		f.unknownField("no field: only " + strconv.Quote(w) + ", before the subject and the colon leading to the value, names " + st.resolved + " (a heading, not the value's field)")
		return
	}
	if st.otherClass(f, m) {
		return
	}
	if h, modifier := st.heldNamed(f, m); h != "" {
		if modifier {
			g, resolved := *f, st.resolved
			if st.settle(&g, m, st.v.lookup(f.Subject), h, "") && g.Verdict == Verified {
				*f = g
				f.Reason = "the words naming " + h + " modify those naming the field compared (\"GA target\"): the value is " + h + "'s"
				return
			}
			st.resolved = resolved
		}
		f.Verdict, f.Reason = Unknown, "ambiguous: the text also names "+h+", nearer the value, which holds it for "+f.Subject
		return
	}
	si := sentenceOf(st.sents, m.start)
	if futureChangeRe.MatchString(st.text[st.sents[si]:m.start]) {
		f.Verdict, f.Reason = Unknown, "no claim: the text tells of a change to come (\"will be raised to\"), not of the value now"
		return
	}
	if (m.kind == KindDate || m.kind == KindNumber) && boundBeforeRe.MatchString(st.text[st.sents[si]:m.start]) {
		f.Verdict, f.Reason = Unknown, "no claim: the text bounds the value (\"after 1990\", \"more than 40\"), it does not state it"
		return
	}
	if d := st.possessedRecord(f, m); d != "" {
		f.Verdict, f.Reason = Unknown, "ambiguous: the value follows "+d+", a record the text names as a noun of "+f.Subject+"'s (\"X's sister site Y opened in ...\"), and may be its"
		return
	}
	if m.named != "" && st.resolved != "" && st.v.holdsRecord(m.named, st.resolved, f.Subject) {
		f.Verdict, f.Reason = Unknown, "ambiguous: "+m.named+"'s "+st.resolved+" is "+f.Subject+", and the text may tell of the relation from that side (\"A backs up B\")"
	}
}

// futureChangeRe ends in a change to come and its "to" right before a
// value: "will be upgraded to", "will move to", "is due to be raised to",
// "is set to rise to".
var futureChangeRe = regexp.MustCompile(`(?i)\b(?:will|shall|(?:is|are)\s+(?:due|set|planned|scheduled|expected|going)\s+to)\s+(?:be\s+)?(?:[a-z]+\s+){0,2}[a-z]+\s+to\s+(?:the\s+)?["'“]?$`)

// holdsRecord reports whether a record of the subject named holds, in
// the field n (normalised), the subject subj as its value or a list item.
func (v *Verifier) holdsRecord(named, n, subj string) bool {
	r, name := findField(v.lookup(named), n)
	if r == nil {
		return false
	}
	return slices.ContainsFunc(listItems(r.field(name)), func(it string) bool {
		rs := v.lookup(it)
		return len(rs) > 0 && rs[0].subject == subj
	})
}

// doubtCarried makes unknown (and reports) a mismatch of a value whose subject its
// sentence does not name but the one before does, when the sentence
// names another record by a word of its name before the value
// ("Rookwood backed up. Saltmarsh inspected it on 9 May."): the reader
// cannot tell the value is the carried subject's, so it is no evidence
// of a wrong value.
func (st *checkState) doubtCarried(f *Fact, m mention) bool {
	si := sentenceOf(st.sents, m.start)
	carried := false
	for _, s := range st.subs {
		if s.sent == si {
			return false // named in its sentence
		}
		carried = carried || s.sent == si-1 && s.id == f.Subject
	}
	if !carried {
		return false
	}
	if name := st.unknownName(si, m.start); name != "" {
		f.Verdict, f.Reason = Unknown, "no subject: the sentence opens with "+strconv.Quote(name)+", a name no record has, not "+f.Subject+"'s (named in the sentence before)"
		return true
	}
	v := st.v
	for _, t := range st.toks {
		if t.start < st.sents[si] || t.end > m.start {
			continue
		}
		if utf8.RuneCountInString(t.low) < minShortWord || !upperAt(st.text, t.start) ||
			stopValues[t.low] || weakWords[t.low] || v.fieldStems[t.stem] || v.heads[t.stem] || st.values.overlaps(t.start, t.end) {
			continue
		}
		if ss := v.described[t.stem]; len(ss) > 0 && !slices.Contains(ss, f.Subject) {
			f.Verdict, f.Reason = Unknown, "no subject: the sentence names no record but "+strconv.Quote(st.text[t.start:t.end])+", a word of the name of "+ss[0]+", not of "+f.Subject+" (named in the sentence before)"
			return true
		}
	}
	return false
}

// boundBeforeRe ends in words bounding the value after them rather than
// stating it: "opened after 1990", "more than 40", "at least 12" ("over"
// and "under" also tell of a span: "ramps over 8 days").
var boundBeforeRe = regexp.MustCompile(`(?i)\b(?:after|before|later\s+than|earlier\s+than|prior\s+to|more\s+than|less\s+than|fewer\s+than|at\s+least|at\s+most|upwards\s+of|in\s+excess\s+of)\s+(?:the\s+)?$`)

// possessedGapRe is a possessive and a noun of one to three words in
// small letters: "'s sister site ", "' backup ".
var possessedGapRe = regexp.MustCompile(`^(?:['’]s|['’])(?:\s+[a-z][a-z-]*){1,3}\s+$`)

// possessedRecord returns the record the text names right after a noun
// of the subject's ("WS-3's sister site WS-4") and before the value, when
// it was taken as a value of the subject: the value after it may be that
// record's; "" when none.
func (st *checkState) possessedRecord(f *Fact, m mention) string {
	si := sentenceOf(st.sents, m.start)
	for _, d := range st.demoted {
		if d.sent != si || d.end > m.start || d.ref != "" {
			continue
		}
		for _, s := range st.subs {
			if s.id == f.Subject && s.end <= d.start && possessedGapRe.MatchString(st.text[s.end:d.start]) {
				return d.id
			}
		}
	}
	return ""
}

// emptyNamed returns the field the words of the value's sentence name as
// strongly as the field it was compared with (by a word of its own name
// or a profile phrase) when the subject's kin hold that field and the
// subject leaves it empty or lacks it: "GA target v1.39" of a record with
// no general-availability release, "dam type: steel" of one with no dam.
// The value is that field's, which the sources of truth do not hold; its
// mismatch with a field of the same shape is no evidence. "" when none.
func (st *checkState) emptyNamed(f *Fact, m mention) string {
	v := st.v
	recs := v.lookup(f.Subject)
	if len(recs) == 0 || st.resolved == "" {
		return ""
	}
	// The fields of its kin it leaves empty or lacks, of the value's
	// shape.
	empty := v.kinFieldsOfShape(recs, m, func(n string) bool {
		r, name := findField(recs, n)
		return n != st.resolved && (r == nil || strings.TrimSpace(r.field(name)) == "")
	})
	lo, hi := st.valueSentence(m)
	if len(empty) == 0 || !st.anyWordOf(empty, lo, hi) {
		return ""
	}
	named := st.namedOfRecords(recs, append(empty, st.resolved), m, lo, hi)
	resolved, ri := 0, slices.IndexFunc(named, func(n scoredField) bool { return n.field == st.resolved })
	if ri >= 0 {
		resolved = named[ri].score
	}
	_, _, at := st.subjectAt(m.start)
	for _, n := range named {
		if n.field == st.resolved || n.score < weightOwn || n.score < resolved {
			continue
		}
		if ri >= 0 && namesAllOf(named[ri], n) {
			continue // "minimum temperature" of min_temp_c, not an empty max_temp_c (see namedByMore)
		}
		// Named in full: by every word of its own name ("dam type", not
		// "year" of tests_per_year) or by a phrase ("GA").
		full := n.phraseAt >= 0 || !slices.ContainsFunc(v.fwords[n.field].leaf, func(s string) bool { return !slices.Contains(n.own, s) })
		at0 := n.phraseAt
		if at0 < 0 {
			at0 = n.ownAt
		}
		// Words before the subject are not of its field: they may be
		// of its title ("Pump metrics overhaul (PS-117) belongs to ...").
		if full && at0 >= 0 && (at == nil || at.end > m.start || at.start < lo || st.toks[at0].start >= at.end) {
			return n.field
		}
	}
	return ""
}

// unknownName returns the proper name opening sentence si before end when
// it names no record: a capitalised word that is no word of a record's
// name or title, of a field's name or a value, and one or more capitalised
// words after it ("Tarnwick Reservoir was inspected ..." after a sentence
// naming a known reservoir). "" when none.
func (st *checkState) unknownName(si, end int) string {
	v, text := st.v, st.text
	k := sort.Search(len(st.toks), func(i int) bool { return st.toks[i].start >= st.sents[si] })
	if k+1 >= len(st.toks) || st.toks[k+1].end > end {
		return ""
	}
	t := st.toks[k]
	if !upperAt(text, t.start) || utf8.RuneCountInString(t.low) < minShortWord || stopValues[t.low] || weakWords[t.low] ||
		v.fieldStems[t.stem] || v.heads[t.stem] || len(v.described[t.stem]) > 0 || st.values.overlaps(t.start, t.end) || st.subjSpans.overlaps(t.start, t.end) {
		return ""
	}
	j := k + 1
	for j < len(st.toks) && st.toks[j].end <= end && contiguous(text, st.toks[j-1:j+1]) && upperAt(text, st.toks[j].start) {
		j++
	}
	if j-k < 2 {
		return ""
	}
	return text[t.start:st.toks[j-1].end]
}

// otherClass settles a mismatch of words written unlike every value of
// the field compared, a field of channels or handles ("sits under
// Monitoring and alerting" compared with #team), when another field of the
// subject holds the value as written: the words naming the field do not
// make the value that field's, and it is the other's, verified. It
// reports whether it settled f.
func (st *checkState) otherClass(f *Fact, m mention) bool {
	v := st.v
	d := v.domains[st.resolved]
	w := st.text[m.start:m.end]
	if m.kind != KindString || d == nil || d.classes[classSigil] == 0 || d.classes[classSigil] < d.items() || classOf(w) == classSigil || !strings.Contains(w, " ") {
		return false
	}
	recs := v.lookup(f.Subject)
	for _, r := range recs {
		for _, fl := range sortedFields(r.Record) {
			n := normField(fl)
			if n == st.resolved || v.identifying(n) {
				continue
			}
			if verdict, _ := v.compare(m, r.field(fl), n); verdict != Verified {
				continue
			}
			g, resolved := *f, st.resolved
			if st.settle(&g, m, recs, n, "") && g.Verdict == Verified {
				*f = g
				f.Reason = "the value is written unlike every value of " + resolved + "; " + n + " holds it"
				return true
			}
			st.resolved = resolved
		}
	}
	return false
}

// foreignModifier returns the words naming the field compared when the
// word naming it names the mapping of several fields of the subject's
// kind ("stage" of stage.design, stage.build) and a word right before it
// stands where a member's own word would ("design stage") but names no
// field, value or phrase ("handover stage"): the text
// names a member the sources of truth do not hold, so a mismatch with the
// field compared is no evidence. A value with a unit is left alone (the
// unit names its field). "" when none. The second result reports that the word names
// fields alike by a word of their own names, one of which the subject
// leaves empty ("afternoon departure" of am_departure and an empty
// pm_departure).
func (st *checkState) foreignModifier(f *Fact, m mention) (string, bool) {
	v, text := st.v, st.text
	recs := v.lookup(f.Subject)
	if len(recs) == 0 || st.resolved == "" {
		return "", false
	}
	lo, hi := st.valueSentence(m)
	named := st.namedOfRecords(recs, []string{st.resolved}, m, lo, hi)
	if m.unit != "" || len(named) == 0 || named[0].phraseAt >= 0 || named[0].ownAt < 1 {
		return "", false
	}
	at := named[0].ownAt
	w, mod := st.toks[at], st.toks[at-1]
	if mod.start < lo || text[mod.end:w.start] != " " || upperAt(text, mod.start) || utf8.RuneCountInString(mod.low) < minShortWord ||
		stopValues[mod.low] || weakWords[mod.low] || functionWords[mod.low] || v.fieldStems[mod.stem] || v.heads[mod.stem] ||
		st.values.overlaps(mod.start, mod.end) || st.subjSpans.overlaps(mod.start, mod.end) {
		return "", false
	}
	group, alike, emptyAlike := 0, 0, false
	for _, n := range v.kinFields[recs[0].kin] {
		fw := v.fwords[n]
		switch {
		case fw == nil || !fw.strong[w.stem]:
		case !slices.Contains(fw.leaf, w.stem):
			group++
		default:
			alike++
			if r, name := findField(recs, n); n != st.resolved && (r == nil || strings.TrimSpace(r.field(name)) == "") {
				emptyAlike = true
			}
		}
	}
	// Fields named alike by a word of their own names (am_departure,
	// pm_departure), one of which the subject leaves empty: the modifier
	// may name that one ("afternoon departure").
	if group < 2 && (alike < 2 || !emptyAlike) {
		return "", false
	}
	return text[mod.start:w.end], group < 2
}

// headingWord returns the word naming the field compared when it stands
// before the subject, and a colon after the subject leads to the value
// ("Insurance renewal, item X: instrument dated 1742"): the words before
// the subject head the line, and the clause after the colon names no
// field of the value. "" when none, or when a word after the colon names
// the field too.
func (st *checkState) headingWord(f *Fact, m mention) string {
	v, text := st.v, st.text
	recs := v.lookup(f.Subject)
	if len(recs) == 0 || st.resolved == "" {
		return ""
	}
	_, _, at := st.subjectAt(m.start)
	if at == nil || at.end > m.start || !strings.Contains(text[at.end:m.start], ":") {
		return ""
	}
	lo, hi := st.valueSentence(m)
	named := st.namedOfRecords(recs, []string{st.resolved}, m, lo, hi)
	if len(named) == 0 || m.unit != "" {
		return ""
	}
	n := named[0]
	first := n.ownAt
	if n.phraseAt >= 0 {
		first = n.phraseAt
	}
	if first < 0 || st.toks[first].end > at.start || n.ownAt >= 0 && st.toks[n.ownAt].end > at.start {
		return ""
	}
	// The heading is a phrase of its own, apart from the subject by a
	// comma, and words come between the colon and the value.
	c := strings.LastIndex(text[at.end:m.start], ":") + at.end
	if !strings.Contains(text[st.toks[first].end:at.start], ",") || !hasLetter(text[c:m.start]) {
		return ""
	}
	for _, p := range n.phrased {
		if p >= 0 && st.toks[p].start >= at.end {
			return ""
		}
	}
	return text[st.toks[first].start:st.toks[first].end]
}
