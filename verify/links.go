package verify

import (
	"regexp"
	"sort"
	"strings"
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
	// "X, a 6.1 MW turbine, ...": an apposition of the name before its
	// comma is in that name's scope.
	if k := len(ms) - 1; apposedName(text, lo+ms[k][0], lo+ms[k][1], start) {
		if k == 0 {
			return lo
		}
		return lo + ms[k-1][1]
	}
	return lo + ms[len(ms)-1][1]
}

// labelGapRe is the colon or spaced dash of a record written as a label
// before its value ("X: Ceramic membrane pilot underway", "X - tidal
// access only").
var labelGapRe = regexp.MustCompile(`^(?:[ \t]*:|[ \t]+[-–—])[ \t]*["'“‘*]*$`)

// labelEndRe is what may follow the value of a label: the end of its
// clause, after a word of its state at most ("X: pilot underway."); a
// value followed by a noun or a verb is no label's ("X: standby pumps
// tested", "X: SIG Node folks reviewed it").
var labelEndRe = regexp.MustCompile(`(?i)^["'”’*]*[ \t]*(?:(?:underway|ongoing|again|now|still|currently|confirmed|complete|completed|done|live|active|in progress|so far|for now)\b[ \t]*)?(?:[.;,!)]|$)`)

// copulaRe links a subject named right before a value to it: "DEL-12345 is
// accepted", "payments (the service) is now active".
var copulaRe = regexp.MustCompile(`(?i)^[\s)"'“”]*(?:\([^)]*\)\s*)?,?(?:\s+[a-z]+){0,2}?\s*(?:is|was|are|were|remains|remained|became|has\s+been|have\s+been)\s+(?:now\s+|still\s+|currently\s+|already\s+)?(?:in\s+|at\s+)?(?:the\s+|an?\s+|our\s+|their\s+|its\s+)?["'“‘*]*$`)

// copulaBeside reports whether m is written right after another value
// that a copula ties to the subject at, the two one noun phrase: "X is a
// Vexa TR 40" states the model as it states the make.
func (st *checkState) copulaBeside(at *subjectMention, m mention) bool {
	for _, x := range st.values {
		if x[0] >= at.end && x[1]+1 == m.start && st.text[x[1]] == ' ' {
			return copulaRe.MatchString(withoutApposition(st.text[at.end:x[0]]))
		}
	}
	return false
}

// verbGapRe is what may stand between a subject and a value a short verb
// phrase ties to it: "is led by", "lives in", "was funded by the".
var verbGapRe = regexp.MustCompile(`^[\s)"'“”’]*(?:\([^)]*\)[\s,]*)?(?:'s\s+)?((?:[a-z]+\s+){1,5})["'“‘*]*$`)

// unlinking words in a verb phrase make the value something other than
// the subject's field value: a former one, a comparison, a partner.
var unlinking = map[string]bool{
	"from": true, "than": true, "with": true, "without": true, "not": true, "never": true, "no": true,
	"unlike": true, "like": true, "instead": true, "and": true, "or": true, "but": true, "nor": true,
	"except": true, "formerly": true, "previously": true, "replaced": true, "replaces": true, "replacing": true,
	"vs": true, "versus": true, "while": true, "if": true, "unless": true, "whereas": true, "until": true,
	"once": true, "isn": true, "wasn": true, "t": true, "longer": true, "against": true,
	// verbs relating the subject to another thing, not stating its field
	"depends": true, "depend": true, "relies": true, "rely": true, "connects": true, "integrates": true,
	"talks": true, "calls": true, "feeds": true, "sends": true, "pushes": true, "pulls": true, "queries": true,
	"mirrors": true, "replicates": true, "supersedes": true, "superseded": true,
	"migrated": true, "migrating": true, "compared": true, "compares": true, "shares": true, "shared": true,
	"joins": true, "joined": true, "blocks": true, "blocked": true, "waits": true, "awaits": true,
}

// verbGapWords returns the words of the short verb phrase (up to five
// lower-case words) that is the gap between a subject and a value, false
// when the gap is no such phrase.
func verbGapWords(gap string) ([]string, bool) {
	m := verbGapRe.FindStringSubmatch(gap)
	if m == nil {
		return nil, false
	}
	return strings.Fields(m[1]), true
}

// verbLinked reports whether the gap between a subject and a value is a
// short verb phrase (up to five lower-case words, none of them unlinking):
// then a value of one field's domain states that field.
func verbLinked(gap string) bool {
	ws, ok := verbGapWords(gap)
	if !ok {
		return false
	}
	verb := false
	for _, w := range ws {
		if unlinking[w] {
			return false
		}
		verb = verb || !linkOnly[w]
	}
	return verb // "X to Y" relates them by no verb: "send X to Y"
}

// relating are the unlinking verbs that relate the subject to another
// thing ("connects to", "talks", "shares"): the thing is no field's value
// in general, but it is the value of the one field of the subject's own
// record that holds it (see ownHeld).
var relating = map[string]bool{
	"connects": true, "integrates": true, "talks": true, "calls": true, "feeds": true, "sends": true,
	"shares": true, "shared": true, "joins": true, "joined": true,
}

// relatingLinked reports whether the gap between a subject and a value
// is a short verb phrase whose only unlinking words are relating verbs,
// one at least ("connects to", "shares").
func relatingLinked(gap string) bool {
	ws, ok := verbGapWords(gap)
	if !ok {
		return false
	}
	rel := false
	for _, w := range ws {
		if unlinking[w] && !relating[w] {
			return false
		}
		rel = rel || relating[w]
	}
	return rel
}

// linkOnly are words that make no verb phrase alone.
var linkOnly = map[string]bool{"to": true, "for": true, "at": true, "on": true, "of": true, "the": true, "a": true, "an": true, "about": true, "via": true}

// ellipticalLeadRe is what may open the sentence of a value stated of the
// record the sentence before names, with no word of its own: a pronoun
// and a copula ("It is still open.") or an adverb alone ("Still
// open.").
var ellipticalLeadRe = regexp.MustCompile(`(?i)^[\s"'“”]*(?:(?:it|this|that)(?:\s+(?:is|was|remains|stays)|['’]s)\s+(?:(?:still|now|currently|already)\s+)?|(?:still|now|currently|already)\s+)["'“‘*]*$`)

// elliptical reports whether the known value m, in the sentence opening
// at lo, is stated of subj, the record the sentence before names, by a
// sentence of the value alone after a pronoun and a copula or an adverb
// (ellipticalLeadRe), the value ending it.
func (st *checkState) elliptical(m mention, subj string, lo int) bool {
	if !ellipticalLeadRe.MatchString(st.text[lo:m.start]) || !valueEndsRe.MatchString(st.text[m.end:]) {
		return false
	}
	si := sentenceOf(st.sents, m.start)
	for _, s := range st.subs {
		if s.sent == si-1 && s.id == subj {
			return true
		}
	}
	return false
}

// valueEndsRe is the end of a sentence right after a value.
var valueEndsRe = regexp.MustCompile(`^["'”’*]*[ \t]*(?:[.;!]|$)`)

// telegraphicGapRe is the one preposition of a note that leaves its verb
// out: "FS-14 on standby", "Pump 3 in service". prepValueRe opens a value
// that holds its preposition ("in service"), written with none before it.
var (
	telegraphicGapRe = regexp.MustCompile(`(?i)^[ \t]+(?:on|in|at)[ \t]+["'“‘]?$`)
	prepValueRe      = regexp.MustCompile(`(?i)^(?:on|in|at)\s`)
)

// telegraphic reports whether the sentence of m is a note of its subject
// (at, opening the sentence, perhaps after a label: "Roster: FS-14 on
// standby."), one preposition and the value, ending there: the value is
// stated of the subject as by "is on". With no preposition the value
// holds its own ("FS-14 in service.") or the label names a field of
// cands holding it ("Status board: FS-14 open.").
func (st *checkState) telegraphic(at *subjectMention, m mention, lo int, cands []string) bool {
	if at == nil || at.end > m.start || !valueEndsRe.MatchString(st.text[m.end:]) {
		return false
	}
	label := lo
	if hasLetter(st.text[lo:at.start]) {
		if label = st.labelEnd(lo, m.start); hasLetter(st.text[label:at.start]) {
			return false
		}
	}
	gap := st.text[at.end:m.start]
	if telegraphicGapRe.MatchString(gap) {
		return true
	}
	if strings.TrimSpace(gap) != "" {
		return false
	}
	return prepValueRe.MatchString(st.text[m.start:m.end]) || st.labelNames(lo, label, st.v.holding(cands, m))
}

// labelNames reports whether a word of the text in [lo, end) is a word of
// the name of one of the fields fs.
func (st *checkState) labelNames(lo, end int, fs []string) bool {
	for i := sort.Search(len(st.toks), func(i int) bool { return st.toks[i].start >= lo }); i < len(st.toks) && st.toks[i].end <= end; i++ {
		t := st.toks[i]
		for _, n := range fs {
			if fw := st.v.fwords[n]; fw != nil && fw.strong[t.stem] {
				return true
			}
		}
	}
	return false
}

// fragmentGapRe is a comma or a spaced dash alone between a subject's
// name and a value: the record written as a list of its values.
var fragmentGapRe = regexp.MustCompile(`^(?:,[ \t]*|[ \t]+[-–—][ \t]+)$`)

// valuesAfter reports whether the value at start is written right after
// the subject mention at, a comma or a spaced dash alone between them
// ("WDS-1, 54 km one way", "X — 7 Oct 2026 — racecourse"): the value is
// the subject's, though the separator ends the scope of inference.
func valuesAfter(text string, at *subjectMention, start int) bool {
	return at != nil && at.end <= start && fragmentGapRe.MatchString(text[at.end:start])
}
