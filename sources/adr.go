package sources

import (
	"path"
	"regexp"
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
	mdLinkRe      = regexp.MustCompile(`\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)`)
	plainRefRe    = regexp.MustCompile(`(?i)\b(?:adr?|dr|rfc)[-\s#:]*0*(\d{1,5})\b`)
	imageRe       = regexp.MustCompile(`!\[([^\]]*)\]\([^)]*\)`)
	linkTextRe    = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)
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
	return a
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

// adrRelations reads supersedes/superseded-by/amends/amended-by references:
// Markdown links after the keyword on its line, else "ADR 12" mentions.
func adrRelations(p string, md *mdDoc, a *ADR) {
	for l := md.base; l <= len(md.lines); l++ {
		line := md.lines[l-1]
		ms := relationRe.FindAllStringSubmatchIndex(line, -1)
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
					refs = append(refs, Ref{Text: pm[0], Number: trimZeros(pm[1]), Line: l})
				}
			}
			kw := strings.ToLower(strings.Join(strings.Fields(line[m[2]:m[3]]), " "))
			switch {
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
