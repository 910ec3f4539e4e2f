package capsule

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	cons "github.com/canon-kg/canon/constitution"
	"github.com/canon-kg/canon/graph"
	"github.com/canon-kg/canon/samerule"
	"github.com/canon-kg/canon/sources"
	v "github.com/canon-kg/canon/vocabulary"
)

// ContractPredicates are the predicates Build reads.
var ContractPredicates = []string{
	v.DocKind, v.DocPath, v.DocTitle, v.DocAppliesTo, v.DocSeverity, v.DocSummary,
	v.DocRequirements, v.DocScope, v.DocAlwaysApply, v.DocFormat,
	v.RuleID, v.RuleText, v.RuleSeverity, v.RuleRisk, v.RulePriority, v.RuleConstitution,
	v.RuleDomain, v.RuleScope, v.RulePolarity, v.RuleLines, v.RuleInSection, v.SectionHeading,
	v.ADRNumber, v.ADRStatus, v.ADRDate, v.ADRSupersedes, v.ADRAmends, v.ADRDecision,
}

// contract is the contract content of a snapshot, every list sorted.
type contract struct {
	rules     []Rule               // constitution first, then priority desc, path, line, ID
	cons      map[string]cons.Rule // each rule as the constitution sees it, by "path#ID"
	sops      []SOP                // by path
	decisions []Decision
}

// ruleContent is a rule as hashed: without its line, which moves when
// unrelated text is edited above it.
type ruleContent struct {
	ID           string   `json:"id"`
	Path         string   `json:"path"`
	Text         string   `json:"text"`
	LeadIn       string   `json:"lead_in,omitempty"`
	Severity     string   `json:"severity"`
	Risk         string   `json:"risk"`
	Priority     int      `json:"priority"`
	Polarity     string   `json:"polarity"`
	Constitution bool     `json:"constitution"`
	Scope        []string `json:"scope"`
	Domains      []string `json:"domains"`
	Also         []string `json:"also,omitempty"` // the copies' paths, without their lines
}

// hashed is the content contract_hash covers.
func (c contract) hashed() any {
	rules := make([]ruleContent, len(c.rules))
	for i, r := range c.rules {
		rules[i] = ruleContent{ID: r.ID, Path: r.Path, Text: r.Text, LeadIn: r.LeadIn, Severity: r.Severity, Risk: r.Risk,
			Priority: r.Priority, Polarity: r.Polarity, Constitution: r.Constitution, Scope: r.Scope, Domains: r.Domains}
		for _, a := range r.Also {
			rules[i].Also = append(rules[i].Also, a[:strings.LastIndexByte(a, ':')])
		}
	}
	return struct {
		Constitution []string      `json:"constitution"`
		Rules        []ruleContent `json:"rules"`
		SOPs         []SOP         `json:"sops"`
		Decisions    []Decision    `json:"decisions"`
	}{constitutionEntries(c.rules), rules, c.sops, c.decisions}
}

// node holds the values of one subject by predicate, each list sorted.
type node map[string][]string

func (n node) one(p string) string {
	if vs := n[p]; len(vs) > 0 {
		return vs[0]
	}
	return ""
}

func (n node) list(p string) []string {
	if vs := n[p]; len(vs) > 0 {
		return slices.Clone(vs)
	}
	return []string{}
}

// requirements decodes an SOP's stored requirements, in document order. A
// literal that does not decode is kept whole, so nothing is lost.
func requirements(lit string) []string {
	out := []string{}
	if lit == "" {
		return out
	}
	rs, err := v.DecodeRequirements(lit)
	if err != nil {
		return append(out, lit)
	}
	for _, r := range rs {
		out = append(out, r.Text)
	}
	return out
}

// readContract extracts the contract from quads in any order.
func readContract(quads []graph.Quad) contract {
	nodes := map[string]node{}
	for _, q := range quads {
		n := nodes[q.Subject]
		if n == nil {
			n = node{}
			nodes[q.Subject] = n
		}
		n[q.Predicate] = append(n[q.Predicate], q.Object)
	}
	subjects := make([]string, 0, len(nodes))
	for s, n := range nodes {
		for p := range n {
			slices.Sort(n[p])
			n[p] = slices.Compact(n[p])
		}
		subjects = append(subjects, s)
	}
	slices.Sort(subjects)

	docPath := func(id string) string {
		if n, ok := nodes[id]; ok && n.one(v.DocPath) != "" {
			return n.one(v.DocPath)
		}
		p, _ := v.PathOf(id)
		return p
	}
	c := contract{rules: []Rule{}, cons: map[string]cons.Rule{}, sops: []SOP{}, decisions: []Decision{}}
	// superseded holds the documents an accepted ADR supersedes.
	superseded := map[string]bool{}
	for _, s := range subjects {
		n := nodes[s]
		if n.one(v.ADRStatus) == "accepted" {
			for _, t := range n[v.ADRSupersedes] {
				superseded[t] = true
			}
		}
	}
	for _, s := range subjects {
		n := nodes[s]
		switch {
		case strings.HasPrefix(s, "rule:") && n.one(v.RuleText) != "":
			r, cr := readRule(s, n, nodes)
			c.rules = append(c.rules, r)
			c.cons[r.Path+"#"+r.ID] = cr
		case n.one(v.DocKind) == "sop":
			c.sops = append(c.sops, SOP{Path: docPath(s), Title: n.one(v.DocTitle), AppliesTo: n.list(v.DocAppliesTo),
				Severity: n.one(v.DocSeverity), Summary: n.one(v.DocSummary), Requirements: requirements(n.one(v.DocRequirements))})
		}
		if n.one(v.ADRStatus) == "accepted" && !superseded[s] {
			c.decisions = append(c.decisions, Decision{Number: n.one(v.ADRNumber), Path: docPath(s), Title: n.one(v.DocTitle),
				Date: n.one(v.ADRDate), Decision: n.one(v.ADRDecision),
				Supersedes: paths(n[v.ADRSupersedes], docPath), Amends: paths(n[v.ADRAmends], docPath)})
		}
	}
	slices.SortFunc(c.rules, compareRules)
	c.rules = foldCopies(c.rules, func(r Rule) int {
		return samerule.FileOrder(nodes[v.DocNode(r.Path)].one(v.DocFormat), r.Path)
	})
	slices.SortFunc(c.sops, func(a, b SOP) int { return strings.Compare(a.Path, b.Path) })
	slices.SortFunc(c.decisions, func(a, b Decision) int {
		return cmp.Or(cmp.Compare(number(a.Number), number(b.Number)), strings.Compare(a.Path, b.Path))
	})
	return c
}

// foldCopies keeps one of the rules (in contract order) that say the same
// thing in different files of the same scope, the copy in the file most
// agents read (order), at its own place, and cites the others on it
// (Rule.Also): a project whose CLAUDE.md files link to its AGENTS.md files
// listed every rule twice.
func foldCopies(rules []Rule, order func(Rule) int) []Rule {
	copies := samerule.Copies(len(rules),
		func(i int) string { return samerule.ScopedKey(rules[i].Text, rules[i].Scope) },
		func(i int) string { return rules[i].Path },
		func(i int) int { return order(rules[i]) })
	if len(copies) == 0 {
		return rules
	}
	gone := map[int]bool{}
	for _, c := range copies {
		rules[c.Of].Also = append(rules[c.Of].Also, rules[c.Index].Path+":"+strconv.Itoa(rules[c.Index].Line))
		gone[c.Index] = true
	}
	out := make([]Rule, 0, len(rules)-len(gone))
	for i, r := range rules {
		if !gone[i] {
			out = append(out, r)
		}
	}
	return out
}

func readRule(id string, n node, nodes map[string]node) (Rule, cons.Rule) {
	ruleID := v.DecodeRuleID(id, n.one(v.RuleID))
	path, _ := v.PathOf(id)
	start, end, _ := v.ParseLines(n.one(v.RuleLines))
	r := Rule{
		ID: ruleID, Path: path, Line: start, Text: n.one(v.RuleText),
		Severity: n.one(v.RuleSeverity), Risk: n.one(v.RuleRisk), Polarity: v.DecodeRulePolarity(n.one(v.RulePolarity)),
		Constitution: n.one(v.RuleConstitution) == "true", Scope: n.list(v.RuleScope), Domains: []string{},
		LeadIn: leadIn(nodes[n.one(v.RuleInSection)].one(v.SectionHeading)),
	}
	r.Priority = v.DecodeRulePriority(n.one(v.RulePriority), r.Constitution)
	for _, d := range n[v.RuleDomain] {
		r.Domains = append(r.Domains, strings.TrimPrefix(d, "domain:"))
	}
	if len(r.Scope) == 0 {
		r.Scope = docScope(nodes[v.DocNode(path)])
	}
	return r, cons.Rule{Path: path, Line: start, EndLine: end, Key: id, Constitution: r.Constitution,
		AlwaysApply: nodes[v.DocNode(path)].one(v.DocAlwaysApply) == "true"}
}

// docScope is the scope a rule inherits from its file: the file's globs
// (applies_to, .mdc globs), else the directory of a nested CLAUDE.md or
// AGENTS.md; empty for repository-wide files and alwaysApply files without
// globs.
func docScope(d node) []string {
	if globs := d.list(v.DocAppliesTo); len(globs) > 0 {
		return globs
	}
	if dir := d.one(v.DocScope); dir != "" {
		return []string{strings.TrimSuffix(dir, "/") + "/**"}
	}
	return []string{}
}

func compareRules(a, b Rule) int {
	return cmp.Or(
		-cmp.Compare(boolInt(a.Constitution), boolInt(b.Constitution)),
		cmp.Compare(b.Priority, a.Priority),
		strings.Compare(a.Path, b.Path),
		cmp.Compare(a.Line, b.Line),
		strings.Compare(a.ID, b.ID),
		strings.Compare(a.Text, b.Text),
	)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// number orders ADR numbers numerically; unnumbered ones come last.
func number(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return int(^uint(0) >> 1)
	}
	return n
}

func paths(ids []string, docPath func(string) string) []string {
	out := make([]string, 0, len(ids))
	for _, id := range ids {
		out = append(out, docPath(id))
	}
	slices.Sort(out)
	return out
}

// constitutionEntries renders each constitution rule as "- [ID] text", in
// rule order.
func constitutionEntries(rules []Rule) []string {
	var out []string
	for _, r := range rules {
		if r.Constitution {
			out = append(out, entry(r))
		}
	}
	return out
}

// entry is a constitution line: "- [ID] text", the text after its
// lead-in heading when it has one.
func entry(r Rule) string {
	if r.LeadIn != "" {
		return "- [" + r.ID + "] " + r.LeadIn + " " + r.Text
	}
	return "- [" + r.ID + "] " + r.Text
}

// leadIn is a section heading that introduces its content
// (sources.Introduces), or "".
func leadIn(heading string) string {
	if sources.Introduces(heading) {
		return strings.TrimSpace(heading)
	}
	return ""
}

// constitution assembles the constitution (constitution.Select over the
// rules, capped at limit lines), one "- [ID] text" line per rule kept; the
// rule that crosses the cap and every one after it are listed as
// truncated.
func constitution(rules []Rule, consOf map[string]cons.Rule, limit int) Constitution {
	c := Constitution{LineLimit: limit, Rules: []string{}, Truncated: []string{}}
	cr := make([]cons.Rule, len(rules))
	for i, r := range rules {
		cr[i] = consOf[r.Path+"#"+r.ID]
	}
	sel := cons.Select(cr, cons.Limits{Lines: limit})
	var text []string
	for _, k := range sel.Kept {
		text = append(text, entry(rules[k]))
		c.Rules = append(c.Rules, rules[k].Path+"#"+rules[k].ID)
	}
	for _, k := range sel.Cut {
		c.Truncated = append(c.Truncated, rules[k].Path+"#"+rules[k].ID)
	}
	c.Lines = sel.Lines
	if len(text) > 0 {
		c.Text = strings.Join(text, "\n") + "\n"
	}
	return c
}
