package verify

// The state of one Check: the text's tokens and the places it names a
// record, held while its facts are found.

// subjectMention is a place where the text names a record: an ID, a key,
// a title or name, or a path.
type subjectMention struct {
	start, end, sent int
	id               string
	name             bool   // a title, name or key, not an ID
	ref              string // a demoted ID: the field of the record named after it that holds IDs of its kind
}

// checkState is the per-text state of Check.
type checkState struct {
	v     *Verifier
	text  string
	toks  []token
	sents []int
	subs  []subjectMention
	def   string
	// subjSpans are the spans naming subjects (never field words or values).
	subjSpans spanSet
	// values are the spans of the values found: a field word beyond
	// another value names that one's field.
	values spanSet
	// linked are the spans of values that need a link to a field to be
	// facts (known values found on their own, see mention.needsLink).
	linked spanSet
	// measures are the spans of the numbers written in digits with a
	// unit: the unit of one ("2,867 m") names no field of another value
	// (a period written as a word, "daily", still may).
	measures spanSet
	// cands caches the candidate fields by subject and value shapes.
	cands map[string][]string
	// resolved is the normalised field of the last value verified ("" when
	// none).
	resolved string
	// wordsNamed is the field the words near the value name by every word
	// of its own name, when they name one (set while a value's field is
	// found).
	wordsNamed string
	against    bool // the value's field was proposed by the value against the field its words name
	// handleNamedOther is the field the words near a handle name that
	// holds no handles (see sigiledOnly), "" when none.
	handleNamedOther string
	// times are the spans of the dates and versions found.
	times spanSet
	// compounds are the tokens of hyphenated words that, written as one
	// word, are a word of a field name ("off-peak" of offpeak_mld), by
	// token index: the joined stem.
	compounds map[int]string
	// agents are the stems of the verbs of the agent nouns of the text,
	// by token ("" for other words; see agentStem).
	agents []string
	// ruledOut are the fields a word of the current value's clause rules
	// out ("next" of last_*): never inferred for it either.
	ruledOut  []string
	pastRuled string     // the first field a past verb of its own word rules out (see pastAgainst)
	recs      []*indexed // the subject's records while its fields are named (see leftEmpty)
	// present are the candidate fields of the current value: their
	// phrases take their words from the absent fields absentNamed scores.
	present []string
	// demoted are the records named as values of other records (see
	// demote): a relative clause after one tells of it.
	demoted []subjectMention
	// ownOnly are the tokens of the current value's window that name a
	// field by its own words only (see prepValueBetween).
	ownOnly []int
	// windows are the windows of the values (see windowRel) by value and
	// sentence span, nil until the values are known.
	windows map[[4]int][5]int
	// seps are the clause separators of sentences by span (see
	// clauseSeps), nil until the values are known.
	seps map[[2]int][][]int
	// subjCover and valueCover answer subjSpans.overlaps and
	// values.overlaps once they are known (see spanCover).
	subjCover, valueCover spanCover
}
