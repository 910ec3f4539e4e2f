package verify

import "strings"

// qualifierWords open a phrase that narrows what a title's head names
// ("... scaling to zero pods for external metrics", "... reports with
// signed links", "... rollouts via the gateway").
var qualifierWords = []string{" for ", " with ", " via ", " using "}

// qualifiedHead is a long title without the qualifier phrase that ends it,
// the words a writer keeps when shortening it: the part before the last
// qualifier word when four words or more remain, more than half the
// title's ("Stream yard reports for external auditors" is "Stream yard
// reports" only with a fourth word; a phrase that is half the title or
// more is no mere qualifier: "Closure of the north gate for resurfacing
// and drainage repairs" is not called "Closure of the north gate", which
// another closure may be). "" when none.
func qualifiedHead(title string) string {
	at := -1
	for _, q := range qualifierWords {
		if i := strings.LastIndex(title, q); i > at {
			at = i
		}
	}
	if at < 0 {
		return ""
	}
	head := strings.TrimSpace(title[:at])
	if n := len(nameWords(head)); n < 4 || 2*n <= len(nameWords(title)) || len(head) < 20 {
		return ""
	}
	return head
}
