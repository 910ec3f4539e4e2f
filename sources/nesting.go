package sources

import "bytes"

// markdownDepth estimates how deeply the Markdown body nests lists and block
// quotes, stopping at the first line deeper than limit; it returns the depth
// and that line (1-based within body), or the maximum depth and 0. It runs
// before goldmark, whose time grows with the square of the nesting (a list
// of 3,000 levels took 56 s), and costs one pass over the bytes.
//
// The estimate follows CommonMark's container rules loosely: a list item
// stays open for the lines indented at least to its content column, every
// list marker and '>' at the start of a line opens one level. It may count a
// level too many inside an indented code block; it never counts fewer
// levels than goldmark builds for lists written with a marker per line.
func markdownDepth(body []byte, limit int) (int, int) {
	var open []int // content columns of the open list items
	deepest := 0
	for n, line := 1, body; len(line) > 0; n++ {
		var rest []byte
		if i := bytes.IndexByte(line, '\n'); i >= 0 {
			line, rest = line[:i], line[i+1:]
		} else {
			rest = nil
		}
		col, i := indent(line, 0, 0)
		if i == len(line) { // blank: items stay open
			line = rest
			continue
		}
		for len(open) > 0 && open[len(open)-1] > col {
			open = open[:len(open)-1]
		}
		depth := len(open)
		for i < len(line) {
			w := containerMarker(line[i:])
			if w == 0 {
				break
			}
			depth++
			quote := line[i] == '>'
			col, i = indent(line, col+w, i+w)
			if !quote {
				open = append(open, col)
			}
		}
		deepest = max(deepest, depth)
		if depth > limit {
			return depth, n
		}
		line = rest
	}
	return deepest, 0
}

// indent skips spaces and tabs from byte i at column col (tabs to the next
// multiple of 4) and returns the new column and byte offset.
func indent(line []byte, col, i int) (int, int) {
	for ; i < len(line); i++ {
		switch line[i] {
		case ' ':
			col++
		case '\t':
			col += 4 - col%4
		default:
			return col, i
		}
	}
	return col, i
}

// containerMarker returns the width of a block quote marker or a list
// marker ("-", "*", "+", "1.", "1)") followed by a space, a tab or the end
// of the line at the start of s, else 0.
func containerMarker(s []byte) int {
	if s[0] == '>' {
		return 1
	}
	w := 0
	switch s[0] {
	case '-', '*', '+':
		w = 1
	default:
		for w < len(s) && w < 9 && s[w] >= '0' && s[w] <= '9' {
			w++
		}
		if w == 0 || w >= len(s) || (s[w] != '.' && s[w] != ')') {
			return 0
		}
		w++
	}
	if w < len(s) && s[w] != ' ' && s[w] != '\t' {
		return 0
	}
	return w
}
