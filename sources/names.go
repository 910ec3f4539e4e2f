package sources

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"unicode"
	"unicode/utf8"

	"github.com/canon-kg/canon/datadir"
)

// ErrInvalidName is the error of a file or directory whose name is not
// valid UTF-8: Discover reports it (with the name escaped) and skips it,
// since node IDs, chunk IDs and JSON output all need UTF-8 text.
var ErrInvalidName = errors.New("name is not valid UTF-8: skipped")

// A WalkError is an entry Discover could not follow and skipped: a name
// that is not valid UTF-8, a symbolic link to nothing or around a loop, a
// directory it cannot read. It names the entry itself (a dangling
// CLAUDE.md, not the AGENTS.md it points to), so that the user knows which
// file to fix; the walk goes on without it.
type WalkError struct {
	Root string // the root walked: absolute and clean
	Path string // the entry's slash path relative to Root, as the file system names it
	Err  error
}

// Abs is the entry's absolute path, escaped (EscapePath).
func (e *WalkError) Abs() string {
	return EscapePath(filepath.Join(e.Root, filepath.FromSlash(e.Path)))
}

func (e *WalkError) Error() string { return "discover " + e.Abs() + ": " + e.Err.Error() }

func (e *WalkError) Unwrap() error { return e.Err }

// linkError is the error of the symbolic link abs that err (from
// following it) stops: what it points to, and why it cannot be followed.
func linkError(abs string, err error) error {
	what := "symbolic link"
	if target, rerr := os.Readlink(abs); rerr == nil {
		what += " to " + EscapePath(target)
	}
	if errors.Is(err, fs.ErrNotExist) {
		return danglingLink(what)
	}
	return fmt.Errorf("%s: %w", what, pathCause(err)) // (its path is the target's, or a link's on the way)
}

// danglingLink is the error of a symbolic link to nothing: it says so
// once, and is fs.ErrNotExist.
type danglingLink string

func (d danglingLink) Error() string        { return string(d) + ", which does not exist" }
func (d danglingLink) Is(target error) bool { return target == fs.ErrNotExist }

// dirError is the error of a directory that cannot be read.
func dirError(err error) error {
	return fmt.Errorf("directory cannot be read: %w", pathCause(err))
}

// pathCause is the cause of a path error (ENOENT, EACCES) without the
// path it names, which a WalkError names itself; err when it is none.
func pathCause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// EscapePath returns p unchanged when it is valid UTF-8 without control
// characters, else with invalid bytes written \xNN and control characters
// escaped as in a Go string literal, so that a printed path can be neither
// invalid text nor a line break or terminal escape sequence.
func EscapePath(p string) string {
	clean := utf8.ValidString(p) && strings.IndexFunc(p, func(r rune) bool {
		return unicode.IsControl(r) || r == utf8.RuneError
	}) < 0
	if clean {
		return p
	}
	var b strings.Builder
	for i := 0; i < len(p); {
		r, size := utf8.DecodeRuneInString(p[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			b.WriteString(`\x`)
			b.WriteString(strconv.FormatUint(uint64(p[i])|0x100, 16)[1:])
		case unicode.IsControl(r):
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		case r == '\\':
			b.WriteString(`\\`)
		default:
			b.WriteString(p[i : i+size])
		}
		i += size
	}
	return b.String()
}

// dirID identifies a directory by device and inode; path stands in where
// the platform has no inode numbers.
type dirID struct {
	dev, ino uint64
	path     string
}

func idOf(st fs.FileInfo, path string) dirID {
	if s, ok := st.Sys().(*syscall.Stat_t); ok {
		return dirID{dev: uint64(s.Dev), ino: s.Ino} //nolint:unconvert // Dev is uint32 on some platforms
	}
	return dirID{path: path}
}

// dataDirMarkers are the files every canon data directory holds (its lock
// file and its run state): a directory holding both is a data directory,
// whatever its name, and is never walked for sources.
var dataDirMarkers = []string{filepath.Base(datadir.Dir("").LockFile()), filepath.Base(datadir.Dir("").State())}

func isDataDir(entries []fs.DirEntry) bool {
	found := 0
	for _, e := range entries {
		for _, m := range dataDirMarkers {
			if e.Name() == m && e.Type().IsRegular() {
				found++
			}
		}
	}
	return found == len(dataDirMarkers)
}
