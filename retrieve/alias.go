package retrieve

import (
	"cmp"
	"slices"
	"strings"
)

// Document kinds of rule files (sources.KindRule, sources.KindSkill).
const (
	kindRule  = "rule"
	kindSkill = "skill"
)

// aliasIdentical records byte-identical rule files once: a symlinked
// CLAUDE.md beside its AGENTS.md, or one guide copied into several
// directories, is one document. The first path of each group in path
// order is the document and lists the others as its Aliases; an alias is
// never served itself (no candidate, no constitution, no scope), and the
// document applies wherever any of them does (scope = the union of their
// scopes). Import stubs and files with @imports are left alone: their
// imports resolve from their own directories, so equal bytes need not
// mean equal rules.
func (e *Engine) aliasIdentical() {
	groups := map[string][]int{} // content hash -> rule files
	for i := range e.docs {
		d := &e.docs[i]
		if d.Hash == "" || d.ImportOnly || len(d.Imports) > 0 || d.unserved() != "" {
			continue
		}
		if d.Kind != kindRule && d.Kind != kindSkill {
			continue
		}
		groups[d.Hash] = append(groups[d.Hash], i)
	}
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		slices.SortFunc(g, func(a, b int) int { return cmp.Or(strings.Compare(e.docs[a].Path, e.docs[b].Path), cmp.Compare(a, b)) })
		doc := &e.docs[g[0]]
		for _, a := range g[1:] {
			alias := &e.docs[a]
			alias.AliasOf = doc.Path
			doc.Aliases = append(doc.Aliases, alias.Path)
			widen(doc, alias)
		}
	}
}

// unserved says why a document is never served itself, "" when it is.
func (d *docInfo) unserved() string {
	switch {
	case d.ShadowedBy != "":
		return "replaced by " + d.ShadowedBy
	case d.AliasOf != "":
		return "the same file as " + d.AliasOf
	}
	return ""
}
