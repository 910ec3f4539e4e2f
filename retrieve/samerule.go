package retrieve

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// foldSameRules keeps one of the rules in cs that say the same thing in
// different files, at the rank of the best of them, and cites the others on
// it (Item.Also): a project that repeats its AGENTS.md rules in its Copilot
// instructions would otherwise fill the pack's top with pairs. The one kept
// is the copy in the file most agents read (sameRuleOrder: AGENTS.md, then
// CLAUDE.md and the other agents' own files), the best-ranked among equals.
// Rules are the same when their texts are equal but for case, spacing and
// Markdown emphasis. The candidates folded are passed to drop.
func (e *Engine) foldSameRules(cs []*cand, drop func(*cand, string)) []*cand {
	groups := sameRuleGroups(len(cs), func(i int) string {
		if cs[i].rule < 0 {
			return ""
		}
		return e.ruleKey(cs[i].rule)
	})
	place := map[int]int{}  // a group's best-ranked candidate -> the copy given at its place
	folded := map[int]int{} // a copy cited on another -> that other
	moved := map[int]bool{} // kept copies given at a better copy's place
	for _, g := range groups {
		k := keptCopy(g, func(i int) int { return e.sameRuleOrder(cs[i]) })
		kr := &e.rules[cs[k].rule]
		for _, i := range g {
			if r := &e.rules[cs[i].rule]; i != k && r.Path != kr.Path {
				cs[k].also = append(cs[k].also, Citation(r.Path, r.LineStart, max(r.LineEnd, r.LineStart)))
				folded[i] = k
			}
		}
		if len(cs[k].also) > 0 {
			place[g[0]] = k
			moved[k] = k != g[0]
		}
	}
	out := make([]*cand, 0, len(cs))
	for i, c := range cs {
		k, isPlace := place[i]
		switch {
		case isPlace:
			out = append(out, cs[k])
		case moved[i]:
			continue // given at the place of its group's best-ranked copy
		}
		if to, ok := folded[i]; ok {
			drop(c, "the same rule as "+e.rules[cs[to].rule].Node)
		} else if !isPlace {
			out = append(out, c)
		}
	}
	return out
}

// sameRuleGroups groups the indexes of n items in rank order whose
// sameRuleKeys (key; "" for no rule) are the same, each group in rank
// order, the groups in the order of their first; only groups of two or
// more.
func sameRuleGroups(n int, key func(i int) string) [][]int {
	byKey := map[string]int{} // key -> its group
	var groups [][]int
	for i := range n {
		key := key(i)
		if key == "" {
			continue
		}
		g, seen := byKey[key]
		if !seen {
			g = len(groups)
			byKey[key] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], i)
	}
	return slices.DeleteFunc(groups, func(g []int) bool { return len(g) < 2 })
}

// keptCopy is the member of a group of copies (in rank order) whose file
// comes first by order, the best-ranked among equals.
func keptCopy(g []int, order func(i int) int) int {
	k := g[0]
	for _, i := range g[1:] {
		if order(i) < order(k) {
			k = i
		}
	}
	return k
}

// ruleKey is the sameRuleKey of rule ri's text, computed once: a pack
// folds its candidates' copies on every call.
func (e *Engine) ruleKey(ri int) string {
	if k, ok := e.ruleKeys.Load(ri); ok {
		return k.(string)
	}
	k, _ := e.ruleKeys.LoadOrStore(ri, sameRuleKey(e.ruleText(ri)))
	return k.(string)
}

// sameRuleOrder ranks the file a copy of a rule is written in: AGENTS.md
// (read by most coding agents) first, then the agents' own instruction
// files, then the rest.
func (e *Engine) sameRuleOrder(c *cand) int {
	return formatOrder(e.docs[e.rules[c.rule].doc].Format)
}

// formatOrder ranks a rule file's format for the copy of a repeated rule
// that is kept: AGENTS.md, then the agents' own instruction files, then
// the rest.
func formatOrder(format string) int {
	switch format {
	case "agents", "agents-override":
		return 0
	case "claude", "gemini":
		return 1
	}
	return 2
}

// sameRuleKey is a rule's text lower-cased, its Markdown emphasis and list
// marks removed and its spaces collapsed; "" for a text too short to tell.
func sameRuleKey(text string) string {
	var b strings.Builder
	space := false
	for _, r := range text {
		switch {
		case r == '*' || r == '_' || r == '`':
			continue
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(unicode.ToLower(r))
	}
	key := strings.TrimLeft(b.String(), "-+ ")
	if len(key) < 16 {
		return ""
	}
	return key
}

// Citation is a citation of lines: path:start-end, path:start for one
// line.
func Citation(path string, start, end int) string {
	if end <= start {
		return path + ":" + strconv.Itoa(start)
	}
	return path + ":" + strconv.Itoa(start) + "-" + strconv.Itoa(end)
}

// foldConstitution keeps one of the constitution rules (in the
// constitution's order) that say the same thing in different files, as
// foldSameRules does for a pack's items: a project whose CLAUDE.md
// repeats its AGENTS.md opened every pack with each rule twice. The copy
// kept is the one in the file most agents read, at its own place; also
// cites the others by the rule kept.
func (e *Engine) foldConstitution(rules []int) ([]int, map[int][]string) {
	var also map[int][]string
	gone := map[int]bool{}
	for _, g := range sameRuleGroups(len(rules), func(i int) string { return e.ruleKey(rules[i]) }) {
		kept := keptCopy(g, func(i int) int { return formatOrder(e.docs[e.rules[rules[i]].doc].Format) })
		kr := &e.rules[rules[kept]]
		for _, i := range g {
			if r := &e.rules[rules[i]]; i != kept && r.Path != kr.Path {
				if also == nil {
					also = map[int][]string{}
				}
				also[rules[kept]] = append(also[rules[kept]], Citation(r.Path, r.LineStart, max(r.LineEnd, r.LineStart)))
				gone[i] = true
			}
		}
	}
	if len(gone) == 0 {
		return rules, nil
	}
	out := make([]int, 0, len(rules)-len(gone))
	for i, ri := range rules {
		if !gone[i] {
			out = append(out, ri)
		}
	}
	return out, also
}
