package verify

import (
	"path"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A record called by a few words of its title and a noun of its kind:
// "the cast iron planes page" of "Restoring cast iron planes with
// electrolysis", "the immutable secrets proposal" of "Immutable Secrets
// and ConfigMaps".

// indexDescribed learns, for each stem of a word of a record's title or
// name, or of its file's or folder's name, the records whose words hold
// it (camel case split and whole: "NonPreempting" is non, preempting and
// nonpreempting).
func (v *Verifier) indexDescribed() {
	v.described = map[string][]string{}
	for _, r := range v.records {
		if r.subject == "" {
			continue
		}
		var texts []string
		for _, f := range sortedFields(r.Record) {
			if !strings.Contains(f, ".") && v.isName(normField(f)) {
				texts = append(texts, r.field(f))
			}
		}
		if len(texts) == 0 {
			continue // a record of no title is called by its ID
		}
		texts = append(texts, trimExts(path.Base(r.Path)), path.Base(path.Dir(r.Path)))
		for _, t := range texts {
			for _, w := range strings.Fields(t) {
				for _, x := range append(nameWords(splitCamel(w)), nameWords(w)...) {
					s := stem(x)
					if ss := v.described[s]; len(ss) == 0 || ss[len(ss)-1] != r.subject {
						v.described[s] = append(ss, r.subject)
					}
				}
			}
		}
	}
	for s, ss := range v.described {
		slices.Sort(ss)
		if ss = slices.Compact(ss); cap(ss) > len(ss)+len(ss)/4 {
			ss = slices.Clone(ss) // (without append's room: a word of every record's name or path lists them all)
		}
		v.described[s] = ss
	}
}

// describers may stand before the words describing a record.
// ("a learn page" tells a kind of page, not which one).
var describers = map[string]bool{"the": true, "our": true, "that": true, "this": true, "its": true, "their": true}

// qualifiedNounRe is a preposition after the noun: what follows may say
// which record the noun is of ("the original proposal for RFC-895").
var qualifiedNounRe = regexp.MustCompile(`^\s+(?:for|of|on|in|about|behind)\s+(?:the\s+)?`)

// describedMentions finds the records called by up to four words and a
// noun of their kind (a profile's subject noun, or a document's: page,
// runbook, guide ...) after "the" (or its like) or at the start of a
// sentence, when every word is a word of one record's title or file name
// and of no other's: "the cast iron planes page". Not when the words are a
// known value ("the learn page" is of a type), a single word is not
// written as a name (a capital inside or a digit: "the SLSA proposal",
// not "the original proposal"), or a record named right after the noun
// says whose it is ("the original proposal for RFC-895"). Spans in
// skip are not searched, others are the records named already.
func (v *Verifier) describedMentions(text string, toks []token, skip, others spanSet) []nameMention {
	var out []nameMention
	for i, t := range toks {
		if !docNouns[t.low] && !v.rules.nouns[t.low] || i == 0 {
			continue
		}
		if n, ok := v.titleRunBefore(text, toks, i, skip); ok {
			out = append(out, n)
			continue
		}
		k := i
		for k > 0 && i-k < 4 && !describers[toks[k-1].low] && strings.Trim(text[toks[k-1].end:toks[k].start], " -") == "" &&
			(!functionWords[toks[k-1].low] || inCompound(text, toks, k-1)) && !docNouns[toks[k-1].low] && !v.rules.nouns[toks[k-1].low] {
			k--
		}
		if k == i || skip.overlaps(toks[k].start, t.end) {
			continue
		}
		if k > 0 && !describers[toks[k-1].low] && !strings.ContainsAny(text[toks[k-1].end:toks[k].start], ".:;!?") {
			continue // the words run on from a longer phrase
		}
		if w := text[toks[k].start:toks[k].end]; k+1 == i && !v.describingWord(w, toks[k], k == 0 || !describers[toks[k-1].low]) {
			continue
		}
		if v.anyDomainHolds(v.rules.valueKey(text[toks[k].start:toks[i-1].end])) {
			continue
		}
		if q := qualifiedNounRe.FindStringIndex(text[t.end:]); q != nil && others.overlaps(t.end+q[1], t.end+q[1]+1) {
			continue
		}
		var common []string
		for j := k; j < i; j++ {
			ss := v.described[toks[j].stem]
			if j == k {
				common = slices.Clone(ss)
			} else {
				common = slices.DeleteFunc(common, func(s string) bool { _, ok := slices.BinarySearch(ss, s); return !ok })
			}
			if len(common) == 0 {
				break
			}
		}
		if len(common) == 1 {
			out = append(out, nameMention{start: toks[k].start, end: t.end, id: common[0]})
		}
	}
	return out
}

// describingWord reports whether w, the one word before the noun, may
// call a record: a word written as a name of four letters or more, an
// acronym ("the XQR proposal" of "Expose XQR Gauges"), or a word of five
// letters or more written in lower case that is a word of one record's
// title only, of no field's name or value, and a word of that record's
// file or folder name: the name its authors file it by ("the tidewell
// proposal" of "Introduce tidewell" in pr-302-tidewell.yaml), not a word
// of its title alone ("the electrolysis page" of p7.md).
func (v *Verifier) describingWord(w string, t token, first bool) bool {
	switch {
	case len(w) >= 4 && writtenAsNameWord(w, first):
		return true
	case len(w) >= 2 && len(w) < 4 && strings.ToUpper(w) == w && strings.ToLower(w) != w:
		return true
	}
	ids := v.described[t.stem]
	if utf8.RuneCountInString(w) < 5 || strings.ToLower(w) != w || len(ids) != 1 || v.fieldStems[t.stem] || stopValues[t.low] ||
		weakWords[t.low] || v.anyDomainHolds(v.rules.valueKey(w)) {
		return false
	}
	for _, r := range v.lookup(ids[0]) {
		for _, base := range []string{trimExts(path.Base(r.Path)), path.Base(path.Dir(r.Path))} {
			if slices.Contains(strings.FieldsFunc(strings.ToLower(base), func(c rune) bool { return c == '-' || c == '_' || c == '.' }), t.low) {
				return true
			}
		}
	}
	return false
}

// writtenAsNameWord reports whether a word is written as a name: a
// capital or a digit in it, not counting the capital a sentence (or a
// label: "Pilotage note:") starts with when first.
func writtenAsNameWord(w string, first bool) bool {
	if first {
		_, size := utf8.DecodeRuneInString(w)
		w = w[size:]
	}
	return strings.ContainsFunc(w, func(r rune) bool { return unicode.IsUpper(r) || unicode.IsDigit(r) })
}

// quotedPartRe is a quoted phrase and the noun after it: "the 'search is
// down' runbook".
var quotedPartRe = regexp.MustCompile(`["'‘“]([^"'‘’“”]{3,80})["'’”]\s+([A-Za-z]+)\b`)

// quotedPartMentions finds the records called by a quoted part of their
// title, two words or more, and a noun of their kind after it ("the
// 'search is down' runbook" of "Investigate when someone says search is
// down"), when no other record's title or name holds those words.
func (v *Verifier) quotedPartMentions(text string, skip spanSet) []nameMention {
	if !strings.ContainsAny(text, `"'‘“`) {
		return nil
	}
	var out []nameMention
	for _, m := range quotedPartRe.FindAllStringSubmatchIndex(text, -1) {
		noun := strings.ToLower(text[m[4]:m[5]])
		if !docNouns[noun] && !v.rules.nouns[noun] || skip.overlaps(m[0], m[1]) {
			continue
		}
		part := nameForm(text[m[2]:m[3]])
		if strings.Count(part, " ") < 1 {
			continue
		}
		if id := v.onlyNameHolding(part); id != "" {
			out = append(out, nameMention{start: m[0], end: m[5], id: id})
		}
	}
	return out
}

// inCompound reports whether token j is inside a hyphenated compound, a
// hyphen right before and after it ("of" of "out-of-tree"): a function
// word there is a part of one word of a description.
func inCompound(text string, toks []token, j int) bool {
	return j > 0 && j+1 < len(toks) && text[toks[j-1].end:toks[j].start] == "-" && text[toks[j].end:toks[j+1].start] == "-"
}

// titleRunBefore finds the record called by a run of its title's words
// that holds a function word, before the noun of its kind at toks[i]
// ("the CustomResourceDefinitions to GA page" of "Graduate
// CustomResourceDefinitions to GA", "the priority and fairness page"):
// the run, two words besides its function words, opens and closes with a
// word that is none, stands after "the" (or its like) or opens its
// sentence, and is written word for word in one record's title or name
// and in no other's. The longest such run is taken.
func (v *Verifier) titleRunBefore(text string, toks []token, i int, skip spanSet) (nameMention, bool) {
	if i < 3 || functionWords[toks[i-1].low] {
		return nameMention{}, false
	}
	for k := max(0, i-8); k <= i-3; k++ {
		if functionWords[toks[k].low] || k > 0 && !describers[toks[k-1].low] && !strings.ContainsAny(text[toks[k-1].end:toks[k].start], ".:;!?") {
			continue
		}
		content, fn := 0, 0
		for j := k; j < i; j++ {
			if functionWords[toks[j].low] {
				fn++
			} else {
				content++
			}
		}
		if fn == 0 || content < 2 || skip.overlaps(toks[k].start, toks[i].end) ||
			strings.ContainsAny(text[toks[k].start:toks[i-1].end], ",;:.!?()\"'") {
			continue
		}
		part := nameForm(text[toks[k].start:toks[i-1].end])
		if id := v.onlyNameHolding(part); id != "" {
			return nameMention{start: toks[k].start, end: toks[i].end, id: id}, true
		}
	}
	return nameMention{}, false
}

// onlyNameHolding is the subject of the one record whose name (not its
// path) holds part as a run of its words (holdsWords), "" when no
// record's does or two records' do.
func (v *Verifier) onlyNameHolding(part string) string {
	id := ""
	for _, e := range v.names {
		if e.path || !holdsWords(e.form, part) {
			continue
		}
		if id != "" && id != e.subject {
			return ""
		}
		id = e.subject
	}
	return id
}
