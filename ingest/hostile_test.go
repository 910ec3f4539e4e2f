package ingest

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/finding"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/sources"
)

// TestRun_HostileFiles: a bad file name, an alias bomb, a deeply nested list
// and a CSV over the record limit are each reported with their path (and
// line) and skipped; every other file is stored, and the next run is clean.
func TestRun_HostileFiles(t *testing.T) {
	root := t.TempDir()
	bomb := "a0: &a0 {k0: x, k1: x, k2: x, k3: x, k4: x, k5: x, k6: x, k7: x, k8: x, k9: x}\n"
	for l := 1; l <= 6; l++ {
		bomb += "a" + string(rune('0'+l)) + ": &a" + string(rune('0'+l)) + " {"
		for i := range 10 {
			bomb += "k" + string(rune('0'+i)) + ": *a" + string(rune('0'+l-1)) + ", "
		}
		bomb += "}\n"
	}
	var nest, rows strings.Builder
	nest.WriteString("# N\n\n")
	for i := range 3000 {
		nest.WriteString(strings.Repeat("  ", i) + "- item\n")
	}
	rows.WriteString("id,name\n")
	for i := range 200 {
		rows.WriteString(strings.Repeat("9", 1+i%5) + ",n\n")
	}
	for p, body := range map[string]string{
		"ok.md": "# OK\n\n- Always write tests.\n", "x\xffy.md": "# bad name\n",
		"bomb.yaml": bomb, "nest.md": nest.String(), "big.csv": rows.String(),
	} {
		testutil.WriteFile(t, root, p, []byte(body))
	}
	data := filepath.Join(t.TempDir(), "data")
	opt := options(root, data)
	opt.Parse.Limits = sources.Limits{Records: 100}
	s := mustRun(t, opt)
	var got []string
	for _, f := range s.Failures {
		got = append(got, f.String())
	}
	want := []string{
		filepath.Join(root, `x\xffy.md`) + ": " + sources.ErrInvalidName.Error(),
		"big.csv:102: sources: resource limit exceeded: more than 100 records",
		"bomb.yaml:4: sources: resource limit exceeded: more than 10000 YAML nodes reached through aliases",
		"nest.md:67: sources: resource limit exceeded: lists or block quotes nested more than 64 levels",
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("failures\n%q\nwant\n%q", got, want)
	}
	if s.Added != 1 || s.TotalDocs != 1 {
		t.Errorf("added %d, total %d; want ok.md alone", s.Added, s.TotalDocs)
	}
	for _, f := range s.Failures {
		if f.Line == 0 && !strings.HasSuffix(f.Err, sources.ErrInvalidName.Error()) {
			t.Errorf("%s: no line", f)
		}
	}
	s2 := mustRun(t, opt)
	if s2.Unchanged != 1 || s2.Changed() != 0 || s2.Failed != 3 {
		t.Errorf("second run: %+v", s2)
	}
}

// TestRun_FileTimeBudget: a file whose work exceeds the time budget is
// reported and not stored; the others are.
func TestRun_FileTimeBudget(t *testing.T) {
	root := t.TempDir()
	var rules strings.Builder
	rules.WriteString("# Rules\n\n")
	for i := range 3000 {
		rules.WriteString("- Always check item " + strings.Repeat("x", i%7) + " before merging.\n")
	}
	testutil.WriteFile(t, root, "AGENTS.md", []byte(rules.String()))
	data := filepath.Join(t.TempDir(), "data")
	opt := options(root, data)
	opt.Parse.Limits = sources.Limits{FileTime: time.Microsecond}
	s := mustRun(t, opt)
	if s.Failed != 1 || s.TotalDocs != 0 || !strings.Contains(s.Failures[0].Err, "work time budget 1µs spent") {
		t.Errorf("failed %d, stored %d, failures %v; want AGENTS.md over its budget", s.Failed, s.TotalDocs, s.Failures)
	}
}

// A symbolic link to nothing (a CLAUDE.md whose AGENTS.md is gone) is
// reported at the link, the file a user fixes, not at its target; it is a
// finding of the run, and every other file is stored.
func TestRun_danglingLinkNamed(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Rules\n\n- Always run the linter.\n"))
	if err := os.MkdirAll(filepath.Join(root, "ee"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("AGENTS.md", filepath.Join(root, "ee", "CLAUDE.md")); err != nil {
		t.Skipf("symlinks unsupported: %v", err)
	}
	s := mustRun(t, options(root, filepath.Join(t.TempDir(), "data")))
	var got []string
	for _, f := range s.Failures {
		got = append(got, f.String())
	}
	if want := []string{filepath.Join(root, "ee", "CLAUDE.md") + ": symbolic link to AGENTS.md, which does not exist"}; !slices.Equal(got, want) {
		t.Errorf("failures %q, want %q", got, want)
	}
	var findings []string
	for _, f := range s.Findings {
		findings = append(findings, f.Rule+" "+f.Path)
	}
	if !slices.Contains(findings, "FILE-001 ee/CLAUDE.md") || s.Status != finding.StatusNeedsReview {
		t.Errorf("findings %q, status %s; want FILE-001 at ee/CLAUDE.md", findings, s.Status)
	}
	if s.TotalDocs != 1 {
		t.Errorf("%d documents stored, want AGENTS.md", s.TotalDocs)
	}
}
