package retrieve

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/canon-kg/canon/constitution"
	"github.com/canon-kg/canon/internal/testutil"
)

// A rule written in a project's AGENTS.md and again, with other emphasis
// and spacing, in its Copilot instructions is one item: the AGENTS.md copy,
// citing the other under Also; rules that differ stay apart.
func TestContext_foldsSameRules(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Guide\n\n## Tests\n\n- Avoid branching inside tests; split them or parametrize instead.\n- Keep fixtures small.\n"))
	testutil.WriteFile(t, root, ".github/copilot-instructions.md", []byte("# Review\n\nSome words first.\n\n## Tests\n\n- **Avoid branching inside tests**;  split them or parametrize instead.\n- Keep fixtures small and typed.\n"))
	o := rootEngine(t, root)
	p, err := o.Context(context.Background(), Request{Task: "write a test that branches on the unit system", K: 10, Explain: true})
	if err != nil {
		t.Fatal(err)
	}
	var branch []Item
	fixtures := 0
	for _, it := range p.Items {
		if strings.Contains(strings.ToLower(it.Text), "avoid branching") {
			branch = append(branch, it)
		}
		if strings.Contains(it.Text, "Keep fixtures small") {
			fixtures++
		}
	}
	if len(branch) != 1 {
		t.Fatalf("the branching rule is %d items, want 1: %+v", len(branch), p.Items)
	}
	if it := branch[0]; it.SourcePath != "AGENTS.md" || !slices.Equal(it.Also, []string{".github/copilot-instructions.md:7"}) {
		t.Errorf("branching rule cited %s:%d also %v, want AGENTS.md also [.github/copilot-instructions.md:7]", it.SourcePath, it.LineStart, it.Also)
	}
	if fixtures != 2 {
		t.Errorf("the two different fixture rules are %d items, want 2", fixtures)
	}
	folded := false
	for _, c := range p.Filtered {
		folded = folded || c.SourcePath == ".github/copilot-instructions.md" && strings.HasPrefix(c.Reason, "the same rule as ")
	}
	if !folded {
		t.Errorf("the folded copy is not among the filtered candidates with its reason: %+v", p.Filtered)
	}
	if md := p.Markdown(false); !strings.Contains(md, "> Also in .github/copilot-instructions.md:7") {
		t.Errorf("the Markdown pack does not cite the other copy:\n%s", md)
	}
}

// get_rules_for_file gives a rule that AGENTS.md and the Copilot
// instructions both hold once, in AGENTS.md, citing the other copy; a
// document left with nothing of its own is dropped.
func TestRulesFor_foldsSameRules(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Guide\n\n## Tests\n\n- Avoid branching inside tests; split them or parametrize instead.\n- Keep fixtures small.\n"))
	testutil.WriteFile(t, root, ".github/copilot-instructions.md", []byte("# Review\n\n## Tests\n\n- **Avoid branching inside tests**;  split them or parametrize instead.\n"))
	o := rootEngine(t, root)
	fr, err := o.RulesFor("src/parser_test.go", constitution.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range fr.Scoped {
		for _, it := range d.Rules {
			got = append(got, it.SourcePath+" "+strings.Join(it.Also, ",")+" "+it.Text)
		}
	}
	want := []string{
		"AGENTS.md .github/copilot-instructions.md:5 - Avoid branching inside tests; split them or parametrize instead.",
		"AGENTS.md  - Keep fixtures small.",
	}
	if !slices.Equal(got, want) {
		t.Errorf("rules for the file:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// A rule widened to its nested rules quotes them: they take no place of
// the k, so the pack still holds k items.
func TestContext_nestedRulesTakeNoPlace(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Guide\n\n## Passwords\n\n"+
		"- Password rules must be enforced on the server and the client:\n"+
		"  - Passwords must have at least 12 characters.\n"+
		"  - Passwords must hold a digit and a capital letter.\n"+
		"  - Common passwords must be refused.\n\n"+
		"## Other\n\n- Log every failed password reset attempt.\n- Use the shared form components for settings pages.\n- Keep secrets out of the client bundle.\n"))
	o := rootEngine(t, root)
	p, err := o.Context(context.Background(), Request{Task: "add a change-password form to the settings page", K: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Items) != 3 {
		t.Fatalf("%d items, want 3: %+v", len(p.Items), p.Items)
	}
	for i, a := range p.Items {
		for _, b := range p.Items[:i] {
			if a.LineStart >= b.LineStart && a.LineEnd <= b.LineEnd {
				t.Errorf("item %s:%d-%d quotes lines item %s:%d-%d holds already", a.SourcePath, a.LineStart, a.LineEnd, b.SourcePath, b.LineStart, b.LineEnd)
			}
		}
	}
}

// When the copy kept (AGENTS.md) ranks below another copy, it is given
// once, at the better copy's place.
func TestFoldSameRules_keptOnce(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Guide\n\n- Keep try blocks as small as possible.\n- Prefer direct key access.\n"))
	testutil.WriteFile(t, root, ".github/copilot-instructions.md", []byte("# Review\n\n- Keep try blocks as small as possible.\n"))
	o := rootEngine(t, root)
	e := o.Engine
	agents, copilot := -1, -1
	for ri := range e.rules {
		if strings.Contains(e.rules[ri].Text, "try blocks") {
			if e.rules[ri].Path == "AGENTS.md" {
				agents = ri
			} else {
				copilot = ri
			}
		}
	}
	if agents < 0 || copilot < 0 {
		t.Fatalf("rules not found: %+v", e.rules)
	}
	cs := []*cand{{rule: copilot, chunk: -1}, {rule: agents, chunk: -1}}
	var dropped []string
	out := e.foldSameRules(cs, func(c *cand, why string) { dropped = append(dropped, e.rules[c.rule].Path+": "+why) })
	if len(out) != 1 || out[0].rule != agents || !slices.Equal(out[0].also, []string{".github/copilot-instructions.md:3"}) {
		t.Errorf("folded to %d candidates (first %s also %v), want the AGENTS.md copy once citing the other", len(out), e.rules[out[0].rule].Path, out[0].also)
	}
	if len(dropped) != 1 || !strings.HasPrefix(dropped[0], ".github/copilot-instructions.md: the same rule as rule:AGENTS.md#") {
		t.Errorf("dropped %v, want the Copilot copy", dropped)
	}
}

// A constitution rule that CLAUDE.md repeats from AGENTS.md opens the pack
// once, in AGENTS.md, citing the other copy in its line and its reference;
// a rule only one file holds stays, and so does the CLAUDE.md copy when
// the AGENTS.md one is not in the constitution.
func TestConstitution_foldsSameRules(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Guide\n\n## Hard rules\n\n- Never commit secrets to the repository.\n- Always run the linter before pushing.\n"))
	testutil.WriteFile(t, root, "CLAUDE.md", []byte("# Guide\n\n## Hard rules\n\n- **Never commit secrets** to the repository.\n- Use the staging cluster for load tests.\n"))
	o := rootEngine(t, root)
	p, err := o.Context(context.Background(), Request{Task: "rotate a credential", K: 3})
	if err != nil {
		t.Fatal(err)
	}
	c := p.Constitution
	if n := strings.Count(strings.ToLower(c.Text), "commit secrets"); n != 1 {
		t.Errorf("the secrets rule is in the constitution %d times, want once:\n%s", n, c.Text)
	}
	if !strings.Contains(c.Text, "[AGENTS.md:5] (also CLAUDE.md:5)") {
		t.Errorf("the kept copy does not cite the other:\n%s", c.Text)
	}
	for _, want := range []string{"Always run the linter", "Use the staging cluster"} {
		if !strings.Contains(c.Text, want) {
			t.Errorf("the constitution lost %q:\n%s", want, c.Text)
		}
	}
	var refs []string
	for _, r := range c.Rules {
		refs = append(refs, r.SourcePath+":"+strings.Join(r.Also, ","))
	}
	want := []string{"AGENTS.md:CLAUDE.md:5", "AGENTS.md:", "CLAUDE.md:"}
	if !slices.Equal(refs, want) {
		t.Errorf("constitution rules %v, want %v", refs, want)
	}
}
