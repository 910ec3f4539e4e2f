package sources

import (
	"strings"
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

// A Cursor rule's "[name](mdc:path)" link to a document is an import read
// from the project directory (trigger.dev's migrations.mdc is one line
// naming its migrations guide); a link to code stays a link, checked from
// the project directory too; other rule files' mdc: links are left alone.
func TestParse_MdcLinksOfCursorRules(t *testing.T) {
	body := []byte("---\ndescription: how to create and apply database migrations\nalwaysApply: false\n---\n\n" +
		"Follow our [migrations.md](mdc:ai/references/migrations.md#steps) guide.\n\n" +
		"The schema is [schema.prisma](mdc:db/prisma/schema.prisma).\n")
	d, err := Parse(File{Root: "/r", Path: "app/.cursor/rules/migrations.mdc"}, body, ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Imports) != 1 || d.Imports[0].Resolved != "app/ai/references/migrations.md" || d.Imports[0].Line != 6 ||
		d.Imports[0].Written() != "mdc:ai/references/migrations.md#steps" {
		t.Fatalf("imports %+v, want the guide at line 6", d.Imports)
	}
	if d.ImportOnly {
		t.Error("a sentence around the link is not a stub")
	}
	var code *Link
	for i := range d.Links {
		if strings.HasSuffix(d.Links[i].Target, "schema.prisma") {
			code = &d.Links[i]
		}
	}
	if code == nil || code.Resolved != "app/db/prisma/schema.prisma" {
		t.Errorf("link to code: %+v, want resolved from the project directory", code)
	}

	stub, err := Parse(File{Root: "/r", Path: ".cursor/rules/tests.mdc"}, []byte("---\nalwaysApply: true\n---\n- [tests.md](mdc:ai/tests.md)\n"), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(stub.Imports) != 1 || !stub.ImportOnly {
		t.Errorf("a rule that is one mdc: link: imports %+v, import-only %v; want a stub", stub.Imports, stub.ImportOnly)
	}

	other, err := Parse(File{Root: "/r", Path: "CLAUDE.md"}, []byte("# Rules\n\nSee [tests.md](mdc:ai/tests.md).\n"), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(other.Imports) != 0 {
		t.Errorf("CLAUDE.md: imports %+v; Claude Code does not read mdc: links", other.Imports)
	}
}

// An import path with underscores is read whole, though the Markdown
// parser splits its text where emphasis might open; a path in emphasis
// ends where the emphasis does.
func TestParse_ImportsWithUnderscores(t *testing.T) {
	body := "# Guide\n\n@docs/research/INSPECTION_GUIDE.md\n\n- Follow the rules inside @.github/pull_request_template.md, not only its layout.\n- Read **@docs/my_notes.md** first.\n"
	d, err := Parse(File{Path: "CLAUDE.md"}, []byte(body), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, im := range d.Imports {
		got = append(got, im.Target)
	}
	want := []string{"docs/research/INSPECTION_GUIDE.md", ".github/pull_request_template.md", "docs/my_notes.md"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("imports (-want +got):\n%s", diff)
	}
}
