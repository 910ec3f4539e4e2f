package sources

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParse_Imports(t *testing.T) {
	files := loadArchive(t, "agent_formats")
	stub := parseFixture(t, files, "imp/CLAUDE.md")
	if diff := cmp.Diff([]Import{{Target: "AGENTS.md", Line: 1, Resolved: "imp/AGENTS.md"}}, stub.Imports); diff != "" {
		t.Errorf("stub imports (-want +got):\n%s", diff)
	}
	if !stub.ImportOnly || len(stub.Rules) != 0 {
		t.Errorf("stub: import only %v, rules %+v", stub.ImportOnly, stub.Rules)
	}
	d := parseFixture(t, files, "imp/sub/CLAUDE.md")
	want := []Import{
		{Target: "../../docs/style.md", Line: 3, Resolved: "docs/style.md"},
		{Target: "./local.md", Line: 3, Resolved: "imp/sub/local.md"},
	}
	if diff := cmp.Diff(want, d.Imports); diff != "" {
		t.Errorf("imports (-want +got):\n%s", diff)
	}
	if d.ImportOnly {
		t.Error("a file with rules is not import-only")
	}
	if n := parseFixture(t, files, "imp/AGENTS.md"); len(n.Imports) != 0 || n.ImportOnly {
		t.Errorf("no imports: %+v %v", n.Imports, n.ImportOnly)
	}
}

// An "@path" of a .cursor/rules file is read from its project directory,
// as Cursor reads it; a CLAUDE.md's from its own directory.
func TestParse_ImportsOfCursorRules(t *testing.T) {
	body := []byte("---\ndescription: review\nglobs: \"**/*.go\"\nalwaysApply: false\n---\n\n# Code Review Guidelines\n\n@.github/copilot-instructions.md\n")
	for p, want := range map[string]string{
		".cursor/rules/review.mdc":        ".github/copilot-instructions.md",
		"svc/.cursor/rules/review.mdc":    "svc/.github/copilot-instructions.md",
		"svc/.cursor/rules/go/review.mdc": "svc/.github/copilot-instructions.md",
		"svc/CLAUDE.md":                   "svc/.github/copilot-instructions.md",
		"svc/.claude/rules/review.md":     "svc/.claude/rules/.github/copilot-instructions.md",
	} {
		d, err := Parse(File{Root: "/r", Path: p}, body, ParseOptions{})
		if err != nil {
			t.Fatalf("parse %s: %v", p, err)
		}
		if len(d.Imports) != 1 || d.Imports[0].Resolved != want || d.Imports[0].Line != 9 {
			t.Errorf("%s: imports %+v, want one of line 9 resolved to %s", p, d.Imports, want)
		}
		if !d.ImportOnly {
			t.Errorf("%s: a heading and an import are a stub", p)
		}
	}
}
