package retrieve

import (
	"maps"
	"slices"
	"strings"

	v "github.com/canon-kg/canon/vocabulary"
)

// scopeImports widens the scope of every document that another imports
// (@path), directly or through up to vocabulary.MaxImportHops imports, to the union
// of its own scope and its importers': an imported file is loaded wherever
// its importer is, so the root CLAUDE.md's "@docs/agents.md" makes that
// file's rules apply everywhere. Documents are otherwise unchanged.
func (e *Engine) scopeImports() {
	type edge struct{ from, to int }
	var edges []edge
	for i := range e.docs {
		for _, p := range e.docs[i].Imports {
			if j, ok := e.byPath[p]; ok && j != i {
				edges = append(edges, edge{i, j})
			}
		}
	}
	for hop := 0; hop < v.MaxImportHops; hop++ {
		changed := false
		for _, ed := range edges {
			if widen(&e.docs[ed.to], &e.docs[ed.from]) {
				changed = true
			}
		}
		if !changed {
			return
		}
	}
}

// widen makes d apply wherever its importer imp applies too, and reports
// whether d's scope changed. A directory scope becomes the glob dir/**, so
// that scopes of both kinds unite as globs.
func widen(d, imp *docInfo) bool {
	if !d.scoped() {
		return false
	}
	if !imp.scoped() {
		d.AppliesTo, d.Scope, d.HasScope = nil, "", false
		return true
	}
	add := imp.AppliesTo
	if len(add) == 0 {
		add = []string{dirGlob(imp.Scope)}
	}
	globs := slices.Clone(d.AppliesTo)
	if len(globs) == 0 {
		globs = []string{dirGlob(d.Scope)}
	}
	changed := d.HasScope
	for _, g := range add {
		if !slices.Contains(globs, g) {
			globs, changed = append(globs, g), true
		}
	}
	d.AppliesTo, d.Scope, d.HasScope = globs, "", false
	return changed
}

func dirGlob(dir string) string { return strings.Trim(dir, "/") + "/**" }

// addAlwaysImported adds to covering what an always-applied rule file
// that applies everywhere imports (Cursor's alwaysApply, Windsurf's
// always_on), with why "imported by P (always applies)": the rule itself
// is in the constitution, and trigger.dev's writing-tests.mdc is nothing
// but "follow our [tests.md](mdc:ai/references/tests.md) guide", which
// Cursor attaches with it to every request. addImported then follows
// their own imports.
func (e *Engine) addAlwaysImported(covering map[int]scopeMatch) {
	for _, i := range e.alwaysApplied {
		d := &e.docs[i]
		for _, p := range d.Imports {
			j, ok := e.imported(p)
			if _, in := covering[j]; !ok || in || j == i {
				continue
			}
			covering[j] = scopeMatch{matches: true, reason: "imported by " + d.Path + " (always applies)"}
		}
	}
}

// addImported adds to covering (the documents whose scope covers a file)
// every document that one of them imports, directly or through up to
// vocabulary.MaxImportHops imports, with why "imported by P (P's why)".
// An imported file that is itself scoped is there already (scopeImports
// widened its scope to its importer's); this brings the one that applies
// everywhere, which is no scoped document of its own: Cursor attaches a
// rule "globs: **/*.go" saying "@.github/copilot-instructions.md" to every
// Go file with the instructions it names, so they govern that file. A
// file aliased to another is given as that other. The walk starts from
// the documents of from.
func (e *Engine) addImported(covering map[int]scopeMatch, from []int) {
	frontier := from
	for hop := 0; hop < v.MaxImportHops && len(frontier) > 0; hop++ {
		var next []int
		for _, i := range frontier {
			for _, p := range e.docs[i].Imports {
				j, ok := e.imported(p)
				if _, in := covering[j]; !ok || in {
					continue
				}
				m := covering[i]
				m.reason = "imported by " + e.docs[i].Path + " (" + m.reason + ")"
				covering[j] = m
				next = append(next, j)
			}
		}
		frontier = next
	}
}

// importedInScope is what addImported adds to covering (the documents
// whose scope covers a file): the documents they import, directly or
// not, that are not in covering themselves. `query context` gives their
// items the scope boost as get_rules_for_file lists them: temporal's
// copilot-instructions.md, which a rule "globs: **/*.go" imports, governs
// a Go file as much as that rule does.
func (e *Engine) importedInScope(covering map[int]scopeMatch) map[int]scopeMatch {
	if len(covering) == 0 {
		return nil
	}
	all := maps.Clone(covering)
	e.addImported(all, slices.Sorted(maps.Keys(covering)))
	maps.DeleteFunc(all, func(i int, _ scopeMatch) bool { _, in := covering[i]; return in })
	return all
}

// imported is the document an import of path p gives, as it is served: a
// file aliased to another is that other; false when no served document
// is there.
func (e *Engine) imported(p string) (int, bool) {
	j, ok := e.byPath[p]
	if ok && e.docs[j].AliasOf != "" {
		j, ok = e.byPath[e.docs[j].AliasOf]
	}
	return j, ok && e.docs[j].unserved() == ""
}
