package sources

import (
	"path"
	"regexp"
	"slices"
	"strings"
)

var (
	adrNumFileRe  = regexp.MustCompile(`^(?:(?:adr|dr)[-_ ]?)?0*(\d{1,5})(?:[-_. ]|$)`)
	adrNumTextRe  = regexp.MustCompile(`(?i)\b(?:adr|dr)[-_\s#:]*0*(\d{1,5})\b`)
	adrTitleNumRe = regexp.MustCompile(`^0*(\d{1,5})\.\s`)
	isoPrefixRe   = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}`)
	statusHeadRe  = regexp.MustCompile(`(?i)^(?:\d+\.?\s*)?status\b\s*:?\s*(.*)$`)
	dateHeadRe    = regexp.MustCompile(`(?i)^(?:\d+\.?\s*)?date\s*:?\s*(.*)$`)
	changeLogRe   = regexp.MustCompile(`(?i)^(?:change\s*log|changelog|history|revision history)$`)
	decisionRe    = regexp.MustCompile(`(?i)^(?:\d+\.?\s*)?(?:the\s+)?decision(?:\s+outcome)?\s*:?$`)
	statusFieldRe = regexp.MustCompile(`(?i)^\s*(?:[-*+]\s+)?(?:\*\*|__)?status(?:\*\*|__)?\s*(?::\s*(?:\*\*|__)?|(?:\*\*|__)\s*:)\s*(.+)$`)
	dateFieldRe   = regexp.MustCompile(`(?i)^\s*(?:[-*+]\s+)?(?:\*\*|__)?date(?:\*\*|__)?\s*(?::\s*(?:\*\*|__)?|(?:\*\*|__)\s*:)\s*(.+)$`)
	tableFieldRe  = regexp.MustCompile(`(?i)^\s*\|\s*(?:\*\*|__)?(status|date)(?:\*\*|__)?\s*:?\s*\|\s*([^|]+?)\s*\|`)
	relationRe    = regexp.MustCompile(`(?i)\b(superseded\s+by|superceded\s+by|supersedes|supercedes|superseeds|amended\s+by|amends|replaced\s+by|replaces)\b`)
	// headRelationRe reads the forms of supersession that are safe only in
	// a title or a status line, where they name the document's own fate
	// ("Partly undo ADR 9", "Rejected in favour of ADR 12", "Revised by
	// ADR 30"); in a body they as often describe an option or an API.
	headRelationRe = regexp.MustCompile(`(?i)\b(` + wordAlt(headSupersededBy) + `|` + wordAlt(headSupersedes) + `)\b`)
	mdLinkRe       = regexp.MustCompile(`\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)`)
	plainRefRe     = regexp.MustCompile(`(?i)\b(?:adr?|dr|rfc)[-\s#:]*0*(\d{1,5})\b`)
	imageRe        = regexp.MustCompile(`!\[([^\]]*)\]\([^)]*\)`)
	linkTextRe     = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)
)

// buildADR reads an ADR's number, status, date, decision and relations.
func buildADR(p, title string, meta map[string]any, fm frontMatter, md *mdDoc) *ADR {
	a := &ADR{Number: adrNumber(p, title, meta)}
	a.StatusRaw, a.StatusLine = adrField(meta, fm, md, "status", statusHeadRe, statusFieldRe)
	a.Status = normaliseStatus(a.StatusRaw)
	if a.Status == "" {
		if raw, line := changeLogStatus(md); raw != "" {
			a.StatusRaw, a.StatusLine, a.Status = raw, line, normaliseStatus(raw)
		}
	}
	a.DateRaw, a.DateLine = adrField(meta, fm, md, "date", dateHeadRe, dateFieldRe)
	a.Date = normaliseDate(a.DateRaw)
	if a.Date == "" {
		a.Date, a.DateLine = firstDate(md)
	}
	if a.Date != "" && a.DateRaw == "" {
		a.DateRaw = a.Date
	}
	a.Decision = decisionText(md)
	adrRelations(p, md, a)
	if a.Status == "" {
		a.StatusRaw, a.StatusLine, a.Status = impliedStatus(title, fm, md, a)
	}
	return a
}

// titleStatusRe finds a status word in brackets in an ADR's title
// ("ADR013: [superseded] Proper use of HTTP fetching libraries").
var titleStatusRe = regexp.MustCompile(`[\[(]\s*(\p{L}+)\s*[\])]`)

// impliedStatus is the status of an ADR that states none in a field or a
// section: a status word in brackets in its title, or "superseded" when
// it says what superseded it ("This ADR has been superseded by
// [ADR014](...)"), so that it ranks below its successor and raises no
// ADR-001. It returns the raw text, its line and the status, or nothing.
func impliedStatus(title string, fm frontMatter, md *mdDoc, a *ADR) (string, int, string) {
	for _, m := range titleStatusRe.FindAllStringSubmatch(title, -1) {
		if st := normaliseStatus(m[1]); st != "" {
			line := fm.lines["title"]
			if line == 0 && len(md.sections) > 1 {
				line = md.sections[1].Start
			}
			return m[1], line, st
		}
	}
	if len(a.SupersededBy) > 0 {
		r := a.SupersededBy[0]
		return "superseded by " + r.Text, r.Line, "superseded"
	}
	return "", 0, ""
}

func adrNumber(p, title string, meta map[string]any) string {
	for _, k := range []string{"number", "adr", "adr_number", "adr-number"} {
		if d := digitsOf(metaString(meta, k)); d != "" {
			return d
		}
	}
	if m := adrNumTextRe.FindStringSubmatch(metaString(meta, "id")); m != nil {
		return trimZeros(m[1])
	}
	base := strings.ToLower(path.Base(p))
	if !isoPrefixRe.MatchString(base) {
		if m := adrNumFileRe.FindStringSubmatch(base); m != nil {
			return trimZeros(m[1])
		}
	}
	if m := adrNumTextRe.FindStringSubmatch(title); m != nil && adrNumTextRe.FindStringIndex(title)[0] == 0 {
		return trimZeros(m[1])
	}
	if m := adrTitleNumRe.FindStringSubmatch(title); m != nil {
		return trimZeros(m[1])
	}
	return ""
}

func digitsOf(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.Trim(s, "0123456789") != "" {
		return ""
	}
	return trimZeros(s)
}

func trimZeros(s string) string {
	if t := strings.TrimLeft(s, "0"); t != "" {
		return t
	}
	return "0"
}

// adrField finds the raw value of "status" or "date": front matter, then a
// section headed by the field, then a "Field: value" line or table row.
func adrField(meta map[string]any, fm frontMatter, md *mdDoc, key string, headRe, fieldRe *regexp.Regexp) (string, int) {
	if v := strings.TrimSpace(metaString(meta, key)); v != "" {
		return v, fm.lines[key]
	}
	for _, s := range md.sections[1:] {
		m := headRe.FindStringSubmatch(s.Heading)
		if m == nil {
			continue
		}
		if v := cleanInline(m[1]); v != "" {
			return v, s.Start
		}
		first, firstLine := "", 0
		for l := s.Start + 1; l <= s.End && l <= len(md.lines); l++ {
			v := cleanInline(md.lines[l-1])
			if v == "" || strings.HasPrefix(v, "<!--") {
				continue
			}
			if first == "" {
				first, firstLine = v, l
			}
			if key != "status" || normaliseStatus(v) != "" {
				return v, l
			}
		}
		if first != "" {
			return first, firstLine
		}
	}
	for l := md.base; l <= len(md.lines); l++ {
		line := md.lines[l-1]
		if m := fieldRe.FindStringSubmatch(line); m != nil {
			if v := cleanInline(m[1]); v != "" {
				return v, l
			}
		}
		if m := tableFieldRe.FindStringSubmatch(line); m != nil && strings.EqualFold(m[1], key) {
			if v := cleanInline(m[2]); v != "" {
				return v, l
			}
		}
	}
	return "", 0
}

// cleanInline removes list markers, emphasis, image and link syntax.
func cleanInline(s string) string {
	s = imageRe.ReplaceAllString(s, "$1")
	s = linkTextRe.ReplaceAllString(s, "$1")
	s = strings.TrimSpace(s)
	s = strings.TrimLeft(s, "-*+>| \t")
	s = strings.NewReplacer("**", "", "__", "", "`", "").Replace(s)
	return collapse(strings.Trim(s, "| \t"))
}

// changeLogStatus reads the status from the last entry of a "Change Log"
// section that records an outcome (EdgeX writes "- [approved](PR) (date)");
// draft-like entries are ignored there.
func changeLogStatus(md *mdDoc) (string, int) {
	for _, s := range md.sections[1:] {
		if !changeLogRe.MatchString(s.Heading) {
			continue
		}
		raw, line := "", 0
		for l := s.Start + 1; l <= s.End && l <= len(md.lines); l++ {
			v := cleanInline(md.lines[l-1])
			switch normaliseStatus(v) {
			case "accepted", "rejected", "superseded", "deprecated":
				raw, line = v, l
			}
		}
		return raw, line
	}
	return "", 0
}

// firstDate is the first date in the first 40 body lines.
func firstDate(md *mdDoc) (string, int) {
	for l := md.base; l <= len(md.lines) && l < md.base+40; l++ {
		if d := normaliseDate(md.lines[l-1]); d != "" {
			return d, l
		}
	}
	return "", 0
}

// decisionText is the first paragraph of the Decision (Outcome) section.
func decisionText(md *mdDoc) string {
	for _, s := range md.sections[1:] {
		if !decisionRe.MatchString(s.Heading) {
			continue
		}
		for _, p := range md.paras {
			if p.line > s.Start && p.line <= s.TreeEnd {
				return collapse(p.raw)
			}
		}
		for _, it := range md.items {
			if it.line > s.Start && it.line <= s.TreeEnd {
				return collapse(it.raw)
			}
		}
		return ""
	}
	return ""
}

// headSupersedes and headSupersededBy are the relation phrases read only in a
// decision's title and status line: a successor undoes, reverts or revises
// its predecessor; a predecessor is revised, reverted or undone by, or
// rejected (deprecated, dropped) in favour of, its successor.
var (
	headSupersedes   = []string{"partly undoes", "partly undo", "partially undoes", "partially undo", "undoes", "undo", "reverts", "revert", "revises", "revise", "obsoletes", "retires"}
	headSupersededBy = []string{"revised by", "reverted by", "undone by", "obsoleted by", "retired by", "in favour of", "in favor of", "deprecated for", "dropped for"}
)

// wordAlt joins phrases into a regexp alternation, their spaces matching
// any run of white space.
func wordAlt(phrases []string) string {
	alts := make([]string, len(phrases))
	for i, p := range phrases {
		alts[i] = strings.Join(strings.Fields(regexp.QuoteMeta(p)), `\s+`)
	}
	return strings.Join(alts, "|")
}

// adrRelations reads supersedes/superseded-by/amends/amended-by references:
// Markdown links after the keyword on its line, else "ADR 12" mentions.
func adrRelations(p string, md *mdDoc, a *ADR) {
	head := headLines(md, a.StatusLine)
	for l := md.base; l <= len(md.lines); l++ {
		line := md.lines[l-1]
		ms := relationRe.FindAllStringSubmatchIndex(line, -1)
		if head[l] {
			ms = mergeMatches(ms, headRelationRe.FindAllStringSubmatchIndex(line, -1))
		}
		for i, m := range ms {
			end := len(line)
			if i+1 < len(ms) {
				end = ms[i+1][0]
			}
			seg := line[m[1]:end]
			var refs []Ref
			for _, lm := range mdLinkRe.FindAllStringSubmatch(seg, -1) {
				r := Ref{Text: lm[1], Line: l, Resolved: resolveLink(p, lm[2])}
				if r.Resolved == p {
					r.Resolved = ""
				}
				r.Number = refNumber(lm[1], lm[2])
				if r.Number != "" || strings.HasSuffix(strings.ToLower(r.Resolved), ".md") {
					refs = append(refs, r)
				}
			}
			if len(refs) == 0 {
				for _, pm := range plainRefRe.FindAllStringSubmatch(seg, -1) {
					n := trimZeros(pm[1])
					refs = append(refs, Ref{Text: pm[0], Number: n, Line: l, Resolved: linkedNumber(p, md, n)})
				}
			}
			kw := strings.ToLower(strings.Join(strings.Fields(line[m[2]:m[3]]), " "))
			switch {
			case slices.Contains(headSupersedes, kw):
				a.Supersedes = append(a.Supersedes, refs...)
			case slices.Contains(headSupersededBy, kw):
				a.SupersededBy = append(a.SupersededBy, refs...)
			case strings.HasSuffix(kw, " by") && strings.HasPrefix(kw, "amend"):
				a.AmendedBy = append(a.AmendedBy, refs...)
			case strings.HasSuffix(kw, " by"):
				a.SupersededBy = append(a.SupersededBy, refs...)
			case strings.HasPrefix(kw, "amend"):
				a.Amends = append(a.Amends, refs...)
			default:
				a.Supersedes = append(a.Supersedes, refs...)
			}
		}
	}
}

// headLines are the lines where headRelationRe is read: the level-1
// headings (the title) and the status line.
func headLines(md *mdDoc, status int) map[int]bool {
	head := map[int]bool{}
	if status > 0 {
		head[status] = true
	}
	for _, s := range md.sections[1:] {
		if s.Level == 1 {
			head[s.Start] = true
		}
	}
	return head
}

// mergeMatches adds to ms the matches of extra that overlap none of ms,
// keeping them in order of position.
func mergeMatches(ms, extra [][]int) [][]int {
	for _, x := range extra {
		if !slices.ContainsFunc(ms, func(m []int) bool { return x[0] < m[1] && m[0] < x[1] }) {
			ms = append(ms, x)
		}
	}
	slices.SortFunc(ms, func(a, b []int) int { return a[0] - b[0] })
	return ms
}

// linkedNumber resolves a plain "ADR 12" mention through the document's own
// links: the local Markdown file that a link naming the same number points
// at ("[ADR 12]: adr-012-foo.md"), or "" when no link or several do.
func linkedNumber(p string, md *mdDoc, number string) string {
	found := ""
	for _, l := range md.links {
		r := resolveLink(p, l.Target)
		if r == "" || r == p || !strings.HasSuffix(strings.ToLower(r), ".md") || refNumber(l.Text, l.Target) != number {
			continue
		}
		if found != "" && found != r {
			return ""
		}
		found = r
	}
	return found
}

// refNumber reads an ADR number from a link's text or its target file name.
func refNumber(text, target string) string {
	if m := plainRefRe.FindStringSubmatch(text); m != nil {
		return trimZeros(m[1])
	}
	if m := adrTitleNumRe.FindStringSubmatch(text); m != nil {
		return trimZeros(m[1])
	}
	if d := digitsOf(text); d != "" {
		return d
	}
	base := strings.ToLower(path.Base(strings.SplitN(target, "#", 2)[0]))
	if m := adrNumFileRe.FindStringSubmatch(base); m != nil && target != "" && !isoPrefixRe.MatchString(base) {
		return trimZeros(m[1])
	}
	return ""
}
