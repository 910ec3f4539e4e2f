package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/retrieve"
	"github.com/rogpeppe/go-internal/txtar"
)

// TestContext_AgentFormats ingests one tree holding every agent's rule
// format (sources/testdata/agent_formats.txtar) and checks, through the
// command, which rule files a pack may hold for the files being edited: a
// scoped file is served for matching files only, and the constitution holds
// the always-applied files but never a skill.
func TestContext_AgentFormats(t *testing.T) {
	a, err := txtar.ParseFile(filepath.Join(testutil.RepoRoot(t), "sources", "testdata", "agent_formats.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, f := range a.Files {
		files[f.Name] = string(f.Data)
	}
	data := ingestRoot(t, files)
	// The task names every rule's words, so only scope decides what is kept.
	task := "api handlers validate input zod; wrap errors go gofmt; typescript unknown any modules small; " +
		"python type hints; tests network; billing minor units; drizzle migration; sql concatenation; linters push; pnpm; " +
		"shared logger; log slog println"
	tests := []struct {
		files         string
		want, notWant []string
	}{
		{"web/src/api/users.ts", []string{"web/.claude/rules/api.md"}, []string{".clinerules/python.md", ".windsurf/rules/go.md", ".claude/rules/quoted.md", "sub/.cursor/rules/ts.mdc", "sub/.cursor/rules/plain.mdc", "pkg/AGENTS.override.md"}},
		// nested/guide/AGENTS.md is imported by the project memory, so it
		// governs everywhere, not only nested/guide/.
		// The drizzle skill's front matter is not strict YAML ("Use when:
		// …"): read leniently, the skill is still served.
		{"cmd/main.go", []string{".windsurf/rules/go.md", ".claude/rules/quoted.md", "nested/guide/AGENTS.md", ".claude/skills/drizzle/SKILL.md"}, []string{"web/.claude/rules/api.md", ".clinerules/python.md"}},
		// An import stub is never served; what it imports is.
		{"imp/log.go", []string{"imp/AGENTS.md"}, []string{"imp/CLAUDE.md"}},
		{"sub/x.ts", []string{"sub/.cursor/rules/ts.mdc", "sub/.cursor/rules/plain.mdc"}, []string{"web/.claude/rules/api.md"}},
		{"other/x.ts", nil, []string{"sub/.cursor/rules/ts.mdc", "sub/.cursor/rules/plain.mdc"}},
		{"tools/gen.py", []string{".clinerules/python.md"}, []string{".windsurf/rules/go.md"}},
		// AGENTS.override.md replaces the AGENTS.md beside it: neither an
		// item nor (below) the constitution holds the shadowed file.
		{"pkg/client_test.go", []string{"pkg/AGENTS.override.md"}, []string{"pkg/AGENTS.md"}},
		{"lib/client_test.go", nil, []string{"pkg/AGENTS.override.md"}},
	}
	for _, tt := range tests {
		t.Run(tt.files, func(t *testing.T) {
			var out, errOut bytes.Buffer
			args := []string{"context", "--data", data, "--task", task, "--files", tt.files, "--k", "60", "--budget", "200000", "--json"}
			if err := run(context.Background(), args, &out, &errOut); err != nil {
				t.Fatalf("context: %v\n%s", err, errOut.String())
			}
			var p retrieve.Pack
			if err := json.Unmarshal(out.Bytes(), &p); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, it := range p.Items {
				got = append(got, it.SourcePath)
			}
			for _, w := range tt.want {
				if !slices.Contains(got, w) {
					t.Errorf("no item of %s in %v", w, got)
				}
			}
			for _, w := range tt.notWant {
				if slices.Contains(got, w) {
					t.Errorf("item of %s out of its scope: %v", w, got)
				}
			}
			c := p.Constitution.Text
			for _, w := range []string{".windsurf/rules/always.md", ".cursor/rules/ALWAYS.mdc"} {
				if !strings.Contains(c, w) {
					t.Errorf("constitution lacks %s:\n%s", w, c)
				}
			}
			if strings.Contains(c, ".claude/skills/") || strings.Contains(c, ".claude/agents/") {
				t.Errorf("a skill in the constitution:\n%s", c)
			}
			if strings.Contains(c, "pkg/AGENTS.md") {
				t.Errorf("the AGENTS.md an override replaces is in the constitution:\n%s", c)
			}
		})
	}
}
