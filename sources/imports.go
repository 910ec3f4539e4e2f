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
		if !strings.ContainsAny(target, "./") || strings.HasPrefix(target, "~") {
			continue
		}
		d.imports = append(d.imports, Import{Target: target, Line: d.lineOf(t.Segment.Start + m[2])})
	}
}

// resolveImports resolves the imports of a rule file at docPath and tells
// whether its body is nothing but imports and headings. Claude Code reads
// an import relative to the file that holds it; Cursor reads an "@path" of
// a .cursor/rules file as it reads one in chat, relative to the project
// (temporal's .cursor/rules/review.mdc says "@.github/copilot-instructions.md").
func resolveImports(doc *Document, md *mdDoc) {
	if len(md.imports) == 0 {
		return
	}
	doc.Imports = md.imports
	from := doc.Path
	if dir, ok := anchorOf(doc.Path, ".cursor", "rules"); ok {
		from = path.Join(dir, path.Base(doc.Path)) // as if it sat in its project directory
	}
	for i := range doc.Imports {
		doc.Imports[i].Resolved = resolveLink(from, doc.Imports[i].Target)
	}
	doc.ImportOnly = true
	for l := doc.BodyStart; l <= len(doc.Lines); l++ {
		s := strings.TrimSpace(doc.Lines[l-1])
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		rest := strings.TrimSpace(importRe.ReplaceAllString(" "+strings.TrimLeft(s, "-*+ "), ""))
		if rest != "" {
			doc.ImportOnly = false
			return
		}
	}
}
