package sources

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestParse_RuleFiles(t *testing.T) {
	files := loadArchive(t, "rules")
	tests := []struct {
		path     string
		ruleFile RuleFile
		ruleIDs  []string
	}{
		{"CLAUDE.md", RuleFile{Format: "claude"}, []string{"SCHEMA-001", "R-74c01da966", "SEC-002", "R-6820a701d1", "R-d9b9e3ede4", "R001", "R-431e5ccf3a", "R-431e5ccf3a-2"}},
		{"sub/pkg/AGENTS.md", RuleFile{Format: "agents", Dir: "sub/pkg"}, []string{"R-4e9df3aab2"}},
		{".cursor/rules/string.mdc", RuleFile{Format: "mdc", Description: "TS rules", Globs: []string{"*.ts", "src/**/*.tsx"}}, []string{"R-d45b27968d"}},
		{".cursor/rules/list.mdc", RuleFile{Format: "mdc", Description: "List globs", Globs: []string{"**/*.go", "internal/**"}, AlwaysApply: true}, []string{"R-7ad0c832f1"}},
		{".cursor/rules/empty.mdc", RuleFile{Format: "mdc"}, nil},
		{".cursor/rules/brace.mdc", RuleFile{Format: "mdc", Globs: []string{"**/*.{ts,tsx}", "docs/*.md"}}, nil},
		{".cursor/rules/flow.mdc", RuleFile{Format: "mdc", Globs: []string{"src/**", "lib/*.js"}, AlwaysApply: true}, []string{"R-e7d3a0ba73"}}, // prose: one rule
		{".cursorrules", RuleFile{Format: "cursorrules"}, []string{"R-2e5dbdb4af"}},
		{"json/.cursorrules", RuleFile{Format: "cursorrules", Dir: "json"}, nil}, // a project's: it governs json/
		{".github/copilot-instructions.md", RuleFile{Format: "copilot"}, []string{"R-613fcab7bf"}},
		{".github/instructions/go.instructions.md", RuleFile{Format: "copilot", Globs: []string{"**/*.go"}}, []string{"R-03ad29dcc3"}},
		{".claude/rules/testing.md", RuleFile{Format: "claude-rules"}, []string{"R-c5cd046cca"}},
		{"docs/guide.md", RuleFile{Format: "front-matter"}, []string{"R-9be47f11e1"}},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			d := parseFixture(t, files, tc.path)
			if d.Kind != KindRule || d.RuleFile == nil {
				t.Fatalf("kind %s, rule file %v", d.Kind, d.RuleFile)
			}
			if diff := cmp.Diff(tc.ruleFile, *d.RuleFile, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("rule file (-want +got):\n%s", diff)
			}
			var ids []string
			for _, r := range d.Rules {
				ids = append(ids, r.ID)
			}
			if diff := cmp.Diff(tc.ruleIDs, ids, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("rule IDs (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParse_RuleDetails(t *testing.T) {
	d := parseFixture(t, loadArchive(t, "rules"), "CLAUDE.md")
	byID := map[string]Rule{}
	for _, r := range d.Rules {
		byID[r.ID] = r
	}
	want := []Rule{
		{ID: "SCHEMA-001", Explicit: true, Text: "All tables must have a primary key. - this bullet belongs to SCHEMA-001",
			Line: 17, EndLine: 20, Section: "schema-001-block", Heading: "Project rules > Style > SCHEMA-001 (BLOCK)",
			Severity: "BLOCK", Priority: 50, Polarity: "must"},
		{ID: "R-74c01da966", Text: "Never commit secrets or API keys.", Line: 5, EndLine: 5, Section: "security",
			Heading: "Project rules > Security", Risk: "critical", Priority: 150, Polarity: "never", Constitution: true,
			Domains: []string{"security"}, Intents: []string{"security"}, Verify: []string{"secret-scan"}},
		{ID: "SEC-002", Explicit: true, Text: "Always validate input at the boundary.", Line: 6, EndLine: 6, Section: "security",
			Heading: "Project rules > Security", Priority: 150, Polarity: "must", Constitution: true,
			Tools: []string{"edit"}, Scopes: []string{"src/**"}},
		{ID: "R-6820a701d1", Text: "Use `#include` guards and see [docs](https://x.io/#security) or mail me@security.io",
			Line: 10, EndLine: 10, Section: "style", Heading: "Project rules > Style", Priority: 50, Polarity: "should"},
		{ID: "R-d9b9e3ede4", Text: "Prefer table tests #feature-flags", Line: 11, EndLine: 11, Section: "style",
			Heading: "Project rules > Style", Priority: 7, Polarity: "should"},
		{ID: "R001", Explicit: true, Text: "Run gofmt before committing.", Line: 12, EndLine: 12, Section: "style",
			Heading: "Project rules > Style", Priority: 50, Polarity: "should"},
	}
	for _, w := range want {
		if diff := cmp.Diff(w, byID[w.ID], cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("rule %s (-want +got):\n%s", w.ID, diff)
		}
	}
}

// TestParse_RuleIDStable checks that inserting a rule above others keeps
// their generated IDs.
func TestParse_RuleIDStable(t *testing.T) {
	ids := func(src string) map[string]string {
		d, err := Parse(File{Path: "CLAUDE.md"}, []byte(src), ParseOptions{})
		if err != nil {
			t.Fatalf("parse: %v", err)
		}
		m := map[string]string{}
		for _, r := range d.Rules {
			m[r.Text] = r.ID
		}
		return m
	}
	before := ids("# R\n\n- Use tabs.\n- Never panic.\n")
	after := ids("# R\n\n- Always log.\n- Use tabs.\n- Never panic.\n")
	for text, id := range before {
		if after[text] != id {
			t.Errorf("rule %q changed ID %s -> %s", text, id, after[text])
		}
	}
	if len(after) != 3 {
		t.Errorf("got %d rules, want 3", len(after))
	}
}

func TestParse_ADR(t *testing.T) {
	files := loadArchive(t, "adr")
	tests := []struct {
		path string
		kind Kind
		adr  *ADR
	}{
		{"doc/adr/0009-use-x.md", KindADR, &ADR{Number: "9", Status: "superseded", StatusRaw: "Superseded by ADR 10", StatusLine: 7,
			Date: "2019-03-12", DateRaw: "2019-03-12", DateLine: 3, Decision: "We will use X everywhere.",
			SupersededBy: []Ref{{Text: "ADR 10", Number: "10", Resolved: "doc/adr/0010-use-y.md", Line: 7}},
			Amends:       []Ref{{Text: "3. Old thing", Number: "3", Resolved: "doc/adr/0003-old-thing.md", Line: 9}}}},
		{"doc/adr/0010-use-y.md", KindADR, &ADR{Number: "10", Status: "accepted", StatusRaw: "Accepted ✅", StatusLine: 5,
			Decision:   "Chosen option: Y.",
			Supersedes: []Ref{{Text: "9. Use X", Number: "9", Resolved: "doc/adr/0009-use-x.md", Line: 7}}}},
		{"decisions/adr-046-typo.md", KindADR, &ADR{Number: "46", Status: "accepted", StatusRaw: "Accpeted", StatusLine: 3,
			Date: "2019-03-12", DateRaw: "12 March 2019", DateLine: 4}},
		{"decisions/ADR019-table.md", KindADR, &ADR{Number: "19", Status: "proposed", StatusRaw: "In review", StatusLine: 5,
			Date: "2019-03-12", DateRaw: "March 12, 2019", DateLine: 6}},
		{"docs/madr/0003-front.md", KindADR, &ADR{Number: "3", Status: "accepted", StatusRaw: "Approved", StatusLine: 2,
			Date: "2020-01-02", DateRaw: "2020-01-02", DateLine: 3}},
		{"architecture/adr003-bold.md", KindADR, &ADR{Number: "3", Status: "proposed", StatusRaw: "Draft", StatusLine: 3,
			Date: "2021-07-04", DateRaw: "2021/7/4", DateLine: 5}},
		{"notes/design.md", KindADR, &ADR{Status: "rejected", StatusRaw: "Rejected", StatusLine: 5}},
		// Forms of supersession read only in a title or status line; a plain
		// "ADR 9" resolves through the document's own link named "ADR 9".
		{"arch/adr-014-undo-9.md", KindADR, &ADR{Number: "14", Status: "accepted", StatusRaw: "Accepted", StatusLine: 5,
			Supersedes: []Ref{{Text: "ADR 9", Number: "9", Resolved: "arch/adr-009-one-module.md", Line: 1}}}},
		{"arch/adr-011-remote.md", KindADR, &ADR{Number: "11", Status: "rejected", StatusRaw: "Rejected in favour of ADR 12", StatusLine: 5,
			Decision:     "The remote store would be chosen in favour of ADR 3.",
			SupersededBy: []Ref{{Text: "ADR 12", Number: "12", Resolved: "arch/adr-012-local.md", Line: 5}}}},
		{"decisions/README.md", KindDoc, nil},
		{"decisions/template.md", KindDoc, nil},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			d := parseFixture(t, files, tc.path)
			if d.Kind != tc.kind {
				t.Errorf("kind %s, want %s", d.Kind, tc.kind)
			}
			if diff := cmp.Diff(tc.adr, d.ADR, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("ADR (-want +got):\n%s", diff)
			}
		})
	}
}

func TestNormaliseStatus(t *testing.T) {
	tests := map[string]string{
		"Accepted ✅": "accepted", "Superseded by ADR-0010": "superseded", "Approved": "accepted",
		"Draft": "proposed", "In review": "proposed", "Implemented": "accepted", "Accpeted": "accepted",
		"PROPOSED Not Implemented": "proposed", "Not accepted": "rejected", "Reverted": "deprecated",
		"{Proposed | Accepted}": "", "Accepted or Rejected": "", "Gathering information": "",
		"Accepted (superseded by ADR 3)": "superseded",
	}
	for raw, want := range tests {
		if got := normaliseStatus(raw); got != want {
			t.Errorf("normaliseStatus(%q) = %q, want %q", raw, got, want)
		}
	}
}

func TestParse_SOP(t *testing.T) {
	files := loadArchive(t, "sop")
	tests := []struct {
		path  string
		sop   SOP
		rules int
	}{
		{"sops/deploy.md", SOP{Category: "sop", AppliesTo: []string{"src/**/*.go", "cmd/**"}, Severity: "error", Summary: "Deploy safely.",
			Requirements: []Requirement{{"Run the test suite.", 13}, {"Tag the release.", 15}}}, 2},
		{"runbooks/restart.md.erb", SOP{AppliesTo: []string{"**/*.yaml"}, Severity: "critical",
			Summary: "First paragraph with <%= erb %> tags over two lines.", Requirements: []Requirement{{"Page the on-call.", 12}}}, 1},
		{"guides/standalone.md", SOP{AppliesTo: []string{"src/**"}, Severity: "info"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			d := parseFixture(t, files, tc.path)
			if d.Kind != KindSOP || d.SOP == nil {
				t.Fatalf("kind %s", d.Kind)
			}
			if diff := cmp.Diff(tc.sop, *d.SOP, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("SOP (-want +got):\n%s", diff)
			}
			if len(d.Rules) != tc.rules {
				t.Errorf("%d rules, want %d", len(d.Rules), tc.rules)
			}
		})
	}
}

func TestParse_SoT(t *testing.T) {
	files := loadArchive(t, "sot")
	tests := []struct {
		path    string
		records []Record
	}{
		{"data/people.csv", []Record{
			{Path: "data/people.csv", Line: 2, Key: "P-1", Fields: map[string]string{"name": "Ann", "id": "P-1", "email": "ann@example.com"},
				Lines: map[string]int{"name": 2, "id": 2, "email": 2}},
			{Path: "data/people.csv", Line: 3, Key: "P-2", Fields: map[string]string{"name": "Bob\nBuilder", "id": "P-2", "email": "bob@example.com"},
				Lines: map[string]int{"name": 3, "id": 4, "email": 4}},
		}},
		{"data/plain.csv", []Record{{Path: "data/plain.csv", Line: 2, Key: "A", Fields: map[string]string{"code": "A", "label": "Alpha"},
			Lines: map[string]int{"code": 2, "label": 2}}}},
		{"keps/sig-x/1234-thing/kep.yaml", []Record{{Path: "keps/sig-x/1234-thing/kep.yaml", Line: 1, Key: "1234",
			Fields: map[string]string{"title": "Thing", "kep-number": "1234", "authors": "@ann, @bob", "milestone.alpha": "v1.30",
				"milestone.beta": "v1.31", "status": "implementable"},
			Lines: map[string]int{"title": 1, "kep-number": 2, "authors": 3, "milestone.alpha": 7, "milestone.beta": 8, "status": 9}}}},
		{"data/list.yml", []Record{
			{Path: "data/list.yml", Line: 1, Key: "a", Fields: map[string]string{"id": "a", "value": "1"}, Lines: map[string]int{"id": 1, "value": 2}},
			{Path: "data/list.yml", Line: 3, Key: "b", Fields: map[string]string{"name": "b", "nested.deep": "x"}, Lines: map[string]int{"name": 3, "nested.deep": 5}},
		}},
		{"data/multi.yaml", []Record{
			{Path: "data/multi.yaml", Line: 1, Key: "first", Fields: map[string]string{"key": "first"}, Lines: map[string]int{"key": 1}},
			{Path: "data/multi.yaml", Line: 3, Key: "second", Fields: map[string]string{"key": "second", "extra": ""}, Lines: map[string]int{"key": 3, "extra": 4}},
		}},
		{"data/empty.yaml", nil},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			d := parseFixture(t, files, tc.path)
			if d.Kind != KindSoT {
				t.Errorf("kind %s", d.Kind)
			}
			var got []Record
			for _, r := range d.Records {
				got = append(got, r.Expanded())
			}
			if diff := cmp.Diff(tc.records, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("records (-want +got):\n%s", diff)
			}
		})
	}
}

// TestParse_ImperativeItems checks that a rule file's list item opening
// with an imperative verb is a rule though it names no actionable word,
// and that items opening with a noun, a verb that is more often a noun
// there, or a bare label are not.
func TestParse_ImperativeItems(t *testing.T) {
	body := "# Guide\n\n## Code style\n\n" +
		"- Add copyright headers to all new Go files:\n  ```go\n  // Copyright 2025 The Authors.\n  ```\n" + // 5-8
		"- **Match** existing style, even if you'd do it differently.\n" + // 9
		"- Co-locate stories with their component.\n" + // 10
		"- React and React Router\n" + // 11
		"- Type definitions live in `types/`.\n" + // 12
		"- Go modules, one per service\n" + // 13
		"- Add\n" + // 14: one word
		"- Documentation changes go in `docs/`.\n" // 15
	d, err := Parse(File{Path: "AGENTS.md"}, []byte(body), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got [][2]int
	for _, r := range d.Rules {
		got = append(got, [2]int{r.Line, r.EndLine})
	}
	want := [][2]int{{5, 8}, {9, 9}, {10, 10}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rule lines (-want +got):\n%s", diff)
	}
}

// TestParse_ClauseThenVerb checks that a rule file's list item whose verb
// follows a leading clause ("When …, split …") or one adverb ("Only add
// …") is a rule, and that a clause followed by no verb, or a sentence
// whose comma comes too late, is not.
func TestParse_ClauseThenVerb(t *testing.T) {
	body := "# Database\n\n## Migrations\n\n" +
		"- When indexing a **new column on an existing table**, split into two migrations: first `ADD COLUMN`, then the index.\n" + // 5
		"- After generating a migration with Prisma, remove extraneous lines for the join tables.\n" + // 6
		"- Only add one index per migration file\n" + // 7
		"- When adding tables, columns, or indexes, run the schema check.\n" + // 8
		"- When the server starts, the config is read once.\n" + // 9: no verb after the clause
		"- Migrations live in `prisma/migrations`, one folder each.\n" + // 10: no opener
		"- If the queue backs up for longer than the retention window configured for the worker pool in the deployment manifest of each region, as it did in March, page the on-call.\n" // 11: comma past the clause's length
	d, err := Parse(File{Path: ".claude/rules/database.md"}, []byte(body), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, r := range d.Rules {
		got = append(got, r.Line)
	}
	if want := []int{5, 6, 7, 8}; !slices.Equal(got, want) {
		t.Errorf("rule lines: got %v, want %v", got, want)
	}
}

// TestParse_ModalParagraphs checks that a rule file's paragraph that says
// must, never, should or do not is a rule, in line order with the items,
// and that other paragraphs are not.
func TestParse_ModalParagraphs(t *testing.T) {
	body := "# Guide\n\nThis guide is for agents working in the repository.\n\n## Release\n\n" + // 1-6
		"- Always run the tests.\n\n" + // 7
		"Claude should NEVER run versioning or publishing commands.\n\n" + // 9
		"Releases are cut every second Tuesday.\n" // 11
	d, err := Parse(File{Path: "CLAUDE.md"}, []byte(body), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range d.Rules {
		got = append(got, r.Text)
	}
	want := []string{"Always run the tests.", "Claude should NEVER run versioning or publishing commands."}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rules (-want +got):\n%s", diff)
	}
}

// An ADR that states no status in a field or a section takes it from a
// status word in brackets in its title, or is superseded when it says what
// superseded it (Backstage's ":::note Superseded" admonition).
func TestParse_ADRImpliedStatus(t *testing.T) {
	for _, tc := range []struct {
		name, body  string
		status, raw string
		line        int
	}{
		{"title", "---\ntitle: 'ADR013: [superseded] Proper use of fetch'\n---\n\n## Context\n\nWe fetch.\n", "superseded", "superseded", 2},
		{"notice", "# ADR013: Proper use of fetch\n\n:::note Superseded\n\nThis ADR has been superseded by [ADR014](./adr014-use-fetch.md) and no longer applies.\n\n:::\n\n## Decision\n\nUse node-fetch.\n", "superseded", "superseded by ADR014", 5},
		{"none", "# ADR015: Use fetch\n\n## Decision\n\nUse fetch [everywhere](./x.md).\n", "", "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Parse(File{Path: "docs/architecture-decisions/adr013-use-node-fetch.md"}, []byte(tc.body), ParseOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if d.ADR == nil {
				t.Fatalf("kind %s, no ADR", d.Kind)
			}
			if a := d.ADR; a.Status != tc.status || a.StatusRaw != tc.raw || a.StatusLine != tc.line {
				t.Errorf("status %q raw %q line %d, want %q %q %d", a.Status, a.StatusRaw, a.StatusLine, tc.status, tc.raw, tc.line)
			}
		})
	}
}
