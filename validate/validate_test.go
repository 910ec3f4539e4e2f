package validate

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/staleness"
)

var testNow = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)

const adrCtx = "\n\n## Context\n\nc\n\n## Decision\n\nd\n"

func constitution(n int) string {
	var b strings.Builder
	b.WriteString("# Project\n\n## Security\n\n")
	for i := range n {
		fmt.Fprintf(&b, "- Never do forbidden thing number %d.\n", i)
	}
	return b.String()
}

// ruleCases hold, per rule, a tree that violates it and one that passes.
// Files named old.* get a modification time 90 days before testNow, the
// others one day before.
var ruleCases = []struct {
	rule      string
	bad, good map[string]string
}{
	{RuleFrontMatter, map[string]string{"a.md": "---\ntitle: [x\n---\n# A\n"}, map[string]string{"a.md": "---\ntitle: x\n---\n# A\n"}},
	{RuleLenientFrontMatter, map[string]string{".claude/skills/x/SKILL.md": "---\nname: x\ndescription: Use when: the schema changes\n---\n# X\n"}, map[string]string{".claude/skills/x/SKILL.md": "---\nname: x\ndescription: \"Use when: the schema changes\"\n---\n# X\n"}},
	{RuleRepeatedKey, map[string]string{"a.md": "---\nsection: x\ntitle: A\nsection: y\n---\n# A\n"}, map[string]string{"a.md": "---\nsection: y\ntitle: A\n---\n# A\n"}},
	{RuleSoTUnparseable, map[string]string{"a.csv": "a,b\n\"x,1\n"}, map[string]string{"a.csv": "a,b\n1,2\n"}},
	{RuleDuplicateKey, map[string]string{"t.csv": "id,name\nA-1,x\nA-1,y\n"}, map[string]string{"t.csv": "id,name\nA-1,x\nA-2,y\n"}},
	{RuleImplicitKey, map[string]string{"t.csv": "repo,stars\nx,1\nx,2\n"}, map[string]string{"t.csv": "repo,stars\nx,1\ny,2\n"}},
	{RuleUnreadable, map[string]string{"a.md": "# A\x00\n"}, map[string]string{"a.md": "# A\n"}},
	{RuleGlob, map[string]string{".cursor/rules/a.mdc": "---\nglobs: src/[a-\nalwaysApply: false\n---\n# R\n- Always do x.\n"},
		map[string]string{".cursor/rules/a.mdc": "---\nglobs: src/**/*.{ts,tsx}, lib/*.go\nalwaysApply: false\n---\n# R\n- Always do x.\n"}},
	{RuleSeverity, map[string]string{"docs/sops/a.md": "---\ncategory: sop\napplies_to: '**/*.go'\nseverity: critical\n---\n# S\n"},
		map[string]string{"docs/sops/a.md": "---\ncategory: sop\napplies_to: '**/*.go'\nseverity: Error\n---\n# S\n"}},
	{RuleInvalidDate, map[string]string{"d.yaml": "id: X-1\ncreated: 2023-14-05\n"}, map[string]string{"d.yaml": "id: X-1\ncreated: 2023-05-14\n"}},
	{RuleADRStatus, map[string]string{"docs/adr/0001-x.md": "# 1. X" + adrCtx}, map[string]string{"docs/adr/0001-x.md": "# 1. X\n\n## Status\n\nAccepted" + adrCtx}},
	{staleness.RuleReviewDue, map[string]string{"a.md": "---\nlast_reviewed_on: 2026-01-01\nreview_in: 3 months\n---\n# A\n"},
		map[string]string{"a.md": "---\nlast_reviewed_on: 2026-11-01\nreview_in: 3 months\n---\n# A\n"}},
	{staleness.RuleReviewInvalid, map[string]string{"a.md": "---\nlast_reviewed_on: 2026-11-01\nreview_in: soon\n---\n# A\n"},
		map[string]string{"a.md": "---\nlast_reviewed_on: 2026-11-01\nreview_in: 1 year\n---\n# A\n"}},
	{staleness.RuleStale, map[string]string{"old.csv": "id,x\n1,2\n"}, map[string]string{"new.csv": "id,x\n1,2\n"}},
	{RuleDuplicateRule, map[string]string{"CLAUDE.md": "# Rules\n\n- [SEC-001] Never log secrets.\n", "sub/AGENTS.md": "# Rules\n\n- [SEC-001] Always log secrets.\n"},
		map[string]string{"CLAUDE.md": "# Rules\n\n- [SEC-001] Never log secrets.\n", "sub/AGENTS.md": "# Rules\n\n- [SEC-001] Never  log secrets\n"}},
	{RuleSupersedes, map[string]string{"docs/adr/0002-y.md": "# 2. Y\n\n## Status\n\nAccepted\n\nSupersedes [ADR 9](0009-missing.md)." + adrCtx},
		map[string]string{"docs/adr/0002-y.md": "# 2. Y\n\n## Status\n\nAccepted\n\nSupersedes [ADR 1](0001-x.md)." + adrCtx,
			"docs/adr/0001-x.md": "# 1. X\n\n## Status\n\nSuperseded" + adrCtx}},
	{RuleImport, map[string]string{"CLAUDE.md": "@AGENTS.md\n", "AGENTS.md": "- Always follow @CLAUDE.md\n"}, map[string]string{"CLAUDE.md": "@AGENTS.md\n", "AGENTS.md": "- Always run the tests.\n"}},
	{RuleLink, map[string]string{"a.md": "# A\n\nSee [b](b.md).\n"}, map[string]string{"a.md": "# A\n\nSee [b](b.md) and [img](img.png).\n", "b.md": "# B\n", "img.png.keep": ""}},
	{RuleConstitution, map[string]string{"CLAUDE.md": constitution(70)}, map[string]string{"CLAUDE.md": constitution(5)}},
}

func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for p, body := range files {
		p = strings.TrimSuffix(p, ".keep")
		abs := testutil.WriteFile(t, root, p, []byte(body))
		mtime := testNow.Add(-24 * time.Hour)
		if strings.HasPrefix(filepath.Base(p), "old.") {
			mtime = testNow.Add(-90 * 24 * time.Hour)
		}
		if err := os.Chtimes(abs, mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func runTree(t *testing.T, files map[string]string) *Report {
	t.Helper()
	rep, err := Run(context.Background(), []string{writeTree(t, files)}, RunOptions{Options: Options{Now: testNow}})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func rulesOf(rep *Report) []string {
	var out []string
	for _, f := range rep.Findings {
		out = append(out, f.Rule)
	}
	return out
}

// TestRules checks every rule of the catalogue against a violating and a
// passing tree.
func TestRules(t *testing.T) {
	covered := map[string]bool{}
	for _, tc := range ruleCases {
		covered[tc.rule] = true
		t.Run(tc.rule, func(t *testing.T) {
			bad := runTree(t, tc.bad)
			if !slices.Contains(rulesOf(bad), tc.rule) {
				t.Errorf("violating tree: no %s finding in %v", tc.rule, bad.Findings)
			}
			for _, f := range bad.Findings {
				if f.Rule == tc.rule && f.Severity != severityOf(tc.rule) {
					t.Errorf("finding %v has severity %s, want %s", f, f.Severity, severityOf(tc.rule))
				}
			}
			good := runTree(t, tc.good)
			if slices.Contains(rulesOf(good), tc.rule) {
				t.Errorf("passing tree: unexpected %s finding in %v", tc.rule, good.Findings)
			}
		})
	}
	for _, r := range Rules() {
		if !covered[r.ID] {
			t.Errorf("rule %s has no test case", r.ID)
		}
		if r.Purpose == "" || !finding.ValidSeverity(r.Severity) {
			t.Errorf("rule %s: purpose %q severity %q", r.ID, r.Purpose, r.Severity)
		}
	}
}

func TestNewReport_StatusAndOrder(t *testing.T) {
	fs := []finding.Finding{
		{Rule: "LINK-001", Severity: finding.Warn, Path: "b.md", Line: 3, Message: "m"},
		{Rule: "GLOB-001", Severity: finding.Fail, Path: "a.md", Line: 1, Message: "m"},
		{Rule: "ADR-001", Severity: finding.Warn, Path: "a.md", Line: 1, Message: "m"},
		{Rule: "LINK-001", Severity: finding.Warn, Path: "a.md", Line: 9, Message: "m"},
	}
	tests := []struct {
		name   string
		in     []finding.Finding
		status string
	}{
		{"none", nil, finding.StatusAccepted},
		{"warn", fs[2:], finding.StatusNeedsReview},
		{"fail", fs, finding.StatusRejected},
		{"block", append(slices.Clone(fs), finding.Finding{Rule: "FM-001", Severity: finding.Block, Path: "z.md"}), finding.StatusBlocked},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NewReport(1, tt.in).Status; got != tt.status {
				t.Errorf("status %s, want %s", got, tt.status)
			}
		})
	}
	rep := NewReport(2, fs)
	var order []string
	for _, f := range rep.Findings {
		order = append(order, fmt.Sprintf("%s %s %s:%d", f.Severity, f.Rule, f.Path, f.Line))
	}
	want := []string{"FAIL GLOB-001 a.md:1", "WARN ADR-001 a.md:1", "WARN LINK-001 a.md:9", "WARN LINK-001 b.md:3"}
	if diff := cmp.Diff(want, order); diff != "" {
		t.Error(diff)
	}
	wantSum := []RuleCount{{"GLOB-001", finding.Fail, 1}, {"ADR-001", finding.Warn, 1}, {"LINK-001", finding.Warn, 2}}
	if diff := cmp.Diff(wantSum, rep.Summary); diff != "" {
		t.Error(diff)
	}
}

// TestRun_ByteIdentical validates the same tree twice and on the examples
// corpus and requires identical bytes.
func TestRun_ByteIdentical(t *testing.T) {
	files := map[string]string{}
	for _, tc := range ruleCases {
		for p, b := range tc.bad {
			files[tc.rule+"/"+p] = b
		}
	}
	root := writeTree(t, files)
	var outs [2][]byte
	for i := range outs {
		rep, err := Run(context.Background(), []string{root, testutil.Examples(t)}, RunOptions{Options: Options{Now: testNow}})
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := WriteText(&b, rep); err != nil {
			t.Fatal(err)
		}
		if err := WriteJSON(&b, rep); err != nil {
			t.Fatal(err)
		}
		outs[i] = b.Bytes()
	}
	if !bytes.Equal(outs[0], outs[1]) {
		t.Fatal("two validations of the same tree differ")
	}
	if !bytes.Contains(outs[0], []byte("summary by rule:\n  BLOCK FM-001")) {
		t.Errorf("text report lacks the summary:\n%s", outs[0])
	}
}

// An entry the walk skips does not stop validation: a CLAUDE.md linked to
// an AGENTS.md that is gone (langfuse's ee/CLAUDE.md in a checkout
// without ee/) is FILE-001 at the link, and the other files are judged.
func TestRun_danglingLinkReported(t *testing.T) {
	root := writeTree(t, map[string]string{"AGENTS.md": "# Rules\n\n- Always run the linter.\n", "web/AGENTS.md": "# Web\n\n- Never import the server.\n"})
	if err := os.MkdirAll(filepath.Join(root, "ee"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("AGENTS.md", filepath.Join(root, "ee", "CLAUDE.md")); err != nil {
		t.Skipf("symlinks unsupported: %v", err)
	}
	rep, err := Run(context.Background(), []string{root}, RunOptions{Options: Options{Now: testNow}})
	if err != nil {
		t.Fatalf("validation stopped: %v", err)
	}
	if rep.Documents != 2 {
		t.Errorf("%d documents judged, want the 2 others", rep.Documents)
	}
	var got []string
	for _, f := range rep.Findings {
		if f.Rule == RuleUnreadable {
			got = append(got, f.Path+": "+f.Message)
		}
	}
	want := []string{"ee/CLAUDE.md: not ingested: symbolic link to AGENTS.md, which does not exist"}
	if !slices.Equal(got, want) {
		t.Errorf("FILE-001 findings %q, want %q", got, want)
	}
	if rep.Status != finding.StatusNeedsReview {
		t.Errorf("status %s, want %s", rep.Status, finding.StatusNeedsReview)
	}
}

// TestConstitution_copies checks that CONST-001 counts a constitution rule
// written again in a file of the same scope (CLAUDE.md repeating
// AGENTS.md) once, as the pack and the capsule give it.
func TestConstitution_copies(t *testing.T) {
	c := constitution(40)
	if rep := runTree(t, map[string]string{"AGENTS.md": c, "CLAUDE.md": c}); slices.Contains(rulesOf(rep), RuleConstitution) {
		t.Errorf("copies counted twice: %v", rep.Findings)
	}
	if rep := runTree(t, map[string]string{"AGENTS.md": c, "sub/CLAUDE.md": c}); !slices.Contains(rulesOf(rep), RuleConstitution) {
		t.Errorf("a nested copy has another scope and counts: %v", rep.Findings)
	}
}
