package verify

import (
	"regexp"
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
	if len(ms) == 0 {
		return []Fact{}
	}
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
	subjectAt := func(pos int) string {
		si := sentenceOf(sents, pos)
		before, after := "", ""
		prev := ""
		for _, s := range subs {
			switch {
			case s.sent == si && s.pos < pos:
				before = s.id
			case s.sent == si && s.pos > pos && after == "":
				after = s.id
			case s.sent == si-1:
				prev = s.id
			}
		}
		switch {
		case before != "":
			return before
		case after != "":
			return after
		case prev != "":
			return prev
		}
		return def
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
		f.Subject = subjectAt(m.start)
		si := sentenceOf(sents, m.start)
		lo, hi := sents[si], len(text)
		if si+1 < len(sents) {
			hi = sents[si+1]
		}
		v.verifyValue(&f, m, text, lo, hi)
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

func (v *Verifier) verifyValue(f *Fact, m mention, text string, lo, hi int) {
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
	field := m.field
	if field == "" {
		field = nearestCue(m.kind, left, right)
	}
	if field == "" {
		field = namedField(recs, left, right)
	}
	if field == "" {
		f.Reason = "no field named near the value"
		return
	}
	f.Field = field
	r, name := findField(recs, field)
	if r == nil {
		f.Reason = "field " + field + " is not in the records of " + f.Subject
		return
	}
	f.SoTValue, f.SoTPath, f.SoTLine = r.Fields[name], r.Path, r.Lines[name]
	if f.SoTLine == 0 {
		f.SoTLine = r.Line
	}
	f.Verdict, f.Reason = compare(m, f.SoTValue)
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
	start int
	id    string
}

func (v *Verifier) nameMentions(text string) []nameMention {
	if len(v.byName) == 0 {
		return nil
	}
	var out []nameMention
	for _, m := range nameWordRe.FindAllStringIndex(text, -1) {
		if id, ok := v.byName[strings.ToLower(text[m[0]:m[1]])]; ok {
			out = append(out, nameMention{m[0], id})
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
