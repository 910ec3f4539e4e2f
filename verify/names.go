package verify

import (
	"iter"
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/canon-kg/canon/sources"
)

// nameSimilarity is the least similarity (1 - edit distance / length of
// the longer form) at which a text span names a record approximately by
// its title or name; only names of at least minApproxWords words are
// matched approximately.
const (
	nameSimilarity = 0.85
	minApproxWords = 3
	maxBigramNames = 8
)

// nameEntry is a name, title or path form of a record.
// (The flags last: one each for every name of a large file.)
type nameEntry struct {
	form    string // its words joined by one space (see formWords)
	subject string // display ID of the record
	rec     *indexed
	gaps    *[]string // the punctuation between its words as written ("data.gov.uk: high traffic" has ".", ".", ":"; see gapsOf)
	nw      int32     // the count of its words
	proper  bool      // a one-word name, found only capitalised in a text
	path    bool      // a form of its path, named only exactly
	short   bool      // the leading words of a longer name (see indexShortNames)
	tail    bool      // the last words of a longer name (see indexShortNames)
}

// nWords is the count of e's words.
func (e *nameEntry) nWords() int { return int(e.nw) }

// word is e's k-th word.
func (e *nameEntry) word(k int) string { return formWord(e.form, k) }

// wordSeq are e's words in order.
func (e *nameEntry) wordSeq() iter.Seq[string] { return formWords(e.form, int(e.nw)) }

// nameGaps returns the punctuation between the words of s, spaces
// trimmed.
func nameGaps(s string) []string {
	ms := tokenSpans(s)
	var out []string // nil while every gap is a space
	for j := 1; j < len(ms); j++ {
		g := strings.TrimSpace(s[ms[j-1][1]:ms[j][0]])
		if out == nil && g != "" {
			out = make([]string, j-1, len(ms)-1)
		}
		if out != nil {
			out = append(out, g)
		}
	}
	if out == nil {
		return spaceGaps(max(len(ms)-1, 0))
	}
	return out
}

// spaceGaps are the gaps of n spaces: a shared slice, as the names of a
// large file's records are mostly words and spaces ("name 12"). Its
// elements are never written.
func spaceGaps(n int) []string {
	if n > len(noGaps) {
		return make([]string, n)
	}
	return noGaps[:n:n]
}

// spaceGapLists are the shared lists of spaceGaps, by length.
var spaceGapLists = func() (l [17][]string) {
	for n := range l {
		l[n] = spaceGaps(n)
	}
	return l
}()

// gapsOf is a name's gaps g as a nameEntry holds them: nil for none, a
// shared list when every gap is a space (a pointer, not a list each).
func gapsOf(g []string) *[]string {
	if g == nil {
		return nil
	}
	if len(g) < len(spaceGapLists) && !slices.ContainsFunc(g, func(s string) bool { return s != "" }) {
		return &spaceGapLists[len(g)]
	}
	return &g
}

// gapList is e's gaps, nil for none.
func (e *nameEntry) gapList() []string {
	if e.gaps == nil {
		return nil
	}
	return *e.gaps
}

var noGaps = make([]string, 16)

// writtenAs reports whether the tokens are one phrase (see contiguous) or
// have the punctuation of the name between them ("Title: subtitle").
func (e *nameEntry) writtenAs(text string, toks []token) bool {
	for j := 1; j < len(toks); j++ {
		if contiguous(text, toks[j-1:j+1]) {
			continue
		}
		if gaps := e.gapList(); j-1 >= len(gaps) || gaps[j-1] == "" || strings.TrimSpace(text[toks[j-1].end:toks[j].start]) != gaps[j-1] {
			return false
		}
	}
	return true
}

// bigram is a name indexed by two adjacent words of it, at word at.
type bigram struct {
	e  *nameEntry
	at int
}

// indexNames adds to v.names the names of r: its title and name fields,
// its path and its file name without extensions. A form that names
// records of different subjects names none of them: seen maps each form
// met to the position of its name, -1 when ambiguous.
func (v *Verifier) indexNames(r *indexed, seen map[string]int32) {
	if r.subject == "" {
		return
	}
	var forms []string
	var single []string // one-word names: proper nouns only
	var nameFields []string
	var cores []string // shorter forms of its titles (see titleCores)
	for _, f := range sortedFields(r.Record) {
		if v.isName(normField(f)) && !strings.Contains(f, ".") {
			nameFields = append(nameFields, f)
		}
	}
	if len(nameFields) == 0 && (ownKey(r.Record) || slices.ContainsFunc(v.idFields, func(f string) bool { return r.norm[f] != "" && !v.isRef(r, f) })) {
		// (a record of its own, not a document holding records)
		// A record with no name of its own is named by the name in a
		// mapping of it (identity.name), not by those of its list items.
		for _, f := range sortedFields(r.Record) {
			segs := strings.Split(f, ".")
			if len(segs) == 2 && nameField(normField(segs[1])) && !allDigits(segs[0]) && !v.valueNames[normField(f)] {
				nameFields = append(nameFields, f)
			}
		}
	}
	for _, f := range nameFields {
		for _, it := range listItems(r.field(f)) {
			if ws := nameWords(it); len(ws) == 1 && len(ws[0]) >= 4 && !stopValues[ws[0]] {
				single = append(single, it)
			}
			forms = append(forms, it)
			if rest := withoutPrefix(it); rest != "" {
				forms = append(forms, rest) // "MV Island Star" is also "Island Star"
			}
			cores = append(cores, titleCores(it)...)
		}
	}
	names := len(forms)
	p := r.Path
	forms = append(forms, p, trimExts(p))
	for i := strings.IndexByte(p, '/'); i >= 0; {
		// Every end of the path names the record too: source/manual/x.md,
		// manual/x.md, x.md (an end two records share names neither).
		suffix := p[i+1:]
		forms = append(forms, suffix, trimExts(suffix))
		j := strings.IndexByte(suffix, '/')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	if base := trimExts(path.Base(p)); base != path.Base(path.Dir(p)) {
		forms = append(forms, base)
	}
	// The folder of the file names it too (docs/x/12-name of its
	// record.yaml): the folder and its ends of two parts or more, and its
	// last part when that has three words or more. A folder of several
	// records names none of them.
	if dir := path.Dir(p); dir != "." && dir != "/" {
		forms = append(forms, dir)
		for i := strings.IndexByte(dir, '/'); i >= 0 && strings.Contains(dir[i+1:], "/"); {
			forms = append(forms, dir[i+1:])
			j := strings.IndexByte(dir[i+1:], '/')
			i += 1 + j
		}
		if last := path.Base(dir); len(nameWords(last)) >= 3 {
			forms = append(forms, last)
		}
	}
	for k, s := range forms {
		ws := nameWords(s)
		if len(ws) < 2 && (len(ws) != 1 || !strings.ContainsAny(s, "-_./") || len(s) < 6) && !slices.Contains(single, s) {
			continue // one plain word is a name only as a record key (payments)
		}
		form := strings.Join(ws, " ")
		if form == s {
			form = s // (the value's own string: the names keep it, not a copy)
		}
		switch prev, ok := seen[form]; {
		case !ok:
			seen[form] = int32(len(v.names))
			var gaps *[]string
			if g := nameGaps(s); len(g) == len(ws)-1 {
				gaps = gapsOf(g)
			}
			e := v.nameSlab.new()
			*e = nameEntry{nw: int32(len(ws)), form: form, subject: r.subject, rec: r, gaps: gaps,
				proper: len(ws) == 1 && slices.Contains(single, s), path: k >= names}
			v.names = append(v.names, e)
		case prev >= 0 && v.names[prev].subject != r.subject:
			seen[form] = -1 // ambiguous
		}
	}
	for _, s := range cores {
		form := nameForm(s)
		if prev, ok := v.coreNames[form]; !ok {
			v.coreNames[form] = &nameEntry{nw: int32(len(nameWords(s))), form: form, subject: r.subject, rec: r}
		} else if prev != nil && prev.subject != r.subject {
			v.coreNames[form] = nil // ambiguous
		}
	}
}

// finishNames drops the ambiguous names and indexes the rest by first
// word.
func (v *Verifier) finishNames(seen map[string]int32) {
	v.names = slices.DeleteFunc(v.names, func(e *nameEntry) bool { return seen[e.form] < 0 })
	// A shorter form of a title names its record when no full name, title
	// or path has that form and no other title gives it.
	for _, form := range slices.Sorted(maps.Keys(v.coreNames)) {
		if e := v.coreNames[form]; e != nil {
			if _, ok := seen[form]; !ok {
				v.names = append(v.names, e)
			}
		}
	}
	v.coreNames = nil
	v.nameIndex = map[string][]*nameEntry{}
	for _, e := range v.names {
		v.nameIndex[e.word(0)] = append(v.nameIndex[e.word(0)], e)
	}
	for k, es := range v.nameIndex {
		slices.SortStableFunc(es, func(a, b *nameEntry) int { return b.nWords() - a.nWords() })
		v.nameIndex[k] = es
	}
	v.approxIndex = map[string][]bigram{}
	for _, e := range v.names {
		if e.nWords() < minApproxWords || len(e.form) < 12 || e.path {
			continue
		}
		for k := 0; k < min(3, e.nWords()-1); k++ {
			w0, w1 := e.word(k), e.word(k+1)
			if stopValues[w0] || stopValues[w1] || weakWords[w0] || weakWords[w1] {
				continue // "of the" says nothing
			}
			key := stem(w0) + " " + stem(w1)
			v.approxIndex[key] = append(v.approxIndex[key], bigram{e, k})
		}
	}
	for k, bs := range v.approxIndex {
		if len(bs) > maxBigramNames {
			delete(v.approxIndex, k) // too common a pair of words to point at a name
		}
	}
}

var extRe = regexp.MustCompile(`(?i)(?:\.(?:md|markdown|erb|html|yaml|yml|csv|mdc|txt))+$`)

func trimExts(p string) string {
	if !strings.Contains(p, ".") { // every extension starts with one
		return p
	}
	return extRe.ReplaceAllString(p, "")
}

// nameMention is a record named in the text by key, title, name or path.
type nameMention struct {
	start, end int
	id         string
	approx     bool
}

// titleMentions finds the records named in the text by title, name or
// path: exactly (word for word, case and punctuation aside), else
// approximately (see nameSimilarity). Spans in skip are not searched.
func (v *Verifier) titleMentions(text string, toks []token, skip spanSet) []nameMention {
	var out []nameMention
	covered := func(a, b int) bool {
		for _, m := range out {
			if a < m.end && m.start < b {
				return true
			}
		}
		return skip.overlaps(a, b)
	}
	for i := 0; i < len(toks); i++ {
		for _, e := range v.nameIndex[toks[i].low] {
			n := e.nWords()
			if i+n > len(toks) || !formAt(toks, i, e.form, n) || !e.writtenAs(text, toks[i:i+n]) ||
				e.proper && !unicode.IsUpper(rune(text[toks[i].start])) && !e.writtenLower(text, toks, i) || e.short && !e.wholeProper(text, toks, i) {
				continue
			}
			s, t := toks[i].start, toks[i+n-1].end
			if covered(s, t) || s > 0 && (text[s-1] == '#' || text[s-1] == '@') || partOfWord(text, s, t) {
				continue // a channel, a handle or a longer identifier, not the record's name
			}
			out = append(out, nameMention{s, t, e.subject, false})
			i += n - 1
			break
		}
		if len(out) > 0 && out[len(out)-1].end > toks[i].start {
			continue
		}
		if e, k := v.leadingTitle(text, toks, i); e != nil && !covered(toks[i].start, toks[i+k-1].end) {
			out = append(out, nameMention{toks[i].start, toks[i+k-1].end, e.subject, false})
			i += k - 1
		}
	}
	// Approximate: names sharing two adjacent words (by stem) with the
	// text are compared letter by letter with the windows of n-1..n+1
	// words where they would start.
	type tried struct {
		e     *nameEntry
		start int
	}
	seen := map[tried]bool{}
	for i := 0; i+1 < len(toks); i++ {
		for _, b := range v.approxIndex[toks[i].stem+" "+toks[i+1].stem] {
			for _, start := range []int{i - b.at, i - b.at + 1} {
				if start < 0 || start > i || seen[tried{b.e, start}] || covered(toks[start].start, toks[start].end) {
					continue
				}
				seen[tried{b.e, start}] = true
				n := b.e.nWords()
				best, bestEnd := 0.0, -1
				for w := n - 1; w <= n+1; w++ {
					if start+w > len(toks) || w < 2 {
						continue
					}
					if !contiguous(text, toks[start:start+w]) {
						break
					}
					if sim := similarity(b.e.form, joinLow(toks[start:start+w])); sim > best {
						best, bestEnd = sim, start+w-1
					}
				}
				if best >= nameSimilarity && !covered(toks[start].start, toks[bestEnd].end) && properWordsOf(text, toks[start:bestEnd+1], b.e) &&
					!partOfWord(text, toks[start].start, toks[bestEnd].end) {
					out = append(out, nameMention{toks[start].start, toks[bestEnd].end, b.e.subject, true})
				}
			}
		}
	}
	slices.SortFunc(out, func(a, b nameMention) int { return a.start - b.start })
	return out
}

// A long title (of minLeadingTitle words or more) is named by its leading
// words, minLeadingWords or more and two thirds of them (see
// leadingTitle).
const (
	minLeadingTitle = 10
	minLeadingWords = 6
)

// leadingTitle returns the long title or name whose first words (at least
// minLeadingWords, and two thirds of its words) the text writes at token i in
// one phrase, when no other record's name starts with them: a title cut
// short ("Stoppage of the Upper Reach flight for gate and paddle works"
// of "... for gate and paddle replacement works"). It returns how many
// words the text writes; nil when none.
func (v *Verifier) leadingTitle(text string, toks []token, i int) (*nameEntry, int) {
	var best *nameEntry
	bestK := 0
	for _, e := range v.nameIndex[toks[i].low] {
		if e.path || e.short || e.nWords() < minLeadingTitle {
			continue
		}
		k := 0
		for w := range e.wordSeq() {
			if i+k >= len(toks) || toks[i+k].low != w {
				break
			}
			k++
		}
		if k < minLeadingWords || 3*k < 2*e.nWords() || k == e.nWords() || !contiguous(text, toks[i:i+k]) || !e.writtenAs(text, toks[i:i+k]) {
			continue
		}
		if best != nil && best.subject != e.subject && k == bestK {
			return nil, 0 // two records' names start so
		}
		if k > bestK {
			best, bestK = e, k
		}
	}
	if best == nil {
		return nil, 0
	}
	for _, e := range v.nameIndex[toks[i].low] {
		if e.subject != best.subject && e.nWords() >= bestK && formPrefix(e.form, bestK) == formPrefix(best.form, bestK) {
			return nil, 0 // another record's name starts with the same words
		}
	}
	return best, bestK
}

// contiguous reports whether the tokens are one phrase: no sentence or
// clause break between them.
func contiguous(text string, toks []token) bool {
	for j := 1; j < len(toks); j++ {
		if strings.ContainsAny(text[toks[j-1].end:toks[j].start], ".;:!?\n,()") &&
			!strings.Contains(text[toks[j-1].end:toks[j].start], "/") && text[toks[j-1].end:toks[j].start] != "." {
			return false
		}
	}
	return true
}

func joinLow(toks []token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.low)
	}
	return b.String()
}

// similarity is 1 - edit distance / length of the longer string.
func similarity(a, b string) float64 {
	ra, rb := []rune(a), []rune(b)
	l := max(len(ra), len(rb))
	if l == 0 {
		return 1
	}
	if d := len(ra) - len(rb); d > l/5 || -d > l/5 {
		return 0
	}
	return 1 - float64(sources.EditDistance(ra, rb))/float64(l)
}

// honorifics are titles a name may be written with or without.
var honorifics = map[string]bool{
	"dr": true, "prof": true, "mr": true, "mrs": true, "ms": true, "mx": true, "sir": true, "dame": true,
	"capt": true, "captain": true, "rev": true,
}

// titleCores are the shorter forms a title is called by, two words or
// more each: without a trailing aside in brackets and a leading "Our" or
// "The" ("Our content delivery network (CDN)" is "content delivery
// network"), the part after a label's colon ("Publisher: Unprocessed
// fact-check emails"), and the part before a qualifier that ends a long
// title (see qualifiedHead).
func titleCores(title string) []string {
	var out []string
	add := func(s string) {
		if s = strings.TrimSpace(s); s != title && len(nameWords(s)) >= 2 && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	t := strings.TrimSpace(title)
	if strings.HasSuffix(t, ")") {
		if i := strings.LastIndexByte(t, '('); i > 0 {
			t = strings.TrimSpace(t[:i])
		}
	}
	if _, after, ok := strings.Cut(t, ": "); ok {
		add(after)
	}
	if first, rest, ok := strings.Cut(t, " "); ok && (strings.EqualFold(first, "our") || strings.EqualFold(first, "the")) {
		add(rest)
	}
	if head := qualifiedHead(t); head != "" {
		add(head)
	}
	add(t)
	return out
}

// withoutPrefix is a name without its leading honorific or short
// capitalised prefix (Dr, Prof., MV, RV), when two words or more remain;
// "" otherwise.
func withoutPrefix(name string) string {
	first, rest, ok := strings.Cut(strings.TrimSpace(name), " ")
	if !ok || len(nameWords(rest)) < 2 {
		return ""
	}
	w := strings.TrimSuffix(first, ".")
	upper := len(w) >= 2 && len(w) <= 3 && strings.ToUpper(w) == w && strings.ToLower(w) != w
	if !upper && !honorifics[strings.ToLower(w)] {
		return ""
	}
	return strings.TrimSpace(rest)
}

// properWordsOf reports whether every capitalised word of toks after the
// first is a word of the name e (by stem): a name written approximately
// may differ in its small words and endings, not in a proper noun ("Harrow
// Weir Stanton" is no "Harrow Weir Station").
func properWordsOf(text string, toks []token, e *nameEntry) bool {
	for _, t := range toks[1:] {
		if !unicode.IsUpper(rune(text[t.start])) {
			continue
		}
		found := false
		for w := range e.wordSeq() {
			if w == t.low || stem(w) == t.stem {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
