package sources

import (
	"bytes"
	"sort"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// markdownParser is immutable after construction and safe for concurrent use.
// It has no Linkify: bare URLs are never local links, which are all canon
// uses links for, and finding them was a tenth of the parse time.
var markdownParser = goldmark.New(goldmark.WithExtensions(
	extension.Table, extension.Strikethrough,
)).Parser()

// mdItem is a list item's own content (its text without nested lists).
type mdItem struct {
	raw     string // own source text, lines joined with "\n"
	line    int
	end     int
	section int
	nested  bool // inside another list item
	// introduces is set when the item's text ends in a colon and takes in
	// the nested list that follows ("… any discrepancies:" and its links):
	// raw holds that list's lines, end its last, and its items are no
	// rules of their own.
	introduces bool
}

// mdPara is a top-level paragraph.
type mdPara struct {
	raw  string
	line int
	end  int
}

// mdDoc is the Markdown body of a document with a line mapping.
type mdDoc struct {
	src        []byte
	lineStarts []int // byte offset of each src line
	base       int   // file line of src line 1
	lines      []string
	sections   []Section
	blocks     []Block
	links      []Link
	imports    []Import
	items      []mdItem
	paras      []mdPara
	lists      []listSpan // the top-level lists, by their items' first lines
	firstH1    string
}

// parseMarkdown parses body (LF line ends), whose first line is file line
// base; lines are all the file's lines.
func parseMarkdown(body []byte, base int, lines []string) *mdDoc {
	d := &mdDoc{src: body, base: base, lines: lines, lineStarts: []int{0}}
	for i, c := range body {
		if c == '\n' {
			d.lineStarts = append(d.lineStarts, i+1)
		}
	}
	root := markdownParser.Parse(text.NewReader(body), parser.WithContext(parser.NewContext()))
	d.buildSections(root)
	d.buildBlocks(root)
	d.collect(root)
	return d
}

// lineOf maps a byte offset of src to a file line.
func (d *mdDoc) lineOf(off int) int {
	i := sort.Search(len(d.lineStarts), func(i int) bool { return d.lineStarts[i] > off }) - 1
	return d.base + max(i, 0)
}

func (d *mdDoc) lastLine() int { return len(d.lines) }

// trimBack moves end back over blank lines, not below start.
func (d *mdDoc) trimBack(start, end int) int {
	for end > start && end-1 < len(d.lines) && strings.TrimSpace(d.lines[end-1]) == "" {
		end--
	}
	return end
}

// firstOffset is the first byte offset of n's content, or -1.
func firstOffset(n ast.Node) int {
	if p := n.Pos(); p >= 0 {
		return p
	}
	if t, ok := n.(*ast.Text); ok {
		return t.Segment.Start
	}
	if n.Type() == ast.TypeBlock && n.Lines().Len() > 0 {
		return n.Lines().At(0).Start
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if o := firstOffset(c); o >= 0 {
			return o
		}
	}
	return -1
}

// minTextOffset is the smallest offset of a text segment under n, or -1.
func minTextOffset(n ast.Node) int {
	best := -1
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if t, ok := c.(*ast.Text); ok && entering && (best < 0 || t.Segment.Start < best) {
			best = t.Segment.Start
		}
		return ast.WalkContinue, nil
	})
	return best
}

// lastOffset is the last byte offset of n's own source lines, or -1.
func lastOffset(n ast.Node) int {
	last := -1
	if n.Type() == ast.TypeBlock && n.Lines().Len() > 0 {
		last = n.Lines().At(n.Lines().Len()-1).Stop - 1
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if c.Type() == ast.TypeBlock {
			last = max(last, lastOffset(c))
		}
	}
	return last
}

func (d *mdDoc) buildSections(root ast.Node) {
	bodyStart := d.base
	pre := Section{Level: 0, Parent: -1, Start: bodyStart, End: d.lastLine(), Path: []string{}}
	d.sections = []Section{pre}
	slugs := map[string]int{"": 1}
	var open []int // indices of the sections on the current heading path
	for n := root.FirstChild(); n != nil; n = n.NextSibling() {
		h, ok := n.(*ast.Heading)
		if !ok {
			continue
		}
		off := firstOffset(h)
		if off < 0 {
			continue
		}
		line := d.lineOf(off)
		title := collapse(inlineText(h, d.src))
		if h.Level == 1 && d.firstH1 == "" {
			d.firstH1 = title
		}
		s := Section{Heading: title, Level: h.Level, Parent: -1, Start: line, End: d.lastLine(), TreeEnd: d.lastLine()}
		s.Slug = uniqueSlug(slugs, slugify(title))
		d.sections[len(d.sections)-1].End = line - 1
		for len(open) > 0 && d.sections[open[len(open)-1]].Level >= h.Level {
			d.sections[open[len(open)-1]].TreeEnd = line - 1
			open = open[:len(open)-1]
		}
		if len(open) > 0 {
			s.Parent = open[len(open)-1]
			s.Path = append(append([]string(nil), d.sections[s.Parent].Path...), title)
		} else {
			s.Path = []string{title}
		}
		open = append(open, len(d.sections))
		d.sections = append(d.sections, s)
	}
	d.sections[0].TreeEnd = d.sections[0].End
}

// sectionAt is the index of the section that owns line.
func (d *mdDoc) sectionAt(line int) int {
	i := sort.Search(len(d.sections), func(i int) bool { return i > 0 && d.sections[i].Start > line }) - 1
	return max(i, 0)
}

var blockKinds = map[ast.NodeKind]string{
	ast.KindParagraph: "paragraph", ast.KindTextBlock: "paragraph", ast.KindHeading: "heading",
	ast.KindFencedCodeBlock: "code", ast.KindCodeBlock: "code", ast.KindBlockquote: "quote",
	ast.KindHTMLBlock: "html", ast.KindThematicBreak: "thematic_break", ast.KindList: "list",
	ast.KindListItem: "item", extast.KindTable: "table", ast.KindLinkReferenceDefinition: "link_reference",
}

func blockKind(n ast.Node) string {
	if k, ok := blockKinds[n.Kind()]; ok {
		return k
	}
	return strings.ToLower(n.Kind().String())
}

// buildBlocks lists the top-level blocks; a top-level list yields one block
// per item. A block ends at the last non-blank line before the next block.
func (d *mdDoc) buildBlocks(root ast.Node) {
	type span struct {
		kind  string
		start int
	}
	var spans []span
	for n := root.FirstChild(); n != nil; n = n.NextSibling() {
		if l, ok := n.(*ast.List); ok {
			list := listSpan{first: -1}
			for it := l.FirstChild(); it != nil; it = it.NextSibling() {
				if off := firstOffset(it); off >= 0 {
					spans = append(spans, span{"item", d.lineOf(off)})
					list.last = d.lineOf(off)
					if list.first < 0 {
						list.first = list.last
					}
				}
			}
			if list.first >= 0 {
				d.lists = append(d.lists, list)
			}
			continue
		}
		off := firstOffset(n)
		if n.Kind() == extast.KindTable {
			// A table split off a paragraph keeps the paragraph's position.
			if t := minTextOffset(n); t >= 0 {
				off = t
			}
		}
		if off >= 0 {
			spans = append(spans, span{blockKind(n), d.lineOf(off)})
		}
	}
	for i, s := range spans {
		next := d.lastLine() + 1
		if i+1 < len(spans) {
			next = spans[i+1].start
		}
		if i > 0 && s.start < spans[i-1].start {
			continue
		}
		end := d.trimBack(s.start, next-1)
		d.blocks = append(d.blocks, Block{Kind: s.kind, Start: s.start, End: max(end, s.start)})
	}
}

// collect gathers links, list items and top-level paragraphs.
func (d *mdDoc) collect(root ast.Node) {
	_ = ast.Walk(root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch x := n.(type) {
		case *ast.CodeSpan:
			return ast.WalkSkipChildren, nil
		case *ast.Text:
			d.addImports(x)
		case *ast.Link:
			d.addLink(x, inlineText(x, d.src), string(x.Destination))
		case *ast.AutoLink:
			d.addLink(x, string(x.Label(d.src)), string(x.URL(d.src)))
		case *ast.ListItem:
			d.addItem(x)
		case *ast.Paragraph:
			if x.Parent() == root {
				d.paras = append(d.paras, mdPara{raw: segmentsText(x, d.src), line: d.lineOf(firstOffset(x)), end: d.lineOf(max(lastOffset(x), 0))})
			}
		}
		return ast.WalkContinue, nil
	})
}

func (d *mdDoc) addLink(n ast.Node, label, target string) {
	off := firstOffset(n)
	if off < 0 {
		off = d.searchInBlock(n, label)
	}
	line := d.base
	if off >= 0 {
		line = d.lineOf(off)
	}
	d.links = append(d.links, Link{Text: collapse(label), Target: target, Line: line})
}

// searchInBlock finds label in the source lines of n's enclosing block.
func (d *mdDoc) searchInBlock(n ast.Node, label string) int {
	b := n.Parent()
	for b != nil && b.Type() != ast.TypeBlock {
		b = b.Parent()
	}
	if b == nil || b.Lines().Len() == 0 {
		return -1
	}
	for i := 0; i < b.Lines().Len(); i++ {
		seg := b.Lines().At(i)
		if j := bytes.Index(seg.Value(d.src), []byte(label)); j >= 0 {
			return seg.Start + j
		}
	}
	return b.Lines().At(0).Start
}

func (d *mdDoc) addItem(it *ast.ListItem) {
	start := firstOffset(it)
	if start < 0 {
		return
	}
	var parts []string
	last := start
	end := 0 // the last line of a code block or a list the item's text introduces
	introduces := false
	for c := it.FirstChild(); c != nil; c = c.NextSibling() {
		// An item that ends in a colon, or is only a directive ("**Never**",
		// "🚫 Never do"), introduces what it holds: its items complete it.
		colon := len(parts) > 0 && (strings.HasSuffix(parts[len(parts)-1], ":") || Directive(parts[len(parts)-1]))
		if c.Kind() == ast.KindFencedCodeBlock && colon {
			end = max(end, d.fencedEnd(c))
			continue
		}
		if c.Kind() == ast.KindList && colon && !introduces {
			// "… surface any discrepancies:" and the links it lists are
			// one rule, as a lead-in paragraph and its list are.
			first, last := d.lineOf(firstOffset(c)), d.lineOf(lastOffset(c))
			if first > 0 && last-d.lineOf(start)+1 <= maxLeadIn {
				parts = append(parts, d.text(first, last))
				end, introduces = max(end, last), true
			}
			continue
		}
		if c.Kind() != ast.KindParagraph && c.Kind() != ast.KindTextBlock {
			continue
		}
		parts = append(parts, segmentsText(c, d.src))
		last = max(last, lastOffset(c))
	}
	nested := false
	for p := it.Parent(); p != nil; p = p.Parent() {
		if p.Kind() == ast.KindListItem {
			nested = true
			break
		}
	}
	line := d.lineOf(start)
	d.items = append(d.items, mdItem{
		raw: strings.Join(parts, "\n"), line: line, end: max(d.lineOf(last), line, end),
		section: d.sectionAt(line), nested: nested, introduces: introduces,
	})
}

// MaxIntroducedCode is the most lines of a fenced code block that a list
// item or paragraph ending in a colon takes in as its own ("Add copyright
// headers to all new Go files:" and the header): the rules read here and
// the prose get_rules_for_file gives (retrieve) both; a longer block is an
// example.
const MaxIntroducedCode = 30

// fencedEnd is the file line of the closing fence of code block c, or 0
// when the block is longer than MaxIntroducedCode lines.
func (d *mdDoc) fencedEnd(c ast.Node) int {
	ls := c.Lines()
	if ls.Len() > MaxIntroducedCode {
		return 0
	}
	last := d.lineOf(firstOffset(c))
	if ls.Len() > 0 {
		last = d.lineOf(ls.At(ls.Len()-1).Stop - 1)
	}
	// The content's last line is followed by the closing fence, unless the
	// block runs to the end of the document unclosed.
	if i := last; i < len(d.lines) { // d.lines[i] is file line i+1
		if t := strings.TrimSpace(d.lines[i]); strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			return last + 1
		}
	}
	return last
}

// segmentsText joins the trimmed source lines of a leaf block.
func segmentsText(n ast.Node, src []byte) string {
	ls := n.Lines()
	parts := make([]string, 0, ls.Len())
	for i := 0; i < ls.Len(); i++ {
		seg := ls.At(i)
		parts = append(parts, strings.TrimSpace(string(seg.Value(src))))
	}
	return strings.Join(parts, "\n")
}

// inlineText is the plain text of n's inline content.
func inlineText(n ast.Node, src []byte) string {
	var b strings.Builder
	var walk func(ast.Node)
	walk = func(n ast.Node) {
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			switch x := c.(type) {
			case *ast.Text:
				b.Write(x.Segment.Value(src))
				if x.SoftLineBreak() || x.HardLineBreak() {
					b.WriteByte(' ')
				}
			case *ast.String:
				b.Write(x.Value)
			case *ast.AutoLink:
				b.Write(x.Label(src))
			case *ast.RawHTML:
			default:
				walk(c)
			}
		}
	}
	walk(n)
	return b.String()
}

// collapse trims s and replaces runs of white space with one space.
func collapse(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
