package chunk

import (
	"strings"

	"github.com/canon-kg/canon/sources"
	"github.com/canon-kg/canon/tokens"
)

// Chunk is a contiguous line range of a document.
type Chunk struct {
	Index     int    // position in the document, from 0
	Section   string // slug of the section the chunk starts in
	Heading   string // heading path of that section joined with " > "
	LineStart int    // first line (1-based, non-blank)
	LineEnd   int    // last line (non-blank)
	Tokens    int    // estimated tokens of Text
	Text      string // lines LineStart..LineEnd joined with "\n"
}

// Options bound chunk sizes in estimated tokens.
type Options struct {
	MaxTokens int              // split above this; default 400
	MinTokens int              // merge chunks below this into the next; default 40
	Estimate  func(string) int // token estimator; default tokens.Estimate
}

func (o Options) withDefaults() Options {
	if o.MaxTokens <= 0 {
		o.MaxTokens = 400
	}
	if o.MinTokens <= 0 {
		o.MinTokens = 40
	}
	if o.MinTokens > o.MaxTokens {
		o.MinTokens = o.MaxTokens
	}
	if o.Estimate == nil {
		o.Estimate = tokens.Estimate
	}
	return o
}

// piece is a run of lines that must stay together (one block, or part of
// an oversized block).
type piece struct {
	start, end int
	tokens     int
}

// Split returns the chunks of doc.
func Split(doc *sources.Document, opt Options) []Chunk {
	opt = opt.withDefaults()
	var out []Chunk
	starts := blockStarts(doc)
	for i := range doc.Sections {
		s := &doc.Sections[i]
		start, end := s.Start, s.End
		if i == 0 && start < doc.BodyStart {
			start = doc.BodyStart
		}
		if end > len(doc.Lines) {
			end = len(doc.Lines)
		}
		start, end = trim(doc.Lines, start, end)
		if start > end {
			continue
		}
		heading := strings.Join(s.Path, " > ")
		for _, r := range group(pieces(doc.Lines, start, end, starts, opt), opt.MaxTokens) {
			out = append(out, Chunk{Section: s.Slug, Heading: heading, LineStart: r.start, LineEnd: r.end})
		}
	}
	for i := range out {
		out[i].Text = text(doc.Lines, out[i].LineStart, out[i].LineEnd)
		out[i].Tokens = opt.Estimate(out[i].Text)
	}
	out = merge(doc.Lines, out, opt)
	for i := range out {
		out[i].Index = i
	}
	return out
}

// blockStarts marks the lines where a block starts.
func blockStarts(doc *sources.Document) map[int]bool {
	m := make(map[int]bool, len(doc.Blocks))
	for _, b := range doc.Blocks {
		m[b.Start] = true
	}
	return m
}

// pieces cuts lines start..end (both non-blank) at block starts and, inside
// an oversized piece, at blank lines and then at line boundaries.
func pieces(lines []string, start, end int, starts map[int]bool, opt Options) []piece {
	var out []piece
	cur := start
	for l := start + 1; l <= end+1; l++ {
		if l <= end && !starts[l] {
			continue
		}
		a, b := trim(lines, cur, l-1)
		cur = l
		if a > b {
			continue
		}
		out = append(out, fit(lines, a, b, opt)...)
	}
	return out
}

// fit returns lines a..b as one piece, or several when it exceeds the
// maximum: first at blank lines, then line by line.
func fit(lines []string, a, b int, opt Options) []piece {
	t := opt.Estimate(text(lines, a, b))
	if t <= opt.MaxTokens || a == b {
		return []piece{{a, b, t}}
	}
	var out []piece
	cs, ct := a, 0
	for l := a; l <= b; l++ {
		lt := opt.Estimate(lines[l-1])
		if l > cs && ct+lt > opt.MaxTokens {
			x, y := trim(lines, cs, l-1)
			if x <= y {
				out = append(out, piece{x, y, ct})
			}
			cs, ct = l, 0
		}
		ct += lt
	}
	if x, y := trim(lines, cs, b); x <= y {
		out = append(out, piece{x, y, ct})
	}
	return out
}

// group packs consecutive pieces into ranges of at most max tokens.
func group(ps []piece, max int) []piece {
	var out []piece
	for _, p := range ps {
		if n := len(out); n > 0 && out[n-1].tokens+p.tokens <= max {
			out[n-1].end = p.end
			out[n-1].tokens += p.tokens
			continue
		}
		out = append(out, p)
	}
	return out
}

// merge folds chunks under the minimum into the following chunk (or, for
// the last one, into the previous) when the result stays within the
// maximum.
func merge(lines []string, cs []Chunk, opt Options) []Chunk {
	var out []Chunk
	for i := 0; i < len(cs); i++ {
		c := cs[i]
		for c.Tokens < opt.MinTokens && i+1 < len(cs) {
			n := cs[i+1]
			s := text(lines, c.LineStart, n.LineEnd)
			t := opt.Estimate(s)
			if t > opt.MaxTokens {
				break
			}
			c.LineEnd, c.Text, c.Tokens = n.LineEnd, s, t
			i++
		}
		if k := len(out); k > 0 && c.Tokens < opt.MinTokens && i == len(cs)-1 {
			p := &out[k-1]
			s := text(lines, p.LineStart, c.LineEnd)
			if t := opt.Estimate(s); t <= opt.MaxTokens {
				p.LineEnd, p.Text, p.Tokens = c.LineEnd, s, t
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// trim narrows a..b (1-based, inclusive) to its first and last non-blank
// lines; the result has a > b when all are blank.
func trim(lines []string, a, b int) (int, int) {
	for a <= b && blank(lines[a-1]) {
		a++
	}
	for b >= a && blank(lines[b-1]) {
		b--
	}
	return a, b
}

func blank(s string) bool { return strings.TrimSpace(s) == "" }

func text(lines []string, a, b int) string {
	return strings.Join(lines[a-1:b], "\n")
}
