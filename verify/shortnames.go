package verify

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// minShortWord is the least length of the first word of a short name.
const minShortWord = 4

// indexShortNames adds to v.names the short forms of the records' names:
// a place or thing of a kind named by several words is also called by its
// leading ones ("Glimmerford" of "Glimmerford Intake Pumping Station",
// "Stobbery Lane" of "Stobbery Lane Treatment Works"). A name is shortened
// when its last word ends another record's name of the field too (the
// kind: Station, Works) or its leading words are the record's own value
// of another field (its town: see ownPlace), its first word is a word of
// no other record's name, title or path, of no field's name and is
// written in lower case in no value (no common word: "Search" of "Search
// Service"), and the leading words are capitalised; a form that is a full
// name or a known value (but the record's own place), or that two
// records' names share, names nothing. Titles are not shortened (the
// first words of a document's title are no name of it), and a short form
// is found in a text capitalised, as a whole proper name (see
// wholeProper), or all in lower case (see writtenLower). It runs after the
// names (finishNames) and the domains are learned.
func (v *Verifier) indexShortNames() {
	// owner is the subject whose names alone hold a word of a name, ""
	// when several: the position of one of its names, -1 when several.
	// full reports a name's form. (A map of each to strings was most of
	// a large file's verifier at its peak.)
	owners := map[string]int32{}
	for i, e := range v.names {
		for w := range e.wordSeq() {
			if j, ok := owners[w]; !ok {
				owners[w] = int32(i)
			} else if j >= 0 && v.names[j].subject != e.subject {
				owners[w] = -1
			}
		}
	}
	owner := func(w string) string {
		if j, ok := owners[w]; ok && j >= 0 {
			return v.names[j].subject
		}
		return ""
	}
	forms := make([]int32, len(v.names)) // the names in the order of their forms
	for i := range forms {
		forms[i] = int32(i)
	}
	slices.SortFunc(forms, func(a, b int32) int { return strings.Compare(v.names[a].form, v.names[b].form) })
	full := func(form string) bool {
		_, ok := slices.BinarySearchFunc(forms, form, func(i int32, f string) int { return strings.Compare(v.names[i].form, f) })
		return ok
	}
	type named struct {
		r       *indexed
		field   string
		written []string
		ws      []string
	}
	// plain reports a word too short or too common to call a record by.
	plain := func(w string) bool {
		return len(w) < minShortWord || stopValues[w] || weakWords[w] || v.fieldStems[stem(w)]
	}
	var cands, ends, tails []named
	kinds := map[string]int{} // field and last word of a name -> how many names end in it
	for _, r := range v.records {
		if r.subject == "" {
			continue
		}
		for _, f := range sortedFields(r.Record) {
			if n := normField(f); strings.Contains(f, ".") || !ownNameField(n) || v.valueNames[n] {
				continue
			}
			for _, it := range listItems(r.field(f)) {
				written, ws := strings.Fields(it), nameWords(it)
				if len(ws) < 2 || len(written) != len(ws) {
					continue
				}
				c := named{r, f, written, ws}
				kinds[f+"\x00"+ws[len(ws)-1]]++
				if len(ws) >= 3 {
					tails = append(tails, c)
				}
				if len(ws) >= 3 && !slices.ContainsFunc(written[:len(written)-1], func(w string) bool { return !capitalised(w) }) {
					ends = append(ends, c)
				}
				if owner(ws[0]) == r.subject && !plain(ws[0]) && !v.heads[stem(ws[0])] {
					cands = append(cands, c)
				}
			}
		}
	}
	common := v.lowerWords(func(w string) bool { return owner(w) != "" })
	type short struct {
		e     *nameEntry
		twice bool
	}
	byForm := map[string]*short{}
	var order []string
	// known reports a form that names something already: a full name or
	// a value some field holds.
	known := func(form string) bool { return full(form) || v.anyDomainHolds(v.rules.valueKey(form)) }
	// add makes ws (written form) a short name of c's record, or of no
	// record when two records' names give it.
	add := func(c named, ws []string, form string, tail bool) {
		if s, ok := byForm[form]; ok {
			s.twice = s.twice || s.e.subject != c.r.subject
			return
		}
		byForm[form] = &short{e: &nameEntry{nw: int32(len(ws)), form: form, subject: c.r.subject, rec: c.r, proper: true, short: true, tail: tail}}
		order = append(order, form)
	}
	for _, c := range cands {
		kind := kinds[c.field+"\x00"+c.ws[len(c.ws)-1]] >= 2
		for k := 1; k < len(c.ws); k++ {
			if !capitalised(c.written[k-1]) {
				break // "Hall of Records": "Hall of" names nothing
			}
			if k == 1 && common[c.ws[0]] {
				continue // a common word alone ("Heather" of Heather Loom Colony)
			}
			form := strings.Join(c.ws[:k], " ")
			own := v.ownPlace(c.r, c.field, form)
			if full(form) || !kind && !own || !own && known(form) {
				continue
			}
			add(c, c.ws[:k], form, false)
		}
	}
	// A name of a kind is also called by its first word and its kind, the
	// words between left out ("Greyfold Shelter" of "Greyfold Pass
	// Shelter"), when no other name holds both words.
	for _, c := range ends {
		first, last := c.ws[0], c.ws[len(c.ws)-1]
		if kinds[c.field+"\x00"+last] < 2 || plain(first) || v.heads[stem(first)] || common[first] || v.namesHoldBoth(c.r.subject, first, last) {
			continue
		}
		if form := first + " " + last; !known(form) {
			add(c, []string{first, last}, form, false)
		}
	}
	// A name of three words or more is also called by its last words, two
	// or more, when no other record's name holds them in a row ("the col
	// crossing" of Pellerin Col Crossing).
	for _, c := range tails {
		for k := len(c.ws) - 1; k >= 2; k-- {
			ws := c.ws[len(c.ws)-k:]
			form := strings.Join(ws, " ")
			if known(form) || v.namesHoldRun(c.r.subject, form) || !slices.ContainsFunc(ws, func(w string) bool { return !plain(w) && !common[w] }) {
				continue
			}
			add(c, ws, form, true)
		}
	}
	for _, form := range order {
		if s := byForm[form]; !s.twice {
			v.names = append(v.names, s.e)
			es := append(v.nameIndex[s.e.word(0)], s.e)
			slices.SortStableFunc(es, func(a, b *nameEntry) int { return b.nWords() - a.nWords() })
			v.nameIndex[s.e.word(0)] = es
		}
	}
}

// namesHoldBoth reports whether a name of a subject other than subject
// holds both words a and b.
func (v *Verifier) namesHoldBoth(subject, a, b string) bool {
	return slices.ContainsFunc(v.names, func(e *nameEntry) bool {
		return e.subject != subject && hasWord(e.form, e.nWords(), a) && hasWord(e.form, e.nWords(), b)
	})
}

// namesHoldRun reports whether a name of a subject other than subject
// holds the words of form in a row (holdsWords).
func (v *Verifier) namesHoldRun(subject, form string) bool {
	return slices.ContainsFunc(v.names, func(e *nameEntry) bool {
		return e.subject != subject && holdsWords(e.form, form)
	})
}

// ownPlace reports whether the leading words form of r's name (in field
// name) are the value of another field of r that no other record holds
// there: a name that opens with the record's own town or site
// ("Amberleigh Lock Station" in the town Amberleigh) is called by it, as
// the thing of its kind there, whatever the last word of its name.
func (v *Verifier) ownPlace(r *indexed, name, form string) bool {
	for _, f := range sortedFields(r.Record) {
		n := normField(f)
		if f == name || v.identifying(n) || nameForm(r.field(f)) != form {
			continue
		}
		if d := v.domains[n]; d != nil && d.values[v.rules.valueKey(r.field(f))] == 1 {
			return true
		}
	}
	return false
}

// ownNameField reports whether the normalised field n holds a record's own
// name (name, branch_name), not its title (see nameField).
func ownNameField(n string) bool { return n == "name" || strings.HasSuffix(n, "_name") }

// placeBesideField reports whether the record's name at n is the value
// of one of its fields that a word of that field's name is written right
// beside: "the Harrowdale parish", "parish: Harrowdale" (of a record
// called Harrowdale as the thing of its kind there, see ownPlace) state a
// parish, whichever record the text is about, and name no record.
func (st *checkState) placeBesideField(n nameMention) bool {
	form := nameForm(st.text[n.start:n.end])
	if form == "" {
		return false
	}
	k := sort.Search(len(st.toks), func(i int) bool { return st.toks[i].start >= n.end })
	var beside []string // the stems of the words right before and after the name
	if k < len(st.toks) && strings.TrimSpace(st.text[n.end:st.toks[k].start]) == "" {
		beside = append(beside, st.toks[k].stem)
	}
	k = sort.Search(len(st.toks), func(i int) bool { return st.toks[i].end > n.start }) - 1
	if k >= 0 && strings.Trim(st.text[st.toks[k].end:n.start], " :") == "" {
		beside = append(beside, st.toks[k].stem)
	}
	if len(beside) == 0 {
		return false
	}
	for _, r := range st.v.lookup(n.id) {
		for _, f := range sortedFields(r.Record) {
			nf := normField(f)
			if ownNameField(nf) || st.v.identifying(nf) || nameForm(r.field(f)) != form {
				continue
			}
			if fw := st.v.fwords[nf]; fw != nil && slices.ContainsFunc(beside, func(s string) bool { return fw.strong[s] }) {
				return true
			}
		}
	}
	return false
}

// lowerWords are the words of the records' values that want reports on
// and that some value writes in lower case.
func (v *Verifier) lowerWords(want func(string) bool) map[string]bool {
	out := map[string]bool{}
	for _, r := range v.records {
		for _, val := range r.fields() {
			eachRun(val, unicode.IsLetter, func(i, j int) {
				if w := val[i:j]; strings.ToLower(w) == w && want(w) {
					out[w] = true
				}
			})
		}
	}
	return out
}

// wholeProper reports whether the short name e at token i is a whole
// proper name in the text: no capitalised word continues it in its phrase
// on either side ("Glen" of "Glen Sannox" does not name it in "MV Glen
// Rosa"), but a sentence may open before it.
func (e *nameEntry) wholeProper(text string, toks []token, i int) bool {
	j := i + e.nWords()
	if j < len(toks) && contiguous(text, toks[j-1:j+1]) && upperAt(text, toks[j].start) {
		return false
	}
	if i == 0 || !contiguous(text, toks[i-1:i+1]) || !upperAt(text, toks[i-1].start) {
		return true
	}
	// The last words of a name after a capitalised word opening the
	// sentence are another name's ("Tarnwick Upper Reservoir" is not
	// Wrenfold Upper Reservoir's "Upper Reservoir"), but after an article
	// or a determiner.
	if e.tail && !stopValues[toks[i-1].low] && !weakWords[toks[i-1].low] && !determiners[toks[i-1].low] {
		return false
	}
	return sentenceOpens(text, toks[i-1].start)
}

// determiners open a sentence before a name without being a word of it.
var determiners = map[string]bool{"our": true, "their": true, "its": true, "this": true, "that": true, "every": true, "each": true}

// writtenLower reports whether the short name e at token i is written
// all in lower case, as a chat writes names, opening its sentence or its
// label's clause ("hesketh weir opened in 2010", "Reminder: amberleigh
// ..."); inside a sentence ("the hesketh weir") the words are no name.
func (e *nameEntry) writtenLower(text string, toks []token, i int) bool {
	if !e.short {
		return false
	}
	for _, t := range toks[i : i+e.nWords()] {
		if text[t.start:t.end] != t.low {
			return false
		}
	}
	// The last words of a name are written in lower case after an
	// article too: "the col crossing".
	return sentenceOpens(text, toks[i].start) || e.tail && strings.HasSuffix(strings.ToLower(text[:toks[i].start]), "the ")
}

// capitalised reports whether the word w starts with a capital letter.
func capitalised(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// upperAt reports whether the text at byte i starts with a capital.
func upperAt(text string, i int) bool { return capitalised(text[i:]) }

// sentenceOpens reports whether the word at i opens a sentence.
func sentenceOpens(text string, i int) bool {
	before := strings.TrimRight(text[:i], " \t\"'“(")
	return before == "" || strings.HasSuffix(before, ".") || strings.HasSuffix(before, ":") || strings.HasSuffix(before, "\n")
}
