package retrieve

import (
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
	groups := map[string][]*cand{}
	var keys []string // in the order of each group's best-ranked rule
	for _, c := range cs {
		if c.rule < 0 {
			continue
		}
		key := sameRuleKey(e.ruleText(c.rule))
		if key == "" {
			continue
		}
		if _, ok := groups[key]; !ok {
			keys = append(keys, key)
		}
		groups[key] = append(groups[key], c)
	}
	keep := map[*cand]*cand{}  // a group's best-ranked rule -> the copy kept in its place
	folded := map[*cand]bool{} // copies cited on the one kept
	moved := map[*cand]bool{}  // kept copies given at a better copy's place
	for _, key := range keys {
		g := groups[key]
		if len(g) < 2 {
			continue
		}
		kept := g[0]
		for _, c := range g[1:] {
			if e.sameRuleOrder(c) < e.sameRuleOrder(kept) {
				kept = c
			}
		}
		for _, c := range g {
			if c == kept {
				continue
			}
			if r := &e.rules[c.rule]; r.Path != e.rules[kept.rule].Path {
				kept.also = append(kept.also, citation(r.Path, r.LineStart, max(r.LineEnd, r.LineStart)))
				folded[c] = true
			}
		}
		if len(kept.also) > 0 {
			keep[g[0]] = kept
			if kept != g[0] {
				moved[kept] = true
			}
		}
	}
	out := make([]*cand, 0, len(cs))
	for _, c := range cs {
		switch {
		case keep[c] != nil:
			out = append(out, keep[c])
			if keep[c] != c {
				drop(c, "the same rule as "+e.rules[keep[c].rule].Node)
			}
		case moved[c]:
			// given at the place of its group's best-ranked copy
		case folded[c]:
			drop(c, "the same rule as "+e.rules[keep[groups[sameRuleKey(e.ruleText(c.rule))][0]].rule].Node)
		default:
			out = append(out, c)
		}
	}
	return out
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

// citation is path:start-end (path:start for one line).
func citation(path string, start, end int) string {
	if end <= start {
		return path + ":" + strconv.Itoa(start)
	}
	return path + ":" + strconv.Itoa(start) + "-" + strconv.Itoa(end)
}
