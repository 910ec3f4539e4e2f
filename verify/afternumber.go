package verify

// The words that may follow a number without being what it counts: a
// preposition, a conjunction, an auxiliary or an adverb of degree
// ("120 according to the sheet", "every 1 day during summer", "86 in
// total while ..."). A number followed by one of them keeps the fields
// named by a unit (area_m2 of "area in m² 120 according to ...") and its
// unit names its field ("1 day during summer" of watering_interval_days).

// functionWords may follow a measure without naming what it measures.
var functionWords = map[string]bool{
	"of": true, "per": true, "in": true, "on": true, "at": true, "for": true, "to": true, "and": true, "or": true,
	"but": true, "a": true, "an": true, "the": true, "is": true, "was": true, "are": true, "were": true, "each": true,
	"every": true, "from": true, "with": true, "by": true, "since": true, "until": true, "after": true, "before": true,
	"so": true, "which": true, "that": true, "as": true, "than": true, "total": true, "overall": true, "now": true,
	"today": true, "currently": true, "altogether": true, "across": true, "over": true, "under": true,
	"last": true, "this": true, "next": true, "annually": true, "yearly": true, "monthly": true, "weekly": true,
	"daily": true, "it": true, "long": true, "high": true, "wide": true, "tall": true, "deep": true, "old": true,
	"heavy": true, "large": true, "big": true, "its": true, "their": true, "when": true, "if": true,
	"above": true, "below": true, "beneath": true, "within": true, "into": true, "via": true,
}

// nonCountWords are the words, besides the function words, that name no
// thing a number counts.
var nonCountWords = map[string]bool{
	"according": true, "during": true, "including": true, "excluding": true, "despite": true,
	"throughout": true, "between": true, "among": true, "against": true, "except": true,
	"while": true, "whereas": true, "although": true, "though": true, "because": true, "unless": true,
	"respectively": true, "approximately": true, "roughly": true, "exactly": true, "precisely": true,
	"also": true, "still": true, "not": true, "already": true, "too": true, "again": true,
	"will": true, "would": true, "should": true, "could": true, "must": true, "might": true, "shall": true,
	"has": true, "had": true, "have": true, "been": true, "being": true,
}

// countsNothing reports whether the word w (lower case) after a number
// names nothing the number counts (see nonCountWords).
func countsNothing(w string) bool {
	return functionWords[w] || nonCountWords[w]
}
