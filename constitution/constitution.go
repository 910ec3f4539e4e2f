package constitution

import (
	"cmp"
	"slices"
	"strings"
)

// Rule is what the constitution needs to know of a rule.
type Rule struct {
	Path          string // root-relative slash path of its file
	Line, EndLine int    // its lines; EndLine 0 = Line
	Key           string // a unique key (the rule's node ID), the last tie-break
	Constitution  bool   // under a constitution heading
	AlwaysApply   bool   // in an alwaysApply file
}

// Member reports whether r belongs to the constitution.
func (r Rule) Member() bool { return r.Constitution || r.AlwaysApply }

// Lines is the number of lines r takes.
func (r Rule) Lines() int { return max(r.EndLine, r.Line) - r.Line + 1 }

// Compare orders members: root files first (fewer slashes), then by path,
// line and key.
func Compare(a, b Rule) int {
	return cmp.Or(cmp.Compare(strings.Count(a.Path, "/"), strings.Count(b.Path, "/")),
		strings.Compare(a.Path, b.Path), cmp.Compare(a.Line, b.Line), strings.Compare(a.Key, b.Key))
}

// Selection is the constitution of a set of rules under a cap.
type Selection struct {
	// Kept and Cut index the rules given to Select, each in Compare order.
	Kept, Cut []int
	// Lines is what Kept takes; Total what every member would.
	Lines, Total int
}

// Select returns the constitution of rules capped at limit lines: the
// members in Compare order, the longest prefix of them that fits in Kept,
// and the member that crosses the cap and every one after it in Cut.
func Select(rules []Rule, limit int) Selection {
	var members []int
	for i, r := range rules {
		if r.Member() {
			members = append(members, i)
		}
	}
	slices.SortStableFunc(members, func(a, b int) int { return Compare(rules[a], rules[b]) })
	var s Selection
	for _, i := range members {
		n := rules[i].Lines()
		s.Total += n
		if len(s.Cut) == 0 && s.Lines+n <= limit {
			s.Kept = append(s.Kept, i)
			s.Lines += n
			continue
		}
		s.Cut = append(s.Cut, i)
	}
	return s
}
