package retrieve

import (
	"path"
	"regexp"
	"strings"
	"sync/atomic"
	"unicode"

	"github.com/bmatcuk/doublestar/v4"
)

// boostMention is added to a candidate whose text names one of the files
// at hand: "Do NOT edit `README.md` directly" when README.md is edited,
// "migrations under `db/migrate/`" for a new migration there. A rule file
// names the files its instructions govern far more often than it scopes
// them with globs, and a task's words rarely repeat the file's name.
const boostMention = 0.10

// boostMentionPath is added instead when the text names the file by its
// own path (namesPath): calcom's "Ask first: Schema changes to
// `packages/prisma/schema.prisma`" for a change to that file is evidence
// no glob or directory gives. On the blind rule sets (dev) 0.3 took
// nDCG@5 up by 0.000-0.007 each (0.2: up to 0.003; 0.5 cost blind-rules
// 0.003); RankStats unchanged.
const boostMentionPath = 0.30

// mentionedFile returns the first of files (root-relative, cleaned) that
// text names, and the name as written: a path or a path's tail
// (`internal/readme/README.src.md`), a file name with an extension
// (`go.mod`, README.md), a directory (`docs/`, `./internal/readme`) the
// file is under, or a glob (`*.go`, `**/*.test.ts`) it matches. Words that
// cannot be a repository's path are not names: URLs, flags, code with
// parentheses or operators, Go's `./...`, the root.
func mentionedFile(text string, files []string) (file, name string) {
	if len(files) == 0 {
		return "", ""
	}
	file, name, _ = mentionedIn(pathWords(text), files)
	return file, name
}

// mentionedIn is mentionedFile over a text's path words (pathWords): the
// first name that is the file's own path (namesPath; own is true), else
// the first that names it at all.
func mentionedIn(words, files []string) (file, name string, own bool) {
	for _, n := range words {
		for _, f := range files {
			if namesFile(n, f) {
				if namesPath(n, f) {
					return f, n, true
				}
				if file == "" {
					file, name = f, n
				}
			}
		}
	}
	return file, name, false
}

// namesPath reports whether name, which names file (namesFile), is the
// file's own path or a tail of it with a directory
// (`packages/prisma/schema.prisma`, `prisma/schema.prisma`): not a
// directory, a glob or a bare file name, which many files share.
func namesPath(name, file string) bool {
	return strings.Contains(name, "/") && !strings.ContainsAny(name, "*?[") && path.Ext(name) != "" &&
		(file == name || strings.HasSuffix(file, "/"+name))
}

// pathWords are the words of text that may name a path (pathWord), in
// order.
func pathWords(text string) []string {
	var out []string
	for _, w := range strings.Fields(text) {
		if n := pathWord(w); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// mentionedBy is mentionedFile for a candidate's text, its path words
// found when first needed and kept with its other words (proxCache: a
// chunk's text does not change, and a query with files at hand reads every
// candidate's).
func (e *Engine) mentionedBy(c *cand, files []string) (file, name string, own bool) {
	if len(files) == 0 {
		return "", "", false
	}
	p := e.proxSlots()
	var slot *atomic.Pointer[[]string]
	if c.rule >= 0 {
		slot = &p.rulePaths[c.rule]
	} else {
		slot = &p.chunkPaths[c.chunk]
	}
	words := slot.Load()
	if words == nil {
		ws := pathWords(e.chunkOrRuleText(c))
		words = &ws
		slot.Store(words)
	}
	return mentionedIn(*words, files)
}

// placeholder is a path segment written as a placeholder: <feature>.
var placeholder = regexp.MustCompile(`<[A-Za-z][A-Za-z0-9_-]*>`)

// pathWord is w as a path it may name, "" when it cannot name one.
func pathWord(w string) string {
	code := strings.Contains(w, "`")
	w = strings.TrimLeft(strings.TrimRight(w, ".,;:!?)]}\"'"), "([{\"'")
	if code {
		w = strings.Trim(w, "`") // a code span: its * and _ are the path's
	} else {
		w = strings.Trim(w, "*_") // emphasis
	}
	w = strings.TrimRight(w, ".,;:!?")
	if strings.Contains(w, "<") {
		w = placeholder.ReplaceAllString(w, "*") // src/features/<feature>/server
	}
	if w == "" || strings.Contains(w, "://") || strings.HasPrefix(w, "-") || strings.ContainsAny(w, "()=<>$@|\\,;:'\"`") {
		return ""
	}
	w = strings.TrimSuffix(strings.TrimSuffix(w, "/..."), "/**")
	for strings.HasPrefix(w, "./") {
		w = w[2:]
	}
	if w == "" || w == "." || w == "/" || w == "..." || strings.HasPrefix(w, "../") || strings.HasPrefix(w, "~") {
		return ""
	}
	if strings.ContainsAny(w, "*?[") || strings.Contains(w, "/") {
		return w
	}
	// A file name: a base (or none: a dotfile) and an extension of letters
	// and digits, not a number, a version or an abbreviation ("3.14",
	// "v1.2", "e.g").
	base, ext, ok := strings.Cut(w, ".")
	ext = strings.ReplaceAll(ext, ".", "")
	if !ok || ext == "" || len(ext) > 12 || len(base) < 2 && len(ext) < 2 ||
		strings.Trim(base, "0123456789vV") == "" && base != "" || strings.Trim(ext, "0123456789") == "" {
		return ""
	}
	if strings.ContainsFunc(ext, func(r rune) bool { return r > unicode.MaxASCII || !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		return ""
	}
	return w
}

// namesFile reports whether the path word n names file f.
func namesFile(n, f string) bool {
	switch {
	case strings.ContainsAny(n, "*?["):
		if !strings.Contains(n, "/") {
			ok, _ := doublestar.Match(n, path.Base(f))
			return ok
		}
		// Relative to the directory of a nested rule file, or the root.
		ok, _ := doublestar.Match("{,**/}"+n, f)
		return ok
	case strings.HasSuffix(n, "/"):
		return strings.HasPrefix(f, n) || strings.Contains(f, "/"+n)
	case strings.Contains(n, "/"):
		if f == n || strings.HasSuffix(f, "/"+n) {
			return true
		}
		// A directory written without its slash: the file is under it.
		return path.Ext(n) == "" && (strings.HasPrefix(f, n+"/") || strings.Contains(f, "/"+n+"/"))
	default:
		return path.Base(f) == n
	}
}
