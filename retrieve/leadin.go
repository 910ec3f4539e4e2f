package retrieve

import (
	"fmt"
	"strings"

	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/tokens"
)

// leadIn is the heading of a section that introduces what it holds, as
// a list item or a paragraph ending in a colon does ("### DO NOT use
// high-cardinality attributes:"), and its line. Its rules are fragments
// ("**UUIDs/IDs**: `envId`, `userId`") that say the opposite of what they
// mean when shown without it, so wherever a rule is shown away from its
// section (the constitution, the rules for a file) the heading goes with
// it.
type leadIn struct {
	text string
	line int
}

// leadInAt returns the lead-in heading of the innermost section of
// document d holding line, when that section's heading ends in a colon or
// is only a directive ("### Never do", sources.Directive) and line is
// below it.
func (e *Engine) leadInAt(d, line int) (leadIn, bool) {
	start := 0
	for _, s := range e.docs[d].sections {
		if s.Start <= line && line <= s.End && s.Start > start {
			start = s.Start
		}
	}
	if start == 0 || line <= start {
		return leadIn{}, false
	}
	raw, ok := e.lineText(d, start, start)
	if !ok {
		return leadIn{}, false
	}
	t := strings.TrimSpace(raw)
	if !strings.HasPrefix(t, "#") {
		return leadIn{}, false // a setext heading's underline, or no heading
	}
	t = strings.TrimSpace(strings.TrimRight(strings.TrimLeft(t, "#"), "# "))
	if !sources.Introduces(t) && !sources.Directive(t) {
		return leadIn{}, false
	}
	return leadIn{text: t, line: start}, true
}

// withLeadIn prefixes a rule's text with its section's lead-in heading,
// after the list marker of a one-line item: "- DO NOT use
// high-cardinality attributes: **UUIDs/IDs**: `envId`, …".
func withLeadIn(l leadIn, text string) string {
	t := strings.TrimSpace(text)
	if !sources.Introduces(l.text) && opensWithDirective(strings.TrimLeft(t, "-*+ ")) {
		return t // "Never use `as any`" under "## Don't" says it itself
	}
	if !strings.Contains(t, "\n") {
		for _, m := range []string{"- ", "* ", "+ "} {
			if rest, ok := strings.CutPrefix(t, m); ok {
				return m + introduction(l.text) + " " + rest // still an item of the list it is shown in
			}
		}
	}
	return introduction(l.text) + " " + t
}

// opensWithDirective reports whether a text's first word ("Never",
// "Avoid") or first two ("Do not") are a directive, its emphasis aside.
func opensWithDirective(t string) bool {
	f := strings.Fields(strings.TrimLeft(t, "*_` "))
	return len(f) > 0 && sources.Directive(f[0]) || len(f) > 1 && sources.Directive(f[0]+" "+f[1])
}

// introduction is a lead-in heading as it opens what it introduces: with a
// colon when it has none ("Never do:").
func introduction(heading string) string {
	if sources.Introduces(heading) {
		return heading
	}
	return heading + ":"
}

// withLeadInItems inserts, before the first of the items (in line order,
// as the rules for a file are) under a lead-in heading, that heading as an
// item of its own, cited at its line.
func (e *Engine) withLeadInItems(d int, items []Item) []Item {
	out := make([]Item, 0, len(items))
	prev := 0 // the line of the last heading given
	for _, it := range items {
		if l, ok := e.leadInAt(d, it.LineStart); ok && l.line != prev {
			prev = l.line
			out = append(out, Item{
				Kind: "chunk", DocKind: it.DocKind, ID: fmt.Sprintf("heading:%s@L%d", e.docs[d].Path, l.line),
				SourcePath: it.SourcePath, LineStart: l.line, LineEnd: l.line, Section: it.Section,
				Tokens: tokens.Estimate(l.text), Text: introduction(l.text), Why: it.Why,
			})
		}
		out = append(out, it)
	}
	return out
}
