package ingest

import "testing"

func TestPathOf(t *testing.T) {
	tests := []struct {
		node, path string
		ok         bool
	}{
		{DocNode("docs/adr/0001 x.md"), "docs/adr/0001 x.md", true},
		{SectionNode("a/b.md", "requirements"), "a/b.md", true},
		{SectionNode("a/b.md", ""), "a/b.md", true},
		{RuleNode("CLAUDE.md", "SEC-001"), "CLAUDE.md", true},
		{RecordNode("data/x.csv", "k"), "", false},
		{"intent:security", "", false},
	}
	for _, tt := range tests {
		if p, ok := PathOf(tt.node); p != tt.path || ok != tt.ok {
			t.Errorf("PathOf(%q) = %q, %v; want %q, %v", tt.node, p, ok, tt.path, tt.ok)
		}
	}
}
