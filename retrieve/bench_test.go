package retrieve_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/model"
	"github.com/canon-kg/canon/retrieve"
)

// benchGenVersion names the generator in the cache directory: change it
// whenever the generated corpus changes.
const benchGenVersion = "v1"

// benchGen writes a synthetic governance corpus: guides, SOPs with front
// matter, ADRs with supersedes links and nested rule files with tagged
// rules, about eight chunks per file, in words drawn (Zipf) from the
// examples' vocabulary and a long tail of made-up terms.
type benchGen struct {
	r     *rand.Rand
	zipf  *rand.Zipf
	vocab []string
}

func newBenchGen(t testing.TB) *benchGen {
	seen := map[string]bool{}
	var vocab []string
	word := regexp.MustCompile(`[A-Za-z][a-z]{2,}`)
	err := filepath.WalkDir(testutil.Examples(t), func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".md") {
			return err
		}
		b, err := os.ReadFile(p)
		for _, w := range word.FindAllString(string(b), -1) {
			if w = strings.ToLower(w); !seen[w] {
				seen[w] = true
				vocab = append(vocab, w)
			}
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(vocab)
	r := rand.New(rand.NewPCG(7, 11))
	r.Shuffle(len(vocab), func(i, j int) { vocab[i], vocab[j] = vocab[j], vocab[i] })
	syll := []string{"ka", "lo", "mi", "ne", "ru", "sa", "te", "vo", "xi", "zu", "bar", "dor", "fen", "gil"}
	for i := 0; len(vocab) < 20000; i++ {
		vocab = append(vocab, syll[i%len(syll)]+syll[(i/len(syll))%len(syll)]+fmt.Sprint(i))
	}
	return &benchGen{r: r, zipf: rand.NewZipf(r, 1.1, 3, uint64(len(vocab)-1)), vocab: vocab}
}

func (g *benchGen) words(n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = g.vocab[g.zipf.Uint64()]
	}
	return strings.Join(w, " ")
}

var (
	risks    = []string{"(critical)", "(high)", "(medium)", "(low)", ""}
	domains  = []string{"@security", "@testing", "@performance", "@architecture", "@deployment", ""}
	intents  = []string{"#bug-fix", "#feature", "#refactor", "#security", "#testing", ""}
	severity = []string{"error", "warning", "info"}
	modals   = []string{"Never", "Always", "Must", "Do not", "Prefer to"}
)

// file returns the path and content of the i-th file.
func (g *benchGen) file(i int) (string, string) {
	var b strings.Builder
	svc := fmt.Sprintf("services/svc%04d", i/10)
	sections := func(names ...string) {
		for _, n := range names {
			fmt.Fprintf(&b, "\n## %s %s\n\n%s.\n", n, g.words(2), g.words(45+g.r.IntN(30)))
		}
	}
	switch i % 10 {
	case 0, 1, 2, 3:
		p := fmt.Sprintf("docs/guides/g%06d.md", i)
		fmt.Fprintf(&b, "# Guide %s\n\n%s.\n", g.words(4), g.words(30))
		sections("Overview", "Setup", "Usage", "Examples", "Troubleshooting", "Limits", "Reference")
		return p, b.String()
	case 4, 5:
		p := fmt.Sprintf("docs/sops/s%06d.md", i)
		fmt.Fprintf(&b, "---\ntitle: %s\ncategory: sop\napplies_to: \"%s/**\"\nseverity: %s\nsummary: %s.\n---\n\n# %s\n\n%s.\n\n## Requirements\n\n",
			g.words(4), svc, severity[i%3], g.words(14), g.words(4), g.words(20))
		for range 4 {
			fmt.Fprintf(&b, "- %s %s.\n", modals[g.r.IntN(len(modals))], g.words(12))
		}
		sections("Procedure", "Verification", "Rollback", "Escalation", "Notes", "History")
		return p, b.String()
	case 6, 7:
		n := i/10*2 + i%2 + 1
		p := fmt.Sprintf("docs/adr/%05d-%s.md", n, strings.ReplaceAll(g.words(3), " ", "-"))
		status := "Accepted"
		if i%20 == 6 {
			status = "Superseded"
		}
		fmt.Fprintf(&b, "# %d. %s\n\nDate: 2025-01-01\n\n## Status\n\n%s\n", n, g.words(5), status)
		if n > 1 && i%20 == 7 {
			fmt.Fprintf(&b, "\nSupersedes [ADR %d](%05d.md).\n", n-1, n-1)
		}
		sections("Context", "Decision", "Consequences", "Alternatives", "Risks", "Follow-up", "References")
		return p, b.String()
	default:
		p := svc + "/CLAUDE.md"
		if i%10 == 9 {
			p = svc + "/worker/AGENTS.md"
		}
		fmt.Fprintf(&b, "# Rules for %s\n\n%s.\n", svc, g.words(20))
		for s, name := range []string{"Security", "Code style", "Testing", "Data", "Operations", "Reviews", "Performance", "Releases"} {
			fmt.Fprintf(&b, "\n## %s\n\n", name)
			for k := range 4 {
				fmt.Fprintf(&b, "- R%05d-%d%d: %s %s. %s %s %s\n", i, s, k, modals[g.r.IntN(len(modals))], g.words(12),
					risks[g.r.IntN(len(risks))], domains[g.r.IntN(len(domains))], intents[g.r.IntN(len(intents))])
			}
		}
		return p, b.String()
	}
}

// benchStore returns a data directory holding the synthetic corpus of
// about chunks chunks. The generated files are cached under os.TempDir()
// by generator version and size; the store is brought up to date by an
// incremental ingest, a no-op unless ingest's stored format changed.
func benchStore(b *testing.B, chunks int) datadir.Dir {
	b.Helper()
	base := filepath.Join(os.TempDir(), fmt.Sprintf("canon-bench-%s-%d", benchGenVersion, chunks))
	// The generated corpus is shared with checkouts of other versions; the
	// store is not: one written with index generations ("data-gen") is
	// unreadable to a canon from before them, which reads "data".
	dir := datadir.Dir(filepath.Join(base, "data-gen"))
	root := filepath.Join(base, "root")
	done := filepath.Join(base, "done")
	if _, err := os.Stat(done); err == nil {
		start := time.Now()
		sum, err := ingest.Run(context.Background(), ingest.Options{Roots: []string{root}, Data: dir, Derived: []model.Derived{retrieve.Lookups}})
		if err != nil {
			b.Fatal(err)
		}
		b.Logf("cached corpus: %d files, %d re-ingested in %v", sum.Seen, sum.Changed(), time.Since(start).Round(time.Millisecond))
		return dir
	}
	if err := os.RemoveAll(base); err != nil {
		b.Fatal(err)
	}
	g := newBenchGen(b)
	files := chunks / 8
	start := time.Now()
	must := func(err error) {
		if err != nil {
			b.Fatal(err)
		}
	}
	must(os.MkdirAll(root, 0o755))
	must(os.WriteFile(filepath.Join(root, "CLAUDE.md"), []byte("# Repository rules\n\n## Security (non-negotiable)\n\n"+
		"- SEC-001: Never commit secrets or credentials. (critical) @security\n- SEC-002: Never log personal data. (critical) @security\n"), 0o644))
	for i := range files {
		p, text := g.file(i)
		full := filepath.Join(root, filepath.FromSlash(p))
		must(os.MkdirAll(filepath.Dir(full), 0o755))
		must(os.WriteFile(full, []byte(text), 0o644))
	}
	sum, err := ingest.Run(context.Background(), ingest.Options{Roots: []string{root}, Data: dir, Derived: []model.Derived{retrieve.Lookups}})
	must(err)
	b.Logf("generated and ingested %d files, %d chunks, %d rules in %v", sum.TotalDocs, sum.TotalChunks, sum.TotalRules, time.Since(start).Round(time.Second))
	must(os.WriteFile(done, []byte(fmt.Sprintln(sum.TotalChunks)), 0o644))
	return dir
}

// benchTasks are varied tasks: a few words of the vocabulary's head and
// middle, some with files.
func benchTasks(g *benchGen) []retrieve.Request {
	verbs := []string{"add", "fix", "refactor", "test", "deploy", "review"}
	out := make([]retrieve.Request, 64)
	for i := range out {
		out[i] = retrieve.Request{
			Task:  verbs[i%len(verbs)] + " " + g.words(3+i%5),
			Mode:  config.ModeNames[i%3],
			Modes: config.DefaultRetrieval(),
		}
		if i%4 == 0 {
			out[i].Files = []string{fmt.Sprintf("services/svc%04d/handler.go", i*7)}
		}
	}
	return out
}

// BenchmarkContext measures query context in-process over synthetic
// corpora of 10,000 and 100,000 chunks (engine loaded once), reporting the
// median and 99th-percentile latency per call and, after both, the growth
// of the median. Run: go test ./retrieve -run '^$' -bench Context -benchtime 2000x
func BenchmarkContext(b *testing.B) {
	p50 := map[int]float64{}
	for _, size := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("%dk", size/1000), func(b *testing.B) {
			ctx := context.Background()
			dir := benchStore(b, size)
			t0 := time.Now()
			o, err := retrieve.OpenReader(ctx, dir, "", retrieve.Options{})
			if err != nil {
				b.Fatal(err)
			}
			defer func() { _ = o.Close() }() // read-only: nothing to lose
			_, chunks, rules := o.Stats()
			b.Logf("%d chunks, %d rules; engine loaded in %v", chunks, rules, time.Since(t0).Round(time.Millisecond))
			tasks := benchTasks(newBenchGen(b))
			for _, r := range tasks { // warm the caches
				if _, err := o.Context(ctx, r); err != nil {
					b.Fatal(err)
				}
			}
			lat := make([]time.Duration, 0, b.N)
			b.ResetTimer()
			for i := range b.N {
				s := time.Now()
				if _, err := o.Context(ctx, tasks[i%len(tasks)]); err != nil {
					b.Fatal(err)
				}
				lat = append(lat, time.Since(s))
			}
			b.StopTimer()
			slices.Sort(lat)
			ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
			p50[size] = ms(lat[len(lat)/2])
			b.ReportMetric(p50[size], "p50-ms")
			b.ReportMetric(ms(lat[min(len(lat)-1, len(lat)*99/100)]), "p99-ms")
			b.ReportMetric(float64(chunks), "chunks")
		})
	}
	if p50[10_000] > 0 && p50[100_000] > 0 {
		b.Logf("growth p50(100k)/p50(10k) = %.2f", p50[100_000]/p50[10_000])
	}
}
