package rootpath

import (
	"cmp"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
)

// Mapped is the outcome of mapping a list of paths.
type Mapped struct {
	// Files are the root-relative slash paths, in input order, without
	// duplicates.
	Files []string
	// Warnings name each path that maps to no root, in input order.
	Warnings []string
}

// Mapper maps paths to root-relative paths. The zero value has no roots:
// every relative path is taken as root-relative.
type Mapper struct {
	roots []string // absolute, cleaned, longest first
	cwd   string
}

// New returns a Mapper over the ingested roots (absolute directories, as
// ingest records them) for a process whose working directory is cwd
// (absolute; "" when unknown).
func New(roots []string, cwd string) *Mapper {
	m := &Mapper{cwd: filepath.Clean(cwd)}
	if cwd == "" {
		m.cwd = ""
	}
	seen := map[string]bool{}
	for _, r := range roots {
		if r == "" {
			continue
		}
		r = filepath.Clean(r)
		for _, form := range []string{r, resolve(r)} {
			if !seen[form] {
				seen[form] = true
				m.roots = append(m.roots, form)
			}
		}
	}
	slices.SortFunc(m.roots, func(a, b string) int {
		return cmp.Or(cmp.Compare(len(b), len(a)), strings.Compare(a, b))
	})
	return m
}

// Roots are the roots the Mapper knows, longest first.
func (m *Mapper) Roots() []string { return slices.Clone(m.roots) }

// Map maps each path: an absolute path to the root that contains it; a
// relative path first against the working directory (when that lies in a
// root), else as already relative to a root. Empty entries are skipped. A
// path under no root, or one whose ".." climbs out of the root, is named
// in Warnings and left out of Files.
func (m *Mapper) Map(paths []string) Mapped {
	out := Mapped{Files: []string{}, Warnings: []string{}}
	seen := map[string]bool{}
	for _, p := range paths {
		rel, err := m.One(p)
		if err != nil {
			out.Warnings = append(out.Warnings, err.Error())
			continue
		}
		if rel != "" && !seen[rel] {
			seen[rel] = true
			out.Files = append(out.Files, rel)
		}
	}
	return out
}

// One maps one path (see Map); "" for an empty path. The error names the
// path and why it maps to no root.
func (m *Mapper) One(p string) (string, error) {
	p = strings.TrimSpace(p)
	if p == "" {
		return "", nil
	}
	native := filepath.FromSlash(strings.ReplaceAll(p, "\\", "/"))
	if filepath.IsAbs(native) {
		if rel, ok := m.under(filepath.Clean(native)); ok {
			return rel, nil
		}
		return "", fmt.Errorf("%s is under no ingested root (%s)", p, m.rootList())
	}
	if m.cwd != "" {
		if rel, ok := m.under(filepath.Join(m.cwd, native)); ok {
			return rel, nil
		}
	}
	c := filepath.ToSlash(filepath.Clean(native))
	if c == ".." || strings.HasPrefix(c, "../") {
		return "", fmt.Errorf("%s climbs out of every ingested root with \"..\" (%s)", p, m.rootList())
	}
	// Inside a root the working directory already mapped it; elsewhere the
	// path is read as relative to a root, as --files always took it.
	return strings.TrimPrefix(c, "./"), nil
}

// under returns abs relative to the longest root containing it.
func (m *Mapper) under(abs string) (string, bool) {
	for _, form := range []string{abs, resolve(abs)} {
		for _, r := range m.roots {
			rel, err := filepath.Rel(r, form)
			if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				continue
			}
			return filepath.ToSlash(rel), true
		}
	}
	return "", false
}

func (m *Mapper) rootList() string {
	if len(m.roots) == 0 {
		return "no roots ingested"
	}
	return "roots: " + strings.Join(m.roots, ", ")
}

// resolve resolves the symlinks of p's longest existing ancestor, so
// /tmp/x and /private/tmp/x (macOS) or a symlinked checkout map alike.
func resolve(p string) string {
	rest := ""
	for dir := p; ; {
		if r, err := filepath.EvalSymlinks(dir); err == nil {
			return filepath.Join(r, rest)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return p
		}
		rest = filepath.Join(filepath.Base(dir), rest)
		dir = parent
	}
}
