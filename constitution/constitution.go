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

	// Tokens is what the rule takes in the constitution's text (its line
	// and citation); the token cap adds these up.
	Tokens int
	// Priority is the rule's priority (higher first under the token cap).
	Priority int
	// Relevance ranks rules of equal priority under the token cap (higher
	// first): how much the rule bears on the task and files at hand; 0
	// when there is no task.
	Relevance float64
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

// Limits caps the constitution.
type Limits struct {
	// Lines caps the lines of the members kept, a prefix in Compare order.
	Lines int
	// Tokens caps the tokens of the members the line cap kept; 0 means no
	// token cap.
	Tokens int
}

// DefaultTokens is the default token cap.
const DefaultTokens = 600

// Selection is the constitution of a set of rules under its caps.
type Selection struct {
	// Kept indexes the rules given to Select that are kept, in Compare
	// order. Cut indexes those the line cap cut, and Dropped those the
	// token cap dropped, each in Compare order.
	Kept, Cut, Dropped []int
	// Lines and Tokens are what Kept takes; TotalLines and TotalTokens
	// what every member would.
	Lines, Tokens, TotalLines, TotalTokens int
}

// Select returns the constitution of rules under lim.
//
// The line cap keeps the members in Compare order, the longest prefix of
// them that fits, and cuts the member that crosses it and every one after
// it. When what it kept takes more than the token cap, the members are
// taken by priority, then relevance, then Compare order, each that still
// fits is kept and the others are dropped: the rules that matter most to
// the task survive a long constitution, and what was dropped is named.
func Select(rules []Rule, lim Limits) Selection {
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
		s.TotalLines += n
		s.TotalTokens += rules[i].Tokens
		if len(s.Cut) == 0 && s.Lines+n <= lim.Lines {
			s.Kept = append(s.Kept, i)
			s.Lines += n
			s.Tokens += rules[i].Tokens
			continue
		}
		s.Cut = append(s.Cut, i)
	}
	if lim.Tokens <= 0 || s.Tokens <= lim.Tokens {
		return s
	}
	byWorth := slices.Clone(s.Kept)
	slices.SortStableFunc(byWorth, func(a, b int) int {
		ra, rb := rules[a], rules[b]
		return cmp.Or(cmp.Compare(rb.Priority, ra.Priority), cmp.Compare(rb.Relevance, ra.Relevance), Compare(ra, rb))
	})
	keep := make(map[int]bool, len(byWorth))
	tokens := 0
	for _, i := range byWorth {
		if tokens+rules[i].Tokens <= lim.Tokens {
			keep[i] = true
			tokens += rules[i].Tokens
		}
	}
	kept := s.Kept[:0:0]
	s.Lines, s.Tokens = 0, 0
	for _, i := range s.Kept {
		if !keep[i] {
			s.Dropped = append(s.Dropped, i)
			continue
		}
		kept = append(kept, i)
		s.Lines += rules[i].Lines()
		s.Tokens += rules[i].Tokens
	}
	s.Kept = kept
	return s
}
