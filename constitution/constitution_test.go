package constitution

import (
	"slices"
	"testing"
)

func TestSelect(t *testing.T) {
	rules := []Rule{
		{Path: "svc/CLAUDE.md", Line: 3, Key: "d", Constitution: true},
		{Path: "CLAUDE.md", Line: 9, EndLine: 11, Key: "b", Constitution: true}, // 3 lines
		{Path: "CLAUDE.md", Line: 4, Key: "a", Constitution: true},
		{Path: "CLAUDE.md", Line: 20, Key: "x"}, // not a member
		{Path: ".cursor/rules/base.mdc", Line: 5, Key: "c", AlwaysApply: true},
		{Path: "CLAUDE.md", Line: 30, Key: "e", Constitution: true},
	}
	// Order: CLAUDE.md:4 (a), CLAUDE.md:9 (b, 3 lines), CLAUDE.md:30 (e),
	// svc/CLAUDE.md (d), .cursor/rules/base.mdc (c, two levels down).
	for _, tc := range []struct {
		limit      int
		kept, cut  []int
		lines, all int
	}{
		{100, []int{2, 1, 5, 0, 4}, nil, 7, 7},
		{5, []int{2, 1, 5}, []int{0, 4}, 5, 7},
		// b crosses the cap: it and everything after it are cut, even
		// the one-line rules that would still fit.
		{3, []int{2}, []int{1, 5, 0, 4}, 1, 7},
		{0, nil, []int{2, 1, 5, 0, 4}, 0, 7},
	} {
		s := Select(rules, Limits{Lines: tc.limit})
		if !slices.Equal(s.Kept, tc.kept) || !slices.Equal(s.Cut, tc.cut) || s.Lines != tc.lines || s.TotalLines != tc.all {
			t.Errorf("Select(limit %d) = %+v, want kept %v cut %v lines %d total %d", tc.limit, s, tc.kept, tc.cut, tc.lines, tc.all)
		}
	}
}

func TestSelect_tokens(t *testing.T) {
	rules := []Rule{
		{Path: "CLAUDE.md", Line: 1, Key: "a", Constitution: true, Tokens: 40, Priority: 5},
		{Path: "CLAUDE.md", Line: 2, Key: "b", Constitution: true, Tokens: 30, Priority: 9},
		{Path: "CLAUDE.md", Line: 3, Key: "c", Constitution: true, Tokens: 30, Priority: 5, Relevance: 2},
		{Path: "CLAUDE.md", Line: 4, Key: "d", Constitution: true, Tokens: 10, Priority: 5},
		{Path: "svc/AGENTS.md", Line: 1, Key: "e", Constitution: true, Tokens: 20, Priority: 5, Relevance: 1},
		{Path: "CLAUDE.md", Line: 9, Key: "x", Tokens: 500}, // not a member
	}
	for _, tc := range []struct {
		name             string
		lim              Limits
		kept, cut, drops []int
		tokens           int
	}{
		{"no token cap", Limits{Lines: 60}, []int{0, 1, 2, 3, 4}, nil, nil, 130},
		{"under the cap", Limits{Lines: 60, Tokens: 130}, []int{0, 1, 2, 3, 4}, nil, nil, 130},
		// By priority (b), then relevance (c, then e), then order (a, d):
		// b 30 + c 30 + e 20 = 80; a (40) no longer fits, d (10) does.
		{"priority then relevance", Limits{Lines: 60, Tokens: 95}, []int{1, 2, 3, 4}, nil, []int{0}, 90},
		{"only the first", Limits{Lines: 60, Tokens: 30}, []int{1}, nil, []int{0, 2, 3, 4}, 30},
		// The line cap cuts first; the token cap chooses among the rest.
		{"lines then tokens", Limits{Lines: 3, Tokens: 60}, []int{1, 2}, []int{3, 4}, []int{0}, 60},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := Select(rules, tc.lim)
			if !slices.Equal(s.Kept, tc.kept) || !slices.Equal(s.Cut, tc.cut) || !slices.Equal(s.Dropped, tc.drops) || s.Tokens != tc.tokens {
				t.Errorf("Select(%+v) = %+v, want kept %v cut %v dropped %v tokens %d", tc.lim, s, tc.kept, tc.cut, tc.drops, tc.tokens)
			}
			if s.TotalTokens != 130 {
				t.Errorf("TotalTokens = %d, want 130", s.TotalTokens)
			}
		})
	}
}
