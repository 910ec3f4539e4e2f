package retrieve

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/canon-kg/canon/budget"
	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/constitution"
	"github.com/canon-kg/canon/tokens"
)

// constitutionRules are the rules always loaded: rules in constitution
// sections and every rule of an alwaysApply file. A nested CLAUDE.md's
// constitution, and a rule or file scoped by globs, joins only when a file
// being edited is in its scope. Order: root files first, then by path and
// line. covering is e.inScope(files).
func (e *Engine) constitutionRules(files []string, covering map[int]scopeMatch) []int {
	if len(files) == 0 {
		return slices.Clone(e.consFixed)
	}
	var out []int
	for _, ri := range e.consPool {
		r := &e.rules[ri]
		if _, ok := covering[r.doc]; !ok && e.docs[r.doc].scoped() {
			continue
		}
		if m := globMatch(r.Scopes, files, "scope"); m.scoped && !m.matches {
			continue
		}
		out = append(out, ri)
	}
	return out
}

// sortConstitution orders constitution rules as constitution.Compare
// does: root files first, then by path and line.
func (e *Engine) sortConstitution(rules []int) {
	slices.SortFunc(rules, func(a, b int) int { return constitution.Compare(e.consRule(a), e.consRule(b)) })
}

// consRule is rule i as the constitution sees it.
func (e *Engine) consRule(i int) constitution.Rule {
	r := &e.rules[i]
	return constitution.Rule{Path: r.Path, Line: r.LineStart, EndLine: r.LineEnd, Key: r.Node,
		Constitution: r.Constitution, AlwaysApply: e.docs[r.doc].AlwaysApply}
}

// cutRules groups the cut rules (positions in rules, in the order the
// caps cut them) by file and cap.
func (e *Engine) cutRules(rules, cut []int, why map[int]string) []CutRules {
	out := []CutRules{}
	type group struct{ path, why string }
	at := map[group]int{}
	var lines [][][2]int
	for _, k := range cut {
		r := &e.rules[rules[k]]
		g := group{r.Path, why[k]}
		i, ok := at[g]
		if !ok {
			i = len(out)
			at[g] = i
			out = append(out, CutRules{SourcePath: r.Path, Why: g.why})
			lines = append(lines, nil)
		}
		out[i].IDs = append(out[i].IDs, e.ruleRef(rules[k]).ID)
		lines[i] = append(lines[i], [2]int{r.LineStart, max(r.LineEnd, r.LineStart)})
	}
	for i := range out {
		out[i].Lines = lineRanges(lines[i])
	}
	return out
}

// lineRanges writes the lines that spans cover as sorted ranges,
// consecutive lines merged: "31-35,38,40-41".
func lineRanges(spans [][2]int) string {
	slices.SortFunc(spans, func(a, b [2]int) int { return cmp.Or(a[0]-b[0], a[1]-b[1]) })
	var b strings.Builder
	write := func(lo, hi int) {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(lo))
		if hi > lo {
			b.WriteByte('-')
			b.WriteString(strconv.Itoa(hi))
		}
	}
	lo, hi := spans[0][0], spans[0][1]
	for _, s := range spans[1:] {
		if s[0] > hi+1 {
			write(lo, hi)
			lo, hi = s[0], s[1]
		} else {
			hi = max(hi, s[1])
		}
	}
	write(lo, hi)
	return b.String()
}

// constitution renders the constitution of rules (constitution.Select
// under lim; relevance, when not nil, ranks rules of equal priority under
// the token cap); the rules the caps cut are listed in Truncated.
func (e *Engine) constitution(rules []int, lim constitution.Limits, relevance func(ri int) float64) Constitution {
	c := Constitution{Rules: []RuleRef{}, Truncated: []CutRules{}}
	rules, also := e.foldConstitution(rules)
	cr := make([]constitution.Rule, len(rules))
	lines := make([]string, len(rules))
	for i, ri := range rules {
		r := &e.rules[ri]
		l := e.consLineOf(ri)
		lines[i] = l.text
		cr[i] = e.consRule(ri)
		cr[i].Tokens = l.tokens
		if a := also[ri]; len(a) > 0 {
			lines[i] = strings.TrimSuffix(l.text, "\n") + " (also " + strings.Join(a, ", ") + ")\n"
			cr[i].Tokens = tokens.Estimate(lines[i])
		}
		cr[i].Priority = r.Priority
		if relevance != nil {
			cr[i].Relevance = relevance(ri)
		}
	}
	sel := constitution.Select(cr, lim)
	var b strings.Builder
	for _, k := range sel.Kept {
		ri := rules[k]
		r := &e.rules[ri]
		b.WriteString(lines[k])
		ref := e.ruleRef(ri)
		ref.Also = also[ri]
		if e.docs[r.doc].AlwaysApply && !r.Constitution {
			ref.Why = "alwaysApply"
		} else {
			ref.Why = "constitution section"
		}
		c.Rules = append(c.Rules, ref)
	}
	why := make(map[int]string, len(sel.Cut)+len(sel.Dropped))
	cutWhy, droppedWhy := fmt.Sprintf("constitution cap of %d lines", lim.Lines), fmt.Sprintf("constitution cap of %d tokens", lim.Tokens)
	for _, k := range sel.Cut {
		why[k] = cutWhy
	}
	for _, k := range sel.Dropped {
		why[k] = droppedWhy
	}
	cut := append(slices.Clone(sel.Dropped), sel.Cut...)
	slices.SortFunc(cut, func(a, b int) int { return constitution.Compare(cr[a], cr[b]) })
	c.Truncated = e.cutRules(rules, cut, why)
	c.Text = b.String()
	c.Lines = sel.Lines
	c.Hash = hashText(c.Text)
	c.Tokens = tokens.Estimate(c.Text)
	return c
}

// consLine is a constitution rule's line as the constitution renders it,
// and its tokens.
type consLine struct {
	text   string
	tokens int
}

// consLineOf renders rule ri's constitution line once: the same rules open
// every pack, and their lines cost more than choosing among them.
func (e *Engine) consLineOf(ri int) consLine {
	if l, ok := e.consLines.Load(ri); ok {
		return l.(consLine)
	}
	r := &e.rules[ri]
	body := e.ruleText(ri)
	if l, ok := e.leadInAt(r.doc, r.LineStart); ok {
		body = withLeadIn(l, body)
	}
	text := fmt.Sprintf("%s  [%s:%d]\n", body, r.Path, r.LineStart)
	l, _ := e.consLines.LoadOrStore(ri, consLine{text: text, tokens: tokens.Estimate(text)})
	return l.(consLine)
}

// ruleText is the exact source text of a rule's lines, or its stored text
// when the lines are not held by any chunk.
func (e *Engine) ruleText(ri int) string {
	r := &e.rules[ri]
	if t, ok := e.lineText(r.doc, r.LineStart, max(r.LineEnd, r.LineStart)); ok {
		return t
	}
	return r.Text
}

// itemOf cites a candidate.
func (e *Engine) itemOf(c *cand) Item {
	if c.rule >= 0 {
		r := &e.rules[c.rule]
		d := &e.docs[r.doc]
		sev := r.Risk
		text := e.ruleText(c.rule)
		return Item{
			Kind: "rule", DocKind: d.Kind, ID: r.Node, SourcePath: r.Path, LineStart: r.LineStart,
			LineEnd: max(r.LineEnd, r.LineStart), Section: r.Section, Severity: sev,
			Status: d.status(), Aliases: d.Aliases, Also: c.also, Text: text, Tokens: tokens.Estimate(text),
		}
	}
	ch := &e.chunks[c.chunk]
	d := &e.docs[ch.doc]
	sev := ch.Severity
	if sev == "" {
		sev = d.Severity
	}
	return Item{
		Kind: "chunk", DocKind: d.Kind, ID: ch.ID, SourcePath: ch.Path, LineStart: ch.LineStart,
		LineEnd: ch.LineEnd, Section: ch.Section, Severity: sev, Status: d.status(), Aliases: d.Aliases, Text: ch.Text, Tokens: ch.Tokens,
	}
}

// items cites the kept candidates; with expand, a chunk takes in the
// neighbouring chunks of its section (planning's chunk expansion). An item
// whose lines an earlier (better) item already quotes is left out, so two
// neighbouring chunks expanded to one section appear once.
//
// It stops at k items (k > 0) and says how many candidates it read: a rule
// widened to its nested items quotes the rules below it, and those must
// not take places of the k.
func (e *Engine) items(cs []*cand, expand bool, k int) ([]Item, int) {
	out := make([]Item, 0, min(len(cs), max(k, 0)))
	quoted := func(it Item) bool {
		for _, o := range out {
			if o.SourcePath == it.SourcePath && o.LineStart <= it.LineStart && it.LineEnd <= o.LineEnd {
				return true
			}
		}
		return false
	}
	read := 0
	for _, c := range cs {
		if k > 0 && len(out) >= k {
			break
		}
		read++
		it := e.itemOf(c)
		it.Score, it.Why, it.Signals = round(c.score), append([]string{}, c.why...), scoresOf(c)
		if expand && c.chunk >= 0 {
			ch := &e.chunks[c.chunk]
			start, end := ch.LineStart, ch.LineEnd
			for _, ci := range e.docs[ch.doc].chunks {
				n := &e.chunks[ci]
				if n.Section == ch.Section && (n.ChunkIndex == ch.ChunkIndex-1 || n.ChunkIndex == ch.ChunkIndex+1) {
					start, end = min(start, n.LineStart), max(end, n.LineEnd)
				}
			}
			if start != ch.LineStart || end != ch.LineEnd {
				if t, ok := e.lineText(ch.doc, start, end); ok {
					it.LineStart, it.LineEnd, it.Text, it.Tokens = start, end, t, tokens.Estimate(t)
					it.Why = append(it.Why, "expanded to its section")
				}
			}
		}
		if c.rule >= 0 {
			e.widenToList(&it)
			e.widenToChildren(&it)
		}
		if quoted(it) {
			continue
		}
		if j := slices.IndexFunc(out, func(o Item) bool { return overlaps(o, it) }); j >= 0 {
			if merged, ok := e.merge(out[j], it); ok {
				out[j] = merged
				// The wider item may now overlap or hold later ones.
				for k := len(out) - 1; k > j; k-- {
					if overlaps(out[j], out[k]) {
						if m, ok := e.merge(out[j], out[k]); ok {
							out[j] = m
							out = slices.Delete(out, k, k+1)
						}
					}
				}
				continue
			}
		}
		out = append(out, it)
	}
	return out, read
}

// overlaps reports whether two items quote overlapping lines of one file.
func overlaps(a, b Item) bool {
	return a.SourcePath == b.SourcePath && a.LineStart <= b.LineEnd && b.LineStart <= a.LineEnd
}

// maxMergedTokens bounds an item that merging widens: two items quoting
// overlapping lines become one quoting their union, unless the union would
// be longer than this (then both stay, each whole).
const maxMergedTokens = 800

// merge widens a, the better ranked of two items quoting overlapping lines
// of one file, to the union of their lines, so that no line is served twice.
// It keeps a's rank, identity and severity, and notes what it took in.
func (e *Engine) merge(a, b Item) (Item, bool) {
	d, ok := e.byPath[a.SourcePath]
	if !ok {
		return a, false
	}
	start, end := min(a.LineStart, b.LineStart), max(a.LineEnd, b.LineEnd)
	t, ok := e.lineText(d, start, end)
	if !ok {
		return a, false
	}
	n := tokens.Estimate(t)
	if n > maxMergedTokens && n > a.Tokens {
		return a, false
	}
	a.LineStart, a.LineEnd, a.Text, a.Tokens = start, end, t, n
	a.Why = append(a.Why, fmt.Sprintf("merged with %s (lines %d-%d)", b.ID, b.LineStart, b.LineEnd))
	return a, true
}

// sopMeta returns the metadata item (summary and requirements) of every SOP
// that applies to the files or has a kept candidate. The item quotes the
// document from its first line (the front matter holding the summary) to
// the end of its Requirements section. covering is e.inScope(files).
func (e *Engine) sopMeta(cs []*cand, files []string, covering map[int]scopeMatch) []Item {
	// An SOP's metadata item is as relevant as its best candidate; one
	// brought only by its applies_to ranks with the weakest candidate.
	seen := map[int]bool{}
	best := map[int]float64{}
	floor := 0.0
	for i, c := range cs {
		d := c.doc(e)
		if !seen[d] || c.score > best[d] {
			best[d] = c.score
		}
		seen[d] = true
		if i == 0 || c.score < floor {
			floor = c.score
		}
	}
	var out []Item
	for _, di := range e.sops {
		d := &e.docs[di]
		m, covers := covering[di]
		if !seen[di] && !covers {
			continue
		}
		if !covers && len(files) > 0 && docScope(d, files).scoped {
			continue
		}
		var b strings.Builder
		fmt.Fprintf(&b, "SOP %s (severity %s)", cmp.Or(d.Title, d.Path), cmp.Or(d.Severity, "info"))
		if d.Summary != "" {
			fmt.Fprintf(&b, "\nSummary: %s", d.Summary)
		}
		if len(d.Requirements) > 0 {
			b.WriteString("\nRequirements:")
			for _, r := range d.Requirements {
				fmt.Fprintf(&b, "\n- %s", r)
			}
		}
		end := d.reqLines[1]
		if end == 0 {
			end = max(d.Lines, 1)
		}
		why := []string{"sop metadata"}
		if m.matches {
			why = append(why, m.reason)
		}
		text := b.String()
		score, ok := best[di]
		if !ok {
			score = floor
		}
		out = append(out, Item{
			Kind: "sop", DocKind: "sop", ID: "sop:" + d.Path, SourcePath: d.Path, LineStart: 1, LineEnd: end,
			Section: "requirements", Severity: d.Severity, Text: text, Tokens: tokens.Estimate(text), Why: why, Score: score,
		})
	}
	return out
}

func classOf(it Item) budget.Class {
	switch {
	case it.Kind == "sop":
		return budget.SOPMeta
	case it.DocKind == "sop":
		return budget.SOP
	case it.DocKind == "adr":
		return budget.Decision
	case it.Kind == "rule" && (it.Severity == "low" || it.Severity == "info"),
		strings.Contains(it.Section, "convention"), strings.Contains(it.Section, "style"):
		return budget.Convention
	}
	return budget.Other
}

// fit allocates the budget and fills p's items and budget report.
func (e *Engine) fit(p *Pack, items []Item, req Request, modes config.Retrieval, task string) error {
	window, available := budgetOf(req, modes, task)
	bi := make([]budget.Item, len(items))
	byID := map[string]int{}
	for i, it := range items {
		bi[i] = budget.Item{ID: it.ID, Class: classOf(it), Severity: it.Severity, Tokens: it.Tokens, Score: it.Score}
		byID[it.ID] = i
	}
	a, err := budget.Allocate(available, p.Constitution.Tokens, bi)
	if err != nil {
		return err
	}
	p.Budget = Budget{Window: window, Available: available, Used: a.Used, BySeverity: a.BySeverity, Dropped: []DroppedItem{}, Decompose: available < budget.DecomposeBelow}
	if p.Budget.Decompose {
		p.Warnings = append(p.Warnings, fmt.Sprintf("budget of %d tokens is under %d: decompose the task", available, budget.DecomposeBelow))
	}
	// The budget classes decide what is kept; the kept items are
	// presented by relevance.
	for _, k := range a.Kept {
		it := items[byID[k.ID]]
		if k.Trimmed {
			it = e.trim(it, k.Tokens)
		}
		p.Items = append(p.Items, it)
	}
	slices.SortStableFunc(p.Items, func(x, y Item) int {
		return cmp.Or(cmp.Compare(y.Score, x.Score), strings.Compare(x.SourcePath, y.SourcePath),
			cmp.Compare(x.LineStart, y.LineStart), strings.Compare(x.ID, y.ID))
	})
	for i := range p.Items {
		p.Items[i].Rank = i + 1
	}
	for _, d := range a.Dropped {
		it := items[byID[d.ID]]
		p.Budget.Dropped = append(p.Budget.Dropped, DroppedItem{ID: d.ID, SourcePath: it.SourcePath, LineStart: it.LineStart, LineEnd: it.LineEnd, Tokens: d.Tokens, Reason: d.Reason})
	}
	return nil
}

// trim keeps the leading whole lines of an item that fit in limit tokens,
// so the citation still matches the text.
func (e *Engine) trim(it Item, limit int) Item {
	lines := strings.Split(it.Text, "\n")
	n := len(lines)
	for n > 1 && tokens.Estimate(strings.Join(lines[:n], "\n")) > limit {
		n--
	}
	if it.Kind != "sop" {
		it.LineEnd = it.LineStart + n - 1
	}
	it.Text = strings.Join(lines[:n], "\n")
	it.Tokens = tokens.Estimate(it.Text)
	it.Trimmed = true
	it.Why = append(it.Why, "trimmed to the budget")
	return it
}

// constitutionLimits are the constitution's caps of a request: lines
// (0: 60) and tokens (0: constitution.DefaultTokens).
func constitutionLimits(lines, tokens int) constitution.Limits {
	return constitution.Limits{Lines: cmp.Or(lines, 60), Tokens: cmp.Or(tokens, constitution.DefaultTokens)}
}

// scopeRelevance is the relevance under the constitution's token cap of a
// rule to the files being edited: 1 when the rule's own globs or its
// document's scope cover them, else 0.
func (e *Engine) scopeRelevance(files []string, covering map[int]scopeMatch) func(ri int) float64 {
	return func(ri int) float64 {
		r := &e.rules[ri]
		if _, ok := covering[r.doc]; ok && e.docs[r.doc].scoped() {
			return 1
		}
		if m := globMatch(r.Scopes, files, "scope"); m.matches {
			return 1
		}
		return 0
	}
}

// status is what an item of the document says of its standing: a
// decision's status (accepted, superseded, …), "" for other kinds.
func (d *docInfo) status() string {
	if d.Kind != "adr" {
		return ""
	}
	return d.ADRStatus
}
