package verify

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// titledRe is a phrase stating the title of the record named before it:
// "is titled", "has the title", "the title of X is", "title of X:", and
// of a name: "is called", "is the station named". A bare "titled"
// ("the page titled X") names the subject, and states nothing.
var titledRe = regexp.MustCompile(`(?i)\b(?:(?:is|was|are|were)\s+(?:now\s+)?(?:titled|entitled)|(?:has|have|had|carries|bears)\s+(?:the\s+|a\s+)?title(?:\s+of)?|(?:(?:its|the|their)\s+|['’]s\s+)title\s+(?:of\s+\S+(?:\s+\S+){0,7}?\s+)?(?:is|was|reads)|(?:is|was|are|were)\s+(?:now\s+|also\s+)?(?:called|named)|(?:is|was)\s+(?:the|an?)\s+[a-z]+\s+(?:named|called|titled)|title\s+of\s+(?:[^\s:]+\s+){0,8}?[^\s:]+\s*:)\s*:?\s+`)

// titleLabelRe is the word title as the label of the title after it, in
// quotes or capitals: "X: title 'Y'", "X title: Y", "current title 'Y'".
var titleLabelRe = regexp.MustCompile(`(?i)(?:^|[:;,(—–-]\s*|\s)(?:(?:current|page)\s+)?title\s*[:=]?\s+`)

// namedForRe after "named" or "called" says whom a thing is named after,
// not its name ("named after X", "called for X").
var namedForRe = regexp.MustCompile(`(?i)^(?:after|for|by|in|on|as|from|off|out|up|upon|into|to)\b`)

// unquotedEndRe ends a title written without quotes: the end of its
// sentence.
var unquotedEndRe = regexp.MustCompile(`[.!?]["')\]]?(?:\s+[A-Z(]|\s*\n|\s*$)|\s*\n|\s*$`)

// focusAdverbRe is an adverb stressing the title after it, in small
// letters: "is just", "is literally", "is simply".
var focusAdverbRe = regexp.MustCompile(`^(?:just|simply|literally|merely|exactly|precisely|actually)\s+`)

// smallBeforeTitleRe is a word in small letters before a capitalised or
// quoted title ("is still Chart Template", "is now 'Apply'"): no title of
// the corpora opens with a word in small letters before a capitalised
// one, so the word is an adverb of the sentence, not the title's.
var smallBeforeTitleRe = regexp.MustCompile(`^([a-z]+\s+)(?:[A-Z]|["'‘“` + "`" + `])`)

// quoteClose are the quotes a title may be written in, by opening quote.
var quoteClose = map[byte]string{'"': `"`, '\'': `'`, '`': "`", '*': "*"}

// titledValues finds the titles a text states ("X is titled 'Y'") outside
// the spans skip: mentions of the title field, quoted or running to the
// end of the sentence.
func titledValues(text string, skip spanSet) []mention {
	var out []mention
	low := strings.ToLower(text)
	may := strings.Contains(low, "title") || strings.Contains(low, "named") || strings.Contains(low, "called")
	locs := findAllIf(titledRe, text, may)
	for _, loc := range findAllIf(titleLabelRe, text, strings.Contains(low, "title")) {
		p := loc[1]
		if p < len(text) && (quoteClose[text[p]] != "" || unicode.IsUpper(rune(text[p])) || strings.HasPrefix(text[p:], "“") || strings.HasPrefix(text[p:], "‘")) &&
			!slices.ContainsFunc(locs, func(l []int) bool { return l[0] < loc[1] && loc[0] < l[1] }) {
			locs = append(locs, loc)
		}
	}
	for _, loc := range locs {
		p := loc[1]
		if p >= len(text) || skip.overlaps(loc[0], p) {
			continue
		}
		// A name after "called" or "named" is capitalised or quoted: "is
		// called every night", "named after X" state no name.
		if !strings.Contains(strings.ToLower(text[loc[0]:p]), "title") &&
			(namedForRe.MatchString(text[p:]) || !unicode.IsUpper(rune(text[p])) && quoteClose[text[p]] == "" && text[p] < 0x80) {
			continue
		}
		if w := focusAdverbRe.FindString(text[p:]); w != "" && p+len(w) < len(text) {
			p += len(w) // "is just 'Apply'", "is literally x-y-z": the adverb is no word of the title
		} else if w := smallBeforeTitleRe.FindStringSubmatchIndex(text[p:]); w != nil {
			p += w[3]
		}
		s, e, quoted, full := p, -1, true, ""
		switch {
		case quoteClose[text[p]] != "":
			q := quoteClose[text[p]]
			for k := p + 1; k < len(text); {
				i := strings.Index(text[k:], q)
				if i < 0 {
					break
				}
				k += i
				// A closing ' is not an apostrophe (What's).
				if q != "'" || k+1 >= len(text) || !isWordByte(text[k+1]) {
					s, e = p+1, k
					break
				}
				k++
			}
		case strings.HasPrefix(text[p:], "“"):
			if i := strings.Index(text[p:], "”"); i > 0 {
				s, e = p+len("“"), p+i
			}
		case strings.HasPrefix(text[p:], "‘"):
			if i := strings.Index(text[p:], "’"); i > 0 {
				s, e = p+len("‘"), p+i
			}
		default:
			quoted = false
			end := unquotedEndRe.FindStringIndex(text[p:])
			if end == nil {
				continue
			}
			e = p + end[0]
			// A clause after a comma is no part of an unquoted title
			// ("is X, and it is owned by Y"), nor a cell after a bar
			// ("title: X | team").
			if c := strings.IndexByte(text[p:e], '|'); c > 0 {
				e = p + c
				for e > p && text[e-1] == ' ' {
					e--
				}
			}
			if c := strings.IndexAny(text[p:e], ",;"); c > 0 {
				full, e = text[p:e], p+c
			}
			if e > p && (text[e-1] == '?' || text[e-1] == '!') {
				e-- // the sentence's mark is not a word of the title
			}
		}
		if e <= s || strings.Contains(text[s:e], "\n") || len(nameWords(text[s:e])) == 0 {
			continue
		}
		t := 1
		if !quoted {
			t = 2
		}
		out = append(out, mention{start: s, end: e, kind: KindString, value: text[s:e], titled: t, written: full})
	}
	return out
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// titleField is the field holding the title of the subject's records:
// title, else name.
func titleField(recs []*indexed) string {
	for _, n := range []string{"title", "name"} {
		if r, _ := findField(recs, n); r != nil {
			return n
		}
	}
	// else the record's only own field of names (station_name)
	if len(recs) == 0 {
		return ""
	}
	found := ""
	for n := range recs[0].norm {
		if nameField(n) && !strings.Contains(recs[0].norm[n], ".") {
			if found != "" {
				return ""
			}
			found = n
		}
	}
	return found
}

// compareTitle compares a stated title with the record's, case and
// punctuation aside. A title written without quotes runs to the end of
// its sentence, and may hold more than the title (see moreThanTitle):
// then it is unknown rather than a mismatch.
func compareTitle(m mention, sot string) (string, string) {
	if nameForm(m.value) == nameForm(sot) || m.written != "" && nameForm(m.written) == nameForm(sot) {
		return Verified, "" // (the title may hold a comma: "X, Y or Z")
	}
	if m.titled == 2 && (moreThanTitle(nameWords(m.value), nameWords(sot)) || m.written != "" && strings.HasPrefix(nameForm(sot), nameForm(m.value)+" ")) {
		return Unknown, fmt.Sprintf("the title is not quoted: %q may hold more than a title", m.value)
	}
	return Mismatch, ""
}

// moreThanTitle reports whether the words of an unquoted stated title
// may run past the title into the rest of the sentence: the record's
// title followed by a function word ("X in the 2024 catalogue"), or a
// number or a verb the title does not hold ("X since 2021", "X and is
// read by us"). A title with a word
// dropped, added or changed is a wrong title.
func moreThanTitle(stated, sot []string) bool {
	if len(stated) > len(sot) && slices.Equal(stated[:len(sot)], sot) &&
		(functionWords[stated[len(sot)]] || titleContinues[stated[len(sot)]]) {
		return true
	}
	for _, w := range stated {
		if (strings.ContainsAny(w, "0123456789") || clauseVerbs[w]) && !slices.Contains(sot, w) {
			return true
		}
	}
	return false
}

// clauseVerbs in an unquoted title the record's title lacks make it a
// clause of the sentence ("X and is read by us").
var clauseVerbs = map[string]bool{
	"is": true, "was": true, "are": true, "were": true, "has": true, "have": true, "had": true, "will": true,
	"been": true, "being": true,
}

// titleContinues are words after a title that start a clause of their
// own, not a word of the title.
var titleContinues = map[string]bool{
	"and": true, "but": true, "because": true, "who": true, "whose": true, "where": true, "although": true,
	"though": true, "unless": true, "until": true, "since": true, "also": true,
}

// copulaBeforeTitleRe is the gap of an ID stated to be a record named by
// its title: "PS-203 is the Coldbeck Booster".
var copulaBeforeTitleRe = regexp.MustCompile(`(?i)^\s+(?:is|was)\s+(?:now\s+|still\s+)?(?:(?:also\s+)?known\s+as\s+|what\s+(?:we|you|they|people)\s+call\s+)?(?:the\s+)?$`)

// placeAfterRe is a phrase of place or time after a name, which ends it
// ("is the Teasel Harbour Colony on the board", "... in the rota").
var placeAfterRe = regexp.MustCompile(`^\s+(?:on|in|at|for|since|these\s+days|nowadays)\s+(?:the\s+|our\s+|this\s+|that\s+)?[a-z]+\s*(?:[.,;:!?()]|$)`)

// titlesAfterID turns the exact titles and names an ID is stated to be
// ("PS-203 is the Coldbeck Booster") into stated titles of the ID's record:
// the ID is the subject, the name what the text says of it. It returns
// the titles left as subjects and the stated titles.
func (v *Verifier) titlesAfterID(text string, sents []int, ms []mention, titles []nameMention) ([]nameMention, []mention) {
	var keep []nameMention
	var out []mention
	for _, t := range titles {
		stated := false
		for _, m := range ms {
			if (m.kind == KindID || m.kind == KindULID) && m.end <= t.start &&
				copulaBeforeTitleRe.MatchString(text[m.end:t.start]) && (v.nameEnds(text[t.end:], m) || placeAfterRe.MatchString(text[t.end:])) && len(v.lookup(v.normID(m.subject))) > 0 &&
				idOpens(text[sents[sentenceOf(sents, m.start)]:m.start]) {
				out = append(out, mention{start: t.start, end: t.end, kind: KindString, value: text[t.start:t.end], titled: 1})
				stated = true
				break
			}
		}
		if !stated && v.labelledTitle(text, sents, ms, titles, t) {
			out = append(out, mention{start: t.start, end: t.end, kind: KindString, value: text[t.start:t.end], titled: 1})
			stated = true
		}
		if !stated {
			keep = append(keep, t)
		}
	}
	return keep, append(out, v.namesAfterID(text, sents, ms, titles)...)
}

// labelTitleGapRe is the gap between a record's ID (or path) and its title
// written as the label's value: nothing, a colon, an equals sign, a dash,
// an opening bracket, or a copula ("CH-4: X", "CH-4 — X —",
// "path = 'X'", "path is 'X'"), perhaps before an opening quote.
var labelTitleGapRe = regexp.MustCompile(`^\s*(?:[:=(]|[-–—]|\s(?:is|was)(?:\s+the)?)?\s*['"‘“]?$`)

// labelledTitle reports whether the exact title t of a record is written
// right after the record's ID or path, as its label's value: a stated
// title of the record, not a second name of it. The ID opens its
// sentence (after a few words at most).
func (v *Verifier) labelledTitle(text string, sents []int, ms []mention, titles []nameMention, t nameMention) bool {
	// The title as the record holds it, ending its clause: a value after
	// it ("CH-4 X — scale 5000", "CH-4 X is withdrawn") is tied to the
	// subject through the name, which a stated title would hide. A name
	// two records share names neither.
	dashed := !titleEndRe.MatchString(text[t.end:]) && !quotedSpan(text, t.start, t.end)
	if dashed && !dashAfterRe.MatchString(text[t.end:]) {
		return false
	}
	if t.approx || !v.holdsTitle(t.id, text[t.start:t.end]) || v.sharedName(text[t.start:t.end]) {
		return false
	}
	same := func(id string) bool {
		recs := v.lookup(v.normID(id))
		return len(recs) > 0 && recs[0].subject == t.id
	}
	// labels reports whether the label at [start, end) opens its
	// sentence with t right after it, and is not t itself (an ID that is
	// the name: "RITA OSEI is Rita Osei").
	labels := func(start, end int) bool {
		return end <= t.start && labelTitleGapRe.MatchString(text[end:t.start]) && (!dashed || strings.ContainsAny(text[end:t.start], ":—–-")) &&
			idOpens(text[sents[sentenceOf(sents, start)]:start]) && nameForm(text[start:end]) != nameForm(text[t.start:t.end])
	}
	for _, m := range ms {
		if (m.kind == KindID || m.kind == KindULID) && labels(m.start, m.end) && same(m.subject) {
			return true
		}
	}
	for _, p := range titles {
		if p.id == t.id && !p.approx && labels(p.start, p.end) {
			return true
		}
	}
	return false
}

// quotedSpan reports whether text[s:e] is written in quotes: a quote
// right before it, its closing quote right after it. A quoted title
// after an ID is the ID's title stated whatever follows it ("See CH-95
// "X" for why ..."): the quotes end it, so no value after it is taken
// into it.
func quotedSpan(text string, s, e int) bool {
	if s == 0 || e >= len(text) {
		return false
	}
	for _, q := range [][2]string{{`"`, `"`}, {"'", "'"}, {"“", "”"}, {"‘", "’"}, {"`", "`"}} {
		if strings.HasSuffix(text[:s], q[0]) && strings.HasPrefix(text[e:], q[1]) {
			return true
		}
	}
	return false
}

// dashAfterRe is a dash closing a title that a colon or a dash opened
// after its record's ID ("CH-7 — X — withdrawn", "CH-7: X — done").
var dashAfterRe = regexp.MustCompile(`^\s+(?:[—–]|--?)\s`)

// titleEndRe ends a title written as a label's value: a closing quote
// or bracket, then a mark or the end of the text.
var titleEndRe = regexp.MustCompile(`^['"’”)]?\s*(?:[.;!?]|,\s|$)`)

// holdsTitle reports whether the record id's title (or name) field holds
// exactly the words s, case aside.
func (v *Verifier) holdsTitle(id, s string) bool {
	recs := v.lookup(id)
	tf := titleField(recs)
	if tf == "" {
		return false
	}
	r, name := findField(recs, tf)
	if r == nil {
		return false
	}
	val := r.field(name)
	return strings.EqualFold(strings.Join(strings.Fields(val), " "), strings.Join(strings.Fields(s), " "))
}

// sharedName reports whether the name s is the name of more than one
// record: among the names that open with its first word (nameIndex).
func (v *Verifier) sharedName(s string) bool {
	ws := nameWords(s)
	if len(ws) == 0 {
		return false
	}
	form, found := strings.Join(ws, " "), ""
	for _, e := range v.nameIndex[ws[0]] {
		if e.form == form && e.subject != found {
			if found != "" {
				return true
			}
			found = e.subject
		}
	}
	return false
}

// dashOpenRe is the gap of a colon or a dash between an ID and the title
// stated after it.
var dashOpenRe = regexp.MustCompile(`^\s*(?:[:—–]|--?)\s*$`)

// spanDashedTitles widens the mention of an ID over the title stated
// after it between a colon or a dash and a closing dash ("CH-7 — X —
// withdrawn"): the values after the closing dash are written right
// after the record's mention, as they are after "CH-7 —".
func (st *checkState) spanDashedTitles(tv []mention) {
	for _, m := range tv {
		if m.titled != 1 || !dashAfterRe.MatchString(st.text[m.end:]) {
			continue
		}
		for k := range st.subs {
			if s := &st.subs[k]; !s.name && s.end <= m.start && dashOpenRe.MatchString(st.text[s.end:m.start]) {
				s.end = m.end
			}
		}
	}
}
