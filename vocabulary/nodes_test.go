package vocabulary

import (
	"testing"

	"github.com/canon-kg/canon/sources"
)

func TestPathOf_RoundTrip(t *testing.T) {
	for _, p := range []string{"a.md", "docs/adr/0001-x.md", "dir with space/b#c.md", "ünïcode/é.md"} {
		for _, node := range []string{DocNode(p), SectionNode(p, "slug"), RuleNode(p, "SEC-001")} {
			if got, ok := PathOf(node); !ok || got != p {
				t.Errorf("PathOf(%q) = %q, %v; want %q", node, got, ok, p)
			}
		}
	}
	for _, node := range []string{ChunkNode("a.md", 3), SoTNode("a.csv"), "intent:x", ""} {
		if _, ok := PathOf(node); ok {
			t.Errorf("PathOf(%q) is a path", node)
		}
	}
}

func TestRuleValues_RoundTrip(t *testing.T) {
	node := RuleNode("CLAUDE.md", "R-1a2b")
	for _, tc := range []struct {
		id       string
		explicit bool
	}{{"R-1a2b", false}, {"SEC-001", true}} {
		if got := DecodeRuleID(node, EncodeRuleID(tc.id, tc.explicit)); got != tc.id {
			t.Errorf("rule ID %q (explicit %v) round-trips to %q", tc.id, tc.explicit, got)
		}
	}
	if EncodeRuleID("R-1a2b", false) != "" {
		t.Error("a generated rule ID is written")
	}
	for _, p := range []string{sources.DefaultPolarity, "must", "never"} {
		if got := DecodeRulePolarity(EncodeRulePolarity(p)); got != p {
			t.Errorf("polarity %q round-trips to %q", p, got)
		}
	}
	if EncodeRulePolarity(sources.DefaultPolarity) != "" {
		t.Error("the default polarity is written")
	}
	for _, cons := range []bool{false, true} {
		for _, p := range []int{0, 10, sources.DefaultPriority, sources.DefaultPriority + sources.ConstitutionBoost, 999} {
			if got := DecodeRulePriority(EncodeRulePriority(p, cons), cons); got != p {
				t.Errorf("priority %d (constitution %v) round-trips to %d", p, cons, got)
			}
		}
		if EncodeRulePriority(DefaultPriority(cons), cons) != "" {
			t.Errorf("the default priority (constitution %v) is written", cons)
		}
	}
	for _, x := range []string{"security", "a:b", ""} {
		if DecodeIntent(EncodeIntent(x)) != x || DecodeDomain(EncodeDomain(x)) != x {
			t.Errorf("intent/domain %q does not round-trip", x)
		}
	}
}
