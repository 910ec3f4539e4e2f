package retrieve_test

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/eval"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/retrieve"
)

var update = flag.Bool("update", false, "rewrite testdata/rank_stats.txt")

// rankK is the cut-off of recall and nDCG in the ranking regression.
const rankK = 10

type rankTask struct {
	Name   string   `yaml:"name"`
	Corpus string   `yaml:"corpus"`
	Task   string   `yaml:"task"`
	Mode   string   `yaml:"mode"`
	Files  []string `yaml:"files"`
	Expect []string `yaml:"expect"`
}

type rankTasks struct {
	Corpora map[string][]string `yaml:"corpora"`
	Tasks   []rankTask          `yaml:"tasks"`
}

func loadRankTasks(t *testing.T) rankTasks {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "rank_tasks.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var rt rankTasks
	dec := yaml.NewDecoder(strings.NewReader(string(b)))
	dec.KnownFields(true)
	if err := dec.Decode(&rt); err != nil {
		t.Fatalf("rank_tasks.yaml: %v", err)
	}
	return rt
}

// rankStores holds one opened engine per corpus, ingested once per test
// binary into a temporary directory removed by TestMain.
var rankStores struct {
	sync.Mutex
	tmp     string
	engines map[string]*retrieve.Opened
	errs    map[string]error
}

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	rankStores.Lock()
	for _, o := range rankStores.engines {
		_ = o.Close() // read-only: nothing to lose
	}
	if rankStores.tmp != "" {
		_ = os.RemoveAll(rankStores.tmp) // best effort: a temporary directory
	}
	rankStores.Unlock()
	os.Exit(code)
}

// rankEngine ingests a corpus's roots (once) and returns its engine.
func rankEngine(t *testing.T, name string, roots []string) *retrieve.Opened {
	t.Helper()
	rankStores.Lock()
	defer rankStores.Unlock()
	if o, ok := rankStores.engines[name]; ok {
		return o
	}
	if err, ok := rankStores.errs[name]; ok {
		t.Fatal(err)
	}
	if rankStores.engines == nil {
		rankStores.engines, rankStores.errs = map[string]*retrieve.Opened{}, map[string]error{}
	}
	o, err := func() (*retrieve.Opened, error) {
		if rankStores.tmp == "" {
			tmp, err := os.MkdirTemp("", "canon-rank-")
			if err != nil {
				return nil, err
			}
			rankStores.tmp = tmp
		}
		ctx := context.Background()
		dir := datadir.Dir(filepath.Join(rankStores.tmp, name))
		if _, err := ingest.Run(ctx, ingest.Options{Roots: roots, Data: dir}); err != nil {
			return nil, err
		}
		return retrieve.OpenReader(ctx, dir, "", retrieve.Options{})
	}()
	if err != nil {
		rankStores.errs[name] = fmt.Errorf("corpus %s: %w", name, err)
		t.Fatal(rankStores.errs[name])
	}
	rankStores.engines[name] = o
	return o
}

// rankedPaths runs a task and returns the distinct source paths of the
// pack: expected documents quoted by the constitution first, then the
// items', best score first.
func rankedPaths(t *testing.T, o *retrieve.Opened, task rankTask) []string {
	t.Helper()
	p, err := o.Context(context.Background(), retrieve.Request{
		Task: task.Task, Files: task.Files, Mode: cmp.Or(task.Mode, "execution"), Modes: config.DefaultRetrieval(),
		K: rankK, Budget: 1 << 20,
	})
	if err != nil {
		t.Fatalf("task %s: %v", task.Name, err)
	}
	// An expected document the constitution quotes is in the pack, always
	// loaded: it ranks first.
	var out []string
	for _, r := range p.Constitution.Rules {
		if slices.Contains(task.Expect, r.SourcePath) && !slices.Contains(out, r.SourcePath) {
			out = append(out, r.SourcePath)
		}
	}
	items := slices.Clone(p.Items)
	slices.SortStableFunc(items, func(a, b retrieve.Item) int { return cmp.Compare(b.Score, a.Score) })
	for _, it := range items {
		if !slices.Contains(out, it.SourcePath) {
			out = append(out, it.SourcePath)
		}
	}
	return out
}

type taskStats struct{ recall, mrr, ndcg float64 }

// section runs the tasks of one group and renders its lines.
func section(t *testing.T, title string, rt rankTasks, tasks []rankTask, rootOf func(string) string) (string, []taskStats) {
	var b strings.Builder
	fmt.Fprintf(&b, "## %s\n", title)
	var all []taskStats
	for _, task := range tasks {
		var roots []string
		for _, r := range rt.Corpora[task.Corpus] {
			roots = append(roots, rootOf(r))
		}
		for _, e := range task.Expect {
			if !slices.ContainsFunc(roots, func(r string) bool {
				_, err := os.Stat(filepath.Join(r, filepath.FromSlash(e)))
				return err == nil
			}) {
				t.Errorf("task %s: expected document %s is in none of the corpus roots", task.Name, e)
			}
		}
		ranking := rankedPaths(t, rankEngine(t, task.Corpus, roots), task)
		rel := map[string]int{}
		for _, e := range task.Expect {
			rel[e] = 1
		}
		s := taskStats{eval.Recall(ranking, rel, rankK), eval.MRR(ranking, rel), eval.NDCG(ranking, rel, rankK)}
		all = append(all, s)
		var ranks []string
		for _, e := range task.Expect {
			if i := slices.Index(ranking, e); i >= 0 && i < rankK {
				ranks = append(ranks, fmt.Sprint(i+1))
			} else {
				ranks = append(ranks, "-")
			}
		}
		fmt.Fprintf(&b, "%-30s %-9s R@%d %.3f  MRR %.3f  nDCG@%d %.3f  ranks %s\n",
			task.Name, task.Corpus, rankK, s.recall, s.mrr, rankK, s.ndcg, strings.Join(ranks, ","))
	}
	b.WriteString(summary(title, all))
	return b.String(), all
}

func summary(title string, all []taskStats) string {
	var m taskStats
	for _, s := range all {
		m.recall += s.recall
		m.mrr += s.mrr
		m.ndcg += s.ndcg
	}
	if n := float64(len(all)); n > 0 {
		m.recall, m.mrr, m.ndcg = m.recall/n, m.mrr/n, m.ndcg/n
	}
	return fmt.Sprintf("summary %s: %d tasks, mean R@%d %.3f, MRR %.3f, nDCG@%d %.3f\n", title, len(all), rankK, m.recall, m.mrr, rankK, m.ndcg)
}

// TestRankStats is the ranking regression: it runs every task of
// testdata/rank_tasks.yaml and compares recall@10, MRR and nDCG@10 with
// testdata/rank_stats.txt, so any ranking change shows as a diff. The
// examples part always runs; the shared corpora part skips without
// ../shared/corpora and under -short. Regenerate with -update.
func TestRankStats(t *testing.T) {
	rt := loadRankTasks(t)
	if len(rt.Tasks) < 30 {
		t.Errorf("%d ranking tasks, want at least 30", len(rt.Tasks))
	}
	var ex, co []rankTask
	for _, task := range rt.Tasks {
		if _, ok := rt.Corpora[task.Corpus]; !ok {
			t.Fatalf("task %s: unknown corpus %q", task.Name, task.Corpus)
		}
		if task.Corpus == "examples" {
			ex = append(ex, task)
		} else {
			co = append(co, task)
		}
	}
	repo := testutil.RepoRoot(t)
	exText, exStats := section(t, "examples", rt, ex, func(r string) string { return filepath.Join(repo, r) })
	got := []string{exText}
	shared := testutil.FindCorpora(t)
	runCorpora := shared != "" && !testing.Short()
	if runCorpora {
		coText, coStats := section(t, "corpora", rt, co, func(r string) string { return filepath.Join(shared, r) })
		got = append(got, coText, "## overall\n"+summary("overall", append(exStats, coStats...)))
	}
	golden := filepath.Join("testdata", "rank_stats.txt")
	header := "# Ranking regression of query context (testdata/rank_tasks.yaml).\n# Regenerate: go test ./retrieve -run RankStats -update\n"
	if *update {
		if !runCorpora {
			t.Fatal("-update needs ../shared/corpora and no -short")
		}
		if err := os.WriteFile(golden, []byte(header+strings.Join(got, "")), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	b, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.SplitAfter(strings.TrimPrefix(string(b), header), "## ")
	wantSections := map[string]string{}
	for _, s := range want {
		if s = strings.TrimSuffix(s, "## "); s != "" {
			title, _, _ := strings.Cut(s, "\n")
			wantSections[title] = "## " + s
		}
	}
	for _, g := range got {
		title, _, _ := strings.Cut(strings.TrimPrefix(g, "## "), "\n")
		if w := wantSections[title]; w != g {
			t.Errorf("ranking of %s changed (rerun with -update if intended):\n--- want\n%s--- got\n%s", title, w, g)
		}
	}
	if !runCorpora {
		t.Log("shared corpora part skipped (no ../shared/corpora or -short)")
	}
}
