package serve

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/canon-kg/canon/retrieve"
	"github.com/canon-kg/canon/tokens"
	"github.com/canon-kg/canon/verify"
)

// RenderFileRules renders the rules of a file as Markdown: the
// constitution (unless skipConstitution), then each scoped document and its
// rules, cited. With maxTokens > 0 the text stops before the rule that
// would pass it and says how many were left out.
func RenderFileRules(fr *retrieve.FileRules, maxTokens int, skipConstitution bool) string {
	text, _ := renderFileRules(fr, maxTokens, 0, skipConstitution, nil)
	return text
}

// renderFileRules is RenderFileRules, also within maxChars characters when
// that is positive (the hook's), for a reader who has the rules and
// paragraphs whose keys (givenKey) are in given already (a session's
// earlier hooks): those are counted under their document, not repeated,
// so a document that governs many files is read once. It returns the keys
// of the rules and paragraphs it wrote.
func renderFileRules(fr *retrieve.FileRules, maxTokens, maxChars int, skipConstitution bool, given map[string]bool) (string, []string) {
	var b strings.Builder
	fmt.Fprintf(&b, "# Rules for %s\n\nSnapshot %s.\n", fr.File, fr.SnapshotID)
	if !skipConstitution {
		b.WriteString("\n## Constitution (always applies)\n\n")
		b.WriteString(fr.Constitution.Text)
		if fr.Constitution.Text == "" {
			b.WriteString("(none)\n")
		}
	}
	if len(fr.Scoped) == 0 {
		b.WriteString("\nNo rule file, SOP or rule is scoped to this file.\n")
		return b.String(), nil
	}
	b.WriteString("\n## Scoped to this file\n")
	left := 0
	for _, d := range fr.Scoped {
		left += len(d.Rules) + 1
	}
	fits := func(s string) bool {
		return (maxTokens <= 0 || tokens.Estimate(b.String())+tokens.Estimate(s) <= maxTokens) &&
			(maxChars <= 0 || b.Len()+len(s) <= maxChars)
	}
	var wrote []string
	for _, d := range fr.Scoped {
		var h strings.Builder
		fmt.Fprintf(&h, "\n### %s (%s; %s)\n", d.SourcePath, d.DocKind, d.Why)
		if d.Summary != "" {
			fmt.Fprintf(&h, "\n%s\n", d.Summary)
		}
		if len(d.Rules) == 0 { // an SOP's requirements are its rules when it has any
			for _, r := range d.Requirements {
				fmt.Fprintf(&h, "- %s\n", r)
			}
		}
		if !fits(h.String()) {
			break
		}
		b.WriteString(h.String())
		left--
		said := map[string]bool{} // a file that repeats a rule or paragraph gives it once
		earlier := 0
		for _, r := range d.Rules {
			text := listText(r.Text)
			if said[text] {
				left--
				continue
			}
			said[text] = true
			k := givenKey(r)
			if given[k] {
				earlier++
				left--
				continue
			}
			line := itemText(r)
			if !fits(line) {
				break
			}
			b.WriteString(line)
			wrote = append(wrote, k)
			left--
		}
		if note := fmt.Sprintf("(%d of its rules and paragraphs given earlier in this session)\n", earlier); earlier > 0 && fits(note) {
			b.WriteString(note)
		}
	}
	if left > 0 {
		fmt.Fprintf(&b, "\n(%d more scoped documents and rules left out by the cap: call get_rules_for_file for all.)\n", left)
	}
	return b.String(), wrote
}

// givenKey names a rule or paragraph by its file and text: the same
// words of the same file are the same rule wherever they are cited, and
// an edited rule is another.
func givenKey(r retrieve.Item) string {
	return key(r.SourcePath + "\x00" + listText(r.Text))
}

func (r *SearchResult) text() string {
	if len(r.Hits) == 0 {
		return "no hits\n"
	}
	var b strings.Builder
	for _, h := range r.Hits {
		fmt.Fprintf(&b, "%2d. %s#L%d-L%d  %.4f  [%s] %s\n", h.Rank, h.SourcePath, h.LineStart, h.LineEnd, h.Score, h.Kind, h.Heading)
	}
	return b.String()
}

func (r *VerifyResult) text() string {
	var b strings.Builder
	_ = verify.WriteFacts(&b, r.Facts, r.Counts) // a strings.Builder never fails
	return b.String()
}

// itemText renders a rule as one cited list item, "- text  [path:start-end]",
// and prose as written, cited by its lines.
func itemText(r retrieve.Item) string {
	if r.Kind == "chunk" && !oneListItem(r.Text) {
		return fmt.Sprintf("\n%s\n[%s]\n", strings.TrimSpace(r.Text), citeAll(r))
	}
	head, tail := splitBlock(r.Text)
	text := listText(head)
	if orderedRe.MatchString(text) { // "4. Apply the migration" keeps its number, not a second marker
		return fmt.Sprintf("%s  [%s]\n%s", text, citeAll(r), tail)
	}
	return fmt.Sprintf("- %s  [%s]\n%s", text, citeAll(r), tail)
}

// splitBlock splits a rule's text at its first line that opens a list
// item or a fenced code block: a rule that introduces a list or code
// ("… surface any discrepancies:" and its links, "Add this header to new
// files:" and the header) is one list item whose text runs on one line and
// whose list or code keeps its lines, indented under it. tail is "" or
// those lines, each ending in a newline.
func splitBlock(text string) (head, tail string) {
	lines := strings.Split(strings.TrimSpace(text), "\n")
	k := slices.IndexFunc(lines[min(1, len(lines)):], func(l string) bool {
		t := strings.TrimSpace(l)
		return strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") || listText(t) != t || orderedRe.MatchString(t)
	})
	if k < 0 {
		return text, ""
	}
	k++
	indent := -1
	for _, l := range lines[k:] {
		if strings.TrimSpace(l) != "" {
			n := len(l) - len(strings.TrimLeft(l, " \t"))
			if indent < 0 || n < indent {
				indent = n
			}
		}
	}
	var b strings.Builder
	for _, l := range lines[k:] {
		if strings.TrimSpace(l) == "" {
			b.WriteString("\n")
			continue
		}
		b.WriteString("  " + strings.TrimRight(l[indent:], " \t") + "\n")
	}
	return strings.Join(lines[:k], "\n"), b.String()
}

// citeAll is cite and the other files that write the same rule (Also).
func citeAll(it retrieve.Item) string {
	if len(it.Also) == 0 {
		return cite(it)
	}
	return cite(it) + "; also " + strings.Join(it.Also, ", ")
}

// cite is an item's citation, path:start-end, or path:line for one line.
func cite(it retrieve.Item) string {
	return retrieve.Citation(it.SourcePath, it.LineStart, it.LineEnd)
}

// oneListItem reports whether a paragraph is one list item on one line
// (a list item no rule pattern took): it is given as the rules are.
func oneListItem(s string) bool {
	s = strings.TrimSpace(s)
	return !strings.Contains(s, "\n") && listText(s) != strings.Join(strings.Fields(s), " ")
}

// orderedRe matches a text that starts with an ordered list marker.
var orderedRe = regexp.MustCompile(`^[0-9]{1,3}[.)] `)

// listText is a rule's text as one list item: one line, without its own
// list marker.
func listText(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	for _, m := range []string{"- ", "* ", "+ "} {
		if t, ok := strings.CutPrefix(s, m); ok {
			return t
		}
	}
	return s
}
