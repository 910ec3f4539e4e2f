package sources

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
)

// maxLeadIn is the most lines a lead-in and its list make as one rule
// ("Contributors must:" and its four items). A longer list keeps its items
// as rules of their own, and the lead-in, which says nothing alone, is
// dropped.
const maxLeadIn = 20

// listSpan is a top-level list: the first lines of its first and last
// items.
type listSpan struct{ first, last int }

// Introduces reports whether text introduces what follows it: it ends in
// a colon, trailing emphasis and spaces aside ("Contributors must:",
// "**Always run:**", the heading "DO NOT use high-cardinality
// attributes:"). What it introduces means nothing, or the opposite,
// without it.
func Introduces(text string) bool {
	return strings.HasSuffix(strings.TrimRight(strings.TrimSpace(text), "*_ "), ":")
}

// directiveRe is a heading that is only a directive its items complete:
// the "Always do", "Ask first" and "Never do" of the boundaries many
// AGENTS.md files end with, "Don't", "Avoid", "Forbidden".
var directiveRe = regexp.MustCompile(`^(?:(?:always|never|don'?t|do not|do)(?: do)?|ask (?:first|before)|avoid|forbidden|prohibited|not allowed|must(?: not)?)$`)

// Directive reports whether a heading is only a directive its items
// complete (directiveRe; emphasis, emoji and a closing colon aside): under
// "### Never do", the item "Commit secrets, API keys, or .env files"
// says the opposite of what it means when shown without its heading.
func Directive(heading string) bool {
	t := strings.TrimFunc(heading, func(r rune) bool { return !unicode.IsLetter(r) })
	return directiveRe.MatchString(strings.ToLower(strings.ReplaceAll(t, "’", "'")))
}

// leadInList returns the lines of the list or the code a paragraph
// introduces, and whether it is code: a paragraph ending in a colon
// ("Contributors must:", "Always run these scripts before pushing:")
// whose next block is the first item of a top-level list, or a code
// block. ok is false for a paragraph that introduces neither.
func (d *mdDoc) leadInList(p mdPara) (start, end int, code, ok bool) {
	if !Introduces(p.raw) {
		return 0, 0, false, false
	}
	i := sort.Search(len(d.blocks), func(i int) bool { return d.blocks[i].Start > p.end })
	if i == len(d.blocks) {
		return 0, 0, false, false
	}
	if b := d.blocks[i]; b.Kind == "code" {
		return b.Start, b.End, true, true
	} else if b.Kind != "item" {
		return 0, 0, false, false
	}
	for _, l := range d.lists {
		if l.first != d.blocks[i].Start {
			continue
		}
		for _, b := range d.blocks[i:] {
			if b.Start == l.last {
				return l.first, b.End, false, true
			}
		}
	}
	return 0, 0, false, false
}

// text is the source of lines start to end, trimmed.
func (d *mdDoc) text(start, end int) string {
	end = min(end, len(d.lines))
	if start < 1 || start > end {
		return ""
	}
	return strings.TrimSpace(strings.Join(d.lines[start-1:end], "\n"))
}

// withLeadIns makes each modal lead-in paragraph of a rule file one rule
// with the list or code it introduces, in place of the rules of that
// list's items (a lead-in alone, "Contributors must:", was a rule that
// said nothing, its items rules without the "must"; "Always run these
// scripts:" did not say which). A lead-in of a list longer than
// maxLeadIn, or of one holding a rule with an explicit ID, is dropped and
// the items stay; one of code longer than MaxIntroducedCode (as a list
// item's) stays alone. paras are the rules
// paragraphs gave, rules the others.
func (rc ruleContext) withLeadIns(rules []Rule, paras []leadPara) []Rule {
	type span struct{ start, end int }
	var merged []span
	var out []Rule
	for _, p := range paras {
		start, end, code, ok := rc.md.leadInList(p.para)
		switch {
		case !ok, code && end-start-1 > MaxIntroducedCode: // (the fences aside)
			out = append(out, p.rule) // no lead-in, or of an example too long to hold: it still says what to do
			continue
		case !code && (end-p.para.line+1 > maxLeadIn || slices.ContainsFunc(rules, func(r Rule) bool {
			return r.Explicit && r.Line >= start && r.Line <= end
		})):
			continue
		}
		merged = append(merged, span{start, end})
		out = append(out, rc.newRule(p.section, "", false, "", rc.md.text(p.para.line, end), p.para.line, end))
	}
	for _, r := range rules {
		covered := false
		for _, s := range merged {
			covered = covered || !r.Explicit && r.Line >= s.start && r.Line <= s.end
		}
		if !covered {
			out = append(out, r)
		}
	}
	return out
}

// leadPara is a rule made of a paragraph, with the paragraph and its
// section.
type leadPara struct {
	rule    Rule
	para    mdPara
	section int
}
