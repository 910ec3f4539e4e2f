package sources

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// statusWords maps the words of a status line to the canonical status, in
// order of precedence (a superseded ADR was accepted before).
var statusWords = []struct {
	status string
	words  []string
}{
	{"superseded", []string{"superseded", "superceded", "replaced"}},
	{"deprecated", []string{"deprecated", "obsolete", "retired", "deprecate", "reverted"}},
	{"rejected", []string{"rejected", "declined", "withdrawn", "abandoned", "refused", "discarded"}},
	{"accepted", []string{"accepted", "approved", "implemented", "adopted", "agreed", "done", "completed", "complete", "active", "decided", "final", "finalised", "finalized", "enacted", "merged"}},
	{"proposed", []string{"proposed", "proposal", "draft", "review", "wip", "pending", "open", "discussion", "consultation", "rfc", "provisional", "hold", "postponed", "considering", "investigation", "exploring", "experimental"}},
}

// fuzzyTargets are matched with an edit distance for typos ("Accpeted").
var fuzzyTargets = []string{"accepted", "proposed", "rejected", "deprecated", "superseded", "approved", "implemented"}

var nonLetters = regexp.MustCompile(`[^\p{L}]+`)

// normaliseStatus maps a raw status to proposed|accepted|deprecated|
// superseded|rejected, or "" when it reads as none of them. It is case- and
// typo-tolerant; "not accepted" reads as rejected ("not implemented" is
// ignored). A template's list of choices ("Proposed | Accepted", "[draft,
// accepted]", "accepted or rejected") is no status.
func normaliseStatus(raw string) string {
	lower := strings.ToLower(raw)
	words := strings.Fields(nonLetters.ReplaceAllString(lower, " "))
	if len(words) == 0 {
		return ""
	}
	found := map[string]bool{}
	for i, w := range words {
		s := statusOfWord(w)
		if s == "" {
			continue
		}
		if i > 0 && words[i-1] == "not" {
			if w != "accepted" && w != "approved" {
				continue
			}
			s = "rejected"
		}
		found[s] = true
	}
	if len(found) >= 3 || len(found) == 2 && choiceList(lower) {
		return ""
	}
	for _, sw := range statusWords {
		if found[sw.status] {
			return sw.status
		}
	}
	return ""
}

var letterRun = regexp.MustCompile(`\p{L}+`)

// choiceList reports two status words separated by "|", "/" or "or", as in
// a template's "Accepted or Rejected" or "{Proposed|Accepted}".
func choiceList(lower string) bool {
	ws := letterRun.FindAllStringIndex(lower, -1)
	for i := 0; i+1 < len(ws); i++ {
		a, b := lower[ws[i][0]:ws[i][1]], lower[ws[i+1][0]:ws[i+1][1]]
		gap := strings.TrimSpace(lower[ws[i][1]:ws[i+1][0]])
		if b == "or" && i+2 < len(ws) && strings.TrimSpace(lower[ws[i+1][1]:ws[i+2][0]]) == "" {
			b, gap = lower[ws[i+2][0]:ws[i+2][1]], "or"
		}
		if (gap == "|" || gap == "/" || gap == "or") && statusOfWord(a) != "" && statusOfWord(b) != "" {
			return true
		}
	}
	return false
}

func statusOfWord(w string) string {
	for _, sw := range statusWords {
		for _, x := range sw.words {
			if w == x {
				return sw.status
			}
		}
	}
	if len(w) < 6 {
		return ""
	}
	for _, t := range fuzzyTargets {
		limit := 1
		if len(t) >= 10 {
			limit = 2
		}
		if w[0] == t[0] && len(w) <= 40 && len(t) <= 40 && EditDistance([]byte(w), []byte(t)) <= limit {
			return statusOfWord(t)
		}
	}
	return ""
}

// EditDistance is the optimal string alignment distance of a and b
// (Damerau-Levenshtein where adjacent transpositions count one): over bytes
// for ASCII words, over runes for text.
func EditDistance[E comparable](a, b []E) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

const monthPat = `(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`

var (
	isoDateRe = regexp.MustCompile(`\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b`)
	dmyRe     = regexp.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?` + monthPat + `\.?,?\s+(\d{4})\b`)
	mdyRe     = regexp.MustCompile(`(?i)\b` + monthPat + `\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`)
)

// normaliseDate finds the first date in s ("2019-03-12", "2019/3/12",
// "12 March 2019", "March 12, 2019") and returns it as YYYY-MM-DD, or "".
func normaliseDate(s string) string {
	type cand struct {
		pos     int
		y, m, d string
	}
	var best *cand
	consider := func(c cand) {
		if best == nil || c.pos < best.pos {
			best = &c
		}
	}
	if m := isoDateRe.FindStringSubmatchIndex(s); m != nil {
		consider(cand{m[0], s[m[2]:m[3]], s[m[4]:m[5]], s[m[6]:m[7]]})
	}
	if m := dmyRe.FindStringSubmatchIndex(s); m != nil {
		consider(cand{m[0], s[m[6]:m[7]], MonthNumber(s[m[4]:m[5]]), s[m[2]:m[3]]})
	}
	if m := mdyRe.FindStringSubmatchIndex(s); m != nil {
		consider(cand{m[0], s[m[6]:m[7]], MonthNumber(s[m[2]:m[3]]), s[m[4]:m[5]]})
	}
	if best == nil {
		return ""
	}
	y, _ := strconv.Atoi(best.y)
	mo, _ := strconv.Atoi(best.m)
	d, _ := strconv.Atoi(best.d)
	t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
	if y < 1900 || t.Year() != y || int(t.Month()) != mo || t.Day() != d {
		return ""
	}
	return t.Format(time.DateOnly)
}

// MonthNumber returns the number ("1" to "12") of an English month name or
// abbreviation in any case, or "0".
func MonthNumber(s string) string {
	months := []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}
	l := strings.ToLower(s)
	for i, m := range months {
		if strings.HasPrefix(l, m) {
			return strconv.Itoa(i + 1)
		}
	}
	return "0"
}
