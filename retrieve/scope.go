package retrieve

import (
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
)

// ErrBadFile is returned for a --files entry that is absolute or climbs
// out of the root with "..": files are root-relative slash paths.
var ErrBadFile = errors.New("retrieve: file path must be relative to the root and stay inside it")

// CleanFiles validates and normalises the files being edited: each is made
// a clean slash path relative to the root. Empty entries are skipped.
func CleanFiles(files []string) ([]string, error) {
	var out []string
	for _, f := range files {
		f = strings.TrimSpace(strings.ReplaceAll(f, "\\", "/"))
		if f == "" {
			continue
		}
		c := path.Clean(f)
		if path.IsAbs(c) || c == ".." || strings.HasPrefix(c, "../") || strings.Contains(f, "/../") || strings.HasPrefix(f, "../") {
			return nil, fmt.Errorf("file %q: %w", f, ErrBadFile)
		}
		out = append(out, strings.TrimPrefix(c, "./"))
	}
	return out, nil
}

// scopeMatch says whether a scope (a set of globs, or a directory) covers
// the files being edited, and why.
type scopeMatch struct {
	scoped  bool   // the document or rule declares a scope
	matches bool   // some file is in scope
	reason  string // e.g. "applies_to migrations/**/*.sql"
	// depth is how narrow the matching scope is: the number of directories
	// its literal prefix names ("apps/webapp/**/*.tsx" and a CLAUDE.md in
	// apps/webapp/ are 2, "**/*.go" 0).
	depth int
}

// dirDepth is the number of directories in a slash-separated directory.
func dirDepth(dir string) int {
	dir = strings.Trim(dir, "/.")
	if dir == "" {
		return 0
	}
	return strings.Count(dir, "/") + 1
}

// globMatch matches a glob against each file. A glob without a slash
// matches the base name anywhere, as .gitignore and Cursor globs do.
func globMatch(globs, files []string, label string) scopeMatch {
	if len(globs) == 0 {
		return scopeMatch{}
	}
	m := scopeMatch{scoped: true}
	for _, g := range globs {
		g = strings.TrimPrefix(strings.TrimSpace(g), "./")
		if g == "" {
			continue
		}
		for _, f := range files {
			ok, _ := doublestar.Match(g, f)
			if !ok && !strings.Contains(g, "/") {
				ok, _ = doublestar.Match(g, path.Base(f))
			}
			if ok {
				m.matches, m.reason = true, label+" "+g
				if a, ok := anchorOf(g); ok {
					m.depth = dirDepth(a)
				}
				return m
			}
		}
	}
	return m
}

// scoped reports whether the document declares a scope.
func (d *docInfo) scoped() bool {
	return len(d.AppliesTo) > 0 || d.dirScoped()
}

// dirScoped reports whether the document is a nested rule file scoped to
// a directory below the root.
func (d *docInfo) dirScoped() bool {
	return d.HasScope && strings.Trim(d.Scope, "/.") != ""
}

// docScope is the scope of a document against the files: .mdc globs and
// SOP applies_to, or the directory of a nested CLAUDE.md/AGENTS.md.
func docScope(d *docInfo, files []string) scopeMatch {
	if m := globMatch(d.AppliesTo, files, "applies_to"); m.scoped {
		return m
	}
	if d.dirScoped() {
		m := scopeMatch{scoped: true}
		for _, f := range files {
			if inDir(f, d.Scope) {
				m.matches, m.reason, m.depth = true, "under "+strings.Trim(d.Scope, "/")+"/", dirDepth(d.Scope)
				break
			}
		}
		return m
	}
	return scopeMatch{}
}

// scopeIndex finds the documents whose scope may cover a file without
// testing every scoped document: a document whose globs all start with a
// literal directory (or a nested rule file's directory) is filed under
// those directories; the rest are always tested.
type scopeIndex struct {
	byDir  map[string][]int
	always []int
}

// anchorOf is the literal directory a glob starts with, if any.
func anchorOf(glob string) (string, bool) {
	g := strings.TrimPrefix(strings.TrimSpace(glob), "./")
	i := strings.IndexAny(g, "*?[{\\")
	if i < 0 {
		i = len(g)
	}
	j := strings.LastIndexByte(g[:i], '/')
	if j <= 0 {
		return "", false
	}
	return g[:j], true
}

func newScopeIndex(docs []docInfo, scoped []int) scopeIndex {
	x := scopeIndex{byDir: map[string][]int{}}
	for _, i := range scoped {
		d := &docs[i]
		var dirs []string
		anchored := true
		if len(d.AppliesTo) > 0 {
			for _, g := range d.AppliesTo {
				a, ok := anchorOf(g)
				anchored = anchored && ok
				dirs = append(dirs, a)
			}
		} else {
			dirs = append(dirs, strings.Trim(d.Scope, "/"))
		}
		if !anchored {
			x.always = append(x.always, i)
			continue
		}
		slices.Sort(dirs)
		for _, dir := range slices.Compact(dirs) {
			x.byDir[dir] = append(x.byDir[dir], i)
		}
	}
	return x
}

// inScope returns the documents whose scope covers one of files.
func (e *Engine) inScope(files []string) map[int]scopeMatch {
	out := map[int]scopeMatch{}
	if len(files) == 0 {
		return out
	}
	test := func(i int) {
		if _, ok := out[i]; ok {
			return
		}
		if m := docScope(&e.docs[i], files); m.matches {
			out[i] = m
		}
	}
	for _, i := range e.scopes.always {
		test(i)
	}
	for _, f := range files {
		for dir := path.Dir(f); dir != "." && dir != "/"; dir = path.Dir(dir) {
			for _, i := range e.scopes.byDir[dir] {
				test(i)
			}
		}
	}
	return out
}
