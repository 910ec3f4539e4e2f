package validate

import (
	"cmp"
	"path"
	"slices"
	"strings"

	cons "github.com/canon-kg/canon/constitution"
	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/samerule"
	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/vocabulary"
)

// Report is the result of a validation.
type Report struct {
	Status    string            `json:"status"`    // finding.Status of Findings
	Documents int               `json:"documents"` // files judged
	Findings  []finding.Finding `json:"findings"`  // in finding.Sort order
	Summary   []RuleCount       `json:"summary"`   // one entry per rule with findings, in finding order
}

// RuleCount is the number of findings of one rule.
type RuleCount struct {
	Rule     string `json:"rule"`
	Severity string `json:"severity"`
	Count    int    `json:"count"`
}

// Tree evaluates every rule, document and tree rules, over the inputs
// (the files of the roots) and returns the report.
func Tree(inputs []Input, opt Options) *Report {
	var out []finding.Finding
	for _, in := range inputs {
		out = append(out, Document(in, opt)...)
	}
	t := newTree(inputs, opt)
	out = append(out, t.duplicateRules()...)
	out = append(out, t.supersedes()...)
	out = append(out, t.links()...)
	out = append(out, t.imports()...)
	out = append(out, t.constitution(opt.constitutionLines())...)
	return NewReport(len(inputs), out)
}

// NewReport sorts findings and builds the report of n documents.
func NewReport(n int, findings []finding.Finding) *Report {
	fs := slices.Clone(findings)
	if fs == nil {
		fs = []finding.Finding{}
	}
	finding.Sort(fs)
	r := &Report{Status: finding.Status(fs), Documents: n, Findings: fs, Summary: []RuleCount{}}
	for _, f := range fs {
		if k := len(r.Summary); k > 0 && r.Summary[k-1].Rule == f.Rule && r.Summary[k-1].Severity == f.Severity {
			r.Summary[k-1].Count++
			continue
		}
		r.Summary = append(r.Summary, RuleCount{Rule: f.Rule, Severity: f.Severity, Count: 1})
	}
	return r
}

type tree struct {
	docs   []*sources.Document // parsed, sorted by path
	paths  map[string]bool     // every input path (parsed or not)
	adrs   map[string]bool     // ADR numbers present
	exists func(root, path string) bool
}

func newTree(inputs []Input, opt Options) *tree {
	t := &tree{paths: map[string]bool{}, adrs: map[string]bool{}, exists: opt.Exists}
	for _, in := range inputs {
		t.paths[in.File.Path] = true
		if in.Doc != nil && in.Err == nil {
			t.docs = append(t.docs, in.Doc)
			if in.Doc.ADR != nil && in.Doc.ADR.Number != "" {
				t.adrs[in.Doc.ADR.Number] = true
			}
		}
	}
	slices.SortFunc(t.docs, func(a, b *sources.Document) int {
		return cmp.Or(strings.Compare(a.Path, b.Path), strings.Compare(a.Root, b.Root))
	})
	return t
}

func (t *tree) has(root, p string) bool {
	if t.paths[p] {
		return true
	}
	return t.exists != nil && t.exists(root, p)
}

// duplicateRules: RULE-001.
func (t *tree) duplicateRules() []finding.Finding {
	type at struct {
		path string
		line int
		text string
	}
	first := map[string]at{}
	var out []finding.Finding
	for _, d := range t.docs {
		for _, r := range d.Rules {
			if !r.Explicit {
				continue
			}
			text := normText(r.Text)
			f, ok := first[r.ID]
			if !ok {
				first[r.ID] = at{d.Path, r.Line, text}
				continue
			}
			if f.text != text {
				out = append(out, newFinding(RuleDuplicateRule, d.Path, r.Line, "rule %s differs from its text at %s:%d", r.ID, f.path, f.line))
			}
		}
	}
	return out
}

func normText(s string) string {
	return strings.TrimRight(strings.ToLower(strings.Join(strings.Fields(s), " ")), ".;:!")
}

// supersedes: ADR-002.
func (t *tree) supersedes() []finding.Finding {
	var out []finding.Finding
	for _, d := range t.docs {
		a := d.ADR
		if a == nil {
			continue
		}
		for _, rel := range []struct {
			name string
			refs []sources.Ref
		}{{"supersedes", a.Supersedes}, {"superseded by", a.SupersededBy}, {"amends", a.Amends}, {"amended by", a.AmendedBy}} {
			for _, r := range rel.refs {
				switch {
				case r.Resolved != "":
					if !t.has(d.Root, r.Resolved) {
						out = append(out, newFinding(RuleSupersedes, d.Path, r.Line, "%s %s: %s does not exist", rel.name, r.Text, r.Resolved))
					}
				case r.Number != "":
					if !t.adrs[r.Number] {
						out = append(out, newFinding(RuleSupersedes, d.Path, r.Line, "%s %s: no ADR numbered %s", rel.name, r.Text, r.Number))
					}
				}
			}
		}
	}
	return out
}

// links: LINK-001.
func (t *tree) links() []finding.Finding {
	var out []finding.Finding
	for _, d := range t.docs {
		for _, l := range d.Links {
			if l.Resolved == "" || l.Resolved == d.Path || t.has(d.Root, l.Resolved) ||
				t.hasPageSource(d.Root, d.Path, l.Resolved, strings.HasPrefix(strings.TrimSpace(l.Target), "/")) {
				continue
			}
			out = append(out, newFinding(RuleLink, d.Path, l.Line, "link target %s does not exist", l.Target))
		}
	}
	return out
}

// imports: IMPORT-001, a missing or out-of-root target, a cycle, or a
// chain deeper than vocabulary.MaxImportHops.
func (t *tree) imports() []finding.Finding {
	var out []finding.Finding
	byPath := map[string]*sources.Document{}
	for _, d := range t.docs {
		byPath[d.Path] = d
	}
	for _, d := range t.docs {
		for _, im := range d.Imports {
			switch {
			case im.Resolved != "" && t.has(d.Root, im.Resolved):
				// the file is there
			case !t.meantAsFile(d.Root, im):
				// an npm scope, a decorator, a path alias: no import
			case im.Resolved == "":
				out = append(out, newFinding(RuleImport, d.Path, im.Line, "import %s leaves the root", im.Written()))
			default:
				out = append(out, newFinding(RuleImport, d.Path, im.Line, "import %s: %s does not exist", im.Written(), im.Resolved))
			}
		}
	}
	// Depth-first from every importing file: an import of a file on the
	// current chain is a cycle; a chain longer than vocabulary.MaxImportHops is cut
	// where it passes it. Each finding is reported once.
	seen := map[string]bool{}
	report := func(d *sources.Document, im sources.Import, format string, args ...any) {
		f := newFinding(RuleImport, d.Path, im.Line, format, args...)
		if k := f.Path + "\x00" + f.Message; !seen[k] {
			seen[k] = true
			out = append(out, f)
		}
	}
	var walk func(d *sources.Document, chain []string)
	walk = func(d *sources.Document, chain []string) {
		for _, im := range d.Imports {
			next, ok := byPath[im.Resolved]
			if !ok || im.Resolved == d.Path {
				continue
			}
			if i := slices.Index(chain, im.Resolved); i >= 0 {
				report(d, im, "import %s closes a cycle: %s", im.Written(), strings.Join(append(slices.Clone(chain[i:]), im.Resolved), " -> "))
				continue
			}
			if len(chain) > vocabulary.MaxImportHops {
				report(d, im, "import %s is more than %d imports deep from %s: not loaded", im.Written(), vocabulary.MaxImportHops, chain[0])
				continue
			}
			walk(next, append(chain, im.Resolved))
		}
	}
	for _, d := range t.docs {
		if len(d.Imports) > 0 {
			walk(d, []string{d.Path})
		}
	}
	return out
}

// importExts are the extensions of the files an @-import names: documents,
// and the configuration files rule files point agents to (@package.json).
var importExts = map[string]bool{".md": true, ".mdc": true, ".mdx": true, ".markdown": true, ".txt": true,
	".rst": true, ".json": true, ".yaml": true, ".yml": true, ".toml": true}

// meantAsFile reports whether an @-target that names no file of the tree
// was meant as a file for the agent to read, rather than a word written
// with an "@" that resolving made a path of: an npm scope
// (@stripe/stripe-js), a decorator (@app.get), a path alias (@/components),
// a product (@Next.js). Claude Code reads no such target either; of 79
// IMPORT-001 findings in the awesome-cursorrules collection all but one
// were these. A Cursor "mdc:" link, a target with a document's or a
// configuration file's extension (@AI.MD), or a path into a directory of
// the root (@docs/guide) is meant as a file.
func (t *tree) meantAsFile(root string, im sources.Import) bool {
	target, link := strings.CutPrefix(im.Target, "mdc:")
	if link || importExts[strings.ToLower(path.Ext(target))] {
		return true
	}
	dir := path.Dir(im.Resolved)
	return strings.Contains(strings.Trim(target, "/"), "/") && im.Resolved != "" && dir != "." && t.hasDir(root, dir)
}

// hasDir reports whether dir is a directory of the tree: one holding an
// input path, or one on disk under root.
func (t *tree) hasDir(root, dir string) bool {
	for p := range t.paths {
		if strings.HasPrefix(p, dir+"/") {
			return true
		}
	}
	return t.exists != nil && t.exists(root, dir)
}

// copyKey is the key under which rule r of d is a copy of a rule of
// another file (samerule.ScopedKey): its text and its scope (its own scope
// tags, else its file's globs, else the directory of a nested rule file),
// as the capsule folds them; "" for a text too short to tell.
func copyKey(d *sources.Document, r sources.Rule) string {
	scope := r.Scopes
	switch {
	case len(scope) > 0:
	case d.RuleFile != nil && len(d.RuleFile.Globs) > 0:
		scope = d.RuleFile.Globs
	case d.SOP != nil && len(d.SOP.AppliesTo) > 0:
		scope = d.SOP.AppliesTo
	case d.RuleFile != nil && d.RuleFile.Dir != "":
		scope = []string{strings.TrimSuffix(d.RuleFile.Dir, "/") + "/**"}
	}
	return samerule.ScopedKey(r.Text, scope)
}

// constitution: CONST-001. The constitution is what constitution.Select
// makes of the tree's rules, as the context pack and the capsule do; the
// finding is on the rule the cap cuts first.
func (t *tree) constitution(limit int) []finding.Finding {
	var rules []cons.Rule
	var keys []string // copyKey of each rule
	var order []int   // samerule.FileOrder of each rule's file
	for _, d := range t.docs {
		always := d.RuleFile != nil && d.RuleFile.AlwaysApply
		format := ""
		if d.RuleFile != nil {
			format = d.RuleFile.Format
		}
		for _, r := range d.Rules {
			rules = append(rules, cons.Rule{Path: d.Path, Line: r.Line, EndLine: r.EndLine,
				Key: d.Path + "#" + r.ID, Constitution: r.Constitution, AlwaysApply: always})
			keys, order = append(keys, copyKey(d, r)), append(order, samerule.FileOrder(format, d.Path))
		}
	}
	// A rule written again in another file of the same scope is counted
	// once, as the pack and the capsule give it.
	gone := map[int]bool{}
	for _, c := range samerule.Copies(len(rules), func(i int) string { return keys[i] },
		func(i int) string { return rules[i].Path }, func(i int) int { return order[i] }) {
		gone[c.Index] = true
	}
	kept := rules[:0]
	for i, r := range rules {
		if !gone[i] {
			kept = append(kept, r)
		}
	}
	rules = kept
	sel := cons.Select(rules, cons.Limits{Lines: limit})
	if len(sel.Cut) == 0 {
		return nil
	}
	first := rules[sel.Cut[0]]
	return []finding.Finding{newFinding(RuleConstitution, first.Path, first.Line,
		"constitution is %d lines, over the cap of %d: %d rules from here on are cut", sel.TotalLines, limit, len(sel.Cut))}
}
