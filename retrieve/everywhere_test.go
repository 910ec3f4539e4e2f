package retrieve

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/canon-kg/canon/constitution"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/sources"
)

// The rule files that apply everywhere (temporal's root AGENTS.md and
// repository-wide Copilot instructions) govern every file: get_rules_for_file
// gives their rules that the constitution does not hold, after the narrower
// scopes. Rules an agent attaches on request, a nested project's files and
// an always-applied file whose text is all in the constitution do not come.
func TestRulesFor_everywhere(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Agent\n\n## Core Mandates\n\n- Rigorously adhere to project conventions.\n\n## Testing\n\n- Always include `-tags test_dep` when running tests.\n- Prefer require over assert.\n"))
	testutil.WriteFile(t, root, ".github/copilot-instructions.md", []byte("# Review\n\n- Never use the Get prefix for getters.\n"))
	testutil.WriteFile(t, root, ".github/instructions/docs.instructions.md", []byte("# Docs\n\n- Always write docs in British English.\n"))
	testutil.WriteFile(t, root, ".cursor/rules/on-request.mdc", []byte("---\ndescription: when touching billing\nalwaysApply: false\n---\n\n- Never round money with floats.\n"))
	testutil.WriteFile(t, root, ".cursor/rules/always.mdc", []byte("---\nalwaysApply: true\n---\nKeep every change small.\n"))
	testutil.WriteFile(t, root, "service/history/AGENTS.md", []byte("# History\n\n- Always use the history client for shard access.\n"))
	testutil.WriteFile(t, root, "web/.cursorrules", []byte("- Always use pnpm, never npm.\n"))
	o := rootEngine(t, root)

	fr, err := o.RulesFor("service/history/handler.go", constitution.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range fr.Scoped {
		got = append(got, d.SourcePath+" ("+d.Why+")")
	}
	want := []string{
		"service/history/AGENTS.md (under service/history/)",
		".github/copilot-instructions.md (" + WhyEverywhere + ")",
		"AGENTS.md (" + WhyEverywhere + ")",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("scoped\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	var lines []int
	for _, r := range fr.Scoped[2].Rules {
		lines = append(lines, r.LineStart)
	}
	if !slices.Equal(lines, []int{9, 10}) {
		t.Errorf("root AGENTS.md rules at lines %v, want 9 and 10 (line 5 is in the constitution)", lines)
	}
	if !strings.Contains(fr.Constitution.Text, "Rigorously adhere") || !strings.Contains(fr.Constitution.Text, "Keep every change small") {
		t.Errorf("constitution %q", fr.Constitution.Text)
	}
	// web/.cursorrules is web's project's: a file there gets it, by its scope.
	fr, err = o.RulesFor("web/src/app.ts", constitution.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if len(fr.Scoped) != 3 || fr.Scoped[0].SourcePath != "web/.cursorrules" || fr.Scoped[0].Why != "under web/" {
		t.Errorf("web file: %+v", fr.Scoped)
	}
}

// A paragraph ending in a colon brings the fenced code it introduces
// (go-sdk's AGENTS.md gives the copyright header to put in new files); a
// block after a blank line, or one too long to be the rule's content, stays
// out.
func TestRulesFor_proseIntroducesCode(t *testing.T) {
	root := t.TempDir()
	long := "Layout for a handler:\n```go\n" + strings.Repeat("x := 1\n", sources.MaxIntroducedCode+1) + "```\n"
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Agents\n\n"+
		"Add copyright headers to all new Go files:\n```go\n// Copyright 2025 The Authors.\n```\n\n"+ // lines 3-6
		"An example follows.\n\n```sh\nmake all\n```\n\n"+ // 8, 10-12
		long+"\n- Always run gofmt on every file.\n"))
	o := rootEngine(t, root)
	fr, err := o.RulesFor("pkg/x.go", constitution.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if len(fr.Scoped) != 1 {
		t.Fatalf("scoped %+v", fr.Scoped)
	}
	var got []string
	for _, r := range fr.Scoped[0].Rules {
		got = append(got, fmt.Sprintf("%d-%d %s", r.LineStart, r.LineEnd, r.Text))
	}
	want := []string{
		"3-6 Add copyright headers to all new Go files:\n```go\n// Copyright 2025 The Authors.\n```",
		"8-8 An example follows.",
		"14-14 Layout for a handler:",
		"49-49 - Always run gofmt on every file.",
	}
	if !slices.Equal(got, want) {
		t.Errorf("prose\n%q\nwant\n%q", got, want)
	}
}
