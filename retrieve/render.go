package retrieve

import (
	"fmt"
	"io"
	"strings"
	"unicode"
)

// WriteMarkdown writes the pack as Markdown for pasting into an agent:
// constitution first, then each item with its citation. With explain, the
// signals and scores of every item and every left-out candidate follow.
func (p *Pack) WriteMarkdown(w io.Writer, explain bool) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# Context for: %s\n\n", mdInline(p.Task))
	fmt.Fprintf(&b, "Mode %s · intent %s (%.2f) · snapshot %s · %d/%d tokens\n", p.Mode, p.Intent.Name, p.Intent.Confidence, p.SnapshotID, p.Budget.Used, p.Budget.Available)
	for _, warn := range p.Warnings {
		fmt.Fprintf(&b, "\n> Warning: %s\n", warn)
	}
	b.WriteString("\n## Constitution (always applies)\n\n")
	if p.Constitution.Text == "" {
		b.WriteString("(none)\n")
	}
	b.WriteString(p.Constitution.Text)
	for _, t := range p.Constitution.Truncated {
		fmt.Fprintf(&b, "\n> Cut by the %s: %s (%s:%d-%d)", strings.TrimPrefix(t.Why, "constitution "), t.ID, mdInline(t.SourcePath), t.LineStart, t.LineEnd)
	}
	if len(p.Constitution.Truncated) > 0 {
		b.WriteString("\n")
	}
	b.WriteString("\n## Relevant guidance\n")
	for _, it := range p.Items {
		fmt.Fprintf(&b, "\n### %d. %s:%d-%d", it.Rank, mdInline(it.SourcePath), it.LineStart, it.LineEnd)
		if it.Section != "" {
			fmt.Fprintf(&b, " (%s)", mdInline(it.Section))
		}
		if it.Status != "" {
			fmt.Fprintf(&b, " {%s}", mdInline(it.Status))
		}
		if it.Severity != "" {
			fmt.Fprintf(&b, " [%s]", it.Severity)
		}
		fmt.Fprintf(&b, "\n\n%s\n", it.Text)
		for _, n := range it.Notes {
			fmt.Fprintf(&b, "\n> %s\n", n)
		}
		if explain {
			fmt.Fprintf(&b, "\n<!-- %s score %.4f %s why: %s -->\n", it.ID, it.Score, signalText(it.Signals), strings.Join(it.Why, ", "))
		}
	}
	if len(p.Contradictions) > 0 {
		b.WriteString("\n## Contradictions resolved\n\n")
		for _, c := range p.Contradictions {
			fmt.Fprintf(&b, "- @%s: %s (%s:%d) over %s (%s:%d): %s\n", c.Domain, c.Winner.ID, c.Winner.SourcePath, c.Winner.LineStart, c.Loser.ID, c.Loser.SourcePath, c.Loser.LineStart, c.Resolution)
		}
	}
	if len(p.Budget.Dropped) > 0 {
		b.WriteString("\n## Left out by the budget\n\n")
		for _, d := range p.Budget.Dropped {
			fmt.Fprintf(&b, "- %s:%d-%d (%d tokens): %s\n", d.SourcePath, d.LineStart, d.LineEnd, d.Tokens, d.Reason)
		}
	}
	if explain && len(p.Filtered) > 0 {
		b.WriteString("\n## Candidates not kept\n\n")
		for _, c := range p.Filtered {
			fmt.Fprintf(&b, "- %s (%s:%d-%d) score %.4f %s why: %s; %s\n", c.ID, c.SourcePath, c.LineStart, c.LineEnd, c.Score, signalText(c.Signals), strings.Join(c.Why, ", "), c.Reason)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func signalText(s Scores) string {
	return fmt.Sprintf("[bm25 %.3f→%.3f, cosine %.3f→%.3f, graph %.3f→%.3f, proximity %.3f→%.3f, fused %.4f, boost %.2f]",
		s.BM25, s.NormBM25, s.Cosine, s.NormEmbed, s.Graph, s.NormGraph, s.Proximity, s.NormProximity, s.Fused, s.Boost)
}

// mdInline makes s safe inside one line of Markdown (a heading, a list
// item): line breaks become spaces, and the characters Markdown would read
// as markup (code spans, emphasis, links, HTML, table cells, a leading
// heading mark) are escaped with a backslash. An underscore inside a word
// is not markup and stays as it is, so snake_case file names read as
// written.
func mdInline(s string) string {
	if !strings.ContainsAny(s, "\\`*_[]<>|#\r\n") {
		return s
	}
	var b strings.Builder
	rs := []rune(s)
	word := func(i int) bool {
		return i >= 0 && i < len(rs) && (unicode.IsLetter(rs[i]) || unicode.IsDigit(rs[i]))
	}
	for i, r := range rs {
		switch {
		case r == '\r' || r == '\n':
			b.WriteByte(' ')
			continue
		case r == '_' && word(i-1) && word(i+1):
		case strings.ContainsRune("\\`*_[]<>|", r), r == '#' && i == 0:
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
