package sources

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/canon-kg/canon/internal/testutil"
)

// corpusSeeds calls add for up to n files of the corpora (when present)
// whose lower-cased name ends in one of exts, under 64 KB, in path order.
func corpusSeeds(f *testing.F, exts []string, n int, add func(p string, data []byte)) {
	dir := testutil.FindCorpora(f)
	if dir == "" {
		return
	}
	count := 0
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error { // the callback skips errors: WalkDir cannot fail
		if err != nil || count >= n {
			return filepath.SkipDir
		}
		lower := strings.ToLower(p)
		if d.IsDir() || !slices.ContainsFunc(exts, func(e string) bool { return strings.HasSuffix(lower, e) }) {
			return nil
		}
		if info, err := d.Info(); err != nil || info.Size() > 64<<10 {
			return nil
		}
		if data, err := os.ReadFile(p); err == nil {
			add(p, data)
			count++
		}
		return nil
	})
}

// archiveSeeds calls add for the files of the testdata archive name whose
// path ends in one of exts.
func archiveSeeds(f *testing.F, name string, exts []string, add func(p string, data []byte)) {
	for p, data := range loadArchive(f, name) {
		if slices.ContainsFunc(exts, func(e string) bool { return strings.HasSuffix(strings.ToLower(p), e) }) {
			add(p, data)
		}
	}
}

var fuzzLimits = Limits{AliasNodes: 1000, Records: 50, Rules: 50, Depth: 16}

// checkSoT checks what a source-of-truth parser returned for text.
func checkSoT(t *testing.T, text string, recs []Record, err error, sentinel error) {
	t.Helper()
	if err != nil {
		if !errors.Is(err, sentinel) && !errors.Is(err, ErrLimit) {
			t.Fatalf("error %v wraps neither %v nor ErrLimit", err, sentinel)
		}
		var pe *posError
		if errors.As(err, &pe) && pe.line < 0 {
			t.Fatalf("error at line %d", pe.line)
		}
		return
	}
	if len(recs) > fuzzLimits.Records {
		t.Fatalf("%d records over the limit %d", len(recs), fuzzLimits.Records)
	}
	lines := strings.Count(text, "\n") + 1
	for _, r := range recs {
		if r.Line < 1 || r.Line > lines {
			t.Fatalf("record at line %d of %d", r.Line, lines)
		}
		for k, l := range r.Lines {
			if l < 1 || l > lines {
				t.Fatalf("field %q at line %d of %d", k, l, lines)
			}
		}
	}
}

func FuzzCSV(f *testing.F) {
	add := func(_ string, data []byte) { f.Add(string(data)) }
	archiveSeeds(f, "sot", []string{".csv"}, add)
	corpusSeeds(f, []string{".csv"}, 40, add)
	f.Add("id,a\n1,\"x\ny\"\n2,3,4\n")
	f.Fuzz(func(t *testing.T, text string) {
		text = normaliseNewlines(text) // as Parse does first
		recs, err := parseCSV(newWork(context.Background(), fuzzLimits), "f.csv", text)
		checkSoT(t, text, recs, err, ErrCSV)
	})
}

func FuzzYAMLRecords(f *testing.F) {
	add := func(_ string, data []byte) { f.Add(string(data)) }
	archiveSeeds(f, "sot", []string{".yaml", ".yml"}, add)
	corpusSeeds(f, []string{".yaml", ".yml"}, 40, add)
	f.Add("a: &a {b: 1, c: [1, 2]}\nd: {e: *a, f: [*a, *a]}\n")
	f.Add("- &x [*x]\n")
	f.Fuzz(func(t *testing.T, text string) {
		text = normaliseNewlines(text) // as Parse does first
		recs, err := parseYAMLRecords(newWork(context.Background(), fuzzLimits), "f.yaml", text)
		checkSoT(t, text, recs, err, ErrYAML)
	})
}

// ruleLines are the list items of the rule archives and corpora, one per
// seed, for the tag and status fuzzers.
func ruleLines(f *testing.F, archive string, exts []string, keep func(string) bool) []string {
	var out []string
	add := func(_ string, data []byte) {
		for _, l := range strings.Split(string(data), "\n") {
			if keep(l) && len(out) < 400 {
				out = append(out, l)
			}
		}
	}
	archiveSeeds(f, archive, exts, add)
	corpusSeeds(f, exts, 60, add)
	return out
}

func FuzzTags(f *testing.F) {
	for _, l := range ruleLines(f, "rules", []string{".md", ".mdc"}, func(l string) bool {
		return strings.ContainsAny(l, "(@#[:")
	}) {
		f.Add(l)
	}
	f.Add("Never log tokens (critical) @security #security [bash] scope:**/*.go verify:lint priority:999999 `#notatag` see a@b.io")
	f.Fuzz(func(t *testing.T, raw string) {
		text, tg := extractTags(raw)
		if len(text) > len(raw) {
			t.Fatalf("text %q longer than %q", text, raw)
		}
		if utf8.ValidString(raw) && !utf8.ValidString(text) {
			t.Fatalf("text %q of valid input is not UTF-8", text)
		}
		if tg.priority < 0 || tg.priority > 999_999 || tg.hasPriority && !strings.Contains(strings.ToLower(raw), "priority:") {
			t.Fatalf("priority %d (set %v) from %q", tg.priority, tg.hasPriority, raw)
		}
		switch tg.risk {
		case "", "critical", "high", "medium", "low", "info":
		default:
			t.Fatalf("risk %q from %q", tg.risk, raw)
		}
	})
}

func FuzzADRStatus(f *testing.F) {
	for _, l := range ruleLines(f, "adr", []string{".md"}, func(l string) bool {
		return strings.Contains(strings.ToLower(l), "status") || strings.HasPrefix(l, "Accepted") || strings.HasPrefix(l, "Proposed")
	}) {
		f.Add(l)
	}
	f.Add("Status: not accepted (superseded by [ADR-12](0012.md))")
	f.Add("{Proposed | Accepted | Deprecated}")
	f.Add("Accpeted")
	f.Fuzz(func(t *testing.T, raw string) {
		switch s := normaliseStatus(raw); s {
		case "", "proposed", "accepted", "deprecated", "superseded", "rejected":
		default:
			t.Fatalf("status %q from %q", s, raw)
		}
	})
}
