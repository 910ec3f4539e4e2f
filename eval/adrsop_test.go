package eval_test

import (
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/datadir"
	"github.com/canon-kg/canon/ingest"
	"github.com/canon-kg/canon/internal/testutil"
	"github.com/canon-kg/canon/retrieve"
)

// The blind ADR/SOP harness (issue 12). dev is the development set. test
// was the held-out set of rounds 1 and 2 and, having been reported three
// times, is now a second development set too; test2, written blind on
// 2026-11-26, was held out in round 5 and, used there for a keep/revert
// decision, is a third; test3, written blind on 2026-11-27, was held out in
// round 6 and, used there for a keep/revert decision, is a fourth; test4,
// written blind on 2026-11-27, was held out in round 7 and is a fifth;
// test5, written blind on 2026-11-27 (test5-src), was held out in round 10
// and is a sixth; test6, written blind on 2026-11-28 (test6-src), was held
// out in round 10 and is a seventh; test7, written blind on 2026-11-28
// (test7-src), was held out in round 11 and is an eighth. test8.yaml,
// written blind on 2026-11-28 (test8-src), is the held-out set: it is run
// only by the lead, once before a round's
// changes and once at its end (results.md), and only its aggregates are
// read.
var (
	adrsopSet    = flag.String("adrsop.set", "dev", "blind ADR/SOP task set: dev, test, test2, test3, test4, test5, test6, test7 (development) or test8 (the held-out set)")
	adrsopMode   = flag.String("adrsop.mode", "execution", "retrieval mode of query context")
	adrsopOff    = flag.String("adrsop.off", "", "comma-separated vocabulary signals to switch off (ablation): "+strings.Join(retrieve.VocabSignalNames, ","))
	adrsopWGist  = flag.Float64("adrsop.wgist", 0, "weight of the gist signal (0: off, the default)")
	adrsopAblate = flag.Bool("adrsop.ablate", false, "evaluate all signals on, each vocabulary signal off, and all off, in one run")
	adrsopDump   = flag.Bool("adrsop.tasks", false, "print per-task results (never with the held-out -adrsop.set test8)")
	adrsopWhy    = flag.Bool("adrsop.signals", false, "with -adrsop.tasks: for each task short of nDCG@5 1, the signals of the 20-item pack's first 8 items and of its gold items further down")
)

// adrsopK is the pack size, as `query context --k 5`.
const adrsopK = 5

type adrsopTask struct {
	ID              string `yaml:"id"`
	Kind            string `yaml:"kind"`
	Source          string `yaml:"source"`
	Task            string `yaml:"task"`
	SharesTitleWord bool   `yaml:"shares_title_word"`
	Gold            []struct {
		Path  string `yaml:"path"`
		Grade int    `yaml:"grade"`
	} `yaml:"gold"`
	SupersededBelow []struct {
		Superseded string `yaml:"superseded"`
		Successor  string `yaml:"successor"`
	} `yaml:"superseded_below"`
	Note string `yaml:"note"`
}

// gradedNDCG is nDCG@k with gain = grade (linear), each document credited
// once at its first rank (ranking holds distinct documents).
func gradedNDCG(ranking []string, rel map[string]int, k int) float64 {
	var dcg float64
	for i, id := range ranking[:min(k, len(ranking))] {
		dcg += float64(rel[id]) / math.Log2(float64(i+2))
	}
	var gains []int
	for _, g := range rel {
		gains = append(gains, g)
	}
	slices.Sort(gains)
	slices.Reverse(gains)
	var idcg float64
	for i, g := range gains[:min(k, len(gains))] {
		idcg += float64(g) / math.Log2(float64(i+2))
	}
	if idcg == 0 {
		return 0
	}
	return dcg / idcg
}

// packDocs is the pack's documents in the order `query context` prints its
// items, each once at its first item.
func packDocs(p *retrieve.Pack) []string {
	var out []string
	for _, it := range p.Items {
		if !slices.Contains(out, it.SourcePath) {
			out = append(out, it.SourcePath)
		}
	}
	return out
}

type adrsopAgg struct {
	n    int
	ndcg float64
}

func (a *adrsopAgg) add(x float64) { a.n++; a.ndcg += x }

func (a adrsopAgg) String() string {
	if a.n == 0 {
		return "   -   (0)"
	}
	return fmt.Sprintf("%.3f (%d)", a.ndcg/float64(a.n), a.n)
}

// TestBlindADRSOP ingests the ADR corpus (all 15 sources as one store) and
// the SOP corpus (all 3 sources as another) with the real pipeline, runs
// every task of eval/testdata/blind-adrsop/<set>.yaml through query context
// (--k 5, execution mode unless -adrsop.mode), and prints nDCG@5 over
// documents (gain = grade) by kind and by shares_title_word, and the number
// of superseded decisions ranked above their successors. It fails when a
// gold document is missing from the corpora; the figures are reported, not
// asserted (the acceptance targets are in the README).
func TestBlindADRSOP(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: ingests the ADR and SOP corpora")
	}
	shared := testutil.Corpora(t)
	switch *adrsopSet {
	case "dev", "test", "test2", "test3", "test4", "test5", "test6", "test7", "test8":
	default:
		t.Fatalf("-adrsop.set %q: want dev, test, test2, test3, test4, test5, test6, test7 or test8", *adrsopSet)
	}
	if _, err := os.Stat(filepath.Join("testdata", "blind-adrsop", *adrsopSet+".yaml")); *adrsopSet == "test8" && err != nil {
		t.Fatal("test8.yaml, the next held-out set, is not written yet: have it written blind (README) before a round starts")
	}
	if *adrsopDump && *adrsopSet == "test8" {
		t.Fatal("-adrsop.tasks is for development sets only: test8's per-task results are not to be read")
	}
	b, err := os.ReadFile(filepath.Join("testdata", "blind-adrsop", *adrsopSet+".yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var tasks []adrsopTask
	dec := yaml.NewDecoder(strings.NewReader(string(b)))
	dec.KnownFields(true)
	if err := dec.Decode(&tasks); err != nil {
		t.Fatalf("%s.yaml: %v", *adrsopSet, err)
	}
	// The configurations evaluated: the one asked for, or with -adrsop.ablate
	// all signals on, each vocabulary signal off in turn, and all off (one run
	// of the set gives the whole ablation).
	offs := []string{*adrsopOff}
	if *adrsopAblate {
		offs = append([]string{""}, retrieve.VocabSignalNames...)
		offs = append(offs, strings.Join(retrieve.VocabSignalNames, ","))
	}
	ctx := context.Background()
	dirs := map[string]datadir.Dir{}
	for _, kind := range []string{"adr", "sop"} {
		dir := datadir.Dir(filepath.Join(t.TempDir(), kind))
		if _, err := ingest.Run(ctx, ingest.Options{Roots: []string{filepath.Join(shared, kind)}, Data: dir}); err != nil {
			t.Fatalf("ingest %s: %v", kind, err)
		}
		dirs[kind] = dir
	}
	var report strings.Builder
	for _, off := range offs {
		report.WriteString(adrsopRun(t, ctx, shared, tasks, dirs, off))
	}
	t.Log("\n" + report.String())
}

// adrsopRun runs the tasks with the vocabulary signals off switched off and
// renders the aggregates.
func adrsopRun(t *testing.T, ctx context.Context, shared string, tasks []adrsopTask, dirs map[string]datadir.Dir, off string) string {
	t.Helper()
	var names []string
	if off != "" {
		names = strings.Split(off, ",")
	}
	opt, err := retrieve.Options{Vocab: retrieve.Vocab{WeightGist: *adrsopWGist}}.WithVocabOff(names)
	if err != nil {
		t.Fatal(err)
	}
	engines := map[string]*retrieve.Opened{}
	for kind, dir := range dirs {
		o, err := retrieve.OpenReader(ctx, dir, "", opt)
		if err != nil {
			t.Fatalf("open %s: %v", kind, err)
		}
		t.Cleanup(func() {
			if err := o.Close(); err != nil {
				t.Error(err)
			}
		})
		engines[kind] = o
	}
	var all, byKind [2]adrsopAgg
	byKindSTW := map[string]*adrsopAgg{}
	var noShared adrsopAgg
	pairs, above := 0, 0
	kindIx := map[string]int{"adr": 0, "sop": 1}
	for _, task := range tasks {
		o, ok := engines[task.Kind]
		if !ok {
			t.Fatalf("task %s: kind %q", task.ID, task.Kind)
		}
		rel := map[string]int{}
		for _, g := range task.Gold {
			p := task.Source + "/" + g.Path
			if _, err := os.Stat(filepath.Join(shared, task.Kind, filepath.FromSlash(p))); err != nil {
				t.Errorf("task %s: gold %s: %v", task.ID, p, err)
			}
			rel[p] = g.Grade
		}
		p, err := o.Context(ctx, retrieve.Request{
			Task: task.Task, Mode: *adrsopMode, Modes: config.DefaultRetrieval(), K: adrsopK,
		})
		if err != nil {
			t.Fatalf("task %s: %v", task.ID, err)
		}
		ranking := packDocs(p)
		x := gradedNDCG(ranking, rel, adrsopK)
		all[0].add(x)
		byKind[kindIx[task.Kind]].add(x)
		key := fmt.Sprintf("%s stw=%v", task.Kind, task.SharesTitleWord)
		if byKindSTW[key] == nil {
			byKindSTW[key] = &adrsopAgg{}
		}
		byKindSTW[key].add(x)
		if !task.SharesTitleWord {
			noShared.add(x)
		}
		for _, s := range task.SupersededBelow {
			pairs++
			old := slices.Index(ranking, task.Source+"/"+s.Superseded)
			suc := slices.Index(ranking, task.Source+"/"+s.Successor)
			if old >= 0 && (suc < 0 || old < suc) {
				above++
			}
		}
		if *adrsopDump {
			var ranks []string
			for _, g := range task.Gold {
				ranks = append(ranks, fmt.Sprintf("%d:%d", g.Grade, slices.Index(ranking, task.Source+"/"+g.Path)+1))
			}
			deep, err := o.Context(ctx, retrieve.Request{Task: task.Task, Mode: *adrsopMode, Modes: config.DefaultRetrieval(), K: 20})
			if err != nil {
				t.Fatal(err)
			}
			dr := packDocs(deep)
			var dranks []string
			for _, g := range task.Gold {
				dranks = append(dranks, fmt.Sprintf("%d:%d", g.Grade, slices.Index(dr, task.Source+"/"+g.Path)+1))
			}
			if *adrsopWhy && x < 1 {
				t.Logf("signals %s | %s%s", task.ID, task.Task, adrsopSignals(deep, rel))
			}
			t.Logf("%s %.3f gold %s deep %s/%d | %s | got %s", task.ID, x, strings.Join(ranks, " "), strings.Join(dranks, " "), len(dr), task.Task, strings.Join(ranking, " "))
		}
	}
	keys := make([]string, 0, len(byKindSTW))
	for k := range byKindSTW {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var out strings.Builder
	fmt.Fprintf(&out, "blind-adrsop %s, mode %s, k %d, off [%s]\n", *adrsopSet, *adrsopMode, adrsopK, off)
	fmt.Fprintf(&out, "  nDCG@5 all %s  adr %s  sop %s  no-shared-word %s\n", all[0], byKind[0], byKind[1], noShared)
	for _, k := range keys {
		fmt.Fprintf(&out, "  nDCG@5 %-14s %s\n", k, byKindSTW[k])
	}
	fmt.Fprintf(&out, "  superseded above successor: %d of %d pairs\n", above, pairs)
	return out.String()
}

// adrsopSignals renders, one line per item, the signals of a pack's first
// adrsopWhyTop items and of its gold items further down: the item's grade
// (blank for none; grade@rank below the top), score, normalised BM25,
// embedding, graph and proximity, fused score and file name. It shows
// which signal puts other documents above the gold ones.
func adrsopSignals(p *retrieve.Pack, rel map[string]int) string {
	var b strings.Builder
	for i, it := range p.Items {
		g := rel[it.SourcePath]
		mark := " "
		switch {
		case i >= adrsopWhyTop && g == 0:
			continue
		case i >= adrsopWhyTop:
			mark = fmt.Sprintf("%d@%d", g, it.Rank)
		case g > 0:
			mark = fmt.Sprint(g)
		}
		s := it.Signals
		fmt.Fprintf(&b, "\n   %-4s %.3f bm25 %.2f emb %.2f graph %.2f prox %.2f fused %.3f %s", mark, it.Score,
			s.NormBM25, s.NormEmbed, s.NormGraph, s.NormProximity, s.Fused, path.Base(it.SourcePath))
	}
	return b.String()
}

// adrsopWhyTop is how many of a pack's first items -adrsop.signals shows.
const adrsopWhyTop = 8
