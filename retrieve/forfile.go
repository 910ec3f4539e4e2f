package retrieve

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/canon-kg/canon/constitution"
	"github.com/canon-kg/canon/samerule"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/tokens"
)

// FileRules is what governs one file: the constitution that applies to it
// and every document and rule whose scope matches it (DESIGN §12,
// get_rules_for_file).
type FileRules struct {
	SnapshotID   string       `json:"snapshot_id"`
	File         string       `json:"file"`
	Constitution Constitution `json:"constitution"`
	// Scoped are the documents (rule files, SOPs, nested CLAUDE.md and
	// AGENTS.md) whose globs, applies_to or directory cover the file, and
	// the documents holding a rule whose own scope covers it: the
	// narrowest scope first (the most directories its glob or nested
	// file names: apps/webapp/CLAUDE.md before apps/CLAUDE.md and
	// "**/*.ts"), then in path order, so that a cap (the hook's) cuts the
	// broadest.
	Scoped []ScopedDoc `json:"scoped"`
}

// ScopedDoc is a document scoped to the file, with its rules.
type ScopedDoc struct {
	SourcePath   string   `json:"source_path"`
	DocKind      string   `json:"doc_kind"`
	Title        string   `json:"title"`
	Why          string   `json:"why"`
	Summary      string   `json:"summary,omitempty"`
	Requirements []string `json:"requirements,omitempty"`
	// Rules are the document's rules that cover the file, in line order,
	// but for those in the constitution of every task (the constitution
	// without files), which would repeat it. A rule file in prose, with no
	// rules, is given by its chunks (items of kind chunk).
	Rules []Item `json:"rules"`
}

// RulesFor answers "which rules govern this file?" for one root-relative
// file (CleanFiles rules apply): the constitution with that file being
// edited, and each scoped document with its rules. lim caps the
// constitution as Request's ConstitutionLines and ConstitutionTokens do
// (zero fields: their defaults); under the token cap, rules scoped to the
// file go first.
func (e *Engine) RulesFor(file string, lim constitution.Limits) (*FileRules, error) {
	files, err := CleanFiles([]string{file})
	if err != nil {
		return nil, fmt.Errorf("rules for file: %w", err)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("rules for file: empty path: %w", ErrBadFile)
	}
	covering := e.inScope(files)
	cons := e.constitutionRules(files, covering)
	out := &FileRules{SnapshotID: e.snapshot, File: files[0], Scoped: []ScopedDoc{},
		Constitution: e.constitution(cons, constitutionLimits(lim.Lines, lim.Tokens), e.scopeRelevance(files, covering))}
	inCons := map[int]bool{} // the constitution of every task, scoped or not
	for _, ri := range e.consFixed {
		inCons[ri] = true
	}
	e.addAlwaysImported(covering)
	e.addImported(covering, slices.Sorted(maps.Keys(covering)))
	// Then the rule files that apply everywhere, and what they import: a
	// file one of the scopes above imports keeps that narrower reason.
	e.addImported(covering, e.addEverywhere(covering))
	docs := map[int]scopeMatch{} // document -> why, and how narrow
	maps.Copy(docs, covering)
	ruleWhy := map[int]string{} // rules scoped by their own globs
	for ri := range e.rules {
		r := &e.rules[ri]
		if m := globMatch(r.Scopes, files, "scope"); m.matches && e.docs[r.doc].unserved() == "" {
			ruleWhy[ri] = m.reason
			if o, ok := docs[r.doc]; !ok || strings.HasPrefix(o.reason, "rule ") && m.depth > o.depth {
				m.reason = "rule " + m.reason
				docs[r.doc] = m
			}
		}
	}
	order := slices.Collect(maps.Keys(docs))
	slices.SortFunc(order, func(a, b int) int {
		return cmp.Or(cmp.Compare(docs[b].depth, docs[a].depth), strings.Compare(e.docs[a].Path, e.docs[b].Path), cmp.Compare(a, b))
	})
	for _, d := range order {
		doc := &e.docs[d]
		if doc.ImportOnly {
			continue // a stub: what it imports is given, with why
		}
		sd := ScopedDoc{SourcePath: doc.Path, DocKind: doc.Kind, Title: doc.Title, Why: docs[d].reason,
			Summary: doc.Summary, Requirements: doc.Requirements, Rules: []Item{}}
		_, wholeDoc := covering[d]
		for _, ri := range doc.rules {
			r := &e.rules[ri]
			if inCons[ri] {
				continue
			}
			why, own := ruleWhy[ri]
			if !own && (!wholeDoc || len(r.Scopes) > 0) {
				continue // the rule's own scope does not cover the file
			}
			it := e.itemOf(&cand{rule: ri, chunk: -1})
			it.Why = []string{cmp.Or(why, docs[d].reason)}
			sd.Rules = append(sd.Rules, it)
		}
		switch {
		case !wholeDoc:
		case len(doc.rules) == 0 && len(sd.Requirements) == 0 && sd.Summary == "":
			// A rule file in prose (no list of rules): its text is what
			// governs the file, cited chunk by chunk.
			for _, ci := range doc.chunks {
				it := e.itemOf(&cand{rule: -1, chunk: ci})
				it.Why = []string{docs[d].reason}
				sd.Rules = append(sd.Rules, it)
			}
		case doc.Kind == "rule":
			// A rule file with rules and prose between them: the prose
			// governs too ("add a .server-changes/ file ..." is a
			// paragraph, not a list item), so it is given beside them.
			sd.Rules = append(sd.Rules, e.prose(d, docs[d].reason)...)
		}
		slices.SortFunc(sd.Rules, func(a, b Item) int {
			return cmp.Or(cmp.Compare(a.LineStart, b.LineStart), strings.Compare(a.ID, b.ID))
		})
		sd.Rules = e.withLeadInItems(d, sd.Rules)
		if len(doc.Aliases) > 0 {
			// A copy in the file's own tree is cited, not one elsewhere.
			sd.SourcePath, _ = e.aliasFor(d, files)
			e.citeAliases(sd.Rules, files)
		}
		for i := range sd.Rules {
			sd.Rules[i].Rank = i + 1
		}
		if docs[d].reason == WhyEverywhere && len(sd.Rules) == 0 && len(sd.Requirements) == 0 && sd.Summary == "" {
			continue // all of it is in the constitution
		}
		out.Scoped = append(out.Scoped, sd)
	}
	out.Scoped = e.foldFileRules(out.Scoped)
	return out, nil
}

// foldFileRules gives a rule that several of the scoped documents repeat
// (case, spacing and emphasis aside) once, as foldSameRules does for a
// pack: in the AGENTS.md copy (then CLAUDE.md's, then the first given),
// citing the others in Also. A document left with no rule, requirement or
// summary is dropped.
func (e *Engine) foldFileRules(scoped []ScopedDoc) []ScopedDoc {
	type at struct{ d, i int }
	var all []at
	for d := range scoped {
		for i := range scoped[d].Rules {
			all = append(all, at{d, i})
		}
	}
	item := func(j int) *Item { return &scoped[all[j].d].Rules[all[j].i] }
	copies := samerule.Copies(len(all), func(j int) string {
		if item(j).Kind != "rule" {
			return ""
		}
		return samerule.Key(item(j).Text)
	}, func(j int) string { return item(j).SourcePath }, func(j int) int {
		if d, ok := e.byPath[item(j).SourcePath]; ok {
			return samerule.FormatOrder(e.docs[d].Format)
		}
		return 2
	})
	gone := map[at]bool{}
	for _, c := range copies {
		k, it := item(c.Of), item(c.Index)
		k.Also = append(k.Also, Citation(it.SourcePath, it.LineStart, it.LineEnd))
		gone[all[c.Index]] = true
	}
	if len(gone) == 0 {
		return scoped
	}
	out := scoped[:0]
	for d := range scoped {
		sd := scoped[d]
		had := len(sd.Rules) > 0
		rules := sd.Rules[:0]
		for i, it := range sd.Rules {
			if !gone[at{d, i}] {
				it.Rank = len(rules) + 1
				rules = append(rules, it)
			}
		}
		sd.Rules = rules
		if had && len(rules) == 0 && len(sd.Requirements) == 0 && sd.Summary == "" {
			continue
		}
		out = append(out, sd)
	}
	return out
}

// ConstitutionFor is the constitution of a task that edits files (none:
// the constitution of every task), capped by lim as RulesFor does. It is
// Context's constitution but for the task's relevance, which Context adds
// under the token cap.
func (e *Engine) ConstitutionFor(files []string, lim constitution.Limits) (Constitution, error) {
	files, err := CleanFiles(files)
	if err != nil {
		return Constitution{}, fmt.Errorf("constitution: %w", err)
	}
	covering := e.inScope(files)
	return e.constitution(e.constitutionRules(files, covering), constitutionLimits(lim.Lines, lim.Tokens), e.scopeRelevance(files, covering)), nil
}

// prose returns the paragraphs of document d that no rule of it holds, one
// item of kind chunk each, cited by its lines: what a rule file says in
// sentences beside its list of rules. Headings, fenced code, HTML comments
// and lines of a rule (served or not: a rule of the constitution or of
// another scope is not repeated as prose) are left out; the items are in
// line order.
func (e *Engine) prose(d int, why string) []Item {
	doc := &e.docs[d]
	ruled := map[int]bool{} // the lines of the document's rules
	for _, ri := range doc.rules {
		r := &e.rules[ri]
		for ln := r.LineStart; ln <= max(r.LineEnd, r.LineStart); ln++ {
			ruled[ln] = true
		}
	}
	var out []Item
	seen := map[int]bool{}
	for _, ci := range doc.chunks {
		ch := &e.chunks[ci]
		whole := e.itemOf(&cand{rule: -1, chunk: ci}) // a paragraph is cited as a part of it
		var para, code []string                       // code: a fenced block the paragraph introduces ("…files:")
		start, fence, comment := 0, "", false
		flush := func() {
			if text := strings.TrimSpace(strings.Join(para, "\n")); text != "" {
				it := whole
				it.ID, it.LineStart, it.LineEnd = fmt.Sprintf("%s@L%d", ch.ID, start), start, start+len(para)-1
				it.Text, it.Tokens, it.Why = text, tokens.Estimate(text), []string{why}
				out = append(out, it)
			}
			para = para[:0]
		}
		for k, line := range strings.Split(ch.Text, "\n") {
			ln := ch.LineStart + k
			t := strings.TrimSpace(line)
			if fence != "" || strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
				switch {
				case fence == "":
					fence = t[:3]
					if n := len(para); n > 0 && start+n == ln && strings.HasSuffix(strings.TrimSpace(para[n-1]), ":") {
						code = append(code[:0], line) // the paragraph introduces it
						continue
					}
					flush()
				case strings.HasPrefix(t, fence):
					fence = ""
					if len(code) > 0 {
						if code = append(code, line); len(code)-2 <= sources.MaxIntroducedCode {
							para = append(para, code...)
						}
						code = code[:0]
						flush()
					}
				case len(code) > 0:
					code = append(code, line)
				}
				continue
			}
			if comment || strings.HasPrefix(t, "<!--") { // an HTML comment is for the file's editors
				flush()
				comment = !strings.HasSuffix(t, "-->")
				continue
			}
			if t == "" || strings.HasPrefix(t, "#") || seen[ln] || ruled[ln] {
				flush()
				continue
			}
			seen[ln] = true
			if len(para) == 0 {
				start = ln
			}
			para = append(para, line)
		}
		flush() // a code block the chunk ends inside is left out
	}
	return out
}
