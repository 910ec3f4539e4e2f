package sources

import (
	"bytes"
	"path"
	"regexp"
	"strings"

	"github.com/yuin/goldmark/ast"
)

// importRe finds "@path" at the start of a text or after white space or an
// opening bracket; the path must look like a file path (hold "." or "/"),
// so "@alice" mentions and e-mail addresses are not imports.
var importRe = regexp.MustCompile(`(?:^|[\s(\[])@([A-Za-z0-9_.~\-/]*[A-Za-z0-9_\-/])`)

// addImports records the @path imports of a text node (code spans are
// skipped by the caller, code blocks hold no text nodes).
func (d *mdDoc) addImports(t *ast.Text) {
	seg := t.Segment.Value(d.src)
	if bytes.IndexByte(seg, '@') < 0 {
		return
	}
	for _, m := range importRe.FindAllSubmatchIndex(seg, -1) {
		target := string(seg[m[2]:m[3]])
		if m[3] == len(seg) {
			// The parser ends a text node at a "_" or "*" that might
			// open emphasis (@docs/INSPECTION_GUIDE.md was two nodes):
			// the path goes on in the source.
			target += importTail(d.src[t.Segment.Stop:])
		}
		if !strings.ContainsAny(target, "./") || strings.HasPrefix(target, "~") {
			continue
		}
		d.imports = append(d.imports, Import{Target: target, Line: d.lineOf(t.Segment.Start + m[2])})
	}
}

// importTail is the rest of an import path at the start of src: the
// characters importRe takes in a path, less any "." or "~" it ends with.
func importTail(src []byte) string {
	n := 0
	for n < len(src) && (isWordByte(src[n]) || bytes.IndexByte([]byte(".~-/"), src[n]) >= 0) {
		n++
	}
	return strings.TrimRight(string(src[:n]), ".~")
}

// resolveImports resolves the imports of a rule file at docPath and tells
// whether its body is nothing but imports and headings. Claude Code reads
// an import relative to the file that holds it; Cursor reads an "@path" of
// a .cursor/rules file as it reads one in chat, relative to the project
// (temporal's .cursor/rules/review.mdc says "@.github/copilot-instructions.md"),
// and so it reads a "[name](mdc:path)" link, the form its rule editor
// writes an @-reference in.
func resolveImports(doc *Document, md *mdDoc) {
	from := doc.Path
	if dir, ok := anchorOf(doc.Path, ".cursor", "rules"); ok {
		from = path.Join(dir, path.Base(doc.Path)) // as if it sat in its project directory
	}
	imports := md.imports
	if doc.RuleFile != nil && doc.RuleFile.Format == "mdc" {
		// A "[name](mdc:path)" link to a document is an import: Cursor
		// attaches what it names wherever the rule applies, so a rule that
		// says only "follow our migrations guide" governs with the guide's
		// rules. A link to a source file (schema.prisma, env.server.ts)
		// names code to read, not rules: it stays a link, checked from the
		// project directory (LINK-001).
		for i, l := range doc.Links {
			t, ok := strings.CutPrefix(strings.TrimSpace(l.Target), mdcScheme)
			switch {
			case !ok:
			case isRuleDocument(t):
				imports = append(imports, Import{Target: mdcScheme + t, Line: l.Line})
			default:
				doc.Links[i].Resolved = resolveLink(from, t)
			}
		}
	}
	if len(imports) == 0 {
		return
	}
	doc.Imports = imports
	for i := range doc.Imports {
		doc.Imports[i].Resolved = resolveLink(from, strings.TrimPrefix(doc.Imports[i].Target, mdcScheme))
	}
	doc.ImportOnly = true
	for l := doc.BodyStart; l <= len(doc.Lines); l++ {
		s := strings.TrimSpace(doc.Lines[l-1])
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		s = mdcLinkRe.ReplaceAllString(s, "")
		rest := strings.TrimSpace(importRe.ReplaceAllString(" "+strings.TrimLeft(s, "-*+ "), ""))
		if rest != "" {
			doc.ImportOnly = false
			return
		}
	}
}

// mdcScheme marks a Cursor file reference written as a link.
const mdcScheme = "mdc:"

// mdcLinkRe finds a whole "[name](mdc:path)" link in a line.
var mdcLinkRe = regexp.MustCompile(`\[[^\]]*\]\(mdc:[^)]*\)`)

// isRuleDocument reports whether a link target names a file canon reads
// as a document (Markdown, a Cursor rule), ignoring any #anchor or ?query.
func isRuleDocument(target string) bool {
	if i := strings.IndexAny(target, "#?"); i >= 0 {
		target = target[:i]
	}
	switch strings.ToLower(path.Ext(target)) {
	case ".md", ".mdc", ".markdown":
		return true
	}
	return false
}

// Written is the import as the file writes it: "@path", or "mdc:path" for
// a Cursor link, for messages that name it.
func (im Import) Written() string {
	if strings.HasPrefix(im.Target, mdcScheme) {
		return im.Target
	}
	return "@" + im.Target
}
