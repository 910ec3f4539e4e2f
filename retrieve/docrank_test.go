package retrieve

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/internal/testutil"
)

// docRankEngine is an engine over a rule file and three documents, one of
// two chunks.
func docRankEngine(t *testing.T) *Opened {
	t.Helper()
	root := t.TempDir()
	testutil.WriteFile(t, root, "AGENTS.md", []byte("# Agents\n\n- Always run the linter before pushing.\n- Never commit secrets to the repository.\n"))
	testutil.WriteFile(t, root, "docs/restart.md", []byte("# Restarting the app\n\nRestart the app's pods with a rollout when the app hangs.\n"))
	testutil.WriteFile(t, root, "docs/rotate.md", []byte("# Rotating credentials\n\n## Symptoms\n\n"+
		"Connections are refused after the database password expired. The service logs an authentication failure on every request, "+
		"the health check turns red within a minute, and the error budget burns while nobody notices the cause.\n\n"+
		"## Steps\n\nGenerate a new password in the vault, update the secret that the deployment mounts, and restart the pods "+
		"one at a time so that the service keeps answering; then watch the error rate return to its usual level.\n"))
	testutil.WriteFile(t, root, "docs/queues.md", []byte("# Queues\n\nMessages wait in the queue until a worker takes them.\n"))
	return rootEngine(t, root)
}

// candsOf makes candidates of the named chunks and rules (chunk IDs and
// rule nodes) with the given scores, best first.
func candsOf(t *testing.T, e *Engine, keys []string, scores []float64) []*cand {
	t.Helper()
	var cs []*cand
	for i, k := range keys {
		c := &cand{chunk: -1, rule: -1, score: scores[i], fused: scores[i]}
		if ci, ok := e.byChunk[k]; ok {
			c.chunk = ci
		} else if ri, ok := e.ruleByNode[k]; ok {
			c.rule = ri
		} else {
			t.Fatalf("no chunk or rule %s", k)
		}
		cs = append(cs, c)
	}
	return cs
}

func keysOf(e *Engine, cs []*cand) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.key(e))
	}
	return out
}

// The fusion re-orders the documents' units by their rank and their
// document's, keeping the scores of the places (the best first); a rule
// file's rules keep their scores and places; a document's weaker chunk
// moves down with its best chunk, never up.
func TestFuseDocRanks(t *testing.T) {
	o := docRankEngine(t)
	e := o.Engine
	if err := e.ranking(); err != nil {
		t.Fatal(err)
	}
	var lint, secrets string
	for _, r := range e.rules {
		if strings.Contains(r.Text, "linter") {
			lint = r.Node
		}
		if strings.Contains(r.Text, "secrets") {
			secrets = r.Node
		}
	}
	restart, queues := "chunk:docs/restart.md#0", "chunk:docs/queues.md#0"
	rotate0, rotate1 := "chunk:docs/rotate.md#0", "chunk:docs/rotate.md#1"
	cs := candsOf(t, e, []string{lint, restart, rotate1, queues, secrets, rotate0}, []float64{1.0, 0.9, 0.5, 0.4, 0.3, 0.2})
	ranks := map[int]int{e.byPath["docs/rotate.md"]: 1, e.byPath["docs/restart.md"]: 40}
	e.fuseDocRanks(cs, ranks)
	sortCands(e, cs)
	got := keysOf(e, cs)
	want := []string{lint, rotate1, restart, queues, secrets, rotate0}
	if !slices.Equal(got, want) {
		t.Fatalf("order\n%v\nwant\n%v", got, want)
	}
	score := map[string]float64{}
	for _, c := range cs {
		score[c.key(e)] = c.score
	}
	if score[lint] != 1.0 || score[secrets] != 0.3 {
		t.Errorf("the rule file's rules moved: %v", score)
	}
	if score[rotate1] != 0.9 || score[restart] != 0.5 || score[queues] != 0.4 {
		t.Errorf("the units do not keep the places' scores: %v", score)
	}
	if score[rotate0] != 0.2 {
		t.Errorf("a weaker chunk of a document that moved up moved too: %v", score[rotate0])
	}
	// A document that moves down takes its weaker chunks down with it, by
	// the same ratio: rotate's best chunk goes from 0.8 to 0.6.
	cs = candsOf(t, e, []string{restart, rotate1, rotate0, queues}, []float64{0.9, 0.8, 0.7, 0.6})
	e.fuseDocRanks(cs, map[int]int{e.byPath["docs/queues.md"]: 1})
	sortCands(e, cs)
	if got, want := keysOf(e, cs), []string{queues, restart, rotate1, rotate0}; !slices.Equal(got, want) {
		t.Fatalf("order\n%v\nwant\n%v", got, want)
	}
	if s := cs[3].score; s < 0.524 || s > 0.526 {
		t.Errorf("the weaker chunk scores %.4f, want 0.7 × 0.6/0.8 = 0.525", s)
	}
	// Nothing changes when no candidate's document is ranked.
	cs = candsOf(t, e, []string{restart, queues}, []float64{0.9, 0.4})
	e.fuseDocRanks(cs, map[int]int{e.byPath["docs/rotate.md"]: 1})
	if cs[0].docFused || cs[0].score != 0.9 || cs[1].score != 0.4 {
		t.Error("candidates re-scored without a ranked document among them")
	}
}

// A task whose words are spread over a runbook's sections finds the
// runbook first by its whole text; the pack says so, and the ablation
// switch turns it off.
func TestContext_documentSignal(t *testing.T) {
	o := docRankEngine(t)
	ctx := context.Background()
	task := "connections refused after the database password expired: update the secret and restart the pods"
	p, err := o.Context(ctx, Request{Task: task, Mode: "planning", Explain: true, Modes: config.DefaultRetrieval()})
	if err != nil {
		t.Fatal(err)
	}
	var first Item
	for _, it := range p.Items {
		if it.Kind == "chunk" {
			first = it
			break
		}
	}
	if first.SourcePath != "docs/rotate.md" || first.Signals.DocRank != 1 {
		t.Fatalf("first chunk %s (document rank %d), want docs/rotate.md at 1", first.SourcePath, first.Signals.DocRank)
	}
	if !slices.ContainsFunc(first.Why, func(w string) bool { return strings.HasPrefix(w, "document 1 of ") }) {
		t.Errorf("why %v does not name the document signal", first.Why)
	}
	opt, err := Options{}.WithVocabOff([]string{"document"})
	if err != nil {
		t.Fatal(err)
	}
	off, err := Load(ctx, o.x, o.Model(), opt)
	if err != nil {
		t.Fatal(err)
	}
	q, err := off.Context(ctx, Request{Task: task, Mode: "planning", Modes: config.DefaultRetrieval()})
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range q.Items {
		if it.Signals.DocRank != 0 {
			t.Fatalf("document signal off: %s has document rank %d", it.ID, it.Signals.DocRank)
		}
	}
}

// A superseded decision that the document ranking lifts stays below the
// decision superseding it.
func TestFuseDocRanks_supersededStaysBelow(t *testing.T) {
	root := t.TempDir()
	testutil.WriteFile(t, root, "docs/adr/0001-use-queues.md", []byte("# 1. Use queues\n\nStatus: Superseded by [ADR 2](0002-use-streams.md)\n\n## Decision\n\nWe send every event through a message queue.\n"))
	testutil.WriteFile(t, root, "docs/adr/0002-use-streams.md", []byte("# 2. Use streams\n\nStatus: Accepted\n\nSupersedes [ADR 1](0001-use-queues.md)\n\n## Decision\n\nWe send every event through a stream.\n"))
	o := rootEngine(t, root)
	e := o.Engine
	if err := e.ranking(); err != nil {
		t.Fatal(err)
	}
	oldID, newID := "chunk:docs/adr/0001-use-queues.md#0", "chunk:docs/adr/0002-use-streams.md#0"
	cs := candsOf(t, e, []string{newID, oldID}, []float64{0.9, 0.5})
	e.fuseDocRanks(cs, map[int]int{e.byPath["docs/adr/0001-use-queues.md"]: 1})
	e.keepBelowSuccessors(cs)
	sortCands(e, cs)
	if got := keysOf(e, cs); got[0] != newID {
		t.Fatalf("order %v: the superseded decision is above its successor", got)
	}
}
