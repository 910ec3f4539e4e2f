package verify

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/canon-kg/canon/sources"
)

// Fact kinds.
const (
	KindDate    = "date"
	KindULID    = "ulid"
	KindID      = "id"
	KindNumber  = "number"
	KindMoney   = "money"
	KindVersion = "version"
	KindStatus  = "status"
	KindName    = "name"   // SIG names and @handles
	KindString  = "string" // a plain value after a field word: "owned by team-ledger"
)

// mention is a fact candidate found in the text.
type mention struct {
	start, end int    // byte offsets of the value in the text
	kind       string // a Kind constant
	value      string // normalised value
	subject    string // for IDs: the normalised ID
	kep        bool   // the ID was written in a KEP form
	field      string // a field the pattern itself implies ("status: x")
	precision  int    // dates: 3 day, 2 month
	unit       string // numbers: the canonical unit written with it ("%", "day")
}

var (
	// skipRe finds what is not prose: fenced code, HTML comments, URLs.
	fenceRe   = regexp.MustCompile("(?ms)^[ \t]*(```|~~~).*?^[ \t]*(```|~~~)[ \t]*$")
	commentRe = regexp.MustCompile(`(?s)<!--.*?-->`)
	urlRe     = regexp.MustCompile(`(?i)\bhttps?://[^\s)\]>"'` + "`" + `]+`)

	moneyRe = regexp.MustCompile(`(?i)(?:([$€£])\s?(\d[\d,]*(?:\.\d+)?)|\b(USD|EUR|GBP|CHF|JPY)\s?(\d[\d,]*(?:\.\d+)?)\b|\b(\d[\d,]*(?:\.\d+)?)\s?(USD|EUR|GBP|CHF|JPY)\b)`)
	ulidRe  = regexp.MustCompile(`\b[0-7][0-9A-HJKMNP-TV-Z]{25}\b`)
	kepIDRe = regexp.MustCompile(`(?i)\b(?:KEP[- ]?#?\s?|enhancements?\s*#\s*|kubernetes/enhancements#|enhancements/issues/)(\d{1,5})\b`)
	// genericIDRe: DEL-12345, SEC-001, REL-2026-44.
	genericIDRe = regexp.MustCompile(`\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-\d+\b`)

	isoDateRe = regexp.MustCompile(`\b(\d{4})-(\d{1,2})-(\d{1,2})\b`)
	mdyRe     = regexp.MustCompile(`(?i)\b(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|Jun(?:e)?|Jul(?:y)?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`)
	dmyRe     = regexp.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th)?\s+(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|Jun(?:e)?|Jul(?:y)?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?,?\s+(\d{4})\b`)
	myRe      = regexp.MustCompile(`(?i)\b(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|Jun(?:e)?|Jul(?:y)?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?,?\s+(\d{4})\b`)

	// Versions: v1.27, Kubernetes 1.27, k8s 1.27, and bare 1.27 (decided by
	// context in classifyBare).
	vVersionRe   = regexp.MustCompile(`\bv(\d+\.\d+(?:\.\d+)?)\b`)
	kubeVerRe    = regexp.MustCompile(`(?i)\b(?:kubernetes|k8s)\s+v?(\d+\.\d+(?:\.\d+)?)\b`)
	bareNumberRe = regexp.MustCompile(`(?:^|[^\w.\-/@#])(\d[\d,]*(?:\.\d+)*%?)(?:$|[^\w\-/])`)

	sigRe    = regexp.MustCompile(`(?i)\bsig-[a-z]+(?:-[a-z]+)*\b`)
	handleRe = regexp.MustCompile(`(?:^|[\s(,;"'` + "`" + `])(@[A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\b`)

	// Statuses need a status context: "status is X", "status: X", "is X",
	// "was X", "marked (as) X", "moved to X".
	statusWordList = `provisional|implementable|implemented|deferred|rejected|withdrawn|replaced|accepted|proposed|deprecated|superseded|draft|released|planned|retired|approved|active|removed`
	statusCtxRe    = regexp.MustCompile(`(?i)\bstatus(?:\s+(?:is|was|of\s+\S+\s+is|has\s+been|remains|reads))?\s*[:=]?\s*(?:still\s+|now\s+|currently\s+)?["'` + "`" + `*]*(` + statusWordList + `|[a-z]+(?:\|[a-z]+)+)\b`)
	statusVerbRe   = regexp.MustCompile(`(?i)` + subjectLead + `\s+(?:is|was|has\s+been|remains|became|(?:is|was)\s+marked(?:\s+as)?|(?:was\s+)?moved\s+to|(?:is|was)\s+set\s+to)\s+(?:now\s+|still\s+|currently\s+)?(` + statusWordList + `)\b`)
	stageCtxRe     = regexp.MustCompile(`(?i)\bstage(?:\s+(?:is|was|remains))?\s*[:=]?\s*(?:still\s+|now\s+|currently\s+)?["'` + "`" + `*]*(alpha|beta|stable|ga)\b`)
	stageNowRe     = regexp.MustCompile(`(?i)` + subjectLead + `\s+(?:is|was)\s+(?:currently\s+|now\s+|still\s+)?(?:in\s+)?(alpha|beta|stable|ga)\b`)
	// subjectLead is what a status or stage sentence must be about: an ID
	// or "this/the KEP|enhancement|proposal|feature|decision|ADR".
	subjectLead = `(?:KEP[- ]?#?\s?\d+|enhancement\s*#\s*\d+|\b[A-Z][A-Z0-9]*-\d+|\b(?:this|the)\s+(?:KEP|enhancement|proposal|feature|decision|ADR|record))(?:\s+\([^)]*\))?`
)

// spanSet records the byte ranges already claimed by a fact or skipped.
type spanSet [][2]int

func (s spanSet) overlaps(a, b int) bool {
	for _, x := range s {
		if a < x[1] && x[0] < b {
			return true
		}
	}
	return false
}

// skipSpans returns the spans of text that hold no facts: fenced code,
// HTML comments and URLs.
func skipSpans(text string) spanSet {
	var out spanSet
	for _, re := range []*regexp.Regexp{fenceRe, commentRe, urlRe} {
		for _, m := range re.FindAllStringIndex(text, -1) {
			out = append(out, [2]int{m[0], m[1]})
		}
	}
	return out
}

// extract finds the fact mentions of text in text order.
func extract(text string) []mention {
	claimed := skipSpans(text)
	var out []mention
	add := func(m mention) {
		if m.start >= m.end || claimed.overlaps(m.start, m.end) {
			return
		}
		claimed = append(claimed, [2]int{m.start, m.end})
		out = append(out, m)
	}
	for _, m := range moneyRe.FindAllStringSubmatchIndex(text, -1) {
		cur, amt := "", ""
		switch {
		case m[2] >= 0:
			cur, amt = currencyCode(text[m[2]:m[3]]), text[m[4]:m[5]]
		case m[6] >= 0:
			cur, amt = strings.ToUpper(text[m[6]:m[7]]), text[m[8]:m[9]]
		default:
			amt, cur = text[m[10]:m[11]], strings.ToUpper(text[m[12]:m[13]])
		}
		add(mention{start: m[0], end: m[1], kind: KindMoney, value: cur + " " + plainNumber(amt)})
	}
	for _, m := range ulidRe.FindAllStringIndex(text, -1) {
		add(mention{start: m[0], end: m[1], kind: KindULID, value: text[m[0]:m[1]], subject: text[m[0]:m[1]]})
	}
	for _, m := range kepIDRe.FindAllStringSubmatchIndex(text, -1) {
		id := "KEP-" + trimZeros(text[m[2]:m[3]])
		add(mention{start: m[0], end: m[1], kind: KindID, value: id, subject: id, kep: true})
	}
	for _, m := range genericIDRe.FindAllStringIndex(text, -1) {
		id := text[m[0]:m[1]]
		add(mention{start: m[0], end: m[1], kind: KindID, value: id, subject: id})
	}
	for _, m := range isoDateRe.FindAllStringSubmatchIndex(text, -1) {
		y, mo, d := text[m[2]:m[3]], text[m[4]:m[5]], text[m[6]:m[7]]
		add(mention{start: m[0], end: m[1], kind: KindDate, value: y + "-" + pad2(mo) + "-" + pad2(d), precision: 3})
	}
	for _, m := range mdyRe.FindAllStringSubmatchIndex(text, -1) {
		add(mention{start: m[0], end: m[1], kind: KindDate, precision: 3,
			value: text[m[6]:m[7]] + "-" + pad2(sources.MonthNumber(text[m[2]:m[3]])) + "-" + pad2(text[m[4]:m[5]])})
	}
	for _, m := range dmyRe.FindAllStringSubmatchIndex(text, -1) {
		add(mention{start: m[0], end: m[1], kind: KindDate, precision: 3,
			value: text[m[6]:m[7]] + "-" + pad2(sources.MonthNumber(text[m[4]:m[5]])) + "-" + pad2(text[m[2]:m[3]])})
	}
	for _, m := range myRe.FindAllStringSubmatchIndex(text, -1) {
		add(mention{start: m[0], end: m[1], kind: KindDate, precision: 2,
			value: text[m[4]:m[5]] + "-" + pad2(sources.MonthNumber(text[m[2]:m[3]]))})
	}
	for _, m := range kubeVerRe.FindAllStringSubmatchIndex(text, -1) {
		add(mention{start: m[0], end: m[1], kind: KindVersion, value: "v" + text[m[2]:m[3]]})
	}
	for _, m := range vVersionRe.FindAllStringSubmatchIndex(text, -1) {
		add(mention{start: m[0], end: m[1], kind: KindVersion, value: "v" + text[m[2]:m[3]]})
	}
	for _, m := range statusCtxRe.FindAllStringSubmatchIndex(text, -1) {
		add(mention{start: m[2], end: m[3], kind: KindStatus, value: strings.ToLower(text[m[2]:m[3]]), field: "status"})
	}
	for _, m := range stageCtxRe.FindAllStringSubmatchIndex(text, -1) {
		add(mention{start: m[2], end: m[3], kind: KindStatus, value: strings.ToLower(text[m[2]:m[3]]), field: "stage"})
	}
	for _, m := range stageNowRe.FindAllStringSubmatchIndex(text, -1) {
		add(mention{start: m[2], end: m[3], kind: KindStatus, value: strings.ToLower(text[m[2]:m[3]]), field: "stage"})
	}
	for _, m := range statusVerbRe.FindAllStringSubmatchIndex(text, -1) {
		add(mention{start: m[2], end: m[3], kind: KindStatus, value: strings.ToLower(text[m[2]:m[3]]), field: "status"})
	}
	for _, m := range sigRe.FindAllStringIndex(text, -1) {
		add(mention{start: m[0], end: m[1], kind: KindName, value: strings.ToLower(text[m[0]:m[1]])})
	}
	for _, m := range handleRe.FindAllStringSubmatchIndex(text, -1) {
		add(mention{start: m[2], end: m[3], kind: KindName, value: strings.ToLower(text[m[2]:m[3]])})
	}
	for _, m := range bareNumberRe.FindAllStringSubmatchIndex(text, -1) {
		s, e := m[2], m[3]
		v := strings.TrimRight(text[s:e], ",")
		e = s + len(v)
		if strings.Count(v, ".") > 2 || strings.HasSuffix(v, ".") {
			continue
		}
		kind, unit := KindNumber, ""
		if versionLike(v) && versionContext(text, s, e) {
			kind, v = KindVersion, "v"+v
		} else {
			if strings.HasSuffix(v, "%") {
				unit = "%"
			} else if u := unitAfterRe.FindStringSubmatch(text[e:]); u != nil && canonUnit(u[1]) != "" {
				unit, e = canonUnit(u[1]), e+len(u[0])
			}
			v = plainNumber(v)
		}
		add(mention{start: s, end: e, kind: kind, value: v, unit: unit})
	}
	slices.SortFunc(out, func(a, b mention) int { return a.start - b.start })
	return out
}

var versionLikeRe = regexp.MustCompile(`^\d+\.\d+(?:\.\d+)?$`)

func versionLike(s string) bool { return versionLikeRe.MatchString(s) }

var versionCtxRe = regexp.MustCompile(`(?i)\b(?:alpha|beta|stable|ga|release[sd]?|milestone|version|graduat\w*|promot\w*|introduc\w*|deprecat\w*|remov\w*|target\w*|ship\w*|enabled|kubernetes|k8s|since|until|in)\s*$`)

// versionContext reports whether a bare number such as 1.27 is a version:
// a release word right before it, or a stage word right after it.
func versionContext(text string, s, e int) bool {
	left := text[max(0, s-40):s]
	if versionCtxRe.MatchString(left) {
		return true
	}
	right := strings.ToLower(text[e:min(len(text), e+12)])
	right = strings.TrimLeft(right, " (")
	for _, w := range []string{"alpha", "beta", "stable", "ga", "release"} {
		if strings.HasPrefix(right, w) {
			return true
		}
	}
	return false
}

func currencyCode(sym string) string {
	switch sym {
	case "$":
		return "USD"
	case "€":
		return "EUR"
	case "£":
		return "GBP"
	}
	return sym
}

// plainNumber removes thousands separators and a percent sign.
func plainNumber(s string) string {
	s = strings.TrimSuffix(strings.ReplaceAll(s, ",", ""), "%")
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	return s
}

func pad2(s string) string {
	if len(s) == 1 {
		return "0" + s
	}
	return s
}

func trimZeros(s string) string {
	t := strings.TrimLeft(s, "0")
	if t == "" {
		return "0"
	}
	return t
}
