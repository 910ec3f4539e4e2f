package retrieve

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestMDInline(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"docs/sops/error_handling.md", "docs/sops/error_handling.md"},
		{"docs/_drafts/*.md", "docs/\\_drafts/\\*.md"},
		{"# not a heading", "\\# not a heading"},
		{"a [link](x) and `code` <b>|", "a \\[link\\](x) and \\`code\\` \\<b\\>\\|"},
		{"two\nlines", "two lines"},
		{"C#", "C#"},
	} {
		if got := mdInline(tc.in); got != tc.want {
			t.Errorf("mdInline(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// A file name or section that looks like Markdown stays one heading, and a
// decision's status shows beside its citation.
func TestWriteMarkdown_escapes(t *testing.T) {
	p := &Pack{
		Task: "fix *everything*\n# now",
		Items: []Item{
			{Rank: 1, SourcePath: "docs/[draft]_notes.md", LineStart: 1, LineEnd: 2, Section: "`x` <y>", Text: "Body."},
			{Rank: 2, DocKind: "adr", SourcePath: "docs/adr/0002-cache.md", LineStart: 3, LineEnd: 9, Status: "superseded", Text: "We cache."},
		},
	}
	var b strings.Builder
	if err := p.WriteMarkdown(&b, false); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"# Context for: fix \\*everything\\* # now\n",
		"### 1. docs/\\[draft\\]\\_notes.md:1-2 (\\`x\\` \\<y\\>)\n",
		"### 2. docs/adr/0002-cache.md:3-9 {superseded}\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("Markdown lacks %q:\n%s", want, out)
		}
	}
}

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
