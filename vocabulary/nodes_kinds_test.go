package vocabulary

import "testing"

func TestPathOf_NodeKinds(t *testing.T) {
	tests := []struct {
		node, path string
		ok         bool
	}{
		{DocNode("docs/adr/0001 x.md"), "docs/adr/0001 x.md", true},
		{SectionNode("a/b.md", "requirements"), "a/b.md", true},
		{SectionNode("a/b.md", ""), "a/b.md", true},
		{RuleNode("CLAUDE.md", "SEC-001"), "CLAUDE.md", true},
		{SoTNode("data/x.csv"), "", false},
		{"intent:security", "", false},
	}
	for _, tt := range tests {
		if p, ok := PathOf(tt.node); p != tt.path || ok != tt.ok {
			t.Errorf("PathOf(%q) = %q, %v; want %q, %v", tt.node, p, ok, tt.path, tt.ok)
		}
	}
}

func TestDecodeRuleIDAndPolarity(t *testing.T) {
	for _, tt := range []struct{ node, stored, want string }{
		{RuleNode("CLAUDE.md", "SEC-001"), "SEC-001", "SEC-001"},
		{RuleNode("docs/a#b.md", "R-0123456789"), "", "R-0123456789"},
		{RuleNode("a.md", "R-0123456789-2"), "", "R-0123456789-2"},
		{DocNode("a.md"), "", ""},
	} {
		if got := DecodeRuleID(tt.node, tt.stored); got != tt.want {
			t.Errorf("DecodeRuleID(%q, %q) = %q, want %q", tt.node, tt.stored, got, tt.want)
		}
	}
	if DecodeRulePolarity("") != "should" || DecodeRulePolarity("never") != "never" {
		t.Errorf("DecodeRulePolarity: %q %q", DecodeRulePolarity(""), DecodeRulePolarity("never"))
	}
}
