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
	return scanTags(raw, true)
}

// scanTags is extractTags; with filter, a pattern runs only on text that
// has the characters or words it needs (most rules have no tags, and the
// patterns are slow).
func scanTags(raw string, filter bool) (string, tags) {
	ms := raw
	if !filter || strings.ContainsAny(raw, "`[<@") || strings.Contains(raw, "://") || strings.Contains(raw, "www.") {
		masked := []byte(raw)
		for _, m := range maskRe.FindAllStringIndex(raw, -1) {
			for i := m[0]; i < m[1]; i++ {
				masked[i] = ' '
			}
		}
		ms = string(masked)
	}
	find := func(re *regexp.Regexp, may func(string) bool) [][]int {
		if filter && !may(ms) {
			return nil
		}
		return re.FindAllStringSubmatchIndex(ms, -1)
	}
	var t tags
	var cut [][2]int
	// wordEnd reports whether the tag ending at i is not followed by a word
	// character or "-" ("#feature-flags" is not the #feature tag).
	wordEnd := func(i int) bool {
		if i >= len(ms) {
			return true
		}
		c := ms[i]
		return c != '-' && !isWordByte(c)
	}
	for _, m := range find(riskRe, mayHaveRisk) {
		if t.risk == "" {
			g := 2
			if m[2] < 0 {
				g = 4
			}
			t.risk = strings.ToLower(ms[m[g]:m[g+1]])
		}
		cut = append(cut, [2]int{m[0], m[1]})
	}
	for _, m := range find(domainRe, func(s string) bool { return strings.Contains(s, "@") }) {
		if wordEnd(m[3]) {
			t.domains = appendUnique(t.domains, strings.ToLower(ms[m[4]:m[5]]))
			cut = append(cut, [2]int{m[2], m[3]})
		}
	}
	for _, m := range find(intentRe, func(s string) bool { return strings.Contains(s, "#") }) {
		if wordEnd(m[3]) {
			t.intents = appendUnique(t.intents, strings.ToLower(ms[m[4]:m[5]]))
			cut = append(cut, [2]int{m[2], m[3]})
		}
	}
	for _, m := range find(toolRe, mayHaveTool) {
		t.tools = appendUnique(t.tools, strings.ToLower(ms[m[2]:m[3]]))
		cut = append(cut, [2]int{m[0], m[1]})
	}
	for _, m := range find(scopeRe, func(s string) bool { return strings.Contains(s, "scope:") }) {
		t.scopes = appendUnique(t.scopes, ms[m[4]:m[5]])
		cut = append(cut, [2]int{m[2], m[3]})
	}
	for _, m := range find(verifyRe, func(s string) bool { return mayContainFold(s, "verify:") }) {
		t.verify = appendUnique(t.verify, ms[m[4]:m[5]])
		cut = append(cut, [2]int{m[2], m[3]})
	}
	for _, m := range find(priorityRe, func(s string) bool { return mayContainFold(s, "priority:") }) {
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

// mayHaveRisk and mayHaveTool are necessary conditions of riskRe and toolRe.
func mayHaveRisk(s string) bool {
	if !strings.ContainsAny(s, "([") {
		return false
	}
	for _, w := range []string{"critical", "high", "medium", "low", "info"} {
		if mayContainFold(s, w) {
			return true
		}
	}
	return false
}

func mayHaveTool(s string) bool {
	if !strings.Contains(s, "[") {
		return false
	}
	for _, w := range []string{"edit", "bash", "read", "write", "mcp", "task", "all"} {
		if mayContainFold(s, w) {
			return true
		}
	}
	return false
}

func appendUnique(s []string, v string) []string {
	for _, x := range s {
		if x == v {
			return s
		}
	}
	return append(s, v)
}
