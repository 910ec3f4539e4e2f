package intent

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/canon-kg/canon/embed"
)

var (
	// idPattern matches IDs such as SEC-002, KEP-1234, DEL-12345, R001, ADR-0007.
	idPattern = regexp.MustCompile(`^(?:[A-Z][A-Z0-9]*-\d+[A-Za-z0-9]*|[A-Z]{1,5}\d{2,})$`)
	// versionPattern matches versions such as v1.32 and 2.6.1-rc.1.
	versionPattern = regexp.MustCompile(`^v?\d+(?:\.\d+)+(?:[-+][0-9A-Za-z.]+)?$`)
	// extPattern matches a file extension at the end of a path or glob.
	extPattern = regexp.MustCompile(`(?:^|[^.])(\.[A-Za-z][A-Za-z0-9]{0,7})$`)
)

// genericWords are frequent in task descriptions but name no topic.
var genericWords = map[string]struct{}{
	"add": {}, "adding": {}, "change": {}, "code": {}, "create": {}, "ensure": {},
	"fix": {}, "get": {}, "implement": {}, "let": {}, "lets": {}, "make": {},
	"must": {}, "need": {}, "needs": {}, "new": {}, "please": {}, "task": {},
	"update": {}, "use": {}, "using": {}, "want": {}, "way": {}, "work": {},
	"write": {}, "like": {}, "sure": {}, "one": {}, "thing": {}, "things": {},
}

// Keywords extracts up to max keywords from a task (all of them when max
// <= 0), in order of first occurrence, without duplicates. Identifiers are
// kept as written: IDs (SEC-002, KEP-1234), paths and globs (src/auth/login.go,
// *.mdc), dotted or snake_case or camelCase names; a path's file extension
// (.go) follows it as its own keyword. Other words are lowercased and dropped
// when they are stop words, generic task words or single letters.
func Keywords(task string, max int) []string {
	var out []string
	seen := map[string]bool{}
	add := func(k string) bool {
		key := strings.ToLower(k)
		if k == "" || seen[key] {
			return max <= 0 || len(out) < max
		}
		seen[key] = true
		out = append(out, k)
		return max <= 0 || len(out) < max
	}
	for _, field := range strings.Fields(task) {
		tok := strings.TrimFunc(field, func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("*./_-#@$~", r)
		})
		tok = strings.TrimSuffix(strings.TrimSuffix(tok, "'s"), "’s")
		tok = strings.TrimRight(tok, ".-")
		if tok == "" {
			continue
		}
		if isIdentifier(tok) {
			if !add(tok) {
				return out
			}
			if m := extPattern.FindStringSubmatch(tok); m != nil && (strings.ContainsAny(tok, "/*") || len(m[1]) < len(tok)) {
				if !add(strings.ToLower(m[1])) {
					return out
				}
			}
			continue
		}
		for _, w := range strings.FieldsFunc(tok, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
			w = strings.ToLower(w)
			if len([]rune(w)) < 2 || embed.IsStopWord(w) {
				continue
			}
			if _, generic := genericWords[w]; generic {
				continue
			}
			if !add(w) {
				return out
			}
		}
	}
	return out
}

// isIdentifier reports whether tok is an ID, path, glob, file name or a
// code identifier that must keep its spelling.
func isIdentifier(tok string) bool {
	if idPattern.MatchString(tok) {
		return true
	}
	if strings.ContainsAny(tok, "/*_") || strings.HasPrefix(tok, ".") {
		return true
	}
	if strings.Contains(tok, ".") && (extPattern.MatchString(tok) || versionPattern.MatchString(tok)) {
		return true // login.go, CLAUDE.md, v1.2.3
	}
	upperInside, lowerSeen := false, false
	for i, r := range tok {
		if unicode.IsLower(r) {
			lowerSeen = true
		}
		if i > 0 && unicode.IsUpper(r) && lowerSeen {
			upperInside = true
		}
	}
	return upperInside // camelCase, TaskRun
}
