package verify

import (
	"regexp"
	"slices"
	"strings"
)

// quotedLabelRe is a quoted clause right after the colon or spaced dash of
// a record written as a label: `X: "Rockfall repairs complete"`.
var quotedLabelRe = regexp.MustCompile(`^(?:[ \t]*:|[ \t]+[-–—])[ \t]*["“]([^"“”\n]{3,64})["”]`)

// proseLabels finds the quoted notes written after a record as a label
// ("KSTR-08: "Loaned to the police air unit over summer"", "Note on X -
// "Rockfall repairs complete"."): each states the one field of prose the
// record's kind has (a note), when the quote ends its clause and is no
// known value (those are found as such), of no record with a title (a
// quote after a document most often gives its title). Run before the
// known values are found: a word of a note may be one ("Awning motor
// rewired").
func (st *checkState) proseLabels(claimed spanSet) []mention {
	var out []mention
	for _, s := range st.subs {
		loc := quotedLabelRe.FindStringSubmatchIndex(clip(st.text[s.end:], 80))
		if loc == nil {
			continue
		}
		a, b := s.end+loc[2], s.end+loc[3]
		q := st.text[a:b]
		if claimed.overlaps(a, b) || st.subjSpans.overlaps(a, b) || len(strings.Fields(q)) < 2 ||
			!labelEndRe.MatchString(st.text[b:]) || !strings.ContainsFunc(q[:1], isLetter) {
			continue
		}
		recs := st.v.lookup(s.id)
		if r, _ := findField(recs, "title"); r != nil {
			continue // a quote after a document most often gives its title
		}
		key := st.v.rules.valueKey(q)
		field := st.v.proseField(recs)
		if field == "" || st.v.anyDomainHolds(key) {
			continue
		}
		out = append(out, mention{start: a, end: b, kind: KindString, value: key, field: field})
	}
	return out
}

// proseField returns the one field of the first of the records that has
// any field some record holds a short clause of prose in (a value of more
// than four words, see proseValue) and that names no record, or "" when
// it has several.
func (v *Verifier) proseField(recs []*indexed) string {
	for _, r := range recs {
		var found []string
		for _, f := range sortedFields(r.Record) {
			if n := normField(f); !v.identifies(r, n) && v.proseDomain(n) {
				found = append(found, f)
			}
		}
		if len(found) > 0 {
			if len(found) > 1 {
				return ""
			}
			return found[0]
		}
	}
	return ""
}

// isLetter reports whether r is an ASCII letter.
func isLetter(r rune) bool { return r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' }

// proseDomain reports whether the normalised field is one of notes: some
// record holds a short clause of prose in it, and at least half its
// values are of three words or more (a field of names or codes that once
// holds a sentence is none).
func (v *Verifier) proseDomain(n string) bool {
	d := v.domains[n]
	if d == nil {
		return false
	}
	prose, long := false, 0
	for val := range d.values {
		prose = prose || shapeOf(val) == shapeText
		if len(strings.Fields(val)) >= 3 {
			long++
		}
	}
	return prose && 2*long >= len(d.values)
}

// strayValue reports whether m is a known value found on its own that no
// field of the records named where it stands holds: a word of another
// kind of record's ("opened for HEMS tasking on <date>" of a base, where
// only aircraft have the role hems), which takes no field word from the
// values after it. A field of the same name counts only when records of
// the subject's kind hold the value in it, or a profile declares it: a
// status of the stations ("planned") is no status of a proposal ("GA
// planned for v1.38").
func (st *checkState) strayValue(m mention) bool {
	if !m.needsLink || m.kind != KindString || m.named != "" {
		return false
	}
	subj, _, _ := st.subjectAt(m.start)
	recs := st.v.lookup(subj)
	if len(recs) == 0 {
		return false
	}
	if st.qualifiedFieldWord(m) {
		return true // "last maintenance of X": a field's word, not a status
	}
	if e := st.v.entryOf(m.value); e != nil {
		for _, r := range recs {
			if !slices.Contains(e.kins, r.kin) && !slices.Contains(e.kins, anyKin) {
				continue
			}
			for _, n := range e.fields {
				if _, ok := r.norm[n]; ok {
					return false
				}
			}
		}
		return true
	}
	return false
}
