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
		s := Select(rules, tc.limit)
		if !slices.Equal(s.Kept, tc.kept) || !slices.Equal(s.Cut, tc.cut) || s.Lines != tc.lines || s.Total != tc.all {
			t.Errorf("Select(limit %d) = %+v, want kept %v cut %v lines %d total %d", tc.limit, s, tc.kept, tc.cut, tc.lines, tc.all)
		}
	}
}
