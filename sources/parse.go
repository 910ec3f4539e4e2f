package sources

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"path"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Parse parses the bytes of the discovered file f into a Document. It never
// panics on any input; a file it cannot parse yields a *ParseError (with the
// root-relative path and, where known, the line) wrapping ErrTooLarge,
// ErrBinary, ErrInvalidUTF8, ErrFrontMatter, ErrCSV or ErrYAML. A UTF-8 byte
// order mark is removed; line ends are "\n", "\r\n" or a lone "\r", as in
// CommonMark and editors (so "a\r\r\n" is two lines), and every line number
// counts them that way. The front matter of
// .cursorrules, .windsurfrules and .clinerules files is not interpreted, and
// the front matter of an agent rule or skill file that is not valid YAML
// (Cursor writes "globs: *.ts"; skill descriptions hold ": ") is read
// leniently as key: value lines, recorded in Document.LenientFrontMatter.
func Parse(f File, data []byte, opt ParseOptions) (*Document, error) {
	return ParseContext(context.Background(), f, data, opt)
}

// ParseContext is Parse that stops with ctx's error once ctx is done, and
// rejects a file that exceeds opt.Limits with a *ParseError wrapping
// ErrLimit at the line where the limit was crossed.
func ParseContext(ctx context.Context, f File, data []byte, opt ParseOptions) (*Document, error) {
	fail := func(line int, err error) (*Document, error) {
		return nil, &ParseError{Path: f.Path, Line: line, Err: err}
	}
	w := newWork(ctx, opt.Limits)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	text, err := checkedText(f, data, opt)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(data)
	doc := &Document{
		Path: f.Path, Root: f.Root, Hash: hex.EncodeToString(sum[:]),
		Lines: splitLines(text), BodyStart: 1,
	}
	lower := strings.ToLower(f.Path)
	switch path.Ext(lower) {
	case ".csv", ".yaml", ".yml":
		return parseSoT(w, doc, lower, text)
	}
	fm, lenient, err := documentFrontMatter(f, text)
	if err != nil {
		return nil, err
	}
	doc.LenientFrontMatter, doc.RepeatedKeys = lenient, fm.repeated
	if fm.present {
		doc.Meta, doc.MetaLines, doc.BodyStart = fm.meta, fm.lines, fm.bodyStart
	}
	body := []byte(text[fm.bodyOff:])
	if depth, line := markdownDepth(body, w.lim.Depth); depth > w.lim.Depth {
		return fail(fm.bodyStart+line-1, fmt.Errorf("%w: lists or block quotes nested more than %d levels", ErrLimit, w.lim.Depth))
	}
	md := parseMarkdown(body, fm.bodyStart, doc.Lines)
	doc.Kind = Classify(f.Path, doc.Meta, body)
	doc.Sections, doc.Blocks = md.sections, md.blocks
	doc.Links = md.links
	for i := range doc.Links {
		doc.Links[i].Resolved = resolveLink(f.Path, doc.Links[i].Target)
	}
	doc.Title = strings.TrimSpace(metaString(doc.Meta, "title"))
	if doc.Title == "" {
		doc.Title = md.firstH1
	}
	if doc.Title == "" {
		doc.Title = path.Base(f.Path)
	}
	resolvePageTitle(doc)
	rc := ruleContext{path: f.Path, kind: doc.Kind, md: md}
	switch doc.Kind {
	case KindRule, KindSkill:
		doc.RuleFile = buildRuleFile(f.Path, doc.Meta)
		rc.alwaysApply = doc.RuleFile.AlwaysApply
		if doc.Kind == KindRule {
			resolveImports(doc, md)
		}
	case KindSOP:
		doc.SOP = buildSOP(doc.Meta, md)
	case KindADR:
		doc.ADR = buildADR(f.Path, doc.Title, doc.Meta, fm, md)
	}
	doc.Rules = extractRules(rc)
	if rc.alwaysApply && len(doc.Rules) == 0 {
		doc.Rules = proseRule(rc, doc)
	}
	if len(doc.Rules) > w.lim.Rules {
		return fail(doc.Rules[w.lim.Rules].Line, fmt.Errorf("%w: more than %d rules", ErrLimit, w.lim.Rules))
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return doc, nil
}

// ReadFrontMatter returns the front matter of the Markdown file f (its
// bytes data) as Parse reads it into Document.Meta and MetaLines, without
// parsing the rest of the document: for readers that need only the front
// matter (staleness reads review dates from thousands of pages). The file is
// checked as Parse checks it first (size, binary, UTF-8), with the same
// errors; a body that Parse would reject later (nesting or rule limits) is
// not read, so its front matter is returned.
func ReadFrontMatter(f File, data []byte, opt ParseOptions) (meta map[string]any, lines map[string]int, err error) {
	text, err := checkedText(f, data, opt)
	if err != nil {
		return nil, nil, err
	}
	fm, _, err := documentFrontMatter(f, text)
	if err != nil || !fm.present {
		return nil, nil, err
	}
	return fm.meta, fm.lines, nil
}

// checkedText is data as text (byte order mark removed, line ends
// normalised) once it has passed Parse's first checks: size, NUL bytes,
// UTF-8.
func checkedText(f File, data []byte, opt ParseOptions) (string, error) {
	if limit := cmp.Or(opt.MaxSize, DefaultMaxSize); int64(len(data)) > limit {
		return "", &ParseError{Path: f.Path, Err: fmt.Errorf("%w: %d bytes, limit %d", ErrTooLarge, len(data), limit)}
	}
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return "", &ParseError{Path: f.Path, Line: lineAt(data, i), Err: ErrBinary}
	}
	if !utf8.Valid(data) {
		return "", &ParseError{Path: f.Path, Line: lineAt(data, firstInvalidUTF8(data)), Err: ErrInvalidUTF8}
	}
	return normaliseNewlines(strings.TrimPrefix(string(data), "\uFEFF")), nil
}

// documentFrontMatter reads the front matter of a Markdown document's
// text: not at all for the plain rule formats, leniently (with the strict
// reading's error as lenient) for an agent rule or skill file that is not
// valid YAML.
func documentFrontMatter(f File, text string) (fm frontMatter, lenient *ParseError, err error) {
	fm = frontMatter{bodyStart: 1}
	format := ruleFormat(f.Path)
	if plainRuleFormat(format) {
		return fm, nil, nil
	}
	fm, err = parseFrontMatter(text)
	if err == nil {
		return fm, nil, nil
	}
	var pe *posError
	if !errors.As(err, &pe) {
		return fm, nil, &ParseError{Path: f.Path, Err: err}
	}
	if format == "" {
		return fm, nil, &ParseError{Path: f.Path, Line: pe.line, Err: pe.err}
	}
	if format == "mdc" {
		// "globs: **/*.ts, src/**" is Cursor's own form (its rule editor
		// writes it; quoting it breaks Cursor's matching): not a fault.
		if native, ok := quoteCursorGlobs(text); ok {
			if nfm, err := parseFrontMatter(native); err == nil && nfm.bodyOff >= len(native)-len(text) {
				nfm.bodyOff -= len(native) - len(text) // the quotes are in the front matter, before the body
				return nfm, nil, nil
			}
		}
	}
	// The agents read a rule or skill file's front matter as "key: value"
	// lines ("globs: *.ts", "description: Use when: x"), which strict YAML
	// rejects: read it as they do and say so.
	content, first, fm, _ := splitFrontMatter(text)
	fm.meta, fm.lines = lenientFrontMatter(content, first)
	return fm, &ParseError{Path: f.Path, Line: pe.line, Err: pe.err}, nil
}

// cursorGlobsRe matches a front-matter line "globs: VALUE" whose value is
// neither quoted nor a YAML list.
var cursorGlobsRe = regexp.MustCompile(`(?m)^globs:[ \t]*([^\s"'\[\n][^\n]*?)[ \t]*$`)

// quoteCursorGlobs returns text with the value of its first "globs:" line
// single-quoted for YAML, and whether there was one to quote.
func quoteCursorGlobs(text string) (string, bool) {
	m := cursorGlobsRe.FindStringSubmatchIndex(text)
	if m == nil {
		return text, false
	}
	v := text[m[2]:m[3]]
	return text[:m[2]] + "'" + strings.ReplaceAll(v, "'", "''") + "'" + text[m[3]:], true
}

// parseSoT parses a CSV or YAML source of truth into records.
func parseSoT(w *work, doc *Document, lower, text string) (*Document, error) {
	doc.Kind = KindSoT
	doc.Title = path.Base(doc.Path)
	n := len(doc.Lines)
	doc.Sections = []Section{{Parent: -1, Start: 1, End: n, TreeEnd: n}}
	var err error
	if path.Ext(lower) == ".csv" {
		doc.Records, err = parseCSV(w, doc.Path, text)
	} else {
		doc.Records, err = parseYAMLRecords(w, doc.Path, text)
	}
	if err != nil {
		if ce := w.ctx.Err(); ce != nil && errors.Is(err, ce) {
			return nil, err // cancelled: not a fault of the file
		}
		line := 0
		var pe *posError
		if errors.As(err, &pe) {
			line, err = pe.line, pe.err
		}
		return nil, &ParseError{Path: doc.Path, Line: line, Err: err}
	}
	return doc, nil
}

// erbPageTitle matches the ERB expression Middleman pages (GOV.UK, MoJ)
// use as their first heading.
var erbPageTitle = regexp.MustCompile(`<%=\s*current_page\.data\.title\s*%>`)

// resolvePageTitle replaces the page-title ERB expression in headings with
// the document's title, so sections read as a reader sees them rendered.
func resolvePageTitle(doc *Document) {
	for i := range doc.Sections {
		s := &doc.Sections[i]
		s.Heading = erbPageTitle.ReplaceAllLiteralString(s.Heading, doc.Title)
		for j, h := range s.Path {
			s.Path[j] = erbPageTitle.ReplaceAllLiteralString(h, doc.Title)
		}
	}
}

// normaliseNewlines turns "\r\n" and lone "\r" line ends into "\n".
func normaliseNewlines(s string) string {
	if !strings.Contains(s, "\r") {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}

// splitLines splits text (newlines already normalised to "\n") into lines
// without terminators; a final line terminator does not start a new line.
func splitLines(text string) []string {
	if text == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(text, "\n"), "\n")
}

// lineAt is the 1-based line of byte offset i.
func lineAt(data []byte, i int) int {
	n := 1
	for j, c := range data[:i] {
		if c == '\n' || c == '\r' && (j+1 >= len(data) || data[j+1] != '\n') {
			n++
		}
	}
	return n
}

func firstInvalidUTF8(data []byte) int {
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return len(data)
}
