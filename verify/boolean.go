package verify

// Yes/no fields stated by their words alone: "APP-2 has an aerial",
// "FS-1 is not staffed 24h", "SES-3 is recorded".

import (
	"slices"
	"strings"
	"unicode"
)

// boolWords are the values of a yes/no field, by truth.
var boolWords = map[string]string{
	"yes": "yes", "y": "yes", "true": "yes", "no": "no", "n": "no", "false": "no",
}

// boolGap are the words that may stand between a record and the words of
// one of its yes/no fields when the text states the field of the record:
// a copula, "has" or a verb of having ("carries", "is fitted with"), an
// article, a negation.
var boolGap = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "has": true, "have": true, "had": true, "been": true, "be": true,
	"will": true, "does": true, "do": true, "did": true, "a": true, "an": true, "its": true, "their": true,
	"currently": true, "now": true, "still": true, "also": true, "fully": true,
	"carries": true, "carry": true, "features": true, "includes": true, "equipped": true, "fitted": true, "with": true,
	"no": true, "not": true, "never": true, "without": true, "lacks": true, "lack": true,
	"isn": true, "aren": true, "wasn": true, "doesn": true, "hasn": true, "t": true,
}

// boolNegations are the words of boolGap that make the stated value "no".
var boolNegations = map[string]bool{
	"no": true, "not": true, "never": true, "without": true, "lacks": true, "lack": true,
	"isn": true, "aren": true, "wasn": true, "doesn": true, "hasn": true,
}

// boolHedges in a sentence make it state no value of a yes/no field: a
// question, a condition, a requirement or a doubt.
var boolHedges = map[string]bool{
	"whether": true, "if": true, "unless": true, "should": true, "could": true, "would": true, "might": true,
	"may": true, "must": true, "unclear": true, "unknown": true, "previously": true, "formerly": true, "longer": true,
}

// boolField reports whether every value the records hold in field n is a
// yes/no word (aerial: yes, recorded: false).
func (v *Verifier) boolField(n string) bool {
	d := v.domains[n]
	if d == nil || len(d.values) == 0 {
		return false
	}
	for k := range d.values {
		if boolWords[k] == "" {
			return false
		}
	}
	return true
}

// boolFacts finds the yes/no fields a text states of a record by their
// words alone: the record named right before them in their sentence, with
// only a copula, "has", an article or a negation between, and their
// clause ending after them ("has an aerial." but not "has an aerial
// ladder"). The words are the field's own (staffed_24h: "staffed 24h"),
// all of them, in order. A negation states "no"; a question, a condition,
// a requirement or a former time states nothing. facts are the facts
// found so far: a field they already state of the record is not stated
// again.
func (st *checkState) boolFacts(facts []Fact) []Fact {
	v, text := st.v, st.text
	var out []Fact
	for k := range st.subs {
		at := &st.subs[k]
		recs := v.lookup(at.id)
		if len(recs) == 0 || at.ref != "" {
			continue
		}
		sentEnd := len(text)
		if at.sent+1 < len(st.sents) {
			sentEnd = st.sents[at.sent+1]
		}
		// The words after the record: the gap, then the field's.
		i := sortSearchTok(st.toks, at.end)
		negated, g0 := false, -1
		for ; i < len(st.toks) && boolGap[st.toks[i].low] && st.toks[i].start < sentEnd; i++ {
			negated = negated || boolNegations[st.toks[i].low]
			if g0 < 0 {
				g0 = i
			}
		}
		if i >= len(st.toks) || st.toks[i].start >= sentEnd || st.values.overlaps(st.toks[i].start, st.toks[i].end) ||
			strings.ContainsFunc(text[at.end:st.toks[i].start], func(r rune) bool { return !unicode.IsLetter(r) && !strings.ContainsRune(" \t'’)", r) }) {
			continue // (an apposition or a mark between: "X, the ladder, has ...")
		}
		if !v.fieldStems[st.toks[i].stem] {
			continue // the common case: no word of a field name follows
		}
		if sentence := text[st.sents[at.sent]:sentEnd]; strings.Contains(sentence, "?") || slices.ContainsFunc(tokenize(sentence), func(t token) bool { return boolHedges[t.low] }) {
			continue
		}
		for _, r := range recs {
			for n, name := range r.norm {
				if !v.boolField(n) || slices.ContainsFunc(facts, func(f Fact) bool { return f.Subject == recs[0].subject && strings.HasSuffix(normField(f.Field), n) }) {
					continue
				}
				ws := boolStems(name)
				if len(ws) == 0 || i+len(ws) > len(st.toks) || !stemsAt(st.toks, i, ws) {
					continue
				}
				end := st.toks[i+len(ws)-1].end
				if !clauseEndsAt(text, end) {
					continue
				}
				start := st.toks[i].start
				if g0 >= 0 {
					start = st.toks[g0].start
				}
				claimed := "yes"
				if negated {
					claimed = "no"
				}
				out = append(out, boolFact(text, start, end, claimed, recs[0].subject, r, name))
			}
		}
	}
	return out
}

// boolStems are the stems of the words of a yes/no field's leaf name that
// a text states it by: "has_lift" is stated by "lift" ("X has a lift").
func boolStems(name string) []string {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	ws := words(name)
	if len(ws) > 1 && (ws[0] == "has" || ws[0] == "is" || ws[0] == "can") {
		ws = ws[1:]
	}
	out := make([]string, 0, len(ws))
	for _, w := range ws {
		out = append(out, stem(w))
	}
	return out
}

// clauseEndsAt reports whether the clause ends at offset e: the text or a
// sentence or clause mark or a spaced dash follows, or "and"/"but" and
// another clause.
func clauseEndsAt(text string, e int) bool {
	rest := strings.TrimLeft(text[e:], " \t")
	if rest == "" || strings.ContainsRune(".,;:!)\n", rune(rest[0])) {
		return true
	}
	if len(rest) < len(text)-e && (strings.HasPrefix(rest, "- ") || strings.HasPrefix(rest, "– ") || strings.HasPrefix(rest, "— ")) {
		return true // a spaced dash: "yes - lit and NVG-approved"
	}
	low := strings.ToLower(rest)
	return strings.HasPrefix(low, "and ") || strings.HasPrefix(low, "but ")
}

// sortSearchTok is the index of the first token starting at or after off.
func sortSearchTok(toks []token, off int) int {
	lo, hi := 0, len(toks)
	for lo < hi {
		m := (lo + hi) / 2
		if toks[m].start < off {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// boolFact is the fact that text[start:end] states claimed ("yes" or
// "no") of r's yes/no field name, judged against its value.
func boolFact(text string, start, end int, claimed, subject string, r *indexed, name string) Fact {
	f := Fact{Text: text[start:end], Kind: KindString, Value: claimed, Subject: subject, Start: start, End: end,
		Field: r.prefix + name, SoTValue: r.field(name), SoTPath: r.Path, SoTLine: r.lineOf(name), Line: lineOf(lineStarts(text), start)}
	if f.SoTLine == 0 {
		f.SoTLine = r.Line
	}
	switch boolWords[strings.ToLower(strings.TrimSpace(f.SoTValue))] {
	case claimed:
		f.Verdict = Verified
	case "":
		f.Verdict, f.Reason = Unknown, "the source-of-truth value "+f.SoTValue+" is not yes or no"
	default:
		f.Verdict = Mismatch
	}
	return f
}
