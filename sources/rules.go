package sources

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// DefaultPriority is a rule's priority without a priority:N tag (as in
// claude-flow's compiler); constitution rules add ConstitutionBoost.
const (
	DefaultPriority   = 50
	ConstitutionBoost = 100
)

// DefaultPolarity is the polarity of a rule that says neither must nor
// never.
const DefaultPolarity = "should"

const idPat = `[A-Z][A-Z0-9_]*(?:-[A-Z][A-Z0-9_]*)*-?[0-9]{2,5}`

var (
	// "### SCHEMA-001 (BLOCK)", "### [SEC-002] Title", "### R001: Title".
	idHeadingRe = regexp.MustCompile(`^\[?(` + idPat + `)\]?(?:\s*\((BLOCK|FAIL|WARN)\))?\s*(?:[:.\-–—]\s*|\s+|$)(.*)$`)
	// "R001: text", "[SEC-002] text", "**SEC-002**: text", "SEC-002 (WARN): text".
	idItemRe   = regexp.MustCompile(`^(?:\*\*|__)?(\[)?(` + idPat + `)(\])?(?:\*\*|__)?(?:\s*\((BLOCK|FAIL|WARN)\))?(?:\*\*|__)?\s*(:)?(?:\*\*|__)?(?:\s+|$)`)
	checkboxRe = regexp.MustCompile(`^\[[ xX]\]\s+`)
	// Constitution section headings: claude-flow's CONSTITUTION_MARKERS and
	// the names real rule files give the rules that hold for every task
	// ("Core Mandates", "Hard rules", "Golden rules", "Do not", "Guardrails").
	constitutionRe = regexp.MustCompile(`(?i)^(safety|security|invariants?|constitution(?:al)?|critical|non[- ]?negotiables?|always|must|never|required|mandatory|core mandates?|hard (?:rules?|constraints?|requirements?)|golden rules?|ground rules|do not|don'?t|forbidden|prohibited|guardrails?)\b`)
	// Headings that declare their items mandates (constitution headings
	// but the topic names "Security", "Safety" and "Critical", whose items
	// may only describe): every top-level item under them is a rule.
	mandateRe = regexp.MustCompile(`(?i)^((?:safety|security|critical) (?:rules?|requirements?|constraints?|invariants?)|invariants?|constitution(?:al)?|non[- ]?negotiables?|always|must|never|required|mandatory|core mandates?|hard (?:rules?|constraints?|requirements?)|golden rules?|ground rules|do not|don'?t|forbidden|prohibited|guardrails?)\b`)
	// Words that make a list item actionable, and that give a rule its
	// polarity (never is tested first).
	actionableWords = newWordSet("must", "never", "always", "should", "require", "requires", "required",
		"forbid", "ensure", "validate", "check", "verify", "do not", "don't", "cannot", "can't", "avoid",
		"prevent", "block", "deny", "reject", "use", "prefer", "apply", "follow", "implement", "enforce",
		"maintain", "keep", "run", "include", "write", "mock", "respect", "no")
	neverWords = newWordSet("never", "must not", "mustn't", "do not", "don't", "shall not", "should not",
		"shouldn't", "no", "avoid", "forbidden", "prohibited")
	// Words that make a rule file's paragraph a rule.
	modalWords = newWordSet("must", "never", "always", "should", "shall", "required", "do not", "don't", "avoid",
		"forbidden", "prohibited", "mandatory")
	mustWords      = newWordSet("must", "always", "require", "required", "requires", "shall", "ensure", "mandatory")
	onlyLinkRe     = regexp.MustCompile(`^\[[^\]]*\]\([^)]*\)\W*$`)
	requirementsRe = regexp.MustCompile(`(?i)^\W*requirements\W*$`)
)

// ruleContext is what rule extraction needs to know about a document.
type ruleContext struct {
	path        string
	kind        Kind
	alwaysApply bool
	md          *mdDoc
}

// explicitID parses an explicit rule ID at the start of an item's text and
// returns the ID, severity and the rest of the text.
func explicitID(raw string) (id, severity, rest string, ok bool) {
	m := idItemRe.FindStringSubmatchIndex(raw)
	if m == nil {
		return "", "", raw, false
	}
	id = raw[m[4]:m[5]]
	bracketed := m[2] >= 0 && m[6] >= 0
	colon := m[10] >= 0
	if !bracketed && !colon && !idLike(id) {
		return "", "", raw, false
	}
	if m[8] >= 0 {
		severity = raw[m[8]:m[9]]
	}
	return id, severity, raw[m[1]:], true
}

// idLike accepts an ID followed by white space only when it is clearly an ID
// (hyphenated or zero-padded), so "ES2015 features" is not a rule ID.
func idLike(id string) bool {
	if strings.Contains(id, "-") {
		return true
	}
	i := strings.IndexAny(id, "0123456789")
	return i >= 0 && i+1 < len(id) && id[i] == '0'
}

// headingID parses an explicit-ID heading ("SCHEMA-001 (BLOCK)").
func headingID(h string) (id, severity, title string, ok bool) {
	m := idHeadingRe.FindStringSubmatch(strings.TrimSpace(h))
	if m == nil {
		return "", "", "", false
	}
	rest := strings.TrimPrefix(strings.TrimSpace(h), "[")
	sep := rest[len(m[1]):]
	if !strings.HasPrefix(sep, "]") && m[2] == "" && m[3] != "" && !idLike(m[1]) &&
		!strings.HasPrefix(strings.TrimSpace(sep), ":") {
		return "", "", "", false
	}
	return m[1], m[2], strings.TrimSpace(m[3]), true
}

// extractRules finds the rules of a document: explicit-ID headed blocks and
// list items (all actionable items in rule files, Requirements items in
// SOPs, actionable items under constitution headings in SOPs and docs, and
// items with explicit IDs everywhere).
func extractRules(rc ruleContext) []Rule {
	md := rc.md
	var rules []Rule
	idSection := make([]bool, len(md.sections))
	for i, s := range md.sections {
		if i == 0 {
			continue
		}
		id, sev, title, ok := headingID(s.Heading)
		if !ok {
			continue
		}
		idSection[i] = true
		end := md.trimBack(s.Start, s.End)
		var body []string
		for l := s.Start + 1; l <= end && l <= len(md.lines); l++ {
			body = append(body, md.lines[l-1])
		}
		raw := strings.TrimSpace(title + "\n" + strings.Join(body, "\n"))
		rules = append(rules, rc.newRule(i, id, true, sev, raw, s.Start, end))
	}
	introduced := 0 // the last line of the list an item introduces
	for _, it := range md.items {
		if idSection[it.section] {
			continue
		}
		raw := checkboxRe.ReplaceAllString(strings.TrimSpace(it.raw), "")
		if raw == "" {
			continue
		}
		id, sev, rest, explicit := explicitID(raw)
		if !explicit {
			if it.nested && it.line <= introduced || !rc.wantItem(it, raw) {
				continue
			}
			rest = raw
		}
		if it.introduces {
			introduced = it.end
		}
		r := rc.newRule(it.section, id, explicit, sev, rest, it.line, it.end)
		if it.introduces && rc.kind == KindRule && !r.Constitution && mandateLabel(rest) {
			// "- **Never**" and its items are a "### Never" section in a list.
			r.Constitution = true
			r.Priority += ConstitutionBoost
		}
		rules = append(rules, r)
	}
	// A rule file's paragraph that says must, never, should or do not
	// ("Claude should NEVER run versioning or publishing commands.") is a
	// rule as its list items are: the chunk around it gives way to the
	// chunk's rules (retrieve's rule mode), so it would reach no agent
	// otherwise. (An always-applied file of prose alone is one rule:
	// proseRule.) Weaker words ("use", "run") open too many introductions.
	if rc.kind == KindRule && (len(rules) > 0 || !rc.alwaysApply) {
		var paras []leadPara
		for _, p := range md.paras {
			sec := md.sectionAt(p.line)
			raw := strings.TrimSpace(p.raw)
			if idSection[sec] || raw == "" || !modalWords.match(raw) {
				continue
			}
			paras = append(paras, leadPara{rc.newRule(sec, "", false, "", raw, p.line, p.end), p, sec})
		}
		if len(paras) > 0 {
			rules = rc.withLeadIns(rules, paras)
			slices.SortStableFunc(rules, func(a, b Rule) int { return cmp.Compare(a.Line, b.Line) })
		}
	}
	assignIDs(rc.path, rules)
	return rules
}

// wantItem decides whether a list item without an explicit ID is a rule.
func (rc ruleContext) wantItem(it mdItem, raw string) bool {
	if onlyLinkRe.MatchString(raw) {
		return false
	}
	switch rc.kind {
	case KindRule:
		// Under a heading that declares mandates ("Core Mandates", "Hard
		// rules") each top-level item is a rule, whatever its verb
		// ("Rigorously adhere to …", "Mimic the style …").
		return actionableWords.match(raw) || imperative(raw) || !it.nested && rc.underMandates(it.section)
	case KindSOP:
		if !it.nested && underRequirements(rc.md, it.section) {
			return true
		}
		return rc.inConstitution(it.section) && actionableWords.match(raw)
	case KindDoc:
		return rc.inConstitution(it.section) && actionableWords.match(raw)
	}
	return false // skills: explicit IDs only
}

// underRequirements reports whether a heading of the section's path is
// named Requirements.
func underRequirements(md *mdDoc, section int) bool {
	for _, h := range md.sections[section].Path {
		if requirementsRe.MatchString(h) {
			return true
		}
	}
	return false
}

func (rc ruleContext) inConstitution(section int) bool {
	for _, h := range rc.md.sections[section].Path {
		if constitutionRe.MatchString(strings.TrimLeftFunc(h, notLetter)) && !describesModel(h) {
			return true
		}
	}
	return false
}

// modelRe is a topic heading that names a model ("Security Model",
// "Security and Threat Model"): what it holds describes how things are
// (what is and is not a vulnerability), for whoever reviews against it; it
// is retrieved by the tasks it concerns, not loaded by every task. A
// directive that names one ("Never change the data model") is no topic.
var modelRe = regexp.MustCompile(`(?i)^(?:safety|security|critical)\b.*\bmodels?$`)

// describesModel reports whether a heading names a model (modelRe).
func describesModel(h string) bool {
	return modelRe.MatchString(strings.TrimSpace(strings.TrimFunc(h, notLetter)))
}

// underMandates reports whether a heading of the section's path declares
// its items mandates (mandateRe).
func (rc ruleContext) underMandates(section int) bool {
	for _, h := range rc.md.sections[section].Path {
		if mandateRe.MatchString(strings.TrimLeftFunc(h, notLetter)) {
			return true
		}
	}
	return false
}

// mandateLabel reports whether an item's first line is only a directive
// that makes mandates of the items it introduces ("**Never**", "Always
// do", "Must not"; not "Ask first" or "Avoid").
func mandateLabel(raw string) bool {
	first, _, _ := strings.Cut(raw, "\n")
	return Directive(first) && mandateRe.MatchString(strings.TrimFunc(first, notLetter))
}

func notLetter(r rune) bool {
	return (r < 'a' || r > 'z') && (r < 'A' || r > 'Z')
}

func (rc ruleContext) newRule(section int, id string, explicit bool, severity, raw string, line, end int) Rule {
	text, tg := extractTags(raw)
	s := rc.md.sections[section]
	r := Rule{
		ID: id, Explicit: explicit, Text: text, Line: line, EndLine: max(end, line),
		Section: s.Slug, Heading: strings.Join(s.Path, " > "),
		Severity: severity, Risk: tg.risk, Priority: DefaultPriority,
		Polarity: polarity(leadIn(s.Heading, line > s.Start) + text), Domains: tg.domains, Intents: tg.intents, Tools: tg.tools,
		Scopes: tg.scopes, Verify: tg.verify,
	}
	if tg.hasPriority {
		r.Priority = tg.priority
	}
	// The constitution is what agents load always: the rule files' (a
	// "Security" or "Must" section of a design document, a README or a
	// runbook is guidance that a task retrieves, not the constitution of
	// every task).
	r.Constitution = rc.kind == KindRule && (rc.alwaysApply || rc.inConstitution(section))
	if r.Constitution {
		r.Priority += ConstitutionBoost
	}
	return r
}

// proseRule makes the body of an always-applied rule file written as prose
// (no list item or ID) one constitution rule, so that the file is loaded as
// the agent loads it.
func proseRule(rc ruleContext, doc *Document) []Rule {
	first, last := 0, 0
	for l := doc.BodyStart; l <= len(doc.Lines); l++ {
		if strings.TrimSpace(doc.Lines[l-1]) == "" {
			continue
		}
		if first == 0 {
			first = l
		}
		last = l
	}
	if first == 0 {
		return nil
	}
	raw := strings.TrimSpace(strings.Join(doc.Lines[first-1:last], "\n"))
	r := []Rule{rc.newRule(rc.md.sectionAt(first), "", false, "", raw, first, last)}
	assignIDs(rc.path, r)
	return r
}

// leadIn is a section heading that introduces what it holds ("DO NOT
// use high-cardinality attributes:", ending in a colon), followed by a
// space, for a rule below it; else "". Such a heading says what its items
// are: "**Timestamps**: `createdAt`" under it is a never.
func leadIn(heading string, below bool) string {
	if !below || !Introduces(heading) {
		return ""
	}
	return strings.TrimSpace(heading) + " "
}

// polarity classifies rule text as never, must or should.
func polarity(text string) string {
	t := strings.ReplaceAll(text, "\u2019", "'")
	switch {
	case neverWords.match(t):
		return "never"
	case mustWords.match(t):
		return "must"
	}
	return DefaultPolarity
}

// assignIDs gives rules without an explicit ID a stable generated one:
// "R-" and 10 hex digits of sha256(path NUL normalised text); a repeated
// text in the same file gets "-2", "-3" in order.
func assignIDs(path string, rules []Rule) {
	seen := map[string]int{}
	for i := range rules {
		if rules[i].Explicit {
			continue
		}
		sum := sha256.Sum256([]byte(path + "\x00" + strings.ToLower(collapse(rules[i].Text))))
		id := "R-" + hex.EncodeToString(sum[:])[:10]
		seen[id]++
		if n := seen[id]; n > 1 {
			id += "-" + strconv.Itoa(n)
		}
		rules[i].ID = id
	}
}
