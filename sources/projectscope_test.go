package sources

import (
	"strings"
	"testing"
)

// TestBuildRuleFile_ProjectScope checks the directory a rule file without
// globs governs: its project's below the root, everywhere at the root.
func TestBuildRuleFile_ProjectScope(t *testing.T) {
	tests := []struct {
		path string
		meta map[string]any
		dir  string
	}{
		{".github/copilot-instructions.md", nil, ""},
		{".cursorrules", nil, ""},
		{".cursor/rules/a.mdc", nil, ""},
		{"svc/.github/copilot-instructions.md", nil, "svc"},
		{"repos/x/.github_copilot-instructions.md", nil, "repos/x"},
		{"web/.cursorrules", nil, "web"},
		{"web/.windsurfrules", nil, "web"},
		{"a/b/.clinerules", nil, "a/b"},
		{"a/.clinerules/style.md", nil, "a"},
		{"svc/.claude/rules/testing.md", nil, "svc"},
		{"svc/.cursor/rules/a.mdc", map[string]any{"alwaysApply": true}, "svc"},
		{"svc/.windsurf/rules/w.md", map[string]any{"trigger": "always_on"}, "svc"},
		// A Cursor rule outside any rule folder (a catalogue's, an example)
		// is its directory's; at the root, the root's.
		{"docs/always.mdc", map[string]any{"alwaysApply": true}, "docs"},
		{"catalogue/go/go.mdc", nil, "catalogue/go"},
		{"always.mdc", map[string]any{"alwaysApply": true}, ""},
		// Globs scope it already (relative to the project).
		{"svc/.claude/rules/go.md", map[string]any{"paths": []any{"**/*.go"}}, ""},
		{"svc/.github/instructions/go.instructions.md", map[string]any{"applyTo": "**/*.go"}, ""},
		// Skills and subagents have no scope; other documents are not rule files.
		{"svc/.claude/skills/review/SKILL.md", nil, ""},
		{"svc/.claude/agents/reviewer.md", nil, ""},
		{"docs/guide.md", map[string]any{"globs": nil}, ""},
		// A nested CLAUDE.md governs its own directory.
		{"svc/api/CLAUDE.md", nil, "svc/api"},
	}
	for _, tc := range tests {
		if got := buildRuleFile(tc.path, tc.meta).Dir; got != tc.dir {
			t.Errorf("%s: Dir %q, want %q", tc.path, got, tc.dir)
		}
	}
}

// TestBuildRuleFile_GlobsOfTheGovernedDir checks that globs are relative to
// the directory a rule file governs, wherever it lies.
func TestBuildRuleFile_GlobsOfTheGovernedDir(t *testing.T) {
	ts := map[string]any{"applyTo": "**/*.ts"}
	tests := []struct {
		path string
		meta map[string]any
		glob string
	}{
		{".github/instructions/ts.instructions.md", ts, "**/*.ts"},
		{"web/.github/instructions/ts.instructions.md", ts, "web/**/*.ts"},
		{"repos/x/.github_copilot-instructions.md", ts, "repos/x/**/*.ts"},
		{"svc/AGENTS.md", map[string]any{"paths": "**/*.go"}, "svc/**/*.go"},
		{"catalogue/ts.mdc", map[string]any{"globs": "**/*.ts"}, "catalogue/**/*.ts"},
		{".cursor/rules/ts.mdc", map[string]any{"globs": "**/*.ts"}, "**/*.ts"},
		{"docs/guide.md", map[string]any{"globs": "**/*.ts"}, "**/*.ts"}, // no agent's rule file
	}
	for _, tc := range tests {
		if got := buildRuleFile(tc.path, tc.meta).Globs; len(got) != 1 || got[0] != tc.glob {
			t.Errorf("%s: globs %q, want [%q]", tc.path, got, tc.glob)
		}
	}
}

// TestParse_ConstitutionFromRuleFiles checks that only rule files make the
// constitution: a "Security" section of a README, a design document or a
// runbook still gives rules, retrieved by task, but none always loaded.
func TestParse_ConstitutionFromRuleFiles(t *testing.T) {
	body := []byte("# Guide\n\n## Security\n\n- Never expose credentials in frontend code\n- Validate user inputs\n")
	for _, tc := range []struct {
		path string
		kind Kind
		cons bool
	}{
		{"CLAUDE.md", KindRule, true},
		{"svc/AGENTS.md", KindRule, true},
		{"sdk/README.md", KindDoc, false},
		{"keps/sig-x/123-thing/README.md", KindDoc, false},
	} {
		d, err := Parse(File{Root: "/r", Path: tc.path}, body, ParseOptions{})
		if err != nil {
			t.Fatalf("%s: %v", tc.path, err)
		}
		if d.Kind != tc.kind || len(d.Rules) != 2 {
			t.Fatalf("%s: kind %s, %d rules; want %s, 2", tc.path, d.Kind, len(d.Rules), tc.kind)
		}
		for _, r := range d.Rules {
			if r.Constitution != tc.cons {
				t.Errorf("%s:%d: constitution %v, want %v", tc.path, r.Line, r.Constitution, tc.cons)
			}
		}
	}
	sop := []byte("---\ntitle: Deploys\ncategory: runbook\nseverity: warning\n---\n\n# Deploys\n\n## Must\n\n- Always deploy from a tagged release\n")
	d, err := Parse(File{Root: "/r", Path: "docs/sops/deploys.md"}, sop, ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Kind != KindSOP || len(d.Rules) != 1 || d.Rules[0].Constitution {
		t.Errorf("SOP: kind %s, rules %+v; want one rule outside the constitution", d.Kind, d.Rules)
	}
}

// A list item ending in a colon takes in the fenced code block it
// introduces (go-sdk's AGENTS.md: "Add copyright headers to all new Go
// files:" and the header), so the rule cites and quotes the code; a long
// block is an example and stays out, and so does a block after an item
// that does not introduce it.
func TestParse_ItemIntroducesCode(t *testing.T) {
	long := "- Use this layout:\n    ```go\n" + strings.Repeat("    x := 1\n", MaxIntroducedCode+1) + "    ```\n"
	body := "# Agents\n\n## Code Style\n\n" +
		"- Always add copyright headers to all new Go files:\n" + // line 5
		"    ```go\n    // Copyright 2025 The Authors.\n    ```\n" + // 6-8
		"- Run `gofmt` on every file.\n" + // 9
		"- Prefer table tests.\n    ```go\n    t.Run(name, f)\n    ```\n" + // 10-13
		long // 14-
	d, err := Parse(File{Root: "/r", Path: "AGENTS.md"}, []byte(body), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]int{}
	for _, r := range d.Rules {
		got[r.Line] = r.EndLine
	}
	want := map[int]int{5: 8, 9: 9, 10: 10, 14: 14}
	for line, end := range want {
		if got[line] != end {
			t.Errorf("rule at line %d ends at %d, want %d (rules %v)", line, got[line], end, got)
		}
	}
}
