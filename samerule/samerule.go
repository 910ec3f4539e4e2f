package samerule

import (
	"slices"
	"strings"
	"unicode"
)

// MinKey is the shortest key that tells two rules apart: shorter texts
// ("Use pnpm.") are too common to call copies.
const MinKey = 16

// Key is a rule's text lower-cased, its Markdown emphasis and list marks
// removed and its spaces collapsed; "" for a text shorter than MinKey.
func Key(text string) string {
	var b strings.Builder
	space := false
	for _, r := range text {
		switch {
		case r == '*' || r == '_' || r == '`':
			continue
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(unicode.ToLower(r))
	}
	key := strings.TrimLeft(b.String(), "-+ ")
	if len(key) < MinKey {
		return ""
	}
	return key
}

// Groups groups the indexes 0..n-1 whose keys (key; "" for none) are the
// same, each group in index order, the groups in the order of their
// first; only groups of two or more.
func Groups(n int, key func(i int) string) [][]int {
	byKey := map[string]int{} // key -> its group
	var groups [][]int
	for i := range n {
		key := key(i)
		if key == "" {
			continue
		}
		g, seen := byKey[key]
		if !seen {
			g = len(groups)
			byKey[key] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], i)
	}
	return slices.DeleteFunc(groups, func(g []int) bool { return len(g) < 2 })
}

// Kept is the member of a group of copies whose file comes first by order
// (FormatOrder of its file's format), the first of the group among equals.
func Kept(g []int, order func(i int) int) int {
	k := g[0]
	for _, i := range g[1:] {
		if order(i) < order(k) {
			k = i
		}
	}
	return k
}

// Copy is a rule written again: item Index says what item Of, the copy
// kept, says, in another file.
type Copy struct{ Index, Of int }

// Copies groups the items 0..n-1 by key (Groups), keeps one of each group
// (Kept by order) and returns, group by group, each member written in
// another file (path) than the one kept: the copies to fold into it. A
// member in the kept one's own file is no copy of it.
func Copies(n int, key, path func(i int) string, order func(i int) int) []Copy {
	var out []Copy
	for _, g := range Groups(n, key) {
		k := Kept(g, order)
		for _, i := range g {
			if i != k && path(i) != path(k) {
				out = append(out, Copy{Index: i, Of: k})
			}
		}
	}
	return out
}

// ScopedKey is the key of a rule's text (Key) within its scope: rules are
// copies when they say the same thing to the same files. "" for a text
// too short to tell.
func ScopedKey(text string, scope []string) string {
	k := Key(text)
	if k == "" {
		return ""
	}
	return k + "\x00" + strings.Join(scope, "\x00")
}

// FormatOrder ranks a rule file's format (sources.Document.Format) for the
// copy of a repeated rule that is kept: AGENTS.md, then the agents' own
// instruction files, then the rest.
func FormatOrder(format string) int {
	switch format {
	case "agents", "agents-override":
		return 0
	case "claude", "gemini":
		return 1
	}
	return 2
}

// FileOrder ranks the file a copy of a rule is written in by its format
// (FormatOrder), then by its depth: of AGENTS.md and .agents/AGENTS.md, a
// link to it, the copy at the root is the one agents load.
func FileOrder(format, path string) int {
	return FormatOrder(format)*1000 + min(strings.Count(path, "/"), 999)
}
