package verify

import (
	"regexp"
	"slices"
	"sort"
	"strings"
)

// Options of Check.
type Options struct {
	// Subject is the default subject of facts whose sentence (and the one
	// before) names none, e.g. "KEP-1287" or the SubjectForPath of the
	// file being verified.
	Subject string
}

// Check finds the facts of text and verifies each against the records, in
// text order. It is pure and deterministic.
func (v *Verifier) Check(text string, opt Options) []Fact {
	ms := extract(text)
	sents := sentences(text)
	names := v.nameMentions(text)
	// subjects: mentions that can be a subject, in text order.
	type subj struct {
		pos, sent int
		id        string
	}
	var subs []subj
	for _, m := range ms {
		if (m.kind == KindID || m.kind == KindULID) && (m.kep || v.lookup(m.subject) != nil) {
			subs = append(subs, subj{m.start, sentenceOf(sents, m.start), normID(m.subject)})
		}
	}
	for _, n := range names {
		subs = append(subs, subj{n.start, sentenceOf(sents, n.start), n.id})
	}
	sort.SliceStable(subs, func(i, j int) bool { return subs[i].pos < subs[j].pos })
	def := ""
	if opt.Subject != "" {
		def = normID(opt.Subject)
		if s := v.Subject(opt.Subject); s != "" {
			def = s
		}
	}
	// subjectAt returns the subject at pos and where the sentence names it
	// (field inference and "<field word> <value>" facts need that).
	// beforeAt is the offset of the mention naming the subject before pos.
	subjectAt := func(pos int) (id string, named naming, beforeAt int) {
		si := sentenceOf(sents, pos)
		before, after := "", ""
		prev := ""
		for _, s := range subs {
			switch {
			case s.sent == si && s.pos < pos:
				before, beforeAt = s.id, s.pos
			case s.sent == si && s.pos > pos && after == "":
				after = s.id
			case s.sent == si-1:
				prev = s.id
			}
		}
		switch {
		case before != "":
			return before, namedBefore, beforeAt
		case after != "":
			return after, namedAfter, -1
		case prev != "":
			return prev, unnamed, -1
		}
		return def, unnamed, -1
	}
	// "<field word> <value>" facts need the subject at each point.
	claimed, subjSpans := skipSpans(text), spanSet{}
	for _, m := range ms {
		claimed = append(claimed, [2]int{m.start, m.end})
		if m.kind == KindID || m.kind == KindULID {
			subjSpans = append(subjSpans, [2]int{m.start, m.end})
		}
	}
	for _, n := range names {
		subjSpans = append(subjSpans, [2]int{n.start, n.end})
	}
	if sm := v.stringMentions(text, claimed, subjSpans, subjectAt); len(sm) > 0 {
		ms = append(ms, sm...)
		slices.SortFunc(ms, func(a, b mention) int { return a.start - b.start })
	}
	lines := lineStarts(text)
	out := make([]Fact, 0, len(ms))
	for _, m := range ms {
		f := Fact{Text: text[m.start:m.end], Kind: m.kind, Value: m.value, Start: m.start, End: m.end, Line: lineOf(lines, m.start)}
		if m.kind == KindID || m.kind == KindULID {
			f.Subject = normID(m.subject)
			v.verifyID(&f)
			out = append(out, f)
			continue
		}
		var at int
		f.Subject, _, at = subjectAt(m.start)
		si := sentenceOf(sents, m.start)
		lo, hi := sents[si], len(text)
		if si+1 < len(sents) {
			hi = max(sents[si+1], m.end) // a value may span a break ("25 Nov. 2019")
		}
		v.verifyValue(&f, m, text, lo, hi, at)
		out = append(out, f)
	}
	return out
}

func (v *Verifier) verifyID(f *Fact) {
	recs := v.lookup(f.Subject)
	if len(recs) == 0 {
		f.Verdict, f.Reason = Unknown, "no source-of-truth record has this ID"
		return
	}
	r := recs[0]
	f.Subject = r.subject
	f.Verdict, f.SoTValue, f.SoTPath, f.SoTLine = Verified, r.Key, r.Path, r.Line
}

// naming is where a value's sentence names its subject.
type naming int

const (
	unnamed     naming = iota // in the sentence before, or the default subject
	namedAfter                // after the value
	namedBefore               // before the value
)

// inferSepRe ends the part of a sentence a field inference may reach back
// over: a comma or semicolon (", and the freeze ended on ..." starts a new
// clause with its own subject), a dash, or a contrasting conjunction. A
// bare "and" does not: "REL-1 was managed by ravi and shipped v2.15.0".
var inferSepRe = regexp.MustCompile(`(?i)[,;]|\s(?:but|while|whereas|whilst)\s|\s[-–—]\s`)

// inferScopeStart returns the offset the subject of a value at start must
// be named at or after for its field to be inferred.
func inferScopeStart(text string, lo, start int) int {
	ms := inferSepRe.FindAllStringIndex(text[lo:start], -1)
	if len(ms) == 0 {
		return lo
	}
	return lo + ms[len(ms)-1][1]
}

// verifyValue gives the verdict of a value. subjectAt is the offset of the
// mention naming the subject before the value in its sentence (-1 when
// none): a field is inferred from the value type only when that mention is
// in the value's clause ("REL-2026-46 shipped v2.16.1", see
// inferScopeStart).
func (v *Verifier) verifyValue(f *Fact, m mention, text string, lo, hi, subjectAt int) {
	f.Verdict = Unknown
	if f.Subject == "" {
		f.Reason = "no subject: no ID in the sentence or the one before, and no default subject"
		return
	}
	recs := v.lookup(f.Subject)
	if len(recs) == 0 {
		f.Reason = "subject " + f.Subject + " is not in the sources of truth"
		return
	}
	f.Subject = recs[0].subject
	left, right := clause(text, lo, hi, m.start, m.end)
	field, inferred := m.field, false
	if field == "" {
		var e int
		field, e = nearestCue(m.kind, left, right)
		// A field word between the cue and the value is nearer and wins:
		// "created: 2026-05-02 expires: 2026-12-31".
		if e >= 0 {
			if nf := namedField(recs, left[e:], ""); nf != "" {
				field = nf
			}
		}
	}
	if field == "" {
		field = namedField(recs, left, right)
	}
	if field == "" {
		field = synonymField(recs, left, right)
	}
	if field == "" && mentionType(m) != "" && subjectAt < inferScopeStart(text, lo, m.start) {
		f.Reason = "no field named near the value, and " + f.Subject + " is not named before it in its clause (the field is not inferred)"
		return
	}
	if field == "" {
		var reason string
		if field, reason = inferField(recs, m); field == "" {
			f.Reason = reason
			return
		}
		inferred = true
	}
	f.Field = field
	r, name := findField(recs, field)
	if r == nil {
		f.Reason = "field " + field + " is not in the records of " + f.Subject
		return
	}
	if r.prefix != "" {
		f.Field = r.prefix + name // a nested record's field as its file spells it
	}
	f.SoTValue, f.SoTPath, f.SoTLine = r.Fields[name], r.Path, r.Lines[name]
	if f.SoTLine == 0 {
		f.SoTLine = r.Line
	}
	f.Verdict, f.Reason = compare(m, f.SoTValue)
	if inferred {
		note := "field inferred from value type: the only field of " + f.Subject + " holding " + typeLabel(mentionType(m))
		f.Reason = strings.Join(slices.DeleteFunc([]string{note, f.Reason}, func(s string) bool { return s == "" }), "; ")
	}
}

// findField returns the first record (in precedence order) holding the
// field under one of its names, and the name.
func findField(recs []*indexed, field string) (*indexed, string) {
	names := fieldNames[field]
	if names == nil {
		names = []string{normField(field)}
	}
	for _, r := range recs {
		for _, n := range names {
			if orig, ok := r.norm[n]; ok {
				return r, orig
			}
		}
	}
	return nil, ""
}

// nameMention is a plain-name key (payments) mentioned in the text.
type nameMention struct {
	start, end int
	id         string
}

func (v *Verifier) nameMentions(text string) []nameMention {
	if len(v.byName) == 0 {
		return nil
	}
	var out []nameMention
	for _, m := range nameWordRe.FindAllStringIndex(text, -1) {
		if id, ok := v.byName[strings.ToLower(text[m[0]:m[1]])]; ok {
			out = append(out, nameMention{m[0], m[1], id})
		}
	}
	return out
}

var nameWordRe = regexp.MustCompile(`[A-Za-z][A-Za-z0-9_-]*[A-Za-z0-9]`)

// sentenceEndRe ends a sentence: ".", "!" or "?" before white space, a
// blank line, or a line that starts a list item, heading or table row.
var sentenceEndRe = regexp.MustCompile(`[.!?]+["')\]]*[ \t]+|[.!?]+["')\]]*\r?\n|\n[ \t]*\r?\n|\n[ \t]*(?:[-*+|#>]|\d+[.)])`)

// sentences returns the start offsets of the text's sentences.
func sentences(text string) []int {
	starts := []int{0}
	for _, m := range sentenceEndRe.FindAllStringIndex(text, -1) {
		end := m[1]
		if text[m[1]-1] != ' ' && text[m[1]-1] != '\t' && text[m[1]-1] != '\n' {
			end = m[0] + 1 // a list marker or heading starts the next sentence
		}
		if end > starts[len(starts)-1] && end < len(text) {
			starts = append(starts, end)
		}
	}
	return starts
}

func sentenceOf(starts []int, pos int) int {
	return sort.Search(len(starts), func(i int) bool { return starts[i] > pos }) - 1
}

func lineStarts(text string) []int {
	out := []int{0}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			out = append(out, i+1)
		}
	}
	return out
}

func lineOf(starts []int, pos int) int {
	return sort.Search(len(starts), func(i int) bool { return starts[i] > pos })
}
