package sources

import (
	"context"
	"errors"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/canon-kg/canon/internal/testutil"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/sourcegraph/conc/iter"
)

// corpusRoots lists one root per source repository of a corpus.
func corpusRoots(t testing.TB, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatalf("read %s: %v", dir, err)
	}
	var roots []string
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		p := filepath.Join(dir, e.Name())
		if e.Name() == "real-repos" || e.Name() == "PatrickJS__awesome-cursorrules" {
			roots = append(roots, corpusRoots(t, p)...)
			continue
		}
		roots = append(roots, p)
	}
	return roots
}

type parsed struct {
	file File
	doc  *Document
	err  error
	raw  []byte
}

func parseCorpus(t *testing.T, name string) []parsed {
	t.Helper()
	dir := filepath.Join(testutil.Corpora(t), name)
	files, errs := Discover(context.Background(), corpusRoots(t, dir), Options{})
	for _, err := range errs {
		t.Errorf("discover %s: %v", name, err)
	}
	return iter.Map(files, func(f *File) parsed {
		data, err := os.ReadFile(f.Abs)
		if err != nil {
			return parsed{file: *f, err: err}
		}
		doc, err := Parse(*f, data, ParseOptions{})
		if err == nil {
			checkInvariants(t, doc)
		}
		return parsed{file: *f, doc: doc, err: err, raw: data}
	})
}

// checkInvariants reports sections, blocks, links and rules outside the
// file or out of order.
func checkInvariants(t testing.TB, d *Document) {
	t.Helper()
	n := len(d.Lines)
	if len(d.Sections) == 0 || d.Sections[0].Level != 0 {
		t.Errorf("%s: no preamble section", d.Path)
		return
	}
	prevEnd := d.BodyStart - 1
	for i, s := range d.Sections {
		if s.Start != prevEnd+1 || s.End < s.Start-1 || s.End > n || s.TreeEnd < s.End || s.TreeEnd > n {
			t.Errorf("%s: section %d %q lines %d..%d tree %d (prev end %d, %d lines)", d.Path, i, s.Heading, s.Start, s.End, s.TreeEnd, prevEnd, n)
		}
		if s.Parent >= i || (i > 0 && s.Parent >= 0 && d.Sections[s.Parent].Level >= s.Level) {
			t.Errorf("%s: section %d parent %d", d.Path, i, s.Parent)
		}
		prevEnd = s.End
	}
	prev := 0
	for _, b := range d.Blocks {
		if b.Start <= prev || b.End < b.Start || b.End > n || b.Start < d.BodyStart {
			t.Errorf("%s: block %s %d..%d after %d (%d lines)", d.Path, b.Kind, b.Start, b.End, prev, n)
		}
		prev = b.End
	}
	for _, l := range d.Links {
		if l.Line < d.BodyStart || l.Line > n {
			t.Errorf("%s: link %q line %d", d.Path, l.Target, l.Line)
		}
	}
	for _, r := range d.Rules {
		if r.Line < d.BodyStart || r.EndLine < r.Line || r.EndLine > n || r.ID == "" {
			t.Errorf("%s: rule %s lines %d..%d", d.Path, r.ID, r.Line, r.EndLine)
		}
	}
}

func kindCounts(ps []parsed) map[Kind]int {
	c := map[Kind]int{}
	for _, p := range ps {
		if p.doc != nil {
			c[p.doc.Kind]++
		}
	}
	return c
}

// logErrors lists the parse errors and checks that each is a *ParseError
// naming the file (with a line for front-matter errors).
func logErrors(t *testing.T, ps []parsed) int {
	n := 0
	for _, p := range ps {
		if p.err == nil {
			continue
		}
		n++
		t.Logf("parse error: %s: %v", filepath.Base(p.file.Root), p.err)
		var pe *ParseError
		if !errors.As(p.err, &pe) || pe.Path != p.file.Path || (errors.Is(p.err, ErrFrontMatter) && pe.Line < 2) {
			t.Errorf("%s: error %v is not a positioned *ParseError", p.file.Path, p.err)
		}
	}
	return n
}

func TestCorpus_ADR(t *testing.T) {
	ps := parseCorpus(t, "adr")
	nerr := logErrors(t, ps)
	withStatus, total := 0, 0
	for _, p := range ps {
		if p.doc == nil || p.doc.Kind != KindADR {
			continue
		}
		base := strings.ToLower(path.Base(p.doc.Path))
		if isIndexName(base) || isTemplatePath(strings.ToLower(p.doc.Path)) || strings.HasPrefix(base, "licen") {
			continue
		}
		total++
		if p.doc.ADR.Status != "" {
			withStatus++
		} else {
			t.Logf("no status: %s/%s raw=%q", filepath.Base(p.file.Root), p.doc.Path, p.doc.ADR.StatusRaw)
		}
	}
	ratio := float64(withStatus) / float64(max(total, 1))
	t.Logf("adr corpus: %d files, kinds %v, %d parse errors", len(ps), kindCounts(ps), nerr)
	t.Logf("ADR status ratio: %d/%d = %.3f (denominator: ADR-kind files except README/index/template/LICENSE names)", withStatus, total, ratio)
	if total < 400 || ratio < 0.90 {
		t.Errorf("ADR status ratio %d/%d = %.3f, want >= 0.90 over >= 400 ADRs", withStatus, total, ratio)
	}
	if nerr > 0 {
		t.Errorf("%d ADR corpus files failed to parse", nerr)
	}
}

func TestCorpus_SOP(t *testing.T) {
	ps := parseCorpus(t, "sop")
	nerr := logErrors(t, ps)
	t.Logf("sop corpus: %d files, kinds %v, %d parse errors", len(ps), kindCounts(ps), nerr)
	if nerr > len(ps)/100 {
		t.Errorf("%d of %d SOP corpus files failed to parse", nerr, len(ps))
	}
	withTitle := 0
	for _, p := range ps {
		if p.doc != nil && p.doc.Meta != nil && p.doc.Title == metaString(p.doc.Meta, "title") && p.doc.Title != "" {
			withTitle++
		}
	}
	if withTitle < len(ps)/2 {
		t.Errorf("only %d of %d SOP pages took their front-matter title", withTitle, len(ps))
	}
}

var globTokenRe = regexp.MustCompile(`(?:[^,{}]|\{[^}]*\})+`)

var globsLineRe = regexp.MustCompile(`^globs:\s*(.*)$`)

// expectedGlobs reads the globs key of an .mdc front matter independently
// of the parser: the value after "globs:" split at commas, or the "- x"
// lines below it.
func expectedGlobs(raw []byte) (bool, []string) {
	lines := strings.Split(strings.ReplaceAll(string(raw), "\r\n", "\n"), "\n")
	if len(lines) == 0 || strings.TrimSpace(lines[0]) != "---" {
		return false, nil
	}
	for i := 1; i < len(lines) && strings.TrimSpace(lines[i]) != "---"; i++ {
		m := globsLineRe.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		var out []string
		v := strings.TrimSpace(m[1])
		v = strings.TrimSuffix(strings.TrimPrefix(v, "["), "]")
		for _, g := range globTokenRe.FindAllString(v, -1) {
			g = strings.Trim(strings.TrimSpace(g), `"'`)
			if g != "" {
				out = append(out, g)
			}
		}
		for j := i + 1; v == "" && j < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[j]), "- "); j++ {
			out = append(out, strings.Trim(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(lines[j]), "- ")), `"'`))
		}
		return true, out
	}
	return false, nil
}

func TestCorpus_Rules(t *testing.T) {
	ps := parseCorpus(t, "rules")
	nerr := logErrors(t, ps)
	t.Logf("rules corpus: %d files, kinds %v, %d parse errors", len(ps), kindCounts(ps), nerr)
	if nerr > len(ps)/100 {
		t.Errorf("%d of %d rule corpus files failed to parse", nerr, len(ps))
	}
	withKey, parsedOK, rules, constitution, mdc := 0, 0, 0, 0, 0
	formats := map[string]int{}
	for _, p := range ps {
		if p.doc == nil {
			continue
		}
		rules += len(p.doc.Rules)
		for _, r := range p.doc.Rules {
			if r.Constitution {
				constitution++
			}
		}
		if p.doc.RuleFile != nil {
			formats[p.doc.RuleFile.Format]++
		}
		if !strings.HasSuffix(p.doc.Path, ".mdc") {
			continue
		}
		mdc++
		has, want := expectedGlobs(p.raw)
		if !has {
			continue
		}
		withKey++
		// A nested project's .cursor/rules globs are relative to that
		// project; a rule kept outside any .cursor/rules folder (the
		// catalogues') is its directory's.
		project := ""
		if i := strings.Index(p.doc.Path, "/.cursor/rules/"); i > 0 {
			project = p.doc.Path[:i]
		} else if !strings.HasPrefix(p.doc.Path, ".cursor/rules/") && path.Dir(p.doc.Path) != "." {
			project = path.Dir(p.doc.Path)
		}
		if project != "" {
			for j, g := range want {
				want[j] = project + "/" + strings.TrimPrefix(strings.TrimPrefix(g, "./"), "/")
			}
		}
		if cmp.Equal(want, p.doc.RuleFile.Globs, cmpopts.EquateEmpty()) {
			parsedOK++
		} else {
			t.Errorf("%s: globs %q, want %q", p.doc.Path, p.doc.RuleFile.Globs, want)
		}
	}
	t.Logf("rule formats %v; %d rules, %d constitution", formats, rules, constitution)
	t.Logf(".mdc files %d: globs key present in %d, parsed to the expected list in %d", mdc, withKey, parsedOK)
	if withKey == 0 || parsedOK != withKey {
		t.Errorf(".mdc globs parsed %d of %d", parsedOK, withKey)
	}
}

var kepDirRe = regexp.MustCompile(`/(\d+)-[^/]+/kep\.yaml$`)

func TestCorpus_Structured(t *testing.T) {
	ps := parseCorpus(t, "structured")
	nerr := logErrors(t, ps)
	t.Logf("structured corpus: %d files, kinds %v, %d parse errors", len(ps), kindCounts(ps), nerr)
	if nerr > 0 {
		t.Errorf("%d structured corpus files failed to parse", nerr)
	}
	keps, ok, csvRecords := 0, 0, 0
	for _, p := range ps {
		if p.doc == nil {
			continue
		}
		if strings.HasSuffix(p.doc.Path, ".csv") {
			csvRecords += len(p.doc.Records)
		}
		m := kepDirRe.FindStringSubmatch("/" + p.doc.Path)
		if m == nil {
			continue
		}
		keps++
		if len(p.doc.Records) == 1 && p.doc.Records[0].Key == m[1] && p.doc.Records[0].Fields["kep-number"] == m[1] &&
			p.doc.Records[0].Lines["kep-number"] > 0 {
			ok++
		} else {
			t.Errorf("%s: records %d, want one keyed %s", p.doc.Path, len(p.doc.Records), m[1])
		}
	}
	t.Logf("kep.yaml: %d, keyed by their kep-number: %d; CSV records: %d", keps, ok, csvRecords)
	if keps < 300 || ok != keps || csvRecords < 300 {
		t.Errorf("kep.yaml keyed %d of %d, csv records %d", ok, keps, csvRecords)
	}
}
