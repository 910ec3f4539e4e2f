package retrieve

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// WriteMarkdown writes the pack as Markdown for pasting into an agent:
// constitution first, then each item with its citation. With explain, the
// signals and scores of every item and every left-out candidate follow.
func (p *Pack) WriteMarkdown(w io.Writer, explain bool) error {
	_, err := io.WriteString(w, p.Markdown(explain))
	return err
}

// Markdown is the pack as WriteMarkdown writes it.
func (p *Pack) Markdown(explain bool) string {
	var b strings.Builder
	// The texts and about a line of citation per item: one allocation.
	n := 512 + len(p.Task) + len(p.Constitution.Text) + 160*(len(p.Constitution.Truncated)+len(p.Contradictions)+len(p.Budget.Dropped))
	for _, it := range p.Items {
		n += len(it.Text) + len(it.SourcePath) + len(it.Section) + 64
		for _, note := range it.Notes {
			n += len(note) + 8
		}
	}
	b.Grow(n)
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
		// "> Cut by the WHY: ID (PATH:LINES)", or "N rules" for several.
		b.WriteString("\n> Cut by the ")
		b.WriteString(strings.TrimPrefix(t.Why, "constitution "))
		b.WriteString(": ")
		if len(t.IDs) == 1 {
			b.WriteString(t.IDs[0])
		} else {
			b.WriteString(strconv.Itoa(len(t.IDs)))
			b.WriteString(" rules")
		}
		b.WriteString(" (")
		b.WriteString(mdInline(t.SourcePath))
		b.WriteString(":")
		b.WriteString(t.Lines)
		b.WriteString(")")
	}
	if len(p.Constitution.Truncated) > 0 {
		b.WriteString("\n")
	}
	b.WriteString("\n## Relevant guidance\n")
	for _, it := range p.Items {
		b.WriteString("\n### ")
		b.WriteString(strconv.Itoa(it.Rank))
		b.WriteString(". ")
		writeLines(&b, mdInline(it.SourcePath), it.LineStart, it.LineEnd)
		if it.Section != "" {
			fmt.Fprintf(&b, " (%s)", mdInline(it.Section))
		}
		if it.Status != "" {
			fmt.Fprintf(&b, " {%s}", mdInline(it.Status))
		}
		if it.Severity != "" {
			fmt.Fprintf(&b, " [%s]", it.Severity)
		}
		b.WriteString("\n\n")
		b.WriteString(it.Text)
		b.WriteString("\n")
		if len(it.Also) > 0 {
			fmt.Fprintf(&b, "\n> Also in %s\n", mdInline(strings.Join(it.Also, ", ")))
		}
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
	return b.String()
}

// writeLines writes "path:start-end".
func writeLines(b *strings.Builder, path string, start, end int) {
	var n [40]byte
	b.WriteString(path)
	b.Write(strconv.AppendInt(append(strconv.AppendInt(append(n[:0], ':'), int64(start), 10), '-'), int64(end), 10))
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
	if !utf8.ValidString(s) {
		return mdInlineRunes(s) // invalid bytes become U+FFFD, as []rune does
	}
	// Most names that reach here hold only snake_case underscores, which
	// stay: those are returned as they are, the others copied once.
	var b []byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		escape := mdMarkup[c] && (c != '_' || !wordBefore(s, i) || !wordAfter(s, i+1)) ||
			c == '#' && i == 0
		if !escape && c != '\r' && c != '\n' {
			if b != nil {
				b = append(b, c)
			}
			continue
		}
		if b == nil {
			b = make([]byte, 0, len(s)+8)
			b = append(b, s[:i]...)
		}
		if escape {
			b = append(b, '\\', c)
		} else {
			b = append(b, ' ') // a line break
		}
	}
	if b == nil {
		return s
	}
	return string(b)
}

// mdMarkup marks the bytes mdInline escapes with a backslash.
var mdMarkup = func() (t [256]bool) {
	for _, c := range []byte("\\`*_[]<>|") {
		t[c] = true
	}
	return t
}()

// wordBefore and wordAfter report whether the rune ending before s[i] or
// starting at s[i] is a letter or a digit.
func wordBefore(s string, i int) bool {
	r, n := utf8.DecodeLastRuneInString(s[:i])
	return n > 0 && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

func wordAfter(s string, i int) bool {
	r, n := utf8.DecodeRuneInString(s[i:])
	return n > 0 && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

// mdInlineRunes is mdInline rune by rune, for text that is not valid UTF-8.
func mdInlineRunes(s string) string {
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
