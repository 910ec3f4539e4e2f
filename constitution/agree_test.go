package constitution_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/capsule"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/retrieve"
	"github.com/canon-kg/canon/validate"
)

// TestSelect_PackCapsuleValidateAgree: on a tree whose constitution
// overflows its cap, the context pack, the contract capsule and CONST-001
// cut the same rules, because all three call Select.
func TestSelect_PackCapsuleValidateAgree(t *testing.T) {
	root := t.TempDir()
	var claude strings.Builder
	claude.WriteString("# Rules\n\n## Security\n\n")
	for i := range 6 {
		fmt.Fprintf(&claude, "- SEC-%03d: Never leak secret number %d into logs.\n", i, i)
	}
	testutil.WriteFile(t, root, "CLAUDE.md", []byte(claude.String()))
	testutil.WriteFile(t, root, ".cursor/rules/base.mdc", []byte("---\nalwaysApply: true\n---\n\n- BASE-001: Always pin dependencies.\n- BASE-002: Never disable TLS verification.\n"))
	testutil.WriteFile(t, root, "docs/guide.md", []byte("# Guide\n\nHow we deploy.\n"))
	const limit = 5
	ctx := context.Background()
	data := datadir.Dir(t.TempDir())
	if _, err := ingest.Run(ctx, ingest.Options{Roots: []string{root}, Data: data, LockTimeout: 5 * time.Second}); err != nil {
		t.Fatal(err)
	}

	// The pack.
	o, err := retrieve.OpenReader(ctx, data, "", retrieve.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = o.Close() }() // read-only: nothing to lose
	pack, err := o.Context(ctx, retrieve.Request{Task: "review the deploy guide", ConstitutionLines: limit})
	if err != nil {
		t.Fatal(err)
	}
	var packKept, packCut []string
	for _, r := range pack.Constitution.Rules {
		packKept = append(packKept, r.SourcePath+"#"+r.ID)
	}
	for _, g := range pack.Constitution.Truncated {
		for _, id := range g.IDs {
			packCut = append(packCut, g.SourcePath+"#"+id)
		}
	}

	// The capsule.
	c, err := capsule.Generate(ctx, time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC), capsule.Options{Data: data,
		LockTimeout: time.Second, Limits: capsule.Limits{ConstitutionLines: limit}})
	if err != nil {
		t.Fatal(err)
	}

	// CONST-001.
	rep, err := validate.Run(ctx, []string{root}, validate.RunOptions{Options: validate.Options{ConstitutionLines: limit}})
	if err != nil {
		t.Fatal(err)
	}
	var cons []string
	for _, f := range rep.Findings {
		if f.Rule == validate.RuleConstitution {
			cons = append(cons, fmt.Sprintf("%s:%d %s", f.Path, f.Line, f.Message))
		}
	}

	wantKept := []string{"CLAUDE.md#SEC-000", "CLAUDE.md#SEC-001", "CLAUDE.md#SEC-002", "CLAUDE.md#SEC-003", "CLAUDE.md#SEC-004"}
	wantCut := []string{"CLAUDE.md#SEC-005", ".cursor/rules/base.mdc#BASE-001", ".cursor/rules/base.mdc#BASE-002"}
	if !slices.Equal(packKept, wantKept) || !slices.Equal(packCut, wantCut) {
		t.Errorf("pack keeps %v and cuts %v; want %v and %v", packKept, packCut, wantKept, wantCut)
	}
	if !slices.Equal(c.Constitution.Rules, wantKept) || !slices.Equal(c.Constitution.Truncated, wantCut) {
		t.Errorf("capsule keeps %v and cuts %v; want %v and %v", c.Constitution.Rules, c.Constitution.Truncated, wantKept, wantCut)
	}
	if len(cons) != 1 || !strings.HasPrefix(cons[0], "CLAUDE.md:10 ") || !strings.Contains(cons[0], "8 lines") || !strings.Contains(cons[0], "3 rules from here on are cut") {
		t.Errorf("CONST-001 findings %q; want one on CLAUDE.md:10 (SEC-005), 8 lines, 3 rules cut", cons)
	}
}
