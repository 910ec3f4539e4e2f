package retrieve

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/canon-kg/canon/tokens"
)

// orderedItem matches the first line of an ordered-list item: "3. Deploy…"
// or "3) Deploy…", indented or not.
var orderedItem = regexp.MustCompile(`^\s{0,3}\d{1,3}[.)]\s`)

// maxListTokens bounds the list an item on one of its steps is widened to:
// a longer list stays cut at the step that was found.
const maxListTokens = 400

// listSpan returns the lines of the ordered list holding lines start-end
// of document d, when start opens one of its items: the list runs up and
// down over its items, their indented continuation lines, and single blank
// lines between items. ok is false when start is no ordered-list item.
func (e *Engine) listSpan(d, start, end int) (from, to int, ok bool) {
	line := func(ln int) (string, bool) { return e.line(d, ln) }
	if l, has := line(start); !has || !orderedItem.MatchString(l) {
		return start, end, false
	}
	// partOf reports whether ln belongs to the list, given the line after
	// it (going up) or before it (going down) belongs.
	partOf := func(ln, step int) bool {
		l, has := line(ln)
		switch {
		case !has:
			return false
		case orderedItem.MatchString(l):
			return true
		case strings.TrimSpace(l) == "":
			// A blank line between two items of a loose list.
			next, has := line(ln + step)
			return has && (orderedItem.MatchString(next) || continuation(next))
		default:
			return continuation(l)
		}
	}
	from, to = start, end
	for partOf(from-1, -1) {
		from--
	}
	for partOf(to+1, 1) {
		to++
	}
	// The list starts at an item and ends on a non-blank line.
	for from < start {
		if l, _ := line(from); orderedItem.MatchString(l) {
			break
		}
		from++
	}
	for to > end {
		if l, _ := line(to); strings.TrimSpace(l) != "" {
			break
		}
		to--
	}
	return from, to, true
}

// continuation reports whether l continues a list item: indented text.
func continuation(l string) bool {
	return strings.TrimSpace(l) != "" && (strings.HasPrefix(l, "  ") || strings.HasPrefix(l, "\t"))
}

// widenToList widens an item quoting one step of an ordered list to the
// whole list, when the list is no longer than maxListTokens: a step read
// alone misleads (step 3 of a release without steps 1 and 2).
func (e *Engine) widenToList(it *Item) {
	d, ok := e.byPath[it.SourcePath]
	if !ok {
		return
	}
	from, to, ok := e.listSpan(d, it.LineStart, it.LineEnd)
	if !ok || (from == it.LineStart && to == it.LineEnd) {
		return
	}
	t, ok := e.lineText(d, from, to)
	if !ok || tokens.Estimate(t) > maxListTokens {
		return
	}
	it.Why = append(it.Why, fmt.Sprintf("expanded to its list (lines %d-%d)", from, to))
	it.LineStart, it.LineEnd, it.Text, it.Tokens = from, to, t, tokens.Estimate(t)
}

// line is line ln of document d, when the document has it.
func (e *Engine) line(d, ln int) (string, bool) {
	if ln < 1 || (e.docs[d].Lines > 0 && ln > e.docs[d].Lines) {
		return "", false
	}
	return e.lineText(d, ln, ln)
}

// indent is the width of l's leading spaces and tabs.
func indent(l string) int { return len(l) - len(strings.TrimLeft(l, " \t")) }

// widenToChildren widens an item quoting a list item that ends in a colon
// ("Do not add comments unless they are really necessary:") to the lines
// nested under it (its sub-items, an indented code block), when they are
// no longer than maxListTokens: the item announces them, and read alone it
// says nothing. The nested lines are those indented deeper than the
// item's own first line, with single blank lines between them.
func (e *Engine) widenToChildren(it *Item) {
	d, ok := e.byPath[it.SourcePath]
	if !ok || !strings.HasSuffix(strings.TrimSpace(it.Text), ":") {
		return
	}
	first, ok := e.line(d, it.LineStart)
	if !ok || strings.TrimSpace(first) == "" {
		return
	}
	deeper := func(ln int) bool {
		l, has := e.line(d, ln)
		return has && strings.TrimSpace(l) != "" && indent(l) > indent(first)
	}
	blank := func(ln int) bool {
		l, has := e.line(d, ln)
		return has && strings.TrimSpace(l) == ""
	}
	to := it.LineEnd
	for {
		if deeper(to + 1) {
			to++
		} else if blank(to+1) && deeper(to+2) {
			to += 2
		} else {
			break
		}
	}
	if to == it.LineEnd {
		return
	}
	t, ok := e.lineText(d, it.LineStart, to)
	if !ok || tokens.Estimate(t) > maxListTokens {
		return
	}
	it.Why = append(it.Why, fmt.Sprintf("expanded to the lines nested under it (%d-%d)", it.LineStart, to))
	it.LineEnd, it.Text, it.Tokens = to, t, tokens.Estimate(t)
}
