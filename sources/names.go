package sources

import (
	"errors"
	"io/fs"
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
