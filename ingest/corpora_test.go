package ingest

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/index"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/vocabulary"
)

// corpusRoots are the governance corpora ingested as roots (BEIR SciFact is
// not Markdown and has its own evaluation).
func corpusRoots(dir string) []string {
	var roots []string
	for _, c := range []string{"adr", "sop", "rules", "structured"} {
		roots = append(roots, filepath.Join(dir, c))
	}
	return roots
}

// treeSize returns the number of regular files and bytes under roots.
func treeSize(t testing.TB, roots []string) (int, int64) {
	t.Helper()
	n, size := 0, int64(0)
	for _, r := range roots {
		_ = filepath.Walk(r, func(_ string, info os.FileInfo, err error) error { // the callback returns nil: Walk cannot fail
			if err == nil && info.Mode().IsRegular() {
				n++
				size += info.Size()
			}
			return nil
		})
	}
	return n, size
}

// TestRun_Corpora ingests every governance corpus under ../shared/corpora
// and checks the acceptance points of the ingest spine, printing the
// figures: no file fails the run; at least 90% of ADR files yield a status;
// every .mdc with globs/alwaysApply in its front matter yields them; every
// kep.yaml yields its record; every chunk points at the lines it claims; an
// unchanged re-run writes nothing and is at least 10x faster; the same tree
// ingested into fresh stores gives the same quads and chunks.
func TestRun_Corpora(t *testing.T) {
	dir := testutil.Corpora(t)
	if testing.Short() {
		t.Skip("slow: ingests the public corpora")
	}
	ctx := context.Background()
	roots := corpusRoots(dir)
	data := filepath.Join(t.TempDir(), "data")
	opt := Options{Roots: roots, Data: datadir.Dir(data), LockTimeout: time.Second}
	first, err := Run(ctx, opt)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	t.Logf("first run: %d files, %d failed, %d rules, %d chunks, %d quads, %s; kinds %v",
		first.Seen, first.Failed, first.Rules, first.Chunks, first.Quads, first.Duration.Round(time.Millisecond), first.Kinds)
	for _, f := range first.Failures {
		t.Logf("not ingested: %s", f)
	}
	if first.Failed > first.Seen/100 {
		t.Errorf("%d of %d files failed", first.Failed, first.Seen)
	}
	qs, cs := snapshot(t, data)

	// ADR status ratio, counted over ADR-kind documents of the adr corpus
	// except indexes, READMEs and templates.
	kind, status := map[string]string{}, map[string]bool{}
	globs, always := map[string]bool{}, map[string]bool{}
	records := map[string][]string{}
	for _, q := range qs {
		switch q.Predicate {
		case "source.doc.kind":
			kind[q.Subject] = q.Object
		case "adr.status":
			status[q.Subject] = true
		case "source.doc.applies_to":
			globs[q.Subject] = true
		case "source.doc.always_apply":
			always[q.Subject] = true
		case vocabulary.SoTRecords:
			rs, err := vocabulary.DecodeRecords(q.Object)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range rs {
				doc := "doc:" + strings.TrimPrefix(q.Subject, "sot:")
				records[doc] = append(records[doc], r.Key)
			}
		}
	}
	adrs, withStatus := 0, 0
	for node, k := range kind {
		p := strings.TrimPrefix(node, "doc:")
		base := strings.ToLower(filepath.Base(p))
		if k != "adr" || rootFor(t, roots, p) != filepath.Join(dir, "adr") ||
			strings.Contains(base, "readme") || strings.Contains(base, "index") || strings.Contains(base, "template") {
			continue
		}
		adrs++
		if status[node] {
			withStatus++
		}
	}
	ratio := float64(withStatus) / float64(max(adrs, 1))
	t.Logf("ADR status: %d of %d ADR files (%.3f)", withStatus, adrs, ratio)
	if adrs < 400 || ratio < 0.90 {
		t.Errorf("ADR status ratio %.3f over %d files, want >= 0.90", ratio, adrs)
	}

	// .mdc front matter: every file whose front matter names globs or
	// alwaysApply has them in the graph.
	mdc, mdcGlobs, mdcGlobsOK, mdcAlways, mdcAlwaysOK := 0, 0, 0, 0, 0
	rulesDir := filepath.Join(dir, "rules")
	_ = filepath.WalkDir(rulesDir, func(p string, d fs.DirEntry, err error) error { // the callback returns nil: WalkDir cannot fail
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".mdc") {
			return nil
		}
		mdc++
		rel, _ := filepath.Rel(rulesDir, p)
		node := "doc:" + filepath.ToSlash(rel)
		fm := frontMatterKeys(t, p)
		if v, ok := fm["globs"]; ok && strings.Trim(v, `"' []`) != "" {
			mdcGlobs++
			if globs[node] {
				mdcGlobsOK++
			} else {
				t.Errorf("%s: globs %q not in the graph", rel, v)
			}
		}
		if _, ok := fm["alwaysApply"]; ok {
			mdcAlways++
			if always[node] {
				mdcAlwaysOK++
			}
		}
		return nil
	})
	t.Logf(".mdc: %d files; globs %d/%d; alwaysApply %d/%d", mdc, mdcGlobsOK, mdcGlobs, mdcAlwaysOK, mdcAlways)
	if mdcGlobs < 1000 || mdcGlobsOK != mdcGlobs || mdcAlwaysOK != mdcAlways {
		t.Errorf(".mdc front matter not all in the graph")
	}

	// kep.yaml: each yields its record, keyed by the KEP number.
	keps, kepsOK := 0, 0
	for node, k := range kind {
		if k != "sot" || !strings.HasSuffix(node, "/kep.yaml") {
			continue
		}
		keps++
		num := strings.SplitN(filepath.Base(filepath.Dir(node)), "-", 2)[0]
		if r := records[node]; len(r) == 1 && strings.TrimLeft(r[0], "0") == strings.TrimLeft(num, "0") {
			kepsOK++
		} else {
			t.Errorf("%s: records %v, want [%s]", node, r, num)
		}
	}
	t.Logf("kep.yaml: %d of %d yield their record", kepsOK, keps)
	if keps != 301 {
		t.Errorf("%d kep.yaml files, want 301", keps)
	}

	// Every chunk's text is the lines it claims.
	byRoot := map[string][]index.Chunk{}
	for _, c := range cs {
		r := rootFor(t, roots, c.Path)
		byRoot[r] = append(byRoot[r], c)
	}
	for r, rcs := range byRoot {
		checkChunkLines(t, r, rcs)
	}
	t.Logf("chunks: %d, each matching its file's lines", len(cs))

	// Unchanged re-run.
	second, err := Run(ctx, opt)
	if err != nil {
		t.Fatal(err)
	}
	speedup := float64(first.Duration) / float64(second.Duration)
	t.Logf("unchanged re-run: %s (%.0fx faster), %d written", second.Duration.Round(time.Millisecond), speedup, second.Changed())
	if second.Changed() != 0 || second.Deleted != 0 || second.Quads != 0 {
		t.Errorf("unchanged re-run wrote: %+v", second)
	}
	if speedup < 10 {
		t.Errorf("re-run only %.1fx faster", speedup)
	}

	// The same tree into fresh stores gives the same graph and index.
	data2 := filepath.Join(t.TempDir(), "data")
	opt2 := opt
	opt2.Data = datadir.Dir(data2)
	opt2.Workers = 1
	if _, err := Run(ctx, opt2); err != nil {
		t.Fatal(err)
	}
	qs2, cs2 := snapshot(t, data2)
	if !slices.Equal(qs, qs2) {
		t.Errorf("graph differs between two fresh ingests: %d vs %d quads", len(qs), len(qs2))
	}
	if !slices.EqualFunc(cs, cs2, func(a, b index.Chunk) bool { return cmp.Equal(a, b) }) {
		t.Errorf("index differs between two fresh ingests: %d vs %d chunks", len(cs), len(cs2))
	}
}

// rootFor returns the root holding the root-relative path p.
func rootFor(t testing.TB, roots []string, p string) string {
	for _, r := range roots {
		if _, err := os.Stat(filepath.Join(r, filepath.FromSlash(p))); err == nil {
			return r
		}
	}
	t.Fatalf("no root holds %s", p)
	return ""
}

// frontMatterKeys reads the top-level keys of a file's front matter with a
// plain line reader, independent of the parser under test.
func frontMatterKeys(t testing.TB, path string) map[string]string {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n")
	out := map[string]string{}
	if len(lines) == 0 || strings.TrimSpace(lines[0]) != "---" {
		return out
	}
	for _, l := range lines[1:] {
		if strings.TrimSpace(l) == "---" {
			break
		}
		if k, v, ok := strings.Cut(l, ":"); ok && !strings.HasPrefix(k, " ") && !strings.HasPrefix(k, "\t") {
			out[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
	return out
}
