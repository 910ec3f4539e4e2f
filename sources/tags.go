package sources

import (
	"regexp"
	"strconv"
	"strings"
)

// Inline rule tags, with the vocabularies of claude-flow's guidance compiler
// (v3/@claude-flow/guidance/src/compiler.ts). Tags are only recognised
// outside code spans, links, URLs and e-mail addresses, and "@" and "#" tags
// must start a word.
var (
	maskRe = regexp.MustCompile("``[^`]*``|`[^`]*`" +
		`|!?\[[^\]]*\]\([^)]*\)` +
		`|<[A-Za-z][^<>\s]*>` +
		`|[A-Za-z][A-Za-z0-9+.\-]*://\S+|www\.\S+` +
		`|[\w.+\-]+@[\w\-]+\.[\w.\-]+`)
	riskRe     = regexp.MustCompile(`(?i)\((critical|high|medium|low|info)(?:-risk)?\)|\[(critical|high|medium|low|info)-risk\]`)
	domainRe   = regexp.MustCompile(`(?i)(?:^|[\s(,;])(@(security|testing|performance|architecture|debugging|deployment|general))`)
	intentRe   = regexp.MustCompile(`(?i)(?:^|[\s(,;])(#(bug-fix|feature|refactor|security|performance|testing|docs|deployment|architecture|debug|general))`)
	toolRe     = regexp.MustCompile(`(?i)\[(edit|bash|read|write|mcp|task|all)\]`)
	scopeRe    = regexp.MustCompile(`(?:^|\s)(scope:([\w/*.\-{},]+))`)
	verifyRe   = regexp.MustCompile(`(?i)(?:^|\s)(verify:([\w\-]+))`)
	priorityRe = regexp.MustCompile(`(?i)(?:^|\s)(priority:(\d{1,6}))`)
)

// tags are the inline annotations of one rule.
type tags struct {
	risk        string
	priority    int
	hasPriority bool
	domains     []string
	intents     []string
	tools       []string
	scopes      []string
	verify      []string
}

// extractTags returns raw with its tags removed (white space collapsed) and
// the tags found.
func extractTags(raw string) (string, tags) {
	if !mayHaveTags(raw) {
		return collapse(raw), tags{}
	}
	return scanTags(raw)
}

// scanTags is extractTags without the prefilter.
func scanTags(raw string) (string, tags) {
	masked := []byte(raw)
	for _, m := range maskRe.FindAllStringIndex(raw, -1) {
		for i := m[0]; i < m[1]; i++ {
			masked[i] = ' '
		}
	}
	ms := string(masked)
	var t tags
	var cut [][2]int
	// wordEnd reports whether the tag ending at i is not followed by a word
	// character or "-" ("#feature-flags" is not the #feature tag).
	wordEnd := func(i int) bool {
		if i >= len(ms) {
			return true
		}
		c := ms[i]
		return !(c == '-' || c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')
	}
	for _, m := range riskRe.FindAllStringSubmatchIndex(ms, -1) {
		if t.risk == "" {
			g := 2
			if m[2] < 0 {
				g = 4
			}
			t.risk = strings.ToLower(ms[m[g]:m[g+1]])
		}
		cut = append(cut, [2]int{m[0], m[1]})
	}
	for _, m := range domainRe.FindAllStringSubmatchIndex(ms, -1) {
		if wordEnd(m[3]) {
			t.domains = appendUnique(t.domains, strings.ToLower(ms[m[4]:m[5]]))
			cut = append(cut, [2]int{m[2], m[3]})
		}
	}
	for _, m := range intentRe.FindAllStringSubmatchIndex(ms, -1) {
		if wordEnd(m[3]) {
			t.intents = appendUnique(t.intents, strings.ToLower(ms[m[4]:m[5]]))
			cut = append(cut, [2]int{m[2], m[3]})
		}
	}
	for _, m := range toolRe.FindAllStringSubmatchIndex(ms, -1) {
		t.tools = appendUnique(t.tools, strings.ToLower(ms[m[2]:m[3]]))
		cut = append(cut, [2]int{m[0], m[1]})
	}
	for _, m := range scopeRe.FindAllStringSubmatchIndex(ms, -1) {
		t.scopes = appendUnique(t.scopes, ms[m[4]:m[5]])
		cut = append(cut, [2]int{m[2], m[3]})
	}
	for _, m := range verifyRe.FindAllStringSubmatchIndex(ms, -1) {
		t.verify = appendUnique(t.verify, ms[m[4]:m[5]])
		cut = append(cut, [2]int{m[2], m[3]})
	}
	for _, m := range priorityRe.FindAllStringSubmatchIndex(ms, -1) {
		if n, err := strconv.Atoi(ms[m[4]:m[5]]); err == nil && !t.hasPriority {
			t.priority, t.hasPriority = n, true
		}
		cut = append(cut, [2]int{m[2], m[3]})
	}
	out := []byte(raw)
	for _, c := range cut {
		for i := c[0]; i < c[1]; i++ {
			out[i] = ' '
		}
	}
	return collapse(string(out)), t
}

// mayHaveTags reports whether raw has a character or word every tag
// pattern needs; most rules have no tags, and the patterns are slow.
func mayHaveTags(raw string) bool {
	return strings.ContainsAny(raw, "([@#") || strings.Contains(raw, "scope:") ||
		mayContainFold(raw, "verify:") || mayContainFold(raw, "priority:")
}

func appendUnique(s []string, v string) []string {
	for _, x := range s {
		if x == v {
			return s
		}
	}
	return append(s, v)
}
