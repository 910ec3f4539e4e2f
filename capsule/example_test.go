package capsule_test

import (
	"fmt"
	"time"

	"github.com/canon-kg/canon/capsule"
	"github.com/canon-kg/canon/graph"
	v "github.com/canon-kg/canon/vocabulary"
)

func ExampleBuild() {
	quads := []graph.Quad{
		{Subject: "rule:CLAUDE.md#SEC-001", Predicate: v.RuleID, Object: "SEC-001"},
		{Subject: "rule:CLAUDE.md#SEC-001", Predicate: v.RuleText, Object: "Never commit secrets."},
		{Subject: "rule:CLAUDE.md#SEC-001", Predicate: v.RulePolarity, Object: "never"},
		{Subject: "rule:CLAUDE.md#SEC-001", Predicate: v.RuleConstitution, Object: "true"},
	}
	c, err := capsule.Build(capsule.Input{
		ProjectID: "proj:demo",
		CreatedAt: time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC),
		Quads:     quads,
		Artifacts: []capsule.Artifact{{Path: "CLAUDE.md", Kind: "rule", Hash: "9f86d081884c7d65"}},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(c.SnapshotID, c.CacheKey)
	fmt.Print(c.Constitution.Text)
	fmt.Println(c.Summary.Rules, "rule,", c.Summary.Status)
	// Output:
	// snap-d47314eace06a994 canon-contract:fnv1a32:86c279b6
	// - [SEC-001] Never commit secrets.
	// 1 rule, ACCEPTED
}
