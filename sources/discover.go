package sources

import (
	"cmp"
	"context"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
)

// DefaultMaxSize is the size above which Parse rejects a file (10 MiB).
const DefaultMaxSize int64 = 10 << 20

// DefaultInclude are the globs used when Options.Include is empty. They are
// matched against the lower-cased path, so README.MD is included too.
var DefaultInclude = []string{
	"**/*.md", "**/*.mdc", "**/*.md.erb", "**/.cursorrules", "**/.windsurfrules", "**/.clinerules",
	"**/*.csv", "**/*.yaml", "**/*.yml",
}

// AlwaysExclude are excluded in addition to Options.Exclude.
var AlwaysExclude = []string{"**/.git/**", "**/node_modules/**", "**/.canon/**"}

// Options controls discovery.
type Options struct {
	// Include are doublestar globs on the root-relative slash path; empty
	// means DefaultInclude.
	Include []string
	// Exclude are doublestar globs; AlwaysExclude are always excluded too.
	Exclude []string
	// MaxSize is reported with the files: Discover still returns larger
	// files so that they can be reported; Parse rejects them. 0 means
	// DefaultMaxSize.
	MaxSize int64
}

// ParseOptions controls Parse.
type ParseOptions struct {
	MaxSize int64 // 0 means DefaultMaxSize
}

// Validate reports the first invalid glob of the options.
func (o Options) Validate() error {
	for _, p := range slices.Concat(o.Include, o.Exclude) {
		if !doublestar.ValidatePattern(p) {
			return fmt.Errorf("sources: invalid glob %q", p)
		}
	}
	if o.MaxSize < 0 {
		return fmt.Errorf("sources: negative max size %d", o.MaxSize)
	}
	return nil
}

// Discover walks every root (made absolute and cleaned) and returns the
// included files sorted by (Root, Path). A symbolic link whose target
// resolves inside the same root is followed (directories with cycle
// protection); one that points outside its root is skipped. Errors of single
// entries (an unreadable directory, a dangling link) are collected in the
// error slice and never abort the walk; a cancelled context stops it and
// adds ctx.Err().
func Discover(ctx context.Context, roots []string, opt Options) ([]File, []error) {
	if err := opt.Validate(); err != nil {
		return nil, []error{fmt.Errorf("discover: %w", err)}
	}
	w := &walker{opt: opt, exclude: slices.Concat(AlwaysExclude, opt.Exclude)}
	seen := map[string]bool{}
	for _, r := range roots {
		abs, err := filepath.Abs(r)
		if err != nil {
			w.errs = append(w.errs, fmt.Errorf("discover root %s: %w", r, err))
			continue
		}
		abs = filepath.Clean(abs)
		if seen[abs] {
			continue
		}
		seen[abs] = true
		if err := w.walkRoot(ctx, abs); err != nil {
			w.errs = append(w.errs, err)
			if ctx.Err() != nil {
				break
			}
		}
	}
	slices.SortFunc(w.files, func(a, b File) int {
		return cmp.Or(strings.Compare(a.Root, b.Root), strings.Compare(a.Path, b.Path))
	})
	return w.files, w.errs
}

type walker struct {
	opt     Options
	exclude []string // AlwaysExclude and opt.Exclude
	files   []File
	errs    []error
}

func (w *walker) walkRoot(ctx context.Context, root string) error {
	st, err := os.Stat(root)
	if err != nil {
		return fmt.Errorf("discover root %s: %w", root, err)
	}
	if !st.IsDir() {
		return fmt.Errorf("discover root %s: not a directory", root)
	}
	real, err := filepath.EvalSymlinks(root)
	if err != nil {
		return fmt.Errorf("discover root %s: %w", root, err)
	}
	return w.walkDir(ctx, root, real, "", []string{real})
}

// walkDir walks the directory rel (slash, "" for the root); stack holds the
// real paths of the directories being walked, for cycle protection.
func (w *walker) walkDir(ctx context.Context, root, realRoot, rel string, stack []string) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("discover %s: %w", root, err)
	}
	dir := filepath.Join(root, filepath.FromSlash(rel))
	entries, err := os.ReadDir(dir)
	if err != nil {
		w.errs = append(w.errs, fmt.Errorf("discover read dir %s: %w", dir, err))
	}
	for _, e := range entries {
		name := e.Name()
		childRel := path.Join(rel, name)
		abs := filepath.Join(dir, name)
		mode := e.Type()
		realChild := ""
		var info fs.FileInfo // the link target's, for a symbolic link
		if mode&fs.ModeSymlink != 0 {
			target, err := filepath.EvalSymlinks(abs)
			if err != nil {
				w.errs = append(w.errs, fmt.Errorf("discover symlink %s: %w", abs, err))
				continue
			}
			if !within(realRoot, target) {
				continue
			}
			st, err := os.Stat(abs)
			if err != nil {
				w.errs = append(w.errs, fmt.Errorf("discover symlink %s: %w", abs, err))
				continue
			}
			mode, info = st.Mode().Type(), st
			realChild = target
		}
		switch {
		case mode.IsDir():
			if w.excludedDir(childRel) {
				continue
			}
			if realChild == "" {
				realChild = filepath.Join(stack[len(stack)-1], name)
			}
			if slices.Contains(stack, realChild) {
				continue
			}
			if err := w.walkDir(ctx, root, realRoot, childRel, append(stack[:len(stack):len(stack)], realChild)); err != nil {
				return err
			}
		case mode.IsRegular():
			if !w.included(childRel) {
				continue
			}
			if info == nil {
				st, err := os.Stat(abs)
				if err != nil {
					w.errs = append(w.errs, fmt.Errorf("discover stat %s: %w", abs, err))
					continue
				}
				info = st
			}
			w.files = append(w.files, File{
				Root: root, Path: childRel, Abs: abs, Size: info.Size(), ModTime: info.ModTime(),
				Oversize: info.Size() > cmp.Or(w.opt.MaxSize, DefaultMaxSize),
			})
		}
	}
	return nil
}

// within reports whether the real path p is root or below it.
func within(root, p string) bool {
	if p == root {
		return true
	}
	r, err := filepath.Rel(root, p)
	return err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator)) && !filepath.IsAbs(r)
}

func (w *walker) excludedDir(rel string) bool {
	for _, p := range w.exclude {
		if doublestar.MatchUnvalidated(p, rel) || doublestar.MatchUnvalidated(p, rel+"/") {
			return true
		}
	}
	return false
}

func (w *walker) included(rel string) bool {
	for _, p := range w.exclude {
		if doublestar.MatchUnvalidated(p, rel) {
			return false
		}
	}
	if len(w.opt.Include) == 0 {
		lower := strings.ToLower(rel)
		for _, p := range DefaultInclude {
			if doublestar.MatchUnvalidated(p, lower) {
				return true
			}
		}
		return false
	}
	for _, p := range w.opt.Include {
		if doublestar.MatchUnvalidated(p, rel) {
			return true
		}
	}
	return false
}
