package retrieve

import (
	"cmp"
	"path"
	"slices"
	"strings"

	"github.com/canon-kg/canon/samerule"
)

// Document kinds of rule files (sources.KindRule, sources.KindSkill).
const (
	kindRule  = "rule"
	kindSkill = "skill"
)

// aliasIdentical records byte-identical rule files once: a symlinked
// CLAUDE.md beside its AGENTS.md, or one guide copied into several
// directories, is one document. The copy most coding agents read is the
// document (samerule.FileOrder: AGENTS.md before CLAUDE.md before
// .cursorrules, the shallowest first, then path order; as the copy of a
// rule written again is chosen) and lists the others as its Aliases (a task on
// files cites the copy nearest them: aliasFor); an alias is never served
// itself (no candidate, no constitution, no scope), and the
// document applies wherever any of them does (scope = the union of their
// scopes). Import stubs are left alone, and files with @imports are
// copies only when their imports resolve to the same paths: an import
// resolves from its own file's directory, so equal bytes in two
// directories need not mean equal rules, while apache/superset's
// AGENTS.md, CLAUDE.md, GEMINI.md and copilot instructions, one file in
// one directory whose "@superset-ui/core" reads as an import, are one.
func (e *Engine) aliasIdentical() {
	groups := map[string][]int{} // content hash and resolved imports -> rule files
	for i := range e.docs {
		d := &e.docs[i]
		if d.Hash == "" || d.ImportOnly || d.unserved() != "" {
			continue
		}
		if d.Kind != kindRule && d.Kind != kindSkill {
			continue
		}
		key := d.Hash
		if len(d.Imports) > 0 {
			key += "\x00" + strings.Join(slices.Sorted(slices.Values(d.Imports)), "\x00")
		}
		groups[key] = append(groups[key], i)
	}
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		slices.SortFunc(g, func(a, b int) int {
			da, db := &e.docs[a], &e.docs[b]
			return cmp.Or(cmp.Compare(samerule.FileOrder(da.Format, da.Path), samerule.FileOrder(db.Format, db.Path)),
				strings.Compare(da.Path, db.Path), cmp.Compare(a, b))
		})
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

// aliasFor is the path a document with byte-identical copies (Aliases) is
// cited by for a task on files: the copy whose directory holds the most
// of the files, the deepest first (a guide copied into web/ and svc/ is
// web/AGENTS.md for web/src/api.ts, not svc/AGENTS.md); the document's own
// path when no copy is nearer. The other paths are its aliases.
func (e *Engine) aliasFor(d int, files []string) (string, []string) {
	doc := &e.docs[d]
	if len(doc.Aliases) == 0 || len(files) == 0 {
		return doc.Path, doc.Aliases
	}
	best, bestHeld, bestDepth := doc.Path, held(doc.Path, files), dirDepth(path.Dir(doc.Path))
	for _, a := range doc.Aliases {
		if h, dep := held(a, files), dirDepth(path.Dir(a)); h > bestHeld || h == bestHeld && h > 0 && dep > bestDepth {
			best, bestHeld, bestDepth = a, h, dep
		}
	}
	if best == doc.Path {
		return doc.Path, doc.Aliases
	}
	others := []string{doc.Path}
	for _, a := range doc.Aliases {
		if a != best {
			others = append(others, a)
		}
	}
	slices.Sort(others)
	return best, others
}

// held is how many of files lie under the directory of p.
func held(p string, files []string) int {
	n := 0
	for _, f := range files {
		if inDir(f, path.Dir(p)) {
			n++
		}
	}
	return n
}

// citeAliases cites each item of an aliased document by the copy nearest
// files (aliasFor).
func (e *Engine) citeAliases(items []Item, files []string) {
	if len(files) == 0 {
		return
	}
	for i := range items {
		it := &items[i]
		if len(it.Aliases) == 0 {
			continue
		}
		d, ok := e.byPath[it.SourcePath]
		if !ok {
			continue
		}
		it.SourcePath, it.Aliases = e.aliasFor(d, files)
	}
}
