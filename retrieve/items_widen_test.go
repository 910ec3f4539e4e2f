package retrieve

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/canon-kg/canon/constitution"
	"github.com/canon-kg/canon/internal/testutil"
)

// A rule ranked first and then the chunk holding it become one item that
// quotes the chunk's lines once, at the rule's rank.
func TestItems_mergeOverlapping(t *testing.T) {
	o, _ := examplesEngine(t)
	e := o.Engine
	ri := slices.IndexFunc(e.rules, func(r ruleInfo) bool {
		return r.chunk >= 0 && (e.chunks[r.chunk].LineStart < r.LineStart || max(r.LineEnd, r.LineStart) < e.chunks[r.chunk].LineEnd)
	})
	if ri < 0 {
		t.Fatal("no rule inside a longer chunk in examples/")
	}
	r, ch := &e.rules[ri], &e.chunks[e.rules[ri].chunk]
	items := e.items([]*cand{{rule: ri, chunk: -1}, {rule: -1, chunk: r.chunk}}, false)
	if len(items) != 1 {
		t.Fatalf("%d items, want the rule and its chunk merged into one: %+v", len(items), items)
	}
	it := items[0]
	if it.ID != r.Node || it.LineStart != ch.LineStart || it.LineEnd != ch.LineEnd || it.Text != ch.Text ||
		!slices.Contains(it.Why, fmt.Sprintf("merged with %s (lines %d-%d)", ch.ID, ch.LineStart, ch.LineEnd)) {
		t.Errorf("merged item %s %d-%d why %v, want %s at the chunk's lines %d-%d", it.ID, it.LineStart, it.LineEnd, it.Why, r.Node, ch.LineStart, ch.LineEnd)
	}
}

// A rule that is one step of an ordered list is served with the whole
// list, loose or tight, and not past its end.
func TestContext_listStep(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte(`# Release

## Steps

1. You must tag the release with a signed tag.
2. You must wait for the pipeline to publish the images.

3. You must deploy to staging and run the smoke tests
   against the staging database.
4. You must deploy to production behind a canary.

## Style

- Prefer short functions.
`))
	o := rootEngine(t, root)
	p, err := o.Context(context.Background(), Request{Task: "run the smoke tests on staging", K: 3})
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, it := range p.Items {
		if !strings.Contains(it.Text, "smoke tests") {
			continue
		}
		found = true
		if it.LineStart != 5 || it.LineEnd != 10 || !slices.Contains(it.Why, "expanded to its list (lines 5-10)") {
			t.Errorf("step item %s lines %d-%d why %v, want the whole list 5-10", it.ID, it.LineStart, it.LineEnd, it.Why)
		}
	}
	if !found {
		t.Fatalf("no item quotes the step: %+v", p.Items)
	}
}

// A scoped rule file in prose, with no rules to list, is given to
// RulesFor by its text, cited chunk by chunk.
func TestRulesFor_proseRuleFile(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, ".cursor/rules/metrics.mdc", []byte(`---
description: Metric attributes
globs:
  - "**/*.ts"
---

# Metrics

Metric attributes have low cardinality: an environment type or a status,
never a user or run identifier.
`))
	o := rootEngine(t, root)
	for _, tc := range []struct {
		file string
		want bool
	}{{"src/queue.ts", true}, {"src/queue.go", false}} {
		fr, err := o.RulesFor(tc.file, constitution.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		var got []Item
		for _, d := range fr.Scoped {
			if d.SourcePath == ".cursor/rules/metrics.mdc" {
				got = d.Rules
			}
		}
		if !tc.want {
			if got != nil {
				t.Errorf("%s: the .ts rule file is served: %+v", tc.file, got)
			}
			continue
		}
		if len(got) == 0 || got[0].Kind != "chunk" || !strings.Contains(got[0].Text, "low cardinality") || got[0].LineStart < 6 {
			t.Errorf("%s: the prose rule file is given as %+v, want its text cited by lines", tc.file, got)
		}
	}
}

// A scoped rule file with rules and prose between them gives RulesFor its
// rules and its paragraphs, in line order, each cited by its own lines:
// no heading, no fenced code, no rule's line twice.
func TestRulesFor_proseBesideRules(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, ".claude/rules/server-apps.md", []byte(`---
paths:
  - "apps/**"
---

# Server app changes

A user-facing server change with no package change needs a release note:
add a file under .server-changes/ instead of a changeset.

`+"```bash"+`
cat > .server-changes/name.md
`+"```"+`

- Never edit generated migration files by hand.
- Always run the type checker before pushing a server change.

Keep the note to one or two sentences, written for a dashboard user.
`))
	o := rootEngine(t, root)
	fr, err := o.RulesFor("apps/webapp/app/routes/new.tsx", constitution.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	var got []Item
	for _, d := range fr.Scoped {
		if d.SourcePath == ".claude/rules/server-apps.md" {
			got = d.Rules
		}
	}
	type span struct {
		kind       string
		start, end int
	}
	var spans []span
	for _, it := range got {
		spans = append(spans, span{it.Kind, it.LineStart, it.LineEnd})
		if strings.Contains(it.Text, "cat >") || strings.HasPrefix(it.Text, "#") {
			t.Errorf("item %s quotes code or a heading: %q", it.ID, it.Text)
		}
	}
	want := []span{{"chunk", 8, 9}, {"rule", 15, 15}, {"rule", 16, 16}, {"chunk", 18, 18}}
	if !slices.Equal(spans, want) {
		t.Errorf("items (kind, lines) = %v, want %v\n%+v", spans, want, got)
	}
	if len(got) > 0 && !strings.Contains(got[0].Text, "add a file under .server-changes/") {
		t.Errorf("first paragraph = %q", got[0].Text)
	}
}

// RulesFor lists the narrowest scope first: the nested rule file nearest
// the file, then the broader ones, a glob anchored in no directory last,
// so that a cap (the hook's) cuts the broadest.
func TestRulesFor_narrowestFirst(t *testing.T) {
	root := t.TempDir()
	for p, body := range map[string]string{
		"web/AGENTS.md":                       "# Web\n\n- Always run the web type checker.\n",
		"web/src/features/evals/v2/AGENTS.md": "# Evals v2\n\n- Never write the old job configuration table.\n",
		"web/src/features/evals/AGENTS.md":    "# Evals\n\n- Always map prompt variables explicitly.\n",
		".cursor/rules/typescript.mdc":        "---\ndescription: TS\nglobs: \"**/*.ts\"\n---\n\n- Never use the any type.\n",
		".claude/rules/server.md":             "---\npaths:\n  - \"web/src/**\"\n---\n\n- Always validate inputs with zod.\n",
	} {
		testutil.WriteFile(t, root, p, []byte(body))
	}
	o := rootEngine(t, root)
	fr, err := o.RulesFor("web/src/features/evals/v2/server/runs.ts", constitution.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range fr.Scoped {
		got = append(got, d.SourcePath)
	}
	want := []string{"web/src/features/evals/v2/AGENTS.md", "web/src/features/evals/AGENTS.md", ".claude/rules/server.md", "web/AGENTS.md", ".cursor/rules/typescript.mdc"}
	if !slices.Equal(got, want) {
		t.Errorf("scoped documents in order %v, want %v", got, want)
	}
}

// A rule ending in a colon is served with what is nested under it (its
// sub-items, with a blank line between), not past the next heading, and
// a sub-item found on its own is not served twice.
func TestContext_ruleWithNestedItems(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte(`# Guide

## Code style

-   Use gofmt to format code.
-   Do not add comments to the code unless they are really necessary:
    -   Prefer self-documenting code.

    -   Focus on why the code does something in comments.

## Documentation

-   Do not edit the generated README directly.
`))
	o := rootEngine(t, root)
	p, err := o.Context(context.Background(), Request{Task: "add comments to the code", K: 4})
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, it := range p.Items {
		if strings.Contains(it.Text, "unless they are really necessary") {
			found = true
			if it.LineStart != 6 || it.LineEnd != 9 || !strings.Contains(it.Text, "Focus on why") {
				t.Errorf("item %s lines %d-%d %q, want lines 6-9 with its sub-items", it.ID, it.LineStart, it.LineEnd, it.Text)
			}
			continue
		}
		if it.LineStart >= 7 && it.LineEnd <= 9 {
			t.Errorf("sub-item served again on its own: %s lines %d-%d", it.ID, it.LineStart, it.LineEnd)
		}
	}
	if !found {
		t.Fatalf("no item quotes the rule: %+v", p.Items)
	}
}
