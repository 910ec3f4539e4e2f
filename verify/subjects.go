package verify

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

func claimedBy(ms []mention, a, b int) bool {
	for _, m := range ms {
		if a < m.end && m.start < b {
			return true
		}
	}
	return false
}

func (st *checkState) addSubject(start, end int, id string, name bool) {
	st.subs = append(st.subs, subjectMention{start, end, sentenceOf(st.sents, start), id, name, ""})
	st.subjSpans = append(st.subjSpans, [2]int{start, end})
}

// demote removes from the subjects the names of records that follow a
// mention of another record in their sentence, and returns them.
//
// A name that opens its sentence and is followed by a relative clause
// naming another record is that record's value instead ("team-x, which
// owns Payments, ..."): the record of the clause is the subject.
func (st *checkState) demote() []subjectMention {
	st.dropLabelNumbers()
	var keep, out []subjectMention
	dropped := false
	first := map[int]int{} // sentence -> index in keep of its first subject
	for _, s := range st.subs {
		i, ok := first[s.sent]
		switch {
		case !ok:
			first[s.sent] = len(keep)
		case keep[i].id == s.id:
		case keep[i].name && !s.name && i == len(keep)-1 && bracketGapRe.MatchString(st.text[keep[i].end:s.start]) &&
			!st.v.sameKin(keep[i].id, s.id):
			// "Cider Slope hedge trees (TR-13) were planted": an
			// ID in brackets after a name says which record the name calls;
			// a record of another kind the name matches is none of the
			// text's.
			keep[i] = s
			dropped = true
			continue
		case keep[i].name && i == len(keep)-1 && relativeGapRe.MatchString(st.text[keep[i].end:s.start]):
			out = append(out, keep[i])
			keep[i] = s
			continue
		case !keep[i].name && s.name && i == len(keep)-1 && relationGap(st.text[keep[i].end:s.start]):
			// An ID related by a short verb phrase to a record named after
			// it, one field of which holds IDs of its kind, is a value of
			// that field ("PS-202 feeds Coldwater Tarn" of fed_by).
			if ref := st.v.refField(s.id, keep[i].id); ref != "" {
				d := keep[i]
				d.ref = ref
				out = append(out, d)
				keep[i] = s
				continue
			}
			out = append(out, s)
			continue
		case keep[i].name && !s.name && i == len(keep)-1 && relationGap(st.text[keep[i].end:s.start]) &&
			st.v.namingRef(s.id, keep[i].id, st.text[keep[i].end:s.start]) != "":
			// A record named by its name, related to one named by its ID
			// after it by a verb of the field holding its kind's IDs, is a
			// value of that field ("Ann Lee curates GH-11" of curator_id).
			d := keep[i]
			d.ref = st.v.namingRef(s.id, keep[i].id, st.text[keep[i].end:s.start])
			out = append(out, d)
			keep[i] = s
			continue
		case (s.name || st.v.anyDomainHolds(st.v.rules.valueKey(s.id)) || st.v.refersTo(keep[i].id, s.id) && verbLinked(st.text[keep[i].end:s.start]) ||
			listedAfter(st.text, out, s) && idStem(out[len(out)-1].id) == idStem(s.id)) &&
			(i != len(keep)-1 || !listGapRe.MatchString(st.text[keep[i].end:s.start])) &&
			(!opensClause(st.text[keep[i].end:s.start], s.name) || listedAfter(st.text, out, s)) &&
			!st.ledIn(keep[i], s):
			// A name, or an ID a field holds (a host_branch of LIB-01) or
			// the first record's field holds IDs of its kind (fed_by: PS-201,
			// PS-202 of PS-203), after another record is a value of it,
			// unless the two are listed ("A and B are based at X") or the
			// second opens a clause of its own ("A was reviewed on D1 and
			// B on D2") other than the next item of a list of values.
			out = append(out, s)
			continue
		}
		keep = append(keep, s)
	}
	if len(out) == 0 && !dropped {
		return nil
	}
	st.subs = keep
	st.subjSpans = st.subjSpans[:0]
	for _, s := range keep {
		st.subjSpans = append(st.subjSpans, [2]int{s.start, s.end})
	}
	return out
}

// bracketGapRe is the gap between a name and an ID in brackets after the
// noun phrase it begins: "(", " port ranges (".
var bracketGapRe = regexp.MustCompile(`^(?:\s+[A-Za-z][\w-]*){0,3}\s*\(\s*$`)

// sameKin reports whether the records of subjects a and b are of one kin.
func (v *Verifier) sameKin(a, b string) bool {
	ra, rb := v.lookup(a), v.lookup(b)
	return len(ra) > 0 && len(rb) > 0 && ra[0].kin == rb[0].kin
}

// listedAfter reports whether s is listed right after the last record
// demoted to a value ("served by and X-3").
func listedAfter(text string, out []subjectMention, s subjectMention) bool {
	if len(out) == 0 {
		return false
	}
	d := out[len(out)-1]
	return d.sent == s.sent && d.end <= s.start && listGapRe.MatchString(text[d.end:s.start])
}

// clauseOpenRe ends a gap after which a record named opens a clause of
// its own: a comma or semicolon, a contrasting conjunction, or, before a
// name, "and" after a value (clauseAndRe; "A covers X-1 and X-2" lists
// IDs).
var (
	clauseOpenRe = regexp.MustCompile(`(?i)(?:[;]|,\s*(?:and|but|while|whereas)?|\s(?:but|while|whereas|whilst))\s*$`)
	clauseAndRe  = regexp.MustCompile(`(?i)\d[^,;]*\sand\s+$`)
)

// opensClause reports whether a record named after gap opens a clause of
// its own (see clauseOpenRe), and so is no value of the record before.
func opensClause(gap string, name bool) bool {
	return !relativeGapRe.MatchString(gap) && (clauseOpenRe.MatchString(gap) || name && clauseAndRe.MatchString(gap))
}

// relativeGapRe is a relative clause between a value and the record it
// is about: ", which owns", " who leads the", ", that maintains".
var relativeGapRe = regexp.MustCompile(`(?i)^["'”’)]*\s*,?\s*(?:which|who|that)\s+(?:[a-z]+\s+){1,3}["'“‘(]*$`)

// adjacentStart returns the start of the value written right before pos
// (one space apart), else pos.
func (st *checkState) adjacentStart(pos int) int {
	for _, s := range st.values {
		if s[1] == pos-1 && st.text[pos-1] == ' ' {
			return s[0]
		}
	}
	return pos
}

// subjectAt returns the subject at pos and where the sentence names it;
// at is the mention naming it before pos (nil when none).
func (st *checkState) subjectAt(pos int) (id string, named naming, at *subjectMention) {
	si := sentenceOf(st.sents, pos)
	var before, after, prev *subjectMention
	for i := range st.subs {
		s := &st.subs[i]
		switch {
		case s.sent == si && s.start < pos:
			before = s
		case s.sent == si && s.start > pos && after == nil:
			after = s
		case s.sent == si-1:
			prev = s
		}
	}
	switch {
	case before != nil:
		// Of several records named before the value, the one its clause
		// names first, else the sentence's first ("X was launched a month
		// after Y, on <date>" is about X; "X is owned by A and Y by B").
		several := false
		for i := range st.subs {
			if s := &st.subs[i]; s.sent == si && s.start < pos && s.id != before.id {
				several = true
				break
			}
		}
		if several {
			if first := st.firstSubjectBefore(si, pos); first != nil && first.id != before.id {
				for i := range st.subs {
					if s := &st.subs[i]; s.sent == si && s.start < pos && s.id == first.id {
						before = s // the last mention of it before the value
					}
				}
			}
		}
		return before.id, namedBefore, before
	case after != nil:
		return after.id, namedAfter, nil
	case prev != nil:
		return prev.id, unnamed, nil
	}
	return st.def, unnamed, nil
}

// firstSubjectBefore returns the first subject mention of sentence si
// before pos in the clause of pos, else in the sentence.
func (st *checkState) firstSubjectBefore(si, pos int) *subjectMention {
	lo := st.sents[si]
	clause := lo
	ms := clauseSepRe.FindAllStringIndex(st.text[lo:pos], -1)
	for k := len(ms) - 1; k >= 0; k-- {
		if !st.subjSpans.overlaps(lo+ms[k][0], lo+ms[k][1]) {
			clause = lo + ms[k][1]
			break
		}
	}
	// "Re the handover (X done): Y was ...", "Next after X on the agenda:
	// Y ...": a record named after a lead-in's colon is the subject of
	// what follows it, not the record the lead-in names.
	prevEnd, led := lo, false
	for i := range st.subs {
		s := &st.subs[i]
		if s.sent != si || s.start >= pos {
			continue
		}
		if k := leadInColon(st.text[prevEnd:max(prevEnd, s.start)], prevEnd > lo && led); k >= 0 {
			clause = max(clause, prevEnd+k)
		}
		if prevEnd == lo {
			led = hasLetter(st.text[lo:s.start])
		}
		prevEnd = max(prevEnd, s.end)
	}
	var first *subjectMention
	for i := range st.subs {
		s := &st.subs[i]
		if s.sent != si || s.start >= pos {
			continue
		}
		// "X depends on Y, which went live in v2.4": a relative clause
		// tells of the record right before it.
		if clause > lo && s.end <= clause && relativeClauseRe.MatchString(st.text[clause:pos]) &&
			strings.Trim(st.text[s.end:clause], " \t\"'”’),") == "" {
			return s
		}
		// "X's sibling Y went live": the record after a possessive one
		// is the clause's.
		if s.start >= clause && !st.possessiveOf(s, pos) {
			return s
		}
		if first == nil {
			first = s
		}
	}
	return first
}

// leadInColon returns the end of the last colon in the gap between two
// records named that ends a lead-in, else -1: words come before it after
// the first record ("(X done):", "X aside:") or before that record (led:
// "After "X":", "Next after X:"). A record that alone makes the label
// before a colon is the subject of what follows ("Reindex an index: runs
// a rake task in ...").
func leadInColon(gap string, led bool) int {
	k := -1
	for i := len(gap) - 2; i >= 0; i-- {
		if gap[i] == ':' && unicode.IsSpace(rune(gap[i+1])) {
			k = i
			break
		}
	}
	if k < 0 || !led && !hasLetter(gap[:k]) {
		return -1
	}
	return k + 2
}

func hasLetter(s string) bool { return strings.IndexFunc(s, unicode.IsLetter) >= 0 }

// ledIn reports whether the record s opens the clause after a lead-in
// that names another record and ends in a colon (the gap from from to s
// holds it), its sentence going on after s: "Re the handover (X done):
// FV-2 was ...", "Next after X: first sailing on Y is ...". A record that
// ends its sentence after a colon is the label's value ("Relief vessel for
// X: FV-2.").
func (st *checkState) ledIn(prev, s subjectMention) bool {
	if leadInColon(st.text[prev.end:s.start], hasLetter(st.text[st.sents[prev.sent]:prev.start])) < 0 {
		return false
	}
	end := len(st.text)
	if s.sent+1 < len(st.sents) {
		end = st.sents[s.sent+1]
	}
	return hasLetter(st.text[s.end:end])
}

// relativeClauseRe opens a relative clause: its subject is the record
// named right before it.
var relativeClauseRe = regexp.MustCompile(`(?i)^\s*(?:which|who|whose)\b`)

// possessiveOf reports whether the subject mention s is written as the
// owner of a noun ("X's sibling") that another record named before pos
// follows in its phrase ("X's sibling Y").
func (st *checkState) possessiveOf(s *subjectMention, pos int) bool {
	rest := st.text[s.end:pos]
	if !strings.HasPrefix(rest, "'s ") && !strings.HasPrefix(rest, "’s ") {
		return false
	}
	for i := range st.subs {
		if o := &st.subs[i]; o.start > s.end && o.start < pos && o.id != s.id {
			gap := st.text[s.end:o.start]
			return len(strings.Fields(gap)) <= 3 && !strings.ContainsAny(gap, ",;:()")
		}
	}
	return false
}

func (v *Verifier) verifyID(f *Fact) {
	recs := v.lookup(f.Subject)
	if len(recs) == 0 {
		f.Verdict, f.Reason = Unknown, "no subject: no source-of-truth record has this ID"
		return
	}
	r := recs[0]
	f.Subject = r.subject
	f.Verdict, f.SoTValue, f.SoTPath, f.SoTLine = Verified, r.Key, r.Path, r.Line
	if strings.ContainsAny(strings.TrimSpace(r.Key), " \t") {
		f.SoTValue = r.subject // a record keyed by its name: its ID is the value
	}
}

// wrongID gives the verdict of an ID written beside the title of record r
// with another ID: a mismatch, r's ID wins.
func (v *Verifier) wrongID(f *Fact, r *indexed) {
	f.Subject, f.Verdict = r.subject, Mismatch
	f.SoTValue, f.SoTPath, f.SoTLine = r.subject, r.Path, r.Line
	f.Field = v.idField(r)
	if l := r.lineOf(f.Field); l > 0 {
		f.SoTLine = l
	}
	f.Reason = "the text names " + r.subject + " by its title beside this ID"
}

// idField is the name of the field holding r's ID ("" when its key is not
// one of its fields).
func (v *Verifier) idField(r *indexed) string {
	for _, f := range sortedFields(r.Record) {
		n := normField(f)
		if slices.Contains(v.idFields, n) && !v.isRef(r, n) {
			return f
		}
	}
	return ""
}

// titleGapRe is what may stand between a title and the ID given with it:
// "(DEL-12345)", ", DEL-12345,", " is DEL-12345", " project is DEL-12345",
// " design lives in DEL-12345", " is tracked as DEL-12345".
var titleGapRe = regexp.MustCompile(`^[\s("'“”‘’*:,=]*(?:[A-Za-z]+\s+){0,2}(?:is|was|as|=|:|,|\(|-|–|—|(?:lives|lived|sits|tracked|documented|described|specified|defined)\s+(?:in|as|under))?[\s("'“”‘’*#:]*$`)

// labelWords reports whether a title's gap to an ID is a colon and words
// that tell of no identity ("X: picked for DEL-1", "After X: moved to
// DEL-2"): the colon ends a label or lead-in and the words open a phrase
// about the ID ("X: tracked as DEL-1" does tell the ID).
func labelWords(gap string) bool {
	return labelWordsRe.MatchString(gap) && !identityEndRe.MatchString(gap)
}

var (
	labelWordsRe  = regexp.MustCompile(`:[\s"'“”‘’*]*(?:[A-Za-z]+\s+){1,2}$`)
	identityEndRe = regexp.MustCompile(`(?i)\b(?:is|was|as|in|under)\s+$`)
)

// comparing reports whether the words between a title and an ID set the
// two apart ("X, unlike Y-2,", "X and Y-2"): the ID is another record's.
func comparing(gap string) bool {
	for _, w := range nameWords(gap) {
		if unlinking[w] || apart[w] {
			return true
		}
	}
	return false
}

// apart are words that name a second record beside a first.
var apart = map[string]bool{
	"like": true, "unlike": true, "after": true, "before": true, "to": true, "beside": true, "besides": true,
	"alongside": true, "including": true, "plus": true, "also": true, "next": true, "near": true, "behind": true,
	"following": true, "then": true, "see": true, "cf": true, "over": true, "into": true, "onto": true,
}

// titleBeside reports whether the name mention t stands right beside the
// ID mention m, before or after it, as a title beside an ID does ("DEL-12
// (Title)", "Title, tracked as DEL-12"): the gap between them short, of
// the words titleGapRe allows, neither setting the two apart nor a
// label's colon and words.
func titleBeside(text string, m mention, t nameMention) bool {
	var gap string
	switch {
	case t.end <= m.start:
		gap = text[t.end:m.start]
	case m.end <= t.start:
		gap = text[m.end:t.start]
	default:
		return false
	}
	return len(gap) <= 40 && titleGapRe.MatchString(gap) && !comparing(gap) && !labelWords(gap)
}

// titledBeside returns the record a title names right beside the ID m,
// when it is another record than m's (nil otherwise).
func (v *Verifier) titledBeside(text string, m mention, titles []nameMention) *indexed {
	id := v.normID(m.subject)
	for _, t := range titles {
		if !titleBeside(text, m, t) {
			continue
		}
		recs := v.lookup(t.id)
		if len(recs) == 0 {
			continue
		}
		own := v.lookup(id)
		if len(own) > 0 && own[0].subject == recs[0].subject {
			return nil
		}
		// Only a record of the ID's kind has a wrong ID: a person named
		// beside a grant's ID names no other grant.
		if len(own) > 0 && own[0].kin != recs[0].kin || len(own) == 0 && idStem(id) != idStem(v.normID(recs[0].subject)) {
			continue
		}
		return recs[0]
	}
	return nil
}

// naming is where a value's sentence names its subject.
type naming int

const (
	unnamed     naming = iota // in the sentence before, or the default subject
	namedAfter                // after the value
	namedBefore               // before the value
)

// refField returns the only field of the records of subject a holding
// IDs of the kind of b ("" when none or several).
func (v *Verifier) refField(a, b string) string {
	key := v.rules.valueKey(b)
	if templateOf(key) == "" {
		return ""
	}
	found := ""
	for _, r := range v.lookup(a) {
		for _, f := range sortedFields(r.Record) {
			n := normField(f)
			if d := v.domains[n]; d == nil || v.identifies(r, n) || !d.holds(key) || positional(n) {
				continue
			}
			if found != "" && found != n {
				return ""
			}
			found = n
		}
	}
	return found
}

// relationGapRe is a short verb phrase between two records: "calls at",
// "is fed into", "supplies".
var relationGapRe = regexp.MustCompile(`^\s+((?:[a-z]+\s+){1,3})$`)

// relationGap reports whether gap is a short active verb phrase relating
// one record to another: no copula, negation, comparison or former time
// in it.
func relationGap(gap string) bool {
	m := relationGapRe.FindStringSubmatch(gap)
	if m == nil {
		return false
	}
	for _, w := range strings.Fields(m[1]) {
		if unlinking[w] && !relationVerbs[w] || apart[w] || links[w] || w == "be" || w == "been" || w == "has" || w == "had" {
			return false // "is upstream of", "was refitted at" state no field
		}
	}
	return true
}

// relationVerbs relate one record to another: a field of one holds the
// other's ID.
var relationVerbs = map[string]bool{"calls": true, "feeds": true, "connects": true, "talks": true, "sends": true, "pushes": true}

// refersTo reports whether a field of the records of subject a holds IDs
// of the kind of b (fed_by: [PS-201, PS-202] of PS-203).
func (v *Verifier) refersTo(a, b string) bool {
	key := v.rules.valueKey(b)
	if templateOf(key) == "" {
		return false
	}
	for _, r := range v.lookup(a) {
		for n := range r.norm {
			if d := v.domains[n]; d != nil && !v.identifies(r, n) && d.holds(key) {
				return true
			}
		}
	}
	return false
}

// namingRef returns the field of subject a holding IDs of the kind of b
// (refField) when a word of gap names it ("curates" of curator_id).
func (v *Verifier) namingRef(a, b, gap string) string {
	ref := v.refField(a, b)
	if ref == "" || v.fwords[ref] == nil {
		return ""
	}
	for _, w := range nameWords(gap) {
		if v.fwords[ref].strong[stem(w)] {
			return ref
		}
	}
	return ""
}

// innerNames returns whether a span lies strictly inside a known value of
// some field written in the text (spans in skip aside): a name inside a
// longer value is a word of that value, not a mention of its own.
func (v *Verifier) innerNames(text string, toks []token, skip spanSet) func(a, b int) bool {
	var vals spanSet
	done := false
	return func(a, b int) bool {
		if !done { // only a text naming records pays for the search
			done = true
			for _, m := range v.domainMentions(text, toks, skip) {
				if m.end-m.start > 0 {
					vals = append(vals, [2]int{m.start, m.end})
				}
			}
		}
		for _, x := range vals {
			if x[0] <= a && b <= x[1] && x[1]-x[0] > b-a {
				return true
			}
		}
		return false
	}
}

// joinNameParts adds to the subjects' spans the gap between two mentions
// of one record with only punctuation between them ("cAdvisor-less,
// CRI-full Container and Pod Stats" found as two parts of one title):
// the comma is the name's, and ends no clause.
func (st *checkState) joinNameParts() {
	for i := 1; i < len(st.subs); i++ {
		a, b := st.subs[i-1], st.subs[i]
		if a.id == b.id && a.end < b.start && strings.Trim(st.text[a.end:b.start], " ,;:/&-") == "" {
			st.subjSpans = append(st.subjSpans, [2]int{a.end, b.start})
		}
	}
}
