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
	"unicode/utf8"

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
	// Limits bound the work of one file (zero fields: DefaultLimits).
	Limits Limits
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
// resolves inside the same root is followed; one that points outside its
// root is skipped. Each real directory (device and inode) is walked once
// per root, under its own path when the walk reaches it without a link,
// else under the first link to it in path order, so links between
// directories can neither loop nor multiply the work. A directory holding
// a canon data directory's markers is skipped wherever it is, and so is a
// name that is not valid UTF-8 (reported as ErrInvalidName). Errors of single
// entries (an unreadable directory, a dangling link) are collected in the
// error slice as *WalkError and never abort the walk; a cancelled context
// stops it and adds ctx.Err().
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
	// visited holds the directories of the current root already walked,
	// by device and inode: each real directory is walked once, however
	// many links lead to it.
	visited map[dirID]bool
	// links are the symbolic links to directories met, walked after the
	// real tree so that a directory keeps the path of its real location.
	links []link
}

// link is a symbolic link to a directory inside the root.
type link struct {
	rel string // root-relative slash path of the link
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
	w.visited, w.links = map[dirID]bool{}, nil
	w.visited[idOf(st, real)] = true
	if err := w.walkDir(ctx, root, real, ""); err != nil {
		return err
	}
	// Links found while walking links are appended and walked in turn.
	for i := 0; i < len(w.links); i++ {
		l := w.links[i]
		abs := filepath.Join(root, filepath.FromSlash(l.rel))
		st, err := os.Stat(abs)
		if err != nil {
			w.errs = append(w.errs, &WalkError{Root: root, Path: l.rel, Err: linkError(abs, err)})
			continue
		}
		target, err := filepath.EvalSymlinks(abs)
		if err != nil {
			w.errs = append(w.errs, &WalkError{Root: root, Path: l.rel, Err: linkError(abs, err)})
			continue
		}
		if id := idOf(st, target); !w.visited[id] {
			w.visited[id] = true
			if err := w.walkDir(ctx, root, real, l.rel); err != nil {
				return err
			}
		}
	}
	return nil
}

// walkDir walks the directory rel (slash, "" for the root), already marked
// visited; symbolic links to directories are queued in w.links.
func (w *walker) walkDir(ctx context.Context, root, realRoot, rel string) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("discover %s: %w", root, err)
	}
	dir := filepath.Join(root, filepath.FromSlash(rel))
	entries, err := os.ReadDir(dir)
	if err != nil {
		w.errs = append(w.errs, &WalkError{Root: root, Path: rel, Err: dirError(err)})
	}
	if rel != "" && isDataDir(entries) {
		return nil // a canon data directory: its files are canon's, not sources
	}
	for _, e := range entries {
		name := e.Name()
		abs := filepath.Join(dir, name)
		childRel := path.Join(rel, name)
		if !utf8.ValidString(name) {
			if e.Type().IsDir() || w.included(childRel) { // (a photo's name is none of ours)
				w.errs = append(w.errs, &WalkError{Root: root, Path: childRel, Err: ErrInvalidName})
			}
			continue
		}
		mode := e.Type()
		var info fs.FileInfo // the link target's, for a symbolic link
		if mode&fs.ModeSymlink != 0 {
			// A link that cannot be followed is reported when it is named
			// as a source would be (a CLAUDE.md to a missing AGENTS.md); a
			// build output's or an editor's dangling link is none of ours.
			target, err := filepath.EvalSymlinks(abs)
			var st fs.FileInfo
			if err == nil && within(realRoot, target) {
				st, err = os.Stat(abs)
			}
			if err != nil {
				if w.included(childRel) {
					w.errs = append(w.errs, &WalkError{Root: root, Path: childRel, Err: linkError(abs, err)})
				}
				continue
			}
			if st == nil {
				continue // a link out of the root
			}
			if st.IsDir() {
				if !w.excludedDir(childRel) {
					w.links = append(w.links, link{rel: childRel})
				}
				continue
			}
			mode, info = st.Mode().Type(), st
		}
		switch {
		case mode.IsDir():
			if w.excludedDir(childRel) {
				continue
			}
			st, err := os.Lstat(abs)
			if err != nil {
				w.errs = append(w.errs, fmt.Errorf("discover stat %s: %w", EscapePath(abs), err))
				continue
			}
			id := idOf(st, abs)
			if w.visited[id] {
				continue // a bind mount of a directory already walked
			}
			w.visited[id] = true
			if err := w.walkDir(ctx, root, realRoot, childRel); err != nil {
				return err
			}
		case mode.IsRegular():
			if !w.included(childRel) {
				continue
			}
			if info == nil {
				st, err := os.Stat(abs)
				if err != nil {
					w.errs = append(w.errs, fmt.Errorf("discover stat %s: %w", EscapePath(abs), err))
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
