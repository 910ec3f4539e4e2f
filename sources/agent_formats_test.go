package sources

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// TestParse_AgentFormats checks, for each agent's rule format, the kind,
// the scope (directory and globs relative to the root) and which rules are
// constitution.
func TestParse_AgentFormats(t *testing.T) {
	files := loadArchive(t, "agent_formats")
	tests := []struct {
		path         string
		kind         Kind
		ruleFile     RuleFile
		rules        int
		constitution int
		lenient      bool
	}{
		// .claude/CLAUDE.md is the project memory: it applies to the whole
		// project, not to .claude/**.
		{".claude/CLAUDE.md", KindRule, RuleFile{Format: "claude"}, 1, 0, false},
		// An AGENTS.md in a hidden folder (imported by a CLAUDE.md) governs
		// the directory holding the folder.
		{".agents/AGENTS.md", KindRule, RuleFile{Format: "agents"}, 1, 0, false},
		{"CLAUDE.local.md", KindRule, RuleFile{Format: "claude"}, 1, 0, false},
		// Claude rules paths are relative to the project holding .claude.
		{"web/.claude/rules/api.md", KindRule, RuleFile{Format: "claude-rules", Globs: []string{"web/src/api/**/*.ts"}}, 1, 0, false},
		{".claude/rules/quoted.md", KindRule, RuleFile{Format: "claude-rules", Globs: []string{"**/*.go"}}, 1, 0, false},
		// Skills: their own kind, read leniently, never constitution.
		{".claude/skills/drizzle/SKILL.md", KindSkill, RuleFile{Format: "skill", Description: "Use when: writing a Drizzle migration or schema change"}, 0, 0, true},
		{".claude/agents/reviewer.md", KindSkill, RuleFile{Format: "claude-agent", Description: "Reviews diffs for security problems"}, 0, 0, false},
		// A nested .cursor/rules folder serves its own directory. Its
		// "globs: **/*.ts" is Cursor's own form, not a lenient reading;
		// a description holding ": " is one.
		{"sub/.cursor/rules/ts.mdc", KindRule, RuleFile{Format: "mdc", Description: "TypeScript in sub", Globs: []string{"sub/**/*.ts"}}, 1, 0, false},
		{"sub/.cursor/rules/colon.mdc", KindRule, RuleFile{Format: "mdc", Description: "Use when: the Python code changes", Globs: []string{"sub/**/*.py"}}, 1, 0, true},
		{"sub/.cursor/rules/plain.mdc", KindRule, RuleFile{Format: "mdc", Description: "Conventions of sub", Dir: "sub"}, 1, 0, false},
		// Cursor reads .md rule files in .cursor/rules as it reads .mdc ones,
		// and a rule folder's RULE.md (Cursor 2.2); one without front
		// matter is applied by @-mention: found by relevance.
		{".cursor/rules/api.md", KindRule, RuleFile{Format: "mdc", Description: "HTTP API handlers", Globs: []string{"api/**/*.go"}}, 1, 0, false},
		{".cursor/rules/testing/RULE.md", KindRule, RuleFile{Format: "mdc", Description: "Tests", Globs: []string{"**/*_test.go"}}, 1, 0, false},
		{".cursor/rules/manual.md", KindRule, RuleFile{Format: "mdc"}, 1, 0, false},
		// Windsurf: a plain rules file, and rules with triggers.
		{".windsurfrules", KindRule, RuleFile{Format: "windsurfrules"}, 1, 0, false},
		{".windsurf/rules/always.md", KindRule, RuleFile{Format: "windsurf", Trigger: "always_on", AlwaysApply: true}, 1, 1, false},
		{".windsurf/rules/go.md", KindRule, RuleFile{Format: "windsurf", Trigger: "glob", Globs: []string{"*.go"}}, 1, 0, false},
		{".windsurf/rules/decide.md", KindRule, RuleFile{Format: "windsurf", Trigger: "model_decision", Description: "When touching the billing code"}, 1, 0, false},
		// Cline: a plain .clinerules file (a folder of that name in the root
		// below), and a folder with paths. The plain file is a project's:
		// below the root, it governs its directory's project.
		{"legacy/.clinerules", KindRule, RuleFile{Format: "clinerules", Dir: "legacy"}, 1, 0, false},
		{".clinerules/python.md", KindRule, RuleFile{Format: "cline", Globs: []string{"**/*.py"}}, 1, 0, false},
		{"pkg/AGENTS.override.md", KindRule, RuleFile{Format: "agents-override", Dir: "pkg"}, 1, 0, false},
		// An always-applied file written as prose is one constitution rule.
		{".cursor/rules/ALWAYS.mdc", KindRule, RuleFile{Format: "mdc", AlwaysApply: true}, 1, 1, false},
		// "Core Mandates" is a constitution section: each of its top-level
		// items is a rule, with a mandate word or without; elsewhere an
		// item needs one.
		{"temporal/AGENTS.md", KindRule, RuleFile{Format: "agents", Dir: "temporal"}, 4, 3, false},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			d := parseFixture(t, files, tc.path)
			if d.Kind != tc.kind || d.RuleFile == nil {
				t.Fatalf("kind %s, rule file %v; want kind %s", d.Kind, d.RuleFile, tc.kind)
			}
			if diff := cmp.Diff(tc.ruleFile, *d.RuleFile, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("rule file (-want +got):\n%s", diff)
			}
			constitution := 0
			for _, r := range d.Rules {
				if r.Constitution {
					constitution++
				}
			}
			if len(d.Rules) != tc.rules || constitution != tc.constitution {
				t.Errorf("%d rules, %d constitution; want %d, %d: %+v", len(d.Rules), constitution, tc.rules, tc.constitution, d.Rules)
			}
			if got := d.LenientFrontMatter != nil; got != tc.lenient {
				t.Errorf("lenient front matter %v (%v), want %v", got, d.LenientFrontMatter, tc.lenient)
			}
			if tc.lenient && d.LenientFrontMatter.Line < 2 {
				t.Errorf("lenient front matter without a line: %+v", d.LenientFrontMatter)
			}
		})
	}
}

// TestParse_ProseRuleCitesBody checks that the prose rule of an
// always-applied file cites the body's lines, not the front matter.
func TestParse_ProseRuleCitesBody(t *testing.T) {
	d := parseFixture(t, loadArchive(t, "agent_formats"), ".cursor/rules/ALWAYS.mdc")
	if len(d.Rules) != 1 {
		t.Fatalf("rules %+v", d.Rules)
	}
	r := d.Rules[0]
	if r.Line != 4 || r.EndLine != 4 || !r.Constitution {
		t.Errorf("rule %+v, want line 4-4, constitution", r)
	}
}
