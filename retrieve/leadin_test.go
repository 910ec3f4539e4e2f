package retrieve

import (
	"strings"
	"testing"

	"github.com/canon-kg/canon/constitution"
	"github.com/canon-kg/canon/internal/testutil"
)

// A heading that ends in a colon introduces its list (trigger.dev's Cursor
// rule on metric attributes: "### DO use …:" and "### DO NOT use …:" over
// two lists of bare names). Away from the heading the items say nothing, or
// the opposite: the constitution gives each item after its heading, and the
// rules for a file give the heading once before the items it introduces.
// A heading without a colon adds nothing.
func TestLeadInHeadings(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, ".cursor/rules/metrics.mdc", []byte("---\nglobs:\n  - \"**/*.ts\"\n---\n\n"+
		"# Metrics\n\n"+ // 6
		"## Rules\n\n"+ // 8
		"### DO use low-cardinality attributes:\n"+ // 10
		"- **Enums**: `environment_type`\n"+ // 11
		"- **Booleans**: `hasFailures`\n\n"+ // 12
		"### DO NOT use high-cardinality attributes:\n"+ // 14
		"- **UUIDs/IDs**: `envId`, `runId`\n"+ // 15
		"- **Timestamps**: `createdAt`\n\n"+ // 16
		"### Naming\n\n"+ // 18
		"- Always suffix counters with `_total`.\n")) // 20
	o := rootEngine(t, root)
	fr, err := o.RulesFor("src/queue.ts", constitution.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	cons := fr.Constitution.Text
	wantLines(t, cons,
		"- DO NOT use high-cardinality attributes: **UUIDs/IDs**: `envId`, `runId`  [.cursor/rules/metrics.mdc:15]\n",
		"- DO NOT use high-cardinality attributes: **Timestamps**: `createdAt`  [.cursor/rules/metrics.mdc:16]\n")
	if strings.Contains(cons, "Naming") {
		t.Errorf("a heading without a colon is not a lead-in:\n%s", cons)
	}
	var got []string
	for _, d := range fr.Scoped {
		for _, it := range d.Rules {
			got = append(got, it.Text)
		}
	}
	all := strings.Join(got, "\n")
	i := strings.Index(all, "DO use low-cardinality attributes:\n")
	j := strings.Index(all, "**Enums**")
	if i < 0 || j < i {
		t.Errorf("rules for the file: the heading does not come before its list:\n%s", all)
	}
	if strings.Count(all, "DO use low-cardinality attributes:") != 1 {
		t.Errorf("the heading is given once:\n%s", all)
	}
	if strings.Contains(all, "Naming") {
		t.Errorf("a heading without a colon is not given:\n%s", all)
	}
}

// A heading that is only a directive ("### Never do", "## Don't", "### Ask
// first") leads its items too: the boundaries many AGENTS.md files end
// with list "Commit secrets, API keys, or .env files" under "Never do",
// the opposite of what it means alone. An item that says its directive
// itself ("Never use `as any`" under "## Don't") is given as written.
func TestLeadInDirectiveHeadings(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Guide\n\n"+
		"## Don't\n\n"+ // 3
		"- Never use `as any` in handlers\n\n"+ // 5
		"## Boundaries\n\n"+ // 7
		"### Always do\n"+ // 9
		"- Run type checks before committing\n\n"+ // 10
		"### Never do\n"+ // 12
		"- Commit secrets, API keys, or `.env` files\n")) // 13
	fr, err := rootEngine(t, root).RulesFor("src/queue.ts", constitution.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	wantLines(t, fr.Constitution.Text,
		"- Never use `as any` in handlers  [AGENTS.md:5]\n",
		"- Always do: Run type checks before committing  [AGENTS.md:10]\n",
		"- Never do: Commit secrets, API keys, or `.env` files  [AGENTS.md:13]\n")
}

// wantLines reports each of lines that the constitution's text lacks.
func wantLines(t *testing.T, cons string, lines ...string) {
	t.Helper()
	for _, want := range lines {
		if !strings.Contains(cons, want) {
			t.Errorf("constitution lacks %q:\n%s", want, cons)
		}
	}
}
