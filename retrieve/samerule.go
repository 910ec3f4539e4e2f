package retrieve

import (
	"strconv"

	"github.com/canon-kg/canon/samerule"
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
	groups := samerule.Groups(len(cs), func(i int) string {
		if cs[i].rule < 0 {
			return ""
		}
		return e.ruleKey(cs[i].rule)
	})
	place := map[int]int{}  // a group's best-ranked candidate -> the copy given at its place
	folded := map[int]int{} // a copy cited on another -> that other
	moved := map[int]bool{} // kept copies given at a better copy's place
	for _, g := range groups {
		k := samerule.Kept(g, func(i int) int { return e.sameRuleOrder(cs[i]) })
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

// ruleKey is the samerule.Key of rule ri's text, computed once: a pack
// folds its candidates' copies on every call.
func (e *Engine) ruleKey(ri int) string {
	if k, ok := e.ruleKeys.Load(ri); ok {
		return k.(string)
	}
	k, _ := e.ruleKeys.LoadOrStore(ri, samerule.Key(e.ruleText(ri)))
	return k.(string)
}

// sameRuleOrder ranks the file a copy of a rule is written in: AGENTS.md
// (read by most coding agents) first, then the agents' own instruction
// files, then the rest.
func (e *Engine) sameRuleOrder(c *cand) int {
	return samerule.FormatOrder(e.docs[e.rules[c.rule].doc].Format)
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
	copies := samerule.Copies(len(rules), func(i int) string { return e.ruleKey(rules[i]) },
		func(i int) string { return e.rules[rules[i]].Path },
		func(i int) int { return samerule.FormatOrder(e.docs[e.rules[rules[i]].doc].Format) })
	if len(copies) == 0 {
		return rules, nil
	}
	also := map[int][]string{}
	gone := map[int]bool{}
	for _, c := range copies {
		r := &e.rules[rules[c.Index]]
		also[rules[c.Of]] = append(also[rules[c.Of]], Citation(r.Path, r.LineStart, max(r.LineEnd, r.LineStart)))
		gone[c.Index] = true
	}
	out := make([]int, 0, len(rules)-len(gone))
	for i, ri := range rules {
		if !gone[i] {
			out = append(out, ri)
		}
	}
	return out, also
}
