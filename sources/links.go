package sources

import (
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// slugify makes a GitHub-style anchor: lower case, letters, digits, "-" and
// "_" kept, spaces turned into "-", everything else dropped.
func slugify(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(s)) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || r == '-' || r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

// uniqueSlug returns s, or s with the first free "-N" suffix; an empty slug
// becomes "section". seen records the slugs handed out.
func uniqueSlug(seen map[string]int, s string) string {
	if s == "" {
		s = "section"
	}
	if seen[s] == 0 {
		seen[s] = 1
		return s
	}
	for n := seen[s]; ; n++ {
		c := s + "-" + strconv.Itoa(n)
		if seen[c] == 0 {
			seen[c] = 1
			seen[s] = n + 1
			return c
		}
	}
}

var schemeRe = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.\-]*:`)

// resolveLink returns the root-relative slash path of a local link target
// written in the document docPath, or "" for external links and targets
// that leave the root. A fragment-only target resolves to the document.
func resolveLink(docPath, target string) string {
	t := strings.TrimSpace(target)
	t = strings.TrimSuffix(strings.TrimPrefix(t, "<"), ">")
	if t == "" || schemeRe.MatchString(t) || strings.HasPrefix(t, "//") {
		return ""
	}
	if i := strings.IndexAny(t, "#?"); i >= 0 {
		t = t[:i]
	}
	if t == "" {
		return docPath
	}
	if u, err := url.PathUnescape(t); err == nil {
		t = u
	}
	t = strings.ReplaceAll(t, "\\", "/")
	var p string
	if strings.HasPrefix(t, "/") {
		p = path.Clean(strings.TrimLeft(t, "/"))
	} else {
		p = path.Clean(path.Join(path.Dir(docPath), t))
	}
	if p == "." || p == ".." || strings.HasPrefix(p, "../") || strings.HasPrefix(p, "/") {
		return ""
	}
	return p
}
